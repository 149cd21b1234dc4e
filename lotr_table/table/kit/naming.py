"""What a game's table tells the kit about words: every name, prompt and option a piece
shows comes through a `Naming`, translated by the game's table, so the kit never draws an
id or a template key."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


@dataclass(frozen=True)
class CardFace:
    """A card face as the kit draws it: its name, its numbers ((label, value) pairs, the
    first drawn large), its rules text and the colour of its frame; all already translated."""
    name: str
    numbers: tuple[tuple[str, str], ...] = ()
    text: str = ""
    colour: str = "#7a5a2a"
    kind: str = ""                  # a small line under the name ("Ally", "Event")
    counters: tuple[tuple[str, int], ...] = field(default=())   # (colour, how many) on it
    whole: str = ""                 # the whole card to read (the preview), when the face has no room for it


class Naming(Protocol):
    def card(self, card: str) -> CardFace:
        """The face of a card template (the `card` of a zones view entry)."""

    def option(self, action: dict) -> str:
        """An action of a decision, as a button reads."""

    def item(self, shape: dict, item) -> str:
        """An item of a choose_n/assign/order shape (or an assign target)."""

    def prompt(self, question: dict) -> str:
        """The open question, as the decision area heads it."""

    def zone(self, zone: str) -> str:
        """A zone's title ("Dark, first — hand")."""
