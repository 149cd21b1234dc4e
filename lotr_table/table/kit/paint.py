"""The painting tools every game's table uses, made once: fonts, pens, brushes, and text that
shrinks until it fits. Each game's `look` module adds its own colours and re-exports these.

Sizes are in the logical units of whatever is being painted (scene units on the board, a face's
own units on a tile or card); painters are scaled, so everything stays vector.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

SERIF = "DejaVu Serif"
SANS = "DejaVu Sans"


@lru_cache(maxsize=256)
def font(px: int, bold: bool = False, family: str = SERIF, italic: bool = False) -> QFont:
    f = QFont(family)
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


@lru_cache(maxsize=128)
def pen(colour: str, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    p = QPen(QColor(colour), width, style)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    return p


@lru_cache(maxsize=128)
def brush(colour: str) -> QBrush:
    return QBrush(QColor(colour))


WRAP = int(Qt.TextFlag.TextWordWrap)

# While a test records (see `recording`), every string drawn on a table is kept: each kind of
# recording (the games' plain strings, the kit's strings with their pixel size) in its own list.
_recorded: dict[str, list | None] = {}


class Lettering(NamedTuple):
    """One string as it reached the screen: its pixel size on the device (the painter's scale
    included), whether it fitted the box it was given, and that box in device pixels."""
    text: str
    px: float
    fits: bool
    box: QRectF


def device_scale(p: QPainter) -> float:
    t = p.worldTransform()
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))


def measure(p: QPainter, rect: QRectF, text: str, f: QFont, flags: int) -> None:
    """Keep `text` as drawn in rect with font f, while a test records `measured` letterings."""
    drawn = _recorded.get("measured")
    if drawn is None:
        return
    need = QFontMetricsF(f).boundingRect(QRectF(rect.x(), rect.y(), rect.width(), 100000), flags, text)
    fits = need.width() <= rect.width() + 0.5 and need.height() <= rect.height() + 0.5
    drawn.append(Lettering(text, f.pixelSize() * device_scale(p), fits, p.worldTransform().mapRect(rect)))


def recorded(kind: str = "strings") -> list | None:
    """The list a recording of this kind is filling now, or None."""
    return _recorded.get(kind)


def recording_now() -> bool:
    """Some test records what is drawn: pictures are then painted straight, not blitted."""
    return any(kept is not None for kept in _recorded.values())


class recording:
    """`with look.recording() as drawn:` — collect every string the table draws meanwhile."""

    kind = "strings"

    def __enter__(self) -> list:
        self._outer = _recorded.get(self.kind)
        _recorded[self.kind] = drawn = []
        return drawn

    def __exit__(self, *exc) -> None:
        _recorded[self.kind] = self._outer


class measuring(recording):
    """`with paint.measuring() as drawn:` — every `Lettering` drawn meanwhile (kit or game)."""

    kind = "measured"


@lru_cache(maxsize=4096)
def fitted_px(text: str, w: float, h: float, px: int, min_px: int, bold: bool, family: str,
              wrap: bool, italic: bool = False) -> int:
    """The largest pixel size from px down to min_px at which text fits in w x h."""
    flags = int(Qt.AlignmentFlag.AlignLeft) | (WRAP if wrap else 0)
    for size in range(px, min_px - 1, -1):
        fm = QFontMetricsF(font(size, bold, family, italic))
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
    drawn = _recorded.get("strings")
    if drawn is not None:
        drawn.append(text)
    size = fitted_px(text, rect.width(), rect.height(), int(px), int(min_px or px), bold, family, wrap, italic)
    p.setFont(font(size, bold, family, italic))
    p.setPen(colour)
    flags = int(align) | (WRAP if wrap else 0)
    measure(p, rect, text, p.font(), flags)
    p.save()
    p.setClipRect(rect.adjusted(-2, -2, 2, 2))
    p.drawText(rect, flags, text)
    p.restore()
