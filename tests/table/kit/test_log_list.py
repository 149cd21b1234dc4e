"""The log in the side column: a long entry wraps and is never cut, also when written anew (a
reloaded game, another language); it follows the newest entry unless the person scrolled up
to read; it keeps room for eight lines; the turn being played is marked; resting the pointer
on an entry says which entry it is."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from lotr_table.table.kit.log_list import MIN_LINES, TURN_TINT, LogList

LONG = ("The Fellowship: a hero crosses from Eregion into the Misty Mountains by the Moria tunnel, "
        "while the Balrog waits in Caradhras and the Watcher stirs in the water by the western gate")


def move_to(widget, at: QPoint) -> None:
    """The pointer comes to rest at `at` (sent to the widget itself: no real cursor off screen)."""
    point = QPointF(at)
    event = QMouseEvent(QEvent.Type.MouseMove, point, widget.mapToGlobal(point), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def entries(n: int, first: int = 0) -> list[dict]:
    return [{"template": "Entry {n}.", "args": {"n": first + i}} for i in range(n)]


def line(entry: dict) -> str:
    return entry["template"].format(**entry["args"]) if entry["template"] != "long" else LONG


def make_log(qtbot, width: int = 300, height: int = 260) -> LogList:
    log = LogList()
    qtbot.addWidget(log)
    log.resize(width, height)
    log.show()
    qtbot.waitExposed(log)
    return log


def lines_of(log: LogList, index: int) -> int:
    block = log.document().findBlockByNumber(index)
    log.document().documentLayout().blockBoundingRect(block)      # laid out now
    return block.layout().lineCount()


def test_a_long_entry_wraps_whole_also_when_written_anew(qtbot):
    log = make_log(qtbot)
    log.show_log([{"template": "long", "args": {}}], line)
    assert log.entries() == [LONG]                          # every word, no ellipsis
    assert lines_of(log, 0) > 2
    log.show_log([{"template": "long", "args": {}}], line, again=True)    # a save opened again
    assert log.entries() == [LONG] and lines_of(log, 0) > 2


def test_the_log_follows_the_newest_entry(qtbot):
    log = make_log(qtbot)
    shown = entries(40)
    log.show_log(shown, line)
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=2000)
    for n in range(5):                                       # one entry after another, as play goes
        shown = shown + entries(1, 40 + n)
        log.show_log(shown, line)
        qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=2000)
    assert log.following


def test_a_person_who_scrolled_up_keeps_reading_where_they_are(qtbot):
    log = make_log(qtbot)
    shown = entries(40)
    log.show_log(shown, line)
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=2000)
    bar.setValue(10)                                          # scrolled up to an old entry
    assert not log.following
    log.show_log(shown + entries(3, 40), line)
    QTest.qWait(50)
    assert bar.value() == 10
    bar.setValue(bar.maximum())                               # back at the bottom: follows again
    log.show_log(shown + entries(6, 40), line)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=2000)


def test_the_log_keeps_room_for_eight_lines(qtbot):
    log = make_log(qtbot, height=40)
    assert log.minimumHeight() >= MIN_LINES * log.fontMetrics().lineSpacing()
    log.resize(300, log.minimumHeight())
    log.show_log(entries(MIN_LINES), line)
    last = log.document().findBlockByNumber(MIN_LINES - 1)
    bottom = log.document().documentLayout().blockBoundingRect(last).bottom()
    assert bottom <= log.viewport().height()                  # eight one-line entries in sight


def test_the_entries_of_the_turn_being_played_are_marked(qtbot):
    log = make_log(qtbot)
    log.show_log(entries(6), line, turn_from=3)
    assert log.marked() == [3, 4, 5]
    tints = [log.document().findBlockByNumber(i).blockFormat().background().color() for i in range(6)]
    assert tints[3:] == [TURN_TINT] * 3 and TURN_TINT not in tints[:3]
    log.show_log(entries(8), line, turn_from=6)               # the next turn began
    assert log.marked() == [6, 7]
    assert log.document().findBlockByNumber(4).blockFormat().background().color() != TURN_TINT
    assert log.document().findBlockByNumber(7).blockFormat().background().color() == TURN_TINT


def test_resting_the_pointer_on_an_entry_names_it(qtbot):
    log = make_log(qtbot)
    log.show_log(entries(3), line)
    heard: list[int] = []
    log.hovered.connect(heard.append)
    block = log.document().findBlockByNumber(1)
    rect = log.document().documentLayout().blockBoundingRect(block)
    move_to(log.viewport(), QPoint(20, int(rect.center().y()) - log.verticalScrollBar().value()))
    qtbot.waitUntil(lambda: heard[-1:] == [1], timeout=2000)
    log.leaveEvent(None)
    assert heard[-1] == -1
