"""The cooperative game's rules, complete: importing this module imports every module that
registers steps, answers and free actions in the flow registries (and events, sanctuary
actions and epic cards in their own), so the flow can run any step. The game and the
position builder both stand on it; no rules module imports either of them.
"""

from __future__ import annotations

from lotr_table.games.lotr_coop import adventure, die, ring, tracks, turn, windows  # noqa: F401
from lotr_table.games.lotr_coop import epics, events, gandalf, payments, sanctuary  # noqa: F401
