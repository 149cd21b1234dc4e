"""What the War of the Ring card table is made of (lotr_table.table.kit.panel.TableParts): the
frames and cards of a WotrCardsScene seen through a WotrCardsView, the kit's card gestures (kit/gestures.py),
the view's typed questions worded by the game's naming, and its own words and colours."""

from __future__ import annotations

from lotr_table.table.i18n import tr
from lotr_table.table.kit.gestures import SelectingHands
from lotr_table.table.kit.panel import TableParts
from lotr_table.table.wotr_cards.look import SIDE
from lotr_table.table.wotr_cards.naming import SHARED, WotrCardsNaming, reading, side_name
from lotr_table.table.wotr_cards.scene import WotrCardsScene
from lotr_table.table.wotr_cards.view import WotrCardsView


def phase_name(view: dict) -> str:
    if view.get("outcome"):
        return tr("wotr_cards.table", "the game is over")
    playing = view.get("playing", view["phase"])
    return {"location": tr("wotr_cards.table", "location phase"), "action": tr("wotr_cards.table", "action phase"),
            "combat": tr("wotr_cards.table", "combat phase"), "victory": tr("wotr_cards.table", "victory phase"),
            "draw": tr("wotr_cards.table", "draw phase")}.get(playing, tr("wotr_cards.table", "the game begins"))


def indicator(view: dict, naming: WotrCardsNaming | None = None) -> str:
    """The round and phase, the victory points, corruption, and who is to act."""
    naming = naming or reading(view)
    lines = [tr("wotr_cards.table", "Round {n}, {phase}").format(n=view["round"], phase=phase_name(view)),
             tr("wotr_cards.table", "{fp}: {a} VP \u00b7 {shadow}: {b} VP").format(
                 fp=side_name("free_peoples"), a=view["vp"]["free_peoples"], shadow=side_name("shadow"),
                 b=view["vp"]["shadow"]),
             tr("wotr_cards.table", "Corruption: {n}").format(n=view["corruption"])]
    question = view.get("question") or {}
    if question.get("waiting"):
        lines.append(tr("wotr_cards.table", "To act: {seats}").format(
            seats=", ".join(naming.seat(s) for s in question["waiting"])))
    return "<br>".join(lines)


def seat_name(view: dict, seat: int) -> str:
    naming = WotrCardsNaming()
    naming.read(view)
    return naming.seat(seat)


PARTS = TableParts(
    game_id="wotr_cards",
    side_width=330,
    side=SIDE,
    questions=lambda: None,
    make_scene=WotrCardsScene,
    make_view=WotrCardsView,
    make_hands=SelectingHands,
    indicator=indicator,
    log_line=lambda entry, view: reading(view).log_line(entry),
    seat_name=seat_name,
    log_heading=lambda: tr("wotr_cards.table", "Game log"),
    naming=lambda: SHARED,
)
