"""Moving heroes on the Confrontation table: drag, click, keys; refusals slide the tile back.

DESIGN.md, "The table": "A drag asks the engine which targets are legal and lights them; a
drop becomes an action; an illegal drop slides back and the status bar says why ... Every
drag has a click alternative and a keyboard shortcut."
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from lotr_table.games.confrontation.game import GAME
from tests.games.confrontation.scenario import FP, SAU, where
from tests.table.confrontation.table_kit import Table

# Legolas in Eregion may go forward to the Misty Mountains, to Caradhras (an attack) or through
# the Moria tunnel to Fangorn; Rhudaur beside him is sideways, which he may not do.
POSITION = {
    "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c", "sam_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
    "active": "fellowship",
}


def table(qtbot, position=POSITION, seat=None):
    return Table(qtbot, GAME.position(position, 1), seat)


def test_dragging_a_tile_to_a_legal_region_moves_the_hero(qtbot):
    t = table(qtbot)
    t.drag(t.tile("legolas"), t.region_point("misty_mountains"))
    t.wait_applied(1)
    assert where(t.state, "legolas") == "misty_mountains"
    assert t.refusals == []


def test_while_dragging_the_legal_destinations_light_up(qtbot):
    t = table(qtbot)
    tile = t.tile("legolas")
    start = t.at(tile.scenePos())
    QTest.mousePress(t.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(t.viewport, start + QPoint(30, 30))
    QTest.mouseMove(t.viewport, start + QPoint(60, 40))
    lit = {rid for rid, item in t.scene.region_items.items() if item.lit}
    # the tunnel move to Fangorn is among them
    assert lit == {"misty_mountains", "caradhras", "fangorn"}
    assert tile.pos() != tile.home            # the tile follows the pointer
    QTest.mouseRelease(t.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)


def test_the_tunnel_move_is_made_by_dropping_on_fangorn(qtbot):
    t = table(qtbot)
    t.drag(t.tile("legolas"), t.region_point("fangorn"))
    t.wait_applied(1)
    seat, action = t.applied[0]
    assert action.kind == "move" and action["to"] == "fangorn" and action["via"] == "tunnel"


def test_a_drop_on_an_illegal_region_is_refused_and_the_tile_slides_back(qtbot):
    t = table(qtbot)
    tile = t.tile("legolas")
    home = tile.home
    t.drag(tile, t.region_point("rhudaur"))
    t.wait_refused()
    assert t.refusals == ["Legolas may only move forward into an adjacent region, unless its text allows more."]
    assert t.statuses[-1] == t.refusals[0]
    assert where(t.state, "legolas") == "eregion"
    qtbot.waitUntil(lambda: tile.pos() == home, timeout=2000)
    assert t.panel.decision.reason.text() == t.refusals[0]


def test_a_drop_off_the_board_slides_back_with_a_reason(qtbot):
    t = table(qtbot)
    tile = t.tile("legolas")
    home = tile.home
    x, y, w, h = t.scene.layout.zone("battle")
    t.drag(tile, t.at((x + w / 2, y + h / 2)))
    qtbot.waitUntil(lambda: tile.pos() == home, timeout=2000)
    assert t.statuses and "region" in t.statuses[-1]
    qtbot.wait(50)
    assert t.applied == [] and t.refusals == []


def test_click_the_tile_then_the_region(qtbot):
    t = table(qtbot)
    t.click_item(t.tile("legolas"))
    assert t.scene.region_items["misty_mountains"].lit
    t.click(t.region_point("misty_mountains"))
    t.wait_applied(1)
    assert where(t.state, "legolas") == "misty_mountains"


def test_keys_pick_a_tile_and_a_numbered_destination(qtbot):
    t = table(qtbot)
    view = t.panel.table
    view.setFocus()
    hands = t.panel.hands
    for _ in range(len(hands.focusables())):
        QTest.keyClick(view, Qt.Key.Key_Right)
        if hands.focused_item() is t.tile("legolas"):
            break
    assert hands.focused_item() is t.tile("legolas")
    QTest.keyClick(view, Qt.Key.Key_Return)
    numbers = {rid: item.number for rid, item in t.scene.region_items.items() if item.lit}
    assert numbers == {"misty_mountains": 2, "caradhras": 3, "fangorn": 1} or sorted(numbers.values()) == [1, 2, 3]
    target = next(rid for rid, n in numbers.items() if n == 1)
    QTest.keyClick(view, Qt.Key.Key_1)
    t.wait_applied(1)
    assert where(t.state, "legolas") == target


def test_a_hidden_enemy_tile_cannot_be_dragged(qtbot):
    t = table(qtbot)
    enemy = next(tile for tile in t.scene.tiles if tile.side == "sauron")
    assert enemy.hero is None and not enemy.movable
    t.drag(enemy, t.region_point("eregion"))
    qtbot.wait(50)
    assert t.applied == [] and t.refusals == []


def test_placing_heroes_in_setup_by_drag(qtbot):
    state = GAME.setup(None, 1)
    t = Table(qtbot, state, FP)
    assert {tile.hero for tile in t.scene.tiles} == set(GAME.view(state, FP)["roster"]["fellowship"])
    t.drag(t.tile("frodo_c"), t.region_point("shire"))
    t.wait_applied(1)
    t.show(FP)
    assert t.tile("frodo_c").region == "shire"
    # a hero may not be placed in the mountains: the engine says why
    t.drag(t.tile("sam_c"), t.region_point("caradhras"))
    t.wait_refused()
    assert "cannot be placed" in t.refusals[0]


def test_the_sauron_seat_sees_mordor_at_the_bottom(qtbot):
    t = table(qtbot, {**POSITION, "active": "sauron"}, SAU)
    layout = t.scene.layout
    assert layout.regions["mordor"].centre[1] > layout.regions["shire"].centre[1]
    t.drag(t.tile("balrog"), t.region_point("gondor"))
    t.wait_applied(1)
    assert where(t.state, "balrog") == "gondor"


def test_the_wheel_zooms_dragging_the_empty_table_pans_and_fit_shows_it_all(qtbot):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication
    t = table(qtbot)
    view = t.panel.table
    fitted = view.transform().m11()
    centre = QPointF(view.viewport().rect().center())
    wheel = QWheelEvent(centre, view.viewport().mapToGlobal(centre), QPoint(0, 0), QPoint(0, 240),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.transform().m11() > fitted * 1.2
    before = view.mapToScene(view.viewport().rect().center())
    empty = t.at((-800, 340))           # the table left of the board, between the zones
    assert not [i for i in view.items(empty) if hasattr(i, "preview")]
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, empty)
    for step in range(1, 6):
        QTest.mouseMove(view.viewport(), empty + QPoint(20 * step, 10 * step))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       empty + QPoint(100, 50))
    after = view.mapToScene(view.viewport().rect().center())
    assert (before - after).manhattanLength() > 50
    t.panel.fit()
    assert abs(view.transform().m11() - fitted) < 1e-6
    table_rect = t.scene.table_rect()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(table_rect.adjusted(2, 2, -2, -2))
