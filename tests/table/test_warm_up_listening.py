"""The lobby watches for a person only once it is on screen (issue 28): an application-wide
Python event filter while the window is built sees every event of building it, and PySide,
finding each event's Python type, then makes the enums of some 150 Qt classes the lobby never
uses, a large part of the time before the first frame."""

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from lotr_table.table import settings as stored
from lotr_table.table.main_window import MainWindow
from lotr_table.table.warm_up import WarmUp


def test_no_event_passes_through_the_warm_up_before_the_first_frame_and_a_move_after_it_warms(
        qtbot, data_dir, english, monkeypatch):
    seen, present = [], []
    real_filter = WarmUp.eventFilter
    monkeypatch.setattr(WarmUp, "eventFilter", lambda self, watched, event: seen.append(event.type())
                        or real_filter(self, watched, event))
    # the real `now` runs, so the filter is taken off the application as in the program (a
    # filter left on it outlives the window and its Python side, and crashes a later test)
    monkeypatch.setattr(WarmUp, "game_chosen", lambda self, game_id: present.append(True))
    window = MainWindow(stored.Settings())
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.first_frame, timeout=5000):
        window.show()
        assert seen == []                 # built and shown without the filter
    move = QMouseEvent(QEvent.Type.MouseMove, QPointF(20, 20), QPointF(20, 20), Qt.MouseButton.NoButton,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.lobby.game_list.viewport(), move)
    assert present                        # a person is here: the chosen game warms up
    assert window.lobby.warm_up._present  # and it listens no more
