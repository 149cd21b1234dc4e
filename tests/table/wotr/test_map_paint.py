"""The map keeps pictures of what it paints (names, symbols, counters: their size on screen
never changes) and an unlit region paints nothing; what a player sees is the same as if
everything were painted anew (issue 33: "redraw after an action ... median <= 8 ms")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from lotr_table.table.kit import motion

from tests.table.wotr.test_board_margins import show, table, walk  # noqa: F401  (the fixture)


def painted(table):
    """The map as the window shows it after every posted event (the paint among them): the
    window's own pixels (the screen's grab of it), not the map painted anew for the asking."""
    for _ in range(4):
        QCoreApplication.sendPostedEvents()
    window = table.window()
    port = table.table.viewport()
    at = port.mapTo(window, port.rect().topLeft())
    shot = window.screen().grabWindow(window.winId()).toImage()
    return shot.copy(at.x(), at.y(), port.width(), port.height())


def test_a_region_lit_as_an_answer_and_then_not_is_drawn_as_before(table):
    # a region unlit has no contents of its own: its light is wiped by repainting its place
    s, seat = walk(3, lambda s, seat, v: True)
    show(table, s, seat)
    before = painted(table)
    region = table.scene.regions["fangorn"]
    region.set_lit(True)
    lit = painted(table)
    region.set_lit(False)
    assert lit != before and painted(table) == before
    at = table.table.mapFromScene(table.scene.centre["fangorn"])
    assert table.table.region_at(at) == "fangorn"      # still what a click finds


def test_a_name_changed_to_one_as_wide_is_painted_anew(table):
    # a name's kept picture is painted again when the name changes (another language), even
    # when the new name takes the same room (the picture's size alone would not tell)
    motion.set_enabled(False)
    try:
        s, seat = walk(3, lambda s, seat, v: True)
        show(table, s, seat)
        label = next(label for label in table.scene.labels.values() if label.isVisible() and len(label.name) > 4)
        painted(table)
        name = label.name
        label.set_name(name[1] + name[0] + name[2:])         # the same letters: the same width
        changed = painted(table)
        for item in table.scene.items():                   # every item painted anew
            item.update()
        assert painted(table) == changed
        label.set_name(name)
    finally:
        motion.set_enabled(True)
