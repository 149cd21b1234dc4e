"""The Confrontation table: the GamePanel the shell shows for this game.

It draws the view it is given and nothing else: the board and pieces in a TableView, and at
the side whose turn it is, the decision asked with its buttons, and the log. Every choice
comes from view["actions"] and leaves as action_chosen(seat, Action).
"""

from __future__ import annotations

import html

from lotr_table.table.board_panel import BoardPanel
from lotr_table.table.confrontation import words
from lotr_table.table.confrontation.decision_area import DecisionArea
from lotr_table.table.confrontation.moving import Hands
from lotr_table.table.confrontation.seen_moves import MoveShow, seen_moves
from lotr_table.table.confrontation.table_scene import TableScene
from lotr_table.table.confrontation.table_view import TableView
from lotr_table.table.confrontation.turn_indicator import TurnIndicator
from lotr_table.table.i18n import tr
from lotr_table.table.log_list import LogList

SIDE_STYLE = """
QFrame#Side { background: #241a12; border-left: 2px solid #6b5238; }
QLabel { color: #efe3c6; font-family: "DejaVu Serif"; font-size: 12pt; }
QLabel#TurnIndicator { padding: 10px 12px 4px 12px; }
QLabel#heading { color: #c9a24a; font-weight: bold; font-size: 11pt; padding: 6px 12px 0 12px; }
QFrame#DecisionArea { background: #33261a; border: 1px solid #8a6d3b; border-radius: 8px; margin: 4px 8px; }
QLabel#prompt { font-size: 12pt; }
QLabel#reason { color: #ffb49a; font-style: italic; }
QPushButton { background: #5a4128; color: #fbf3dc; border: 1px solid #c9a24a; border-radius: 6px;
              padding: 7px 10px; font-family: "DejaVu Sans"; font-size: 11pt; text-align: left; }
QPushButton:hover { background: #74552f; }
QPushButton:focus { border: 2px solid #7fc3ff; }
QListWidget#GameLog { background: #1c140e; color: #e6d9bb; border: 1px solid #4b3622; margin: 0 8px 8px 8px;
                      font-family: "DejaVu Sans"; font-size: 10pt; }
QListWidget#GameLog::item { padding: 3px 4px; border-bottom: 1px solid #2e2218; }
QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }
"""


class ConfrontationPanel(BoardPanel):
    game_id = "confrontation"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.scene = TableScene(self)
        self.table = TableView(self.scene)
        self.hands = Hands(self.scene, self._choose, self._ask, self._say, self)
        self.table.hands = self.hands
        self.indicator = TurnIndicator()
        self.decision = DecisionArea()
        self.log = LogList()
        self._lay_out(380, SIDE_STYLE)
        self.move_show = MoveShow(self)
        self._label_headings()

    # -- the contract ---------------------------------------------------------------------

    def show_view(self, view: dict, seat: int | None) -> None:
        self.move_show.stop()
        self.view, self.seat = view, seat
        self._sent = False
        actions = list(view.get("actions", [])) if seat is not None else []
        self.hands.reset(actions, view.get("decision") if seat is not None else None)
        self.scene.show(view, self.hands)
        self.hands.light_retreats()
        self.decision.show_view(view)
        self.indicator.show_view(view)
        self.log.show_log(view.get("log", []), words.log_line)

    def show_change(self, before: dict, view: dict, seat: int | None) -> None:
        """The computer moved: the new view, with the tiles it moved sliding into place."""
        self.show_view(view, seat)
        self.move_show.play(self.scene, seen_moves(before, view))

    def clear(self) -> None:
        """The curtain is up: remove every tile, card, battle, log line and prompt."""
        self.move_show.stop()
        self.view, self.seat = None, None
        self.hands.reset([], None)
        self.scene.clear_view()
        self.table.hide_preview()
        self.decision.clear()
        self.indicator.clear_view()
        self.log.clear_log()

    def retranslate(self) -> None:
        self._label_headings()
        self.scene.retranslate_board()
        if self.view is not None:
            self.hands.reset(self.hands.actions, self.hands.decision)
            self.scene.show(self.view, self.hands)
            self.hands.light_retreats()
            self.decision.show_view(self.view)
            self.indicator.show_view(self.view)
            self.log.show_log(self.view.get("log", []), words.log_line, again=True)
        self.table.preview.update()

    @staticmethod
    def seat_name(view: dict, seat: int) -> str:
        side = (view.get("seat_sides") or {}).get(str(seat))
        return words.side_title(side) if side else str(seat)

    # -- inside ----------------------------------------------------------------------------

    def _label_headings(self) -> None:
        self.log_heading.setText(html.escape(tr("ConfrontationPanel", "Game log")))
