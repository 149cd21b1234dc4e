"""What the Confrontation table is made of (lotr_table.table.kit.panel.TableParts): the board and
pieces in a TableScene seen through a TableView, the gestures of moving.Hands, the questions
of questions.py, and its own words and colours."""

from __future__ import annotations

from lotr_table.table.confrontation import look, words
from lotr_table.table.confrontation.log_reading import turn_from
from lotr_table.table.confrontation.moving import Hands
from lotr_table.table.confrontation.questions import ConfrontationQuestions
from lotr_table.table.confrontation.table_scene import TableScene
from lotr_table.table.confrontation.table_view import TableView
from lotr_table.table.confrontation.turn_indicator import indicator_text
from lotr_table.table.i18n import tr
from lotr_table.table.kit.panel import TableParts


def seat_name(view: dict, seat: int) -> str:
    side = (view.get("seat_sides") or {}).get(str(seat))
    return words.side_title(side) if side else str(seat)


PARTS = TableParts(
    game_id="confrontation",
    side_width=380,
    side=look.SIDE,
    questions=ConfrontationQuestions,
    make_scene=TableScene,
    make_view=TableView,
    make_hands=Hands,
    indicator=indicator_text,
    log_line=lambda entry, view: words.log_line(entry),
    seat_name=seat_name,
    log_heading=lambda: tr("ConfrontationPanel", "Game log"),
    turn_from=turn_from,
)
