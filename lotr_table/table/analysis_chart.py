"""Under the board in a review: each side's estimated chance to win over the game, as lines
over the game's actions, the turning points marked on them and the position shown as a rule
(a click on the chart steps the review there); above it the analysis's controls. Drawn only:
what it shows is review_analysis.py's."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPainterPath, QPen, QPolygonF, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from lotr_table.table.i18n import tr

LINE_COLOURS = [QColor("#2f7d45"), QColor("#a8392a"), QColor("#2d5fa8"), QColor("#b07a12"), QColor("#6c3f99")]
TOGETHER = QColor("#a8801f")
TURNING = QColor("#c0261a")


class AnalysisChart(QWidget):
    step = Signal(int)          # the position after this many actions, clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis_chart")
        self.setMinimumHeight(96)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(110)
        self.lines: list[tuple[str, QColor, list[tuple[int, float]]]] = []
        self.turning: list[int] = []
        self.total = 1
        self.at = 0
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_lines(self, lines: list[tuple[str, QColor, list[tuple[int, float]]]], total: int,
                  turning: list[int]) -> None:
        self.lines, self.total, self.turning = lines, max(1, total), turning
        self.update()

    def set_at(self, at: int) -> None:
        self.at = at
        self.update()

    def _plot(self) -> QRectF:
        return QRectF(44, 8, max(10, self.width() - 56), max(10, self.height() - 30))

    def _x(self, index: float, plot: QRectF) -> float:
        return plot.left() + plot.width() * index / self.total

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#efe6cf"))
        plot = self._plot()
        font = QFont(self.font())
        font.setPixelSize(12)
        p.setFont(font)
        p.setPen(QPen(QColor("#b9a77f"), 1))
        for share in (0.0, 0.5, 1.0):
            y = plot.bottom() - plot.height() * share
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor("#4a3a1a"))
            p.drawText(QRectF(0, y - 8, plot.left() - 6, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       tr("Analysis", "{percent} %").format(percent=round(share * 100)))
            p.setPen(QPen(QColor("#b9a77f"), 1))
        for _, colour, points in self.lines:
            if not points:
                continue
            path = QPainterPath()
            for n, (index, chance) in enumerate(points):
                point = QPointF(self._x(index, plot), plot.bottom() - plot.height() * chance)
                path.moveTo(point) if n == 0 else path.lineTo(point)
            p.setPen(QPen(colour, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(TURNING)
        for index in self.turning:
            x = self._x(index, plot)
            p.drawPolygon(QPolygonF([QPointF(x, plot.bottom() + 2), QPointF(x - 6, plot.bottom() + 12),
                                     QPointF(x + 6, plot.bottom() + 12)]))
        x = self._x(self.at, plot)
        p.setPen(QPen(QColor("#3a2a10"), 1.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # the legend, under the plot
        legend_x = plot.left()
        for name, colour, _ in self.lines:
            p.setPen(QPen(colour, 3))
            p.drawLine(QPointF(legend_x, self.height() - 8), QPointF(legend_x + 16, self.height() - 8))
            p.setPen(QColor("#3a2a10"))
            width = p.fontMetrics().horizontalAdvance(name) + 8
            p.drawText(QRectF(legend_x + 20, self.height() - 16, width, 16), Qt.AlignmentFlag.AlignVCenter, name)
            legend_x += 20 + width + 16
        if self.turning:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(TURNING)
            tx = legend_x
            p.drawPolygon(QPolygonF([QPointF(tx + 6, self.height() - 14), QPointF(tx, self.height() - 3),
                                     QPointF(tx + 12, self.height() - 3)]))
            p.setPen(QColor("#3a2a10"))
            text = tr("Analysis", "turning point (T: the next one)")
            p.drawText(QRectF(tx + 16, self.height() - 16, p.fontMetrics().horizontalAdvance(text) + 8, 16),
                       Qt.AlignmentFlag.AlignVCenter, text)
        p.end()

    def mousePressEvent(self, event) -> None:
        plot = self._plot()
        share = (event.position().x() - plot.left()) / plot.width()
        self.step.emit(max(0, min(self.total, round(share * self.total))))


class AnalysisBox(QWidget):
    """Under the board while a game is reviewed: the chart and the analysis's controls."""

    analyse = Signal()
    stop = Signal()
    next_turning = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis_box")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#analysis_box { background: #e4d9bf; border-top: 2px solid #8a6d2f; }"
                           " #analysis_box QLabel { color: #3a2a10; }")
        self.chart = AnalysisChart(self)
        self.analyse_button = QPushButton(self)
        self.analyse_button.setObjectName("analyse")
        self.analyse_button.clicked.connect(self.analyse)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("analysis_progress")
        self.progress.setMaximumWidth(260)
        self.stop_button = QPushButton(self)
        self.stop_button.setObjectName("analysis_stop")
        self.stop_button.clicked.connect(self.stop)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("next_turning_point")
        self.next_button.clicked.connect(self.next_turning)
        QShortcut(QKeySequence("T"), self, self.next_button.click).setContext(Qt.ShortcutContext.WindowShortcut)
        self.summary = QLabel(self)
        self.summary.setObjectName("analysis_summary")
        self.summary.setWordWrap(True)
        row = QHBoxLayout()
        row.setContentsMargins(12, 4, 12, 0)
        for w in (self.analyse_button, self.progress, self.stop_button):
            row.addWidget(w)
        row.addWidget(self.summary, 1)
        row.addWidget(self.next_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 4)
        column.setSpacing(2)
        column.addLayout(row)
        column.addWidget(self.chart)
        self.running(False)
        self.retranslate()
        self.hide()

    def running(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.stop_button.setVisible(on)
        self.analyse_button.setVisible(not on)

    def retranslate(self) -> None:
        self.stop_button.setText(tr("Analysis", "Stop"))
        self.next_button.setText(tr("Analysis", "Next turning point (T)"))
