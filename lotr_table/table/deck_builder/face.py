"""A card's face drawn from its data in the chosen language: the culture's colour band with the
title, subtitle and twilight cost, the card type and keywords, the game text, and strength,
vitality, resistance or the site number where printed. The deck builder's own plain face (the
table draws its own, table/lotr_tcg); the whole text is the card's tooltip."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from lotr_table.table.deck_builder.words import card_words, culture_name, keyword_name, printed_numbers, type_name

WIDTH, HEIGHT = 176, 246
SMALLEST = 11                       # px: nothing a player must read is smaller

CULTURE_COLOURS = {                 # the printed cards' colours, roughly
    "dwarven": "#b5651d", "elven": "#3f8f3f", "gandalf": "#7a7a7a", "gondor": "#4a4a8a",
    "shire": "#8fae3a", "isengard": "#c8a000", "moria": "#a03030", "ringwraith": "#2f5f5f",
    "sauron": "#9a4a1a", None: "#6b5a3a",
}


def colour_of(card) -> QColor:
    return QColor(CULTURE_COLOURS.get(card.culture, CULTURE_COLOURS[None]))


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(px, SMALLEST))
    font.setBold(bold)
    return font


def paint(painter: QPainter, rect: QRect, card, chosen: bool = False, copies: int = 0) -> None:
    """Draw `card` in `rect`; `copies` in the deck are shown as a badge."""
    words = card_words(card)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    band = colour_of(card)
    outer = QRectF(rect).adjusted(2, 2, -2, -2)
    painter.setPen(QPen(QColor("#f0c040") if chosen else QColor("#2a2118"), 3 if chosen else 1.5))
    painter.setBrush(QColor("#f4ecd8"))
    painter.drawRoundedRect(outer, 8, 8)
    head = QRectF(outer.left(), outer.top(), outer.width(), 46)
    painter.setBrush(band)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(head, 8, 8)
    painter.setPen(QColor("white"))
    left = head.adjusted(6, 2, -30, 0)
    if card.type != "site" and card.type != "the_one_ring":
        painter.setFont(_font(15, True))
        painter.drawText(QRectF(head.right() - 28, head.top() + 2, 24, 24), Qt.AlignmentFlag.AlignCenter, str(card.cost))
    elif card.type == "site":
        painter.setFont(_font(15, True))
        painter.drawText(QRectF(head.right() - 28, head.top() + 2, 24, 24), Qt.AlignmentFlag.AlignCenter, str(card.site))
    full = ("• " if card.unique else "") + words.title
    for px in (13, 12, 11):                 # a long title is drawn smaller before it is cut
        painter.setFont(_font(px, True))
        if painter.fontMetrics().horizontalAdvance(full) <= left.width():
            break
    title = painter.fontMetrics().elidedText(full, Qt.TextElideMode.ElideRight, int(left.width()))
    painter.drawText(left.adjusted(0, 0, 0, -22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    if words.subtitle:
        painter.setFont(_font(11))
        sub = painter.fontMetrics().elidedText(words.subtitle, Qt.TextElideMode.ElideRight, int(left.width()))
        painter.drawText(left.adjusted(0, 22, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, sub)
    painter.setPen(QColor("#2a2118"))
    painter.setFont(_font(11, True))
    kind = type_name(card.type) + (" · " + culture_name(card.culture) if card.culture else "")
    line = QRectF(outer.left() + 6, head.bottom() + 2, outer.width() - 12, 16)
    painter.drawText(line, Qt.AlignmentFlag.AlignLeft, painter.fontMetrics().elidedText(kind, Qt.TextElideMode.ElideRight,
                                                                                          int(line.width())))
    body_top = line.bottom() + 2
    if card.keywords:
        painter.setFont(_font(11))
        keys = ", ".join(keyword_name(k) for k in card.keywords)
        kline = QRectF(outer.left() + 6, body_top, outer.width() - 12, 16)
        painter.drawText(kline, Qt.AlignmentFlag.AlignLeft,
                         painter.fontMetrics().elidedText(keys, Qt.TextElideMode.ElideRight, int(kline.width())))
        body_top = kline.bottom() + 2
    numbers = _numbers(card)
    foot = 32 if numbers else 4
    painter.setFont(_font(11))
    text_rect = QRectF(outer.left() + 6, body_top, outer.width() - 12, outer.bottom() - foot - body_top)
    painter.drawText(text_rect, Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop, words.text)
    if numbers:
        painter.setFont(_font(11, True))
        painter.drawText(QRectF(outer.left() + 6, outer.bottom() - 32, outer.width() - 36 if copies else outer.width() - 12, 30),
                         Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter, numbers)
    if copies:
        badge = QRectF(outer.right() - 30, outer.bottom() - 30, 26, 26)
        painter.setBrush(QColor("#2a2118"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(badge)
        painter.setPen(QColor("#f0c040"))
        painter.setFont(_font(13, True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"{copies}")
    painter.restore()


def _numbers(card) -> str:
    """Strength, vitality and resistance (or a minion's site number) as printed."""
    return printed_numbers(card)
