"""Why War of the Ring: The Card Game refuses an action (the kernel's order: engine/refusal.py)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.wotr_cards.round import may_pass
from lotr_table.games.wotr_cards.state import hand

PASS_REFUSED = "You may pass only with no more cards than your carryover limit, or fewer than every opponent."
WINNOW_REFUSED = "Winnowing needs 2 cards in your hand."
NOT_YOURS = "You can only play a card from your own hand."
ONCE_A_ROUND = "The same character or item may not be played twice in a round."


def never(s, seat: int, action: Action) -> IllegalAction | None:
    if action.kind == "play" and action.get("card") is not None and action["card"] not in s.zones.cards.get(hand(seat), []) \
            and (s.pending is None or s.pending.kind != "play_drawn"):
        return IllegalAction(NOT_YOURS)
    return None


def not_now(s, seat: int, action: Action) -> IllegalAction | None:
    q = s.pending
    if q is None or q.seat != seat or q.kind != "_window":
        return None
    if action.kind == "pass" and not may_pass(s, seat):
        return IllegalAction(PASS_REFUSED)
    if action.kind == "winnow" and len(s.zones.cards[hand(seat)]) < 2:
        return IllegalAction(WINNOW_REFUSED)
    if action.kind == "play" and any(a.kind == "play" and a.get("card") == action.get("card") for a in q.actions) is False \
            and (seat, s.zones.card_of.get(action.get("card"), "")) in s.played_ids:
        return IllegalAction(ONCE_A_ROUND)
    return None


TEMPLATES = (PASS_REFUSED, WINNOW_REFUSED, NOT_YOURS, ONCE_A_ROUND)
