"""`lotr-table replay SAVE [--at N]`: load a save and print where it ended (or where it
stood after N actions), omniscient, in English.

For bug reports and for checking a save by eye: the position, the log, the outcome.
"""

from __future__ import annotations

import sys
from pathlib import Path

from lotr_table.engine import saves
from lotr_table.engine.game import Outcome


def command(path: Path | str, at: int | None = None) -> int:
    """Exit status 0; 2 when the save is refused (one line on stderr naming where), or when
    `at` is not an action index of the game."""
    try:
        saved = saves.load(path)
    except saves.SaveError as error:
        print(f"cannot load {path}: {error.message}", file=sys.stderr)
        return 2
    if at is not None and not 0 <= at <= len(saved.actions):
        print(f"--at {at}: the game has actions 0 to {len(saved.actions)}", file=sys.stderr)
        return 2
    game = saved.game
    state = saved.state if at is None else saved.state_at(at)
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
