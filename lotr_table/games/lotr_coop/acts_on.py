"""What each option of the cooperative game acts on (engine/acts_on.py): the card played and
the track it goes to, the card given or discarded, the hobbit (seat) an epic or a Gandalf card
is used on, the hobbit asked, the track chosen. A card given goes to a hobbit: the one Miruvor
passes it to, the next hobbit at the Council, or the giver's own (set aside before it towards a
payment), so a card dropped on that hobbit is the give."""

from __future__ import annotations

from lotr_table.engine.acts_on import ActsOn, attempt, read
from lotr_table.engine.action import Action

ROLES = {
    "play": ActsOn(piece="card", to="track"),
    "discard": ActsOn(piece="card"),
    "give": ActsOn(piece="card"),
    "pass_card": ActsOn(piece="card"),
    "epic": ActsOn(piece="card", targets=("target",), to="to"),
    "gandalf_card": ActsOn(piece="card", targets=("target",)),
    "give_token": ActsOn(piece="token"),
    "track": ActsOn(targets=("track",)),
    "ask": ActsOn(targets=("seat",)),
    "floor": ActsOn(targets=("seat",)),
    "payer": ActsOn(targets=("seat",)),
    "volunteer": ActsOn(targets=("seat",)),
    "give_to": ActsOn(targets=("seat",)),
}


def acts_on(action: Action, receiver: int | None = None) -> dict:
    """`receiver`: the hobbit a card given goes to (the question names it, not the action)."""
    out = read(action, ROLES)
    if action.kind in ("give", "pass_card") and receiver is not None:
        out["to"] = receiver
    return out


def receiver(question, seat: int | None, state=None) -> int | None:
    """Whom a card given in `question` goes to: Miruvor's receiver; at the Council the next
    living hobbit clockwise, as council_deliver hands it on (sanctuary.py); else the giver
    himself (a card set aside towards a payment)."""
    if question.kind == "miruvor":
        return question.data
    if question.kind == "council" and state is not None and seat is not None:
        after = [x for x in state.clockwise_from(seat) if x != seat]
        return after[0] if after else seat
    return seat


# a card dropped on a track where no option plays it there asks for that play, so the refusal
# says why (engine/acts_on.attempt)
ATTEMPT = attempt(ROLES, "play")
