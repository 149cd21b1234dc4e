"""The part of an army that goes, chosen on its stack: while the open question asks which of
an army's units move or attack (several options taking from that army: games/wotr/view.py
gives them its region as `source`), a small list stands beside the army's counters, a row per
option in the naming's words ("Sauron: regular units ×2, elite units ×1"); a click on a row
chooses that option, and the army is then dragged to where the part goes. The list keeps its
size on screen (never under 11 px) and stays inside the view."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from lotr_table.table.kit import look as kit_look
from lotr_table.table.wotr import look
from lotr_table.table.wotr.map_items import font

ROW_PX = 12             # a row's words on screen
ROW_H = 20
PAD = 5
GAP = 8                 # screen pixels between the counters and the list


class PartChooser(QGraphicsObject):
    def __init__(self, choose: Callable[[dict], None]) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptHoverEvents(True)
        self.setZValue(40)
        self.choose = choose
        self.region: str | None = None
        self.rows: list[tuple[str, dict]] = []
        self.hover = -1
        self.rect = QRectF()
        self.per_column = 1
        self.column_w = 0.0
        self.setVisible(False)

    # -- what it offers --------------------------------------------------------------------------

    def offer(self, region: str | None, rows: list[tuple[str, dict]], at: QPointF | None = None,
              anchor: QRectF | None = None, bounds: QRectF | None = None) -> None:
        """Rows (words, option) for the army of `region` at `at`, its counters `anchor` and the
        view's visible part `bounds` (both screen pixels about `at`): beside the counters (right,
        else left), as many columns as the view's height needs, kept inside the view; no rows:
        hidden."""
        if not rows or region is None or at is None:
            if self.isVisible():
                self.setVisible(False)
            self.region, self.rows = None, []
            return
        anchor = anchor if anchor is not None else QRectF()
        bounds = bounds if bounds is not None else QRectF(-1e4, -1e4, 2e4, 2e4)
        metrics = QFontMetricsF(font(ROW_PX))
        per_column = max(1, int((bounds.height() - 2 * PAD - 8) // ROW_H))
        columns = -(-len(rows) // per_column)
        per_column = -(-len(rows) // columns)          # the columns evened out
        # each row whole where the view is wide enough (only then elided: whole in its tip and
        # in the decision area)
        column_w = min(max(metrics.horizontalAdvance(words) for words, _ in rows) + 2 * PAD + 4,
                       (bounds.width() - 8) / columns)
        width, height = columns * column_w, per_column * ROW_H + 2 * PAD
        left = anchor.right() + GAP
        if left + width > bounds.right() and anchor.left() - GAP - width >= bounds.left():
            left = anchor.left() - GAP - width
        left = max(bounds.left() + 2, min(left, bounds.right() - width - 2))
        top = anchor.center().y() - height / 2
        top = max(bounds.top() + 2, min(top, bounds.bottom() - height - 2))
        self.prepareGeometryChange()
        self.region, self.rows, self.hover = region, list(rows), -1
        self.per_column, self.column_w = per_column, column_w
        self.rect = QRectF(left, top, width, height)
        self.setPos(at)
        self.setVisible(True)
        self.update()

    def row_at(self, point: QPointF) -> int:
        if not self.rect.contains(point):
            return -1
        column = int((point.x() - self.rect.left()) // self.column_w)
        k = int((point.y() - self.rect.top() - PAD) // ROW_H)
        if not 0 <= k < self.per_column:
            return -1
        k += column * self.per_column
        return k if 0 <= k < len(self.rows) else -1

    def row_rect(self, k: int) -> QRectF:
        column, k = divmod(k, self.per_column)
        return QRectF(self.rect.left() + column * self.column_w + 2, self.rect.top() + PAD + k * ROW_H,
                      self.column_w - 4, ROW_H)

    # -- drawing and the pointer -----------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(kit_look.LIT), 2))
        p.setBrush(QColor(look.HALO))
        p.drawRoundedRect(self.rect, 5, 5)
        p.setFont(font(ROW_PX))
        metrics = QFontMetricsF(font(ROW_PX))
        for k, (words, _) in enumerate(self.rows):
            row = self.row_rect(k)
            if k == self.hover:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(kit_look.LIT).lighter(150))
                p.drawRoundedRect(row, 3, 3)
            p.setPen(QColor(look.INK))
            shown = metrics.elidedText(words, Qt.TextElideMode.ElideRight, row.width() - 2 * PAD)
            p.drawText(row.adjusted(PAD, 0, -PAD, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)

    def hoverMoveEvent(self, event) -> None:
        k = self.row_at(event.pos())
        if k != self.hover:
            self.hover = k
            self.setCursor(Qt.CursorShape.PointingHandCursor if k >= 0 else Qt.CursorShape.ArrowCursor)
            self.setToolTip(self.rows[k][0] if k >= 0 else "")      # an elided row whole
            self.update()

    def hoverLeaveEvent(self, event) -> None:
        if self.hover != -1:
            self.hover = -1
            self.update()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.row_at(event.pos()) >= 0:
            event.accept()
            return
        event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        k = self.row_at(event.pos())
        if k >= 0:
            option = self.rows[k][1]
            self.choose(option)
