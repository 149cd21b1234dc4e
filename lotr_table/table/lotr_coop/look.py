"""The cooperative table's colours and lettering: brushes, pens, fonts and text that fits.

Everything is drawn by the program in scene units (the painter is scaled, so it stays vector).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

SERIF = "DejaVu Serif"
SANS = "DejaVu Sans"

TABLE = QColor("#1f2a22")            # the green baize under everything
TABLE_EDGE = QColor("#121a14")
PARCHMENT = QColor("#efe2c0")
PARCHMENT_DARK = QColor("#d9c79b")
BOARD = QColor("#3b3326")            # an adventure board
BOARD_LINE = QColor("#8a744a")
INK = QColor("#2b2115")
INK_SOFT = QColor("#5a4a33")
LABEL = QColor("#efe3c6")
LABEL_DIM = QColor("#b3a682")
GOLD = QColor("#d4a83a")
GOLD_LIGHT = QColor("#f2d27a")
LIT = QColor(255, 214, 90, 110)
LIT_LINE = QColor("#f4c542")
DOOM = QColor("#5a1a14")
SAURON = QColor("#a0261b")
GREYED = QColor(40, 40, 40, 150)

ACTIVITY = {"fighting": QColor("#b0392b"), "friendship": QColor("#3f8a3c"), "hiding": QColor("#2f6a92"),
            "travelling": QColor("#b27a22"), "star": QColor("#c99a1c")}
CARD = {"brown": (QColor("#e9d3ad"), QColor("#7a4a22")), "grey": (QColor("#dedcd6"), QColor("#626670")),
        "green": (QColor("#dfe9c8"), QColor("#3f6f35")), "gandalf": (QColor("#e6e4f0"), QColor("#4b4a7a"))}
HOBBIT = {"frodo": QColor("#2f74c0"), "sam": QColor("#3f9a45"), "pippin": QColor("#d08a1c"),
          "merry": QColor("#8b4bb8"), "fatty": QColor("#c0453a")}


def hobbit_colour(hobbit: str) -> QColor:
    return HOBBIT.get(hobbit, QColor("#888888"))


@lru_cache(maxsize=256)
def font(px: int, bold: bool = False, family: str = SERIF, italic: bool = False) -> QFont:
    f = QFont(family)
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


@lru_cache(maxsize=128)
def pen(colour: str, width: float = 1.0) -> QPen:
    p = QPen(QColor(colour), width)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    return p


@lru_cache(maxsize=128)
def brush(colour: str) -> QBrush:
    return QBrush(QColor(colour))


WRAP = int(Qt.TextFlag.TextWordWrap)

# While a test records (see `recording`), every string drawn on the table is kept here.
_recorded: list[str] | None = None


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
def fitted_px(text: str, w: float, h: float, px: int, min_px: int, bold: bool, family: str, wrap: bool) -> int:
    """The largest pixel size from px down to min_px at which text fits in w x h."""
    flags = int(Qt.AlignmentFlag.AlignLeft) | (WRAP if wrap else 0)
    for size in range(px, min_px - 1, -1):
        fm = QFontMetricsF(font(size, bold, family))
        r = fm.boundingRect(QRectF(0, 0, w, 100000), flags, text)
        if r.width() <= w + 0.5 and r.height() <= h + 0.5:
            return size
    return min_px


def draw_text(p: QPainter, rect: QRectF, text: str, px: float, colour: QColor, *, min_px: float | None = None,
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
