"""Issue 27, point 11: "A traceback at the end of a cooperative game … RuntimeError: … already
deleted from table/lotr_coop/scene.py roll_die.settle … an animation must never outlive its
item." The die tumbles; the table goes away mid-roll; the roll ends touching nothing."""

from __future__ import annotations

import shiboken6

from lotr_table.engine import registry
from lotr_table.table.kit import motion
from PySide6.QtCore import QRectF

from lotr_table.table.lotr_coop import demo, icons, make_panel, names
from lotr_table.table.lotr_coop.items import PaintItem
from lotr_table.table.screenshot import _position_session

GAME = registry.get_game("lotr_coop")


def test_a_roll_that_outlives_its_table_touches_nothing(qtbot, data_dir, english):
    session = _position_session(GAME, demo.POSITIONS["moria"])
    seat = GAME.to_act(session.state)[0]
    panel = make_panel()
    panel.show_view(GAME.view(session.state, seat), seat)
    scene = panel.scene
    face = next(iter(names.records("die_faces")))
    die = scene.die_item = PaintItem(QRectF(0, 0, 40, 40), lambda p, r: icons.face(p, face, r))
    scene.addItem(die)                  # the threat die as the table draws it after a roll
    scene.roll_die(face)
    rolling = scene._rolling
    assert rolling is not None
    scene.removeItem(die)
    shiboken6.delete(die)               # the die's item is gone (as when the table closes) ...
    scene.die_item = None
    motion.finish_all()                 # ... and the roll ends (a click, Skip, the program's end)
    rolling.setCurrentTime(rolling.duration())
    panel.deleteLater()
