"""The Game protocol's turn for a game whose every decision is an open question of its Flow:
who is to act, what each may do, and applying a choice are the same in every such game."""

from __future__ import annotations

from typing import Any

from lotr_table.engine.action import Action
from lotr_table.engine.flow import Flow
from lotr_table.engine.refusal import refusal


class FlowGame:
    """A game class sets `flow` (its Flow) and `reasons` (what names its refusals: its refusal
    module, engine/refusal.py); its state has `over`, `pending` and `clone()`."""

    flow: Flow
    reasons: Any

    def to_act(self, s) -> list[int]:
        return [] if s.over or s.pending is None else s.pending.seats()

    def legal_actions(self, s, seat: int) -> list[Action]:
        return [] if s.over or s.pending is None else s.pending.actions_of(seat, s)

    def legal_twin(self, s, seat: int, action: Action) -> Action | None:
        return None if s.over or s.pending is None else s.pending.twin(seat, action, s)

    def apply(self, s, seat: int, action: Action):
        if s.over or s.pending is None or not s.pending.offers(seat, action, s):
            raise refusal(self.reasons, s, seat, action, over=s.over, to_act=seat in self.to_act(s))
        nxt = s.clone()
        self.flow.decide(nxt, seat, action, s.cache)     # what s worked out, for an unchanged state
        self.after_decision(nxt)
        return nxt

    def apply_trusted(self, s, seat: int, action: Action, in_place: bool = False, passed_on: bool = False):
        """`apply` for an action known to be legal (one a history or a sealed save recorded,
        under the same rules): the legality check, the most of a replay's time, left out.
        `in_place`: change `s` itself, which nothing else holds (a replay's passing state:
        the copy and its freeing were the most of what is left). `passed_on`: the state this
        returns goes straight to the next recorded action, changed in place, so nothing reads
        its question: a window's turn is posed without its options (`Flow.replay`)."""
        if in_place:
            worked, s.cache = s.cache, {}        # as a copy starts: nothing worked out
            nxt = s
        else:
            worked, nxt = s.cache, s.clone()
        replay = self.flow.replay
        replay.unread = passed_on
        try:
            self.flow.decide(nxt, seat, action, worked)
        finally:
            replay.unread = False
        self.after_decision(nxt)
        return nxt

    def after_decision(self, s) -> None:
        """What holds after every decision, whatever was decided (none unless the game says)."""
