"""Random legal decks from every card in the data (today's and every card added later, none
named here): a Ring-bearer, The One Ring, one site of each number and a draw deck of 60 to
64 cards, half Free Peoples, half Shadow, at most 4 of a title (deck_rules.py says the same
of each deck dealt). `"decks": "random"` in a game's options deals one to each seat, from the
game's seed, so the game replays."""

from __future__ import annotations

import random

from lotr_table.games.lotr_tcg import deck_rules
from lotr_table.games.lotr_tcg.deck import Deck
from lotr_table.games.lotr_tcg.deck_rules import COPIES, DRAW_DECK_MIN, SITE_NUMBERS, can_bear_the_ring

EXTRA_PAIRS = 2          # up to 2 pairs beyond 60 cards, so that decks above the minimum are played too


def random_deck(cards: dict, rng: random.Random, deck_id: str = "random") -> Deck:
    known = sorted(cards.values(), key=lambda c: (c.number, c.id))
    bearers = [c for c in known if can_bear_the_ring(c)]
    rings = [c for c in known if c.type == "the_one_ring"]
    if not bearers or not rings:
        raise ValueError("the card data holds no Ring-bearer or no One Ring to build a deck with")
    bearer = rng.choice(bearers)
    sites = []
    for n in SITE_NUMBERS:
        numbered = [c for c in known if c.type == "site" and c.site == n]
        if not numbered:
            raise ValueError(f"the card data holds no site {n} to build a deck with")
        sites.append(rng.choice(numbered).id)
    half = DRAW_DECK_MIN // 2 + rng.randint(0, EXTRA_PAIRS)
    counts: dict[str, int] = {}
    for side in ("free_peoples", "shadow"):
        pool = [c for c in known if c.side == side and c.type not in ("site", "the_one_ring")]
        _fill(counts, pool, half, bearer.title, rng)
    deck = Deck(id=deck_id, name="Random deck", ring_bearer=bearer.id, ring=rng.choice(rings).id,
                sites=tuple(sites), draw=tuple(code for code, n in counts.items() for _ in range(n)))
    return deck_rules.check(deck, cards)


def _fill(counts: dict, pool: list, need: int, bearer_title: str, rng: random.Random) -> None:
    """`need` cards of the pool, a few copies at a time, never over a title's limit (the
    Ring-bearer's title holds one fewer, R2.11)."""
    room: dict[str, int] = {}
    for c in pool:
        room[c.title] = COPIES - (1 if c.title == bearer_title else 0)
    while need:
        open_cards = [c for c in pool if room[c.title] > 0]
        if not open_cards:
            raise ValueError("the card data holds too few titles of one side for a legal deck")
        c = rng.choice(open_cards)
        k = rng.randint(1, min(room[c.title], need))
        counts[c.id] = counts.get(c.id, 0) + k
        room[c.title] -= k
        need -= k


def deal(cards: dict, players: int, seed: int) -> tuple[Deck, ...]:
    """One random deck for each seat, the same for the same seed (its own random stream, so
    the game's draws are untouched by it)."""
    rng = random.Random(f"lotr_tcg random decks {seed}")
    return tuple(random_deck(cards, rng, f"random{p + 1}") for p in range(players))
