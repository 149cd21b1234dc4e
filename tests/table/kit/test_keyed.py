"""Keyed scene updates: an item is kept by its key, slides to a new place, fades in when
new and out when gone, turns over when its face changes side; a click skips the motion."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from lotr_table.table.kit import motion
from lotr_table.table.kit.card import FaceCard
from lotr_table.table.kit.hand import Spot
from lotr_table.table.kit.keyed import KeyedLayer
from lotr_table.table.kit.naming import CardFace
from lotr_table.table.kit.zones_layer import ZonesLayer

STING = CardFace("Sting", (("Strength", "1"),), "A blade of Elvish make.")


def card(key: str, face=STING):
    return lambda: FaceCard(key, face)


def test_an_item_placed_again_slides_from_where_it_was(qtbot, qapp):
    scene = QGraphicsScene()
    layer = KeyedLayer(scene)
    layer.begin()
    item = layer.place("sting", card("sting"), QPointF(0, 0))
    layer.end()
    motion.finish_all()
    layer.begin()
    again = layer.place("sting", card("sting"), QPointF(300, 0))
    layer.end()
    assert again is item and layer.made == 1
    assert item.pos() == QPointF(0, 0)                 # it starts where it was
    layer._slides["sting"].setCurrentTime(motion.SLIDE_MS // 2)
    assert 0 < item.pos().x() < 300                    # on its way (time driven by hand: no flaky sleep)
    qtbot.waitUntil(lambda: item.pos() == QPointF(300, 0), timeout=2000)


def test_a_click_skips_the_motion(qapp):
    scene = QGraphicsScene()
    layer = KeyedLayer(scene)
    layer.begin()
    item = layer.place("sting", card("sting"), QPointF(0, 0))
    layer.end()
    layer.begin()
    layer.place("sting", card("sting"), QPointF(0, 200))
    layer.end()
    assert motion.running() >= 1
    motion.finish_all()
    assert item.pos() == QPointF(0, 200) and item.opacity() == 1.0 and motion.running() == 0


def test_a_new_item_fades_in_and_a_gone_one_fades_out_then_leaves_the_scene(qtbot, qapp):
    scene = QGraphicsScene()
    layer = KeyedLayer(scene)
    layer.begin()
    item = layer.place("sting", card("sting"), QPointF(0, 0))
    layer.end()
    assert item.opacity() == 0.0                        # appearing
    motion.finish_all()
    assert item.opacity() == 1.0
    layer.begin()
    layer.end()
    assert "sting" not in layer and item.scene() is scene     # fading
    qtbot.waitUntil(lambda: item.scene() is None, timeout=2000)


def test_under_the_curtain_nothing_lingers_not_even_what_is_fading(qapp):
    scene = QGraphicsScene()
    layer = KeyedLayer(scene)
    layer.begin()
    going = layer.place("sting", card("sting"), QPointF(0, 0))
    staying = layer.place("mithril", card("mithril"), QPointF(0, 0))
    layer.end()
    layer.begin()
    layer.place("mithril", card("mithril"), QPointF(0, 0))
    layer.end()
    assert going.scene() is scene                      # still fading out
    layer.clear()
    assert going.scene() is None and staying.scene() is None and scene.items() == []


def test_without_motion_every_change_is_at_once(qapp):
    motion.set_enabled(False)
    try:
        scene = QGraphicsScene()
        layer = KeyedLayer(scene)
        layer.begin()
        item = layer.place("sting", card("sting"), QPointF(0, 0))
        layer.end()
        layer.begin()
        layer.place("sting", card("sting"), QPointF(50, 50))
        layer.end()
        assert item.pos() == QPointF(50, 50) and item.opacity() == 1.0
        layer.begin()
        layer.end()
        assert item.scene() is None
    finally:
        motion.set_enabled(True)


def test_a_card_turning_face_up_is_shown_turning(qtbot, qapp):
    item = FaceCard("c", None)
    assert item.words() == []
    item.set_face(STING)
    assert item.face_up and item.words() == []          # still the back until half-way
    item._turn.setCurrentTime(motion.TURN_MS // 4)
    assert item.transform().m11() == pytest.approx(0.5) and item.words() == []    # narrowing to its edge
    item._turn.setCurrentTime(motion.TURN_MS * 3 // 4)
    assert item.transform().m11() == pytest.approx(0.5) and "Sting" in item.words()  # opening on its face
    qtbot.waitUntil(lambda: item.transform().m11() == 1.0 and "Sting" in item.words(), timeout=2000)


def zones(deck: list, hand: list) -> dict:
    return {"deck": {"owner": 0, "count": len(deck), "cards": deck},
            "hand": {"owner": 0, "count": len(hand), "cards": hand}}


SPOTS = {"deck": Spot(QRectF(0, 0, 100, 140), pile=True), "hand": Spot(QRectF(200, 0, 600, 140))}


def test_hidden_cards_are_followed_by_count_a_back_leaves_the_deck_for_the_hand(qapp):
    motion.set_enabled(False)
    try:
        layer = KeyedLayer(QGraphicsScene())
        cards = ZonesLayer(layer, SPOTS, lambda c: CardFace(c.title()))
        layer.begin()
        cards.show(zones([None, None, None], []))
        layer.end()
        top = layer.items[cards.backs["deck"][-1]]
        layer.begin()
        cards.show(zones([None, None], [None]))      # another seat drew: a back moves
        layer.end()
        assert layer.items[cards.backs["hand"][0]] is top and top.pos() == SPOTS["hand"].places(1)[0]
        assert layer.made == 3
        # the hand's owner's view: the drawn card known, so the back turned up is that card
        layer.begin()
        cards.show(zones([None], [None, {"id": "c7", "card": "sting"}]))
        layer.end()
        assert layer.items["c7"].face == CardFace("Sting") and layer.made == 3
        # a known card going back into hiding turns down, the same item
        known = layer.items["c7"]
        layer.begin()
        cards.show(zones([None, None], [None]))
        layer.end()
        assert not known.face_up and known in layer.items.values() and layer.made == 3
    finally:
        motion.set_enabled(True)
