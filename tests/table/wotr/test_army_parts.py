"""Part of an army, chosen on its stack (issue 33: "a move or an attack by dragging an army (or
part of it, chosen on the stack) onto a region with the legal regions lit"): the regions lit as
soon as the army is picked up, the part that goes chosen on a list under its counters, and the
pieces not asked when the rules leave one way. The positions are the rules tests'."""

from __future__ import annotations

from PySide6.QtCore import Qt

from lotr_table.games.wotr.game import GAME

from tests.games.wotr.play import BACK, at_actions, die, pick, play
from tests.table.wotr.test_map_gestures import AT_WAR, SH, Table as MapTable, still  # noqa: F401  (the fixture)

BOARD = {"politics": {"gondor": AT_WAR, "sauron": AT_WAR},
         "armies": {"dagorlad": {"sauron": {"regular": 3, "elite": 1}}, "north_ithilien": {"gondor": {"regular": 1}},
                    "ash_mountains": {"sauron": {"regular": 1}}}}


class Table(MapTable):
    def click_army(self, region):
        self.qtbot.mouseClick(self.panel.table.viewport(), Qt.MouseButton.LeftButton, pos=self.army_at(region))

    def click_row(self, k):
        chooser, view = self.panel.hands.chooser, self.panel.table
        at = view.mapFromScene(chooser.pos()) + chooser.row_rect(k).center().toPoint()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def _moving(board=BOARD):
    return play(at_actions(board, [], ["army"]), SH, die("army"), pick("use", "move"))


def test_the_regions_an_army_may_reach_are_lit_while_it_is_carried(qtbot, still):
    # «Щоб перемістити військо, гравець просто пересуває вибрані загони в сусідній регіон»:
    # the enemy's North Ithilien is no place to move to; Morannon is
    table = Table(qtbot, _moving(), SH)
    scene, viewport = table.panel.scene, table.panel.table.viewport()
    assert not scene.regions["morannon"].lit
    start = table.army_at("dagorlad")
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, (start + table.at("morannon")) / 2)
    assert scene.regions["morannon"].lit and scene.regions["noman_lands"].lit
    assert not scene.regions["north_ithilien"].lit and not scene.regions["the_shire"].lit
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start)
    assert not scene.regions["morannon"].lit        # let go where it was: nothing chosen


def test_part_of_an_army_is_chosen_on_its_stack_and_only_that_part_goes(qtbot, still):
    # «Гравець може перемістити в сусідній регіон лише частину загонів війська, у такий спосіб
    # розділивши його на два різні війська»: two of the three regulars go, the rest stays
    table = Table(qtbot, _moving(), SH)
    table.click_army("dagorlad")
    table.wait_sent(1)
    assert table.sent == [pick("army", "dagorlad")]
    chooser = table.panel.hands.chooser
    offered = [o for o in GAME.view(table.s, SH)["question"]["shape"]["options"] if o["kind"] == "pick"]
    assert chooser.isVisible() and [o for _, o in chooser.rows] == offered
    assert all(words and "sauron" not in words for words, _ in chooser.rows)       # names, never ids
    two = next(k for k, (_, o) in enumerate(chooser.rows) if o["value"] == [["sauron", "regular", 2]])
    table.click_row(two)
    table.wait_sent(2)
    assert not chooser.isVisible() and table.panel.scene.regions["morannon"].lit
    table.drag("dagorlad", "morannon")
    table.wait_sent(3)
    assert table.sent[-1] == pick("to", "morannon") and not table.refusals
    armies = GAME.view(table.s, SH)["armies"]
    assert armies["morannon"]["sauron"]["regular"] == 2 and armies["dagorlad"]["sauron"]["regular"] == 1


def test_an_army_that_can_go_only_whole_is_not_asked_its_pieces(qtbot, still):
    # one regular: the rules leave one way to choose the pieces, so the drag is the whole move
    table = Table(qtbot, _moving(), SH)
    to = GAME.view(table.s, SH)["reach"]["ash_mountains"][0]
    table.drag("ash_mountains", to)
    table.wait_sent(1)
    table.wait_sent(3)
    assert table.sent[1].kind == "pick" and table.sent[1]["part"] == "units"
    assert table.sent[2] == pick("to", to) and not table.refusals


def test_an_army_chosen_by_its_button_is_not_asked_its_pieces_where_it_goes_only_whole(qtbot, still):
    # the army chosen in the decision area (not on the map): the one way of its pieces is taken
    # as after a drag, not asked again; an undo back to that step asks it (no loop forward)
    table = Table(qtbot, _moving(), SH)
    table.answer(pick("army", "ash_mountains"))      # the decision area's button
    table.wait_sent(1)
    assert table.sent[0]["part"] == "units"
    assert GAME.view(table.s, SH)["question"]["prompt"] == "Choose where they go."
    table.answer(BACK)                               # back to its pieces: asked, not taken again
    qtbot.wait(50)
    assert len(table.sent) == 1 and GAME.view(table.s, SH)["question"]["prompt"] == "Choose the pieces that move."


def test_an_army_dropped_on_the_enemys_counters_attacks_that_army(qtbot, still):
    # «щоб атакувати вороже військо в сусідньому регіоні»: the stack let go on the enemy's
    # stack, wherever the crowded map drew it
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "attack"))
    table = Table(qtbot, s, SH)
    viewport = table.panel.table.viewport()
    start, end = table.army_at("dagorlad"), table.army_at("north_ithilien")
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, (start + end) / 2)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    # the stack dragged goes whole: no list of its pieces (22 rows for a large army)
    table.wait_sent(3)
    assert table.sent[1] == pick("units", [["sauron", "regular", 3], ["sauron", "elite", 1]])
    assert not table.panel.hands.chooser.rows
    assert table.sent[-1] == pick("target", "north_ithilien") and not table.refusals


def test_a_nazgul_is_carried_alone_with_the_regions_it_may_fly_to_lit(qtbot, still):
    # «він може перемістити кожного назґула ... у будь-який регіон ігрового поля за один рух»:
    # one Nazgûl is taken up from the stack it stands with (the army stays), the regions it may
    # fly to lit, and it lands where it is let go
    board = {"start": "empty", "armies": {"minas_morgul": {"sauron": {"regular": 2, "nazgul": 2}},
                                          "minas_tirith": {"gondor": {"regular": 3}}}}
    s = play(at_actions(board, (), ("character",)), SH, die("character"), pick("use", "move_minions"),
             pick("minion", "nazgul"))
    table = Table(qtbot, s, SH)
    viewport, scene = table.panel.table.viewport(), table.panel.scene
    stack = scene.armies["minas_morgul"]
    start, end = table.army_at("minas_morgul"), table.at("fangorn")
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, (start + end) / 2)
    carried = table.panel.table._carry[1]
    assert carried is not stack and carried.chips == [("sauron", "leaders", 1)]
    assert scene.regions["fangorn"].lit and not scene.regions["minas_tirith"].lit   # «фортеця ... Вільних народів»
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    table.wait_sent(2)
    assert table.sent == [pick("from", "minas_morgul"), pick("to", "fangorn")] and not table.refusals
    assert carried.scene() is None and stack.scene() is scene
