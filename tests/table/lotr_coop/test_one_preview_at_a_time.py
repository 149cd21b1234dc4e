"""Issue 27, point 3: "a large preview and a Qt tooltip show at once". A card the pointer
rests on is shown at full size; its small tooltip does not come up beside that preview."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from lotr_table.table.lotr_coop import demo
from lotr_table.table.screenshot import _position_session
from tests.table.lotr_coop.test_decisions_at_the_table import GAME, Table


def test_no_tooltip_beside_a_card_previewed(qtbot, data_dir, english):
    session = _position_session(GAME, demo.POSITIONS["moria"])
    t = Table(qtbot, session.state, GAME.to_act(session.state)[0])
    view = t.panel.table
    card = t.panel.scene.hand_cards[0]
    assert card.toolTip()
    at = view.mapFromScene(card.sceneBoundingRect().center())
    view._hover_at = at
    view._hover_now()
    assert view.preview.isVisible()
    event = QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at))
    QApplication.sendEvent(view.viewport(), event)
    assert not QToolTip.isVisible() and not QToolTip.text(), QToolTip.text()
    QToolTip.hideText()
