"""Deck construction (R2.6-R2.14, the digest's checklist §2.6): every way a deck breaks the
rules, all of them named, not only the first. The published starter decks (data.py), deck
lists (deck_list.py), random decks (random_deck.py) and the decks of a game's options are
all checked here."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from lotr_table.games.lotr_tcg.deck import Deck

DRAW_DECK_MIN = 60              # R2.7
COPIES = 4                      # R2.10
SITE_NUMBERS = range(1, 10)     # R2.14

UNKNOWN = "{code} is not a card of the set."
NOT_RING_BEARER = "The Ring-bearer {card} is not a companion who can start with the Ring (R2.6)."
NOT_THE_RING = "{card} is not The One Ring (R2.6)."
TOO_FEW = "The draw deck holds {n} cards: it needs at least 60 (R2.7)."
UNEQUAL = "The draw deck holds {fp} Free Peoples and {shadow} Shadow cards: it needs as many of each (R2.8)."
OUTSIDE = "{card} cannot be in the draw deck: sites and The One Ring stay outside it (R2.9)."
OVER_TITLE = "The draw deck holds {n} cards titled {title}: at most 4 of one title (R2.10)."
OVER_RING_BEARER = ("The draw deck holds {n} cards titled {title}, the Ring-bearer's title: at most 3, "
                    "the Ring-bearer being the fourth (R2.11).")
SITES_COUNT = "The adventure deck holds {n} cards: it needs exactly 9 sites (R2.14)."
NOT_A_SITE = "{card} in the adventure deck is not a site (R2.14)."
NO_SITE = "The adventure deck has no site {n} (R2.14)."
SITE_TWICE = "The adventure deck holds {k} sites numbered {n}: it needs one of each (R2.14)."
STARTING = "The starting companion {card} is not a companion of the draw deck (R2.19)."

TEMPLATES = (UNKNOWN, NOT_RING_BEARER, NOT_THE_RING, TOO_FEW, UNEQUAL, OUTSIDE, OVER_TITLE, OVER_RING_BEARER,
             SITES_COUNT, NOT_A_SITE, NO_SITE, SITE_TWICE, STARTING)


@dataclass(frozen=True)
class Violation:
    """One broken rule: an English template of TEMPLATES and its values (card names in
    English), so a table can translate it and a command line can print it."""
    template: str
    args: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return self.template.format(**dict(self.args))


class IllegalDeck(ValueError):
    def __init__(self, deck_id: str, violations: list[Violation]):
        self.deck_id = deck_id
        self.violations = violations
        super().__init__(f"deck {deck_id} breaks the deck rules:\n" + "\n".join(f"  {v}" for v in violations))


def can_bear_the_ring(card) -> bool:
    """A companion printed "Ring-bearer" may start the game with The One Ring (in set 1 the
    two Frodos; Sam becomes one only when Frodo dies, R16.10)."""
    return card.type == "companion" and "ring-bearer" in card.keywords


def named(card) -> str:
    return f"{card.title}, {card.subtitle} ({card.id})" if card.subtitle else f"{card.title} ({card.id})"


def violations(deck: Deck, cards: dict) -> list[Violation]:
    """Every rule the deck breaks, in the order of the checklist; [] for a legal deck."""
    found: list[Violation] = []

    def add(template: str, **args) -> None:
        found.append(Violation(template, tuple(args.items())))

    unknown = [c for c in dict.fromkeys([deck.ring_bearer, deck.ring, *deck.sites, *deck.draw, *deck.starting])
               if c not in cards]
    for code in unknown:
        add(UNKNOWN, code=code)
    if deck.ring_bearer in cards and not can_bear_the_ring(cards[deck.ring_bearer]):
        add(NOT_RING_BEARER, card=named(cards[deck.ring_bearer]))
    if deck.ring in cards and cards[deck.ring].type != "the_one_ring":
        add(NOT_THE_RING, card=named(cards[deck.ring]))
    draw = [cards[c] for c in deck.draw if c in cards]
    if len(deck.draw) < DRAW_DECK_MIN:
        add(TOO_FEW, n=len(deck.draw))
    sides = Counter(c.side for c in draw)
    if sides["free_peoples"] != sides["shadow"]:
        add(UNEQUAL, fp=sides["free_peoples"], shadow=sides["shadow"])
    for code in dict.fromkeys(c.id for c in draw if c.type in ("site", "the_one_ring")):
        add(OUTSIDE, card=named(cards[code]))
    _copies(deck, cards, draw, add)
    _adventure_deck(deck, cards, add)
    left = deck.counts()
    for code in deck.starting:
        if code in cards and (cards[code].type != "companion" or left.get(code, 0) < 1):
            add(STARTING, card=named(cards[code]))
        left[code] = left.get(code, 0) - 1
    return found


def _copies(deck: Deck, cards: dict, draw: list, add) -> None:
    """R2.10-R2.12: four of a title, subtitles aside, unique or not; the Ring-bearer stands
    outside the draw deck but is one of the four of his title."""
    titles = Counter(c.title for c in draw if c.type not in ("site", "the_one_ring"))
    bearer = cards.get(deck.ring_bearer)
    for title, n in titles.items():
        if bearer is not None and title == bearer.title:
            if n > COPIES - 1:
                add(OVER_RING_BEARER, n=n, title=title)
        elif n > COPIES:
            add(OVER_TITLE, n=n, title=title)


def _adventure_deck(deck: Deck, cards: dict, add) -> None:
    """R2.14: nine sites, one of each number 1 to 9."""
    known = [cards[c] for c in deck.sites if c in cards]
    if len(deck.sites) != len(SITE_NUMBERS):
        add(SITES_COUNT, n=len(deck.sites))
    for code in dict.fromkeys(c.id for c in known if c.type != "site"):
        add(NOT_A_SITE, card=named(cards[code]))
    numbers = Counter(c.site for c in known if c.type == "site")
    for n in SITE_NUMBERS:
        if numbers[n] == 0:
            add(NO_SITE, n=n)
        elif numbers[n] > 1:
            add(SITE_TWICE, k=numbers[n], n=n)


def check(deck: Deck, cards: dict) -> Deck:
    """The deck itself when it is legal; IllegalDeck naming every violation otherwise."""
    found = violations(deck, cards)
    if found:
        raise IllegalDeck(deck.id, found)
    return deck
