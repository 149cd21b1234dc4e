"""Every Elven card of set 1 (those of the starter decks are in test_cards_aragorn.py and
test_cards_gandalf.py), one scenario per ability, from a set-up table. Each test names the card
by its collector code and quotes our text of it."""

import pytest

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg import cards as C, state
from lotr_table.games.lotr_tcg.data import Card, content
from lotr_table.games.lotr_tcg import refusal as why
from lotr_table.games.lotr_tcg.state import dead, deck, discard, hand, play
from lotr_table.games.lotr_tcg.turn import begin_phase

from .kit import GAME, act, by_code, codes, find, has, pass_windows, position, refused, strength_of


def seats(fp=None, shadow=None, fp_deck="gandalf", shadow_deck="gandalf"):
    return [dict(deck=fp_deck, **(fp or {})), dict(deck=shadow_deck, **(shadow or {}))]


def skirmish(comp, minions, fp_play, shadow_play, site=4, shadow_deck="gandalf", **fp):
    return position({"site": site, "at": "skirmish", "skirmish": [comp, minions],
                     "seats": seats({"play": fp_play, **fp}, {"play": shadow_play}, shadow_deck=shadow_deck)}, seed=1)


def at(phase, fp, shadow=None, site=4, shadow_deck="gandalf", **spec):
    return position({"site": site, "at": phase, "seats": seats(fp, shadow, shadow_deck=shadow_deck), **spec}, seed=1)


@pytest.fixture
def shadow_card(monkeypatch):
    """A Shadow card of a culture whose records its own developer brings (Sauron, the
    Ringwraiths), with its printed facts, in the card list for one test."""
    def add(**facts):
        c = Card.model_validate({"side": "shadow", "unique": False, "text": "", "source": "published", **facts})
        state.card  # noqa: B018  (the rules' card list, filled on first use)
        if not state._CARDS:
            state._CARDS.update(content().cards)
        monkeypatch.setitem(content().cards, c.id, c)
        monkeypatch.setitem(state._CARDS, c.id, c)
        return c.id
    return add


def ulaire_lemenya(add):
    return add(id="1U232", number=232, title="Úlairë Lemenya", unique=True, type="minion", culture="ringwraith",
               cost=4, race="nazgul", strength=9, vitality=2, site=3)


def test_1R30_arwen_has_three_more_strength_against_a_nazgul(shadow_card):
    # "Ranger. While skirmishing a Nazgûl, Arwen has +3 strength."
    nazgul = ulaire_lemenya(shadow_card)
    s = skirmish("1R30", [nazgul], ["1R30"], [nazgul])
    assert strength_of(s, 0, "1R30") == 9


def test_1U51_legolas_has_three_more_strength_against_a_nazgul(shadow_card):
    # "Archer. While skirmishing a Nazgûl, Legolas has +3 strength." (the starter deck's test
    # has no Nazgûl to face)
    nazgul = ulaire_lemenya(shadow_card)
    s = skirmish("1U51", [nazgul], ["1U51"], [nazgul])
    assert strength_of(s, 0, "1U51") == 9


def test_1C37_defiance_gives_four_against_a_nazgul(shadow_card):
    # "Skirmish: give an Elf +2 strength, or +4 while skirmishing a Nazgûl."
    nazgul = ulaire_lemenya(shadow_card)
    s = skirmish("1U51", [nazgul], ["1U51"], [nazgul], hand=["1C37"])
    s = act(s, by_code(s, "event", "1C37", target="1U51"))
    assert strength_of(s, 0, "1U51") == 9 + 4


def test_1R30_arwen_is_a_ranger_without_a_bonus_against_an_orc():
    s = skirmish("1R30", ["1U178"], ["1R30"], ["1U178"])
    arwen = find(s, 0, "1R30")
    assert C.matches(s, arwen, "ranger") and strength_of(s, 0, "1R30") == 6


def test_1C32_border_defenses_gives_four_against_an_archer():
    # "Skirmish: give an Elf +2 strength, or +4 while skirmishing an archer."
    s = skirmish("1U51", ["1C176"], ["1U51"], ["1C176"], hand=["1C32"])
    s = act(s, by_code(s, "event", "1C32", target="1U51"))
    assert strength_of(s, 0, "1U51") == 10 and s.twilight == 1


def test_1C32_border_defenses_gives_two_against_another_minion():
    s = skirmish("1U51", ["1U178"], ["1U51"], ["1U178"], hand=["1C32"])
    s = act(s, by_code(s, "event", "1C32", target="1U51"))
    assert strength_of(s, 0, "1U51") == 8


def test_1R33_bow_of_the_galadhrim_is_legolass_alone():
    # "Legolas may bear it (+1 strength)."
    s = position({"site": 2, "seats": seats({"play": ["1U51", "1R30"], "hand": ["1R33"]})}, seed=1)
    assert not has(s, "play", "1R33", bearer="1R30")
    s = act(s, by_code(s, "play", "1R33", bearer="1U51"))
    assert strength_of(s, 0, "1U51") == 7


def test_1R33_bow_of_the_galadhrim_lets_legolas_wound_a_minion_when_he_wins():
    # "Each time Legolas wins a skirmish, you may wound a minion."
    s = skirmish("1U51", ["1U178"], ["1U51", {"card": "1R33", "on": "1U51"}], ["1U178", "1C191"])
    s = pass_windows(s, responses=True)
    assert s.pending.kind == "_optional_trigger"
    s = act(s, Action("yes"))
    s = act(s, Action("target", value=find(s, 1, "1C191")))
    assert s.wounds[find(s, 1, "1C191")] == 1


def test_1R34_celeborn_heals_an_elven_ally():
    # "Fellowship: exert Celeborn to heal an Elven ally." Grimir is a Dwarven ally.
    s = position({"site": 2, "seats": seats({"play": ["1R34", "1U56", "1U17"], "wounds": {"1U56": 1, "1U17": 1}})}, seed=1)
    assert refused(s, Action("use", card=find(s, 0, "1R34"), ability=0, cost=find(s, 0, "1R34"),
                             target=find(s, 0, "1U17"))) == why.NOT_A_CHOICE
    s = act(s, by_code(s, "use", "1R34", target="1U56"))
    assert not s.wounds.get(find(s, 0, "1U56")) and s.wounds[find(s, 0, "1R34")] == 1


def test_1R36_curse_their_foul_feet_makes_him_discard_a_card_for_each_orc_shown():
    # "Fellowship: exert an Elf to reveal an opponent's hand. He discards a card from his hand
    # for each Orc revealed." Two Orcs and an event: two cards, of his choice.
    s = position({"site": 2, "seats": seats({"play": ["1U51"], "hand": ["1R36"]},
                  {"hand": ["1C177", "1U178", "1C168"]})}, seed=1)
    s = act(s, by_code(s, "event", "1R36", cost="1U51", target=1))
    assert all(s.zones.known[i] == frozenset({0, 1}) for i in s.zones.cards[hand(1)])
    assert s.pending.kind == "discard_chosen" and s.pending.seat == 1
    s = act(s, Action("discard", card=find(s, 1, "1C168", "hand")))
    s = act(s, Action("discard", card=find(s, 1, "1C177", "hand")))
    assert codes(s, hand(1)) == ["1U178"] and s.pending.kind == "_window"


def test_1R38_double_shot_raises_the_fellowship_archery_total():
    # "Archery: spot an Elf archer companion to make the fellowship archery total +1."
    s = at("archery", {"play": ["1U51"], "hand": ["1R38"]}, {"play": ["1C177"]})
    s = act(s, by_code(s, "event", "1R38"))
    assert C.fellowship_archery(s) == 2


def test_1R38_double_shot_needs_an_elf_archer_companion():
    s = at("archery", {"play": ["1C53"], "hand": ["1R38"]}, {"play": ["1C177"]})
    assert refused(s, Action("event", card=find(s, 0, "1R38", "hand"), ability=0)) == why.NEEDS_UNMET


def test_1C39_elf_song_spots_an_elf_to_remove_a_burden():
    # "Fellowship: spot an Elf to remove a burden."
    s = position({"site": 2, "seats": seats({"hand": ["1C39"], "burdens": 2})}, seed=1)
    assert refused(s, Action("event", card=find(s, 0, "1C39", "hand"), ability=0)) == why.NEEDS_UNMET
    s = position({"site": 2, "seats": seats({"play": ["1U51"], "hand": ["1C39"], "burdens": 2})}, seed=1)
    s = act(s, by_code(s, "event", "1C39"))
    assert s.burdens[0] == 1


def test_1R40_elrond_is_played_only_spotting_gandalf_or_an_elf():
    # "To play, spot Gandalf or an Elf."
    s = position({"site": 2, "seats": seats({"hand": ["1R40"]})}, seed=1)
    assert refused(s, Action("play", card=find(s, 0, "1R40", "hand"))) == why.PLAY_NEEDS
    s = position({"site": 2, "seats": seats({"play": ["1P364"], "hand": ["1R40"]})}, seed=1)
    s = act(s, by_code(s, "play", "1R40"))
    assert "1R40" in codes(s, play(0))


def test_1R40_elrond_heals_every_ally_whose_home_is_site_3_each_turn():
    # "At the start of each of your turns, heal every ally whose home is site 3." Celeborn's is 6.
    s = position({"at": "turn_start", "site": 2, "seats": seats({"play": ["1R40", "1U17", "1U27", "1R34"],
                  "wounds": {"1U17": 2, "1U27": 1, "1R34": 1}})}, seed=1)
    assert [s.wounds.get(find(s, 0, c), 0) for c in ("1U17", "1U27", "1R34")] == [1, 0, 1]


def test_1R40_elrond_exerts_to_draw_a_card():
    # "Fellowship: exert Elrond to draw a card."
    s = position({"site": 2, "seats": seats({"play": ["1R40"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R40", ability=1))
    assert len(s.zones.cards[hand(0)]) == 1 and s.wounds[find(s, 0, "1R40")] == 1


def test_1C41_elven_bow_makes_its_bearer_an_archer():
    # "An Elf may bear it. Its bearer is an archer."
    s = position({"site": 4, "seats": seats({"play": ["1R30", "1U12"], "hand": ["1C41"]}, {"play": ["1C177"]})}, seed=1)
    assert not has(s, "play", "1C41", bearer="1U12") and C.fellowship_archery(s) == 0
    s = act(s, by_code(s, "play", "1C41", bearer="1R30"))
    assert C.fellowship_archery(s) == 1 and C.matches(s, find(s, 0, "1R30"), "archer")


def test_1C42_elven_cloak_lowers_the_minion_archery_total():
    # "To play, spot an Elf. A companion may bear it. The minion archery total is 1 lower."
    s = position({"site": 4, "seats": seats({"hand": ["1C42"]}, {"play": ["1C176"]})}, seed=1)
    assert not has(s, "play", "1C42")
    s = position({"site": 4, "seats": seats({"play": ["1U51"], "hand": ["1C42"]}, {"play": ["1C176"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C42", bearer="1C290"))
    assert C.minion_archery(s) == 0


def test_1C43_far_seeing_eyes_makes_an_opponent_discard_when_you_play_an_elf():
    # "Plays to your support area. Each time you play an Elf, choose an opponent, who discards
    # a card from his hand."
    s = position({"site": 2, "seats": seats({"play": ["1U51", "1C43"], "hand": ["1C53"]},
                  {"hand": ["1C177", "1C168"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C53"))
    s = act(s, Action("target", value=1))
    assert s.pending.kind == "discard_chosen" and s.pending.seat == 1
    s = act(s, Action("discard", card=find(s, 1, "1C168", "hand")))
    assert codes(s, hand(1)) == ["1C177"] and codes(s, discard(1)) == ["1C168"]


def test_1U44_foul_creation_discards_a_revealed_isengard_minion_to_draw_two():
    # "Fellowship: exert an Elf to reveal an opponent's hand. You may discard an Isengard
    # minion revealed to draw 2 cards."
    s = position({"site": 2, "seats": seats({"play": ["1U51"], "hand": ["1U44"]},
                  {"hand": ["1C151", "1C121"]}, shadow_deck="aragorn")}, seed=1)
    s = act(s, by_code(s, "event", "1U44", cost="1U51", target=1))
    assert Action("discard", card=find(s, 1, "1C121", "hand")) not in s.pending.actions   # an event, not a minion
    s = act(s, Action("discard", card=find(s, 1, "1C151", "hand")))
    assert codes(s, hand(1)) == ["1C121"] and len(s.zones.cards[hand(0)]) == 2


def test_1R45_galadriel_heals_every_ally_whose_home_is_site_6_each_turn():
    # "At the start of each of your turns, heal every ally whose home is site 6."
    s = position({"at": "turn_start", "site": 2, "seats": seats({"play": ["1R45", "1R34", "1U17"],
                  "wounds": {"1R34": 1, "1U17": 1}})}, seed=1)
    assert [s.wounds.get(find(s, 0, c), 0) for c in ("1R34", "1U17")] == [0, 1]


def test_1R45_galadriel_plays_an_elf_for_free():
    # "Fellowship: exert Galadriel to play an Elf from your hand for free." Not a Dwarf.
    s = position({"site": 2, "seats": seats({"play": ["1R45"], "hand": ["1R30", "1U12"]})}, seed=1)
    assert not has(s, "use", "1R45", target=find(s, 0, "1U12", "hand"))
    s = act(s, by_code(s, "use", "1R45", ability=1, target=find(s, 0, "1R30", "hand")))
    assert "1R30" in codes(s, play(0)) and s.twilight == 0 and s.wounds[find(s, 0, "1R45")] == 1


def test_1R47_gwemegil_is_arwens_and_makes_her_damage_plus_one():
    # "Arwen may bear it (+2 strength). She is damage +1."
    s = position({"site": 2, "seats": seats({"play": ["1R30", "1U51"], "hand": ["1R47"]})}, seed=1)
    assert not has(s, "play", "1R47", bearer="1U51")
    s = act(s, by_code(s, "play", "1R47", bearer="1R30"))
    assert strength_of(s, 0, "1R30") == 8 and C.damage_bonus(s, find(s, 0, "1R30")) == 1


def test_1R47_gwemegil_gives_arwen_one_strength_for_an_exertion_or_two_cards():
    # "Skirmish: exert Arwen or discard 2 cards from your hand to give her +1 strength."
    s = skirmish("1R30", ["1C177"], ["1R30", {"card": "1R47", "on": "1R30"}], ["1C177"], hand=["1C37", "1C26"])
    s = act(s, by_code(s, "use", "1R47", ability=1, cost="1R30"))
    assert strength_of(s, 0, "1R30") == 9 and s.wounds[find(s, 0, "1R30")] == 1
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1R47", ability=2))
    assert strength_of(s, 0, "1R30") == 10 and sorted(codes(s, discard(0))) == ["1C26", "1C37"]


def test_1U48_haldir_is_stronger_at_sites_6_to_8():
    # "To play, spot an Elf. While the fellowship is at site 6, 7 or 8, Haldir has +2 strength."
    s = position({"site": 2, "seats": seats({"hand": ["1U48"]})}, seed=1)
    assert not has(s, "play", "1U48")
    assert strength_of(position({"site": 5, "seats": seats({"play": ["1U48"]})}, seed=1), 0, "1U48") == 5
    assert strength_of(position({"site": 6, "seats": seats({"play": ["1U48"]})}, seed=1), 0, "1U48") == 7
    full = position({"site": 8, "variant": "full", "seats": seats({"play": ["1U48"]})}, seed=1)
    assert strength_of(full, 0, "1U48") == 7
    full = position({"site": 9, "variant": "full", "seats": seats({"play": ["1U48"]})}, seed=1)
    assert strength_of(full, 0, "1U48") == 5


def test_1R49_the_last_alliance_gives_a_gondor_man_one_strength_an_elf_up_to_three():
    # "Tale. A Gondor Man may bear it, one to a Man. Its bearer has +1 strength for each Elf you
    # can spot, up to +3." Boromir (7) with one Elf, then with four.
    s = position({"site": 2, "seats": seats({"play": ["1U97", "1U51"], "hand": ["1R49", "1R49"]})}, seed=1)
    assert not has(s, "play", "1R49", bearer="1U51")
    s = act(s, by_code(s, "play", "1R49", bearer="1U97"))
    assert strength_of(s, 0, "1U97") == 8 and not has(s, "play", "1R49")
    s = position({"site": 2, "seats": seats({"play": ["1U97", {"card": "1R49", "on": "1U97"}, "1U51", "1R30",
                  "1C53", "1U48"]})}, seed=1)
    assert strength_of(s, 0, "1U97") == 10


def test_1R50_legolas_exerts_to_wound_a_minion_and_adds_nothing_to_the_archery_total():
    # "Archer. Archery: exert Legolas to wound a minion. Legolas does not add to the fellowship
    # archery total."
    s = at("archery", {"play": ["1R50"]}, {"play": ["1C177"]})
    assert C.fellowship_archery(s) == 0
    s = act(s, by_code(s, "use", "1R50", ability=1, target="1C177"))
    assert s.wounds[find(s, 1, "1C177")] == 1 and s.wounds[find(s, 0, "1R50")] == 1


def test_1C52_lightfootedness_lowers_the_minion_archery_total():
    # "Archery: spot an Elf companion to make the minion archery total -1."
    s = at("archery", {"play": ["1U51"], "hand": ["1C52"]}, {"play": ["1C176", "1C176"]})
    s = act(s, by_code(s, "event", "1C52"))
    assert C.minion_archery(s) == 1


def test_1C53_lorien_elf_is_played_only_spotting_an_elf():
    # "To play, spot an Elf."
    s = position({"site": 2, "seats": seats({"hand": ["1C53"]})}, seed=1)
    assert not has(s, "play", "1C53")
    s = position({"site": 2, "seats": seats({"play": ["1U51"], "hand": ["1C53"]})}, seed=1)
    s = act(s, by_code(s, "play", "1C53"))
    assert "1C53" in codes(s, play(0))


def test_1U54_mallorn_trees_put_an_elven_card_from_hand_beneath_the_deck():
    # "Plays to your support area. Fellowship: reveal an Elven card from your hand and place it
    # beneath your draw deck."
    s = position({"site": 2, "seats": seats({"play": ["1U54"], "hand": ["1C37", "1C26"]})}, seed=1)
    assert not has(s, "use", "1U54", target=find(s, 0, "1C26", "hand"))
    defiance = find(s, 0, "1C37", "hand")
    s = act(s, by_code(s, "use", "1U54", target=defiance))
    assert s.zones.cards[deck(0)][0] == defiance and s.zones.known[defiance] == frozenset({0, 1})


def test_1U56_orophin_exerts_to_wound_an_uruk_hai():
    # "Archer. Archery: exert Orophin to wound an Uruk-hai."
    s = at("archery", {"play": ["1U56"]}, {"play": ["1C151", "1U178"]}, site=6, shadow_deck="gandalf")
    assert not has(s, "use", "1U56", target="1U178")
    s = act(s, by_code(s, "use", "1U56", target="1C151"))
    assert s.wounds[find(s, 1, "1C151")] == 1 and C.fellowship_archery(s) == 1


def test_1U57_rumil_exerts_to_wound_an_orc():
    # "Archer. Archery: exert Rúmil to wound an Orc."
    s = at("archery", {"play": ["1U57"]}, {"play": ["1C151", "1U178"]}, site=6)
    assert not has(s, "use", "1U57", target="1C151")
    s = act(s, by_code(s, "use", "1U57", target="1U178"))
    assert "1U178" in codes(s, discard(1)) and s.wounds[find(s, 0, "1U57")] == 1


def test_1C58_the_seen_and_the_unseen_exerts_two_elves_to_discard_a_condition():
    # "Fellowship: exert 2 Elves to discard a condition."
    s = position({"site": 2, "seats": seats({"play": ["1U51"], "hand": ["1C58"]}, {"play": ["1C196"]})}, seed=1)
    assert refused(s, Action("event", card=find(s, 0, "1C58", "hand"), ability=0, target=find(s, 1, "1C196"))) \
        == why.COST_UNPAYABLE
    s = position({"site": 2, "seats": seats({"play": ["1U51", "1R30"], "hand": ["1C58"]}, {"play": ["1C196"]})}, seed=1)
    elves = tuple(sorted((find(s, 0, "1U51"), find(s, 0, "1R30"))))
    s = act(s, by_code(s, "event", "1C58", cost=elves, target="1C196"))
    assert codes(s, discard(1)) == ["1C196"]


def test_1C59_shoulder_to_shoulder_heals_an_elf_for_a_dwarf_and_a_dwarf_for_an_elf():
    # "Maneuver: add 1 twilight and exert a Dwarf to heal an Elf, or add 1 twilight and exert
    # an Elf to heal a Dwarf."
    s = at("maneuver", {"play": ["1U12", "1U51", "1C59"], "wounds": {"1U51": 1, "1U12": 1}}, {"play": ["1C177"]})
    s = act(s, by_code(s, "use", "1C59", ability=0, cost="1U12", target="1U51"))
    assert not s.wounds.get(find(s, 0, "1U51")) and s.wounds[find(s, 0, "1U12")] == 2 and s.twilight == 1
    s = act(s, PASS)
    s = act(s, by_code(s, "use", "1C59", ability=1, cost="1U51", target="1U12"))
    assert s.wounds[find(s, 0, "1U12")] == 1 and s.wounds[find(s, 0, "1U51")] == 1 and s.twilight == 2


def test_1C61_songs_of_the_blessed_realm_remove_a_burden_for_an_elven_tale():
    # "Plays to your support area. Each time you play an Elven tale, you may remove a burden."
    s = position({"site": 2, "seats": seats({"play": ["1U51", "1C61"], "hand": ["1R66"], "burdens": 2})}, seed=1)
    s = act(s, by_code(s, "play", "1R66", bearer="1U51"))
    assert s.pending.kind == "_optional_trigger"
    s = act(s, Action("yes"))
    assert s.burdens[0] == 1


def test_1R62_the_splendor_of_their_banners_exerts_an_archer_for_one_more_arrow():
    # "Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make
    # the fellowship archery total +1."
    s = at("archery", {"play": ["1U51", {"card": "1R62", "on": "1U51"}]}, {"play": ["1C177"]})
    s = act(s, by_code(s, "use", "1R62"))
    assert C.fellowship_archery(s) == 2 and s.wounds[find(s, 0, "1U51")] == 1


def test_1R62_the_splendor_of_their_banners_does_nothing_on_an_elf_who_is_no_archer():
    s = at("archery", {"play": ["1C53", {"card": "1R62", "on": "1C53"}]}, {"play": ["1C177"]})
    assert refused(s, Action("use", card=find(s, 0, "1R62"), ability=0, cost=find(s, 0, "1C53"))) == why.COST_UNPAYABLE


def test_1U64_support_of_the_last_homely_house_sends_elrond_to_fight():
    # "Maneuver: exert an Elf ally whose home is site 3. Until the regroup phase, that ally has
    # +3 strength and takes part in archery fire and skirmishes." Celeborn's home is 6.
    s = at("maneuver", {"play": ["1R40", "1R34"], "hand": ["1U64"]}, {"play": ["1C177"]})
    assert not has(s, "event", "1U64", cost="1R34")
    s = act(s, by_code(s, "event", "1U64", cost="1R40"))
    elrond = find(s, 0, "1R40")
    assert strength_of(s, 0, "1R40") == 11 and elrond in C.allies_at_home(s)
    begin_phase(s, "regroup")                    # R18.4: "until the regroup phase" ends as it begins
    assert strength_of(s, 0, "1R40") == 8 and elrond not in C.allies_at_home(s)


def test_1U65_swan_ship_of_the_galadhrim_sends_a_lorien_ally_to_fight():
    # "Maneuver: exert an Elf ally whose home is site 6. Until the regroup phase, that ally has
    # +3 strength and takes part in archery fire and skirmishes." Elrond's home is 3.
    s = at("maneuver", {"play": ["1R40", "1R34"], "hand": ["1U65"]}, {"play": ["1C177"]})
    assert not has(s, "event", "1U65", cost="1R40")
    s = act(s, by_code(s, "event", "1U65", cost="1R34"))
    assert strength_of(s, 0, "1R34") == 9 and find(s, 0, "1R34") in C.allies_at_home(s)


def test_1R66_the_tale_of_gil_galad_adds_vitality_and_is_discarded_for_two_strength():
    # "Tale. An Elf may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength."
    s = skirmish("1U51", ["1C177"], ["1U51", {"card": "1R66", "on": "1U51"}], ["1C177"])
    assert C.vitality(s, find(s, 0, "1U51")) == 4
    s = act(s, by_code(s, "use", "1R66", target="1U51"))
    assert strength_of(s, 0, "1U51") == 8 and codes(s, discard(0)) == ["1R66"]
    assert C.vitality(s, find(s, 0, "1U51")) == 3


def test_1R66_the_tale_of_gil_galad_discarded_takes_its_vitality_with_it():
    # R15.7: Legolas with 3 wounds lives on 4 vitality; the Tale discarded, he has 3 and dies.
    s = skirmish("1U51", ["1C177"], ["1U51", {"card": "1R66", "on": "1U51"}], ["1C177"], wounds={"1U51": 3})
    s = act(s, by_code(s, "use", "1R66", target="1U51"))
    assert "1U51" in codes(s, dead(0))
    # the skirmish goes on without him: a "while skirmishing" bonus finds no one to face
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U51", ["1C177"]],
                  "seats": seats({"play": ["1U51", {"card": "1R66", "on": "1U51"}], "wounds": {"1U51": 3}},
                                 {"play": ["1C177"], "hand": ["1C168"]})}, seed=1)
    s = act(s, by_code(s, "use", "1R66", target="1U51"))
    s = act(s, by_code(s, "event", "1C168", target="1C177"))
    assert strength_of(s, 1, "1C177") == 13 + 2


def test_1C68_the_white_arrows_of_lorien_make_an_opponent_discard_two_at_random():
    # "Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to
    # make an opponent discard 2 cards at random from his hand."
    s = at("archery", {"play": ["1U51", {"card": "1C68", "on": "1U51"}]},
           {"play": ["1C177"], "hand": ["1U178", "1C168", "1C191"]})
    s = act(s, by_code(s, "use", "1C68", target=1))
    assert len(s.zones.cards[hand(1)]) == 1 and len(s.zones.cards[discard(1)]) == 2
    assert s.wounds[find(s, 0, "1U51")] == 1


def test_1U29_ancient_enmity_makes_the_beaten_minions_owner_discard_two_at_random():
    # "Skirmish: give an Elf +1 strength. If a minion loses this skirmish to that Elf, its
    # owner discards 2 cards at random from his hand." Legolas 7 against a Moria Scout's 6.
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U51", ["1C191"]],
                  "seats": seats({"play": ["1U51"], "hand": ["1U29"]},
                                 {"play": ["1C191"], "hand": ["1U178", "1C168", "1C177"]})}, seed=1)
    s = act(s, by_code(s, "event", "1U29", target="1U51"))
    assert strength_of(s, 0, "1U51") == 7
    s = pass_windows(s, responses=True)
    assert len(s.zones.cards[hand(1)]) == 1 and s.wounds[find(s, 1, "1C191")] == 1


def test_1U29_ancient_enmity_costs_nothing_when_the_elf_loses():
    s = position({"site": 4, "at": "skirmish", "skirmish": ["1U51", ["1C177"]],
                  "seats": seats({"play": ["1U51"], "hand": ["1U29"]},
                                 {"play": ["1C177"], "hand": ["1U178", "1C168", "1C191"]})}, seed=1)
    s = act(s, by_code(s, "event", "1U29", target="1U51"))
    s = pass_windows(s, responses=True)
    assert len(s.zones.cards[hand(1)]) == 3


def test_1U31_asfaloth_costs_two_less_on_arwen():
    # "An Elf may bear it (+2 strength); played on Arwen, it costs 2 less twilight."
    s = position({"site": 1, "seats": seats({"play": ["1R30", "1U51"], "hand": ["1U31"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U31", bearer="1R30"))
    assert s.twilight == 0 and strength_of(s, 0, "1R30") == 8
    s = position({"site": 1, "seats": seats({"play": ["1R30", "1U51"], "hand": ["1U31"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U31", bearer="1U51"))
    assert s.twilight == 2


def test_1U31_asfaloth_gives_two_more_at_a_plains_site():
    # "At a plains site its bearer has +2 more strength." Ettenmoors (site 2) is plains.
    s = position({"site": 2, "seats": seats({"play": ["1R30", {"card": "1U31", "on": "1R30"}]})}, seed=1)
    assert "plains" in C.site_keywords(s) and strength_of(s, 0, "1R30") == 10


def test_1U31_asfaloth_is_discarded_at_an_underground_site():
    # "Discard it at an underground site." The fellowship moves on to Mithril Mine.
    s = position({"site": 3, "seats": seats({"play": ["1R30", {"card": "1U31", "on": "1R30"}]})}, seed=1)
    s = act(s, PASS)
    assert "underground" in C.site_keywords(s) and codes(s, discard(0)) == ["1U31"]


def test_1R35_the_council_of_elrond_plays_a_tale_from_the_draw_deck():
    # "Fellowship: spot an Elf to play a tale from your draw deck." Its cost is paid (R20.5).
    s = position({"site": 2, "seats": seats({"hand": ["1R35"], "deck_top": ["1R66"]})}, seed=1)
    assert refused(s, Action("event", card=find(s, 0, "1R35", "hand"), ability=0)) == why.NEEDS_UNMET
    s = position({"site": 2, "seats": seats({"play": ["1U51"], "hand": ["1R35"], "deck_top": ["1R66"]})}, seed=1)
    s = act(s, by_code(s, "event", "1R35"))
    tale = find(s, 0, "1R66")
    assert s.attached[tale] == find(s, 0, "1U51") and s.twilight == 2 + 1


def test_1U46_gift_of_boats_is_played_by_exerting_an_elf_ally():
    # "To play, exert an Elf ally. Plays to your support area."
    s = position({"site": 2, "seats": seats({"play": ["1U51"], "hand": ["1U46"]})}, seed=1)
    assert refused(s, Action("play", card=find(s, 0, "1U46", "hand"))) == why.PLAY_COST_UNPAYABLE
    s = position({"site": 2, "seats": seats({"play": ["1R34"], "hand": ["1U46"]})}, seed=1)
    s = act(s, by_code(s, "play", "1U46", cost="1R34"))
    assert "1U46" in codes(s, play(0)) and s.wounds[find(s, 0, "1R34")] == 1


def test_1U46_gift_of_boats_raises_the_move_limit_leaving_a_river_in_the_fellowship_phase():
    # "When the fellowship moves from a river in the fellowship phase, the move limit is 1
    # higher this turn." Anduin Confluence (site 7) is a river.
    s = position({"site": 7, "variant": "full", "seats": seats({"play": ["1U46"]})}, seed=1)
    assert "river" in C.site_keywords(s) and C.move_limit(s) == 2
    s = act(s, PASS)
    assert C.site_number(s) == 8 and C.move_limit(s) == 3


def test_1U46_gift_of_boats_does_nothing_leaving_a_site_that_is_no_river():
    s = position({"site": 6, "variant": "full", "seats": seats({"play": ["1U46"]})}, seed=1)
    s = act(s, PASS)
    assert C.site_number(s) == 7 and C.move_limit(s) == 2


def test_1R55_the_mirror_of_galadriel_strengthens_the_elf_allies_of_site_6():
    # "Every Elf ally whose home is site 6 has +1 strength." Elrond's home is 3.
    s = position({"site": 2, "seats": seats({"play": ["1R55", "1R34", "1R40"]})}, seed=1)
    assert strength_of(s, 0, "1R34") == 7 and strength_of(s, 0, "1R40") == 8


def test_1R55_the_mirror_of_galadriel_looks_at_two_cards_of_a_full_hand():
    # "Maneuver: if an opponent holds at least 7 cards, exert Galadriel to look at 2 cards of
    # his hand at random; discard one, the other goes back."
    six = ["1U178", "1U178", "1C168", "1C168", "1C191", "1C191"]
    s = at("maneuver", {"play": ["1R55", "1R45"]}, {"play": ["1C177"], "hand": six})
    assert refused(s, Action("use", card=find(s, 0, "1R55"), ability=1, cost=find(s, 0, "1R45"), target=1)) \
        == why.NOTHING_TO_ACT_ON
    s = at("maneuver", {"play": ["1R55", "1R45"]}, {"play": ["1C177"], "hand": six + ["1C179"]})
    s = act(s, by_code(s, "use", "1R55", target=1))
    assert s.pending.kind == "discard_seen" and s.wounds[find(s, 0, "1R45")] == 1
    seen = [a["card"] for a in s.pending.actions]
    assert all(0 in s.zones.known[i] for i in seen)
    s = act(s, s.pending.actions[0])
    assert len(s.zones.cards[hand(1)]) == 6 and s.zones.cards[discard(1)] == [seen[0]]


def test_1U63_stand_against_darkness_discards_a_sauron_minion(shadow_card):
    # "Maneuver: exert an Elf to discard a Sauron minion, a Sauron condition or a Sauron possession."
    orc = shadow_card(id="1C271", number=271, title="Orc Soldier", type="minion", culture="sauron", cost=2,
                      race="orc", strength=7, vitality=2, site=6)
    s = at("maneuver", {"play": ["1U51"], "hand": ["1U63"]}, {"play": [orc, "1C177"]})
    assert not has(s, "event", "1U63", target="1C177")
    s = act(s, by_code(s, "event", "1U63", cost="1U51", target=orc))
    assert codes(s, discard(1)) == [orc]


def test_1U60_silinde_has_the_game_text_of_your_site_3():
    # "While you can spot your own site 3, Silinde has that site's game text." Your Rivendell
    # Terrace: "Fellowship: play a Man from your hand to draw a card."
    s = position({"site": 4, "seats": seats({"play": ["1U60"], "hand": ["1U97"]}, fp_deck="aragorn")}, seed=1)
    assert s.zones.card_of[s.path[3]] == "1U340" and C.owner(s.path[3]) == 0
    boromir = find(s, 0, "1U97", "hand")
    s = act(s, by_code(s, "use", "1U60", cost=boromir, text="1U340"))
    assert "1U97" in codes(s, play(0)) and len(s.zones.cards[hand(0)]) == 1


def test_1U60_silinde_has_no_text_from_an_opponents_site_3():
    s = position({"site": 4, "path": {"3": "1C337"}, "seats": seats({"play": ["1U60"], "hand": ["1U97"]},
                  fp_deck="aragorn")}, seed=1)
    assert C.owner(s.path[3]) == 1 and not has(s, "use", "1U60")


def test_1C67_uruviel_has_the_game_text_of_your_site_6():
    # "While you can spot your own site 6, Uruviel has that site's game text." Your Galadriel's
    # Glade: "Fellowship: exert an Elf to look at an opponent's hand."
    s = position({"site": 7, "path": {"6": "1C351"}, "seats": seats({"play": ["1C67", "1U51"]},
                  {"hand": ["1C177", "1C168"]}, fp_deck="aragorn")}, seed=1)
    s = act(s, by_code(s, "use", "1C67", cost="1U51", target=1, text="1C351"))
    assert all(0 in s.zones.known[i] for i in s.zones.cards[hand(1)]) and s.wounds[find(s, 0, "1U51")] == 1


def test_1C67_uruviel_has_no_text_without_your_site_6_on_the_path():
    s = position({"site": 5, "seats": seats({"play": ["1C67", "1U51"]}, {"hand": ["1C177"]}, fp_deck="aragorn")}, seed=1)
    assert not has(s, "use", "1C67")
