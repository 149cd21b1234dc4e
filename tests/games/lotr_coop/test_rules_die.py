"""The threat die (seed: «КУБИК УГРОЗЫ»; faces digest §12 [P]; Sam's card; A17)."""

from __future__ import annotations

import pytest

from tests.games.lotr_coop.rules_helpers import (find, hob, journey_hand, kind, legal, pos, do, settle, view, who)


def roll_for(hobbit, hand=("grey_fighting",), pos_=0, players=2):
    """Moria, `hobbit` (not the Ring-bearer) plays a grey fighting card onto fighting space 7 (■)."""
    def build(seed):
        return pos(seed, location="moria", step="cards", active=hobbit, ring_bearer="frodo",
                   options={"players": players}, tracks={"fighting": 6},
                   hobbits={hobbit: {"hand": list(hand), "pos": pos_, "runes": 4}})
    return build


def play(s):
    return settle(do(s, "play", card="grey_fighting", track="fighting"))


def test_eye_moves_sauron():
    # seed: "Фишка Саурона сдвигается на одно деление влево по треку искушения."
    s = find(roll_for("pippin", players=3), play, "eye")
    assert view(s)["sauron"] == 11 and hob(s, "pippin")["pos"] == 0


@pytest.mark.parametrize("face,n", [("one", 1), ("two", 2), ("three", 3)])
def test_rings_move_the_rollers_hobbit_right(face, n):
    # seed: "Фишка хоббита активного игрока сдвигается на одно, два или три деления вправо по треку
    # искушения."
    s = find(roll_for("pippin", players=3), play, face)
    assert hob(s, "pippin")["pos"] == n
    assert hob(s, "frodo")["pos"] == 0 and view(s)["sauron"] == 12


def test_cards_face_discards_two_cards():
    # seed: "Активный игрок сбрасывает с руки две карты."
    s = find(roll_for("pippin", ("grey_fighting", "brown_hiding", "brown_travelling", "grey_hiding"), players=3),
             play, "cards")
    assert kind(s) == "die_discard" and who(s) == 2
    s = do(s, "discard", card="brown_hiding")
    s = do(s, "discard", card="grey_hiding")
    assert journey_hand(s, "pippin") == ["brown_travelling"]


def test_blank_face_nothing_happens():
    # seed: "Ничего не происходит."
    s = find(roll_for("pippin", players=3), play, "blank")
    assert hob(s, "pippin")["pos"] == 0 and view(s)["sauron"] == 12


def test_sam_moves_only_one_space():
    # seed: "Если в результате броска кубика угрозы фишку Сэма нужно продвинуть вправо по треку
    # искушения, она всегда проходит только одно деление"
    s = find(roll_for("sam"), play, "three")
    assert hob(s, "sam")["pos"] == 1


def test_sam_discards_only_one_card():
    # seed: "а если в результате броска кубика угрозы необходимо сбросить две карты, сбрасывается
    # только одна."
    s = find(roll_for("sam", ("grey_fighting", "brown_hiding", "brown_travelling")), play, "cards")
    assert kind(s) == "die_discard"
    s = do(s, "discard", card="brown_hiding")
    assert journey_hand(s, "sam") == ["brown_travelling"]
    assert kind(s) == "cards"


def test_cards_face_with_one_card_discards_it_and_dies():
    # seed: "если в любой момент у игрока не хватает карт или рун для оплаты штрафа, он должен
    # сбросить всё, что имеет, и его герой тут же погибает." (A17)
    s = find(roll_for("pippin", ("grey_fighting", "brown_hiding"), players=3), play, "cards")
    p = hob(s, "pippin")
    assert not p["alive"] and p["hand_size"] == 0
    assert p["runes"] == 4 + 0                  # the runes are kept (fighting 7 gives none)
    assert not view(s)["over"]                  # Pippin was not the Ring-bearer


def test_sam_with_one_card_survives_the_cards_face():
    # seed: "если ... необходимо сбросить две карты, сбрасывается только одна." (A17: Sam dies only
    # with 0 cards)
    s = find(roll_for("sam", ("grey_fighting", "brown_hiding")), play, "cards")
    assert hob(s, "sam")["alive"] and journey_hand(s, "sam") == []


def test_sam_with_no_card_dies_on_the_cards_face():
    # seed: "если в любой момент у игрока не хватает карт ... его герой тут же погибает" (A17)
    s = find(roll_for("sam", ("grey_fighting",)), play, "cards")
    assert not hob(s, "sam")["alive"]


def test_roller_meeting_sauron_by_the_die_dies():
    # seed: "Если хоббит активного игрока сталкивается с Сауроном (их фишки оказываются на одном
    # делении на треке искушения), считается, что хоббит пойман врагами: он погибает"
    s = find(roll_for("pippin", pos_=10, players=3), play, "two")
    assert not hob(s, "pippin")["alive"] and hob(s, "pippin")["runes"] == 4
