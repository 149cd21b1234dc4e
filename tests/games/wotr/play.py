"""Playing a War of the Ring board forward in tests: answers by their words."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.wotr import turn
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.setup import position

BACK = Action("back")


def pick(part: str, value) -> Action:
    return Action("pick", part=part, value=value)


def at_actions(spec: dict, free_peoples=(), shadow=(), seed: int = 0):
    """A board from `spec` at the start of the action phase with these dice rolled."""
    s = position(spec, seed)
    turn.at_actions(s, tuple(free_peoples), tuple(shadow))
    return s


def play(s, seat: int, *actions: Action):
    for action in actions:
        s = GAME.apply(s, seat, action)
    return s


def values(s, seat: int) -> list:
    """The values offered by the open step of a compound decision."""
    return [a["value"] for a in GAME.legal_actions(s, seat) if a.kind == "pick"]


def refused(s, seat: int, action: Action) -> str:
    try:
        GAME.apply(s, seat, action)
    except IllegalAction as refusal:
        return refusal.template
    raise AssertionError(f"{action!r} was not refused")


def die(result: str) -> Action:
    return Action("die", result=result)


_FELLOWSHIP_PHASE = {"declare": Action("keep_hidden"), "enter_mordor": Action("stay_out")}


def past_fellowship_phase(s):
    """Answer the Fellowship phase's questions (keep hidden, stay out of Mordor, keep the
    Guide offered first) so a test reaches the Hunt allocation."""
    while s.pending is not None and s.pending.kind in ("declare", "enter_mordor", "guide"):
        seat = s.pending.seat
        answer = _FELLOWSHIP_PHASE.get(s.pending.kind) or s.pending.actions[0]
        s = GAME.apply(s, seat, answer)
    return s
