"""The Shadow players' response events (R18: "Response: if ..."): after a skirmish is won,
a character is killed or the Ring is put on, a window opens for every Shadow player whose
own cards hold a response to that event, in turn from the Free Peoples player's right.
Being asked tells nobody what is in a hand: it follows from the cards a player owns,
wherever they are, as the starter decks' public lists do for the Free Peoples player's
responses (actions.py)."""

from __future__ import annotations

from typing import Any

from lotr_table.engine.action import Action
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.actions import _events, carry_out
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.responders import owners_of_responses


def _responders(s: Any, event: tuple) -> tuple:
    return () if s.over else tuple(owners_of_responses(s, event[0]))


for _name in ("skirmish_won", "killed", "ring_put_on", "skirmish_ends_ring_on"):
    # after the event's effect and its own triggers
    FLOW.after_window(_name, "shadow_response", _responders)


def _offer(s: Any, seat: int, event: tuple) -> list[Action]:
    if s.over or seat in s.out:
        return []
    with C.reading(s):
        return _events(s, seat, "response", event)


def _respond(s: Any, seat: int, action: Action, event: tuple) -> None:
    # the use carries its own choices; its condition was read against the event when offered
    carry_out(s, seat, action)


FLOW.window_kind("shadow_response", _offer, _respond, "Respond to what just happened, or pass.")
