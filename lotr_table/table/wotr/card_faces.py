"""An event card's face in the player's language, from its record (games/wotr/card_records.py,
data/event_cards_*.json): its name, its deck and type, its event text, and its combat half
(name, initiative, text); the whole card as one text to read where the face has no room."""

from __future__ import annotations

import html
from functools import lru_cache

from lotr_table.table.i18n import tr, tr_name
from lotr_table.table.kit.naming import CardFace

# a deck's frame (the seed: the Free Peoples' cards blue, the Shadow's red; character and
# strategy cards told apart by their shade)
DECK_COLOUR = {"free_peoples_character": "#2f5f9e", "free_peoples_strategy": "#1d3b66",
               "shadow_character": "#a8322a", "shadow_strategy": "#6e1410"}
TYPES = {"character": "Character", "army": "Army", "muster": "Muster"}
DECK_KINDS = {"character": "Character", "strategy": "Strategy"}


@lru_cache(maxsize=1)
def _records():
    from lotr_table.games.wotr import events      # registers the card language's words the records use
    from lotr_table.games.wotr import cards
    return events.event_cards(), cards.deck_of_card(), cards.DECKS


def deck_of(card: str) -> str:
    records, deck_of_card, decks = _records()
    return decks[deck_of_card[card]]


def deck_name(deck: str) -> str:
    """A deck's name: "Free Peoples Character deck" in the player's language."""
    side, kind = deck.rsplit("_", 1)
    from lotr_table.table.wotr.words import side_name
    return tr("wotr.table", "{side}, {kind}").format(side=side_name(side), kind=tr_name("wotr.deck", DECK_KINDS[kind]))


def _initiative(n) -> str:
    return "\u2013" if n is None else str(n)


def face(card: str) -> CardFace:
    records, _, _ = _records()
    c = records[card]
    name = str(tr_name("wotr.card", c.name))
    kind = str(tr_name("wotr.result", TYPES[c.type]))     # the deck is the frame's colour, the whole in the tip
    text = tr("wotr.card_text", c.text) if c.text else ""
    return CardFace(name=name, kind=kind, text=text, colour=DECK_COLOUR[deck_of(card)],
                    numbers=((tr("wotr.table", "initiative"), _initiative(c.combat.initiative)),),
                    whole=whole(card))


def combat_name(card: str) -> str:
    from lotr_table.table.wotr.naming import combat_name as named     # one reading with the log's
    return named(card)


def event_name(card: str) -> str:
    """The card's own name (its event half's), as the log names it."""
    records, _, _ = _records()
    return str(tr_name("wotr.card", records[card].name))


def combat_initiative(card: str) -> str:
    records, _, _ = _records()
    return _initiative(records[card].combat.initiative)


def whole(card: str) -> str:
    """Every word of the card: the event half, then the combat half with its initiative."""
    records, _, _ = _records()
    c = records[card]
    lines = [str(tr_name("wotr.card", c.name)) + " \u00b7 " + deck_name(deck_of(card))]
    if c.text:
        lines.append(tr("wotr.table", "Event: {text}").format(text=tr("wotr.card_text", c.text)))
    if c.combat.text:
        lines.append(tr("wotr.table", "Combat card {name} (initiative {n}): {text}").format(
            name=combat_name(card), n=_initiative(c.combat.initiative), text=tr("wotr.card_text", c.combat.text)))
    return "\n".join(lines)


def tip(card: str) -> str:
    """The whole card as a hover's tip (rich text, so it wraps)."""
    parts = whole(card).split("\n")
    return "<p><b>" + html.escape(parts[0]) + "</b></p>" + "".join(f"<p>{html.escape(x)}</p>" for x in parts[1:])
