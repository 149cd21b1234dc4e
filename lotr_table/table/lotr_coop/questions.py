"""What the cooperative table asks in its decision area (lotr_table.table.kit.decision_area): who is
asked what, in plain words; the cards to play grouped by card (one button per track), the
other answers, and the free actions (epic cards, Gandalf, the Ring, giving the floor) under
their own heading."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QWidget

from lotr_table.table.kit.decision_area import Answers
from lotr_table.table.kit.gestures import Offered
from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import words


def waiting_text(view: dict) -> str:
    pending = view.get("pending")
    if view.get("over") or view.get("outcome"):
        return tr("LotrCoopPanel", "The game is over.")
    if pending:
        return tr("LotrCoopPanel", "Waiting for {hobbit}.").format(hobbit=words.seat_name(pending.get("seat"), view))
    return ""


def _variants(offered: Offered) -> list[dict]:
    """The uses of a card offered in more than one way (Miruvor from each hobbit to each other,
    Healing for each hobbit): the options that use a card on a hobbit, where that card is used
    so more than once, to be grouped under the card's name."""
    aimed = [(o, a["piece"]) for o, a in offered.options if "piece" in a and "targets" in a]
    count: dict[str, int] = {}
    for _, card in aimed:
        count[card] = count.get(card, 0) + 1
    return [o for o, card in aimed if count[card] > 1]


class CoopQuestions:
    max_height = 470

    def heading(self, view: dict, seat: int | None, actions: list[dict]) -> str:
        pending = view.get("pending")
        if pending and actions:
            return words.pending_heading(pending, view)
        return waiting_text(view)

    def prompt(self, view: dict, seat: int | None, actions: list[dict]) -> str:
        pending = view.get("pending")
        if not pending:
            return ""
        why = words.why_no_answer(pending, actions)
        return words.prompt(pending, view) + (f"\n{why}" if why else "")

    def answers(self, view: dict, actions: list[dict]) -> list[Answers]:
        # read from what each option acts on and what the view says of it: a play takes a card
        # to a track; a free action is offered at any time, beside the question's own answers
        offered = Offered.of(view)
        tracks = set(((view.get("board") or {}).get("tracks") or {}))
        plays = [o for o, a in offered.options if o in actions and "piece" in a and a.get("to") in tracks]
        variants = [o for o in _variants(offered) if o in actions]
        free_flags = view.get("free") or [False] * len(offered.options)
        free = [o for (o, _), is_free in zip(offered.options, free_flags)
                if is_free and o in actions and o not in variants]
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
