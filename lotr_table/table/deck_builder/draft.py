"""The deck being built: the Ring-bearer, The One Ring, the sites and the draw deck, changed a
card at a time, and every rule of deck construction it breaks as it stands (deck_rules)."""

from __future__ import annotations

from collections import Counter

from lotr_table.games.lotr_tcg import deck_list, deck_rules
from lotr_table.games.lotr_tcg.deck import Deck
from lotr_table.games.lotr_tcg.deck_rules import Violation, can_bear_the_ring


# What a deck list names in its "Ring-bearer:" and "Ring:" lines, said for a deck built by hand
# (R2.6: «Главным персонажем вашего Братства является Фродо, владелец Кольца Всевластья»).
NO_RING_BEARER = "No Ring-bearer yet: add a Frodo (R2.6)."
NO_RING = "No One Ring yet: add The One Ring (R2.6)."
TEMPLATES = (NO_RING_BEARER, NO_RING)


class Draft:
    """A deck under construction. A card added goes where it belongs: a site to the adventure
    deck, The One Ring beside the Ring-bearer, a Frodo to the Ring-bearer's place while it is
    empty, anything else to the draw deck."""

    def __init__(self, cards: dict, name: str = "") -> None:
        self.cards = cards
        self.name = name
        self.ring_bearer = ""
        self.ring = ""
        self.sites: list[str] = []
        self.draw: list[str] = []          # one entry per copy, in the order added

    @classmethod
    def of(cls, deck: Deck, cards: dict) -> "Draft":
        draft = cls(cards, deck.name)
        draft.ring_bearer, draft.ring = deck.ring_bearer, deck.ring
        draft.sites, draft.draw = list(deck.sites), list(deck.draw)
        return draft

    def add(self, code: str) -> None:
        card = self.cards[code]
        if card.type == "site":
            self.sites.append(code)
        elif card.type == "the_one_ring":
            self.ring = code
        elif not self.ring_bearer and can_bear_the_ring(card):
            self.ring_bearer = code
        else:
            self.draw.append(code)

    def remove(self, code: str) -> None:
        """One copy fewer: from the draw deck first, then the sites, the Ring, the Ring-bearer."""
        if code in self.draw:
            del self.draw[len(self.draw) - 1 - self.draw[::-1].index(code)]
        elif code in self.sites:
            self.sites.remove(code)
        elif code == self.ring:
            self.ring = ""
        elif code == self.ring_bearer:
            self.ring_bearer = ""

    def copies(self, code: str) -> int:
        return self.draw.count(code) + self.sites.count(code) + (code == self.ring) + (code == self.ring_bearer)

    def counts(self) -> dict[str, int]:
        """Every card of the deck with its copies: the Ring-bearer and the Ring, the sites by
        number, then the draw deck in the order its cards were first added."""
        out: dict[str, int] = {}
        for code in [self.ring_bearer, self.ring] + sorted(self.sites, key=lambda c: self.cards[c].site or 0) + self.draw:
            if code:
                out[code] = out.get(code, 0) + 1
        return out

    def sides(self) -> tuple[int, int]:
        """Free Peoples and Shadow cards of the draw deck."""
        sides = Counter(self.cards[c].side for c in self.draw)
        return sides["free_peoples"], sides["shadow"]

    def site_numbers(self) -> dict[int, int]:
        """How many sites of each number 1-9 the adventure deck holds."""
        numbers = Counter(self.cards[c].site for c in self.sites)
        return {n: numbers[n] for n in deck_rules.SITE_NUMBERS}

    def deck(self, deck_id: str = "draft") -> Deck:
        return Deck(id=deck_id, name=self.name, ring_bearer=self.ring_bearer, ring=self.ring,
                    sites=tuple(self.sites), draw=tuple(self.draw))

    def problems(self) -> list[Violation]:
        """Every rule the deck breaks now; [] for a legal deck (a missing Ring-bearer or Ring
        named once, not also as an unknown card)."""
        found = []
        if not self.ring_bearer:
            found.append(Violation(NO_RING_BEARER))
        if not self.ring:
            found.append(Violation(NO_RING))
        return found + [v for v in deck_rules.violations(self.deck(), self.cards)
                        if not (v.template == deck_rules.UNKNOWN and dict(v.args).get("code") == "")]

    def text(self) -> str:
        """The deck as the text list the program reads (deck_list.write)."""
        return deck_list.write(self.deck(), self.cards)
