"""Playing the event cards (seed: Розділ V, «Розіграш карт подій»), and each card written so far
in one scenario from a readable board (events.py, event_words.py, data/event_cards.json)."""

from __future__ import annotations

import pytest

from lotr_table.engine.action import Action
from lotr_table.games.wotr import card_zones as places, events, hunt_tiles
from lotr_table.games.wotr.board import ELITE, LEADER, REGULAR, board
from lotr_table.games.wotr.characters import GOLLUM, STRIDER
from lotr_table.games.wotr.state import slot

from tests.games.wotr.play import at_actions, die, pick, play, values

FP, SH = 0, 1
B = board()
AT_WAR = {"step": 0, "active": True}


def hand(s, seat: int, *cards: str):
    places.lay(s.zones, places.hand(seat), cards)
    return s


def n(s, region: str, nation: str, kind: int) -> int:
    return s.armies[B.region(region)][slot(B.nation(nation), kind)]


def play_card(s, seat: int, result: str, card: str):
    return play(s, seat, die(result), pick("use", "play_event"), pick("card", card))


# ---- the rules of playing ------------------------------------------------------------------

def test_an_event_die_plays_any_card_a_muster_die_only_a_muster_card():
    # «Карти подій можна розіграти ... 1. за допомогою результату «подія» з кубика дій (символ
    # Палантира); 2. за допомогою результату кидка кубика дій, символ на якому збігається з
    # символом у правому верхньому куті карти.»
    s = hand(at_actions({}, ["muster", "event", "character"], ["event"]), FP, "fp_str_14", "fp_char_12")
    s = play(s, FP, die("muster"), pick("use", "play_event"))
    assert values(s, FP) == ["fp_str_14"]                  # Guards of the Citadel: a muster card
    s2 = play(hand(at_actions({}, ["event"], ["event"]), FP, "fp_str_14", "fp_char_12"), FP, die("event"),
              pick("use", "play_event"))
    assert values(s2, FP) == ["fp_char_12", "fp_str_14"]
    s3 = play(hand(at_actions({}, ["character"], ["event"]), FP, "fp_str_14", "fp_char_12"), FP, die("character"),
              pick("use", "play_event"))
    assert values(s3, FP) == ["fp_char_12"]


def test_an_army_muster_die_plays_an_army_or_a_muster_card():
    s = hand(at_actions({"politics": {"sauron": AT_WAR}, "armies": {"morannon": {"sauron": {"regular": 2}}}},
                        ["event"], ["army_muster"]), SH, "sh_str_14", "sh_str_20", "sh_char_01")
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("army_muster"), pick("use", "play_event"))
    assert values(s, SH) == ["sh_str_14", "sh_str_20"]      # Olog-hai (army), Orcs Multiplying Again (muster)


def test_a_card_whose_requirement_is_not_met_cannot_be_played():
    # «Часто для застосування ефекту карти треба повністю виконати певну вимогу; якщо вимога
    # виконується лише частково, карту не можна зіграти.» The Red Arrow needs Gondor active.
    s = hand(at_actions({"politics": {"gondor": {"step": 2, "active": False}}}, ["muster"], ["event"]), FP,
             "fp_str_09")
    s = play(s, FP, die("muster"))
    assert "play_event" not in values(s, FP)
    s = hand(at_actions({"politics": {"gondor": {"step": 2, "active": True}}}, ["muster"], ["event"]), FP,
             "fp_str_09")
    s = play(s, FP, die("muster"))
    assert "play_event" in values(s, FP)


def test_one_card_per_die_and_the_card_is_discarded_face_up():
    # «Більшість карт подій скидають відразу після застосування їхніх ефектів»: the die is spent,
    # the card leaves the hand, and the other side has seen which card it was
    s = hand(at_actions({}, ["muster"], ["event"]), FP, "fp_str_20")
    s = play_card(s, FP, "muster", "fp_str_20")
    while s.pending.kind == "event_unit":
        s = play(s, FP, s.pending.actions[0])
    assert s.rolled[FP] == () and "fp_str_20" not in s.hands[FP]
    assert "fp_str_20" in places.held(s.zones, places.discard_pile(FP))
    inst = places.instance_of(s.zones, places.discard_pile(FP), "fp_str_20")
    assert SH in s.zones.known[inst]


# ---- the cards ------------------------------------------------------------------------------

def test_imrahil_of_dol_amroth_recruits_only_the_unit_when_no_leader_is_left():
    # «Карта «Імрагіл із Дол-Амрота» дозволяє гравцеві за Вільні Народи найняти одного лідера й
    # один елітний (або звичайний) загін у Дол-Амроті. Якщо в підкріпленнях Вільних Народів немає
    # лідера, то гравець може найняти лише один елітний або звичайний загін.»
    s = hand(at_actions({}, ["muster"], ["event"]), FP, "fp_str_18")
    s.reserve[slot(B.nation("gondor"), LEADER)] = 0
    s = play_card(s, FP, "muster", "fp_str_18")
    s = play(s, FP, Action("recruit", piece="elite", nation="gondor"))
    assert (n(s, "dol_amroth", "gondor", ELITE), n(s, "dol_amroth", "gondor", LEADER)) == (1, 0)
    assert s.pending.kind == "opportunity"


# card -> (board, the die, answers, expected (region, nation, kind, count) after)
RECRUITS = {
    "fp_str_09": ({"politics": {"gondor": {"step": 2, "active": True}}}, "muster",
                  [("recruit", "regular", "rohan")], [("edoras", "rohan", REGULAR, 1), ("edoras", "rohan", LEADER, 1)]),
    "fp_str_13": ({"politics": {"elves": AT_WAR}, "armies": {"grey_havens": {"elves": {"regular": 1}}}}, "muster",
                  [("item", "grey_havens"), ("recruit", "elite", "elves"), ("recruit", "regular", "elves")],
                  [("grey_havens", "elves", REGULAR, 2), ("grey_havens", "elves", ELITE, 1)]),
    "fp_str_14": ({}, "muster", [("recruit", "regular", "gondor")],
                  [("minas_tirith", "gondor", REGULAR, 1), ("minas_tirith", "gondor", LEADER, 1)]),
    "fp_str_15": ({}, "muster", [("recruit", "elite", "elves")], [("lorien", "elves", ELITE, 1)]),
    "fp_str_16": ({"separated": {"boromir": "westemnet"}}, "muster",
                  [("item", "westemnet"), ("recruit", "regular", "rohan")],
                  [("westemnet", "rohan", REGULAR, 1), ("westemnet", "rohan", LEADER, 1)]),
    "fp_str_17": ({}, "muster", [("recruit", "regular", "north")],
                  [("carrock", "north", REGULAR, 1), ("carrock", "north", LEADER, 1)]),
    "fp_str_19": ({}, "muster", [], [("dale", "north", REGULAR, 2)]),
    "fp_str_20": ({}, "muster", [("recruit", "regular", "north"), ("recruit", "elite", "dwarves")],
                  [("the_shire", "north", REGULAR, 1), ("ered_luin", "dwarves", ELITE, 1)]),
    "fp_str_21": ({}, "muster", [("recruit", "regular", "elves")], [("rivendell", "elves", REGULAR, 1)]),
    "fp_str_22": ({}, "muster", [("recruit", "elite", "dwarves")],
                  [("erebor", "dwarves", ELITE, 1), ("erebor", "dwarves", LEADER, 1)]),
    "fp_str_23": ({}, "muster", [("item", "helms_deep"), ("recruit", "regular", "rohan")],
                  [("helms_deep", "rohan", REGULAR, 1), ("helms_deep", "rohan", LEADER, 1)]),
    "fp_str_24": ({}, "muster", [("recruit", "regular", "elves")], [("woodland_realm", "elves", REGULAR, 1)]),
    "sh_str_13": ({"politics": {"isengard": AT_WAR}, "armies": {"fangorn": {"sauron": {"regular": 1}}}}, "army",
                  [("item", "fangorn"), ("recruit", "elite", "isengard")], [("fangorn", "isengard", ELITE, 1)]),
    "sh_str_14": ({"politics": {"sauron": AT_WAR}, "armies": {"fangorn": {"sauron": {"regular": 1}}}}, "army",
                  [("item", "fangorn"), ("recruit", "elite", "sauron")], [("fangorn", "sauron", ELITE, 1)]),
    "sh_str_16": ({"minions": {"saruman": "orthanc"}}, "muster",
                  [("recruit", "elite", "isengard"), ("recruit", "regular", "isengard")],
                  [("north_dunland", "isengard", REGULAR, 2), ("south_dunland", "isengard", REGULAR, 2),
                   ("orthanc", "isengard", ELITE, 1), ("orthanc", "isengard", REGULAR, 1)]),
    "sh_str_17": ({}, "muster", [("item", "umbar"), ("item", "near_harad"), ("item", "far_harad")],
                  [("umbar", "southrons", REGULAR, 2), ("near_harad", "southrons", REGULAR, 2),
                   ("far_harad", "southrons", REGULAR, 2)]),
    "sh_str_18": ({"separated": {"aragorn": "minas_tirith"}}, "muster", [],
                  [("minas_morgul", "sauron", REGULAR, 5), ("minas_morgul", "sauron", LEADER, 1)]),
    "sh_str_19": ({}, "muster", [("item", "moria"), ("recruit", "regular", "sauron"), ("recruit", "elite", "sauron")],
                  [("moria", "sauron", REGULAR, 1), ("moria", "sauron", ELITE, 1), ("moria", "sauron", LEADER, 1)]),
    "sh_str_20": ({}, "muster", [], [("dol_guldur", "sauron", REGULAR, 3), ("mount_gundabad", "sauron", REGULAR, 3)]),
    "sh_str_22": ({}, "muster", [], [("angmar", "sauron", REGULAR, 1), ("ettenmoors", "sauron", REGULAR, 1),
                                     ("weather_hills", "sauron", REGULAR, 1), ("trollshaws", "sauron", ELITE, 1)]),
    "sh_str_23": ({"politics": {"isengard": AT_WAR, "sauron": AT_WAR, "southrons": AT_WAR}}, "muster", [],
                  [("gorgoroth", "southrons", REGULAR, 5), ("nurn", "sauron", REGULAR, 5)]),
    "sh_str_24": ({"politics": {"sauron": AT_WAR}}, "muster",
                  [("item", "barad_dur"), ("item", "morannon"), ("item", "dol_guldur")],
                  [("barad_dur", "sauron", REGULAR, 2), ("morannon", "sauron", REGULAR, 2),
                   ("dol_guldur", "sauron", REGULAR, 2)]),
}


def _answer(s, seat: int, answer: tuple):
    if answer[0] == "item":
        return play(s, seat, Action("choose", item=answer[1]))
    return play(s, seat, Action("recruit", piece=answer[1], nation=answer[2]))


@pytest.mark.parametrize("card", sorted(RECRUITS))
def test_a_recruiting_card_recruits_what_it_says_where_it_says(card):
    # «Якщо текст карти вказує вам «найняти» загони або лідерів, то їх треба взяти з доступних вам
    # підкріплень» — «навіть якщо: війська належать народові, який ще не перебуває «у війні»»
    spec, result, answers, expected = RECRUITS[card]
    seat = FP if card.startswith("fp") else SH
    s = hand(at_actions(spec, ["event"] if seat == SH else [result], [result] if seat == SH else ["event"]),
             seat, card)
    if seat == SH:
        s = play(s, FP, die("event"), pick("use", "skip"))
    s = play_card(s, seat, result, card)
    for answer in answers:
        s = _answer(s, seat, answer)
    for region, nation, kind, count in expected:
        assert n(s, region, nation, kind) == count, (region, nation, kind)
    assert s.pending.kind in ("opportunity", "hand_limit", "declare") and s.rolled[seat] == ()


def test_wisdom_of_elrond_activates_and_advances_the_nation_chosen():
    s = hand(at_actions({"politics": {"rohan": {"step": 2, "active": False}}}, ["muster"], ["event"]), FP,
             "fp_str_08")
    s = play_card(s, FP, "muster", "fp_str_08")
    assert "rohan" in [a["item"] for a in s.pending.actions]
    s = play(s, FP, Action("choose", item="rohan"))
    rohan = B.nation("rohan")
    assert s.active[rohan] and s.step[rohan] == 1


def test_a_special_hunt_tile_card_puts_its_tile_aside_for_mordor():
    # «Коли будь-який гравець грає таку карту події, то вказаний на ній особливий жетон гонитви
    # треба відкласти вбік, допоки Братство не ввійде в Мордор»
    for seat, card in ((FP, "fp_char_01"), (SH, "sh_char_01")):
        s = hand(at_actions({}, ["character"] if seat == FP else ["event"],
                            ["character"] if seat == SH else ["event"]), seat, card)
        if seat == SH:
            s = play(s, FP, die("event"), pick("use", "skip"))
        s = play_card(s, seat, "character", card)
        tile = next(i for i, t in enumerate(hunt_tiles.tiles()) if t.card == card)
        assert tile in places.held(s.zones, places.WAITING)


def test_bilbos_song_heals_two_with_gollum_as_guide_one_otherwise():
    for guide, healed in ((GOLLUM, 2), (STRIDER, 1)):
        s = hand(at_actions({}, ["character"], ["event"]), FP, "fp_char_12")
        s.corruption, s.guide = 5, guide
        s = play_card(s, FP, "character", "fp_char_12")
        assert s.corruption == 5 - healed


def test_athelas_heals_one_for_each_die_of_five_or_more_three_with_strider_as_guide():
    for guide, healed in ((STRIDER, 2), (GOLLUM, 1)):
        s = hand(at_actions({}, ["character"], ["event"]), FP, "fp_char_09")
        s.corruption, s.guide = 6, guide
        s.fixed_draws = (2, 4, 0)                          # rolls of 3, 5, 1
        s = play_card(s, FP, "character", "fp_char_09")
        assert s.corruption == 6 - healed


def test_there_is_another_way_heals_then_lets_gollum_hide_the_fellowship():
    s = hand(at_actions({}, ["character"], ["event"]), FP, "fp_char_10")
    s.corruption, s.guide, s.fellowship_hidden = 4, GOLLUM, False
    s = play_card(s, FP, "character", "fp_char_10")
    assert s.corruption == 3 and s.pending.kind == "card_choice"
    assert [a["text"] for a in s.pending.actions][-1] == "Neither"
    hide = next(a for a in s.pending.actions if a["text"] == "Hide the Fellowship")
    s = play(s, FP, hide)
    assert s.fellowship_hidden


def test_candles_of_corpses_corrupts_on_fours_and_is_not_played_at_a_free_peoples_settlement():
    s = hand(at_actions({}, ["event"], ["character"]), SH, "sh_char_08")
    s.fellowship_region = B.region("fangorn")
    s.fixed_draws = (3, 5, 1)                              # rolls of 4, 6, 2
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play_card(s, SH, "character", "sh_char_08")
    assert s.corruption == 2
    s = hand(at_actions({}, ["event"], ["character"]), SH, "sh_char_08")
    s.fellowship_region = B.region("rivendell")
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("character"))
    assert "play_event" not in values(s, SH)


def test_morgul_wound_adds_two_up_to_three_corruption_and_needs_the_fellowship_revealed():
    for corruption, after in ((3, 5), (4, 5)):
        s = hand(at_actions({}, ["event"], ["character"]), SH, "sh_char_12")
        s.corruption, s.fellowship_hidden = corruption, False
        s = play(s, FP, die("event"), pick("use", "skip"))
        s = play_card(s, SH, "character", "sh_char_12")
        assert s.corruption == after
    s = hand(at_actions({}, ["event"], ["character"]), SH, "sh_char_12")
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("character"))
    assert "play_event" not in values(s, SH)


def test_every_card_written_is_tested_here():
    # here, or in the deck's own file of scenarios (test_cards_<deck>.py) that names it
    import pathlib
    import re
    named = {c for f in pathlib.Path(__file__).parent.glob("test_cards_*.py")
             for c in re.findall(r'"((?:fp|sh)_(?:char|str)_\d\db?)"', f.read_text(encoding="utf-8"))}
    tested = set(RECRUITS) | {"fp_str_08", "fp_str_18", "fp_char_01", "sh_char_01", "fp_char_12", "fp_char_09",
                              "fp_char_10", "sh_char_08", "sh_char_12"} | named
    tiles = {t.card for t in hunt_tiles.tiles() if t.card}
    assert set(events.with_effect()) - tested <= tiles
