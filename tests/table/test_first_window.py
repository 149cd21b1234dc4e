"""The first window fits the screen it opens on (issue 27: on a 1366x768 laptop the first start
opened 1280x800, its bottom off the screen)."""

from PySide6.QtCore import QRect, QSize

from lotr_table.table import settings as stored
from lotr_table.table.main_window import FRAME_ALLOWANCE, MainWindow, first_geometry


def test_the_first_window_fits_the_screen_it_opens_on(qtbot, data_dir, english):
    window = MainWindow(stored.Settings())       # nothing remembered: a first start
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    room = window.screen().availableGeometry()  # the offscreen screen: 800x600
    assert room.width() < 1280 or room.height() < 800
    outer = window.geometry().adjusted(-FRAME_ALLOWANCE.width() // 2, FRAME_ALLOWANCE.width() // 2
                                       - FRAME_ALLOWANCE.height(), FRAME_ALLOWANCE.width() // 2,
                                       FRAME_ALLOWANCE.width() // 2)
    assert room.contains(window.frameGeometry()) and room.contains(outer)


def test_on_a_1366x768_laptop_the_window_and_its_frame_stay_above_the_panel():
    room = QRect(0, 0, 1366, 768 - 28)          # a panel along the bottom
    placed = first_geometry(room)
    assert placed.size() == QSize(1280, 768 - 28 - FRAME_ALLOWANCE.height())
    assert placed.top() - (FRAME_ALLOWANCE.height() - FRAME_ALLOWANCE.width() // 2) >= room.top()
    assert placed.bottom() + FRAME_ALLOWANCE.width() // 2 <= room.bottom()


def test_a_large_screen_gets_the_whole_first_size_centred_on_it():
    placed = first_geometry(QRect(1920, 0, 2560, 1400))     # the second of two screens
    assert placed.size() == QSize(1280, 800) and QRect(1920, 0, 2560, 1400).contains(placed)
    assert abs(placed.center().x() - (1920 + 1280)) <= 1
