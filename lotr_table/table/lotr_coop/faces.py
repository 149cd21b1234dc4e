"""Faces drawn by the program: a card (journey, legendary, epic, Gandalf), a story tile, a
hobbit figure. Each paints into a rectangle with a QPainter; sizes follow the rectangle."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import icons, look, names, words

ALIGN_TOP = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
ALIGN_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def symbol_row(p: QPainter, rect: QRectF, symbols: dict[str, int], size: float | None = None) -> None:
    """The symbols of a card half as icons, centred in rect (one icon per symbol)."""
    kinds = [k for k, n in symbols.items() for _ in range(int(n))]
    if not kinds:
        return
    size = size or min(rect.height(), rect.width() / len(kinds) - 4)
    size = min(size, rect.width() / len(kinds) - 2)
    gap = 3
    total = len(kinds) * size + (len(kinds) - 1) * gap
    x = rect.center().x() - total / 2
    y = rect.center().y() - size / 2
    for kind in kinds:
        icons.draw(p, kind, QRectF(x, y, size, size))
        x += size + gap


def symbol_words(symbols: dict[str, int]) -> str:
    parts = [tr("LotrCoopPanel", "{n} × {symbol}").format(n=n, symbol=words.track(k)) for k, n in symbols.items()]
    return ", ".join(parts)


TITLE_SHARE = 0.24      # of a card's height: two lines of its name, read at 11 px in a 1366x768 window
TALL = 228 / 158        # a card's height to its width: a card drawn shorter (a hand in two rows) keeps its name band


def card(p: QPainter, rect: QRectF, card_id: str | None, *, greyed: bool = False, compact: bool = False) -> None:
    """One card face (card_id None: its back)."""
    w, h = rect.width(), rect.height()
    radius = w * 0.07
    if card_id is None:
        p.setPen(look.pen("#2a1c10", 2))
        p.setBrush(QColor("#5a3d22"))
        p.drawRoundedRect(rect, radius, radius)
        p.setPen(look.pen("#c9a24a", 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08), radius, radius)
        icons.draw(p, "ring", QRectF(rect.center().x() - w * 0.22, rect.center().y() - w * 0.22, w * 0.44, w * 0.44))
        return
    gandalf = names.is_gandalf(card_id)
    colour = "gandalf" if gandalf else names.card_colour(card_id)
    face, frame = look.CARD.get(colour, look.CARD["brown"])
    p.setPen(look.pen(frame.darker(130).name(), max(1.5, w * 0.02)))
    p.setBrush(face)
    p.drawRoundedRect(rect, radius, radius)
    # a small card lying on its side (Gandalf's, a board's legendary cards beside the board) has a
    # name band of half its height: its name reads whole across the width at 11 px
    wide = compact and w > h
    band_h = h * 0.46 if wide else h * 0.2 if compact else min(h * 0.45, max(h, w * TALL) * TITLE_SHARE)
    band = QRectF(rect.x(), rect.y(), w, band_h)
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.save()
    p.setClipPath(path)
    p.fillRect(band, frame)
    p.restore()
    name = words.card(card_id)
    look.draw_text(p, band.adjusted(w * 0.04, 1, -w * 0.04, -1), name,
                   min(band_h * 0.62, 20) if wide else band_h * (0.62 if compact else 0.42),
                   QColor("#fbf6e6"), min_px=max(6, band_h * 0.3), bold=True, wrap=True, family=look.NARROW,
                   short=words.card_short(card_id))
    body = QRectF(rect.x() + w * 0.07, rect.y() + band_h + h * 0.03, w * 0.86, h - band_h - h * 0.06)
    symbols = {} if gandalf else names.card_symbols(card_id)
    text = words.card_text(card_id)
    if wide:
        # the symbols only, as icons (the name and the text are one hover away)
        if symbols:
            symbol_row(p, body, symbols, min(body.height(), 40))
        else:
            s = min(body.height(), 40)
            icons.draw(p, "gold" if gandalf else "heal", QRectF(body.center().x() - s / 2, body.y(), s, s))
    elif symbols:
        icon_h = min(body.width() * 0.42, body.height() * (0.5 if text else 0.6))
        symbol_row(p, QRectF(body.x(), body.y(), body.width(), icon_h), symbols, icon_h)
        below = QRectF(body.x(), body.y() + icon_h + 4, body.width(), body.height() - icon_h - 4)
        if text and not compact:
            look.draw_text(p, below, text, 11, look.INK, min_px=6, family=look.SANS, wrap=True,
                           align=ALIGN_TOP)
        else:
            label = symbol_words(symbols)
            look.draw_text(p, below, label, h * 0.075, look.INK_SOFT, min_px=6, family=look.SANS, wrap=True,
                           align=ALIGN_TOP)
    elif compact:
        # too small for the text (the preview shows it): an emblem instead
        s = min(body.width(), body.height()) * 0.7
        icons.draw(p, "gold" if gandalf else "heal", QRectF(body.center().x() - s / 2, body.center().y() - s / 2, s, s))
    elif text:
        look.draw_text(p, body, text, 12, look.INK, min_px=6, family=look.SANS, wrap=True, align=ALIGN_TOP)
    if greyed:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(look.GREYED)
        p.drawRoundedRect(rect, radius, radius)


def tile(p: QPainter, rect: QRectF, tile_id: str | None) -> None:
    """A story tile, face up (None: the back of the stack)."""
    s = rect.width()
    p.setPen(look.pen("#3a2a14", max(1.5, s * 0.02)))
    if tile_id is None:
        p.setBrush(QColor("#4a3a24"))
        p.drawRoundedRect(rect, s * 0.08, s * 0.08)
        icons.draw(p, "eye", rect.adjusted(s * 0.25, s * 0.25, -s * 0.25, -s * 0.25))
        return
    p.setBrush(QColor("#f1e4c4"))
    p.drawRoundedRect(rect, s * 0.08, s * 0.08)
    inner = rect.adjusted(s * 0.12, s * 0.1, -s * 0.12, -s * 0.26)
    activity = names.tile_activity(tile_id)
    if activity:
        icons.draw(p, activity, inner)
    else:
        pictures = {"relentless_time": ["hourglass"], "ring_influence": ["ring", "dot"],
                    "sauron_will": ["eye", "dot", "dot"], "meagre_choice": ["cards", "cards", "hourglass"],
                    "retreat": ["card", "token", "rune", "hourglass"]}.get(tile_id, [])
        n = max(1, len(pictures))
        size = min(inner.height(), inner.width() / n)
        x = inner.center().x() - size * n / 2
        for kind in pictures:
            r = QRectF(x, inner.center().y() - size / 2, size, size)
            if kind == "hourglass":
                hourglass(p, r)
            elif kind == "dot":
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#1b1b1b"))
                p.drawEllipse(r.center(), size * 0.2, size * 0.2)
            else:
                icons.draw(p, kind, r)
            x += size
    look.draw_text(p, QRectF(rect.x() + 4, rect.bottom() - s * 0.25, s - 8, s * 0.22), words.tile(tile_id),
                   s * 0.11, look.INK, min_px=7, bold=True, wrap=True)


def hourglass(p: QPainter, r: QRectF) -> None:
    s = min(r.width(), r.height())
    c = r.center()
    path = QPainterPath()
    path.moveTo(c.x() - s * 0.28, c.y() - s * 0.38)
    path.lineTo(c.x() + s * 0.28, c.y() - s * 0.38)
    path.lineTo(c.x() + s * 0.04, c.y())
    path.lineTo(c.x() + s * 0.28, c.y() + s * 0.38)
    path.lineTo(c.x() - s * 0.28, c.y() + s * 0.38)
    path.lineTo(c.x() - s * 0.04, c.y())
    path.closeSubpath()
    p.setPen(look.pen("#4a2c10", max(1.0, s * 0.05)))
    p.setBrush(QColor("#f3dca0"))
    p.drawPath(path)
    sand = QPainterPath()
    sand.moveTo(c.x() - s * 0.2, c.y() + s * 0.34)
    sand.lineTo(c.x() + s * 0.2, c.y() + s * 0.34)
    sand.lineTo(c.x(), c.y() + s * 0.12)
    sand.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#c98a1c"))
    p.drawPath(sand)
    p.setPen(look.pen("#4a2c10", max(1.0, s * 0.07)))
    p.drawLine(QPointF(c.x() - s * 0.34, c.y() - s * 0.4), QPointF(c.x() + s * 0.34, c.y() - s * 0.4))
    p.drawLine(QPointF(c.x() - s * 0.34, c.y() + s * 0.4), QPointF(c.x() + s * 0.34, c.y() + s * 0.4))


def figure(p: QPainter, rect: QRectF, colour: QColor, *, ring: bool = False, halo: bool = False) -> None:
    """A standing figure (a hobbit's stand), filling rect's height."""
    w, h = rect.width(), rect.height()
    cx = rect.center().x()
    if halo:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 220, 120, 120))
        p.drawEllipse(rect.center(), w * 0.75, h * 0.62)
    p.setPen(look.pen(colour.darker(180).name(), max(1.0, w * 0.08)))
    p.setBrush(colour)
    body = QPainterPath()
    body.moveTo(cx - w * 0.45, rect.bottom())
    body.lineTo(cx + w * 0.45, rect.bottom())
    body.lineTo(cx + w * 0.22, rect.y() + h * 0.38)
    body.lineTo(cx - w * 0.22, rect.y() + h * 0.38)
    body.closeSubpath()
    p.drawPath(body)
    p.drawEllipse(QPointF(cx, rect.y() + h * 0.22), w * 0.26, w * 0.26)
    if ring:
        s = w * 0.6
        icons.draw(p, "ring", QRectF(cx - s / 2, rect.y() + h * 0.5, s, s))


def sauron(p: QPainter, rect: QRectF) -> None:
    w, h = rect.width(), rect.height()
    cx = rect.center().x()
    p.setPen(look.pen("#1a0504", max(1.0, w * 0.06)))
    p.setBrush(QColor("#2a0a08"))
    body = QPainterPath()
    body.moveTo(cx - w * 0.48, rect.bottom())
    body.lineTo(cx + w * 0.48, rect.bottom())
    body.lineTo(cx + w * 0.3, rect.y() + h * 0.2)
    body.lineTo(cx, rect.y())
    body.lineTo(cx - w * 0.3, rect.y() + h * 0.2)
    body.closeSubpath()
    p.drawPath(body)
    s = w * 0.8
    icons.draw(p, "eye", QRectF(cx - s / 2, rect.y() + h * 0.22, s, s))
