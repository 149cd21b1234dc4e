"""The event decks and the hands (seed: Розділ V, «Карти подій»): drawing and the hand limit.

Four decks of 24 cards, by id only (data/event_cards.json; playing a card comes with the
issue of the event cards), kept in the state's zones (card_zones.py): deck d of DECKS is the
zone named DECKS[d], its top the last card. Hands and discards are per seat; discards are
face down, so only their owner knows them.
"""

from __future__ import annotations

import json
from functools import lru_cache

from pydantic import BaseModel, ConfigDict, model_validator

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places
from lotr_table.games.wotr.card_zones import DECKS
from lotr_table.games.wotr.data import DATA_DIR
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.players import seat_info

KINDS = ("character", "strategy")
DECK_SIZE = 24
HAND_LIMIT = 6            # «на руці щонайбільше шість карт»
TEAM_HAND_LIMIT = 4       # a player sharing a side with an ally (Розділ XI)


class EventCards(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    source: str
    decks: dict[str, tuple[str, ...]]

    @model_validator(mode="after")
    def _four_decks(self) -> "EventCards":
        if tuple(self.decks) != DECKS:
            raise ValueError(f"event_cards.json must list the decks {DECKS}")
        ids = [c for d in self.decks.values() for c in d]
        if any(len(d) != DECK_SIZE for d in self.decks.values()) or len(set(ids)) != len(ids):
            raise ValueError("four decks of 24 different cards")
        return self


@lru_cache(maxsize=1)
def event_cards() -> EventCards:
    text = (DATA_DIR / "event_cards.json").read_text(encoding="utf-8")
    return EventCards.model_validate(json.loads(text))


@lru_cache(maxsize=1)
def deck_of_card() -> dict[str, int]:
    return {c: d for d, name in enumerate(DECKS) for c in event_cards().decks[name]}


def deck_index(side: int, kind: str) -> int:
    return side * 2 + KINDS.index(kind)


@lru_cache(maxsize=16)
def side_of_seat(players: int, seat: int) -> int:
    return FREE_PEOPLES if seat_info(players)[seat].side == "free_peoples" else SHADOW


@lru_cache(maxsize=16)
def in_team(players: int, seat: int) -> bool:
    """Whether the seat shares its side with an ally (the 3-4 player card rules)."""
    side = seat_info(players)[seat].side
    return sum(1 for x in seat_info(players) if x.side == side) > 1


def hand_limit(players: int, seat: int) -> int:
    return TEAM_HAND_LIMIT if in_team(players, seat) else HAND_LIMIT


def draw(s, seat: int, kind: str) -> bool:
    """The seat draws the top card of its side's deck of `kind`; False when it is empty."""
    deck = DECKS[deck_index(side_of_seat(s.opts.players, seat), kind)]
    z = s.zones
    top = z.top(deck)
    if top is None:
        return False
    card = z.card_of[top]
    z.move(top, places.hand(seat), source=deck)
    s.barrier += 1                        # the drawer sees a hidden card
    say(s, "{seat} draws a card from the {deck} deck.", seat=seat, deck=kind)
    say(s, "You draw {card}.", vis=seat, card=card)
    return True


def discard(s, seat: int, card: str) -> None:
    places.move_card(s.zones, card, places.hand(seat), places.discard_pile(seat))
    say(s, "{seat} discards a card face down.", seat=seat)
    say(s, "You discard {card}.", vis=seat, card=card)


def over_limit(s, seat: int) -> bool:
    return len(s.zones.cards[places.hand(seat)]) > hand_limit(s.opts.players, seat)


def decks_to_draw(s, seat: int) -> tuple[str, ...]:
    """The kinds of the seat's side's decks that still hold a card."""
    side = side_of_seat(s.opts.players, seat)
    cards = s.zones.cards
    return tuple(k for k in KINDS if cards[DECKS[deck_index(side, k)]])
