"""What each option of the cooperative game acts on (engine/acts_on.py): the card played and
the track it goes to, the card given or discarded, the hobbit (seat) an epic or a Gandalf card
is used on, the hobbit asked, the track chosen."""

from __future__ import annotations

from lotr_table.engine.acts_on import ActsOn, read
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


def acts_on(action: Action) -> dict:
    return read(action, ROLES)
