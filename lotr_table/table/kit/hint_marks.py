"""A hint drawn on the table, for every game: the options the teacher recommends lit as moves
(the piece or card ringed, where it goes ringed and an arrow to it), and their words beside
the board (each option in the game's words with its chance, the best one's reason).

It is drawn from what each option acts on (engine/acts_on.py), never from an option's fields:
a table says only where an id is drawn, by its scene's `item_of(id)` (an item, or a
rectangle of the scene). Ids it does not draw are left out; the words still name the option.
A small row over the board's bottom right corner holds the button that asks ("What would you
do?", key H), the progress while the search runs and the button that cancels it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame, QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem, QHBoxLayout, QLabel,
    QProgressBar, QPushButton, QToolButton, QVBoxLayout, QWidget,
)

from lotr_table.table.i18n import tr

Z_HINT = 9000           # above every piece, card and mark of the tables
BEST = QColor("#49d07a")     # the recommended option: a green that no table uses for its lit rings
OTHER = QColor("#c9e9d3")


@dataclass(frozen=True)
class Shown:
    """One option of a hint as the table shows it."""
    words: str            # the option, in the game's words
    chance: float         # 0..1
    acts_on: dict


def place_of(scene, one) -> QRectF | None:
    """Where the scene draws id `one` (scene coordinates), or None."""
    item_of = getattr(scene, "item_of", None)
    found = item_of(one) if item_of is not None else None
    if isinstance(found, QGraphicsItem):
        return found.sceneBoundingRect() if found.isVisible() else None
    if isinstance(found, QRectF):
        return found
    return None


def _ids(value) -> list:
    return list(value) if isinstance(value, (list, tuple)) else [value]


class HintMarks:
    """The rings, arrow and numbers of a hint on one scene."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []

    def show(self, options: list[dict]) -> int:
        """Draw the options (what each acts on), the best first; how many places were drawn."""
        self.clear()
        drawn = 0
        for rank, acts_on in reversed(list(enumerate(options))):
            colour = BEST if rank == 0 else OTHER
            width = 6 if rank == 0 else 3
            pieces = [r for one in _ids(acts_on.get("piece", [])) + _ids(acts_on.get("targets", []))
                      if (r := place_of(self.scene, one)) is not None]
            goes = [r for one in _ids(acts_on.get("to", [])) if (r := place_of(self.scene, one)) is not None]
            for r in pieces:
                self._ring(r, colour, width, Qt.PenStyle.SolidLine)
            for r in goes:
                self._ring(r, colour, width, Qt.PenStyle.DashLine)
            if pieces and goes and pieces[0].center() != goes[0].center():
                self._arrow(pieces[0].center(), goes[0].center(), colour, width)
            first = (pieces or goes or [None])[0]
            if first is not None:
                self._number(first, rank + 1, colour)
            drawn += len(pieces) + len(goes)
        return drawn

    def _add(self, item: QGraphicsItem, z: float = 0) -> None:
        item.setZValue(Z_HINT + z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item)
        self.items.append(item)

    def _ring(self, rect: QRectF, colour: QColor, width: int, style: Qt.PenStyle) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-width, -width, width, width), 10, 10)
        ring = QGraphicsPathItem(path)
        pen = QPen(colour, width)
        pen.setStyle(style)
        ring.setPen(pen)
        self._add(ring)

    def _arrow(self, start: QPointF, end: QPointF, colour: QColor, width: int) -> None:
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        head = 10 + 3 * width
        path = QPainterPath(start)
        path.lineTo(end)
        tip = QPolygonF([end, end - QPointF(math.cos(angle - 0.45) * head, math.sin(angle - 0.45) * head),
                         end - QPointF(math.cos(angle + 0.45) * head, math.sin(angle + 0.45) * head), end])
        path.addPolygon(tip)
        arrow = QGraphicsPathItem(path)
        arrow.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        arrow.setBrush(QBrush(colour))
        self._add(arrow, 1)

    def _number(self, rect: QRectF, number: int, colour: QColor) -> None:
        size = 30
        disc = QGraphicsEllipseItem(rect.left() - size / 2, rect.top() - size / 2, size, size)
        disc.setBrush(QBrush(colour))
        disc.setPen(QPen(QColor("#173a22"), 2))
        self._add(disc, 2)
        text = QGraphicsSimpleTextItem(str(number), disc)
        font = text.font()
        font.setPixelSize(20)
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QBrush(QColor("#173a22")))
        box = text.boundingRect()
        text.setPos(rect.left() - box.width() / 2, rect.top() - box.height() / 2)


def percent(chance: float) -> str:
    # the number and its sign never parted at the end of a line
    return tr("Hint", "{percent} %").format(percent=round(100 * chance)).replace(" %", "\u00a0%")


class HintCard(QFrame):
    """The hint's words over the board's top left corner: each option with its chance, the best
    option's reason. Closed by its ×, by the next view, or by Escape."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hint_card")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#hint_card { background: #f6f0de; border: 2px solid #2f8a50;"
                           " border-radius: 8px; } #hint_card QLabel { color: #1f2a1a; font-size: 13px; }"
                           " #hint_card QLabel#hint_heading { font-weight: bold; font-size: 14px; }")
        self.heading = QLabel(self)
        self.heading.setObjectName("hint_heading")
        self.heading.setWordWrap(True)
        self.lines = QLabel(self)
        self.lines.setObjectName("hint_lines")
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setObjectName("hint_close")
        self.close_button.clicked.connect(self.hide)
        parent.installEventFilter(self)         # kept in its corner when the board resizes
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 8, 10, 8)
        column.addLayout(top)
        column.addWidget(self.lines)
        self.hide()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def _place(self) -> None:
        # the top right corner: the tables keep their hands and piles at the left and bottom
        self.move(max(10, self.parentWidget().width() - self.width() - 10), 10)

    def say(self, heading: str, lines_html: str, width: int) -> None:
        self.heading.setText(heading)
        self.lines.setText(lines_html)
        self.setFixedWidth(width)
        self.adjustSize()
        self._place()
        self.raise_()
        self.show()


class HintRow(QFrame):
    """The button that asks for a hint, the progress of the search, and its Cancel: over the
    board's bottom right corner."""

    asked = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hint_row")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#hint_row { background: #f6f0de; border: 2px solid #2f8a50; border-radius: 8px; }"
                           " #hint_row QPushButton { font-size: 13px; padding: 4px 10px; }")
        self.ask_button = QPushButton(self)
        self.ask_button.setObjectName("hint_ask")
        self.ask_button.clicked.connect(self.asked)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("hint_progress")
        self.progress.setRange(0, 100)
        self.progress.setTextVisible(False)
        self.progress.setFixedWidth(120)
        self.progress.setMaximumHeight(12)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("hint_cancel")
        self.cancel_button.clicked.connect(self.cancelled)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        row.addWidget(self.ask_button)
        row.addWidget(self.progress)
        row.addWidget(self.cancel_button)
        parent.installEventFilter(self)         # kept in its corner when the board resizes
        self.working(None)
        self.retranslate()
        self.hide()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.keep_corner()
        return False

    def keep_corner(self) -> None:
        """In the board's bottom right corner (the board resized or scrolled: board_view)."""
        self.adjustSize()
        area = self.parentWidget().rect()
        self.move(max(4, area.right() - self.width() - 10), max(4, area.bottom() - self.height() - 10))
        self.raise_()

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible)
        if visible:
            self.keep_corner()

    def working(self, fraction: float | None) -> None:
        """The search's progress (0..1), or None: not searching."""
        busy = fraction is not None
        self.ask_button.setVisible(not busy)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.progress.setValue(int(100 * fraction))
        if self.isVisible():
            self.keep_corner()

    def retranslate(self) -> None:
        self.ask_button.setText(tr("Hint", "What would you do? (H)"))
        self.ask_button.setToolTip(tr("Hint", "The computer weighs your options from what your seat knows, "
                                              "and shows the best on the table. You still make the move."))
        self.cancel_button.setText(tr("Hint", "Cancel"))
        if self.isVisible():
            self.keep_corner()
