"""The yardstick for the program's start: a bare PySide6 window holding a scene of 300 items
(about what a game's table holds), of the program's default size, that prints the seconds
from process start to its first painted frame and exits, as the program does with
LOTR_TABLE_EXIT_AFTER_FIRST_FRAME=1 (and stays LOTR_TABLE_HOLD_AFTER_FIRST_FRAME seconds
first). benchmarks/startup.py starts it beside the program.

    python benchmarks/bare_window.py
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

from lotr_table.startup_clock import first_frame_words, hold_seconds, report_leaving

ITEMS = 300


class BareWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.scene = QGraphicsScene(self)
        for n in range(ITEMS):
            self.scene.addRect(n % 20 * 60, n // 20 * 90, 50, 80)
        self.setCentralWidget(QGraphicsView(self.scene, self))
        self.resize(1280, 800)
        self._painted = False

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self._first_frame)

    def _first_frame(self) -> None:
        print(first_frame_words(), flush=True)
        QTimer.singleShot(int(hold_seconds() * 1000), self._leave)

    def _leave(self) -> None:
        report_leaving()
        QApplication.instance().quit()


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = BareWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
