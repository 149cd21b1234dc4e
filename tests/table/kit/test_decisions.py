"""One widget per typed decision shape: each is built from the shape's JSON as a question
view gives it, answers with an action the engine lists for that shape, by mouse or by
keyboard, and keeps its controls in place while the decision lasts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from lotr_table.engine.action import Action
from lotr_table.engine.decisions import Assign, ChooseN, ChooseOne, Number, Order, YesNo
from lotr_table.table.kit.decisions import widget_for
from lotr_table.table.kit.decision_area import DecisionArea
from lotr_table.table.kit.decisions.assign import AssignWidget
from lotr_table.table.kit.decisions.choose_n import ChooseNWidget
from lotr_table.table.kit.decisions.choose_one import ChooseOneWidget
from lotr_table.table.kit.decisions.number import NumberWidget
from lotr_table.table.kit.decisions.order import OrderWidget
from lotr_table.table.kit.decisions.yes_no import YesNoWidget
from lotr_table.table.kit.words import kernel_option

NAMES = {"sting": "Sting", "mithril": "Mithril coat", "frodo": "Frodo", "sam": "Sam", "bilbo": "Bilbo"}


class Naming:
    def option(self, action: dict) -> str:
        return kernel_option(action) or f"Move to {action['to'].title()}"

    def item(self, shape: dict, item) -> str:
        return NAMES[item]

    def prompt(self, question: dict) -> str:
        return "Decide."


def made(qtbot, shape) -> tuple:
    widget = widget_for(shape.to_json(), Naming())
    qtbot.addWidget(widget)
    widget.show()
    sent: list[dict] = []
    widget.chosen.connect(sent.append)
    return widget, sent


def legal(shape, sent: list[dict]) -> bool:
    return len(sent) == 1 and Action.from_json(sent[0]) in shape.actions()


def test_choose_one_is_a_button_per_option_and_a_digit_presses_one(qtbot):
    shape = ChooseOne((Action("move", to="moria"), Action("move", to="rohan"), Action("pass")))
    widget, sent = made(qtbot, shape)
    assert isinstance(widget, ChooseOneWidget)
    assert [b.text().replace("\n", " ") for b in widget.buttons] == ["1. Move to Moria", "2. Move to Rohan", "3. Pass"]
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    qtbot.keyClick(widget, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: sent != [])                 # a shortcut presses the button visibly
    assert sent == [{"kind": "move", "to": "rohan"}] and legal(shape, sent)
    # one answer only: the buttons wait for the engine
    qtbot.mouseClick(widget.buttons[0], Qt.MouseButton.LeftButton)
    assert len(sent) == 1 and not widget.isEnabled()


def test_choose_n_confirms_only_a_count_the_rules_allow(qtbot):
    shape = ChooseN("discard", ("sting", "mithril", "frodo"), 1, 2)
    widget, sent = made(qtbot, shape)
    assert isinstance(widget, ChooseNWidget)
    assert [b.text().replace("\n", " ") for b in widget.boxes] == ["Sting", "Mithril coat", "Frodo"]
    assert not widget.confirm.isEnabled()               # none chosen: fewer than 1
    for box in widget.boxes:
        box.setFocus()
        qtbot.keyClick(box, Qt.Key.Key_Space)
    assert not widget.confirm.isEnabled()               # three: more than 2
    assert widget.tally.text() == "Chosen: 3 (from 1 to 2)"
    qtbot.keyClick(widget.boxes[1], Qt.Key.Key_Space)
    qtbot.mouseClick(widget.confirm, Qt.MouseButton.LeftButton)
    assert sent == [{"kind": "discard", "items": ["sting", "frodo"]}] and legal(shape, sent)


def test_assign_gives_each_item_one_of_its_own_targets(qtbot):
    shape = Assign("wound", ("frodo", "sam"), (("sting", "mithril"), ("mithril",)))
    widget, sent = made(qtbot, shape)
    assert isinstance(widget, AssignWidget)
    assert [widget.lists[1].itemText(i) for i in range(widget.lists[1].count())] == ["Mithril coat"]
    widget.lists[0].setFocus()
    qtbot.keyClick(widget.lists[0], Qt.Key.Key_Down)
    qtbot.mouseClick(widget.confirm, Qt.MouseButton.LeftButton)
    assert sent == [{"kind": "wound", "pairs": [["frodo", "mithril"], ["sam", "mithril"]]}] and legal(shape, sent)


def test_order_moves_the_selected_item_with_ctrl_and_the_arrows(qtbot):
    shape = Order("order", ("frodo", "sam", "bilbo"))
    widget, sent = made(qtbot, shape)
    assert isinstance(widget, OrderWidget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.list.setFocus()
    qtbot.keyClick(widget.list, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)   # Frodo one down
    qtbot.waitUntil(lambda: widget.items[0] == "sam")
    assert [widget.list.item(i).text() for i in range(3)] == ["1. Sam", "2. Frodo", "3. Bilbo"]
    qtbot.keyClick(widget.list, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: widget.items[2] == "frodo")
    qtbot.mouseClick(widget.confirm, Qt.MouseButton.LeftButton)
    assert sent == [{"kind": "order", "items": ["sam", "bilbo", "frodo"]}] and legal(shape, sent)


def test_a_number_is_typed_and_entered_within_its_bounds(qtbot):
    shape = Number("bid", 0, 5)
    widget, sent = made(qtbot, shape)
    assert isinstance(widget, NumberWidget)
    widget.spin.setFocus()
    widget.spin.selectAll()
    qtbot.keyClicks(widget.spin, "9")                   # beyond the bound: not accepted
    assert widget.spin.value() <= 5
    widget.spin.selectAll()
    qtbot.keyClicks(widget.spin, "3")
    qtbot.keyClick(widget.spin, Qt.Key.Key_Return)
    assert sent == [{"kind": "bid", "n": 3}] and legal(shape, sent)


def test_a_number_is_a_counter_set_by_minus_and_plus_and_a_warned_one_asks_once(qtbot):
    class Warns(Naming):
        def warning(self, entry: dict) -> str:
            return f"{entry['n']} loses."
    shape = Number("bid", 0, 2)
    widget = widget_for({**shape.to_json(), "warnings": [None, None, {"n": 2}]}, Warns())
    qtbot.addWidget(widget)
    sent: list[dict] = []
    widget.chosen.connect(sent.append)
    assert not widget.less.isEnabled()                  # at the least already
    qtbot.mouseClick(widget.more, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(widget.more, Qt.MouseButton.LeftButton)
    assert widget.spin.value() == 2 and widget.warned.text() == "2 loses."
    qtbot.mouseClick(widget.confirm, Qt.MouseButton.LeftButton)
    assert sent == []                                   # warned: the first Confirm only says so
    qtbot.mouseClick(widget.less, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(widget.confirm, Qt.MouseButton.LeftButton)
    assert sent == [{"kind": "bid", "n": 1}] and legal(shape, sent)


def test_yes_and_no_answer_a_consent_and_n_refuses(qtbot):
    shape = YesNo("consent")
    widget, sent = made(qtbot, shape)
    assert isinstance(widget, YesNoWidget)
    assert (widget.yes.text(), widget.no.text()) == ("Yes (Y)", "No (N)")
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    qtbot.keyClick(widget, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: sent != [])
    assert sent == [{"kind": "no"}] and legal(shape, sent)


def test_the_buttons_stay_in_place_while_the_decision_lasts(qtbot):
    area = DecisionArea(naming=Naming())
    qtbot.addWidget(area)
    area.show()
    question = {"kind": "move", "waiting": [0], "prompt": "", "params": [], "seat": 0,
                "shape": ChooseOne((Action("move", to="moria"), Action("pass"))).to_json()}
    area.ask(question)
    widget, first = area.widget, area.widget.buttons[0]
    where = first.geometry()
    sent: list[dict] = []
    area.chosen.connect(sent.append)
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    area.show_reason("Moria is closed.")                # refused: the same buttons, usable again
    area.ask(dict(question))                            # the same decision shown again
    assert area.widget is widget and widget.buttons[0] is first and first.geometry() == where
    assert first.isEnabled() and area.reason.text() == "Moria is closed."
    # a new decision: a new widget
    area.ask({**question, "shape": YesNo("consent").to_json()})
    assert isinstance(area.widget, YesNoWidget) and area.reason.text() == ""


def test_a_question_for_someone_else_has_words_but_no_controls(qtbot):
    area = DecisionArea(naming=Naming())
    qtbot.addWidget(area)
    area.ask({"kind": "move", "waiting": [1], "prompt": "", "params": []})
    assert area.widget is None and area.prompt.text() == "Decide."


@pytest.mark.parametrize("shape", ["choose_one", "choose_n", "assign", "order", "number", "yes_no"])
def test_every_shape_the_engine_describes_has_a_widget(shape):
    from lotr_table.engine import decisions
    assert shape in decisions.__doc__
    from lotr_table.table.kit.decisions import WIDGETS
    assert shape in WIDGETS
