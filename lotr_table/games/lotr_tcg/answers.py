"""Shadow response events played from the hand when something has happened (a player's
Uruk-hai played, the Ring-bearer exerting or wounded) or while a stealth event is being
played, before it takes effect (R18.6: a response answers its event). A Shadow player is
asked when he owns a copy of such an event, whatever his hand holds, so that being asked
tells the table nothing it could not know from his deck list."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lotr_table.engine.behaviours import Context
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import VOCAB, owner

# the condition a response event names -> the happening it answers
ANSWERS = {"you_played": "played", "ring_bearer_hurt": "ring_bearer_hurt", "stealth_played": "stealth_played"}


@lru_cache(maxsize=1)
def _answering_cards() -> dict:
    """happening -> the Shadow response events that answer it."""
    from lotr_table.games.lotr_tcg.data import content
    out: dict = {}
    for c in content().cards.values():
        if c.type != "event" or c.side != "shadow" or "response" not in c.timing:
            continue
        for ab in VOCAB.cards[c.id].abilities:
            if ab.condition is not None and ab.condition.name in ANSWERS:
                out.setdefault(ANSWERS[ab.condition.name], set()).add(c.id)
            elif ab.condition is not None and ab.condition.name == "event":     # names what it answers
                for happening in ab.condition.params.is_:
                    if happening in ANSWERS.values():
                        out.setdefault(happening, set()).add(c.id)
    return out


def answerers(s: Any, happening: str) -> tuple:
    """The Shadow players, from the Free Peoples player's right, who own a response to it."""
    codes = _answering_cards().get(happening)
    if not codes:
        return ()
    owners = {owner(i) for i, code in s.zones.card_of.items() if code in codes}
    return tuple(p for p in s.shadow_players() if p in owners)


def may_answer(s: Any, event: tuple) -> None:
    """After what is being done now: a response window for this happening, if a card of the
    game may answer it (most games hold none: nothing is added then)."""
    codes = _answering_cards().get(event[0])
    if codes and not codes.isdisjoint(s.zones.card_of.values()):
        s.stack.append(("answers", event))


@FLOW.step("answers")
def _answers(s: Any, event: tuple) -> None:
    """The window itself (what is offered in it, how it is carried out) is actions.py's."""
    seats = answerers(s, event[0])
    if seats:
        FLOW.window(s, "answer", seats, context=event)


@FLOW.step("event_effect")
def _event_effect(s: Any, seat: int, inst: str, code: str, index: int, cost: Any, target: Any) -> None:
    """A stealth event takes effect once nobody cancelled it (its costs were paid as it was played)."""
    if s.used.get(("cancelled", inst)):
        return
    ab = VOCAB.cards[code].abilities[index]
    ctx = Context(inst, code, seat, ("chosen", cost, target))
    if ab.type == "unique":
        VOCAB.unique_fns[code](s, ctx)
        return
    VOCAB.run(s, ctx, ab.effect)


def holds_stealth(s: Any, inst: str) -> bool:
    return "stealth" in C.card(s, inst).keywords
