"""A combat card, once chosen, cannot be taken back (seed 001, БИТВА: both cards are chosen in
secret and revealed together), so the table asks before it commits one: the first click marks
the card and asks; a second click on it, or the button, plays it; Cancel lets it go."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from lotr_table.games.confrontation.game import GAME
from tests.games.confrontation.scenario import FP, SAU
from tests.table.confrontation.table_kit import Table

POSITION = {
    "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
}


def _battle(qtbot) -> Table:
    t = Table(qtbot, GAME.position(POSITION, 1), SAU)
    t.drag(t.tile("blackrider"), t.region_point("eregion"))
    t.wait_applied(1)
    assert t.seat == FP and t.panel.view["decision"] == "play"
    return t


def _offered(t: Table) -> list[str]:
    """The cards the confirming buttons would play."""
    return [b.property("action")["card"] for b in t.panel.decision.action_buttons]


def _confirm(t: Table) -> QPushButton:
    (button,) = t.panel.decision.action_buttons
    return button


def _cancel(t: Table) -> QPushButton:
    return t.panel.decision.findChild(QPushButton, "cancel")


def test_one_click_on_a_combat_card_only_asks(qtbot):
    t = _battle(qtbot)
    t.click_card(t.card("f_2"))
    qtbot.wait(50)
    assert len(t.applied) == 1                           # nothing committed yet
    assert t.card("f_2").chosen
    assert "cannot be taken back" in t.panel.decision.heading.text()
    assert _offered(t) == ["f_2"]


def test_a_second_click_on_the_same_card_plays_it(qtbot):
    t = _battle(qtbot)
    t.click_card(t.card("f_2"))
    t.click_card(t.card("f_2"))
    t.wait_applied(2)
    assert t.applied[-1][1].kind == "play" and t.applied[-1][1]["card"] == "f_2"


def test_the_confirming_button_plays_the_marked_card(qtbot):
    t = _battle(qtbot)
    t.click_card(t.card("f_1"))
    qtbot.mouseClick(_confirm(t), Qt.MouseButton.LeftButton)
    t.wait_applied(2)
    assert t.applied[-1][1]["card"] == "f_1"


def test_clicking_another_card_asks_about_that_one(qtbot):
    t = _battle(qtbot)
    t.click_card(t.card("f_1"))
    t.click_card(t.card("f_2"))
    qtbot.wait(50)
    assert len(t.applied) == 1
    assert t.card("f_2").chosen and not t.card("f_1").chosen
    assert _offered(t) == ["f_2"]


def test_cancel_unmarks_the_card_and_commits_nothing(qtbot):
    t = _battle(qtbot)
    t.click_card(t.card("f_2"))
    qtbot.mouseClick(_cancel(t), Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert len(t.applied) == 1
    assert not t.card("f_2").chosen
    assert "cannot be taken back" not in t.panel.decision.heading.text()
    t.click_card(t.card("f_2"))                          # asked afresh, not played at once
    qtbot.wait(50)
    assert len(t.applied) == 1
