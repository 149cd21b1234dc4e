"""Build War of the Ring's map geometry: `lotr_table/table/wotr/data/map_layout.json`.

    python tools/wotr_map_layout.py [--check]

Nothing here is traced from a picture. `CENTRES` below is our own reading of Middle-earth's
geography: one point per region of the rules' map (games/wotr/data/map.json), placed by its
place in the books (the Grey Havens far west, the Misty Mountains a north-south line east of
Rivendell, the Anduin's course south past Lórien to Osgiliath and Pelargir, Mordor in the
south-east behind its mountains), a few points of sea (Belegaer, the Gulf of Lune, the Bay of
Belfalas), of the Sea of Rhûn and of wild land outside the war. The rules' passable borders,
drawn as straight lines between the centres, cross nowhere (the build refuses otherwise);
a triangulation holding them is completed with the data's impassable borders and each
coastal region's nearest sea first, then the shortest edges that cross nothing (pure
Python). Each region's polygon is its dual cell: the midpoints of its edges and the centroids
of its triangles, so two regions share a border exactly where the triangulation joins them.
The borders are bent a little (the same deterministic bends on both sides) so that they look
drawn by hand, not ruled. The centres were moved by hand until the report below was short:
the one impassable border of the data left undrawn is Gorgoroth - South Rhûn.

A shared edge between two regions without a passable border is written as a wall
(`walls`): the table draws it as an impassable border. tests/table/wotr/test_map_layout.py
checks the written file against the rules' graph, independently of this script.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "lotr_table" / "games" / "wotr" / "data" / "map.json"
OUT = ROOT / "lotr_table" / "table" / "wotr" / "data" / "map_layout.json"

W, H = 2000.0, 1600.0
MIN_EDGE = 18.0          # a passable border shorter than this would be hard to see and hit

# x east, y south, in a 2000 x 1600 map.
CENTRES: dict[str, tuple[float, float]] = {
    # Eriador, west of the Blue Mountains and along them
    "forlindon": (90, 420), "north_ered_luin": (190, 290), "ered_luin": (230, 430),
    "grey_havens": (250, 545), "harlindon": (150, 650), "tower_hills": (330, 530),
    "evendim": (350, 340), "arnor": (520, 240), "north_downs": (560, 380),
    "the_shire": (430, 545), "buckland": (540, 510), "bree": (650, 450), "old_forest": (490, 620),
    "south_ered_luin": (300, 690), "cardolan": (540, 720), "minhiriath": (410, 850),
    "south_downs": (660, 590), "weather_hills": (770, 440), "ettenmoors": (790, 300),
    "angmar": (680, 140), "mount_gram": (850, 170), "mount_gundabad": (1010, 130),
    "trollshaws": (880, 420), "rivendell": (975, 395), "fords_of_bruinen": (950, 510),
    "hollin": (830, 625), "moria": (965, 650), "north_dunland": (750, 745), "tharbad": (610, 830),
    "south_dunland": (710, 880), "enedwaith": (550, 965), "gap_of_rohan": (790, 1000),
    "orthanc": (890, 950), "druwaith_iaur": (630, 1090), "andrast": (530, 1215),
    # the Misty Mountains' passes and the Vales of Anduin
    "high_pass": (1045, 500), "goblins_gate": (1125, 490), "eagles_eyrie": (1110, 310),
    "old_ford": (1190, 430), "gladden_fields": (1150, 570), "dimrill_dale": (1075, 690),
    "lorien": (1095, 795), "parth_celebrant": (1185, 865), "fangorn": (1020, 925),
    # Rohan and Gondor
    "fords_of_isen": (900, 1045), "helms_deep": (870, 1135), "westemnet": (995, 1060),
    "edoras": (990, 1165), "folde": (1095, 1140), "eastemnet": (1135, 1010),
    "anfalas": (690, 1275), "erech": (840, 1245), "dol_amroth": (865, 1365), "lamedon": (1005, 1305),
    "pelargir": (1200, 1345), "lossarnach": (1230, 1260), "minas_tirith": (1250, 1190),
    "druadan_forest": (1210, 1110), "osgiliath": (1320, 1175),
    # Rhovanion, Mirkwood and the North
    "carrock": (1220, 360), "rhosgobel": (1265, 500), "north_anduin_vale": (1225, 620),
    "south_anduin_vale": (1205, 740), "western_brown_lands": (1300, 870),
    "western_emyn_muil": (1260, 980), "dead_marshes": (1340, 1060), "eastern_emyn_muil": (1385, 960),
    "eastern_brown_lands": (1420, 850), "dol_guldur": (1340, 720), "narrows_of_the_forest": (1350, 590),
    "eastern_mirkwood": (1470, 620), "southern_mirkwood": (1480, 745), "old_forest_road": (1385, 460),
    "western_mirkwood": (1320, 360), "northern_mirkwood": (1300, 230), "woodland_realm": (1440, 320),
    "withered_heath": (1440, 150), "erebor": (1590, 200), "dale": (1590, 340), "iron_hills": (1770, 220),
    "northern_rhovanion": (1590, 520), "vale_of_the_carnen": (1760, 400), "vale_of_the_celduin": (1720, 560),
    "east_rhun": (1950, 660), "north_rhun": (1850, 620), "northern_dorwinion": (1760, 700),
    "southern_rhovanion": (1600, 700), "southern_dorwinion": (1720, 830), "south_rhun": (1890, 850),
    "noman_lands": (1560, 890), "ash_mountains": (1700, 960), "dagorlad": (1480, 990),
    # Mordor, Ithilien and the South
    "morannon": (1470, 1080), "north_ithilien": (1390, 1110), "minas_morgul": (1430, 1195),
    "south_ithilien": (1400, 1285), "gorgoroth": (1560, 1165), "barad_dur": (1680, 1100),
    "nurn": (1640, 1285), "west_harondor": (1300, 1390), "east_harondor": (1460, 1395),
    "umbar": (1220, 1505), "near_harad": (1420, 1495), "far_harad": (1620, 1515), "khand": (1710, 1385),
}

# The sea: the Ice Bay in the north-west, Belegaer along the west and south coasts, the Gulf
# of Lune between Forlindon and Harlindon, the Bay of Belfalas, the Anduin's mouth.
SEAS: list[tuple[float, float]] = [
    (80, 110), (250, 170), (20, 300), (20, 545), (120, 545), (30, 760), (190, 820), (310, 960),
    (420, 1080), (390, 1260), (540, 1360), (700, 1430), (880, 1490), (1040, 1420), (1110, 1480),
    (1000, 1580), (1180, 1590), (330, 1500), (100, 1100),
]
# Wild land outside the war (the Forodwaith, the far east and south).
WILDS: list[tuple[float, float]] = [
    (420, 30), (580, 50), (1200, 70), (390, 170), (1990, 40), (1990, 1590), (1830, 1590), (1990, 1120), (1990, 240),
    (1840, 1190),
]
# Inland water: the Sea of Rhûn (not a coast: the rules' coasts are Belegaer's).
LAKES: list[tuple[float, float]] = [(1860, 745)]


# -- the triangulation: the rules' borders first, then the shortest edges that cross none ------

def _ccw(a, b, c) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _crosses(p, q, r, s) -> bool:
    """Whether segments pq and rs cross inside both (sharing an end is not crossing)."""
    d1, d2, d3, d4 = _ccw(p, q, r), _ccw(p, q, s), _ccw(r, s, p), _ccw(r, s, q)
    return d1 * d2 < 0 and d3 * d4 < 0


def _frame() -> list[tuple[float, float]]:
    """Points along the map's edge, clockwise from the top-left corner."""
    out = [(W * k / 10, 0.0) for k in range(10)] + [(W, H * k / 8) for k in range(8)]
    out += [(W - W * k / 10, H) for k in range(10)] + [(0.0, H - H * k / 8) for k in range(8)]
    return out


def _frame_kind(p) -> str:
    x, y = p
    return "sea" if x <= 0 or (y >= H and x < 1300) else "wild"


def _rules():
    regions = json.loads(MAP.read_text(encoding="utf-8"))["regions"]
    ids = [r["id"] for r in regions]
    passable = {frozenset((r["id"], a)) for r in regions for a in r["adjacent"]}
    impassable = {frozenset((r["id"], a)) for r in regions for a in r["impassable"]}
    coastal = {r["id"] for r in regions if r["coast"]}
    return ids, passable, impassable, coastal


def triangulate(points, fixed: set[tuple[int, int]], prefer: list[tuple[int, int]] = ()):
    """A triangulation of the points that holds every `fixed` edge (which must cross none of
    each other): then each `prefer`red edge, then the shortest others, each added while it
    crosses nothing already there."""
    edges = set(fixed)
    for a, b in edges:
        for c, d in edges:
            if len({a, b, c, d}) == 4 and _crosses(points[a], points[b], points[c], points[d]):
                raise ValueError(f"fixed edges cross: {a}-{b} and {c}-{d}")
    segs = [(points[a], points[b]) for a, b in edges]
    n = len(points)
    pairs = [(0.0, i, j) for i, j in prefer]
    pairs += sorted((math.dist(points[i], points[j]), i, j) for i in range(n) for j in range(i + 1, n)
                    if (i, j) not in edges and math.dist(points[i], points[j]) < 900)
    for _, i, j in pairs:
        if (i, j) in edges:
            continue
        p, q = points[i], points[j]
        lo_x, hi_x, lo_y, hi_y = min(p[0], q[0]), max(p[0], q[0]), min(p[1], q[1]), max(p[1], q[1])
        if any(max(r[0], s[0]) >= lo_x and min(r[0], s[0]) <= hi_x and max(r[1], s[1]) >= lo_y
               and min(r[1], s[1]) <= hi_y and r not in (p, q) and s not in (p, q) and _crosses(p, q, r, s)
               for r, s in segs):
            continue
        if any(k not in (i, j) and abs(_ccw(p, q, points[k])) < 1e-6 and lo_x <= points[k][0] <= hi_x
               and lo_y <= points[k][1] <= hi_y for k in range(n)):
            continue        # through another point
        edges.add((i, j))
        segs.append((p, q))
    return edges


def _around(points, edges):
    """Each point's neighbours in angular order."""
    nbr: dict[int, list[int]] = {i: [] for i in range(len(points))}
    for a, b in edges:
        nbr[a].append(b)
        nbr[b].append(a)
    for i, ns in nbr.items():
        x, y = points[i]
        ns.sort(key=lambda j: math.atan2(points[j][1] - y, points[j][0] - x))
    return nbr


def _mid(points, a, b):
    a, b = sorted((a, b))
    return ((points[a][0] + points[b][0]) / 2, (points[a][1] + points[b][1]) / 2)


def _centroid3(points, a, b, c):
    a, b, c = sorted((a, b, c))
    return ((points[a][0] + points[b][0] + points[c][0]) / 3, (points[a][1] + points[b][1] + points[c][1]) / 3)


def _bend(p, q, key: str, depth: int = 2):
    """The points strictly between p and q of a gently bent line, the same for the same key."""
    if depth == 0 or math.dist(p, q) < 20:
        return []
    h = int(hashlib.sha1(f"{key}:{depth}:{p[0]:.1f},{p[1]:.1f}".encode()).hexdigest()[:8], 16)
    t = (h % 1000) / 1000.0 - 0.5                     # -0.5 .. 0.5
    mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy)
    off = 0.22 * t * length
    m = (round(mx - dy / length * off, 1), round(my + dx / length * off, 1))
    return _bend(p, m, key, depth - 1) + [m] + _bend(m, q, key, depth - 1)


def _border(p, q, a: str, b: str) -> list:
    """The bent border from p to q between cells a and b, p and q included: the same points,
    reversed, seen from b's side."""
    p = (round(p[0], 1), round(p[1], 1))
    q = (round(q[0], 1), round(q[1], 1))
    key = "|".join(sorted((a, b)))
    if p <= q:
        return [p] + _bend(p, q, key) + [q]
    return [p] + _bend(q, p, key)[::-1] + [q]


def outlines(points, edges, names, frame: set[int]):
    """Each point's cell: around it, the midpoint of each edge and the centroid of each
    triangle, the borders between bent; a point of the frame keeps itself as a corner."""
    nbr = _around(points, edges)
    adjacent = {frozenset(e) for e in edges}
    shapes, open_faces = [], 0
    for v in range(len(points)):
        ns = nbr[v]
        corners = []          # (corner, the cell across the border that starts at it)
        k = len(ns)
        for t in range(k):
            u, w = ns[t], ns[(t + 1) % k]
            if frozenset((u, w)) in adjacent and _ccw(points[v], points[u], points[w]) > 0:
                corners.append((_mid(points, v, u), u))
                corners.append((_centroid3(points, v, u, w), w))
            else:       # the outside of the map beyond a point of its frame
                open_faces += v not in frame
                corners.append((_mid(points, v, u), None))
                corners.append((points[v], None))
        outline = []
        for t in range(len(corners)):
            (p, across), (q, _) = corners[t], corners[(t + 1) % len(corners)]
            if across is None:
                outline.append((round(p[0], 1), round(p[1], 1)))
                continue
            outline.extend(_border(p, q, names[v], names[across])[:-1])
        shapes.append([(round(x, 1), round(y, 1)) for x, y in outline])
    return shapes, nbr, open_faces


def _shared(a: list, b: list) -> list:
    """The run of points two outlines share, in order along `a`."""
    inb = {tuple(v) for v in b}
    n = len(a)
    on = [tuple(v) in inb for v in a]
    if not any(on):
        return []
    start = next((i for i in range(n) if on[i] and not on[i - 1]), 0)
    line, i = [], start
    while on[i] and len(line) < n:
        line.append(list(a[i]))
        i = (i + 1) % n
    return line


def build() -> tuple[dict, list[str]]:
    ids, passable, impassable, coastal = _rules()
    n = len(ids)
    frame_pts = _frame()
    points = [tuple(map(float, CENTRES[r])) for r in ids] + list(SEAS) + list(WILDS) + list(LAKES) + frame_pts
    kinds = (["region"] * n + ["sea"] * len(SEAS) + ["wild"] * len(WILDS) + ["lake"] * len(LAKES)
             + [_frame_kind(p) for p in frame_pts])
    names = ids + [f"{k}_{i}" for i, k in enumerate(kinds[n:], n)]
    index = {r: i for i, r in enumerate(ids)}
    f0 = n + len(SEAS) + len(WILDS) + len(LAKES)
    frame = set(range(f0, len(points)))
    fixed = {tuple(sorted((index[a], index[b]))) for a, b in (tuple(e) for e in passable)}
    fixed |= {tuple(sorted((f0 + k, f0 + (k + 1) % len(frame_pts)))) for k in range(len(frame_pts))}
    # the data's impassable borders and the coasts' sea next, so that they are drawn
    prefer = sorted((tuple(sorted((index[a], index[b]))) for a, b in (tuple(e) for e in impassable)),
                    key=lambda e: math.dist(points[e[0]], points[e[1]]))
    seas = [i for i in range(n, len(points)) if kinds[i] == "sea"]
    prefer += [tuple(sorted((index[r], min(seas, key=lambda s: math.dist(points[s], points[index[r]])))))
               for r in sorted(coastal)]
    edges = triangulate(points, fixed, prefer)
    shapes, nbr, open_faces = outlines(points, edges, names, frame)

    walls = []
    for a, b in sorted(edges):
        if a < n and b < n and frozenset((ids[a], ids[b])) not in passable:
            walls.append({"between": sorted((ids[a], ids[b])),
                          "in_data": frozenset((ids[a], ids[b])) in impassable,
                          "line": _shared(shapes[a], shapes[b])})
    on_sea = {ids[v] for v in range(n) if any(kinds[u] == "sea" for u in nbr[v])}
    regions = [{"id": ids[i], "centre": list(points[i]), "polygon": [list(v) for v in shapes[i]]} for i in range(n)]
    layout = {
        "source": ("ours: authored, not traced from any picture. One centre per region placed by our reading "
                   "of Middle-earth's geography (tools/wotr_map_layout.py, CENTRES), with points of sea and wild "
                   "land; the rules' passable borders (games/wotr/data/map.json) drawn as straight lines between "
                   "the centres cross nowhere, the triangulation holding them is completed with the shortest "
                   "edges that cross nothing, and each region's polygon is its dual cell (edge midpoints and "
                   "triangle centroids), the borders bent deterministically. A shared edge without a passable "
                   "border is a wall. Rebuild with python tools/wotr_map_layout.py."),
        "size": [W, H],
        "regions": regions,
        "seas": [{"polygon": [list(v) for v in shapes[i]]} for i in range(n, len(points)) if kinds[i] in ("sea", "lake")],
        "wilds": [{"polygon": [list(v) for v in shapes[i]]} for i in range(n, len(points)) if kinds[i] == "wild"],
        "walls": walls,
    }
    problems = [f"open faces: {open_faces}"] if open_faces else []
    problems += [f"coastal region off the sea: {r}" for r in sorted(coastal - on_sea)]
    problems += [f"inland region on the sea: {r}" for r in sorted(on_sea - coastal)]
    problems += [f"wall without a border in the data: {' - '.join(w['between'])}" for w in walls if not w["in_data"]]
    drawn = {frozenset(w["between"]) for w in walls}
    problems += [f"impassable border of the data not drawn (the regions do not touch): {' - '.join(sorted(p))}"
                 for p in sorted(impassable - drawn, key=sorted)]
    return layout, problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report only; do not write the file")
    args = parser.parse_args(argv)
    layout, problems = build()
    for p in problems:
        print(p)
    if not args.check:
        OUT.parent.mkdir(parents=True, exist_ok=True)
        OUT.write_text(json.dumps(layout, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {OUT.relative_to(ROOT)}: {len(layout['regions'])} regions, {len(layout['walls'])} walls")
    return 1 if open_faces_in(problems) else 0


def open_faces_in(problems) -> bool:
    return any(p.startswith("open faces") for p in problems)


if __name__ == "__main__":
    sys.exit(main())
