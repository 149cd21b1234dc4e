"""Review: step back and forth through a finished or saved game, action by action, with the
table and its log as they stood; a finished game through any seat's eyes, a game still in play
only as the public sees it; nothing can be played from a position under review."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.table.seating import PERSON
from tests.engine.toy_game import SEED, ToyOptions
from tests.table.helpers import click


def _finished_toy(qtbot, window):
    table = window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    while not table.is_over:
        click(qtbot, window.page.panel.buttons[0])
    return table


def _shown(window):
    seat, view = window.page.panel.last_view()
    return seat, view


def _expected(session, at, seat):
    view = dict(session.game.view(session.state_at(at), seat))
    view["actions"] = []
    if "decision" in view:
        view["decision"] = None
    return view


def test_review_from_the_result_panel_steps_through_every_action(qtbot, window):
    table = _finished_toy(qtbot, window)
    total = len(table.session.actions)
    click(qtbot, window.page.outcome.review_button)
    bar = window.page.review_bar
    assert window.review is not None and bar.isVisible() and not window.page.outcome.isVisible()
    assert _shown(window) == (None, _expected(table.session, total, None))
    click(qtbot, bar.back_button)
    assert _shown(window) == (None, _expected(table.session, total - 1, None))
    assert bar.where.text() == f"Action {total - 1} of {total}"
    click(qtbot, bar.first_button)
    assert _shown(window) == (None, _expected(table.session, 0, None))
    assert not bar.back_button.isEnabled()
    click(qtbot, bar.forward_button)
    assert _shown(window) == (None, _expected(table.session, 1, None))
    bar.slider.setValue(total - 2)
    assert _shown(window) == (None, _expected(table.session, total - 2, None))


def test_the_keys_step_too(qtbot, window):
    table = _finished_toy(qtbot, window)
    window.review_game()
    total = len(table.session.actions)
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert window.review.at == total - 1
    qtbot.keyClick(window, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert window.review.at == 0


def test_a_finished_game_may_be_seen_through_each_seats_eyes(qtbot, window):
    table = _finished_toy(qtbot, window)
    window.review_game()
    bar = window.page.review_bar
    assert bar.eyes.isVisibleTo(window) and bar.eyes.count() == 3      # the public and both seats
    bar.slider.setValue(2)
    bar.seat_chosen.emit(1)
    assert _shown(window) == (1, _expected(table.session, 2, 1))


def test_closing_the_review_comes_back_to_the_end_of_the_game(qtbot, window):
    table = _finished_toy(qtbot, window)
    window.review_game()
    window.page.review_bar.slider.setValue(1)
    click(qtbot, window.page.review_bar.close_button)
    assert window.review is None and not window.page.review_bar.isVisible()
    assert window.page.outcome.isVisible()
    assert _shown(window)[1] == table.game.view(table.session.state, None)


def _saved_unfinished(tmp_path, actions=6):
    game = registry.get_game("toy")
    session = Session(game, ToyOptions(), SEED)
    rng = random.Random(1)
    while len(session.actions) < actions:
        seat = game.to_act(session.state)[0]
        session.apply(seat, rng.choice(game.legal_actions(session.state, seat)))
    return session, session.to_save(tmp_path / "half.lotrsave")


def test_a_saved_game_in_play_is_reviewed_only_as_the_public_sees_it(qtbot, window, tmp_path):
    session, path = _saved_unfinished(tmp_path)
    review = window.review_path(path)
    assert review is not None and window.table is None
    bar = window.page.review_bar
    assert not bar.eyes.isVisibleTo(window)
    review.look_as(0)
    assert _shown(window) == (None, _expected(session, 6, None))
    assert not window.undo_action.isEnabled()
    click(qtbot, bar.close_button)
    assert window._pages.currentWidget() is window.lobby


def test_nothing_can_be_played_under_review(qtbot, window, tmp_path):
    _, path = _saved_unfinished(tmp_path, actions=3)
    window.review_path(path)
    window.review.look_as(None)
    assert window.page.panel.buttons == []


def test_the_confrontation_log_follows_the_review(qtbot, english, tmp_path, data_dir):
    from lotr_table.table import settings as stored
    from lotr_table.table.main_window import MainWindow
    game = registry.get_game("confrontation")
    session = Session(game, ConfrontationOptions(), 5)
    rng = random.Random(5)
    while len(session.actions) < 30:
        seat = game.to_act(session.state)[0]
        session.apply(seat, rng.choice(game.legal_actions(session.state, seat)))
    path = session.to_save(tmp_path / "c.lotrsave")
    window = MainWindow(stored.load(), persist=False)
    qtbot.addWidget(window)
    window.show()
    review = window.review_path(path)
    log = window.page.panel.log
    for at in (30, 12, 0, 20):
        review.go(at)
        assert len(log.entries()) == len(game.view(session.state_at(at), None)["log"])
    window.close()


def test_a_new_language_during_a_review_keeps_the_review(qtbot, window):
    _finished_toy(qtbot, window)
    window.review_game()
    window.choose_language("ru")
    assert window.review is not None and window.page.review_bar.isVisible()
    assert not window.page.outcome.isVisible()
    assert window.page.review_bar.close_button.text() == "Закрыть просмотр"


def test_the_review_opened_after_a_new_language_speaks_it(qtbot, window):
    # issue 27, point 9: "«Close the review» in English in the Russian review toolbar"
    _finished_toy(qtbot, window)
    window.choose_language("ru")
    window.review_game()
    bar = window.page.review_bar
    assert bar.close_button.text() == "Закрыть просмотр"
    assert bar.back_button.toolTip() == "На действие назад (Ctrl+Влево)"
