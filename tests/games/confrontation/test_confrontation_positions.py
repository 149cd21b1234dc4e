"""Positions written and read back, and the draws a position fixes (issue 26, part 5)."""

from __future__ import annotations

import json

import pytest

from lotr_table.engine.action import Action as A
from lotr_table.engine.position_json import PositionError
from tests.games.confrontation.scenario import GAME, SAU, act, start

TWO_DEFENDERS = {
    "fellowship": {"eregion": ["legolas", "gimli"], "shire": ["frodo_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
}
RIDER_ATTACKS = A("move", hero="blackrider", to="eregion")


@pytest.mark.parametrize("draw, defender", [(0, "legolas"), (1, "gimli")])
def test_a_fixed_draw_decides_which_hidden_defender_is_found(draw, defender):
    # seed 001: "нападающий выбирает оппонента в данной битве (случайным образом из закрытых
    # или конкретного из уже раскрытых героев соперника)": the engine draws among the hidden
    # heroes (in tile order), and a position may fix that draw whatever the seed
    for seed in range(5):
        s = act(start({**TWO_DEFENDERS, "fixed_draws": [draw]}, seed), SAU, RIDER_ATTACKS)
        assert s.hero[s.battle.defender] == defender
        assert s.fixed_draws == ()                     # used up: later draws come from the RNG again


def test_a_position_written_mid_battle_reads_back_and_keeps_its_fixed_draws():
    s = act(start(TWO_DEFENDERS, 3), SAU, RIDER_ATTACKS)
    s.fixed_draws = (1, 0)
    written = json.loads(json.dumps(GAME.position_of(s)))
    assert written["battle"]["region"] == "eregion" and written["battle"]["attacker"] == "blackrider"
    assert written["fixed_draws"] == [1, 0]
    back = GAME.position(written, 0)
    assert GAME.fingerprint(back) == GAME.fingerprint(s)


def test_a_damaged_position_is_refused_naming_what_is_wrong():
    written = GAME.position_of(start(TWO_DEFENDERS))
    tiles = [dict(t) for t in written["tiles"]]
    tiles[0]["at"] = "narnia"
    with pytest.raises(PositionError, match="tiles\\[0\\]: unknown region 'narnia'"):
        GAME.position({**written, "tiles": tiles}, 0)
    without_stack = {k: v for k, v in written.items() if k != "stack"}
    with pytest.raises(PositionError, match="a whole position needs 'stack'"):
        GAME.position(without_stack, 0)
    with pytest.raises(PositionError, match="hands.sauron: 'f_1' is not one of these cards"):
        GAME.position({**written, "hands": {"fellowship": [], "sauron": ["f_1"]}}, 0)
    with pytest.raises(PositionError, match="fixed_draws"):
        GAME.position({**TWO_DEFENDERS, "fixed_draws": [-1]}, 0)
