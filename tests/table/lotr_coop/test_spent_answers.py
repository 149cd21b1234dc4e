"""Issue 27, point 1: "Cooperative decision buttons that lie. After a card is spent its button
stays lit and clicking it does nothing, with no message; keyboard focus jumps to
«Відмовитися»; the whole list shifts down under the pointer when the question wraps onto two
lines."

The seed: «В свой ход игрок может сыграть любое количество карт» — one hobbit plays card after
card in one step, so the step's buttons stay and a card played takes its buttons out of use."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from lotr_table.engine.action import Action
from lotr_table.table.lotr_coop import demo
from lotr_table.table.screenshot import _position_session
from tests.table.lotr_coop.test_decisions_at_the_table import GAME, Table


def moria_table(qtbot):
    session = _position_session(GAME, demo.POSITIONS["moria"])
    t = Table(qtbot, session.state, GAME.to_act(session.state)[0])
    qtbot.wait(50)
    return t


def play_by_button(qtbot, t, card: str, track: str):
    played = Action("play", card=card, track=track).to_json()
    button = next(b for b in t.panel.decision.action_buttons if b.answer == played)
    button.setFocus()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    t.wait(len(t.applied) + 1)
    qtbot.wait(50)
    return button


def test_a_spent_button_is_no_longer_lit_and_a_click_on_it_says_why(qtbot, data_dir, english):
    t = moria_table(qtbot)
    area = t.panel.decision
    spent = play_by_button(qtbot, t, "grey_travelling", "travelling")
    live = area.action_buttons[0]
    assert not spent.isEnabled() and live.isEnabled()
    # drawn otherwise: not the live buttons' ground
    spent_ground = spent.grab().toImage().pixelColor(6, spent.height() // 2)
    live_ground = live.grab().toImage().pixelColor(6, live.height() // 2)
    assert spent_ground != live_ground
    assert not area.reason.isVisible()
    qtbot.mouseClick(spent, Qt.MouseButton.LeftButton)
    assert area.reason.isVisible()
    assert spent.accessibleName() in area.reason.text() and "no longer offered" in area.reason.text()
    assert len(t.applied) == 1                                  # and nothing was played


def test_the_keys_stay_among_the_cards_when_one_is_played(qtbot, data_dir, english):
    t = moria_table(qtbot)
    t.panel.window().activateWindow()
    spent = play_by_button(qtbot, t, "grey_hiding", "hiding")
    focused = QApplication.focusWidget()
    assert focused is not spent
    if focused in t.panel.decision._answer_buttons:
        assert focused.isEnabled() and focused.answer["kind"] == "play", focused.text()


def test_no_button_moves_when_the_question_gets_shorter(qtbot, data_dir, english, monkeypatch):
    t = moria_table(qtbot)
    area = t.panel.decision
    questions = area.questions
    short = questions.prompt(t.panel.view, t.panel.seat, t.panel.view["actions"])
    long = short + " " + "and some more words of the question " * 6        # wraps onto more lines
    worded = iter([long, short])
    monkeypatch.setattr(questions, "prompt", lambda view, seat, actions: next(worded, short))
    area.clear()
    t.panel.show_view(t.panel.view, t.panel.seat)
    qtbot.wait(50)
    assert area.prompt.text() == long
    where = {id(b): b.mapTo(t.panel, QPoint(0, 0)) for b in area.action_buttons}
    play_by_button(qtbot, t, "grey_travelling", "travelling")
    assert area.prompt.text() == short
    for b in area.action_buttons:
        assert b.mapTo(t.panel, QPoint(0, 0)) == where[id(b)], b.text()
