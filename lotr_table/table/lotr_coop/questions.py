"""What the cooperative table asks in its decision area (lotr_table.table.kit.decision_area): who is
asked what, in plain words; the cards to play grouped by card (one button per track), the
other answers, and the free actions (epic cards, Gandalf, the Ring, giving the floor) under
their own heading."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from lotr_table.table.kit.decision_area import Answers
from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import words

FREE_KINDS = ("epic", "call_gandalf", "ring", "floor")


def waiting_text(view: dict) -> str:
    pending = view.get("pending")
    if view.get("over") or view.get("outcome"):
        return tr("LotrCoopPanel", "The game is over.")
    if pending:
        return tr("LotrCoopPanel", "Waiting for {hobbit}.").format(hobbit=words.seat_name(pending.get("seat"), view))
    return ""


class CoopQuestions:
    max_height = 470

    def heading(self, view: dict, seat: int | None, actions: list[dict]) -> str:
        pending = view.get("pending")
        if pending and actions:
            return words.pending_heading(pending, view)
        return waiting_text(view)

    def prompt(self, view: dict, seat: int | None, actions: list[dict]) -> str:
        pending = view.get("pending")
        return words.prompt(pending, view) if pending else ""

    def answers(self, view: dict, actions: list[dict]) -> list[Answers]:
        plays = [a for a in actions if a.get("kind") == "play"]
        free = [a for a in actions if a.get("kind") in FREE_KINDS]
        rest = [a for a in actions if a not in plays and a not in free]
        blocks = []
        if plays:
            blocks.append(Answers(plays, tr("LotrCoopPanel", "Play a card (or drag it onto a track):"),
                                  group=lambda a: words.card(a.get("card")),
                                  short=lambda a: words.track(a.get("track", ""))))
        if rest:
            blocks.append(Answers(rest, tr("LotrCoopPanel", "Or:") if plays else "", tips=False))
        if free:
            blocks.append(Answers(free, tr("LotrCoopPanel", "At any time:"), tips=False))
        return blocks

    def label(self, action: dict, view: dict | None) -> str:
        return words.action_label(action, view)

    def tip(self, action: dict, view: dict | None) -> str:
        return ""

    def beside(self, view: dict, actions: list[dict]) -> list[QWidget]:
        return []

    def several_ways(self) -> str:
        return tr("LotrCoopPanel", "This card can be used in more than one way. Which one?")
