"""Every card of the Gandalf starter with game text (those the Aragorn starter shares are in
test_cards_aragorn.py), one scenario per ability, from a set-up table."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.state import deck, discard, hand, play

from .kit import GAME, act, by_code, codes, find, has, pass_windows, position, strength_of, window_kind


def seats(fp=None, shadow=None, fp_deck="gandalf", shadow_deck="gandalf"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def test_1P364_gandalf_exerts_to_play_a_gandalf_signet_companion_for_two_less():
    # "Fellowship: exert Gandalf to play a companion with the Gandalf signet from your hand at 2 less twilight."
    s = position({"site": 2, "seats": seats({"play": ["1P364"], "hand": ["1U51"]})}, seed=1)
    s = act(s, by_code(s, "use", "1P364", target=find(s, 0, "1U51", "hand")))
    assert "1U51" in codes(s, play(0)) and s.twilight == 0 and s.wounds[find(s, 0, "1P364")] == 1


def test_1U12_gimli_puts_a_card_beneath_the_deck_while_the_pool_is_low():
    # "Fellowship: if the twilight pool holds fewer than 2 tokens, add 2 twilight to put a card
    # from your hand beneath your draw deck."  Damage +1 as a keyword.
    s = position({"site": 2, "twilight": 1, "seats": seats({"play": ["1U12"], "hand": ["1C37"]})}, seed=1)
    defiance = find(s, 0, "1C37", "hand")
    s = act(s, by_code(s, "use", "1U12", target=defiance))
    assert s.zones.cards[deck(0)][0] == defiance and s.twilight == 3
    assert not has(s, "use", "1U12") and C.damage_bonus(s, find(s, 0, "1U12")) == 1


def test_1U70_barliman_takes_a_gandalf_event_back_from_the_discard_pile():
    # "Fellowship: exert Barliman Butterbur to take a Gandalf event from your discard pile into your hand."
    s = position({"site": 2, "seats": seats({"play": ["1U70"], "discard": ["1C78", "1C37"]})}, seed=1)
    assert not has(s, "use", "1U70", target="1C37")          # an Elven event is not his to take
    s = act(s, by_code(s, "use", "1U70", target="1C78"))
    assert codes(s, hand(0)) == ["1C78"]


def test_1C286_bounder_keeps_a_hobbit_from_a_double_strength_overwhelm():
    # "Skirmish: exert this ally to keep a Hobbit from being overwhelmed unless its strength is
    # tripled." Frodo's 4 against 11: wounded, not killed.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1C191", "1U178"]],
                  "seats": seats({"play": ["1C286"]}, {"play": ["1C191", "1U178"]})}, seed=1)
    s = act(s, by_code(s, "use", "1C286", target="1C290"))
    s = pass_windows(s, responses=True)
    assert not s.over and s.wounds[find(s, 0, "1C290")] == 1


def test_1C76_intimidate_prevents_a_wound_about_to_be_taken():
    # "Response: when a companion is about to take a wound, spot Gandalf to prevent that wound."
    s = position({"site": 4, "at": "archery_fire", "seats": seats({"play": ["1P364"], "hand": ["1C76"]},
                  {"play": ["1C176"]})}, seed=1)
    s = act(s, Action("archery_wound", card=find(s, 0, "1P364")))
    assert window_kind(s) == "about_to:wound"
    s = act(s, by_code(s, "event", "1C76"))
    assert not s.wounds.get(find(s, 0, "1P364")) and s.twilight == 2


def test_1C78_mysterious_wizard_is_worth_four_while_burdens_are_few():
    # "Skirmish: give Gandalf +2 strength, or +4 if the Ring-bearer has 4 burdens or fewer."
    for burdens, expected in ((4, 11), (5, 9)):
        s = position({"site": 4, "at": "skirmish", "skirmish": ["1P364", ["1C177"]],
                      "seats": seats({"play": ["1P364"], "hand": ["1C78"], "burdens": burdens}, {"play": ["1C177"]})}, seed=1)
        s = act(s, by_code(s, "event", "1C78", target="1P364"))
        assert strength_of(s, 0, "1P364") == expected


def test_1C84_sleep_caradhras_discards_every_condition():
    # "Spell. Fellowship: exert Gandalf to discard every condition."
    s = position({"site": 4, "seats": seats({"play": ["1P364"], "hand": ["1C84"]}, {"play": ["1C196", "1C196"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C84"))
    assert codes(s, discard(1)) == ["1C196", "1C196"]


def test_1C86_treachery_deeper_than_you_know_reveals_a_hand_to_everybody():
    # "Spell. Fellowship: spot Gandalf to reveal an opponent's hand."
    s = position({"site": 2, "seats": seats({"play": ["1P364"], "hand": ["1C86"]}, {"hand": ["1C176", "1C187"]})}, seed=1)
    assert GAME.view(s, 0)["zones"]["hand1"]["cards"] == [None, None]
    s = act(s, by_code(s, "event", "1C86", target=1))
    shown = [c["card"] for c in GAME.view(s, 0)["zones"]["hand1"]["cards"]]
    assert sorted(shown) == ["1C176", "1C187"]


def test_1C37_defiance_gives_an_elf_two_strength():
    # "Skirmish: give an Elf +2 strength, or +4 while skirmishing a Nazgûl." (no Nazgûl in either deck)
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U51", ["1C177"]],
                  "seats": seats({"play": ["1U51"], "hand": ["1C37"]}, {"play": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C37", target="1U51"))
    assert strength_of(s, 0, "1U51") == 8


def test_1C26_their_halls_of_stone_is_worth_four_underground():
    # "Skirmish: give a Dwarf +2 strength, or +4 at an underground site." Site 4 here is the
    # Gandalf deck's Mithril Mine (underground); site 3, Council Courtyard, is not.
    for site, expected in ((4, 10), (3, 8)):
        s = position({"site": site, "at": "skirmish", "skirmish": ["1U12", ["1C177"]],
                      "seats": seats({"play": ["1U12"], "hand": ["1C26"]}, {"play": ["1C177"]})}, seed=1)
        s = act(s, by_code(s, "event", "1C26", target="1U12"))
        assert strength_of(s, 0, "1U12") == expected, C.site_keywords(s)


def test_1C304_noble_intentions_exerts_a_big_companion_for_a_hobbit():
    # "Skirmish: exert a companion who is not a Hobbit to give a Hobbit +3 strength."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1C290", ["1U178"]],
                  "seats": seats({"play": ["1U12"], "hand": ["1C304"]}, {"play": ["1U178"]})}, seed=1)
    assert not has(s, "event", "1C304", cost="1C290")
    s = act(s, by_code(s, "event", "1C304", cost="1U12", target="1C290"))
    assert strength_of(s, 0, "1C290") == 7


def test_1C312_sorry_about_everything_exerts_a_hobbit_to_remove_a_burden():
    # "Fellowship: exert a Hobbit companion to remove a burden."
    s = position({"site": 2, "seats": seats({"hand": ["1C312"], "burdens": 2})}, seed=1)
    s = act(s, by_code(s, "event", "1C312", cost="1C290"))
    assert s.burdens[0] == 1 and s.wounds[find(s, 0, "1C290")] == 1


def test_1U178_goblin_runner_may_add_two_twilight():
    # "When you play this minion, you may add 2 twilight."
    s = position({"site": 4, "at": "shadow", "twilight": 1, "seats": seats({}, {"hand": ["1U178"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U178"))
    s = act(s, Action("yes"))
    assert s.twilight == 2


def test_1C179_goblin_scavengers_may_play_a_weapon_from_the_discard_pile():
    # "When you play this minion, you may play a weapon from your discard pile on your Moria Orc."
    s = position({"site": 4, "at": "shadow", "twilight": 3, "seats": seats({}, {"hand": ["1C179"], "discard": ["1C180"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C179"))
    s = act(s, Action("yes"))
    s = act(s, GAME.legal_actions(s, 1)[0])
    scimitar = find(s, 1, "1C180")
    assert s.attached[scimitar] == find(s, 1, "1C179") and strength_of(s, 1, "1C179") == 10


def test_1C180_goblin_scimitar_may_draw_a_card_when_played():
    # "A Moria Orc may bear it (+2 strength). When you play it, you may draw a card."
    s = position({"site": 4, "at": "shadow", "seats": seats({}, {"hand": ["1C180"], "play": ["1U178"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C180", bearer="1U178"))
    s = act(s, Action("yes"))
    assert len(s.zones.cards[hand(1)]) == 1 and strength_of(s, 1, "1U178") == 7


def test_1U181_goblin_sneak_may_put_a_moria_orc_beneath_the_draw_deck():
    # "When you play this minion, you may put a Moria Orc from your discard pile beneath your draw deck."
    s = position({"site": 4, "at": "shadow", "twilight": 1, "seats": seats({}, {"hand": ["1U181"], "discard": ["1C177"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U181"))
    s = act(s, Action("yes"))
    s = act(s, Action("target", value=find(s, 1, "1C177", "discard")))
    assert s.zones.card_of[s.zones.cards[deck(1)][0]] == "1C177"


def test_1C191_moria_scout_adds_two_when_an_elf_can_be_spotted():
    # "When you play this minion, spot an Elf to add 2 twilight."
    s = position({"site": 4, "at": "shadow", "twilight": 2, "seats": seats({"play": ["1U51"]}, {"hand": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C191"))
    assert s.twilight == 2
    s = position({"site": 4, "at": "shadow", "twilight": 2, "seats": seats({}, {"hand": ["1C191"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C191"))
    assert s.twilight == 0


def test_1C168_drums_in_the_deep_is_worth_four_against_a_dwarf():
    # "Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing a Dwarf."
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U12", ["1C191"]],
                  "seats": seats({"play": ["1U12"]}, {"play": ["1C191"], "hand": ["1C168"]})}, seed=1)
    s = act(s, PASS)
    s = act(s, by_code(s, "event", "1C168", target="1C191"))
    assert strength_of(s, 1, "1C191") == 10


def test_1C187_host_of_thousands_plays_a_moria_orc_from_the_discard_pile():
    # "Shadow: play a Moria Orc from your discard pile." (its cost still paid, R20.5)
    s = position({"site": 4, "at": "shadow", "twilight": 3, "seats": seats({}, {"hand": ["1C187"], "discard": ["1C176"]})}, seed=1)
    s = act(s, by_code(s, "event", "1C187"))
    assert "1C176" in codes(s, play(1)) and s.twilight == 0


def test_1C196_they_are_coming_discards_three_to_play_an_orc_from_the_discard_pile():
    # "Shadow: discard 3 cards from your hand to play a Moria Orc from your discard pile."
    s = position({"site": 4, "at": "shadow", "twilight": 1,
                  "seats": seats({}, {"play": ["1C196"], "hand": ["1C168", "1C168", "1C187"], "discard": ["1U178"]})}, seed=1)
    s = act(s, by_code(s, "use", "1C196"))
    assert "1U178" in codes(s, play(1)) and not s.zones.cards[hand(1)] and s.twilight == 0


def test_1C176_goblin_marksman_is_an_archer():
    # "Archer."
    s = position({"site": 4, "seats": seats({}, {"play": ["1C176", "1U178"]})}, seed=1)
    assert C.minion_archery(s) == 1
