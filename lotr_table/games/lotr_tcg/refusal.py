"""Why the game refuses an action (the kernel's order: engine/refusal.py)."""

from __future__ import annotations

from typing import Any

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.lotr_tcg.state import hand, owner

NO_SEAT = "There is no such seat."
NOT_YOURS = "You can only play a card from your own hand."
NOT_A_CARD = "There is no such card."
WRONG_PHASE = "That card is not played in the {phase} phase."
SHADOW_ON_OWN_TURN = "On your own turn you play only Free Peoples cards (R1.3)."
FP_ON_OTHERS_TURN = "On another player's turn you play only Shadow cards (R1.3)."
CANNOT_AFFORD = "The twilight pool does not hold enough for that card (R8.2)."
OPEN_QUESTION = "First answer the question open now."

# why a card's ability, or a card, is not offered (actions.why_not)
NEEDS_UNMET = "That card's text cannot be used now: what it asks for (its phase, a card to spot) is missing."
COST_UNPAYABLE = "That card's cost cannot be paid now."
NOTHING_TO_ACT_ON = "Nothing fits what that card's text acts on now."
NOT_A_CHOICE = "That choice does not fit that card's text."
PLAY_NEEDS = "To play that card, spot what its text names first."
PLAY_COST_UNPAYABLE = "That card's cost to play cannot be paid now."

TEMPLATES = (NO_SEAT, NOT_YOURS, NOT_A_CARD, WRONG_PHASE, SHADOW_ON_OWN_TURN, FP_ON_OTHERS_TURN, CANNOT_AFFORD,
             OPEN_QUESTION, NEEDS_UNMET, COST_UNPAYABLE, NOTHING_TO_ACT_ON, NOT_A_CHOICE, PLAY_NEEDS,
             PLAY_COST_UNPAYABLE)


def never(s: Any, seat: int, action: Action) -> IllegalAction | None:
    if seat not in range(s.opts.players):
        return IllegalAction(NO_SEAT)
    inst = action.get("card")
    if action.kind in ("play", "event", "heal_by_discard") and inst is not None:
        if inst not in s.zones.card_of:
            return IllegalAction(NOT_A_CARD)
        if s.zones.zone_of(inst) != hand(seat) or owner(inst) != seat:
            return IllegalAction(NOT_YOURS)
    return None


# why a card play or an ability use was not among the offers: filled by actions.py, which
# knows the offers (and imports this module)
WHY_NOT_OFFERED: list = []


def not_now(s: Any, seat: int, action: Action) -> IllegalAction | None:
    from lotr_table.games.lotr_tcg import cards as C     # the rules' reading of cards imports this module's game
    card = C.card
    inst = action.get("card")
    if action.kind in ("play", "event") and inst in s.zones.card_of:
        c = card(s, inst)
        if seat == s.fp and c.side == "shadow":
            return IllegalAction(SHADOW_ON_OWN_TURN)
        if seat != s.fp and c.side == "free_peoples":
            return IllegalAction(FP_ON_OTHERS_TURN)
        if c.type == "event" and s.phase not in c.timing:
            return IllegalAction(WRONG_PHASE.format(phase=s.phase), WRONG_PHASE, {"phase": s.phase})
        if c.side == "shadow" and s.twilight < C.cost(s, inst):
            return IllegalAction(CANNOT_AFFORD)
    if action.kind in ("play", "event", "use") and inst in s.zones.card_of:
        for why_not in WHY_NOT_OFFERED:
            reason = why_not(s, seat, action)
            if reason is not None:
                return IllegalAction(reason)
    if s.pending is not None and seat in s.pending.seats():
        return IllegalAction(OPEN_QUESTION)
    return None
