"""Issue 27, point 4: "The last battle's panel is replaced about 0.6 s after the battle when the
computer moves." The last battle stays in sight for a seat until that seat moves again: the
other side's move after it (the computer's, a moment later) is marked on the board, and the
battle's account beside it is not taken away."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.game import GAME
from lotr_table.table.confrontation.battle_panel import BattlePanel, story
from tests.games.confrontation.scenario import FP, SAU
from tests.table.confrontation.table_kit import Table
from tests.table.confrontation.test_battle import TWO_DEFENDERS


def _first(state, seat, **fields):
    options = [a for a in GAME.view(state, seat)["actions"] if all(a.get(k) == v for k, v in fields.items())]
    assert options, fields
    return Action.from_json(options[0])


def _battle_fought():
    """Sauron's Black Rider attacks Gimli in Eregion; both play a card; the battle ends."""
    s = GAME.position(TWO_DEFENDERS, 1)
    s = GAME.apply(s, SAU, _first(s, SAU, kind="move", hero="blackrider", to="eregion"))
    while GAME.to_act(s) and GAME.view(s, GAME.to_act(s)[0]).get("battle") is not None:
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, seat, Action.from_json(GAME.view(s, seat)["actions"][0]))
    return s


def test_the_battle_stays_in_sight_until_the_seat_moves_again(qtbot):
    s = _battle_fought()
    assert story(GAME.view(s, SAU)["log"], "sauron") is not None
    # the Fellowship (the computer, say) moves next: Sauron still sees the battle
    while GAME.to_act(s) and GAME.to_act(s)[0] == FP:
        s = GAME.apply(s, FP, _first(s, FP, kind="move"))
    view = GAME.view(s, SAU)
    assert view.get("battle") is None
    assert BattlePanel.wanted(view)
    told = story(view["log"], "sauron")
    assert not any("moves from" in e["template"] for e in told[1:])     # the battle's own account
    t = Table(qtbot, s, SAU)
    assert t.scene.battle is not None
    # Sauron moves: the battle is old news
    s = GAME.apply(s, SAU, _first(s, SAU, kind="move"))
    assert not BattlePanel.wanted(GAME.view(s, SAU))
