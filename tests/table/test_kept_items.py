"""Keyed scene updates on both tables (lotr_table/table/kit/keyed.py): after an action a piece
that moved is the same item, sliding from where it stood to its new place, not an item made
anew; a hidden piece is known only by where it stands, so its item carries nothing the view
does not show.

Issue 10: "items are kept by id and moved/changed when the view changes, not rebuilt; a change
can be animated (an item slides from its old place to its new one)".
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.games.confrontation.game import GAME
from lotr_table.table.confrontation import make_panel as confrontation_panel
from lotr_table.table.lotr_coop import demo
from lotr_table.table.lotr_coop import make_panel as coop_panel
from tests.games.confrontation.scenario import FP, SAU

# Legolas in Eregion may go forward into the Misty Mountains; Frodo and Sam wait in the Shire.
POSITION = {
    "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c", "sam_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
    "active": "fellowship",
}
LEGOLAS_MOVES = Action("move", hero="legolas", to="misty_mountains")


def shown(qtbot, make_panel):
    panel = make_panel()
    qtbot.addWidget(panel)
    panel.resize(1600, 1000)
    panel.show()
    return panel


def fellowship_tiles(panel, region: str) -> list:
    return [t for t in panel.scene.tiles if t.side == "fellowship" and t.region == region]


def test_after_a_move_the_hero_is_the_same_tile_sliding_to_its_new_region(qtbot, english):
    panel = shown(qtbot, confrontation_panel)
    state = GAME.position(POSITION, 1)
    panel.show_view(GAME.view(state, FP), FP)
    tile = next(t for t in panel.scene.tiles if t.hero == "legolas")
    stood = QPointF(tile.pos())
    others = {t.hero: t for t in panel.scene.tiles if t.hero != "legolas"}
    state = GAME.apply(state, FP, LEGOLAS_MOVES)
    panel.show_view(GAME.view(state, FP), FP)
    assert next(t for t in panel.scene.tiles if t.hero == "legolas") is tile
    assert tile.region == "misty_mountains" and tile.home != stood
    assert tile.pos() == stood and panel.scene.kept.sliding(tile)      # it sets off from where it stood
    qtbot.waitUntil(lambda: tile.pos() == tile.home, timeout=2000)
    assert {t.hero: t for t in panel.scene.tiles if t.hero != "legolas"} == others


def test_a_hidden_tile_that_moves_is_a_new_item_where_it_arrives(qtbot, english):
    panel = shown(qtbot, confrontation_panel)
    state = GAME.position(POSITION, 1)
    panel.show_view(GAME.view(state, SAU), SAU)
    [in_eregion] = fellowship_tiles(panel, "eregion")
    in_shire = fellowship_tiles(panel, "shire")
    assert in_eregion.hero is None and len(in_shire) == 2
    state = GAME.apply(state, FP, LEGOLAS_MOVES)
    panel.show_view(GAME.view(state, SAU), SAU)
    [arrived] = fellowship_tiles(panel, "misty_mountains")
    assert arrived is not in_eregion and arrived.hero is None
    assert in_eregion.scene() is None and fellowship_tiles(panel, "eregion") == []
    assert fellowship_tiles(panel, "shire") == in_shire          # the tiles that did not move are kept


def test_after_a_card_is_played_the_track_marker_slides_and_the_hand_closes_up(qtbot, english):
    coop = registry.get_game("lotr_coop")
    panel = shown(qtbot, coop_panel)
    state = coop.position(demo.POSITIONS["moria"], 1)
    view = coop.view(state, 0)
    panel.show_view(view, 0)
    marker = panel.scene.kept[("marker", "travelling")]
    stood = QPointF(marker.pos())
    cards = {c.card: c for c in panel.scene.hand_cards}
    play = next(a for a in view["actions"]
                if a.get("kind") == "play" and a.get("card") == "grey_travelling" and a.get("track") == "travelling")
    state = coop.apply(state, 0, Action.from_json(play))
    assert state.tracks["travelling"] == 3
    panel.show_view(coop.view(state, 0), 0)
    assert panel.scene.kept[("marker", "travelling")] is marker
    assert marker.pos() == stood and panel.scene.kept.sliding(marker)
    qtbot.waitUntil(lambda: not panel.scene.kept.sliding(marker), timeout=2000)
    assert marker.pos().x() > stood.x()                                 # one space on
    left = {c.card: c for c in panel.scene.hand_cards}
    assert "grey_travelling" not in left and cards["grey_travelling"].scene() is None
    assert all(left[card] is cards[card] for card in left)
