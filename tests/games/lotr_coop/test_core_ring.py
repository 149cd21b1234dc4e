"""The Ring (E1): once per adventure, 4 − symbols, no effects, ends the adventure at once."""

import pytest

from lotr_table.engine.game import IllegalAction
from tests.games.lotr_coop.core_kit import A, do, hob, kind, legal, load_die, passive, pos, who


def at_cards(**kw):
    kw.setdefault("hobbits", {"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["grey_hiding"]}})
    return pos(step="cards", **kw)


def test_ring_moves_four_minus_symbols_without_effects(monkeypatch):
    # seed: "четыре минус количество символов, выпавшее на кубике угрозы … Деления, пройденные с надетым
    # Кольцом, … не влияют на приключение"
    load_die(monkeypatch, "one")
    s = at_cards()
    s = do(s, "ring")
    s = passive(s, until=("choose_track",))
    assert who(s) == 0 and hob(s, "frodo").pos == 1
    s = do(s, "track", track="fighting")
    assert s.tracks["fighting"] == 3
    assert hob(s, "frodo").runes == 0 and hob(s, "frodo").life["ring"] == 0
    assert s.ring_used and A("ring") not in legal(s)


def test_blank_moves_four(monkeypatch):
    # seed: "если кубик упал пустой гранью вверх, вы сдвигаете выбранный маркер прохождения на четыре деления"
    load_die(monkeypatch, "blank")
    s = passive(do(at_cards(), "ring"), until=("choose_track",))
    s = do(s, "track", track="hiding")
    assert s.tracks["hiding"] == 4 and "book_of_mazarbul" in s.row


def test_sam_ring_bearer_moves_one_but_the_marker_only_one(monkeypatch):
    # seed: "Количество делений, пройденное маркером прохождения за счёт надетого Кольца, не изменяется
    # картами хоббитов"
    load_die(monkeypatch, "three")
    s = at_cards(ring_bearer="sam", active="frodo")
    s = do(s, "floor", seat=1)
    s = do(s, "ring")
    s = passive(s, until=("choose_track",))
    assert hob(s, "sam").pos == 1
    s = do(s, "track", track="fighting")
    assert s.tracks["fighting"] == 1


def test_the_belt_is_not_offered_for_the_ring(monkeypatch):
    # seed: "нельзя использовать хоббиту, надевшему Кольцо"
    load_die(monkeypatch, "two")
    s = at_cards(hobbits={"frodo": {"hand": ["belt"]}, "sam": {}})
    s = do(s, "ring")
    assert kind(s) == "choose_track"


def test_mithril_may_ignore_the_ring_roll_but_not_change_the_count(monkeypatch):
    # seed: "Когда хоббит надевает Кольцо, эта карта не меняет количество делений"
    load_die(monkeypatch, "three")
    s = at_cards(hobbits={"frodo": {"hand": ["mithril"]}, "sam": {}})
    s = do(s, "ring")
    assert kind(s) == "after_roll"
    s = do(s, "epic", card="mithril", target=0)
    s = do(s, "track", track="fighting")
    assert hob(s, "frodo").pos == 0 and s.tracks["fighting"] == 1


def test_only_the_ring_bearer_and_only_once():
    # seed: "Один раз в ходе приключения Кольценосец может надеть Кольцо"
    s = at_cards(active="sam")
    assert A("ring") not in legal(s)
    with pytest.raises(IllegalAction) as no:
        do(s, "ring")
    assert no.value.reason == "Only the Ring-bearer can put on the Ring."
    s2 = at_cards(ring_used=True)
    assert A("ring") not in legal(s2)


def test_ring_not_in_a_sanctuary():
    # seed: "Один раз в ходе приключения" — adventures only
    s = pos(location="rivendell", hobbits={"frodo": {"runes": 5}})
    assert all(a.kind != "ring" for a in GAME_legal(s))


def GAME_legal(s):
    return legal(s) if s.pending else []


def test_ring_completing_the_main_track_drops_the_shown_tile(monkeypatch):
    # seed: "Кольценосец может надеть Кольцо и бросить кубик угрозы в попытке достичь конца главного
    # трека прохождения и завершить приключение до того, как жетон истории окажет своё влияние."
    load_die(monkeypatch, "blank")
    full = {"heart": 1, "sun": 1, "ring": 1}
    s = pos(story=["sauron_will"], tracks={"fighting": 7},
            hobbits={"frodo": {"life": full}, "sam": {"life": full}})
    assert kind(s) == "tile" and s.tile == "sauron_will"
    s = do(s, "ring")
    s = passive(s, until=("choose_track",))
    s = do(s, "track", track="fighting")
    s = passive(s)
    assert s.location == 3 and s.sauron == 12          # the tile never took effect
    assert "sauron_will" in s.story_discard or "sauron_will" in s.story
