"""What the War of the Ring table is made of (lotr_table.table.kit.panel.TableParts): the map
in a WotrScene seen through a WotrView, the map's gestures (hands.MapHands: a click on a lit
region, an army dragged onto a region), and every question of the game asked in the decision
area through the kit's typed shapes, worded by naming.WotrNaming in the player's language."""

from __future__ import annotations

from lotr_table.table.i18n import tr
from lotr_table.table.kit.panel import STEADY_QUESTION, TableParts
from lotr_table.table.wotr import words
from lotr_table.table.wotr.hands import MapHands
from lotr_table.table.wotr.look import SIDE
from lotr_table.table.wotr.naming import SHARED
from lotr_table.table.wotr.scene import WotrScene
from lotr_table.table.wotr.view import WotrView


def indicator(view: dict) -> str:
    SHARED.read(view)
    return words.indicator(view, SHARED)


PARTS = TableParts(
    game_id="wotr",
    side_width=320,
    side=SIDE,
    questions=lambda: None,
    make_scene=WotrScene,
    make_view=WotrView,
    make_hands=MapHands,
    indicator=indicator,
    log_line=lambda entry, view: SHARED.read(view).log_line(entry),
    seat_name=words.seat_name,
    log_heading=lambda: tr("wotr.table", "Game log"),
    naming=lambda: SHARED,
    steady_question=STEADY_QUESTION,
)
