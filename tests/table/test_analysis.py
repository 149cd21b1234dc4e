"""After a game, its turning points: "Analyse" in a review weighs every decision each person
made, each from that person's view then, in a worker process with a progress bar; it can be
stopped and resumed; the chart under the board draws each side's chance to win, the turning
points are marked and T steps to the next, where the better move and the move made are drawn
with both chances. The analysis is kept beside the save and comes back with it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from lotr_table.ai import analysis as analyses
from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.table.seating import PERSON
from tests.table.helpers import click

GAME = registry.get_game("confrontation")


def _short_saved_game(tmp_path):
    """A game of Confrontation played to its end by random choices, the Fellowship a person."""
    session = Session(GAME, GAME.Options(), 3)
    rng = random.Random(3)
    while session.to_act():
        seat = session.to_act()[0]
        session.apply(seat, rng.choice(GAME.legal_actions(session.state, seat)))
    session.seating = {0: PERSON, 1: "mcts:easy"}
    return session.to_save(tmp_path / "short.lotrsave")


def test_a_saved_game_analysed_stopped_resumed_and_its_turning_points(qtbot, open_window, tmp_path):
    path = _short_saved_game(tmp_path)
    window = open_window(1366, 768, still=True)
    review = window.review_path(path)
    box = window.page.analysis_box
    assert box.isVisible() and box.analyse_button.text() == "Analyse"
    click(qtbot, box.analyse_button)
    assert box.progress.isVisible() and box.stop_button.isVisible()
    qtbot.waitUntil(lambda: box.progress.value() >= 2, timeout=30_000)
    click(qtbot, box.stop_button)
    qtbot.waitUntil(lambda: box.analyse_button.isVisible(), timeout=30_000)
    kept = analyses.read(analyses.beside(path), "confrontation", review.analysis.final)
    assert kept is not None and 2 <= len(kept.weighed) < kept.decisions, "stopped part way, kept beside the save"
    assert box.analyse_button.text() == "Resume the analysis"
    assert all(w.seat == 0 for w in kept.weighed.values()), "only the person's decisions"

    click(qtbot, box.analyse_button)
    qtbot.waitUntil(lambda: box.analyse_button.isVisible(), timeout=60_000)
    done = review.analysis.analysis
    assert done.complete and set(kept.weighed) <= set(done.weighed)
    assert all(done.weighed[i] == w for i, w in kept.weighed.items()), "resumed, not weighed again"
    assert box.chart.lines and all(points for _, _, points in box.chart.lines)
    turning = [w.index for w in done.turning_points()]
    assert box.chart.turning == turning and turning, "this game has turning points"
    assert not box.analyse_button.isEnabled()

    window.page.panel.table.setFocus()
    qtbot.keyClick(window.page.panel.table, Qt.Key.Key_T)      # one key to the next turning point
    assert review.at == turning[0]
    panel = window.page.panel
    assert panel.hint_card.isVisible() and "Turning point" in panel.hint_card.heading.text()
    assert panel.hint_card.lines.text().count("%") >= 2, "both estimates"

    # reopened: the analysis is there at once
    window.close_review()
    again = window.review_path(path)
    assert again.analysis.analysis.complete and window.page.analysis_box.chart.turning == turning


def test_analyse_from_the_result_panel_reviews_the_game_and_weighs_it(qtbot, open_window, tmp_path):
    session = Session.from_save(_short_saved_game(tmp_path))
    window = open_window(1366, 768, still=True)
    window.play(session, dict(session.seating), open_table=True)
    assert window.page.outcome.isVisible()
    click(qtbot, window.page.outcome.analyse_button)
    box = window.page.analysis_box
    assert window.review is not None and box.isVisible() and box.stop_button.isVisible()
    qtbot.waitUntil(lambda: box.progress.value() >= 1, timeout=30_000)
    click(qtbot, box.stop_button)
    qtbot.waitUntil(lambda: box.analyse_button.isVisible(), timeout=30_000)
    assert box.analyse_button.text() == "Resume the analysis"


def _finished_random_game(game_id: str, tmp_path):
    """A game of `game_id` played to its end by random choices, seat 0 a person, saved."""
    game = registry.get_game(game_id)
    for seed in range(1, 40):
        session = Session(game, game.Options(), seed)
        rng = random.Random(seed)
        while session.to_act() and len(session.actions) < 600:
            seat = session.to_act()[0]
            session.apply(seat, rng.choice(game.legal_actions(session.state, seat)))
        if not session.to_act():
            session.seating = {seat: PERSON if seat == 0 else "mcts:easy" for seat in game.seats(game.Options())}
            return session.to_save(tmp_path / f"{game_id}.lotrsave")
    raise AssertionError(f"no random game of {game_id} ended within 600 actions")


@pytest.mark.parametrize("game_id", ["lotr_coop", "wotr_cards", "lotr_tcg"])
def test_every_table_analyses_a_saved_game_and_keeps_what_it_weighed_beside_the_save(qtbot, open_window, tmp_path,
                                                                                      game_id):
    """Issue 34: "Analyse" runs "in a worker process with a progress bar" at each table with a
    computer player, can be stopped, and what it weighed is "kept with the save (beside it, not
    inside the replay)" for the resume (resuming itself: The Confrontation's test above)."""
    path = _finished_random_game(game_id, tmp_path)
    window = open_window(1366, 768, still=True)
    review = window.review_path(path)
    box = window.page.analysis_box
    assert box.isVisible() and box.analyse_button.isEnabled()
    click(qtbot, box.analyse_button)
    qtbot.waitUntil(lambda: box.progress.value() >= 1, timeout=60_000)
    click(qtbot, box.stop_button)
    qtbot.waitUntil(lambda: box.analyse_button.isVisible(), timeout=30_000)
    kept = analyses.read(analyses.beside(path), game_id, review.analysis.final)
    assert kept is not None and 1 <= len(kept.weighed) < kept.decisions, "stopped part way, kept beside the save"
    assert all(w.seat == 0 for w in kept.weighed.values()), "only the person's decisions"
    assert box.analyse_button.text() == "Resume the analysis"
    assert box.chart.lines and all(points for _, _, points in box.chart.lines)
