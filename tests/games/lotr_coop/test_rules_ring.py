"""The Ring (seed: «ВЛАСТЬ КОЛЬЦА»)."""

from __future__ import annotations

import pytest

from tests.games.lotr_coop.rules_helpers import (A, GAME, find, hob, kind, legal, pos, do, do_as, refused,
                                                 settle, track, view, who)

SYMBOLS = {"blank": 0, "eye": 1, "one": 1, "two": 2, "cards": 2, "three": 3}


def at_tile(seed=0, **kw):
    kw.setdefault("location", "moria")
    kw.setdefault("story", ["relentless_time"])
    kw.setdefault("hobbits", {"frodo": {"hand": ["grey_hiding"] * 4}, "sam": {"hand": ["grey_hiding"]}})
    return pos(seed, **kw)


def ring_on(track_):
    def run(s):
        s = do(s, "ring")
        s = settle(s)
        while kind(s) == "die_discard":
            s = do(s, "discard", card=legal(s)[0]["card"])
        s = settle(s)
        if kind(s) == "choose_track":
            s = do(s, "track", track=track_)
        return s
    return run


@pytest.mark.parametrize("face", ["blank", "eye", "one", "two", "cards", "three"])
def test_ring_moves_a_marker_four_minus_the_symbols(face):
    # seed: "Сдвиньте маркер прохождения на любом треке прохождения на количество делений, найденное
    # по следующей формуле: четыре минус количество символов, выпавшее на кубике угрозы."
    s = find(lambda seed: at_tile(seed, story=["fighting"]), ring_on("travelling"), face)
    assert track(s, "travelling") == 4 - SYMBOLS[face]


def test_ring_spaces_have_no_effect():
    # seed: "Деления, пройденные с надетым Кольцом, равно как и те, на которых остановится маркер
    # прохождения, не влияют на приключение — Кольценосец невидим."
    s = find(lambda seed: at_tile(seed, story=["hiding"]), ring_on("travelling"), "blank")
    f = hob(s, "frodo")
    assert track(s, "travelling") == 4
    assert f["runes"] == 0 and f["life"]["sun"] == 0      # travelling 1,2,4 runes and 3 sun untouched


def test_ring_bearer_suffers_the_roll():
    # seed: "Кольценосец бросает кубик угрозы и принимает на себя все негативные последствия"
    s = find(lambda seed: at_tile(seed, story=["fighting"]), ring_on("travelling"), "three")
    assert hob(s, "frodo")["pos"] == 3
    assert track(s, "travelling") == 1


def test_ring_only_once_per_adventure():
    # seed: "Один раз в ходе приключения Кольценосец может надеть Кольцо"
    s = find(lambda seed: at_tile(seed, story=["fighting", "fighting"]), ring_on("travelling"), "blank")
    assert view(s)["ring"]["used"]
    assert "ring" not in {a.kind for a in legal(s)}
    refused(s, "ring", why="The Ring has already been used in this adventure.")


def test_ring_marker_stays_on_for_the_rest_of_the_adventure():
    # seed: "Кольцо остаётся при Кольценоосце до конца приключения, и следующие ходы Кольценосец
    # делает в обычном режиме."
    s = find(lambda seed: at_tile(seed, story=["fighting", "hiding"]), ring_on("travelling"), "blank")
    s = settle(do(s, "end_turn"))                              # Sam's turn
    assert view(s)["ring"]["used"]
    assert 0 not in [a.get("seat") for a in legal(s) if a.kind == "floor"]


def test_ring_even_off_turn():
    # seed: "Кольценосец может надеть Кольцо и выполнить перечисленные действия даже не в свой ход."
    s = at_tile(active="sam", story=["fighting"])
    assert who(s) == 1 and kind(s) == "tile"
    assert A("floor", seat=0) in legal(s)
    s = do(s, "floor", seat=0)
    assert who(s) == 0 and A("ring") in legal(s)
    s = do(s, "ring")
    s = settle(s)
    if kind(s) == "choose_track":
        s = do(s, "track", track="hiding")
    assert view(s)["ring"]["used"] and track(s, "hiding") >= 1
    assert view(s)["last_roll"]["seat"] == 0                   # the Ring-bearer rolls


def test_only_the_ring_bearer_puts_on_the_ring():
    # seed: "Один раз в ходе приключения Кольценосец может надеть Кольцо"
    s = at_tile(active="sam", story=["fighting"])
    assert "ring" not in {a.kind for a in legal(s)}
    refused(s, "ring", why="Only the Ring-bearer can put on the Ring.")


def test_ring_completing_the_main_track_escapes_the_revealed_tile():
    # seed: "После раскрытия жетона истории Кольценосец может надеть Кольцо и бросить кубик угрозы в
    # попытке достичь конца главного трека прохождения и завершить приключение до того, как жетон
    # истории окажет своё влияние."
    s = at_tile(story=["relentless_time"], tracks={"fighting": 9}, event_index=5,
                hobbits={"frodo": {"hand": ["grey_hiding"] * 4, "life": {"heart": 1, "sun": 1, "ring": 1}},
                         "sam": {"life": {"heart": 1, "sun": 1, "ring": 1}}})
    s = ring_on("fighting")(s)
    s = settle(s)
    assert view(s)["location"] == "lothlorien"
    assert GAME.outcome(s) is None                     # Fly, you fools! never came


def test_no_belt_for_the_ring_roll():
    # seed: "ПОЯС ГАЛАДРИЭЛИ: ... нельзя использовать хоббиту, надевшему Кольцо."
    s = at_tile(story=["fighting"], hobbits={"frodo": {"hand": ["belt", "grey_hiding", "grey_hiding"]}})
    s = do(s, "ring")
    assert kind(s) != "before_roll"
    assert view(s)["last_roll"] is not None


def test_mithril_ignores_the_ring_roll_but_not_the_count():
    # seed: "КОЛЬЧУГА ИЗ МИФРИЛА: ... Когда хоббит надевает Кольцо, эта карта не меняет количество
    # делений, на которое передвигается маркер прохождения."
    def run(s):
        s = do(s, "ring")
        assert kind(s) == "after_roll"
        face = view(s)["last_roll"]["face"]
        s = do(s, "epic", card="mithril", target=0)
        s = settle(s)
        if kind(s) == "choose_track":
            s = do(s, "track", track="travelling")
        return s
    s = find(lambda seed: at_tile(seed, story=["fighting"], hobbits={"frodo": {"hand": ["mithril", "grey_hiding"]}}),
             run, "three")
    assert hob(s, "frodo")["pos"] == 0                 # the result is ignored
    assert track(s, "travelling") == 1                 # but the marker moves 4 - 3


def test_ring_not_in_a_sanctuary():
    # seed: "Один раз в ходе приключения Кольценосец может надеть Кольцо"
    s = pos(location="bag_end", action_index=1)
    assert "ring" not in {a.kind for a in legal(s)}


def test_sams_reduction_does_not_change_the_ring_count():
    # seed: "Количество делений, пройденное маркером прохождения за счёт надетого Кольца, не изменяется
    # картами хоббитов и легендарными картами эпоса, влияющими на негативные последствия"
    s = find(lambda seed: at_tile(seed, story=["fighting"], ring_bearer="sam", active="sam",
                                  hobbits={"sam": {"hand": ["grey_hiding"] * 3}}),
             ring_on("travelling"), "three")
    assert hob(s, "sam")["pos"] == 1                   # Sam moves only 1
    assert track(s, "travelling") == 1                 # but the marker moves 4 - 3
