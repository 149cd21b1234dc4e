"""A whole battle played through the Confrontation table: the defender chosen with a button,
the secret cards chosen by clicking them in the hand, the hero's choice asked in words.

Seed 001, БИТВА: "Каждый игрок втайне выбирает 1 из оставшихся у него на руке Боевых карт.
Затем оба игрока одновременно раскрывают свои карты".
"""

from __future__ import annotations

from lotr_table.games.confrontation.game import GAME
from tests.games.confrontation.battle_kit import dead
from tests.games.confrontation.scenario import FP, SAU, where
from tests.table.confrontation.table_kit import Table

# Gimli was revealed for good (Crebain of Dunland); Legolas beside him is hidden. The Black
# Rider attacks Eregion from Caradhras, so Sauron chooses: Gimli by name, or a hidden
# defender at random.
TWO_DEFENDERS = {
    "fellowship": {"eregion": ["legolas", "gimli"], "shire": ["frodo_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
    "revealed": ["gimli"],
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
}


def test_a_battle_from_the_attack_to_the_result(qtbot):
    t = Table(qtbot, GAME.position(TWO_DEFENDERS, 1), SAU)
    t.drag(t.tile("blackrider"), t.region_point("eregion"))
    t.wait_applied(1)
    # Sauron chooses the defender with a button named in plain words
    assert t.seat == SAU and t.panel.view["decision"] == "defender"
    buttons = t.buttons()
    assert set(buttons) == {"Fight Gimli", "Fight a hidden defender at random"}
    buttons["Fight Gimli"].click()
    t.wait_applied(2)
    # both choose a card in secret: the Fellowship first (the harness shows the first seat to act)
    assert t.seat == FP and t.panel.view["decision"] == "play"
    panel = t.scene.battle
    assert panel is not None
    assert {tile.hero for tile in panel.tiles} == {"gimli", "blackrider"}
    assert {c.card for c in t.scene.hand_cards if c.playable} == {"f_1", "f_2"}
    t.commit_card(t.card("f_2"))
    t.wait_applied(3)
    # Sauron's turn to choose: he sees that a card was chosen, never which
    assert t.seat == SAU
    battle = t.panel.view["battle"]
    assert battle["committed"] == {"fellowship": True, "sauron": False}
    fellowship_cards = [c for c in t.scene.battle.cards if c.side == "fellowship"]
    assert fellowship_cards and all(c.card is None for c in fellowship_cards)
    assert "f_2" not in t.drawn() and "2" not in [c.card for c in t.scene.battle.cards]
    t.commit_card(t.card("s_1"))
    t.wait_applied(4)
    # Gimli 3 + 2 beats the Black Rider 3 + 1
    assert dead(t.state, "blackrider") and where(t.state, "gimli") == "eregion"
    t.show(FP)
    panel = t.scene.battle
    assert panel is not None                       # the last battle stays shown until the next move
    drawn = t.drawn()
    assert any("Black Rider dies" in text for text in drawn)
    assert any("Last battle" in text for text in drawn)
    assert "blackrider" in t.panel.view["dead"]["sauron"]


# The Witch King attacks Frodo in Eregion; Frodo (classic) may retreat sideways when defending.
FRODO_DEFENDS = {
    "fellowship": {"eregion": ["frodo_c"], "shire": ["sam_c", "merry"]},
    "sauron": {"caradhras": ["witchking_c"], "mordor": ["balrog"]},
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
}


def test_a_hero_text_choice_is_asked_with_buttons(qtbot):
    t = Table(qtbot, GAME.position(FRODO_DEFENDS, 1), SAU)
    t.drag(t.tile("witchking_c"), t.region_point("eregion"))
    t.wait_applied(1)
    assert t.seat == FP and t.panel.view["decision"] == "fp_text"
    buttons = t.buttons()
    assert "Retreat to Enedwaith" in buttons and "Pass" in buttons
    assert "choice" in t.panel.decision.prompt.text()
    buttons["Retreat to Enedwaith"].click()
    t.wait_applied(2)
    assert where(t.state, "frodo_c") == "enedwaith"
    assert where(t.state, "witchking_c") == "eregion"


def test_several_actions_for_one_drop_are_offered_as_buttons(qtbot):
    # Shadowfax and the ordinary move both take Legolas into the Misty Mountains
    position = {
        "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
        "sauron": {"gondor": ["blackrider"], "mordor": ["balrog"]},
        "specials": {"fellowship": ["shadowfax"]},
        "options": {"specials": "handicap"},
        "active": "fellowship",
    }
    t = Table(qtbot, GAME.position(position, 1), FP)
    t.drag(t.tile("legolas"), t.region_point("misty_mountains"))
    qtbot.waitUntil(lambda: "Move Legolas to Misty Mountains" in t.buttons(), timeout=2000)
    buttons = t.buttons()
    assert "Play Shadowfax: Legolas to Misty Mountains" in buttons
    buttons["Move Legolas to Misty Mountains"].click()
    t.wait_applied(1)
    assert t.applied[0][1].kind == "move"


def test_a_card_can_be_played_from_the_keyboard(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    position = {
        "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
        "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
        "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
    }
    t = Table(qtbot, GAME.position(position, 1), SAU)
    t.drag(t.tile("blackrider"), t.region_point("eregion"))
    t.wait_applied(1)
    view = t.panel.table
    view.setFocus()
    hands = t.panel.hands
    assert [getattr(item, "card", None) for item in hands.focusables()] == ["f_1", "f_2"]
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert hands.focused_item().card == "f_2"
    QTest.keyClick(view, Qt.Key.Key_Space)          # Space shows the focused card at full size
    assert view.preview.isVisible() and view.preview.subject == ("card", "f_2")
    QTest.keyClick(view, Qt.Key.Key_Return)         # Enter marks the card and asks to confirm,
    QTest.keyClick(view, Qt.Key.Key_Return)         # Enter again commits it
    t.wait_applied(2)
    assert t.applied[-1][1]["card"] == "f_2"


def test_a_retreat_can_be_chosen_by_clicking_its_lit_region(qtbot):
    t = Table(qtbot, GAME.position(FRODO_DEFENDS, 1), SAU)
    t.drag(t.tile("witchking_c"), t.region_point("eregion"))
    t.wait_applied(1)
    lit = {rid for rid, item in t.scene.region_items.items() if item.lit}
    assert lit == {"rhudaur", "enedwaith"}
    t.click(t.region_point("rhudaur"))
    t.wait_applied(2)
    assert where(t.state, "frodo_c") == "rhudaur"
