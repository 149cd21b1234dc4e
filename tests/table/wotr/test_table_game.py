"""A game of War of the Ring at the table with the computer on one side (issue 33): from the
`late` demo position (the turn before the last) to the war's end, the Free Peoples answering
through the table — a click on the lit region an option acts on, a button of the decision area
for the rest —, the Shadow the computer's rule-of-thumb player. Every answer leaves the table
as the option meant, none is refused, and the result panel names the victory and its cause
(«Вільні Народи перемагають, коли Персненосці знищать Перстень у Тріщині Долі»).
The whole game from the start: benchmarks/wotr_table_game.py."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from lotr_table.engine import registry
from lotr_table.table.kit import motion
from lotr_table.table.wotr import demo_position, result_headline, result_rows

SCRIPT = Path(__file__).resolve().parents[3] / "benchmarks" / "wotr_table_game.py"


def _bench():
    spec = importlib.util.spec_from_file_location("wotr_table_game", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_late_game_is_played_to_its_end_at_the_table_against_the_computer(qtbot, english):
    motion.set_enabled(False)
    try:
        game = registry.get_game("wotr")
        table = _bench().TableGame(game.position(demo_position("late"), 1), person=0, seed=1)
        qtbot.addWidget(table.panel)
        n = table.play(max_actions=600)
    finally:
        motion.set_enabled(True)
    outcome = game.outcome(table.s)
    assert outcome is not None, f"not over after {n} actions"
    assert table.by["button"] + table.by["gesture"] > 10 and table.by["computer"] > 10
    view = game.view(table.s, 0)
    assert outcome.reason in result_headline(view, lambda seat: str(seat))
    assert set(dict(result_rows(view, lambda seat: str(seat)))) == {"Victory points", "The Fellowship", "Turns played"}
