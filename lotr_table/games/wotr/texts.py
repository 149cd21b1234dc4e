"""Every text War of the Ring can show a player, for the translators (engine/texts.py)."""

from __future__ import annotations

from lotr_table.engine.refusal import TEMPLATES as KERNEL_REFUSALS
from lotr_table.engine.texts import Text, in_context
from lotr_table.games.wotr import actions, battle, cards, dice, refusal, turn
from lotr_table.games.wotr.board import board
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.muster import PIECE_NAMES

LOG = (
    "Turn {turn} begins.", "{seat} draws a card from the {deck} deck.", "You draw {card}.",
    "{seat} cannot draw: the {deck} deck is empty.", "{seat} discards a card face down.", "You discard {card}.",
    "The Shadow places {n} dice in the Hunt Box.", "The Free Peoples roll {results}.",
    "The Shadow rolls {results}.", "{side} passes.",
    "{side} sets aside a die showing {result} without acting.",
    "{side} uses an Elven Ring: a die showing {result} now shows {to}.",
    "{nation} musters {kind} in {region}.", "{nation} moves one step toward war.",
    "{seat} and {ally} keep their cards.", "{seat} and {ally} exchange a card.",
    "You give {given} and receive {card}.",
    "{side} moves an army from {source} to {region}.", "{side} captures {region}.", "{side} takes back {region}.",
    "{side} attacks {target} from {source}.",
)
OUTCOMES = ("The Shadow conquers Middle-earth.", "Sauron is driven out of Middle-earth.",
            "The turn limit is reached.")
SIDE_NAMES = ("Free Peoples", "Shadow")
ACTIONS = ("pass", "back", "done", "move_another", "ring", "yes", "no")


def texts() -> list[Text]:
    b = board()
    return (in_context("wotr.log", LOG + battle.LOG_TEMPLATES)
            + in_context("wotr.prompt", FLOW.prompts() + list(turn.PROMPTS.values())
                           + list(actions.PROMPTS.values()) + list(battle.PROMPTS))
            + in_context("wotr.refusal", list(KERNEL_REFUSALS) + list(refusal.TEMPLATES))
            + in_context("wotr.outcome", OUTCOMES)
            + in_context("wotr.side", SIDE_NAMES)
            + in_context("wotr.result", dice.RESULTS, "an action die's result")
            + in_context("wotr.use", dice.ALL_USES, "a use of an action die")
            + in_context("wotr.action", ACTIONS)
            + in_context("wotr.piece", PIECE_NAMES)
            + in_context("wotr.deck", cards.KINDS)
            + in_context("wotr.region", [n["en"] for n in b.names])
            + in_context("wotr.nation", [n["en"] for n in b.nation_names]))
