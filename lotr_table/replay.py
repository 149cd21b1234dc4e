"""`lotr-table replay SAVE`: load a save and print where it ended, omniscient, in English.

For bug reports and for checking a save by eye: the position, the log, the outcome.
"""

from __future__ import annotations

import sys
from pathlib import Path

from lotr_table.engine import saves
from lotr_table.engine.game import Outcome


def command(path: Path | str) -> int:
    try:
        saved = saves.load(path)
    except saves.SaveError as error:
        print(f"cannot load {path}: {error.message}", file=sys.stderr)
        return 2
    game, state = saved.game, saved.state
    print(game.position_text(state))
    print()
    for line in game.log_lines(state):
        print(line)
    outcome = game.outcome(state)
    if outcome is not None:
        print(outcome_text(outcome))
    return 0


def outcome_text(outcome: Outcome) -> str:
    names = winner_names(outcome)
    who = f"won by {', '.join(names)}" if names else "draw"
    return f"Outcome: {who}" + (f" ({outcome.reason})" if outcome.reason else "")


def winner_names(outcome: Outcome) -> list[str]:
    """The winning sides by the game's own names (seats if it names none); [] for a draw."""
    return list(outcome.sides) or [f"seat {seat}" for seat in outcome.winners]
