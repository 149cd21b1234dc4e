"""The map's gestures at the War of the Ring table (issue 33): an army dragged onto a region
moves there, dragged onto an enemy army attacks it, a muster is a click on a settlement, and a
region chosen where the rules offer nothing is refused with the rule's reason, said where the
person acted. The positions are the rules tests' (tests/games/wotr/play.at_actions)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.wotr.game import GAME
from lotr_table.table.kit.panel import TablePanel
from lotr_table.table.refusals import refusal_text
from lotr_table.table.wotr import parts as wotr_parts
from lotr_table.table import games

from tests.games.wotr.play import at_actions, die, pick, play

FP, SH = 0, 1
AT_WAR = {"step": 0, "active": True}
BOARD = {"politics": {"gondor": AT_WAR, "sauron": AT_WAR},
         "armies": {"dagorlad": {"sauron": {"regular": 3}}, "north_ithilien": {"gondor": {"regular": 1}}}}


class Table:
    """A panel at 1366x768 playing one seat's answers into the engine, as the shell does."""

    def __init__(self, qtbot, s, seat):
        self.qtbot, self.s, self.seat = qtbot, s, seat
        self.panel = TablePanel(wotr_parts.PARTS)
        qtbot.addWidget(self.panel)
        self.panel.resize(1366, 740)
        self.panel.show()
        self.sent: list[Action] = []
        self.refusals: list[str] = []
        self.panel.action_chosen.connect(self._apply)
        self.show()

    def show(self):
        self.panel.show_view(GAME.view(self.s, self.seat), self.seat)

    def _apply(self, seat, action):
        self.sent.append(action)
        try:
            self.s = GAME.apply(self.s, seat, action)
        except IllegalAction as refusal:
            reason = refusal_text("wotr", games.table("wotr"), refusal)
            self.refusals.append(reason)
            self.panel.show_refusal(reason)
            return
        self.show()

    def answer(self, action):
        """A button of the decision area (what the person would press there)."""
        self.s = GAME.apply(self.s, self.seat, action)
        self.show()

    def at(self, region) -> QPoint:
        view = self.panel.table
        return view.mapFromScene(self.panel.scene.regions[region].path.boundingRect().center())

    def army_at(self, region) -> QPoint:
        army = self.panel.scene.armies[region]
        view = self.panel.table
        rect = army.rect.translated(view.mapFromScene(army.pos()).toPointF())
        return rect.center().toPoint()

    def drag(self, source, region):
        viewport = self.panel.table.viewport()
        start, end = self.army_at(source), self.at(region)
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.mouseMove(viewport, (start + end) / 2)
        self.qtbot.mouseMove(viewport, end)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def click(self, region):
        self.qtbot.mouseClick(self.panel.table.viewport(), Qt.MouseButton.LeftButton, pos=self.at(region))

    def wait_sent(self, n):
        self.qtbot.waitUntil(lambda: len(self.sent) + len(self.refusals) >= n, timeout=2000)


@pytest.fixture
def still(english):
    from lotr_table.table.kit import motion
    motion.set_enabled(False)
    yield
    motion.set_enabled(True)


def _whole(s, seat):
    return next(a for a in GAME.legal_actions(s, seat) if a.kind == "pick")


def test_an_army_dragged_onto_an_enemy_army_attacks_it(qtbot, still):
    # «Атака військами: атакувати вороже військо в сусідньому регіоні»
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "attack"))
    table = Table(qtbot, s, SH)
    assert table.panel.scene.regions["dagorlad"].lit and table.panel.scene.armies["dagorlad"].carried
    table.drag("dagorlad", "north_ithilien")
    # the stack dragged is the whole army (a part is chosen on the stack after a click)
    table.wait_sent(3)
    assert table.sent == [pick("army", "dagorlad"), pick("units", [["sauron", "regular", 3]]),
                          pick("target", "north_ithilien")] and not table.refusals
    assert table.s.battle is not None


def test_an_army_dragged_onto_a_free_region_moves_there(qtbot, still):
    # «Пересування військ: … у сусідній регіон»
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "move"))
    table = Table(qtbot, s, SH)
    table.drag("dagorlad", "morannon")
    table.wait_sent(3)
    assert table.sent[1] == pick("units", [["sauron", "regular", 3]])
    assert table.sent[-1] == pick("to", "morannon") and not table.refusals
    assert "morannon" in GAME.view(table.s, SH)["armies"]


def test_muster_is_a_click_on_a_settlement(qtbot, still):
    # «Мобілізація: … два звичайні загони в двох різних поселеннях»
    s = play(at_actions(BOARD, ["muster"], []), FP, die("muster"), pick("use", "recruit_two_regulars"))
    table = Table(qtbot, s, FP)
    scene = table.panel.scene
    assert scene.regions["minas_tirith"].lit and not scene.regions["dagorlad"].lit
    table.click("minas_tirith")
    table.wait_sent(1)
    assert table.sent == [pick("first", "minas_tirith")]


def test_a_region_the_rules_do_not_offer_is_refused_with_the_reason_where_the_person_acted(qtbot, still):
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "move"), pick("army", "dagorlad"))
    s = play(s, SH, _whole(s, SH))
    table = Table(qtbot, s, SH)
    table.click("the_shire")
    table.wait_sent(1)
    assert table.refusals == ["An army moves only to an adjacent region free for army movement."]
    bubble = table.panel.bubble
    assert bubble.isVisible() and "adjacent region" in bubble.text()
    assert (bubble.geometry().center() - table.at("the_shire")).manhattanLength() < 200


def test_the_computers_move_stays_marked_on_the_map_until_the_person_acts(qtbot, still):
    # what another seat did is shown where it happened: from Dagorlad to Morannon
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "move"), pick("army", "dagorlad"))
    table = Table(qtbot, s, FP)
    before = GAME.view(table.s, FP)
    table.panel.note_acted(FP, before)
    s = play(table.s, SH, _whole(table.s, SH), pick("to", "morannon"))
    after = GAME.view(s, FP)
    added = after["log"][len(before["log"]):]
    table.panel.show_change(before, after, FP, [{"seat": SH, "acts_on": {}, "log": added}])
    marked = {(came, went) for _, came, went in table.panel.scene.story.trails.items}
    assert ("dagorlad", "morannon") in marked
    # the log names the regions in words
    lines = [wotr_parts.PARTS.log_line(e, after) for e in added]
    assert "The Shadow player moves an army from Dagorlad to Morannon." in lines


def test_a_region_lit_as_an_answer_has_its_name_on_the_map_until_answered(qtbot, still):
    # «Пересування військ: … у сусідній регіон»: the regions the question names are found by name
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "move"), pick("army", "dagorlad"))
    table = Table(qtbot, s, SH)
    table.answer(_whole(table.s, SH))          # now: to which region
    scene = table.panel.scene
    lit = [r for r, item in scene.regions.items() if item.lit]
    assert lit and all(scene.labels[r].isVisible() for r in lit)
    crowded = [r for r in lit if scene.labels[r].priority > 1]
    table.answer(pick("to", "morannon"))
    assert not any(item.lit for item in scene.regions.values())
    hidden = [r for r in crowded if not scene.labels[r].isVisible()]
    assert hidden                              # crowded names hidden again once answered


def test_the_strongholds_names_read_whole_beside_their_armies(qtbot, still):
    # the setup's armies stand in the strongholds: at 1366x768 no counter covers a stronghold's name
    s = GAME.setup(GAME.Options(), 1)
    table = Table(qtbot, s, GAME.to_act(s)[0])
    scene, view = table.panel.scene, table.panel.table

    def box(item):
        return item.boundingRect().translated(view.mapFromScene(item.pos()).toPointF())
    names = [box(label) for label in scene.labels.values() if label.priority == 0]
    counters = [army.rect.translated(view.mapFromScene(army.pos()).toPointF()) for army in scene.armies.values()]
    assert names and not [n for n in names for c in counters if n.adjusted(2, 2, -2, -2).intersects(c)]


def test_an_army_dragged_while_the_dies_use_is_asked_moves_with_that_die(qtbot, still):
    # «Пересування військ: … у сусідній регіон» with the Army die chosen and its use still to
    # say: the drag is the use (a move, the region free), the army whole and where it goes
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"))
    table = Table(qtbot, s, SH)
    assert table.panel.hands.may_carry("dagorlad") and not table.panel.hands.may_carry("north_ithilien")
    table.drag("dagorlad", "morannon")
    table.wait_sent(4)
    assert table.sent == [pick("use", "move"), pick("army", "dagorlad"), pick("units", [["sauron", "regular", 3]]),
                          pick("to", "morannon")] and not table.refusals


def test_an_army_dragged_onto_the_enemy_while_the_dies_use_is_asked_attacks(qtbot, still):
    # «Атака військами: атакувати вороже військо в сусідньому регіоні»: dropped on the enemy
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"))
    table = Table(qtbot, s, SH)
    table.drag("dagorlad", "north_ithilien")
    table.wait_sent(4)
    assert table.sent[0] == pick("use", "attack") and table.sent[-1] == pick("target", "north_ithilien")
    assert not table.refusals and table.s.battle is not None
