"""The Moria cards of set 1 beyond the Gandalf starter's (those are in test_cards_gandalf.py),
one scenario per ability, from a set-up table. Each test names the card by its collector code
and quotes our text of it. Site 4 of these tables is the Gandalf deck's Mithril Mine
(underground); site 3, Council Courtyard, is not."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.state import deck, discard, hand, play

from .kit import act, by_code, codes, find, free_peoples_orders, has, pass_windows, position, strength_of, window_kind


def seats(fp=None, shadow=None, fp_deck="gandalf", shadow_deck="gandalf"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def test_1R163_ancient_chieftain_grows_with_each_other_moria_orc():
    # "Strength +1 for each other Moria Orc you can spot." (an Uruk-hai is not one)
    s = position({"site": 4, "seats": [dict(deck="gandalf"), dict(deck="gandalf", play=["1R163"])]}, seed=1)
    assert strength_of(s, 1, "1R163") == 9
    s = position({"site": 4, "seats": seats({}, {"play": ["1R163", "1U178", "1C191", "1C151"]})}, seed=1)
    assert strength_of(s, 1, "1R163") == 11


def test_1U164_bitter_hatred_wounds_an_elf_while_a_moria_archer_is_spotted():
    # "Archery: spot a Moria archer to wound an Elf."
    s = position({"site": 4, "at": "archery", "twilight": 1,
                  "seats": seats({"play": ["1U51", "1U12"]}, {"play": ["1U178"], "hand": ["1U164"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "event", "1U164")                          # no Moria archer to spot
    s = position({"site": 4, "at": "archery", "twilight": 1,
                  "seats": seats({"play": ["1U51", "1U12"]}, {"play": ["1C176"], "hand": ["1U164"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "event", "1U164", target="1U12")           # Gimli is no Elf
    s = act(s, by_code(s, "event", "1U164", target="1U51"))
    assert s.wounds[find(s, 0, "1U51")] == 1 and s.twilight == 0


def test_1R165_cave_troll_needs_a_moria_orc_and_costs_three_less_underground():
    # "Damage +1. Fierce. To play, spot a Moria Orc. At an underground site, this minion costs 3 less twilight."
    s = position({"site": 4, "at": "shadow", "twilight": 7, "seats": seats({}, {"hand": ["1R165"]})}, seed=1)
    assert not has(s, "play", "1R165")                           # no Moria Orc to spot
    s = position({"site": 4, "at": "shadow", "twilight": 7, "seats": seats({}, {"hand": ["1R165"], "play": ["1U178"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R165"))
    troll = find(s, 1, "1R165")
    assert s.twilight == 0 and C.fierce(s, troll) and C.damage_bonus(s, troll) == 1
    # at a site that is not underground the full 10 (and 2 more while it roams short of site 4)
    s = position({"site": 3, "at": "shadow", "twilight": 9, "seats": seats({}, {"hand": ["1R165"], "play": ["1U178"]})}, seed=1)
    assert C.cost(s, find(s, 1, "1R165", "hand")) == 12 and not has(s, "play", "1R165")


def test_1R166_cave_trolls_hammer_is_borne_by_the_troll_alone_and_adds_damage():
    # "Only Cave Troll of Moria may bear it (+3 strength). Cave Troll of Moria is damage +1."
    s = position({"site": 4, "at": "shadow", "twilight": 1,
                  "seats": seats({}, {"hand": ["1R166"], "play": ["1R165", "1C191"]})}, seed=1)
    assert not has(s, "play", "1R166", bearer="1C191")
    s = act(s, by_code(s, "play", "1R166", bearer="1R165"))
    troll = find(s, 1, "1R165")
    assert strength_of(s, 1, "1R165") == 18 and C.damage_bonus(s, troll) == 2


def test_1R167_denizens_enraged_counts_the_other_moria_orcs_up_to_four():
    # "Skirmish: give a Moria Orc +1 strength for each other Moria Orc you can spot (at most +4)."
    for others, expected in ((["1U178"], 7), (["1U178", "1U178", "1C176", "1C179", "1U181"], 10)):
        s = position({"site": 4, "at": "skirmish", "twilight": 1, "skirmish": ["1U12", ["1C191"]],
                      "seats": seats({"play": ["1U12"]}, {"play": ["1C191"] + others, "hand": ["1R167"]})}, seed=1)
        s = act(s, PASS)
        s = act(s, by_code(s, "event", "1R167", target="1C191"))
        assert strength_of(s, 1, "1C191") == expected


def test_1R172_goblin_archer_cuts_the_fellowship_archery_beside_another_moria_orc():
    # "Archer. While you can spot another Moria Orc, the fellowship archery total is 6 lower."
    s = position({"site": 4, "seats": seats({"play": ["1U51"]}, {"play": ["1R172"]})}, seed=1)
    assert C.fellowship_archery(s) == 1 and C.minion_archery(s) == 1
    s = position({"site": 4, "seats": seats({"play": ["1U51"]}, {"play": ["1R172", "1U178"]})}, seed=1)
    assert C.fellowship_archery(s) == 0


def test_1C174_goblin_backstabber_is_damage_plus_two_beside_another_moria_orc():
    # "Damage +2 while in the same skirmish as another Moria Orc." Gimli (6, vitality 3) loses to
    # 5 + 5: one wound and two more for the Backstabber kill him.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U12", ["1C174"]],
                  "seats": seats({"play": ["1U12"]}, {"play": ["1C174", "1U178"]})}, seed=1)
    assert C.damage_bonus(s, find(s, 1, "1C174")) == 0
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U12", ["1C174", "1U178"]],
                  "seats": seats({"play": ["1U12"]}, {"play": ["1C174", "1U178"]})}, seed=1)
    assert C.damage_bonus(s, find(s, 1, "1C174")) == 2
    s = pass_windows(s, responses=True)
    assert "1U12" in codes(s, "dead0")


def test_1C184_goblin_wallcrawler_is_stronger_underground_and_hinders_archery():
    # "Strength +2 at an underground site. While you can spot another Moria Orc, the fellowship
    # archery total is 1 lower."
    s = position({"site": 4, "seats": seats({"play": ["1U51"]}, {"play": ["1C184"]})}, seed=1)
    assert strength_of(s, 1, "1C184") == 8 and C.fellowship_archery(s) == 1
    s = position({"site": 3, "seats": seats({"play": ["1U51"]}, {"play": ["1C184", "1U178"]})}, seed=1)
    assert strength_of(s, 1, "1C184") == 6 and C.fellowship_archery(s) == 0


def test_1R186_guard_commander_removes_three_twilight_for_two_strength():
    # "Skirmish: remove 3 twilight to give a Moria Orc +2 strength."
    s = position({"site": 4, "at": "skirmish", "twilight": 2, "skirmish": ["1U12", ["1C191"]],
                  "seats": seats({"play": ["1U12"]}, {"play": ["1C191", "1R186"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "use", "1R186")                            # 2 twilight is not enough
    s = position({"site": 4, "at": "skirmish", "twilight": 3, "skirmish": ["1U12", ["1C191"]],
                  "seats": seats({"play": ["1U12"]}, {"play": ["1C191", "1R186"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1R186", target="1C191"))
    assert strength_of(s, 1, "1C191") == 8 and s.twilight == 0


def test_1U188_the_long_dark_adds_two_for_each_dwarf_moving_to_site_4():
    # "When the fellowship moves to site 4 or 5, add 2 twilight for each Dwarf companion."
    added = {}
    for long_dark in (False, True):
        s = position({"site": 3, "at": "fellowship",
                      "seats": seats({"play": ["1U12"]}, {"play": ["1U188"] if long_dark else []})}, seed=1)
        s = act(s, PASS)
        assert C.site_number(s) == 4
        added[long_dark] = s.twilight
    assert added[True] == added[False] + 2


def test_1U188_the_long_dark_adds_nothing_moving_to_site_3():
    s = position({"site": 2, "at": "fellowship", "seats": seats({"play": ["1U12"]}, {"play": ["1U188"]})}, seed=1)
    s = act(s, PASS)
    site = s.path[3]
    assert s.twilight == C.shadow_number(s, site) + 2        # the site's number and two companions


def test_1U188_the_long_dark_is_discarded_to_give_your_moria_orc_two_strength():
    # "Skirmish: discard this condition to give your Moria Orc +2 strength."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U12", ["1C191"]],
                  "seats": seats({"play": ["1U12"]}, {"play": ["1C191", "1U188"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1U188", ability=1, target="1C191"))
    assert strength_of(s, 1, "1C191") == 8 and "1U188" in codes(s, discard(1))


def test_1R190_moria_axe_adds_damage_and_exerts_its_bearer_for_two_strength():
    # "A Moria Orc may bear it (+2 strength); its bearer is damage +1. Skirmish: exert the bearer
    # to give him +2 strength."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U12", ["1C191"]],
                  "seats": seats({"play": ["1U12"]}, {"play": ["1C191", {"card": "1R190", "on": "1C191"}]})}, seed=1)
    scout = find(s, 1, "1C191")
    assert strength_of(s, 1, "1C191") == 8 and C.damage_bonus(s, scout) == 1
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1R190", ability=1, cost=scout))
    assert strength_of(s, 1, "1C191") == 10 and s.wounds[scout] == 1
    assert not has(s, "use", "1R190")                            # the Scout (vitality 2) is exhausted


def test_1C192_pinned_down_lowers_the_fellowship_archery_while_a_moria_archer_is_spotted():
    # "While you can spot a Moria archer, the fellowship archery total is 1 lower."
    s = position({"site": 4, "seats": seats({"play": ["1U51"]}, {"play": ["1C192", "1U178"]})}, seed=1)
    assert C.fellowship_archery(s) == 1
    s = position({"site": 4, "seats": seats({"play": ["1U51"]}, {"play": ["1C192", "1C176"]})}, seed=1)
    assert C.fellowship_archery(s) == 0


def test_1R195_relics_of_moria_plays_a_moria_possession_from_the_discard_pile():
    # "Shadow: remove 2 twilight to play a Moria possession from your discard pile." The Axe
    # costs 1 more: with 2 twilight in the pool it cannot be paid for.
    spec = {"site": 4, "at": "shadow", "seats": seats({}, {"play": ["1R195", "1C191"], "discard": ["1R190"]})}
    s = position(dict(spec, twilight=2), seed=1)
    assert not has(s, "use", "1R195")
    s = position(dict(spec, twilight=3), seed=1)
    s = act(s, by_code(s, "use", "1R195"))
    axe = find(s, 1, "1R190")
    assert s.attached[axe] == find(s, 1, "1C191") and s.twilight == 0


def test_1C197_threat_of_the_unknown_exerts_your_moria_orc_to_draw_two():
    # "Shadow: exert your Moria Orc to draw 2 cards."
    s = position({"site": 4, "at": "shadow", "seats": seats({}, {"hand": ["1C197"], "play": ["1U178"]})}, seed=1)
    assert not has(s, "event", "1C197")                          # the Runner (vitality 1) cannot exert
    s = position({"site": 4, "at": "shadow", "seats": seats({}, {"hand": ["1C197"], "play": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C197", cost=find(s, 1, "1C191")))
    assert len(s.zones.cards[hand(1)]) == 2 and s.wounds[find(s, 1, "1C191")] == 1


def test_1R199_trolls_keyward_makes_the_cave_troll_two_cheaper():
    # "Cave Troll of Moria costs 2 less twilight." Underground too: 10 - 3 - 2.
    s = position({"site": 4, "at": "shadow", "twilight": 5, "seats": seats({}, {"hand": ["1R165"], "play": ["1R199"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R165"))
    assert "1R165" in codes(s, play(1)) and s.twilight == 0


def test_1C201_unfamiliar_territory_is_worth_four_against_an_archer():
    # "Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing an archer."
    for companion, expected in (("1U51", 10), ("1U12", 8)):
        s = position({"site": 4, "at": "skirmish", "skirmish": [companion, ["1C191"]],
                      "seats": seats({"play": [companion]}, {"play": ["1C191"], "hand": ["1C201"]})}, seed=1)
        s = act(s, PASS)
        s = act(s, by_code(s, "event", "1C201", target="1C191"))
        assert strength_of(s, 1, "1C191") == expected


def test_1U202_what_is_this_new_devilry_exerts_a_moria_orc_to_play():
    # "To play, exert a Moria Orc."
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1U202"], "play": ["1U178"]})}, seed=1)
    assert not has(s, "play", "1U202")                           # the Runner (vitality 1) cannot exert
    s = position({"site": 5, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1U202"], "play": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U202", cost=find(s, 1, "1C191")))
    assert "1U202" in codes(s, play(1)) and s.wounds[find(s, 1, "1C191")] == 1 and s.twilight == 0


def test_1U202_what_is_this_new_devilry_makes_companions_cost_two_more_from_site_5():
    # "While the fellowship is at site 5 or higher, each companion costs 2 more twilight."
    for site, extra in ((5, 2), (4, 0)):
        s = position({"site": site, "seats": seats({"hand": ["1U12"]}, {"play": ["1U202"]})}, seed=1)
        s = act(s, by_code(s, "play", "1U12"))
        assert s.twilight == 2 + extra                            # Gimli costs 2


def test_1U198_through_the_misty_mountains_exerts_a_moria_minion_to_play():
    # "To play, exert a Moria minion."
    s = position({"site": 4, "at": "shadow", "twilight": 1, "seats": seats({}, {"hand": ["1U198"]})}, seed=1)
    assert not has(s, "play", "1U198")
    s = position({"site": 4, "at": "shadow", "twilight": 1, "seats": seats({}, {"hand": ["1U198"], "play": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U198", cost=find(s, 1, "1C191")))
    assert "1U198" in codes(s, play(1))


def test_1U198_through_the_misty_mountains_discards_two_at_random_with_a_dwarf_or_elf():
    # "Each time the fellowship moves to site 4, 5 or 6 with a Dwarf or an Elf in it, the Free
    # Peoples player discards 2 cards at random from his hand."
    s = position({"site": 3, "seats": seats({"play": ["1U12"], "hand": ["1C37", "1C78", "1C84"]}, {"play": ["1U198"]})}, seed=1)
    s = act(s, PASS)
    assert C.site_number(s) == 4 and len(s.zones.cards[hand(0)]) == 1 and len(s.zones.cards[discard(0)]) == 2
    s = position({"site": 3, "seats": seats({"play": ["1P364"], "hand": ["1C37", "1C78", "1C84"]}, {"play": ["1U198"]})}, seed=1)
    s = act(s, PASS)
    assert len(s.zones.cards[hand(0)]) == 3                       # Gandalf is neither


def test_1R175_goblin_domain_needs_a_moria_minion_to_play():
    # "Search. To play, spot a Moria minion."
    s = position({"site": 4, "at": "shadow", "twilight": 1, "seats": seats({}, {"hand": ["1R175"]})}, seed=1)
    assert not has(s, "play", "1R175")
    s = position({"site": 4, "at": "shadow", "twilight": 1, "seats": seats({}, {"hand": ["1R175"], "play": ["1U178"]})}, seed=1)
    assert has(s, "play", "1R175")


def test_1R175_goblin_domain_exhausts_companions_played_from_site_4():
    # "Each companion played at site 4 or higher comes into play exhausted." Gimli has vitality 3.
    for site, wounds in ((4, 2), (3, 0)):
        s = position({"site": site, "seats": seats({"hand": ["1U12"]}, {"play": ["1R175"]})}, seed=1)
        s = act(s, by_code(s, "play", "1U12"))
        assert s.wounds.get(find(s, 0, "1U12"), 0) == wounds


def test_1R200_the_underdeeps_of_moria_keeps_a_moria_orc_from_the_bottom_of_the_deck():
    # "Shadow: remove 3 twilight to reveal the bottom card of your draw deck: take it into your
    # hand if it is a Moria Orc, or else discard it."
    for bottom, kept in (("1C177", True), ("1C168", False)):
        s = position({"site": 4, "at": "shadow", "twilight": 3, "seats": seats({}, {"play": ["1R200"], "deck_top": [bottom]})}, seed=1)
        card = find(s, 1, bottom, "deck")
        s.zones.move(card, deck(1), bottom=True)
        s = act(s, by_code(s, "use", "1R200"))
        assert s.zones.zone_of(card) == (hand(1) if kept else discard(1)) and s.twilight == 0


def test_1R170_fool_of_a_took_takes_moria_minions_from_the_top_until_another_card():
    # "Shadow: spot a Hobbit who is not the Ring-bearer to reveal cards from the top of your draw
    # deck until one is not a Moria minion; take every revealed card into your hand."
    shadow = {"hand": ["1R170"], "deck_top": ["1C196", "1C168", "1C191", "1U178"]}
    s = position({"site": 4, "at": "shadow", "seats": seats({}, shadow)}, seed=1)
    assert not has(s, "event", "1R170")                          # Frodo is the Ring-bearer
    s = position({"site": 4, "at": "shadow", "seats": seats({"play": ["1C286"]}, shadow)}, seed=1)
    s = act(s, by_code(s, "event", "1R170"))
    assert sorted(codes(s, hand(1))) == ["1C168", "1C191", "1U178"]
    assert codes(s, deck(1))[-1] == "1C196"


def test_1C171_frenzy_assigns_an_exhausted_companion_to_a_moria_orc():
    # "Assignment: assign an exhausted companion who is not the Ring-bearer to skirmish a Moria Orc."
    s = position({"site": 4, "at": "assignment", "twilight": 2,
                  "seats": seats({"play": ["1U97", "1U12"], "wounds": {"1U97": 2, "1C290": 3}},
                                 {"play": ["1C191"], "hand": ["1C171"]})}, seed=1)
    s = act(s, PASS)
    scout, boromir = find(s, 1, "1C191"), find(s, 0, "1U97")
    assert not has(s, "event", "1C171", target=(find(s, 0, "1U12"), scout))      # Gimli is not exhausted
    assert not has(s, "event", "1C171", target=(find(s, 0, "1C290"), scout))     # nor may it be Frodo
    s = act(s, by_code(s, "event", "1C171", target=(boromir, scout)))
    assert s.assigned[boromir] == (scout,) and s.twilight == 0


def test_a_companion_assigned_by_one_frenzy_is_not_offered_to_a_second():
    # The seed (R12): «Вы не можете сблизить одного персонажа с другим для нападения, если один
    # из этих двух персонажей уже был заявлен во время другого действия сближения.»
    s = position({"site": 4, "at": "assignment", "twilight": 4,
                  "seats": seats({"play": ["1R89", "1U97"], "wounds": {"1R89": 3, "1U97": 2}},
                                 {"play": ["1C191", "1C191"], "hand": ["1C171", "1C171"]}, fp_deck="aragorn")},
                 seed=1)
    s = act(s, PASS)
    aragorn, boromir = find(s, 0, "1R89"), find(s, 0, "1U97")
    first, second = sorted(i for i in s.zones.cards[play(1)] if s.zones.card_of[i] == "1C191")
    s = act(s, by_code(s, "event", "1C171", target=(aragorn, first)))
    assert s.assigned[aragorn] == (first,)
    s = act(s, PASS)                                                 # the Free Peoples player passes
    assert not has(s, "event", "1C171", target=(aragorn, second))   # Aragorn was already named
    assert not has(s, "event", "1C171", target=(boromir, first))    # and so was the first scout
    s = act(s, by_code(s, "event", "1C171", target=(boromir, second)))
    assert s.assigned[boromir] == (second,)


def test_1R169_the_end_comes_makes_the_ring_bearer_defend():
    # "Assignment: spot 5 Moria minions to make the Free Peoples player assign the Ring-bearer to a skirmish."
    five = ["1C191", "1U178", "1U178", "1C176", "1C179"]
    s = position({"site": 4, "at": "assignment", "seats": seats({"play": ["1U12"]}, {"play": five[:4], "hand": ["1R169"]})}, seed=1)
    s = act(s, PASS)
    assert not has(s, "event", "1R169")                          # four only
    s = position({"site": 4, "at": "assignment", "seats": seats({"play": ["1U12"]}, {"play": five, "hand": ["1R169"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1R169"))
    s = pass_windows(s)
    assert s.pending.kind == "defenders"
    assert {a["companion"] for a in s.pending.actions} == {find(s, 0, "1C290")}


def test_1C182_goblin_spear_adds_burdens_when_its_bearer_kills_a_companion():
    # "A Moria minion may bear it (+2 strength). If its bearer kills a companion in a skirmish,
    # add a burden (2 burdens if that companion was a Hobbit)." The Troop (13 + 2) overwhelms both.
    for companion, burdens in (("1U97", 1), ("1C311", 2)):
        s = position({"site": 4, "at": "skirmish", "skirmish": [companion, ["1C177"]],
                      "seats": seats({"play": [companion]}, {"play": ["1C177", {"card": "1C182", "on": "1C177"}]},
                                     fp_deck="aragorn")}, seed=1)
        assert strength_of(s, 1, "1C177") == 15
        s = pass_windows(s, responses=True)
        assert companion in codes(s, "dead0") and s.burdens[0] == burdens


def test_1C182_goblin_spear_adds_nothing_for_a_kill_by_another_minion():
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U97", ["1C177"]],
                  "seats": seats({"play": ["1U97"], "wounds": {"1U97": 2}},
                                 {"play": ["1C177", "1C191", {"card": "1C182", "on": "1C191"}]},
                                 fp_deck="aragorn")}, seed=1)
    s = pass_windows(s, responses=True)
    assert "1U97" in codes(s, "dead0") and not s.burdens[0]


def _answer_triggers(s):
    """Say no to optional triggers and take the offered order of the others."""
    while s.pending.kind in ("_optional_trigger", "_order_triggers"):
        s = act(s, Action("no") if s.pending.kind == "_optional_trigger" else s.pending.actions[0])
    return s


def test_1R173_goblin_armory_adds_a_twilight_for_each_moria_weapon_played():
    # "Each time you play a Moria weapon, add 1 twilight."
    s = position({"site": 4, "at": "shadow", "twilight": 1,
                  "seats": seats({}, {"play": ["1R173", "1C191", "1U178"], "hand": ["1C180", "1R190"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R190", bearer="1C191"))
    s = _answer_triggers(s)
    assert s.twilight == 1                                       # 1 paid, 1 added
    s = act(s, by_code(s, "play", "1C180", bearer="1U178"))
    s = _answer_triggers(s)
    assert s.twilight == 2


def test_1R173_goblin_armory_is_discarded_to_prevent_a_wound_to_a_moria_orc():
    # "Response: when a Moria Orc is about to take a wound, discard this condition to prevent that wound."
    s = position({"site": 4, "at": "archery_fire", "seats": seats({"play": ["1U51"]}, {"play": ["1R173", "1C191"]})}, seed=1)
    scout = find(s, 1, "1C191")
    s = act(s, Action("archery_wound", card=scout))
    assert window_kind(s) == "about_to:wound" and s.pending.seat == 1
    s = act(s, by_code(s, "use", "1R173", ability=1))
    assert not s.wounds.get(scout) and "1R173" in codes(s, discard(1))


def test_1R189_lost_to_the_goblins_mills_for_burdens_when_the_ring_bearer_is_wounded():
    # "Response: when the Ring-bearer exerts or takes a wound, discard a card from the top of
    # your draw deck for each Moria minion you spot; add a burden for each Shadow card discarded
    # so (at most 3 burdens)." Four Moria minions, four Shadow cards: three burdens.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C191"]],
                  "seats": seats({}, {"play": ["1C191", "1U178", "1U178", "1C176"], "hand": ["1R189"],
                                      "deck_top": ["1C168", "1C187", "1C196", "1C180"]})}, seed=1)
    s = pass_windows(s)
    s = act(s, PASS)                                             # Frodo takes the wound
    assert window_kind(s) == "answer" and s.pending.seat == 1
    s = act(s, by_code(s, "event", "1R189"))
    assert s.burdens[0] == 3 and len(s.zones.cards[discard(1)]) == 5


def test_1R189_lost_to_the_goblins_answers_the_ring_bearer_exerting():
    # One Moria minion: one card, Free Peoples or not. Frodo exerts for Sorry About Everything.
    for top, burdens in (("1C168", 1), ("1C37", 0)):
        s = position({"site": 4, "seats": [dict(deck="gandalf", hand=["1C312"], burdens=2),
                                          dict(deck="gandalf", play=["1C191"], hand=["1R189"], deck_top=[top])]}, seed=1)
        s = act(s, by_code(s, "event", "1C312", cost=find(s, 0, "1C290")))
        s = act(s, by_code(s, "event", "1R189", seat=1), seat=1)
        assert s.burdens[0] == 1 + burdens                       # one burden removed by the event


def test_1U194_relentless_cancels_a_stealth_event_with_three_moria_minions():
    # "Search. Response: when a stealth event is played, spot 3 Moria minions to cancel that event."
    for minions, cancelled in ((["1C191", "1U178"], False), (["1C191", "1U178", "1U178"], True)):
        s = position({"site": 5, "at": "skirmish", "skirmish": ["1C290", ["1C191"]],
                      "seats": seats({"hand": ["1C296"]}, {"play": minions, "hand": ["1U194"]})}, seed=1)
        before = strength_of(s, 0, "1C290")
        s = act(s, by_code(s, "event", "1C296", target=find(s, 0, "1C290")))
        assert window_kind(s) == "answer" and s.pending.seat == 1
        assert has(s, "event", "1U194") == cancelled
        if cancelled:
            s = act(s, by_code(s, "event", "1U194"))
        else:
            s = act(s, PASS)
        assert strength_of(s, 0, "1C290") == before + (0 if cancelled else 3)
        assert "1C296" in codes(s, discard(0))


def test_1C193_plundered_armories_plays_a_discarded_moria_weapon_again_for_one_less():
    # "Response: when your Moria weapon is discarded, you may play it again from your discard
    # pile at 1 less twilight." Aragorn (8) kills the Runner (5 + 2): its Moria Axe (1) goes
    # to the Scout for nothing.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1P365", ["1U178"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1U178", {"card": "1R190", "on": "1U178"}, "1C191", "1C193"]},
                                 fp_deck="aragorn")}, seed=1)
    s = pass_windows(s)
    assert s.pending.kind == "_optional_trigger" and s.pending.seat == 1
    s = act(s, Action("yes"))
    axe, scout = find(s, 1, "1R190", "discard"), find(s, 1, "1C191")
    s = act(s, Action("target", value=(axe, scout)))
    assert s.attached[axe] == scout and s.twilight == 0


def test_1C193_plundered_armories_leaves_other_cultures_weapons():
    # An Uruk-hai Sword (Isengard) discarded with its Uruk Savage is not offered again.
    s = position({"site": 5, "at": "skirmish", "skirmish": ["1P365", ["1C151"]],
                  "seats": seats({"play": ["1P365"]}, {"play": ["1C151", {"card": "1C160", "on": "1C151"}, "1C191", "1C193"],
                                                    "wounds": {"1C151": 2}}, fp_deck="aragorn")}, seed=1)
    s = pass_windows(s, responses=True)
    assert "1C160" in codes(s, discard(1)) and (s.pending is None or s.pending.kind != "_optional_trigger")


def test_1R183_goblin_swarms_stacks_a_winning_moria_orc_bare_and_healed():
    # "Response: when your Moria Orc wins a skirmish, you may discard the cards it bears and its
    # wounds and stack it on this condition."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U97", ["1C191"]],
                  "seats": seats({"play": ["1U97"]}, {"play": ["1C191", {"card": "1C180", "on": "1C191"}, "1R183"],
                                                    "wounds": {"1C191": 1}})}, seed=1)
    s = pass_windows(s)
    assert s.pending.kind == "_optional_trigger"
    s = act(s, Action("yes"))
    scout = s.zones.cards["stacked1"][0]
    assert s.zones.card_of[scout] == "1C191" and scout not in s.wounds and "1C180" in codes(s, discard(1))
    assert s.wounds[find(s, 0, "1U97")] == 1                     # Boromir lost all the same


def test_1R183_goblin_swarms_plays_a_stacked_orc_as_if_from_hand():
    # "Shadow: play an Orc stacked here as if from your hand."
    s = position({"site": 4, "at": "shadow", "twilight": 2, "seats": seats({}, {"play": ["1R183"], "stacked": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R183", target=s.zones.cards["stacked1"][0]))
    assert "1C191" in codes(s, play(1)) and s.twilight == 0


def test_1R183_goblin_swarms_takes_its_stack_along_when_discarded():
    s = position({"site": 2, "seats": seats({"play": ["1P364"], "hand": ["1C84"]}, {"play": ["1R183"], "stacked": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C84"))
    assert sorted(codes(s, discard(1))) == ["1C191", "1R183"] and not s.zones.cards["stacked1"]


def _goblin_warrior_played():
    """The Shadow player plays Goblin Warrior facing Grimir (a Dwarven ally), Greatest Kingdom
    of My People (a Dwarven condition) and a Dwarven Axe (a Dwarven possession) on Gimli."""
    gimli = next(c.id for c in content().cards.values() if c.title == "Gimli" and c.type == "companion")
    s = position({"site": 4, "at": "shadow", "twilight": 5, "seats": seats(
        {"play": [gimli, {"card": "1C9", "on": gimli}, "1U17", "1R16"]}, {"hand": ["1C185"]}, fp_deck="aragorn")}, seed=1)
    s = act(s, by_code(s, "play", "1C185"))
    assert s.pending.kind == "_optional_trigger" and s.pending.seat == 1
    return s


def test_1C185_goblin_warrior_may_discard_a_dwarven_ally_or_condition_when_played():
    # "When you play this minion, you may discard a Dwarven ally or a Dwarven condition."
    s = act(_goblin_warrior_played(), Action("yes"))
    # Greatest Kingdom of My People answers the same play: the Free Peoples player orders both (R6.8)
    s = free_peoples_orders(s, "1R16")
    offered = {s.zones.card_of[a["value"]] for a in s.pending.actions_of(1)}
    assert offered == {"1U17", "1R16"}                             # not the Dwarven Axe, a possession
    s = act(s, Action("target", value=find(s, 0, "1U17")))
    assert "1U17" in codes(s, discard(0)) and "1R16" in codes(s, play(0))


def test_1C185_goblin_warrior_discards_nothing_when_its_player_declines():
    s = act(_goblin_warrior_played(), Action("no"))
    assert {"1U17", "1R16", "1C9"} <= set(codes(s, play(0)))
