"""The map drawn agrees with the rules' map: War of the Ring's region polygons
(table/wotr/data/map_layout.json, our own geometry, tools/wotr_map_layout.py) against the
borders of games/wotr/data/map.json, checked here from the polygons themselves.

Seed, «Регіони»: «Регіони зазвичай розділені білою лінією … Товстий чорний кордон позначає
непрохідну місцевість, яку неможливо перетнути … Якщо кордон між двома регіонами повністю
позначений такою лінією, то ці регіони ніколи не вважають сусідніми» — every passable border
is a drawn border between the two regions, and where two regions touch with no passable
border between them the whole line is drawn as impassable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lotr_table.games.wotr.board import board

LAYOUT = Path(__file__).resolve().parents[3] / "lotr_table" / "table" / "wotr" / "data" / "map_layout.json"


@pytest.fixture(scope="module")
def layout() -> dict:
    return json.loads(LAYOUT.read_text(encoding="utf-8"))


def _segments(polygon) -> set[frozenset]:
    pts = [tuple(p) for p in polygon]
    return {frozenset((pts[i], pts[(i + 1) % len(pts)])) for i in range(len(pts))}


def _length(segments) -> float:
    total = 0.0
    for seg in segments:
        (ax, ay), (bx, by) = tuple(seg)
        total += ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
    return total


def _touching(layout) -> dict[frozenset, float]:
    """Every pair of regions whose outlines share a stretch, with its length."""
    segs = {r["id"]: _segments(r["polygon"]) for r in layout["regions"]}
    owner: dict[frozenset, list[str]] = {}
    for rid, ss in segs.items():
        for s in ss:
            owner.setdefault(s, []).append(rid)
    out: dict[frozenset, float] = {}
    for s, rids in owner.items():
        assert len(rids) <= 2, f"three regions share one stretch of border: {rids}"
        if len(rids) == 2:
            out[frozenset(rids)] = out.get(frozenset(rids), 0.0) + _length([s])
    return out


def _area(polygon) -> float:
    pts = [tuple(p) for p in polygon]
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]))) / 2


def _inside(point, polygon) -> bool:
    x, y = point
    inside = False
    pts = [tuple(p) for p in polygon]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def test_every_region_of_the_rules_and_no_other_has_one_polygon(layout):
    assert sorted(r["id"] for r in layout["regions"]) == sorted(board().ids)
    assert "traced" in layout["source"] and "ours" in layout["source"]


def test_every_passable_border_is_a_drawn_border_of_the_two_regions(layout):
    b = board()
    touching = _touching(layout)
    missing = [(b.ids[r], b.ids[n]) for r in range(len(b.ids)) for n in b.neighbours[r]
               if touching.get(frozenset((b.ids[r], b.ids[n])), 0.0) < 10.0]
    assert missing == []


def test_regions_that_touch_without_a_passable_border_are_walled(layout):
    b = board()
    walls = {frozenset(w["between"]) for w in layout["walls"]}
    touching = _touching(layout)
    unwalled = sorted(tuple(sorted(p)) for p in touching
                      if not b.adjacent(b.index[min(p)], b.index[max(p)]) and p not in walls)
    assert unwalled == []
    # and a wall is never drawn across a passable border, and lies on both outlines
    for w in layout["walls"]:
        x, y = w["between"]
        assert not b.adjacent(b.index[x], b.index[y]), w["between"]
        assert frozenset((x, y)) in touching
        on_x = {tuple(p) for p in next(r for r in layout["regions"] if r["id"] == x)["polygon"]}
        on_y = {tuple(p) for p in next(r for r in layout["regions"] if r["id"] == y)["polygon"]}
        assert len(w["line"]) >= 2 and all(tuple(p) in on_x and tuple(p) in on_y for p in w["line"])


def test_the_polygons_tile_the_map_and_each_holds_its_centre(layout):
    width, height = layout["size"]
    every = [r["polygon"] for r in layout["regions"]] + [s["polygon"] for s in layout["seas"] + layout["wilds"]]
    assert sum(_area(p) for p in every) == pytest.approx(width * height, rel=1e-6)
    for r in layout["regions"]:
        assert _inside(r["centre"], r["polygon"]), r["id"]


def test_most_impassable_borders_of_the_data_are_drawn(layout):
    b = board()
    walls = {frozenset(w["between"]) for w in layout["walls"]}
    data = {frozenset((b.ids[r], b.ids[n])) for r in range(len(b.ids)) for n in range(len(b.ids)) if b.impassable(r, n)}
    assert len(data & walls) >= len(data) - 2
