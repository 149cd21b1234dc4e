"""The words the deck builder shows, in the chosen language: a card's title, subtitle and text
(the game's declared texts), and the names of cultures, sides, card types, keywords and
rarities its filters offer (the seed's terms)."""

from __future__ import annotations

from dataclasses import dataclass

from lotr_table.table.i18n import tr


@dataclass(frozen=True)
class CardWords:
    title: str
    subtitle: str
    text: str


def card_words(card) -> CardWords:
    return CardWords(tr("lotr_tcg.card", card.title), tr("lotr_tcg.card", card.subtitle) if card.subtitle else "",
                     tr("lotr_tcg.card_text", card.text) if card.text else "")


def searched_text(card) -> str:
    """What a search looks through: the title, subtitle and game text as the player reads them."""
    words = card_words(card)
    return " ".join((words.title, words.subtitle, words.text))


def culture_names() -> dict:
    return {"dwarven": tr("DeckBuilder", "Dwarven"), "elven": tr("DeckBuilder", "Elven"),
            "gandalf": tr("DeckBuilder", "Gandalf"), "gondor": tr("DeckBuilder", "Gondor"),
            "shire": tr("DeckBuilder", "Shire"), "isengard": tr("DeckBuilder", "Isengard"),
            "moria": tr("DeckBuilder", "Moria"), "ringwraith": tr("DeckBuilder", "Ringwraith"),
            "sauron": tr("DeckBuilder", "Sauron")}


def culture_name(culture: str | None) -> str:
    return culture_names().get(culture, "")


def side_names() -> dict:
    return {"free_peoples": tr("DeckBuilder", "Free Peoples"), "shadow": tr("DeckBuilder", "Shadow")}


def type_names() -> dict:
    return {"companion": tr("DeckBuilder", "Companion"), "ally": tr("DeckBuilder", "Ally"),
            "minion": tr("DeckBuilder", "Minion"), "possession": tr("DeckBuilder", "Possession"),
            "artifact": tr("DeckBuilder", "Artifact"), "event": tr("DeckBuilder", "Event"),
            "condition": tr("DeckBuilder", "Condition"), "site": tr("DeckBuilder", "Site"),
            "the_one_ring": tr("DeckBuilder", "The One Ring")}


def type_name(kind: str) -> str:
    return type_names().get(kind, kind)


def keyword_names() -> dict:
    return {"archer": tr("DeckBuilder", "Archer"), "damage+1": tr("DeckBuilder", "Damage +1"),
            "fierce": tr("DeckBuilder", "Fierce"), "ranger": tr("DeckBuilder", "Ranger"),
            "tracker": tr("DeckBuilder", "Tracker"), "stealth": tr("DeckBuilder", "Stealth"),
            "search": tr("DeckBuilder", "Search"), "spell": tr("DeckBuilder", "Spell"),
            "tale": tr("DeckBuilder", "Tale"), "weather": tr("DeckBuilder", "Weather"),
            "pipeweed": tr("DeckBuilder", "Pipeweed"), "ring-bearer": tr("DeckBuilder", "Ring-bearer"),
            "sanctuary": tr("DeckBuilder", "Sanctuary"), "river": tr("DeckBuilder", "River"),
            "forest": tr("DeckBuilder", "Forest"), "underground": tr("DeckBuilder", "Underground"),
            "plains": tr("DeckBuilder", "Plains"), "marsh": tr("DeckBuilder", "Marsh"),
            "mountain": tr("DeckBuilder", "Mountain")}


def keyword_name(keyword: str) -> str:
    return keyword_names().get(keyword, keyword)


def rarity_names() -> dict:
    return {"common": tr("DeckBuilder", "Common"), "uncommon": tr("DeckBuilder", "Uncommon"),
            "rare": tr("DeckBuilder", "Rare"), "promotional": tr("DeckBuilder", "Promotional")}


def printed_numbers(card) -> str:
    """Strength, vitality, resistance and a minion's site number as printed, labelled."""
    parts = []
    if card.strength is not None:
        parts.append(tr("DeckBuilder", "Strength {n}").format(n=card.strength))
    if card.vitality is not None:
        parts.append(tr("DeckBuilder", "Vitality {n}").format(n=card.vitality))
    if card.resistance is not None:
        parts.append(tr("DeckBuilder", "Resistance {n}").format(n=card.resistance))
    if card.type == "minion" and card.site is not None:
        parts.append(tr("DeckBuilder", "Site {n}").format(n=card.site))
    return " · ".join(parts)


def violation_text(violation) -> str:
    """A broken rule in the chosen language (the game's declared `lotr_tcg.deck` texts)."""
    from lotr_table.table.deck_builder import draft
    if violation.template == draft.NO_RING_BEARER:
        return tr("DeckBuilder", "No Ring-bearer yet: add a Frodo (R2.6).")
    if violation.template == draft.NO_RING:
        return tr("DeckBuilder", "No One Ring yet: add The One Ring (R2.6).")
    args = dict(violation.args)
    if "title" in args:
        args["title"] = tr("lotr_tcg.card", str(args["title"]))
    return tr("lotr_tcg.deck", violation.template).format(**args)
