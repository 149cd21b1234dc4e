"""The painting tools every game's table uses, made once: fonts, pens, brushes, and text that
shrinks until it fits. Each game's `look` module adds its own colours and re-exports these.

Sizes are in the logical units of whatever is being painted (scene units on the board, a face's
own units on a tile or card); painters are scaled, so everything stays vector.
"""

from __future__ import annotations

import math
import weakref
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

SERIF = "DejaVu Serif"
SANS = "DejaVu Sans"
NARROW = "DejaVu Sans Condensed"     # names on small pieces: more letters to a line at a readable size


# How far a name on a small piece may be drawn narrower before it is shortened: its letters
# keep their readable height, only closer (a whole name beats a stump, issue 27).
SQUEEZES = (100, 88, 78)


@lru_cache(maxsize=256)
def font(px: int, bold: bool = False, family: str = SERIF, italic: bool = False, stretch: int = 100) -> QFont:
    f = QFont(family)
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    f.setItalic(italic)
    if stretch != 100:
        f.setStretch(stretch)
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


READABLE_PX = 11       # nothing a player must read is drawn smaller on the screen


class Lettering(NamedTuple):
    """One string as it reached the screen: its pixel size on the device (the painter's scale
    included), whether what was drawn fitted the box it was given, that box in device pixels,
    and whether it was drawn whole (not shortened with an ellipsis to fit)."""
    text: str
    px: float
    fits: bool
    box: QRectF
    whole: bool = True


def device_scale(p: QPainter) -> float:
    t = p.worldTransform()
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))


def measure(p: QPainter, rect: QRectF, text: str, f: QFont, flags: int, shown: str | None = None) -> None:
    """Keep `text` as drawn in rect with font f (as `shown`, if shortened), while a test
    records `measured` letterings."""
    drawn = _recorded.get("measured")
    if drawn is None:
        return
    shown = text if shown is None else shown
    drawn.append(Lettering(text, f.pixelSize() * device_scale(p), _fits(shown, f, rect, flags),
                           p.worldTransform().mapRect(rect), shown.replace(SOFT_HYPHEN, "") == text))


def readable_units(p: QPainter) -> int:
    """The smallest size, in the painter's units, that reaches the screen at READABLE_PX."""
    scale = device_scale(p)
    return 1 if scale <= 0 else math.ceil(READABLE_PX / scale - 0.01)


def reads_whole(p: QPainter, text: str, rect: QRectF, px: float, *, bold: bool = False, family: str = SERIF,
                wrap: bool = False) -> bool:
    """Whether `text` fits rect whole at px, or at the readable size if that is larger."""
    f = font(max(int(px), readable_units(p)), bold, family)
    return _fits(text, f, rect, int(Qt.AlignmentFlag.AlignCenter) | (WRAP if wrap else 0))


def shortened(text: str, f: QFont, w: float, h: float, wrap: bool) -> str:
    """`text` cut to what fits w x h in font f, ending in an ellipsis: one line, or as many
    whole-word lines as the height holds."""
    fm = QFontMetricsF(f)
    if not wrap:
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, w - 1)    # a letter's overhang fits too
    rows = max(1, int((h + 0.5 - f.pixelSize()) // fm.lineSpacing()) + 1)     # the last line needs its letters only
    lines: list[str] = []
    line = ""
    # a line break in the text stays one ("\n" is a word of its own here)
    rest = [w for part in text.split("\n") for w in (part.split() + ["\n"])][:-1]
    while rest and len(lines) < rows - 1:
        word = rest[0]
        if word == "\n":
            lines.append(line)
            line = ""
            rest.pop(0)
            continue
        tried = f"{line} {word}" if line else word
        if fm.horizontalAdvance(tried) <= w - 1:
            line = tried
            rest.pop(0)
        elif line:
            lines.append(line)
            line = ""
        else:
            break
    last = " ".join(([line] if line else []) + [w for w in rest if w != "\n"])
    lines.append(fm.elidedText(last, Qt.TextElideMode.ElideRight, w - 1))
    return "\n".join(lines)


def recorded(kind: str = "strings") -> list | None:
    """The list a recording of this kind is filling now, or None."""
    return _recorded.get(kind)


def recording_now() -> bool:
    """Some test records what is drawn: pictures are then painted straight, not blitted."""
    return any(kept is not None for kept in _recorded.values())


# The items painted once into a picture of their own and copied from then on (`kept_picture`):
# while a test records, they are painted straight, so every word they draw is seen.
_kept_items: "weakref.WeakSet" = weakref.WeakSet()


def kept_picture(item):
    """Paint `item` (a frame, a pile) into a picture at the device's size and copy it from then
    on: a card laid on it or a note over it repaints its place, and the item is copied, not
    drawn again; a change of its own (`update`) paints it anew."""
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    _kept_items.add(item)
    return item


def _keep_pictures(on: bool) -> None:
    mode = QGraphicsItem.CacheMode.DeviceCoordinateCache if on else QGraphicsItem.CacheMode.NoCache
    for item in list(_kept_items):
        try:
            item.setCacheMode(mode)
        except RuntimeError:        # its scene is gone
            _kept_items.discard(item)


class recording:
    """`with look.recording() as drawn:` — collect every string the table draws meanwhile."""

    kind = "strings"

    def __enter__(self) -> list:
        if not recording_now():
            _keep_pictures(False)
        self._outer = _recorded.get(self.kind)
        _recorded[self.kind] = drawn = []
        return drawn

    def __exit__(self, *exc) -> None:
        _recorded[self.kind] = self._outer
        if not recording_now():
            _keep_pictures(True)


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
              wrap: bool = False, italic: bool = False, short: str = "") -> None:
    """Draw text in rect, shrinking it (down to min_px) until it fits, but never below what
    shows at READABLE_PX on the screen. What does not fit at that size is drawn, in this
    order: as its `short` name (the glossary's, where the whole name is too long for a small
    piece), a little narrower (text, then short), and only then shortened with an ellipsis
    (the whole is in the piece's preview or tip)."""
    if not text:
        return
    floor = readable_units(p)
    top, low = max(int(px), floor), max(int(min_px or px), floor)
    low = min(low, top)
    flags = int(align) | (WRAP if wrap else 0)
    shown, f = _fitting(text, short, rect.width(), rect.height(), top, low, bold, family, wrap, italic, flags)
    if shown is None:
        f = font(low, bold, family, italic, SQUEEZES[-1])
        shown = shortened(text, f, rect.width(), rect.height(), wrap)
        flags &= ~WRAP          # its lines are made: wrapping again would break an elided one
    else:
        text = shown            # drawn whole: the short name is what the player reads
    text = text.replace(SOFT_HYPHEN, "")     # a name broken between syllables is still read whole
    drawn = _recorded.get("strings")
    if drawn is not None:
        drawn.append(text)
    p.setFont(f)
    p.setPen(colour)
    measure(p, rect, text, f, flags, shown)
    p.save()
    p.setClipRect(rect.adjusted(-2, -2, 2, 2))
    p.drawText(rect, flags, shown)
    p.restore()


@lru_cache(maxsize=8192)
def _fitting(text: str, short: str, w: float, h: float, top: int, low: int, bold: bool, family: str,
             wrap: bool, italic: bool, flags: int) -> tuple[str | None, QFont]:
    """The first of text at its size, its short name, then each narrower, that fits w x h
    whole; (None, the last font tried) when none does. Kept per text and box: a redraw
    paints the same names in the same boxes, and measuring each try is most of a face's cost."""
    size = fitted_px(text, w, h, top, low, bold, family, wrap, italic)
    f = font(size, bold, family, italic)
    rect = QRectF(0, 0, w, h)
    if _fits(text, f, rect, flags):
        return text, f
    tries = [(short, bold, 100)] + [(c, bold, s) for s in SQUEEZES[1:] for c in (text, short)]
    if wrap:    # a long word: whole, its lines broken between its syllables
        tries += [(c, bold, s) for s in SQUEEZES for c in (syllables(text), syllables(short))
                  if c not in (text, short)]
    if bold:    # the last step before a cut: the narrowest letters, not bold
        tries += [(text, False, SQUEEZES[-1]), (short, False, SQUEEZES[-1])]
    for candidate, heavy, stretch in tries:
        if candidate:
            f = font(low, heavy, family, italic, stretch)
            if _fits(candidate, f, rect, flags):
                return candidate, f
    return None, f


SOFT_HYPHEN = "\u00ad"         # where a word may break; drawn as a hyphen only at the end of a line
_VOWELS = set("аеёиоуыэюяієїАЕЁИОУЫЭЮЯІЄЇaeiouyAEIOUY")
_CLINGING = set("ьъйЬЪЙ'’")       # stays with the letter before it


@lru_cache(maxsize=4096)
def syllables(text: str) -> str:
    """`text` with a soft hyphen where each word of five letters or more may break between
    syllables: one break in the consonants between two vowels, before the last of them
    («Гэн-дальф», «Пип-пин», «Worm-tongue»; «Ара-горн», «Lego-las»), never before ь, ъ or й,
    never leaving one letter alone."""
    out = []
    for word in text.split(" "):
        if "-" in word:
            out.append("-".join(syllables(part) for part in word.split("-")))
            continue
        if len(word) < 5 or not word.isalpha():
            out.append(word)
            continue
        vowels = [i for i, c in enumerate(word) if c in _VOWELS]
        cuts = []
        for a, b in zip(vowels, vowels[1:]):
            cut = b - 1 if b - a > 1 else None        # before the last consonant between them
            if cut is not None and word[cut] in _CLINGING:
                cut = None
            if cut is not None and cut >= (cuts[-1] if cuts else 0) + 2 and len(word) - cut >= 2:
                cuts.append(cut)
        out.append(SOFT_HYPHEN.join(word[i:j] for i, j in zip([0] + cuts, cuts + [len(word)])))
    return " ".join(out)


def _fits(text: str, f: QFont, rect: QRectF, flags: int) -> bool:
    """Whether the letters stay inside rect: as wide as it at most, and as high, counting
    each line but the last at its line spacing and the last at the font's size (the letters,
    not the room a line leaves below them)."""
    fm = QFontMetricsF(f)
    need = fm.boundingRect(QRectF(0, 0, rect.width(), 100000), flags, text)
    lines = max(1, round(need.height() / fm.lineSpacing()))
    ink = (lines - 1) * fm.lineSpacing() + f.pixelSize()
    return need.width() <= rect.width() + 0.5 and ink <= rect.height() + 0.5
