"""Faces and backs of hero tiles, combat cards and special cards, drawn from data.

Each face is painted in its own logical size (a tile is 80 x 96 units, a card 110 x 154)
and the painter is scaled to the target rectangle, so a face looks the same on the board,
in the battle and — with more text room — in the full-size preview (`full=True`).
"""

from __future__ import annotations

from functools import lru_cache
from math import cos, pi, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPolygonF

from lotr_table.games.confrontation.data import combat_cards, heroes, special_cards
from lotr_table.table.confrontation import look, words
from lotr_table.table.i18n import tr

TILE = QRectF(0, 0, 80, 96)
TILE_FULL = QRectF(0, 0, 300, 400)
CARD = QRectF(0, 0, 110, 154)
CARD_FULL = QRectF(0, 0, 300, 420)


def _fit(p: QPainter, logical: QRectF, target: QRectF) -> None:
    p.translate(target.topLeft())
    p.scale(target.width() / logical.width(), target.height() / logical.height())


# -- emblems ---------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _star(points: int = 5) -> QPainterPath:
    path = QPainterPath()
    poly = QPolygonF()
    for i in range(points * 2):
        r = 1.0 if i % 2 == 0 else 0.45
        a = -pi / 2 + i * pi / points
        poly.append(QPointF(r * cos(a), r * sin(a)))
    path.addPolygon(poly)
    path.closeSubpath()
    return path


@lru_cache(maxsize=None)
def _eye() -> QPainterPath:
    """The Eye: a lidless almond with a slit, in a unit box centred on 0."""
    path = QPainterPath()
    path.moveTo(-1, 0)
    path.quadTo(0, -0.95, 1, 0)
    path.quadTo(0, 0.95, -1, 0)
    path.closeSubpath()
    return path


@lru_cache(maxsize=None)
def _slit() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0, -0.42)
    path.quadTo(0.16, 0, 0, 0.42)
    path.quadTo(-0.16, 0, 0, -0.42)
    path.closeSubpath()
    return path


@lru_cache(maxsize=None)
def _tree() -> QPainterPath:
    """A white tree: a trunk with branching crown, in a unit box centred on 0."""
    path = QPainterPath()
    path.moveTo(-0.07, 0.95)
    path.lineTo(0.07, 0.95)
    path.lineTo(0.05, 0.1)
    path.lineTo(0.45, -0.25)
    path.lineTo(0.42, -0.32)
    path.lineTo(0.04, -0.05)
    path.lineTo(0.06, -0.85)
    path.lineTo(0, -0.95)
    path.lineTo(-0.06, -0.85)
    path.lineTo(-0.04, -0.05)
    path.lineTo(-0.42, -0.32)
    path.lineTo(-0.45, -0.25)
    path.lineTo(-0.05, 0.1)
    path.closeSubpath()
    for sx in (-1, 1):
        path.addEllipse(QPointF(sx * 0.45, -0.38), 0.07, 0.07)
        path.addEllipse(QPointF(sx * 0.25, -0.6), 0.06, 0.06)
    path.addEllipse(QPointF(0, -1.0), 0.07, 0.07)
    return path


def emblem(p: QPainter, side: str, centre: QPointF, radius: float) -> None:
    p.save()
    p.translate(centre)
    p.scale(radius, radius)
    c = look.colours(side)
    p.setPen(Qt.PenStyle.NoPen)
    if side == "sauron":
        p.setBrush(c["back_mark"])
        p.drawPath(_eye())
        p.setBrush(QColor("#ffd27a"))
        p.scale(0.55, 0.55)
        p.drawPath(_eye())
        p.scale(1 / 0.55, 1 / 0.55)
        p.setBrush(QColor("#150806"))
        p.drawPath(_slit())
    else:
        p.setBrush(c["back_mark"])
        p.drawPath(_tree())
    p.restore()


def version_mark(p: QPainter, version: str, centre: QPointF, radius: float, colour: QColor) -> None:
    """The Ring (classic face) or the Star (alternative face)."""
    p.save()
    p.translate(centre)
    if version == "classic":
        pen = look.pen(colour.name(), radius * 0.32)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(0, 0), radius * 0.78, radius * 0.78)
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.scale(radius, radius)
        p.drawPath(_star())
    p.restore()


def _frame(p: QPainter, r: QRectF, fill: QColor, frame: QColor, width: float, radius: float) -> None:
    p.setPen(look.pen(frame.name(), width))
    p.setBrush(fill)
    p.drawRoundedRect(r.adjusted(width / 2, width / 2, -width / 2, -width / 2), radius, radius)


def _band(p: QPainter, r: QRectF, colour: QColor, radius: float) -> None:
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path)


# -- ability icons -----------------------------------------------------------------------

# Each keyword a hero's text names, by what it does: moving, killing outright, about the
# combat cards, about strength; anything else is a plain mark. The first keyword decides.
ABILITY_FAMILY = {
    "move": {"attacks_adjacent", "flies_to_lone_enemy", "rides_forward_to_attack", "runs_forward_revealed",
             "leaps_to_attack", "enters_to_attack_lone", "swaps_with_neighbour", "retreats",
             "escapes_when_defeated", "ambushes_tunnel", "halts_when_revealed"},
    "kill": {"kills_instantly", "kills_first_attacked", "dies_with_enemy", "wins_entering"},
    "card": {"enemy_plays_first", "ignores_enemy_cards", "fights_without_cards", "own_card_ignored",
             "forces_another_card", "swaps_card_for", "silences_enemy_text"},
    "strength": {"strength_beside", "matches_enemy_strength", "lends_strength", "strength_becomes",
                 "stands_in_for"},
}


def ability_of(hero) -> str:
    for ability in hero.abilities:
        name = (ability.get("keyword") or {}).get("name")
        for family, names in ABILITY_FAMILY.items():
            if name in names:
                return family
        if name:
            return "other"
    return "other"


def ability_icon(p: QPainter, family: str, centre: QPointF, r: float, colour: QColor) -> None:
    """A drawn mark for what an ability does (no words: those are in the preview)."""
    p.save()
    p.translate(centre)
    p.scale(r, r)
    p.setPen(look.pen(colour.name(), 0.16))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0, 0), 1.0, 1.0)
    p.setBrush(colour)
    if family == "move":            # an arrow forward
        p.drawPolygon(QPolygonF([QPointF(-0.55, 0.12), QPointF(0.1, 0.12), QPointF(0.1, 0.42), QPointF(0.6, 0),
                                 QPointF(0.1, -0.42), QPointF(0.1, -0.12), QPointF(-0.55, -0.12)]))
    elif family == "kill":          # a blade
        p.drawPolygon(QPolygonF([QPointF(0, -0.7), QPointF(0.13, -0.5), QPointF(0.13, 0.25), QPointF(-0.13, 0.25),
                                 QPointF(-0.13, -0.5)]))
        p.drawRect(QRectF(-0.38, 0.25, 0.76, 0.12))
        p.drawRect(QRectF(-0.07, 0.37, 0.14, 0.3))
    elif family == "card":          # a card
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(-0.38, -0.55, 0.76, 1.1), 0.12, 0.12)
        p.drawLine(QPointF(-0.2, -0.2), QPointF(0.2, -0.2))
        p.drawLine(QPointF(-0.2, 0.05), QPointF(0.2, 0.05))
        p.drawLine(QPointF(-0.2, 0.3), QPointF(0.1, 0.3))
    elif family == "strength":      # a plus
        p.drawRect(QRectF(-0.55, -0.13, 1.1, 0.26))
        p.drawRect(QRectF(-0.13, -0.55, 0.26, 1.1))
    else:                           # a star
        p.setPen(Qt.PenStyle.NoPen)
        p.scale(0.6, 0.6)
        p.drawPath(_star())
    p.restore()


# -- hero tiles --------------------------------------------------------------------------

def hero_face(p: QPainter, target: QRectF, hero_id: str, *, full: bool = False) -> None:
    h = heroes()[hero_id]
    c = look.colours(h.side)
    p.save()
    if full:
        _fit(p, TILE_FULL, target)
        _hero_full(p, h, c)
    else:
        _fit(p, TILE, target)
        _hero_tile(p, h, c)
    p.restore()


def _strength(p: QPainter, centre: QPointF, r: float, value: int, c: dict) -> None:
    p.setPen(look.pen(look.GOLD.name(), r * 0.14))
    p.setBrush(c["band"])
    p.drawEllipse(centre, r, r)
    look.draw_text(p, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), str(value), int(r * 1.25),
                   c["band_ink"], min_px=int(r * 0.8), bold=True)


def _hero_tile(p: QPainter, h, c: dict) -> None:
    """What fits on a tile at the board's zoom: the name, the strength and an icon for the
    ability; its words are in the preview (`full=True`)."""
    _frame(p, TILE, c["face"], c["frame"], 2.4, 7)
    name, short = words.hero_name(h.id), words.hero_short(h.id)
    line = QRectF(3, 2, 74, 38)
    if any(look.reads_whole(p, n, line, 17, bold=True, family=look.NARROW) for n in (name, short) if n):
        _band(p, QRectF(3, 3, 74, 36), c["band"], 5)
        look.draw_text(p, line, name, 17, c["band_ink"], min_px=12, bold=True, wrap=True, family=look.NARROW,
                       short=short)
        _strength(p, QPointF(23, 65), 17, h.strength, c)
        ability_icon(p, ability_of(h), QPointF(58, 62), 13, c["ink"])
    else:
        # a tile too small for its name on one line (four at home at 1366x768): the name takes
        # two lines, broken between syllables («Гэн-дальф»), never cut; the strength below it
        _band(p, QRectF(3, 3, 74, 54), c["band"], 5)
        look.draw_text(p, QRectF(1, 2, 78, 56), name, 17, c["band_ink"], min_px=12, bold=True, wrap=True,
                       family=look.NARROW, short=short)
        _strength(p, QPointF(22, 75), 14, h.strength, c)
        ability_icon(p, ability_of(h), QPointF(58, 74), 11, c["ink"])
    version_mark(p, h.version, QPointF(70, 86), 5, look.GOLD)


def _hero_full(p: QPainter, h, c: dict) -> None:
    r = TILE_FULL
    _frame(p, r, c["face"], c["frame"], 6, 16)
    _band(p, QRectF(8, 8, r.width() - 16, 50), c["band"], 10)
    look.draw_text(p, QRectF(14, 10, r.width() - 28, 46), words.hero_name(h.id), 30, c["band_ink"],
                   min_px=14, bold=True)
    _strength(p, QPointF(44, 98), 28, h.strength, c)
    version_mark(p, h.version, QPointF(r.width() - 38, 98), 16, look.GOLD)
    ability_icon(p, ability_of(h), QPointF(r.width() - 80, 98), 16, c["ink"])
    version = tr("HeroTile", "classic version") if h.version == "classic" else tr("HeroTile", "alternative version")
    look.draw_text(p, QRectF(82, 76, 150, 22), words.side_title(h.side), 17, c["ink"], min_px=10,
                   bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    look.draw_text(p, QRectF(82, 98, 150, 22), version, 14, c["ink"], min_px=9, italic=True,
                   align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    p.setPen(look.pen(c["frame"].name(), 1.5))
    p.drawLine(QPointF(20, 138), QPointF(r.width() - 20, 138))
    look.draw_text(p, QRectF(18, 148, r.width() - 36, r.height() - 162), words.hero_text(h.id), 16,
                   c["ink"], min_px=8, family=look.SANS, wrap=True,
                   align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


def hero_back(p: QPainter, target: QRectF, side: str) -> None:
    c = look.colours(side)
    p.save()
    _fit(p, TILE, target)
    grad = QLinearGradient(0, 0, 80, 96)
    grad.setColorAt(0, c["back"].lighter(125))
    grad.setColorAt(1, c["back"].darker(115))
    p.setPen(look.pen(c["frame"].name(), 2.4))
    p.setBrush(grad)
    p.drawRoundedRect(TILE.adjusted(1.2, 1.2, -1.2, -1.2), 7, 7)
    p.setPen(look.pen(look.GOLD.name(), 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(TILE.adjusted(5, 5, -5, -5), 5, 5)
    emblem(p, side, QPointF(40, 48), 24)
    p.restore()


# -- combat cards ------------------------------------------------------------------------

def card_face(p: QPainter, target: QRectF, card_id: str, *, full: bool = False) -> None:
    card = combat_cards()[card_id]
    c = look.colours(card.side)
    p.save()
    logical = CARD_FULL if full else CARD
    _fit(p, logical, target)
    k = logical.width() / CARD.width()
    w, h = logical.width(), logical.height()
    _frame(p, logical, c["face"], c["frame"], 3 * k, 8 * k)
    p.setPen(look.pen(look.GOLD.name(), 0.8 * k))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(logical.adjusted(6 * k, 6 * k, -6 * k, -6 * k), 6 * k, 6 * k)
    name = words.card_name(card_id)
    if card.kind == "strength":
        big = QRectF(0, h * 0.2, w, h * 0.6)
        look.draw_text(p, big, name, int(72 * k), c["frame"] if card.side == "fellowship" else look.GOLD_LIGHT,
                       bold=True)
        if full or look.readable_units(p) <= 22:     # the corners only where they can be read
            for x, y in ((9 * k, 8 * k), (w - 29 * k, h - 30 * k)):
                look.draw_text(p, QRectF(x, y, 20 * k, 24 * k), name, int(17 * k), c["ink"], bold=True)
        if full:
            look.draw_text(p, QRectF(20, h - 80, w - 40, 40), tr("CombatCard", "Strength card"), 20,
                           c["ink"], min_px=12, italic=True)
    else:
        if full:
            _band(p, QRectF(8 * k, 9 * k, w - 16 * k, 30 * k), c["band"], 5 * k)
            look.draw_text(p, QRectF(11 * k, 10 * k, w - 22 * k, 28 * k), name, int(15 * k), c["band_ink"],
                           min_px=int(8 * k), bold=True, wrap=True)
            look.draw_text(p, QRectF(11 * k, 45 * k, w - 22 * k, h - 55 * k), words.card_text(card_id),
                           17, c["ink"], min_px=9, family=look.SANS, wrap=True,
                           align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        else:
            # at the table's zoom the name and a mark; the words are in the preview
            _band(p, QRectF(4, 6, w - 8, 74), c["band"], 5)
            look.draw_text(p, QRectF(4, 8, w - 8, 70), name, 21, c["band_ink"], min_px=11, bold=True, wrap=True,
                           family=look.NARROW)
            ability_icon(p, "card", QPointF(w / 2, 116), 20, c["ink"])
    p.restore()


def card_back(p: QPainter, target: QRectF, side: str, *, special: bool = False) -> None:
    c = look.colours(side)
    p.save()
    _fit(p, CARD, target)
    grad = QLinearGradient(0, 0, 110, 154)
    grad.setColorAt(0, c["back"].lighter(120))
    grad.setColorAt(1, c["back"].darker(120))
    p.setPen(look.pen((look.GOLD if special else c["frame"]).name(), 3))
    p.setBrush(grad)
    p.drawRoundedRect(CARD.adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)
    p.setPen(look.pen(look.GOLD.name(), 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(CARD.adjusted(8, 8, -8, -8), 6, 6)
    p.drawRoundedRect(CARD.adjusted(12, 12, -12, -12), 4, 4)
    emblem(p, side, QPointF(55, 77), 30)
    p.restore()


# -- special cards -----------------------------------------------------------------------

def special_face(p: QPainter, target: QRectF, special_id: str, *, full: bool = False, used: bool = False) -> None:
    card = special_cards()[special_id]
    c = look.colours(card.side)
    p.save()
    logical = CARD_FULL if full else CARD
    _fit(p, logical, target)
    k = logical.width() / CARD.width()
    w, h = logical.width(), logical.height()
    _frame(p, logical, c["face"], look.GOLD, 4 * k, 8 * k)
    if full:
        _band(p, QRectF(7 * k, 7 * k, w - 14 * k, 34 * k), c["band"], 5 * k)
        look.draw_text(p, QRectF(10 * k, 8 * k, w - 20 * k, 32 * k), words.special_name(special_id), int(15 * k),
                       c["band_ink"], min_px=int(7 * k), bold=True, wrap=True)
        p.setPen(look.pen(look.GOLD.name(), 1.2 * k))
        p.drawLine(QPointF(w * 0.25, 51 * k), QPointF(w * 0.75, 51 * k))
        look.draw_text(p, QRectF(10 * k, 62 * k, w - 20 * k, h - 70 * k), words.special_text(special_id),
                       17, c["ink"], min_px=9, family=look.SANS, wrap=True,
                       align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    else:
        # at the table's zoom the name and a mark; the words are in the preview
        _band(p, QRectF(6, 7, w - 12, 80), c["band"], 5)
        look.draw_text(p, QRectF(8, 8, w - 16, 78), words.special_name(special_id), 22, c["band_ink"],
                       min_px=13, bold=True, wrap=True, family=look.NARROW)
        ability_icon(p, "card", QPointF(w / 2, 120), 20, c["ink"])
    if used:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 14, 10, 150))
        p.drawRoundedRect(logical, 8 * k, 8 * k)
        p.translate(w / 2, h / 2)
        p.rotate(-28)
        look.draw_text(p, QRectF(-w / 2, -18 * k, w, 36 * k), tr("SpecialCard", "played"), int(22 * k),
                       look.GOLD_LIGHT, min_px=int(10 * k), bold=True)
    p.restore()
