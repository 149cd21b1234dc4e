"""Issue 12, "Readable": the hover preview never covers a numbered target nor the thing it is
about — when a tile is picked with the keyboard, when the pointer rests on a piece, in both
games, in a small window and a large one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from lotr_table.games.confrontation.game import GAME
from lotr_table.table.kit import beside
from tests.table.confrontation.table_kit import Table
from tests.table.confrontation.test_moving import POSITION

SIZES = [(1366, 727), (1920, 1039)]         # the panel in a 1366x768 and a 1920x1080 window


def preview_rect(view) -> QRectF:
    return QRectF(view.preview.geometry())


def numbered_targets(t) -> list[QRectF]:
    view = t.panel.table
    return [QRectF(view.mapFromScene(item.mapRectToScene(item.target_rect())).boundingRect())
            for item in t.scene.region_items.values() if item.lit]


@pytest.mark.parametrize("size", SIZES)
def test_a_tile_picked_with_the_keyboard_is_previewed_where_no_numbered_region_is_hidden(qtbot, size):
    t = Table(qtbot, GAME.position(POSITION, 1), size=size)
    view = t.panel.table
    view.setFocus()
    hands = t.panel.hands
    for _ in range(len(hands.focusables())):
        if hands.focused_item() is t.tile("legolas"):
            break
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)
    targets = numbered_targets(t)
    assert len(targets) == 3
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.preview.isVisible() and view.preview.subject == ("hero", "legolas")
    shown = preview_rect(view)
    assert not [r for r in targets if shown.intersects(r)]
    tile = QRectF(view.mapFromScene(t.tile("legolas").sceneBoundingRect()).boundingRect())
    assert not shown.intersects(tile)
    assert QRectF(view.viewport().rect()).contains(shown)


@pytest.mark.parametrize("size", SIZES)
def test_the_pointer_resting_on_a_tile_being_moved_previews_it_off_the_lit_regions(qtbot, size):
    t = Table(qtbot, GAME.position(POSITION, 1), size=size)
    view = t.panel.table
    t.click_item(t.tile("legolas"))                  # picked: its destinations are lit
    assert len(numbered_targets(t)) == 3
    view._hover_at = t.at(t.tile("legolas").sceneBoundingRect().center())
    view._hover_now()
    assert view.preview.isVisible()
    shown = preview_rect(view)
    assert not [r for r in numbered_targets(t) if shown.intersects(r)]


def test_a_preview_goes_to_the_side_that_hides_nothing_even_when_that_is_the_far_one():
    area = QRectF(0, 0, 1000, 700)
    near = QRectF(480, 300, 40, 50)
    # targets right and left of the piece: above or below is the place
    avoid = [QRectF(530, 290, 470, 130), QRectF(0, 290, 470, 130)]
    spot = beside.place(200, 250, near, area, avoid)
    assert not [r for r in avoid if spot.intersects(r)]
    assert not spot.intersects(near) and area.contains(spot)
    # nothing to avoid: right beside it
    spot = beside.place(200, 250, near, area, [])
    assert spot.left() == near.right() + beside.MARGIN


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_cooperative_preview_of_a_small_card_hides_no_lit_track(qtbot, size, data_dir, english):
    from lotr_table.engine import registry
    from lotr_table.table import settings as stored
    from lotr_table.table.lotr_coop import demo
    from lotr_table.table.main_window import MainWindow
    from lotr_table.table.screenshot import _position_session

    coop = registry.get_game("lotr_coop")
    window = MainWindow(stored.load(), persist=False)
    qtbot.addWidget(window)
    window.play(_position_session(coop, demo.POSITIONS["moria"]))
    window.reveal(None)
    window.resize(*size)
    window.show()
    window.fit()
    panel = window.page.panel
    view = panel.table
    card = next(c for c in panel.scene.hand_cards if c.card == "grey_travelling")
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(card.sceneBoundingRect().center()))
    lit = [QRectF(view.mapFromScene(t.sceneBoundingRect()).boundingRect())
           for t in panel.scene.tracks.values() if t.lit]
    assert lit, "choosing the card lights the tracks it may be played onto"
    small = [item for item in panel.scene.shown() if getattr(item, "compact", False) and item.card]
    assert small
    for item in small:
        view._hover_at = view.mapFromScene(item.sceneBoundingRect().center())
        view._hover_now()
        assert view.preview.isVisible() and view.preview.card == item.card
        shown = QRectF(view.preview.geometry())
        assert not [r for r in lit if shown.intersects(r)], item.card
        assert not shown.intersects(QRectF(view.mapFromScene(item.sceneBoundingRect()).boundingRect()))
    window.close()
