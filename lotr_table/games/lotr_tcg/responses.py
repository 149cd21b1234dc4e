"""The Shadow players' response events (R18: "Response: if ..."): after a skirmish is won,
a character is killed or the Ring is put on, a window opens for every Shadow player whose
own cards hold a response to that event, in turn from the Free Peoples player's right.
Being asked tells nobody what is in a hand: it follows from the cards a player owns,
wherever they are, as the starter decks' public lists do for the Free Peoples player's
responses (actions.py)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lotr_table.engine.action import Action
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.actions import _events, carry_out
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import adventure, dead, deck, discard, hand, play

# the condition a response names -> the event it answers
ANSWERS = {"won_by": "skirmish_won", "killed_in_skirmish": "killed", "ring_put_on": "ring_put_on",
           "about_to_wound": "wound", "ring_worn_at_skirmish_end": "skirmish_ends_ring_on"}


def _conditions(raw: dict | None) -> list[str]:
    if not raw:
        return []
    if raw.get("name") in ("all", "any"):
        return [n for inner in raw.get("of", ()) for n in _conditions(inner)]
    return [raw.get("name", "")]


@lru_cache(maxsize=1)
def responders() -> dict[str, frozenset]:
    """Event name -> the Shadow response events that answer it."""
    out: dict[str, set] = {}
    for c in content().cards.values():
        if c.type != "event" or c.side != "shadow" or "response" not in c.timing:
            continue
        for ab in c.abilities:
            for name in _conditions(ab.get("condition")):
                if name in ANSWERS:
                    out.setdefault(ANSWERS[name], set()).add(c.id)
    return {k: frozenset(v) for k, v in out.items()}


def owners_of_responses(s: Any, event_name: str) -> tuple:
    codes = responders().get(event_name)
    if not codes or codes.isdisjoint(s.zones.card_of.values()):
        return ()                            # nobody at the table owns one (the common case)
    out = []
    for p in s.shadow_players():
        zones = (deck(p), hand(p), discard(p), dead(p), adventure(p), play(p))
        if any(s.zones.card_of[i] in codes for z in zones for i in s.zones.cards[z]):
            out.append(p)
    return tuple(out)


def _watch(s: Any, event: tuple) -> list:
    seats = owners_of_responses(s, event[0])
    if seats and not s.over:
        FLOW.window(s, "shadow_response", seats, context=event)   # after the event's own triggers
    return []


for _name in ("skirmish_won", "killed", "ring_put_on", "skirmish_ends_ring_on"):
    FLOW.watch(_name)(_watch)


def _offer(s: Any, seat: int, event: tuple) -> list[Action]:
    if s.over or seat in s.out:
        return []
    with C.reading(s):
        return _events(s, seat, "response", event)


def _respond(s: Any, seat: int, action: Action, event: tuple) -> None:
    # the use carries its own choices; its condition was read against the event when offered
    carry_out(s, seat, action)


FLOW.window_kind("shadow_response", _offer, _respond, "Respond to what just happened, or pass.")
