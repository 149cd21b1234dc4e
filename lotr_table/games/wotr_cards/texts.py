"""Every text War of the Ring: The Card Game can show, for the translation catalogue
(lotr_table/engine/texts.py). tests/games/wotr_cards/test_texts.py keeps the lists whole."""

from __future__ import annotations

from lotr_table.engine.refusal import TEMPLATES as KERNEL_REFUSALS
from lotr_table.engine.texts import Text, in_context
from lotr_table.games.wotr_cards import refusal
from lotr_table.games.wotr_cards.actions import COST_PROMPT, TURN_PROMPT
from lotr_table.games.wotr_cards.cards import faction_cards, locations
from lotr_table.games.wotr_cards.combat import CASUALTY_PROMPT, COMBAT_ORDER_PROMPT, SUPPORT_PROMPT
from lotr_table.games.wotr_cards.flow import FLOW
from lotr_table.games.wotr_cards.procedures import CYCLE_PROMPT, ELIMINATE_PROMPT, FORSAKE_PROMPT
from lotr_table.games.wotr_cards.scenarios import LABELS

LOG = [
    "Round {n} begins; {seat} is the first player.", "{location} is activated.", "{location} is reactivated.",
    "Combat at {location}: {attack} attack, {defence} defence on the location.", "{side} win {location}.",
    "{location} goes to nobody: attack and defence are equal.", "The Shadow gain {n} corruption.",
    "The defenders do not agree: the attackers choose.", "The game ends: Free Peoples {fp}, Shadow {shadow}.",
    "Corruption changes by {n}.", "No battleground can be activated.", "No path can be activated.",
    "Nothing happens: the card named is not in reserve.", "{card} is cycled.", "{card} is eliminated.",
    "{card} is removed from the game.", "{card} moves to {location}.", "{card} would be eliminated and is cycled instead.",
    "{seat} cycles a card from hand.", "{seat} cycles the other cards drawn.", "{seat} draws {n} card(s).",
    "{seat} eliminates a card from hand.", "{seat} flips the Ring token.", "{seat} forsakes a card from hand.",
    "{seat} forsakes the top card of the deck.", "{seat} has no cards left to draw.", "{seat} has nothing to forsake.",
    "{seat} moves {card} to {location}.", "{seat} plays {card}.", "{seat} searches and finds nothing to take.",
    "{seat} shuffles the cycle pile into the deck.", "{seat} takes {card} into hand.", "{seat} uses the Ring token.",
    "{seat} uses {card}.", "{seat} winnows.", "{target} gets {n} added icon(s).",
]
PROMPTS = [
    TURN_PROMPT, COST_PROMPT, CASUALTY_PROMPT, COMBAT_ORDER_PROMPT, SUPPORT_PROMPT, CYCLE_PROMPT, ELIMINATE_PROMPT, FORSAKE_PROMPT,
    "Choose a card to take into your hand.", "Choose one of the card's effects.", "Choose the battleground to activate.",
    "Choose the card to eliminate.", "Choose the path to activate.", "Choose where the icon goes.",
    "Cycle one of the cards looked at.", "Eliminate a card from your reserve, or stop.", "Forsake 1 card for this?",
    "Forsake a card to pay for the card played.", "Move the bearer?", "Move the card there?",
    "Play a card from those drawn, or stop.",
]
OUTCOMES = ["the Free Peoples have more victory points", "the Shadow have more victory points", "a tie goes to the Shadow"]
SIDES = ["Free Peoples", "Shadow"]
FACTIONS = ["Dúnedain", "Elves", "Dwarves", "Hobbits", "Rohan", "Wizards", "Isengard", "Monsters", "Harad", "Mordor"]


def texts() -> list[Text]:
    cards, locs = faction_cards().values(), locations().values()
    return (in_context("wotr_cards.log", LOG)
            + in_context("wotr_cards.prompt", PROMPTS + FLOW.prompts())
            + in_context("wotr_cards.refusal", list(KERNEL_REFUSALS) + list(refusal.TEMPLATES))
            + in_context("wotr_cards.outcome", OUTCOMES)
            + in_context("wotr_cards.seat", LABELS.values())
            + in_context("wotr_cards.side", SIDES) + in_context("wotr_cards.faction", FACTIONS)
            + in_context("wotr_cards.card", [c.name for c in cards] + [l.name for l in locs])
            + in_context("wotr_cards.card_text", [c.text for c in cards] + [l.text for l in locs]))
