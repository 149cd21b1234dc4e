"""What changed is shown (the project's rule: every change a seat may see is animated or
marked): at the War of the Ring table a character who changed region and a nation's marker
that stepped toward war slide to their new place and are ringed for the seat's next look.
The views are a seat's real view with only the one thing changed that each scenario names."""

from __future__ import annotations

import copy

import pytest

from lotr_table.engine import registry
from lotr_table.table.kit import motion
from lotr_table.table.kit.panel import TablePanel
from lotr_table.table.wotr.parts import PARTS

GAME = registry.get_game("wotr")


@pytest.fixture
def panel(qtbot, english):
    made = TablePanel(PARTS)
    qtbot.addWidget(made)
    made.resize(1366, 740)
    made.show()
    s = GAME.setup(GAME.Options(), 1)
    made.base = GAME.view(s, 0)
    return made


def test_a_character_who_moved_slides_to_its_region_and_is_ringed(qtbot, panel):
    # «переміщувати всіх назґŷлів і посіпак (лише для гравця за Тінь)»: the Witch-king from
    # Minas Morgul to Osgiliath
    before = copy.deepcopy(panel.base)
    before["minions"] = {"witch_king": "minas_morgul"}
    panel.show_view(before, 0)
    scene = panel.scene
    figure = scene.figures["witch_king"]
    assert not figure.fresh
    after = copy.deepcopy(before)
    after["minions"] = {"witch_king": "osgiliath"}
    after["log"] = before["log"] + [{"template": "Turn {turn} begins.", "args": {"turn": 2}}]
    panel.show_view(after, 0)
    assert figure.fresh and motion.running()            # on its way, ringed
    assert figure.pos() != scene.centre["osgiliath"]
    qtbot.waitUntil(lambda: figure.pos() == scene.centre["osgiliath"], timeout=2000)


def test_a_nations_marker_that_stepped_toward_war_slides_and_is_ringed(qtbot, panel):
    # «Щоб просунути жетон політики будь-якого народу (перемістивши його на поділку вниз до
    # поділки «у війні»)»: Gondor one step nearer war
    view = copy.deepcopy(panel.base)
    panel.show_view(view, 0)
    politics = panel.scene.margins.politics
    marker = politics.markers["gondor"]
    home = marker.pos()
    after = copy.deepcopy(view)
    after["politics"]["gondor"]["step"] -= 1
    after["log"] = view["log"] + [{"template": "Turn {turn} begins.", "args": {"turn": 2}}]
    panel.show_view(after, 0)
    assert marker.fresh and motion.running() and marker.pos() == home
    qtbot.waitUntil(lambda: marker.pos() != home and not motion.running(), timeout=2000)
    assert marker.fresh


def test_a_combat_card_chosen_face_down_shows_its_back_at_once(qtbot, panel):
    # «Однак суперник завжди повинен бачити зворот вибраної карти»: the battle itself unchanged,
    # only the Shadow's card chosen: the battle's plate is drawn again, with the card's back
    from tests.table.wotr.test_board_margins import drawn_words
    view = copy.deepcopy(panel.base)
    view["battle"] = {"attacker": "shadow", "kind": "field", "round": 1, "source": "dagorlad",
                      "region": "north_ithilien", "armies": [{"sauron": {"regular": 3, "elite": 0, "leaders": 0}},
                                                             {"gondor": {"regular": 1, "elite": 0, "leaders": 0}}],
                      "units": [["sauron.regular"], ["gondor.regular"]], "cards": [None, None], "dice": [],
                      "hits": [0, 0], "outcome": None}
    view["combat_backs"] = {}
    panel.show_view(view, 0)
    assert "a combat card, face down" not in drawn_words(panel)
    battle = panel.scene.margins.battle
    assert battle.show_battle(view["battle"], {"1": "strategy"}, True)     # a change: painted again
    assert "a combat card, face down" in drawn_words(panel)
