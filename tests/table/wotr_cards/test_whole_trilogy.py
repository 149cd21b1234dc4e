"""A whole Trilogy played at the table (issue 30's check): two people and two computer seats,
the people answering through the table — a card clicked, then its button, or an answer
button pressed twice — the computer at its quickest level and pace, to the result panel.

About 45 s (the computer's ~130 decisions at the easy level's 0.25 s): more than the suite's
budget allows, so it runs when LOTR_TABLE_LONG_TESTS=1 is set, as
`benchmarks/wotr_cards_table_trilogy.py` does."""

from __future__ import annotations

import os
import random

import pytest

from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.table import seating as seats
from tests.table.helpers import click


@pytest.mark.skipif(os.environ.get("LOTR_TABLE_LONG_TESTS") != "1",
                    reason="a whole game at the table: benchmarks/wotr_cards_table_trilogy.py runs it")
def test_a_whole_trilogy_by_two_people_and_two_computer_seats_reaches_the_result_panel(qtbot, open_window):
    game = registry.get_game("wotr_cards")
    window = open_window(1366, 768, still=True)
    window.choose_pace("instant")
    # Frodo and the Witch-king are people; Aragorn and Saruman the computer at its easiest
    seating = {0: seats.PERSON, 1: seats.PERSON, 2: seats.computer("easy"), 3: seats.computer("easy")}
    table = window.start_game("wotr_cards", game.Options(scenario="trilogy", players=4), seating,
                              open_table=False, seed=11)
    panel = window.page.panel
    rng = random.Random(4)
    by_person = 0
    while not table.is_over:
        def ready() -> bool:
            hold = window.page.findChild(QPushButton, "continue")
            question = (panel.view or {}).get("question") or {}
            return bool(table.is_over or window.page.curtain.is_up or (hold is not None and hold.isVisible())
                        or (question.get("shape") and question.get("seat") in (0, 1)
                            and panel.decision.widget is not None and panel.decision.widget.isEnabled()))
        qtbot.waitUntil(ready, timeout=30000)
        if table.is_over:
            break
        if window.page.curtain.is_up:
            click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))
            continue
        hold = window.page.findChild(QPushButton, "continue")
        if hold is not None and hold.isVisible():
            click(qtbot, hold)
            continue
        before = len(table.session.actions)
        widget = panel.decision.widget
        buttons = [b for b in getattr(widget, "buttons", []) if b.isEnabled()]
        if buttons:
            button = rng.choice(buttons)
            click(qtbot, button)                   # marked ...
            click(qtbot, button)                   # ... and sent
        else:                                      # another shape: one of its answers, as its widget sends it
            seat = panel.view["question"]["seat"]
            widget.send(rng.choice(game.legal_actions(table.session.state, seat)).to_json())
        qtbot.waitUntil(lambda: len(table.session.actions) > before or table.is_over
                        or panel.decision.reason.isVisible(), timeout=5000)
        by_person += 1
    assert window.page.outcome.isVisible()
    headline = window.page.outcome.headline_text() if hasattr(window.page.outcome, "headline_text") else \
        window.page.outcome.headline.text()
    assert headline.startswith(("The Free Peoples win", "The Shadow wins"))
    movers = {seat for seat, _ in table.session.actions}
    assert movers == {0, 1, 2, 3} and by_person > 20
    assert isinstance(table.session.actions[-1][1], Action)
