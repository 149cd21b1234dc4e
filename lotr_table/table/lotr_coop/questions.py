"""What the cooperative table asks in its decision area (lotr_table.table.kit.decision_area): who is
asked what, in plain words; the cards to play grouped by card (one button per track), the
other answers, and the free actions (epic cards, Gandalf, the Ring, giving the floor) under
their own heading."""

from __future__ import annotations

import json

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


VARIANT_KINDS = ("epic", "gandalf_card")


def _variants(actions: list[dict]) -> list[dict]:
    """The uses of a card offered in more than one way (Miruvor from each hobbit to each other,
    Healing for each hobbit), to be grouped under the card's name."""
    count: dict[str, int] = {}
    for a in actions:
        if a.get("kind") in VARIANT_KINDS:
            count[a.get("card")] = count.get(a.get("card"), 0) + 1
    return [a for a in actions if a.get("kind") in VARIANT_KINDS and count[a.get("card")] > 1]


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
        variants = _variants(actions)
        free = [a for a in actions if a.get("kind") in FREE_KINDS and a not in variants]
        rest = [a for a in actions if a not in plays and a not in free and a not in variants]
        blocks = []
        if plays:
            blocks.append(Answers(plays, tr("LotrCoopPanel", "Play a card (or drag it onto a track):"),
                                  group=words.play_group, short=words.play_short))
        if rest:
            blocks.append(Answers(rest, tr("LotrCoopPanel", "Or:") if plays else "", tips=False))
        if variants:
            # one card used in several ways: its name (and who gives) once, a short button per way
            blocks.append(Answers(variants, tr("LotrCoopPanel", "At any time:") if plays or rest else "",
                                  group=lambda a: words.variant_group(a, view),
                                  short=lambda a: words.variant_short(a, view)))
        if free:
            blocks.append(Answers(free, "" if variants else tr("LotrCoopPanel", "At any time:"), tips=False))
        return blocks

    def decision(self, view: dict, seat: int | None) -> str | None:
        """One hobbit's step of one turn (a turn draws story tiles, so their count tells turns
        apart): while it lasts, a card played disables its buttons and moves no other."""
        pending = view.get("pending")
        if not pending:
            return None
        board = view.get("board") or {}
        return json.dumps([pending.get("seat"), pending.get("kind"), view.get("location"), board.get("event_index"),
                           view.get("story_left")])

    def label(self, action: dict, view: dict | None) -> str:
        return words.action_label(action, view)

    def tip(self, action: dict, view: dict | None) -> str:
        return ""

    def beside(self, view: dict, actions: list[dict]) -> list[QWidget]:
        return []

    def several_ways(self) -> str:
        return tr("LotrCoopPanel", "This card can be used in more than one way. Which one?")
