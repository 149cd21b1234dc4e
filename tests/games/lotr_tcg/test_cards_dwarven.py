"""Every Dwarven card of set 1 (those of the starter decks are in test_cards_gandalf.py), one
scenario per ability, from a set-up table. Each test names the card by its collector code and
quotes our text of it."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg import refusal as why
from lotr_table.games.lotr_tcg.state import deck, discard, hand, play

from .kit import GAME, act, by_code, codes, find, has, pass_windows, position, refused, strength_of, window_kind


def seats(fp=None, shadow=None, fp_deck="gandalf", shadow_deck="gandalf"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def skirmish(comp, minions, fp_play, shadow_play, site=4, shadow_deck="gandalf", **fp):
    return position({"site": site, "at": "skirmish", "skirmish": [comp, minions],
                     "seats": seats({"play": fp_play, **fp}, {"play": shadow_play}, shadow_deck=shadow_deck)}, seed=1)


def test_1C3_axe_strike_gives_a_dwarf_two_strength():
    # "Skirmish: give a Dwarf +2 strength, or +3 if he bears a Dwarven hand weapon."
    s = skirmish("1U12", ["1C177"], ["1U12"], ["1C177"], hand=["1C3"])
    s = act(s, by_code(s, "event", "1C3", target="1U12"))
    assert strength_of(s, 0, "1U12") == 8


def test_1C3_axe_strike_gives_three_to_a_dwarf_bearing_a_dwarven_hand_weapon():
    s = skirmish("1U12", ["1C177"], ["1U12", {"card": "1C9", "on": "1U12"}], ["1C177"], hand=["1C3"])
    s = act(s, by_code(s, "event", "1C3", target="1U12"))
    assert strength_of(s, 0, "1U12") == 6 + 2 + 3


def test_1C4_battle_fury_makes_the_exerted_dwarf_stronger_and_damage_plus_one():
    # "Skirmish: exert a Dwarf to give that Dwarf +3 strength and damage +1." Gimli (6, damage
    # +1) at 9 beats an Uruk Savage (5, vitality 3) and deals it 3 wounds: it dies.
    s = skirmish("1U12", ["1C151"], ["1U12"], ["1C151"], shadow_deck="aragorn", hand=["1C4"])
    s = act(s, by_code(s, "event", "1C4", cost="1U12"))
    gimli = find(s, 0, "1U12")
    assert strength_of(s, 0, "1U12") == 9 and C.damage_bonus(s, gimli) == 2 and s.wounds[gimli] == 1
    s = pass_windows(s, responses=True)
    assert "1C151" in codes(s, discard(1))


def test_1C5_cleaving_blow_gives_a_dwarf_two_strength_and_damage_plus_one():
    # "Skirmish: give a Dwarf +2 strength and damage +1." Three wounds kill the Uruk Savage.
    s = skirmish("1U12", ["1C151"], ["1U12"], ["1C151"], shadow_deck="aragorn", hand=["1C5"])
    s = act(s, by_code(s, "event", "1C5", target="1U12"))
    assert strength_of(s, 0, "1U12") == 8 and s.twilight == 1
    s = pass_windows(s, responses=True)
    assert "1C151" in codes(s, discard(1))


def test_1C6_delving_exerts_a_dwarf_companion_to_draw_three():
    # "Fellowship: exert a Dwarf companion to draw 3 cards."
    s = position({"site": 2, "seats": seats({"play": ["1U12"], "hand": ["1C6"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C6", cost="1U12"))
    assert len(s.zones.cards[hand(0)]) == 3 and s.wounds[find(s, 0, "1U12")] == 1


def test_1C6_delving_needs_a_dwarf_companion_not_a_dwarf_ally():
    s = position({"site": 2, "seats": seats({"play": ["1U17"], "hand": ["1C6"]})}, seed=1)
    assert not has(s, "event", "1C6")
    delving = Action("event", card=find(s, 0, "1C6", "hand"), ability=0, cost=find(s, 0, "1U17"))
    assert refused(s, delving) == why.COST_UNPAYABLE


def test_1C7_dwarf_guard_is_played_only_while_a_dwarf_can_be_spotted():
    # "To play, spot a Dwarf."
    s = position({"site": 2, "seats": seats({"hand": ["1C7"]})}, seed=1)
    assert refused(s, Action("play", card=find(s, 0, "1C7", "hand"))) == why.PLAY_NEEDS
    s = position({"site": 2, "seats": seats({"play": ["1U12"], "hand": ["1C7"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C7"))
    assert "1C7" in codes(s, play(0)) and s.twilight == 1


def test_1C8_dwarven_armor_saves_its_dwarf_from_a_double_strength_overwhelm():
    # "A Dwarf may bear it. Its bearer is overwhelmed only by triple strength." 13 against 6.
    s = position({"site": 2, "seats": seats({"play": ["1U12", "1U51"], "hand": ["1C8"]})}, seed=1)
    assert not has(s, "play", "1C8", bearer="1U51")
    s = skirmish("1U12", ["1C177"], ["1U12", {"card": "1C8", "on": "1U12"}], ["1C177"])
    s = pass_windows(s, responses=True)
    assert s.wounds[find(s, 0, "1U12")] == 1


def test_1C9_dwarven_axe_makes_the_loser_discard_his_top_card():
    # "A Dwarf may bear it (+2 strength). Each time a minion loses a skirmish to its bearer,
    # that minion's owner discards the top card of his draw deck."
    s = skirmish("1U12", ["1U178"], ["1U12", {"card": "1C9", "on": "1U12"}], ["1U178"])
    assert strength_of(s, 0, "1U12") == 8
    top = s.zones.cards[deck(1)][-1]
    s = pass_windows(s, responses=True)
    assert top in s.zones.cards[discard(1)]


def test_1C10_dwarven_heart_heals_its_bearer_twice_when_played():
    # "A Dwarf may bear it. When you play it, heal its bearer up to twice."
    s = position({"site": 2, "seats": seats({"play": ["1U12"], "hand": ["1C10"], "wounds": {"1U12": 2}})}, seed=1)
    s = act(s, by_code(s, "play", "1C10", bearer="1U12"))
    assert not s.wounds.get(find(s, 0, "1U12"))


def test_1C10_dwarven_heart_exerts_its_bearer_at_the_start_of_your_turn():
    # "At the start of each of your turns, exert its bearer."
    s = position({"at": "turn_start", "site": 2, "seats": seats({"play": ["1U12", {"card": "1C10", "on": "1U12"}]})}, seed=1)
    assert s.wounds[find(s, 0, "1U12")] == 1


def test_1C11_farin_needs_a_dwarf_and_is_stronger_against_an_orc():
    # "To play, spot a Dwarf. While skirmishing an Orc, Farin has +2 strength."
    s = position({"site": 2, "seats": seats({"hand": ["1C11"]})}, seed=1)
    assert refused(s, Action("play", card=find(s, 0, "1C11", "hand"))) == why.PLAY_NEEDS
    s = skirmish("1C11", ["1U178"], ["1C11"], ["1U178"])
    assert strength_of(s, 0, "1C11") == 7
    s = skirmish("1C11", ["1C151"], ["1C11"], ["1C151"], site=5, shadow_deck="aragorn")
    assert strength_of(s, 0, "1C11") == 5


def test_1R13_gimli_exerts_for_two_strength():
    # "Damage +1. Skirmish: exert Gimli to give him +2 strength."
    s = skirmish("1R13", ["1C177"], ["1R13"], ["1C177"])
    s = act(s, by_code(s, "use", "1R13", cost="1R13"))
    gimli = find(s, 0, "1R13")
    assert strength_of(s, 0, "1R13") == 8 and s.wounds[gimli] == 1 and C.damage_bonus(s, gimli) == 1


def test_1R14_gimlis_battle_axe_is_gimlis_alone_and_makes_him_damage_plus_two():
    # "Gimli may bear it (+2 strength). He is damage +1."
    s = position({"site": 2, "seats": seats({"play": ["1U12", "1C11"], "hand": ["1R14"]})}, seed=1)
    assert not has(s, "play", "1R14", bearer="1C11")
    s = act(s, by_code(s, "play", "1R14", bearer="1U12"))
    assert strength_of(s, 0, "1U12") == 8 and C.damage_bonus(s, find(s, 0, "1U12")) == 2


def test_1R14_gimlis_battle_axe_lets_him_wound_an_orc_when_he_wins():
    # "Each time Gimli wins a skirmish, you may wound an Orc." The Moria Scout waits elsewhere.
    s = skirmish("1U12", ["1U178"], ["1U12", {"card": "1R14", "on": "1U12"}], ["1U178", "1C191"])
    s = pass_windows(s, responses=True)
    assert s.pending.kind == "_optional_trigger"
    s = act(s, Action("yes"))
    s = act(s, Action("target", value=find(s, 1, "1C191")))
    assert s.wounds[find(s, 1, "1C191")] == 1


def test_1R15_gimlis_helm_lets_him_take_one_wound_a_skirmish_phase():
    # "He takes at most one wound in each skirmish phase." Two Uruk Savages beat him 10 to 6:
    # three wounds come, one is taken.
    s = skirmish("1U12", ["1C151", "1C151"], ["1U12", {"card": "1R15", "on": "1U12"}], ["1C151", "1C151"],
                 site=5, shadow_deck="aragorn")
    s = pass_windows(s, responses=True)
    assert s.wounds[find(s, 0, "1U12")] == 1


def test_1R15_gimlis_helm_is_discarded_to_prevent_every_wound():
    # "Skirmish: discard it to prevent every wound to Gimli for the rest of the phase."
    s = skirmish("1U12", ["1C151", "1C151"], ["1U12", {"card": "1R15", "on": "1U12"}], ["1C151", "1C151"],
                 site=5, shadow_deck="aragorn")
    s = act(s, by_code(s, "use", "1R15", target="1U12"))
    assert "1R15" in codes(s, discard(0))
    s = pass_windows(s, responses=True)
    assert not s.wounds.get(find(s, 0, "1U12"))


def test_1U17_grimir_shuffles_a_dwarven_event_back_into_the_deck():
    # "Fellowship: exert Grimir to shuffle a Dwarven event from your discard pile into your draw deck."
    s = position({"site": 2, "seats": seats({"play": ["1U17"], "discard": ["1C26", "1C37"]})}, seed=1)
    assert refused(s, Action("use", card=find(s, 0, "1U17"), ability=0, cost=find(s, 0, "1U17"),
                             target=find(s, 0, "1C37", "discard"))) == why.NOT_A_CHOICE
    s = act(s, by_code(s, "use", "1U17", target="1C26"))
    assert codes(s, discard(0)) == ["1C37"] and "1C26" in codes(s, deck(0))
    assert s.wounds[find(s, 0, "1U17")] == 1


def test_1C19_here_lies_balin_wounds_two_orcs_or_one_orc_twice():
    # "Maneuver: exert a Dwarf to wound 2 Orcs, or to wound one Orc twice."
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1U12"], "hand": ["1C19"]},
                  {"play": ["1C177", "1C191"]})}, seed=1)
    troop, scout = find(s, 1, "1C177"), find(s, 1, "1C191")
    assert has(s, "event", "1C19", target=tuple(sorted((troop, scout))))
    s = act(s, by_code(s, "event", "1C19", target=(troop, troop)))
    assert s.wounds[troop] == 2 and not s.wounds.get(scout)


def test_1C20_let_them_come_discards_the_orc_a_dwarf_beats():
    # "Each time a Dwarf wins a skirmish, discard every Orc he fought." Farin (7 against an Orc)
    # beats a Moria Scout (6, vitality 2), which survives its wound and is then discarded.
    s = skirmish("1C11", ["1C191"], ["1C11", "1C20"], ["1C191"])
    s = pass_windows(s, responses=True)
    assert "1C191" in codes(s, discard(1)) and "1C20" in codes(s, play(0))


def test_1C20_let_them_come_is_discarded_when_a_dwarf_loses():
    # "Discard this condition when a Dwarf loses a skirmish."
    s = skirmish("1C11", ["1C177"], ["1C11", "1C20"], ["1C177"])
    s = pass_windows(s, responses=True)
    assert "1C20" in codes(s, discard(0)) and "1C177" in codes(s, play(1))


def test_1C21_lord_of_moria_makes_every_dwarf_damage_plus_one():
    # "Plays to your support area. Every Dwarf is damage +1."
    s = position({"site": 2, "seats": seats({"play": ["1U12", "1C11", "1U51"], "hand": ["1C21"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C21"))
    assert [C.damage_bonus(s, find(s, 0, c)) for c in ("1U12", "1C11", "1U51")] == [2, 1, 0]


def test_1R23_nobody_tosses_a_dwarf_makes_an_opponent_discard_three_from_his_deck():
    # "Response: if a Dwarf wins a skirmish, make an opponent discard the top 3 cards of his draw deck."
    s = skirmish("1C11", ["1C191"], ["1C11"], ["1C191"], hand=["1R23"])
    top3 = s.zones.cards[deck(1)][-3:]
    s = pass_windows(s)
    assert window_kind(s) == "about_to:skirmish_won"
    s = act(s, by_code(s, "event", "1R23"))
    assert set(top3) <= set(s.zones.cards[discard(1)])


def test_1R23_nobody_tosses_a_dwarf_is_not_asked_for_when_the_dwarf_loses():
    s = skirmish("1C11", ["1C177"], ["1C11"], ["1C177"], hand=["1R23"])
    s = pass_windows(s)                               # no response window opens: on to the regroup
    assert s.pending.kind == "regroup_choice" and codes(s, hand(0)) == ["1R23"]


def test_1C24_stairs_of_khazad_dum_strengthen_a_dwarf_against_a_moria_minion():
    # "Tale. Plays to your support area. While a Dwarf skirmishes a Moria minion, he has +1 strength."
    s = skirmish("1C11", ["1U178"], ["1C11", "1C24"], ["1U178"])
    assert strength_of(s, 0, "1C11") == 5 + 2 + 1
    s = skirmish("1C11", ["1C151"], ["1C11", "1C24"], ["1C151"], site=5, shadow_deck="aragorn")
    assert strength_of(s, 0, "1C11") == 5


def test_1C25_still_draws_breath_heals_the_dwarf_who_won():
    # "Response: if a Dwarf wins a skirmish, heal that Dwarf."
    s = skirmish("1C11", ["1C191"], ["1C11"], ["1C191"], hand=["1C25"], wounds={"1C11": 1})
    s = pass_windows(s)
    s = act(s, by_code(s, "event", "1C25"))
    assert not s.wounds.get(find(s, 0, "1C11"))


def test_1U27_thrarin_joins_archery_and_skirmishes_away_from_home():
    # "Maneuver: exert Thrarin to let him take part in archery fire and skirmishes until the
    # regroup phase." His home is site 3; the fellowship is at site 4.
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1U27"]}, {"play": ["1C177"]})}, seed=1)
    thrarin = find(s, 0, "1U27")
    assert thrarin not in C.allies_at_home(s)
    s = act(s, by_code(s, "use", "1U27"))
    assert thrarin in C.allies_at_home(s) and s.wounds[thrarin] == 1
    s = pass_windows(s)
    while s.pending.kind != "defenders":
        s = act(s, s.pending.actions[0] if s.pending.kind != "_window" else PASS)
    assert Action("assign", minion=find(s, 1, "1C177"), companion=thrarin) in s.pending.actions


def test_1R28_wealth_of_moria_keeps_the_free_peoples_cards_revealed():
    # "Fellowship: spot a Dwarf to reveal the top 3 cards of your draw deck. Take every Free
    # Peoples card revealed into your hand and discard the rest."
    s = position({"site": 2, "seats": seats({"hand": ["1R28"]})}, seed=1)
    assert refused(s, Action("event", card=find(s, 0, "1R28", "hand"), ability=0)) == why.NEEDS_UNMET
    s = position({"site": 2, "seats": seats({"play": ["1U12"], "hand": ["1R28"], "deck_top": ["1C37", "1C177", "1C26"]})}, seed=1)
    s = act(s, by_code(s, "event", "1R28"))
    assert sorted(codes(s, hand(0))) == ["1C26", "1C37"] and "1C177" in codes(s, discard(0))
    assert s.twilight == 2


def test_1R16_greatest_kingdom_of_my_people_is_played_by_exerting_a_dwarf():
    # "Tale. To play, exert a Dwarf. Plays to your support area."
    s = position({"site": 2, "seats": seats({"hand": ["1R16"]})}, seed=1)
    assert refused(s, Action("play", card=find(s, 0, "1R16", "hand"))) == why.PLAY_COST_UNPAYABLE
    s = position({"site": 2, "seats": seats({"play": ["1U12"], "hand": ["1R16"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R16", cost="1U12"))
    assert "1R16" in codes(s, play(0)) and s.wounds[find(s, 0, "1U12")] == 1


def test_1R16_greatest_kingdom_of_my_people_makes_an_orc_cost_its_player_a_card():
    # "Each time an opponent plays an Orc, he discards the top card of his draw deck."
    s = position({"site": 3, "at": "shadow", "twilight": 4, "seats": seats({"play": ["1R16"]}, {"hand": ["1C191"]})}, seed=1)
    top = s.zones.cards[deck(1)][-1]
    s = act(s, by_code(s, "play", "1C191"))
    assert s.zones.cards[discard(1)] == [top]


def test_1C18_halls_of_my_home_reveals_a_deck_discards_a_shadow_card_and_orders_the_rest():
    # "Fellowship: exert a Dwarf to reveal the top 3 cards of any draw deck. You may discard one
    # Shadow card revealed; put the rest back in any order."
    s = position({"site": 2, "seats": seats({"play": ["1U12"], "hand": ["1C18"]}, {"deck_top": ["1U178", "1C37", "1C191"]})}, seed=1)
    runner, defiance, scout = s.zones.cards[deck(1)][-3:]                  # the scout on top
    s = act(s, by_code(s, "event", "1C18", cost="1U12", target=1))
    assert Action("discard", card=defiance) not in s.pending.actions          # a Free Peoples card
    s = act(s, Action("discard", card=scout))
    s = act(s, Action("order", cards=(runner, defiance)))
    assert s.zones.cards[deck(1)][-2:] == [defiance, runner] and codes(s, discard(1)) == ["1C191"]


def test_1R22_mithril_shaft_digs_until_you_stop_and_keeps_the_last_card():
    # "Maneuver: exert a Dwarf to discard cards from the top of your draw deck until you choose
    # to stop (at most 5). Add 1 twilight for each card discarded. Take the last card
    # discarded into your hand."
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1U12"], "hand": ["1R22"],
                  "deck_top": ["1C26", "1C37", "1C39"]}, {"play": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "event", "1R22", cost="1U12"))
    s = act(s, Action("more"))
    s = act(s, Action("stop"))
    assert codes(s, hand(0)) == ["1C37"] and "1C39" in codes(s, discard(0)) and s.twilight == 2


def test_1R22_mithril_shaft_stops_at_five_cards():
    s = position({"site": 4, "at": "maneuver", "seats": seats({"play": ["1U12"], "hand": ["1R22"]},
                  {"play": ["1C177"]})}, seed=1)
    fifth = s.zones.cards[deck(0)][-5]
    s = act(s, by_code(s, "event", "1R22", cost="1U12"))
    for _ in range(4):
        s = act(s, Action("more"))
    assert s.pending.kind != "dig_more" and s.zones.cards[hand(0)] == [fifth] and s.twilight == 5
    assert len(s.zones.cards[discard(0)]) == 1 + 4          # the event and four cards dug


def test_1C19_here_lies_balin_is_refused_with_no_orc_to_wound():
    s = position({"site": 5, "at": "maneuver", "seats": seats({"play": ["1U12"], "hand": ["1C19"]},
                  {"play": ["1C151"]}, shadow_deck="aragorn")}, seed=1)
    balin = Action("event", card=find(s, 0, "1C19", "hand"), ability=0, cost=find(s, 0, "1U12"))
    assert refused(s, balin) == why.NOTHING_TO_ACT_ON
