"""Positions written and read back, and the draws a position fixes (issue 26, part 5)."""

from __future__ import annotations

import json

import pytest

from lotr_table.engine.position_json import PositionError
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.game import GAME
from tests.games.lotr_coop.core_kit import do, hob, passive, pos


def at_cards(**kw):
    kw.setdefault("hobbits", {"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["grey_hiding"]}})
    return pos(step="cards", **kw)


@pytest.mark.parametrize("face, steps", [("one", 1), ("blank", 0)])
def test_a_fixed_draw_decides_the_threat_die(face, steps):
    # seed: «После раскрытия жетона истории Кольценосец может надеть Кольцо и бросить кубик
    # угрозы»; «четыре минус количество символов, выпавшее на кубике угрозы»: the face is the
    # position's fixed draw (its index among the die's faces), whatever the seed
    for seed in range(4):
        s = at_cards(seed=seed, fixed_draws=[tables.FACES.index(face)])
        s = passive(do(s, "ring"), until=("choose_track",))
        assert s.last_roll == (0, face) and hob(s, "frodo").pos == steps
        assert s.fixed_draws == ()


def test_a_written_position_carries_its_fixed_draws_to_the_die():
    s = at_cards(seed=5)
    written = json.loads(json.dumps(GAME.position_of(s)))
    assert written["hobbits"][0]["hobbit"] == "frodo" and written["hobbits"][0]["hand"] == ["grey_hiding"]
    written["fixed_draws"] = [tables.FACES.index("one")]
    back = GAME.position(written, 0)
    back = passive(do(back, "ring"), until=("choose_track",))
    assert back.last_roll == (0, "one")


def test_a_whole_position_may_leave_a_roll_to_come_and_fix_its_face():
    # seed (КУБИК УГРОЗЫ): «Игрокам часто придётся бросать этот кубик»: a position written by
    # hand with the roll as its next step (and no question open yet) runs it with the face fixed
    s = at_cards(seed=2, hobbits={"frodo": {}, "sam": {}})
    written = json.loads(json.dumps(GAME.position_of(s)))
    written["stack"].append(["roll", 1, "space"])
    written["question"] = None
    written["fixed_draws"] = [tables.FACES.index("eye")]
    s = GAME.position(written, 0)
    assert s.last_roll == (1, "eye") and s.fixed_draws == ()


def test_a_damaged_position_is_refused_naming_what_is_wrong():
    written = GAME.position_of(at_cards())
    with pytest.raises(PositionError, match="location: unknown location 'shire_road'"):
        GAME.position({**written, "location": "shire_road"}, 0)
    sam = {k: v for k, v in written["hobbits"][1].items() if k != "hand"}
    with pytest.raises(PositionError, match="hobbits\\[1\\]: sam lacks 'hand'"):
        GAME.position({**written, "hobbits": [written["hobbits"][0], sam]}, 0)
    with pytest.raises(PositionError, match="stack\\[0\\]: a step is \\[name, arguments...\\]"):
        GAME.position({**written, "stack": [[1, 2]]}, 0)
    with pytest.raises(PositionError, match="question: a question needs at least 'seat' and 'kind'"):
        GAME.position({**written, "question": {"seat": 0}}, 0)
