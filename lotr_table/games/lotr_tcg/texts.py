"""Every text a player of this game can see, for the translators (engine/texts.py): card
titles and texts, log lines, prompts, refusals, outcomes and what is wrong with a deck."""

from __future__ import annotations

from lotr_table.engine.refusal import TEMPLATES as KERNEL_REFUSALS
from lotr_table.engine.texts import Text, in_context

LOG = (
    "{card} wears the Ring: the wound becomes a burden.", "{card}'s armor turns the wound aside.",
    "{card} takes a wound.", "{card} exerts.", "{card} is healed.", "{card} is killed.",
    "{seat}'s Ring-bearer takes a burden ({n} in all).", "{seat}'s Ring-bearer sheds a burden ({n} left).",
    "{seat}'s Ring-bearer is corrupted.", "{card} takes the Ring.", "{seat} leaves the game: {why}.",
    "{seat} is the last player left and wins.", "{seat} plays {card} on {bearer}.", "{seat} plays {card}.",
    "{card} has {amount:+d} strength.", "{card}: each character its text names has {amount:+d} strength until the regroup phase.",
    "{seat} draws a card.", "You draw {card}.", "{n} twilight is added to the pool.",
    "{n} twilight is removed from the pool.", "{card} is discarded.",
    "{seat} discards {card} from the top of his draw deck.", "{seat} sees {other}'s hand.", "{seat} reveals {other}'s hand.",
    "The move limit is {n} higher this turn.",
    "{seat} takes {card} from his discard pile into his hand.", "{seat} puts a card from his hand beneath his draw deck.",
    "{seat} puts {card} from his discard pile beneath his draw deck.",
    "{card} can be overwhelmed only by triple strength.", "{card} is fierce until the regroup phase.",
    "The fellowship cannot move again this turn.", "{seat} plays {card} as site {n}.", "The wound to {card} is prevented.",
    "{seat}'s Ring-bearer puts on The One Ring.", "The skirmish is cancelled.",
    "{seat} discards {card} to heal its namesake.", "{seat} uses {card}.",
    "Turn {n}: {seat} is the Free Peoples player.",
    "The fellowship of {seat} moves to {card} (site {n}); {added} twilight is added.",
    "No minion is in play: on to the regroup phase.", "Archery: the minions shoot {m}, the fellowship {f}.",
    "{companion} defends against {minion}.", "{minion} attacks {companion}.", "The fierce minions attack again.",
    "{companion} skirmishes.", "The skirmish ends with no winner.", "Skirmish: {fp} against {shadow}.",
    "{card} is overwhelmed.", "The fellowship of {seat} reaches site {n}: {seat} wins.", "{seat} discards {card}.",
    "{seat} goes first and plays {card} as site 1.", "{seat} bid {n}.", "{seat} takes place {n} in the turn order.",
    "{seat} starts with {card}.", "{seat} passes {card} to {bearer}.",
    "{seat} plays {card} in place of the site of a player who left.",
    "{card} is defender {amount:+d} until the regroup phase.", "{card} is damage {amount:+d} until the skirmish ends.",
    "{card} takes at most one wound in each skirmish phase until the regroup phase.",
    "{card} takes part in archery fire and skirmishes until the regroup phase.",
    "{card} has {amount:+d} strength until the regroup phase.", "{card} does not add to the fellowship archery total.",
    "{seat} shuffles his draw deck.", "{seat} shuffles his hand into his draw deck.", "{card} is cancelled.",
    "{seat} discards {card} at random.", "{seat} shuffles {card} from his discard pile into his draw deck.",
    "{seat} reveals {card} and takes it into his hand.", "{seat} reveals {card} and discards it.",
    "{card} has {amount:+d} strength and damage {damage:+d}.", "The fellowship archery total is {amount:+d}.",
    "{card} is cancelled.", "Every other assignment is cancelled: {minion} attacks {companion}.",
    "{card} is damage {amount:+d}.", "The fellowship archery total is {amount:+d} this phase.",
    "The minion archery total is {amount:+d} this phase.",
    "{card} joins archery fire and skirmishes until the regroup phase.",
    "Every wound to {card} is prevented this phase.",
    "{seat} reveals {card} and puts it beneath his draw deck.", "{seat} discards {card} at random.",
    "{seat} shuffles his draw deck.", "{seat} reveals the top cards of {other}'s draw deck.",
    "{seat} returns the revealed cards to the top of {other}'s draw deck.",
    "{seat} looks at cards of {other}'s hand taken at random.",
    "{card} gives no strength bonus until the regroup phase.",
    "{seat} reveals {card} from his hand at random.",
    "{card} comes into play exhausted.", "{seat} reveals {card} from the bottom of his draw deck and takes it.",
    "{seat} reveals {card} from the bottom of his draw deck and discards it.",
    "{seat} reveals {card} from the top of his draw deck and takes it.",
    "{companion} cannot be assigned to {minion}.", "The Ring-bearer must be assigned to a skirmish.",
    "The archery phase is skipped.", "{card} is stacked on {holder}.",
    "{seat} looks at the top {n} cards of his draw deck.", "{seat} takes {n} cards into his hand.",
    "{card} is not healed: a burden is removed instead.", "{card} exerts without taking a token.",
    "{seat} stacks {card} on {bearer}.",
    "{seat} ends his Shadow phase.",
)

PROMPTS = (
    "Choose for {card}.", "Heal a companion at the sanctuary ({n} left).",
    "Place an archery wound ({n} left).", "Choose the Shadow player whose minions take the fellowship's arrows.",
    "Assign a companion to defend against a minion.", "Assign your unassigned minions.", "Choose the next skirmish.",
    "You may discard a card before drawing up to 8.", "Discard down to 8 cards.",
    "Move on to the next site, or stay and end your turn?", "Bid burdens for your place in the turn order.",
    "Choose your place in the turn order (place 1 plays first).",
    "Choose a companion for your starting fellowship ({n} twilight left).",
    "{card}: exert the companion it names, or two other companions.", "Discard a card from your hand.",
    "Draw {n} cards, one for each burden?",
    "Exert a companion.", "Wound a companion.", "Exert the Ring-bearer, or add a burden.",
    "Discard a card from your hand.", "Assign a character to skirmish this minion.",
    "Play a minion from your discard pile ({n} left).", "Exert a character, or discard {card}.",
    "Discard {n} cards from your hand, or add a burden.", "Exert a character to cancel {card}.",
    "Discard a card from your hand ({n} to discard).", "Discard a revealed card to draw 2 cards?",
    "Discard a card revealed?", "Put the revealed cards back: the first named goes on top.",
    "Discard another card from the top of your draw deck?", "Discard one of the cards you see; the other goes back.",
    "Choose what {card} makes you do.", "You may discard one of the revealed cards.",
    "Choose the cards to take into your hand.",
)

OUTCOMES = ("the last player left", "the fellowship reached the last site", "corrupted", "lost the Ring-bearer")


def texts() -> list[Text]:
    from lotr_table.games.lotr_tcg import bidding, deck_list, deck_rules
    from lotr_table.games.lotr_tcg.data import content
    from lotr_table.games.lotr_tcg.flow import FLOW
    from lotr_table.games.lotr_tcg.refusal import TEMPLATES
    cards = content().cards.values()
    names = [c.title for c in cards] + [c.subtitle for c in cards if c.subtitle]
    return (in_context("lotr_tcg.log", LOG) + in_context("lotr_tcg.prompt", list(PROMPTS) + FLOW.prompts())
            + in_context("lotr_tcg.card", dict.fromkeys(names))
            + in_context("lotr_tcg.card_text", dict.fromkeys(c.text for c in cards if c.text))
            + in_context("lotr_tcg.refusal", list(KERNEL_REFUSALS) + list(TEMPLATES))
            + in_context("lotr_tcg.outcome", OUTCOMES)
            + in_context("lotr_tcg.warning", bidding.WARNINGS)
            + in_context("lotr_tcg.deck", deck_rules.TEMPLATES + deck_list.TEMPLATES))
