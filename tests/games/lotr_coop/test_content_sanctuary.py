"""Sanctuary actions (seed: «СПОКОЙНЫЕ ПРИЮТЫ»; digest §4.2, A1, A21, A22, A34)."""

from __future__ import annotations

from collections import Counter

from lotr_table.games.lotr_coop import tables
from tests.games.lotr_coop.kit import A, act, asked, gives, record, run, state


def test_gandalf_each_player_takes_six_cards():
    # seed: "Сначала игроки предпринимают действие «Гэндальф»: каждый берёт на руку шесть карт
    # путешествия."
    s = state(players=3, location="bag_end")
    run(s, ("sanctuary_action", "gandalf"))
    assert [len(h.hand) for h in s.hobbits] == [6, 6, 6]


def test_preparation_is_optional():
    # seed: "Это действие игрок вправе пропустить, так как в описании есть слово «может»"
    s = state(location="bag_end")
    run(s, ("sanctuary_action", "preparation"))
    assert asked(s) == (0, "prepare")
    act(s, 0, A("decline"))
    assert s.pending is None and s.revealed == []


def test_preparation_reveals_four_hands_them_out_then_the_ring_bearer_rolls(monkeypatch):
    # seed: "он раскрывает ещё четыре карты путешествия и на свой вкус раздаёт их по одной
    # каждому игроку, но затем бросает кубик угрозы" (A1: to any players he chooses)
    calls = record(monkeypatch, "roll")
    s = state(location="bag_end", journey=["grey_hiding", "brown_star", "grey_fighting", "brown_hiding"])
    run(s, ("sanctuary_action", "preparation"))
    act(s, 0, A("prepare"))
    assert len(s.revealed) == 4 and calls == []
    for seat in (1, 1, 0, 1):
        act(s, 0, A("give_to", seat=seat))
    assert len(s.hobbits[1].hand) == 3 and len(s.hobbits[0].hand) == 1
    assert calls == [("roll", 0, "sanctuary")]


def test_nazgul_attack_unpaid_moves_sauron():
    # seed: "Если ни один игрок не может или не хочет сбросить требуемое, Саурон сдвигается по
    # треку искушения на одно деление ближе к хоббитам."
    s = state(location="bag_end")
    run(s, ("sanctuary_action", "nazgul_attack"))
    act(s, 0, A("decline"))
    assert s.sauron == 11


def test_elrond_deals_the_twelve_rivendell_cards_clockwise_from_the_ring_bearer():
    # digest A22: "the Ring-bearer shuffles the 12 cards and deals them face down one at a time,
    # clockwise, starting with himself"
    s = state(players=5, location="rivendell", ring_bearer=3)
    run(s, ("sanctuary_action", "elrond"))
    assert [len(h.hand) for h in s.hobbits] == [2, 2, 2, 3, 3]
    dealt = Counter(c for h in s.hobbits for c in h.hand)
    assert set(dealt) == set(tables.locs()[1].cards) and sum(dealt.values()) == 12


def test_elrond_ring_bearer_chooses_hands_each_card_face_up():
    # digest A22 alternative: the Ring-bearer hands them out face up as he chooses
    s = state(location="rivendell", sanctuary_cards="ring_bearer_chooses")
    run(s, ("sanctuary_action", "elrond"))
    assert asked(s) == (0, "give_to") and len(s.revealed) == 12
    for _ in range(12):
        act(s, 0, A("give_to", seat=1))
    assert len(s.hobbits[1].hand) == 12 and s.revealed == []


def test_council_every_pick_is_made_before_any_card_is_received():
    # digest §4.2 Council / A21: each passes 1 card face down to the next player clockwise;
    # a received card cannot be passed on
    s = state(players=3, location="rivendell", hands={0: ["aragorn"], 1: ["gimli"], 2: ["sting"]})
    run(s, ("sanctuary_action", "council"))
    act(s, 0, A("pass_card", card="aragorn"))
    assert asked(s) == (1, "council")
    assert {a["card"] for a in s.pending.actions} == {"gimli"}
    act(s, 1, A("pass_card", card="gimli"))
    act(s, 2, A("pass_card", card="sting"))
    assert [h.hand for h in s.hobbits] == [["sting"], ["aragorn"], ["gimli"]]


def test_fellowship_each_from_the_ring_bearer_pays_friendship_or_rolls(monkeypatch):
    # digest §4.2 Fellowship: each player, starting with the Ring-bearer, discards 1 friendship
    # symbol or else rolls
    calls = record(monkeypatch, "roll")
    s = state(location="rivendell", ring_bearer=1, hands={1: ["brooch"]})
    run(s, ("sanctuary_action", "fellowship"))
    assert asked(s) == (1, "pay_give")
    act(s, 1, A("give", card="brooch"))
    act(s, 0, A("decline"))
    assert calls == [("roll", 0, "sanctuary")]


def test_galadriel_deals_the_lothlorien_cards():
    # seed: "Кольценосец раздаёт легендарные карты Лориена игрокам."
    s = state(location="lothlorien")
    run(s, ("sanctuary_action", "galadriel"))
    assert sorted(c for h in s.hobbits for c in h.hand) == sorted(tables.locs()[3].cards)


def test_recovery_runes_two_for_two_cards():
    # digest §4.2 Recovery: each may discard runes worth 2: draw 2 or move 1 left
    s = state(location="lothlorien", runes={0: 2, 1: 5}, pos={0: 3})
    run(s, ("sanctuary_action", "recovery"))
    act(s, 0, A("give_runes", value=2))
    act(s, 0, A("recover_draw"))
    act(s, 1, A("decline"))
    assert len(s.hobbits[0].hand) == 2 and s.hobbits[0].runes == 0 and s.hobbits[1].runes == 5


def test_test_of_galadriel_star_or_roll(monkeypatch):
    # digest §4.2 Test of Galadriel: each discards 1 star card or else rolls (A26: Frodo's
    # brown journey cards count)
    calls = record(monkeypatch, "roll")
    s = state(location="lothlorien", hands={0: ["brown_travelling"], 1: ["brown_travelling"]})
    run(s, ("sanctuary_action", "test_of_galadriel"))
    assert gives(s, 0) == {"brown_travelling"}
    act(s, 0, A("give", card="brown_travelling"))
    assert gives(s, 1) == set()
    act(s, 1, A("decline"))
    assert calls == [("roll", 1, "sanctuary")]
