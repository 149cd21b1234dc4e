"""A refusal is said where the player acted: beside the dropped tile or clicked place on the
board (a bubble), and under the question for a button or a key; never only in the status bar."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from lotr_table.games.confrontation.game import GAME
from tests.table.confrontation.table_kit import Table

POSITION = {
    "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c", "sam_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
    "active": "fellowship",
}
SIDEWAYS = "Legolas may only move forward into an adjacent region, unless its text allows more."


def _near(bubble, point: QPoint, within: int = 60) -> bool:
    """The bubble stands beside the point: its nearest edge at most `within` pixels away."""
    box = bubble.geometry()
    dx = max(box.left() - point.x(), 0, point.x() - box.right())
    dy = max(box.top() - point.y(), 0, point.y() - box.bottom())
    return dx <= within and dy <= within


def test_a_refused_drop_is_said_beside_where_the_tile_was_dropped(qtbot):
    t = Table(qtbot, GAME.position(POSITION, 1))
    drop = t.region_point("rhudaur")
    t.drag(t.tile("legolas"), drop)
    t.wait_refused()
    bubble = t.panel.bubble
    assert bubble.isVisible() and bubble.text() == SIDEWAYS
    assert _near(bubble, drop)
    assert t.viewport.rect().contains(bubble.geometry())
    assert t.panel.decision.reason.text() == SIDEWAYS        # and under the question


def test_a_click_on_the_board_takes_the_bubble_away(qtbot):
    t = Table(qtbot, GAME.position(POSITION, 1))
    t.drag(t.tile("legolas"), t.region_point("rhudaur"))
    t.wait_refused()
    QTest.mousePress(t.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert not t.panel.bubble.isVisible()
    QTest.mouseRelease(t.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))


def test_a_refusal_after_a_key_is_said_under_the_question_only(qtbot):
    t = Table(qtbot, GAME.position(POSITION, 1))
    view = t.panel.table
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)        # the keys pick Legolas...
    while t.panel.hands.focused_item() is None or getattr(t.panel.hands.focused_item(), "hero", None) != "legolas":
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)
    # ... and a move no key offers is refused: the engine's reason comes back
    t.panel.hands._send(t.tile("legolas"), "rhudaur")
    t.wait_refused()
    assert not t.panel.bubble.isVisible()
    assert t.panel.decision.reason.text() == SIDEWAYS


def test_a_refused_card_drop_in_the_cooperative_game_is_said_beside_the_track(qtbot, data_dir, english):
    from lotr_table.engine import registry
    from lotr_table.table import settings as stored
    from lotr_table.table.lotr_coop import demo
    from lotr_table.table.main_window import MainWindow
    from lotr_table.table.screenshot import _position_session
    window = MainWindow(stored.load(), persist=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    session = _position_session(registry.get_game("lotr_coop"), demo.POSITIONS["moria"])
    window.play(session)
    window.reveal()
    window.fit()
    panel = window.page.panel
    card = next(c for c in panel.scene.hand_cards if c.card == "grey_hiding")
    viewport = panel.table.viewport()
    start = panel.table.mapFromScene(card.sceneBoundingRect().center())
    target = panel.scene.tracks["fighting"].sceneBoundingRect().center()
    target.setX(target.x() + 120)
    end = panel.table.mapFromScene(target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * k / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: panel.bubble.isVisible(), timeout=2000)
    assert session.actions == ()
    assert panel.bubble.text() == panel.decision.reason.text() != ""
    assert _near(panel.bubble, end)
    window.close()
