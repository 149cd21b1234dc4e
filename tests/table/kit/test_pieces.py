"""The kit's other pieces: a hand that wraps rows rather than cover a title, a preview that
hides no lit target, a track with markers, stacked counters, and a region map from data."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from lotr_table.table.kit import look
from lotr_table.table.kit.card import HEIGHT, TITLE_H, WIDTH
from lotr_table.table.kit.counters import CounterStack
from lotr_table.table.kit.hand import Spot, height, spread
from lotr_table.table.kit.naming import CardFace
from lotr_table.table.kit.preview import CardPreview
from lotr_table.table.kit.region_map import RegionMap, load_regions
from lotr_table.table.kit.track import MarkerItem, TrackItem


def title_bands(places):
    return [QRectF(x, y, WIDTH, TITLE_H) for x, y in places]


@pytest.mark.parametrize("n", range(1, 13))
def test_a_hand_spreads_then_wraps_and_no_card_covers_a_title(n):
    width = 3 * WIDTH + 2 * 6 + 10            # room for three side by side
    places = spread(n, width)
    for i, band in enumerate(title_bands(places)):
        for later in places[i + 1:]:          # a later card lies on top
            assert not band.intersects(QRectF(later[0], later[1], WIDTH, HEIGHT).adjusted(0.5, 0.5, -0.5, -0.5))
    assert all(0 <= x and x + WIDTH <= width for x, _ in places)
    assert height(n, width) == HEIGHT + (-(-n // 3) - 1) * (TITLE_H + 4)


def test_cards_side_by_side_while_they_fit():
    places = spread(3, 400)
    assert len({y for _, y in places}) == 1 and places[1][0] - places[0][0] == WIDTH + 6


def test_a_pile_stacks_its_cards_in_one_place():
    places = Spot(QRectF(10, 20, WIDTH, HEIGHT), pile=True).places(5)
    assert places[0] == QPointF(10, 20) and all(abs(p.x() - 10) < 5 for p in places)


def test_the_preview_takes_the_side_that_hides_no_lit_target(qapp):
    preview = CardPreview()
    visible = QRectF(0, 0, 1200, 800)
    card = QRectF(500, 300, 100, 140)
    right = QRectF(620, 250, 100, 140)
    lit = [right]
    preview.show_for(CardFace("Sting"), card, visible, lit)
    shown = preview.mapRectToScene(preview.boundingRect())
    assert shown.width() == 200 and not shown.intersects(right) and not shown.intersects(card)
    # with the left side lit too, it goes above or below
    lit.append(QRectF(300, 250, 100, 140))
    preview.show_for(CardFace("Sting"), card, visible, lit)
    shown = preview.mapRectToScene(preview.boundingRect())
    assert not any(shown.intersects(r) for r in lit)


def test_markers_stand_on_the_spaces_of_a_track(qapp):
    scene = QGraphicsScene()
    track = TrackItem("Corruption", 0, 15)
    scene.addItem(track)
    track.setPos(100, 50)
    marker = MarkerItem("frodo", "#3a6", "F")
    scene.addItem(marker)
    marker.setPos(track.space_at(4))
    assert track.mapFromScene(marker.pos()).x() == pytest.approx(4.5 * 34)
    assert track.space_at(99) == track.space_at(15)
    assert track.words()[:3] == ["Corruption", "0", "1"]


def test_counters_stack_and_say_how_many(qapp):
    stack = CounterStack("wounds", "#a33", 12)
    assert stack.words() == ["12"]
    stack.set_count(0)
    assert stack.words() == []


REGIONS = {"regions": [
    {"id": "the_shire", "polygon": [[0, 0], [100, 0], [100, 80], [0, 80]], "label_at": [50, 40]},
    {"id": "bree", "polygon": [[100, 0], [200, 0], [200, 80], [100, 80]], "label_at": [150, 40]},
]}


def test_a_region_map_is_drawn_from_its_file_with_names_never_ids(qtbot, tmp_path):
    path = tmp_path / "regions.json"
    path.write_text(json.dumps(REGIONS), encoding="utf-8")
    scene = QGraphicsScene()
    names = {"the_shire": "Шир", "bree": "Брі"}
    regions = RegionMap(scene, load_regions(path), names.__getitem__)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(400, 200)
    view.show()
    with look.recording() as drawn:
        view.viewport().grab()
    assert {w for w, _ in drawn} == {"Шир", "Брі"}
    # lit regions are targets; a click on one chooses it, on another does nothing
    regions.light({"bree"})
    chosen: list[str] = []
    for item in regions.items.values():
        item.clicked.connect(chosen.append)
    for at in (QPointF(150, 40), QPointF(50, 40)):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(at))
    assert chosen == ["bree"]
    assert regions.items["bree"].lit and not regions.items["the_shire"].lit


def test_a_region_file_with_a_twice_named_region_or_a_line_for_a_polygon_is_refused(tmp_path):
    path = tmp_path / "regions.json"
    twice = {"regions": [REGIONS["regions"][0], REGIONS["regions"][0]]}
    path.write_text(json.dumps(twice), encoding="utf-8")
    with pytest.raises(ValidationError, match="region ids appear twice: the_shire"):
        load_regions(path)
    line = {"regions": [{"id": "x", "polygon": [[0, 0], [1, 1]], "label_at": [0, 0]}]}
    path.write_text(json.dumps(line), encoding="utf-8")
    with pytest.raises(ValidationError, match="at least 3 items"):
        load_regions(path)
