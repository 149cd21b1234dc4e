"""Where things lie on the Confrontation table, as plain numbers in scene units (no Qt).

The board is the published diamond of 16 regions: rows of 1-2-3-4-3-2-1 regions, each
region a rhombus (a square grid turned by 45 degrees), from the Shire to Mordor. The two
home corners are drawn larger: the rhombus's inner half plus a block on the outer side,
so four heroes fit in a row. Around the board lie the zones for hands, discards, special
cards, fallen heroes, the heroes still to be placed, and the battle.

Every figure is given for a viewer: `Layout(home_at_bottom)` puts the Shire at the bottom
when home_at_bottom is "fellowship" and Mordor at the bottom when it is "sauron" (the board
turned half way round, as for a player on the other side of the table). Zones are named
from the viewer's side: "near" is the viewer's, "far" the opponent's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import ceil

from lotr_table.games.confrontation.data import board_data

Point = tuple[float, float]
Rect = tuple[float, float, float, float]           # x, y, width, height

HALF_W = 150.0        # half the width of a region rhombus
HALF_H = 150.0        # half its height
HOME_DEPTH = 138.0    # how far a home corner's block reaches outward from the rhombus centre
TILE_W, TILE_H = 80.0, 96.0
TILE_GAP = 6.0
CARD_W, CARD_H = 140.0, 196.0     # the hand's cards: a title reads at 11 px in a 1366x768 window
SMALL_CARD_W, SMALL_CARD_H = 76.0, 106.0
NAME_OFFSET = 86.0    # region name: this far from the centre, toward the board's middle
NAME_HEIGHT = 22.0
MARGIN = 22.0
LARGEST_SLOT = 1.35   # a tile with room is drawn larger than in a row, so its name reads at a small zoom

BOARD_HALF_W = 4 * HALF_W
BOARD_HALF_H = 4 * HALF_H
SIDE_W = 312.0        # the columns left and right of the board (the scene fills a 1366x768 window)
SCENE: Rect = (-BOARD_HALF_W - SIDE_W, -BOARD_HALF_H - MARGIN,
               2 * (BOARD_HALF_W + SIDE_W), 2 * (BOARD_HALF_H + MARGIN))


@dataclass(frozen=True)
class RegionShape:
    id: str
    name: str
    kind: str                     # home_fellowship, home_sauron, mountain, plain
    centre: Point
    polygon: tuple[Point, ...]
    name_centre: Point
    name_width: float
    tiles_box: Rect               # where the heroes stand


@dataclass(frozen=True)
class Slot:
    centre: Point
    scale: float


def _turn(p: Point, flip: bool) -> Point:
    return (-p[0], -p[1]) if flip else p


def _inside(p: Point, poly: tuple[Point, ...]) -> bool:
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xc = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xc > x:
                inside = not inside
    return inside


def _width_at(dy: float) -> float:
    """Width of a rhombus `dy` from its centre."""
    return max(0.0, 2 * HALF_W * (1 - abs(dy) / HALF_H))


# the tunnel's label: its top this far below Caradhras's centre (two short lines)
TUNNEL_LABEL_TOP = 90.0


class Layout:
    def __init__(self, home_at_bottom: str = "fellowship") -> None:
        self.flip = home_at_bottom == "sauron"
        self.regions: dict[str, RegionShape] = {}
        data = board_data()
        sizes = {row: sum(1 for r in data.regions if r.row == row) for row in range(1, 8)}
        for r in data.regions:
            n = sizes[r.row]
            raw = ((r.col - (n - 1) / 2) * 2 * HALF_W, -(r.row - 4) * HALF_H)
            self.regions[r.id] = self._shape(r.id, r.name, r.kind, _turn(raw, self.flip))
        self.river_course, self.river_arrows = self._river(data.river)
        self.tunnel = self._tunnel(*data.tunnel)
        # in Caradhras's lowest corner, below where its heroes stand (however many: the slots)
        # and upright on either board: beside the tunnel's bend it lay under a hero in Caradhras
        cx, cy = self.regions["caradhras"].centre
        self.tunnel_label_rect = (cx - 42.0, cy + TUNNEL_LABEL_TOP, 84.0, 50.0)

    # -- regions ---------------------------------------------------------------------

    def _shape(self, rid: str, name: str, kind: str, c: Point) -> RegionShape:
        x, y = c
        if kind.startswith("home"):
            out = 1.0 if y > 0 else -1.0           # the outer side: down for the near home
            poly = ((x - HALF_W, y), (x, y - out * HALF_H), (x + HALF_W, y),
                    (x + HALF_W, y + out * (HOME_DEPTH - 18)),
                    (x + HALF_W - 18, y + out * HOME_DEPTH),
                    (x - HALF_W + 18, y + out * HOME_DEPTH),
                    (x - HALF_W, y + out * (HOME_DEPTH - 18)))
            name_c = (x, y - out * 72)
            name_w = _width_at(72 + NAME_HEIGHT / 2) - 14
            box = (x - HALF_W + 8, y + out * 10 if out > 0 else y - HOME_DEPTH + 8,
                   2 * HALF_W - 16, HOME_DEPTH - 18)
            return RegionShape(rid, name, kind, c, poly, name_c, name_w, box)
        poly = ((x - HALF_W, y), (x, y - HALF_H), (x + HALF_W, y), (x, y + HALF_H))
        # the name toward the top of the screen, the heroes below it
        name_c = (x, y - NAME_OFFSET)
        name_w = _width_at(NAME_OFFSET + NAME_HEIGHT / 2) - 6
        # below a name of two lines (the table breaks a long one): a second line is never
        # hidden under a hero (two tiles side by side are drawn 3% smaller for it)
        top = y - NAME_OFFSET + NAME_HEIGHT / 2 + 19
        box = (x - HALF_W, top, 2 * HALF_W, y + HALF_H - 22 - top)
        return RegionShape(rid, name, kind, c, poly, name_c, name_w, box)

    def region_at(self, p: Point) -> str | None:
        for rid, shape in self.regions.items():
            if _inside(p, shape.polygon):
                return rid
        return None

    def slots(self, region: str, n: int) -> list[Slot]:
        """Centres and scales for n tiles standing in a region, in reading order."""
        return list(_slots(self.flip, region, n))

    # -- the Anduin and the Moria tunnel ------------------------------------------------

    def _river(self, links) -> tuple[tuple[Point, ...], tuple[tuple[Point, Point], ...]]:
        """The Anduin as a wave through its regions: from the outer corner of the first,
        low through each region (below its heroes), up through the corner two neighbours
        share. Each downstream link gets an arrow (where, toward) at that shared corner."""
        order = [links[0][0]] + [b for _, b in links]
        dip = 0.62 * HALF_H        # down the screen: below the heroes, away from the names
        first, last = self.regions[order[0]].centre, self.regions[order[-1]].centre
        step = (last[0] - first[0]) / (len(order) - 1) / 2
        course: list[Point] = [(first[0] - step, first[1])]
        for rid in order:
            c = self.regions[rid].centre
            course.append((c[0], c[1] + dip))
            course.append((c[0] + step, c[1]))
        arrows = []
        for a, b in links:
            ca, cb = self.regions[a].centre, self.regions[b].centre
            at = ((ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2)
            arrows.append((at, (cb[0], cb[1] + dip)))
        return tuple(course), tuple(arrows)

    def _tunnel(self, a: str, b: str) -> tuple[Point, Point, Point, Point]:
        """A cubic curve (start, two controls, end) from region a, under the mountain beside
        the corner it shares with b, into region b."""
        ca, cb = self.regions[a].centre, self.regions[b].centre
        s = -1 if self.flip else 1
        return ((ca[0] + s * 62, ca[1] - s * 52), (ca[0] + s * 120, ca[1] - s * 140),
                (cb[0] + s * 120, cb[1] + s * 140), (cb[0] + s * 62, cb[1] + s * 52))

    # -- zones around the board ----------------------------------------------------------

    @property
    def board_rect(self) -> Rect:
        return (-BOARD_HALF_W, -BOARD_HALF_H, 2 * BOARD_HALF_W, 2 * BOARD_HALF_H)

    @property
    def scene_rect(self) -> Rect:
        return SCENE

    def zone(self, name: str) -> Rect:
        return ZONES[name]


def _fits(flip: bool, region: str, cols: int, rows: int, scale: float, cx: float, cy: float,
          poly: tuple[Point, ...]) -> bool:
    w = cols * TILE_W * scale + (cols - 1) * TILE_GAP
    h = rows * TILE_H * scale + (rows - 1) * TILE_GAP
    corners = ((cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2),
               (cx - w / 2, cy + h / 2), (cx + w / 2, cy + h / 2))
    return all(_inside(p, poly) for p in corners)


@lru_cache(maxsize=512)
def _slots(flip: bool, region: str, n: int) -> tuple[Slot, ...]:
    """The largest tiles that fit n to a region: one or two rows, slid up or down inside the
    region's tile box until every corner is inside the region."""
    if n <= 0:
        return ()
    shape = Layout("sauron" if flip else "fellowship").regions[region]
    bx, by, bw, bh = shape.tiles_box
    cx = bx + bw / 2
    best = (0.0, 1, 1, by + bh / 2)
    for cols in range(1, n + 1):
        rows = ceil(n / cols)
        if rows > 2:
            continue
        s = LARGEST_SLOT
        found = None
        while s > 0.3 and found is None:
            h = rows * TILE_H * s + (rows - 1) * TILE_GAP
            if h <= bh + 4:
                top, last = by, by + bh - h
                for i in range(13):
                    cy = top + h / 2 + (last - top) * i / 12
                    if _fits(flip, region, cols, rows, s, cx, cy, shape.polygon):
                        found = cy
                        break
            if found is None:
                s -= 0.03
        if found is not None and s > best[0] + 1e-6:
            best = (s, cols, rows, found)
    s, cols, rows, cy = best
    w, h = TILE_W * s, TILE_H * s
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = cx - (in_row * w + (in_row - 1) * TILE_GAP) / 2 + w / 2
        y0 = cy - (rows * h + (rows - 1) * TILE_GAP) / 2 + h / 2
        out.append(Slot((x0 + c * (w + TILE_GAP), y0 + r * (h + TILE_GAP)), s))
    return tuple(out)


_L = -BOARD_HALF_W - SIDE_W + 12        # left edge of the left column
_R = BOARD_HALF_W + SIDE_W - 12         # right edge of the right column
_COL_W = SIDE_W - 24

# Zones, from the viewer's side. The near hand runs along the bottom left, beside the near
# home; the near discard and special cards along the bottom right; the opponent's mirror them
# at the top. The left column holds the fallen heroes, the right column the battle.
ZONES: dict[str, Rect] = {
    "hand_near": (_L, BOARD_HALF_H - CARD_H - 4, BOARD_HALF_W + SIDE_W - 12 - 160, CARD_H),
    "hand_far": (_L, -BOARD_HALF_H - 6, 430, SMALL_CARD_H),
    "specials_far": (_L + 440, -BOARD_HALF_H - 6, 300, SMALL_CARD_H),
    "discard_far": (172, -BOARD_HALF_H - 6, _R - 172, SMALL_CARD_H),
    "discard_near": (172, BOARD_HALF_H - SMALL_CARD_H - 4, _R - 172 - 330, SMALL_CARD_H),
    "specials_near": (_R - 320, BOARD_HALF_H - SMALL_CARD_H - 4, 320, SMALL_CARD_H),
    "dead_far": (_L, -300, _COL_W, 250),
    "dead_near": (_L, 30, _COL_W, 250),
    "reserve": (_L, -300, _COL_W, 580),
    "battle": (BOARD_HALF_W + 12, -330, _R - BOARD_HALF_W - 12, 660),
    "banner": (-420, -120, 840, 240),
}
