"""What the Trading Card Game's table is made of (lotr_table.table.kit.panel.TableParts): the
frames and cards of a TcgScene seen through a TcgView, the kit's card gestures
(kit/gestures.py), the view's typed questions worded by the game's naming, and its own words
and colours."""

from __future__ import annotations

from lotr_table.table.i18n import tr
from lotr_table.table.kit.gestures import CardHands
from lotr_table.table.kit.panel import STEADY_QUESTION, TableParts
from lotr_table.table.lotr_tcg.look import SIDE
from lotr_table.table.lotr_tcg.naming import SHARED, TcgNaming, phase_name, reading
from lotr_table.table.lotr_tcg.scene import TcgScene
from lotr_table.table.lotr_tcg.view import TcgView

TURN_OPENS = "Turn {n}: {seat} is the Free Peoples player."


def indicator(view: dict, naming: TcgNaming | None = None) -> str:
    """The turn and phase, the Free Peoples player, the twilight pool, the burdens, the Ring,
    and who is to act."""
    naming = naming or reading(view)
    if view.get("outcome"):
        lines = [tr("lotr_tcg.table", "The game is over.")]
    else:
        lines = [tr("lotr_tcg.table", "Turn {n}, {phase}").format(n=view.get("turn") or 1, phase=phase_name(view.get("phase")))]
    if view.get("fp") is not None:
        lines.append(tr("lotr_tcg.table", "Free Peoples: {seat} \u00b7 twilight pool {n}").format(
            seat=naming.seat(view["fp"]), n=view.get("twilight", 0)))
    burdens = view.get("burdens") or {}
    if burdens:
        lines.append(tr("lotr_tcg.table", "Burdens: {list}").format(
            list=", ".join(f"{naming.seat(int(p))} {n}" for p, n in burdens.items())))
    if view.get("ring_on"):
        lines.append(tr("lotr_tcg.table", "The Ring-bearer wears the Ring."))
    question = view.get("question") or {}
    if question.get("waiting"):
        lines.append(tr("lotr_tcg.table", "To act: {seats}").format(seats=", ".join(naming.seat(s) for s in question["waiting"])))
    return "<br>".join(lines)


def seat_name(view: dict, seat: int) -> str:
    return TcgNaming().seat(seat)


def turn_from(log: list[dict]) -> int | None:
    """Where the turn being played begins in the log: its "Turn n" line."""
    for i in range(len(log) - 1, -1, -1):
        if log[i]["template"] == TURN_OPENS:
            return i
    return None


PARTS = TableParts(
    game_id="lotr_tcg",
    side_width=340,
    side=SIDE,
    questions=lambda: None,
    make_scene=TcgScene,
    make_view=TcgView,
    make_hands=CardHands,
    indicator=indicator,
    log_line=lambda entry, view: reading(view).log_line(entry),
    seat_name=seat_name,
    log_heading=lambda: tr("lotr_tcg.table", "Game log"),
    turn_from=turn_from,
    naming=lambda: SHARED,
    steady_question=STEADY_QUESTION,
)
