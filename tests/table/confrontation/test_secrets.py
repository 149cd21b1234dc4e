"""Hidden information on the Confrontation table: a seat's table draws only what its view
holds, and clear() (the curtain) leaves nothing secret drawn.

Seed 001: "Все герои размещаются закрытыми"; "Карты на руках всегда закрыты".
DESIGN.md: "raise the curtain, see no secret drawn".
"""

from __future__ import annotations

from lotr_table.games.confrontation.data import heroes
from lotr_table.games.confrontation.game import GAME
from lotr_table.table.confrontation import words
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.confrontation.pieces import TileItem
from tests.games.confrontation.scenario import FP, SAU
from tests.table.confrontation.table_kit import Table

# Gimli is revealed for good; Boromir is dead (face up); the others stand hidden.
POSITION = {
    "fellowship": {"shire": ["frodo_c", "sam_c"], "eregion": ["gandalf_c", "legolas"], "cardolan": ["merry"],
                   "rhudaur": ["gimli"], "arthedain": ["pippin"], "caradhras": ["aragorn_c"]},
    "sauron": {"mordor": ["witchking_c", "cavetroll"], "gondor": ["saruman_c"], "fangorn": ["orcs_c"],
               "misty_mountains": ["balrog"], "dagorlad": ["shelob", "warg"], "rohan": ["blackrider"]},
    "dead": ["boromir", "flyingnazgul_c"],
    "revealed": ["gimli"],
    "hands": {"fellowship": ["f_1", "f_3", "f_magic"], "sauron": ["s_2", "s_4", "s_eye"]},
    "specials": {"fellowship": ["gwaihir"], "sauron": ["palantir"]},
    "options": {"specials": "choose_two"},
    "active": "sauron",
}
SHOWN_TO_SAURON = {"gimli", "boromir"}


def hidden_names() -> set[str]:
    return {words.hero_name(h) for h in ("frodo_c", "sam_c", "gandalf_c", "legolas", "merry", "pippin", "aragorn_c")}


def test_the_sauron_seat_never_draws_a_hidden_fellowship_hero(qtbot):
    t = Table(qtbot, GAME.position(POSITION, 1), SAU)
    hidden = hidden_names()
    for tile in t.scene.tiles:
        if tile.side == "fellowship":
            assert tile.hero in SHOWN_TO_SAURON | {None}
    drawn = t.drawn()
    assert not hidden & set(drawn), f"hidden names drawn: {hidden & set(drawn)}"
    assert words.hero_name("gimli") in drawn and words.hero_name("boromir") in drawn
    # nor in the words at the side: the log, the prompt, the buttons
    for text in t.widget_texts():
        for name in hidden:
            assert name not in text, (name, text)
    # the Fellowship's hand is a count of backs; its secret special card is a back
    fellowship_cards = [c for c in t.scene.shown() if isinstance(c, CardItem) and c.side == "fellowship"]
    assert [c for c in fellowship_cards if not c.special and c.card is None]
    assert all(c.card in GAME.view(t.state, SAU)["discards"]["fellowship"] for c in fellowship_cards
               if not c.special and c.card is not None)
    secret = [c for c in t.scene.shown() if isinstance(c, CardItem) and c.special and c.side == "fellowship"]
    assert secret and all(c.card is None for c in secret)


def test_hovering_a_hidden_tile_previews_nothing(qtbot):
    t = Table(qtbot, GAME.position(POSITION, 1), SAU)
    hidden = next(tile for tile in t.scene.tiles if tile.side == "fellowship" and tile.hero is None)
    view = t.panel.table
    view._hover(t.at(hidden.scenePos()))
    qtbot.wait(400)
    assert not view.preview.isVisible()
    own = t.tile("balrog")
    view._hover(t.at(own.scenePos()))
    qtbot.waitUntil(view.preview.isVisible, timeout=2000)
    assert view.preview.subject == ("hero", "balrog")


def test_clear_leaves_nothing_secret_drawn(qtbot):
    t = Table(qtbot, GAME.position(POSITION, 1), FP)
    assert hidden_names() <= set(t.drawn())
    t.panel.clear()
    items = t.scene.items()
    assert not [i for i in items if isinstance(i, (TileItem, CardItem))]
    assert t.scene.battle is None
    drawn = set(t.drawn())
    every_hero = {words.hero_name(h) for h in heroes()}
    assert not drawn & every_hero
    assert t.panel.log.count() == 0
    assert t.buttons() == {} and t.panel.decision.prompt.text() == ""
    assert t.panel.indicator.text() == ""
    assert not t.panel.table.preview.isVisible()


def test_clear_during_a_battle_removes_the_battle_and_the_chosen_card(qtbot):
    position = {
        "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
        "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
        "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
    }
    t = Table(qtbot, GAME.position(position, 1), SAU)
    t.drag(t.tile("blackrider"), t.region_point("eregion"))
    t.wait_applied(1)
    t.commit_card(t.card("f_2"))
    t.wait_applied(2)
    t.show(FP)
    assert t.panel.view["battle"]["my_choice"] == "f_2"
    assert any(c.card == "f_2" and c.chosen for c in t.scene.battle.cards)
    t.panel.clear()
    assert t.scene.battle is None
    assert not [i for i in t.scene.items() if isinstance(i, CardItem)]


def test_seat_name_is_the_side_in_the_current_language(qtbot):
    t = Table(qtbot, GAME.position(POSITION, 1), FP)
    view = t.panel.view
    assert t.panel.seat_name(view, FP) == "Fellowship"
    assert t.panel.seat_name(view, SAU) == "Sauron"


def test_the_public_view_shows_no_hand_and_offers_nothing(qtbot):
    t = Table(qtbot, GAME.position(POSITION, 1), FP)
    t.panel.show_view(GAME.view(t.state, None), None)
    assert t.scene.hand_cards == []
    assert not [tile for tile in t.scene.tiles if tile.movable]
    assert not [c for c in t.scene.shown() if isinstance(c, CardItem) and c.card in ("f_1", "f_3", "s_2", "s_4")]
    assert not (hidden_names() & set(t.drawn()))
    assert t.buttons() == {}
