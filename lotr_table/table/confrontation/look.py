"""The table's colours and lettering, made once: brushes, pens, fonts, and text that fits.

Sizes are in the logical units of whatever is being painted (scene units on the board,
the face's own units on a tile or card); painters are scaled, so everything stays vector.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

SERIF = "DejaVu Serif"
SANS = "DejaVu Sans"

# side colours: (face, frame, band, band text, ink)
FELLOWSHIP = {
    "face": QColor("#f5eedb"), "frame": QColor("#3f6a3b"), "band": QColor("#4d7c45"),
    "band_ink": QColor("#fbf6e6"), "ink": QColor("#2c2418"), "back": QColor("#2f5a33"),
    "back_mark": QColor("#d9e6c2"), "soft": QColor("#e3ead1"),
}
SAURON = {
    "face": QColor("#2b1e1c"), "frame": QColor("#8f2b20"), "band": QColor("#6f1f18"),
    "band_ink": QColor("#f6dfb3"), "ink": QColor("#f1e3c8"), "back": QColor("#3a1411"),
    "back_mark": QColor("#f08a2c"), "soft": QColor("#3b2724"),
}
GOLD = QColor("#c9a24a")
GOLD_LIGHT = QColor("#f2d27a")
TABLE_DARK = QColor("#1c140e")
TABLE_LIGHT = QColor("#3d2b1d")
BOARD_EDGE = QColor("#4b3622")
REGION_LINE = QColor("#6b5238")
LABEL_INK = QColor("#efe3c6")
LABEL_DIM = QColor("#bba983")
HIGHLIGHT = QColor(255, 214, 90, 120)
HIGHLIGHT_LINE = QColor("#f4c542")
RIVER = QColor("#4f86b8")
RIVER_LIGHT = QColor("#9cc3e4")
TUNNEL = QColor("#3b2b20")
REVEALED = QColor("#e0b64a")

REGION_FILL = {
    "home_fellowship": QColor("#a8c487"),
    "home_sauron": QColor("#4a2a26"),
    "mountain": QColor("#b8ab96"),
    "plain": QColor("#e7dcbd"),
}
# a few regions are woods or grassland on the published board
REGION_TINT = {
    "mirkwood": QColor("#bccb9c"), "fangorn": QColor("#b7c996"), "rohan": QColor("#e6dca0"),
    "dagorlad": QColor("#d5c7ab"), "gondor": QColor("#dcd5c4"), "cardolan": QColor("#e4dcb4"),
    "rhudaur": QColor("#dfd4b4"),
}


def colours(side: str) -> dict:
    return FELLOWSHIP if side == "fellowship" else SAURON


@lru_cache(maxsize=256)
def font(px: int, bold: bool = False, family: str = SERIF, italic: bool = False) -> QFont:
    f = QFont(family)
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


@lru_cache(maxsize=64)
def pen(colour: str, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    p = QPen(QColor(colour), width, style)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    return p


@lru_cache(maxsize=64)
def brush(colour: str) -> QBrush:
    return QBrush(QColor(colour))


WRAP = int(Qt.TextFlag.TextWordWrap)

# While a test records (see `recording`), every string drawn on the table is kept here.
_recorded: list[str] | None = None


def recording_now() -> bool:
    return _recorded is not None


class recording:
    """`with look.recording() as drawn:` — collect every string the table draws meanwhile."""

    def __enter__(self) -> list[str]:
        global _recorded
        self._outer = _recorded
        _recorded = []
        return _recorded

    def __exit__(self, *exc) -> None:
        global _recorded
        _recorded = self._outer


@lru_cache(maxsize=4096)
def fitted_px(text: str, w: float, h: float, px: int, min_px: int, bold: bool, family: str,
              wrap: bool) -> int:
    """The largest pixel size from px down to min_px at which text fits in w x h."""
    flags = int(Qt.AlignmentFlag.AlignLeft) | (WRAP if wrap else 0)
    for size in range(px, min_px - 1, -1):
        fm = QFontMetricsF(font(size, bold, family))
        r = fm.boundingRect(QRectF(0, 0, w, 100000), flags, text)
        if r.width() <= w + 0.5 and r.height() <= h + 0.5:
            return size
    return min_px


def draw_text(p: QPainter, rect: QRectF, text: str, px: int, colour: QColor, *, min_px: int | None = None,
              bold: bool = False, family: str = SERIF, align=Qt.AlignmentFlag.AlignCenter,
              wrap: bool = False, italic: bool = False) -> None:
    """Draw text in rect, shrinking it (down to min_px) until it fits; clipped beyond that."""
    if not text:
        return
    if _recorded is not None:
        _recorded.append(text)
    size = fitted_px(text, rect.width(), rect.height(), int(px), int(min_px or px), bold, family, wrap)
    p.setFont(font(size, bold, family, italic))
    p.setPen(colour)
    flags = int(align) | (WRAP if wrap else 0)
    p.save()
    p.setClipRect(rect.adjusted(-2, -2, 2, 2))
    p.drawText(rect, flags, text)
    p.restore()
