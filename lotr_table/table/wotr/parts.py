"""What the War of the Ring table is made of (lotr_table.table.kit.panel.TableParts): the map
in a WotrScene seen through a WotrView. Its decisions are still to come: the side column
says so, and nothing on the map is an answer yet (PreviewHands lights nothing)."""

from __future__ import annotations

from lotr_table.table.i18n import tr
from lotr_table.table.kit.panel import TableParts
from lotr_table.table.wotr import words
from lotr_table.table.wotr.look import SIDE
from lotr_table.table.wotr.scene import WotrScene
from lotr_table.table.wotr.view import WotrView


class PreviewQuestions:
    """The decision area while the table only shows the board: a heading and a word, no answers."""

    max_height = 200

    def heading(self, view, seat, actions) -> str:
        return words.preview_heading()

    def prompt(self, view, seat, actions) -> str:
        return words.preview_prompt()

    def answers(self, view, actions) -> list:
        return []

    def label(self, action, view) -> str:
        return ""

    def tip(self, action, view) -> str:
        return ""

    def beside(self, view, actions) -> list:
        return []

    def several_ways(self) -> str:
        return ""


class PreviewHands:
    """No gesture is an answer yet: nothing is lit, nothing carried."""

    def __init__(self, scene, choose, ask=None, say=None, parent=None) -> None:
        self.scene = scene

    def reset(self, actions, view=None) -> None:
        pass

    def light_choices(self) -> None:
        pass

    def refused(self) -> None:
        pass


PARTS = TableParts(
    game_id="wotr",
    side_width=320,
    side=SIDE,
    questions=PreviewQuestions,
    make_scene=WotrScene,
    make_view=WotrView,
    make_hands=PreviewHands,
    indicator=words.indicator,
    log_line=words.log_line,
    seat_name=words.seat_name,
    log_heading=lambda: tr("wotr.table", "Game log"),
)
