"""The first-run introduction: over the table, the first time a game is put on it, four small
drawn pictures with a line each — how to move, zoom, see a piece large and take a move back.
Dismissed once, it is remembered in the settings and not shown again unless asked for from the
Help menu."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from lotr_table.table.i18n import tr

INK = QColor("#3a2a10")
LIT = QColor("#e0b040")
TILE = QColor("#6f8f5a")


class Sketch(QWidget):
    """One of the four pictures, painted: 'move', 'zoom', 'preview' or 'undo'."""

    def __init__(self, what: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.what = what
        self.setFixedSize(96, 72)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        getattr(self, f"_{self.what}")(p)
        p.end()

    def _move(self, p: QPainter) -> None:
        p.setPen(QPen(LIT, 4))
        p.setBrush(QColor(224, 176, 64, 60))
        p.drawEllipse(QRectF(58, 24, 32, 32))              # the lit target
        p.setPen(QPen(INK, 1.5))
        p.setBrush(TILE)
        p.drawRoundedRect(QRectF(6, 22, 26, 34), 4, 4)     # the piece
        p.setPen(QPen(INK, 2.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(34, 39), QPointF(54, 39))
        p.setBrush(INK)
        p.drawPolygon([QPointF(56, 39), QPointF(49, 34), QPointF(49, 44)])
        p.setPen(INK)
        p.drawText(QRectF(58, 24, 32, 32), Qt.AlignmentFlag.AlignCenter, "1")

    def _zoom(self, p: QPainter) -> None:
        p.setPen(QPen(INK, 4))
        p.setBrush(QColor(255, 255, 255, 120))
        p.drawEllipse(QRectF(18, 8, 40, 40))
        p.drawLine(QPointF(52, 44), QPointF(70, 62))
        p.setPen(QPen(INK, 3))
        p.drawLine(QPointF(30, 28), QPointF(46, 28))
        p.drawLine(QPointF(38, 20), QPointF(38, 36))

    def _preview(self, p: QPainter) -> None:
        p.setPen(QPen(INK, 1.5))
        p.setBrush(TILE)
        p.drawRoundedRect(QRectF(8, 36, 18, 26), 3, 3)     # the piece under the pointer
        p.setBrush(QColor("#f4ead2"))
        p.drawRoundedRect(QRectF(38, 6, 44, 60), 5, 5)     # and it, large
        p.setBrush(TILE)
        p.drawRect(QRectF(42, 10, 36, 22))
        for y in (38, 46, 54):
            p.drawLine(QPointF(43, y), QPointF(77, y))

    def _undo(self, p: QPainter) -> None:
        p.setPen(QPen(INK, 4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(QPointF(70, 56))
        path.cubicTo(QPointF(78, 20), QPointF(40, 8), QPointF(24, 30))
        p.drawPath(path)
        p.setBrush(INK)
        p.drawPolygon([QPointF(16, 40), QPointF(18, 22), QPointF(32, 32)])


class Intro(QFrame):
    done = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("intro")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#intro { background: rgba(20, 14, 8, 170); }"
                           " #intro_card { background: #f3e3b5; border: 2px solid #b08a3a; border-radius: 12px; }"
                           " #intro_card QLabel { color: #3a2a10; }")
        card = QFrame(self)
        card.setObjectName("intro_card")
        card.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.card = card
        self.title = QLabel(card)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(12)
        self.lines: dict[str, QLabel] = {}
        for row, what in enumerate(("move", "zoom", "preview", "undo")):
            grid.addWidget(Sketch(what, card), row, 0)
            line = QLabel(card)
            line.setWordWrap(True)
            line.setMinimumWidth(380)
            grid.addWidget(line, row, 1)
            self.lines[what] = line
        self.close_button = QPushButton(card)
        self.close_button.setObjectName("intro_done")
        self.close_button.clicked.connect(self._done)
        column = QVBoxLayout(card)
        column.setContentsMargins(24, 20, 24, 20)
        column.addWidget(self.title)
        column.addLayout(grid)
        column.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.game_id: str | None = None
        self.retranslate()
        self.hide()

    # Games whose table holds cards only: the introduction speaks of cards and of choosing
    # them, never of moving pieces.
    CARD_GAMES = ("wotr_cards",)
    # The Trading Card Game: cards played from the hand onto the player's row or a companion.
    TRADING_CARD_GAMES = ("lotr_tcg",)

    def cover(self, game_id: str | None = None) -> None:
        """Show over the whole parent, the card in the middle, in the words of the game on the
        table (`game_id`; None keeps the last)."""
        if game_id is not None and game_id != self.game_id:
            self.game_id = game_id
            self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self._place_card()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_card()

    def _place_card(self) -> None:
        self.card.adjustSize()
        size = self.card.sizeHint()
        self.card.setGeometry((self.width() - size.width()) // 2, (self.height() - size.height()) // 2,
                              size.width(), size.height())

    def _done(self) -> None:
        self.hide()
        self.done.emit()

    def _words(self) -> dict[str, str]:
        """The four lines in the words of the game on the table: pieces, the card game's
        cards, or the Trading Card Game's."""
        table_zoom = tr("Intro", "<b>Zoom:</b> turn the mouse wheel, or press + and \u2212; Ctrl+0 fits "
                                 "the table to the window. Drag the empty table to move it about.")
        take_back = tr("Intro", "<b>Take back:</b> Ctrl+Z takes back your last move, until something "
                                "hidden has been revealed. The Help menu has the rules and every key.")
        if self.game_id in self.CARD_GAMES:
            return {
                "move": tr("Intro", "<b>Play a card:</b> click a lit card to choose it; what it can do is "
                                    "listed on the right. Click it again, or press its button, to do it. "
                                    "You may also drag it onto a lit location or your reserve."),
                "zoom": table_zoom,
                "preview": tr("Intro", "<b>Read a card:</b> rest the pointer on a card, or reach it with the "
                                       "arrow keys and press Space, to read it whole: its icons, its paths "
                                       "and its text."),
                "undo": tr("Intro", "<b>Before it is done:</b> cycling, eliminating or forsaking a card and "
                                    "passing cannot be taken back once the next player acts, so each asks "
                                    "once. The Help menu has the rules and every key.")}
        if self.game_id in self.TRADING_CARD_GAMES:
            return {
                "move": tr("Intro", "<b>Play a card:</b> drag it from your hand onto a lit place (your "
                                    "row, or the companion who will bear it), or click it; every answer "
                                    "is also a button on the right, Pass among them. Assign a minion by "
                                    "dragging it onto a companion."),
                "zoom": table_zoom,
                "preview": tr("Intro", "<b>Read a card:</b> rest the pointer on a card, or reach it with the "
                                       "arrow keys and press Space, to read it whole, its game text included."),
                "undo": take_back}
        return {
            "move": tr("Intro", "<b>Move:</b> drag a piece or card onto a lit place, or click it and "
                                "then the place. The lit places are numbered: with a piece picked, "
                                "press the number."),
            "zoom": tr("Intro", "<b>Zoom:</b> turn the mouse wheel, or press + and \u2212; Ctrl+0 fits "
                                "the board to the window. Drag the empty table to move it about."),
            "preview": tr("Intro", "<b>Look closer:</b> rest the pointer on a piece or card to see it "
                                   "large, with its whole text."),
            "undo": take_back}

    def retranslate(self) -> None:
        self.title.setText(tr("Intro", "How to play at this table"))
        for key, words in self._words().items():
            self.lines[key].setText(words)
        self.close_button.setText(tr("Intro", "Got it"))
        if self.isVisible():
            self._place_card()
