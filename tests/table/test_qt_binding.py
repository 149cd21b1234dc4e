"""The Qt binding must not corrupt Python: PySide6 6.12.0 on Python 3.11 takes a reference
away from None on every void Qt call, and the interpreter aborts once None's count runs out.
pyproject.toml keeps such a release out; this test catches one that slips back in."""

import sys

from PySide6.QtWidgets import QGraphicsRectItem


def test_void_qt_calls_leave_nones_reference_count_alone(qtbot):
    item = QGraphicsRectItem()
    before = sys.getrefcount(None)
    for i in range(200):
        item.setPos(i, i)
    assert sys.getrefcount(None) - before > -50
