"""The hint button at the War of the Ring table (issue 33): where hints are allowed it stands in
the board's bottom right corner from the moment a person's table shows, the curtain between
two people included, and the hand beside the map leaves that corner to it."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from lotr_table.engine import registry
from lotr_table.engine.saves import Hints
from lotr_table.engine.session import Session
from tests.table.helpers import click as press

GAME = registry.get_game("wotr")


def test_the_hint_button_stands_in_the_boards_corner_after_the_curtain(qtbot, open_window):
    window = open_window(1366, 768, still=True)
    session = Session(GAME, GAME.Options(), 1)
    session.hints = Hints(allowed=True)
    window.play(session)
    for _ in range(2):
        curtain = window.page.curtain
        assert curtain.is_up
        press(qtbot, curtain.findChild(QPushButton, "show_my_table"))
        row = window.table.panel.hint_row
        assert row.isVisible()
        board = row.parentWidget().rect()
        assert board.right() - row.geometry().right() <= 14 and board.bottom() - row.geometry().bottom() <= 14, \
            (row.geometry(), board)
        qtbot.wait(20)
        view = window.table.panel.table
        for item in view.scene().margins.hand.cards.values():     # the hand leaves it the corner
            box = item.deviceTransform(view.viewportTransform()).mapRect(item.size)
            assert not box.intersects(row.geometry()), (box, row.geometry())
        for _ in range(30):             # play on until the other person is asked: the curtain
            if window.page.curtain.is_up:
                break
            if window.table.holding_result:
                press(qtbot, window.page.result_hold.findChild(QPushButton, "continue"))
                continue
            seat = GAME.to_act(session.state)[0]
            window.table.act(seat, GAME.legal_actions(session.state, seat)[0])
