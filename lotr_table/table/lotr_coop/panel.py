"""The cooperative table: the GamePanel the shell shows for `lotr_coop`.

It draws the view it is given and nothing else: the boards, hobbits, cards and tiles in a
CoopView, and at the side who is asked what, the answers as buttons, and the log. Every choice
comes from view["actions"] and leaves as action_chosen(seat, Action).
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import QLabel

from lotr_table.table.board_panel import BoardPanel
from lotr_table.table.i18n import tr
from lotr_table.table.log_list import LogList
from lotr_table.table.lotr_coop import words
from lotr_table.table.lotr_coop.decision_area import DecisionArea
from lotr_table.table.lotr_coop.hands import Hands
from lotr_table.table.lotr_coop.scene import CoopScene
from lotr_table.table.lotr_coop.table_view import CoopView

SIDE_STYLE = """
QFrame#Side { background: #1d231c; border-left: 2px solid #5b6a48; }
QLabel { color: #efe3c6; font-family: "DejaVu Serif"; font-size: 12pt; }
QLabel#indicator { padding: 10px 12px 2px 12px; font-size: 12pt; }
QLabel#heading { color: #d4a83a; font-weight: bold; font-size: 11pt; padding: 6px 12px 0 12px; }
QFrame#DecisionArea { background: #28301f; border: 1px solid #8a9a5b; border-radius: 8px; margin: 4px 8px; }
QLabel#asked { color: #f2d27a; font-weight: bold; font-size: 13pt; }
QLabel#prompt { font-size: 12pt; }
QLabel#subheading { color: #c9b98a; font-style: italic; font-size: 10pt; padding-top: 4px; }
QLabel#cardname { font-family: "DejaVu Sans"; font-size: 10pt; }
QLabel#reason { color: #ffb49a; font-style: italic; }
QPushButton { background: #4a5530; color: #fbf3dc; border: 1px solid #c9a24a; border-radius: 6px;
              padding: 6px 9px; font-family: "DejaVu Sans"; font-size: 11pt; text-align: left; }
QPushButton[compact="true"] { padding: 4px 6px; font-size: 10pt; text-align: center; }
QPushButton:hover { background: #62703f; }
QPushButton:focus { border: 2px solid #7fc3ff; }
QListWidget#GameLog { background: #171c16; color: #e6d9bb; border: 1px solid #3b4630; margin: 0 8px 8px 8px;
                      font-family: "DejaVu Sans"; font-size: 10pt; }
QListWidget#GameLog::item { padding: 3px 4px; border-bottom: 1px solid #262e22; }
QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }
QScrollBar:vertical { background: #1d231c; width: 10px; margin: 0; border: none; }
QScrollBar::handle:vertical { background: #6b7a4a; border-radius: 4px; min-height: 30px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
"""


class CoopPanel(BoardPanel):
    game_id = "lotr_coop"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.scene = CoopScene(self)
        self.table = CoopView(self.scene)
        self.hands = Hands(self.scene, self._choose, self._ask, self._say, self)
        self.indicator = QLabel()
        self.indicator.setObjectName("indicator")
        self.indicator.setWordWrap(True)
        self.decision = DecisionArea()
        self.log = LogList()
        self._lay_out(390, SIDE_STYLE)
        self._label_headings()

    # -- the contract ---------------------------------------------------------------------------

    def show_view(self, view: dict, seat: int | None) -> None:
        before = self.view
        self.view, self.seat = view, seat
        self._sent = False
        actions = list(view.get("actions", [])) if seat is not None else []
        self.hands.reset(actions, view)
        self.scene.show(view, seat, self.hands)
        self.hands.light_track_choices()
        self.decision.show_view(view, seat)
        self.indicator.setText(self._indicator_text(view))
        self.log.show_log(view.get("log", []), lambda entry: words.log_line(entry, view))
        if before is not None and _rolls(view) > _rolls(before) and view.get("last_roll"):
            self.scene.roll_die(view["last_roll"]["face"])      # the die is rolled on screen

    def clear(self) -> None:
        """The curtain is up: remove every card, marker, prompt and log line."""
        self.view, self.seat = None, None
        self.hands.reset([], None)
        self.scene.clear_view()
        self.table.hide_preview()
        self.decision.clear()
        self.indicator.setText("")
        self.log.clear_log()

    def retranslate(self) -> None:
        self._label_headings()
        if self.view is not None:
            view, seat = self.view, self.seat
            self.hands.reset(self.hands.actions, view)
            self.scene.show(view, seat, self.hands)
            self.hands.light_track_choices()
            self.decision.show_view(view, seat)
            self.indicator.setText(self._indicator_text(view))
            self.log.show_log(view.get("log", []), lambda entry: words.log_line(entry, view), again=True)

    @staticmethod
    def seat_name(view: dict, seat: int) -> str:
        """The hobbit a seat plays, e.g. "Frodo"."""
        return words.seat_name(seat, view)

    # -- inside ---------------------------------------------------------------------------------

    def _label_headings(self) -> None:
        self.log_heading.setText(html.escape(tr("LotrCoopPanel", "Game log")))

    def _indicator_text(self, view: dict) -> str:
        loc = words.location(view.get("location", ""))
        level = words.word(view.get("level", "standard"))
        lines = [tr("LotrCoopPanel", "{location} · {level} game").format(location=loc, level=level)]
        active = next((h for h in view.get("hobbits", []) if h.get("active")), None)
        if active is not None and view.get("board"):
            lines.append(tr("LotrCoopPanel", "Turn of {hobbit}").format(hobbit=words.hobbit(active.get("hobbit", ""))))
        variants = view.get("variants") or {}
        shown = [name for key, name in (("relay", tr("LotrCoopPanel", "relay")),
                                        ("equality", tr("LotrCoopPanel", "equality in the Fellowship")),
                                        ("competition", tr("LotrCoopPanel", "competition"))) if variants.get(key)]
        if shown:
            lines.append(tr("LotrCoopPanel", "Variants: {names}").format(names=", ".join(shown)))
        return "\n".join(lines)


ROLL_LINE = "{hobbit} rolls the threat die: {face}."


def _rolls(view: dict) -> int:
    """How many threat rolls the log of this view tells of."""
    return sum(1 for entry in view.get("log", []) if entry.get("template") == ROLL_LINE)
