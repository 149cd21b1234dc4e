"""A steady decision area (War of the Ring's and the TCG's tables) keeps a share of its room
however little is asked, so the log under it keeps its place and size from one decision to the
next (not laid out and painted whole at every change of the question's height); a taller
question still takes what it needs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QFrame, QVBoxLayout

from lotr_table.engine.action import Action
from lotr_table.table.kit.decision_area import DecisionArea
from lotr_table.table.kit.log_list import LogList

from tests.table.kit.test_decision_reuse import question
from tests.table.kit.test_decisions import Naming


def column(qtbot, steady: float) -> tuple[DecisionArea, LogList, QFrame]:
    side = QFrame()
    qtbot.addWidget(side)
    box = QVBoxLayout(side)
    area = DecisionArea(naming=Naming(), steady=steady)
    log = LogList()
    box.addWidget(area)
    box.addWidget(log, 1)
    side.resize(320, 900)
    side.show()
    area.set_room(600)
    return area, log, side          # the caller keeps the column alive


def laid_out(log: LogList):
    for _ in range(6):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    return log.geometry()


def moves(n: int) -> list[Action]:
    return [Action("move", to=f"region{k}") for k in range(n)] + [Action("pass")]


def test_the_log_keeps_its_place_while_short_questions_come_and_go(qtbot):
    area, log, _side = column(qtbot, steady=0.55)
    area.ask(question(*moves(3)))
    where = laid_out(log)
    for asked in (question(Action("pass")), None, question(*moves(1)), question(*moves(4))):
        area.ask(asked)
        assert laid_out(log) == where
    # a question taller than the share takes what it needs, and gives it back after
    area.ask(question(*moves(14)))
    assert laid_out(log).top() > where.top()
    area.ask(question(*moves(2)))
    assert laid_out(log) == where


def test_an_area_that_is_not_steady_is_as_tall_as_its_question(qtbot):
    area, log, _side = column(qtbot, steady=0.0)
    area.ask(question(*moves(3)))
    where = laid_out(log)
    area.ask(question(Action("pass")))
    assert laid_out(log).top() < where.top()
