"""Who may answer an event with a Shadow response event: the players whose own cards (in their
deck, hand, piles or play) hold one. Being asked follows from the cards a player owns, never
from his hand (actions.py reads the starter decks' public lists the same way)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.state import adventure, dead, deck, discard, hand, play

# the condition a response names -> the event it answers
ANSWERS = {"won_by": "skirmish_won", "killed_in_skirmish": "killed", "ring_put_on": "ring_put_on",
           "about_to_wound": "wound", "ring_worn_at_skirmish_end": "skirmish_ends_ring_on"}


def _conditions(raw: dict | None) -> list[str]:
    if not raw:
        return []
    if raw.get("name") in ("all", "any"):
        return [n for inner in raw.get("of", ()) for n in _conditions(inner)]
    if raw.get("name") == "event":          # the general word names the events it answers
        return ["event:" + e for e in raw.get("is", ())]
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
                elif name.startswith("event:") and name[6:] in ANSWERS.values():
                    out.setdefault(name[6:], set()).add(c.id)
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
