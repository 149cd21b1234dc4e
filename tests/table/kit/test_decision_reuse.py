"""The decision area keeps its buttons from one decision to the next (a redraw neither builds
nor lays out the side column again), and a button kept answers the decision shown now, never
the one it was made for."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from lotr_table.engine.action import Action
from lotr_table.engine.decisions import ChooseOne, YesNo
from lotr_table.table.kit.decision_area import Answers, DecisionArea
from lotr_table.table.kit.words import kernel_option

from tests.table.kit.test_decisions import Naming


def question(*options: Action, seat: int = 0) -> dict:
    return {"kind": "move", "waiting": [seat], "prompt": "", "params": [], "seat": seat,
            "shape": ChooseOne(tuple(options)).to_json()}


def shown_area(qtbot) -> tuple[DecisionArea, list[dict]]:
    area = DecisionArea(naming=Naming())
    qtbot.addWidget(area)
    area.resize(320, 500)
    area.show()
    sent: list[dict] = []
    area.chosen.connect(sent.append)
    return area, sent


def words(area: DecisionArea) -> list[str]:
    return [b.text().replace("\n", " ") for b in area.widget.buttons]


def test_a_button_kept_for_the_next_decision_sends_that_decisions_option(qtbot):
    area, sent = shown_area(qtbot)
    area.ask(question(Action("move", to="moria"), Action("move", to="rohan"), Action("pass")))
    widget, first = area.widget, area.widget.buttons[0]
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert sent == [{"kind": "move", "to": "moria"}]
    # the engine took it; the next decision offers other moves, one fewer
    area.ask(question(Action("move", to="isengard"), Action("move", to="gondor")))
    assert area.widget is widget and widget.buttons[0] is first          # nothing built again
    assert words(area) == ["1. Move to Isengard", "2. Move to Gondor"]
    assert first.isEnabled() and area.reason.text() == ""
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert sent[-1] == {"kind": "move", "to": "isengard"}                # the new option, not Moria
    # the third button of the longer list is out of sight and answers nothing
    spare = [b for b in widget.findChildren(type(first)) if b not in widget.buttons]
    assert spare and all(b.isHidden() and b.text() == "" for b in spare)


def test_a_key_on_a_kept_button_sends_the_option_at_its_place_now(qtbot):
    area, sent = shown_area(qtbot)
    area.ask(question(Action("move", to="moria"), Action("pass")))
    area.ask(question(Action("pass"), Action("move", to="rohan")))
    area.activateWindow()
    qtbot.waitUntil(area.isActiveWindow)
    qtbot.keyClick(area.widget, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: sent != [])
    assert sent == [{"kind": "move", "to": "rohan"}]


def test_the_widget_put_by_while_another_seat_is_asked_answers_the_next_decision(qtbot):
    area, sent = shown_area(qtbot)
    area.ask(question(Action("move", to="moria"), Action("pass")))
    widget = area.widget
    area.ask({"kind": "move", "waiting": [1], "prompt": "", "params": []})     # the other seat's turn
    assert area.widget is None and not area.scroll.isVisibleTo(area)
    area.ask({**question(Action("move", to="rohan")), "shape": YesNo("consent").to_json()})
    qtbot.mouseClick(area.widget.no, Qt.MouseButton.LeftButton)
    assert sent == [{"kind": "no"}]
    area.ask(question(Action("move", to="gondor"), Action("pass")))
    assert area.widget is widget and area.widget.isEnabled() and area.widget.isVisible()
    assert words(area) == ["1. Move to Gondor", "2. Pass"]
    qtbot.mouseClick(area.widget.buttons[0], Qt.MouseButton.LeftButton)
    assert sent[-1] == {"kind": "move", "to": "gondor"}


def test_the_curtain_keeps_no_widget_of_the_person_who_left(qtbot):
    area, _ = shown_area(qtbot)
    area.ask(question(Action("move", to="moria"), Action("pass")))
    widget = area.widget
    area.clear()
    area.ask(question(Action("move", to="rohan")))
    assert area.widget is not widget


def test_a_kept_widget_grown_by_more_options_has_each_new_button_where_a_click_finds_it(qtbot):
    area, sent = shown_area(qtbot)
    area.ask(question(Action("pass")))
    places = ("moria", "rohan", "gondor", "isengard")
    area.ask(question(*(Action("move", to=p) for p in places), Action("pass")))
    # clicked at once, before the event loop has laid anything out again
    assert all(b.isVisibleTo(area) and b.height() > 0 for b in area.widget.buttons)
    assert area.scroll.height() >= area.widget.sizeHint().height()
    qtbot.mouseClick(area.widget.buttons[3], Qt.MouseButton.LeftButton)
    assert sent == [{"kind": "move", "to": "isengard"}]


class Questions:
    """A game's own blocks of buttons (as Confrontation and the cooperative game give them):
    the moves one to a line, the plays of a card under its name."""

    max_height = 400

    def heading(self, view, seat, actions):
        return "Your move"

    def prompt(self, view, seat, actions):
        return ""

    def answers(self, view, actions):
        moves = [a for a in actions if a["kind"] == "move"]
        plays = [a for a in actions if a["kind"] == "play"]
        return [Answers(moves, heading="Moves"),
                Answers(plays, heading="Cards", group=lambda a: a["card"].title(), short=lambda a: a["track"])]

    def label(self, action, view):
        return kernel_option(action) or (f"Move to {action['to'].title()}" if action["kind"] == "move"
                                         else f"Play {action['card'].title()} ({action['track']})")

    def tip(self, action, view):
        return ""

    def beside(self, view, actions):
        return []

    def several_ways(self):
        return "Which one?"


def test_a_game_drawn_button_kept_for_the_next_view_sends_that_views_action(qtbot):
    area = DecisionArea(Questions())
    qtbot.addWidget(area)
    area.resize(320, 500)
    area.show()
    sent: list[dict] = []
    area.chosen.connect(sent.append)
    area.show_view({"actions": [{"kind": "move", "to": "moria"}, {"kind": "play", "card": "sting", "track": "attack"},
                                {"kind": "play", "card": "sting", "track": "defence"}]}, 0)
    moria = area.action_buttons[0]
    compact = area.action_buttons[1]
    area.show_view({"actions": [{"kind": "move", "to": "rohan"}, {"kind": "move", "to": "gondor"},
                                {"kind": "play", "card": "mithril", "track": "defence"}]}, 0)
    shown = area.action_buttons
    assert shown[0] is moria and shown[2] is compact                 # the same widgets, worded anew
    assert [b.property("label") for b in shown] == ["Move to Rohan", "Move to Gondor", "defence"]
    assert shown[2].accessibleName() == "Play Mithril (defence)"
    qtbot.mouseClick(moria, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(compact, Qt.MouseButton.LeftButton)
    assert sent == [{"kind": "move", "to": "rohan"}, {"kind": "play", "card": "mithril", "track": "defence"}]
    # the card's name over its buttons is the new card's, and nothing of the old answers stays
    qtbot.waitUntil(lambda: [label.text() for label in area.findChildren(QLabel)
                             if label.objectName() == "cardname"] == ["Mithril"])
    qtbot.waitUntil(lambda: len(area.findChildren(type(moria))) == 3)
