"""Every text War of the Ring can show a player, for the translators (engine/texts.py)."""

from __future__ import annotations

from lotr_table.engine.refusal import TEMPLATES as KERNEL_REFUSALS
from lotr_table.engine.texts import Text, in_context
from lotr_table.games.wotr import (
    actions, battle, card_effects, card_play, combat, combat_words, companions, event_words, event_words_armies,
    event_words_balrog, event_words_fellowship, event_words_hunt, events, fellowship, hunt, minions, mixed, refusal, stacking, successors,
    table_cards, turn, words)
from lotr_table.games.wotr.board import board
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.players import seat_info

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


def texts() -> list[Text]:
    b = board()
    seats = {x.label for players in (2, 3, 4) for x in seat_info(players)}
    return (in_context("wotr.log", LOG + battle.LOG_TEMPLATES + fellowship.LOG + hunt.LOG + companions.LOG
                          + minions.LOG + successors.LOG + card_effects.LOG + stacking.LOG
                          + card_play.LOG + event_words.LOG + combat.LOG + combat_words.LOG + event_words_armies.LOG
                          + event_words_fellowship.LOG + table_cards.LOG
                          + event_words_hunt.LOG + event_words_balrog.LOG
                          # the victory, said in the log (turn._end, fellowship._won) and by the result panel
                          + OUTCOMES + fellowship.OUTCOMES)
            + in_context("wotr.prompt", FLOW.prompts() + list(turn.PROMPTS.values())
                           + list(actions.PROMPTS.values()) + list(battle.PROMPTS) + [mixed.MERGE_PROMPT]
                           + list(fellowship.PROMPTS.values()) + list(hunt.PROMPTS.values())
                           + [companions.MORE_PROMPT, minions.MORE_PROMPT, card_effects.GUIDE_PROMPT, combat.SORCERER_PROMPT, stacking.PROMPT,
                              event_words.UNIT_PROMPT, event_words_fellowship.NATION_PROMPT,
                              event_words_fellowship.CASUALTY_PROMPT, event_words_fellowship.RETREAT_PROMPT,
                              event_words_fellowship.PLAY_PROMPT, event_words_fellowship.GO_PROMPT, combat.PROMPT]
                           + list(combat_words.PROMPTS) + list(event_words_armies.PROMPTS)
                           + list(table_cards.PROMPTS.values()) + event_words_hunt.prompts() + events.card_prompts())
            + in_context("wotr.refusal", list(KERNEL_REFUSALS) + list(refusal.TEMPLATES))
            + in_context("wotr.side", words.SIDE_NAMES.values())
            + in_context("wotr.seat", sorted(seats))
            + in_context("wotr.result", words.RESULT_NAMES.values())
            + in_context("wotr.use", words.USE_NAMES.values())
            + in_context("wotr.action", words.ACTION_NAMES.values())
            + in_context("wotr.proposal", words.PROPOSALS.values())
            + in_context("wotr.piece", list(words.PIECE_WORDS.values()) + list(words.PIECE_NOUNS.values())
                         + list(words.BATTLE_PIECES.values())
                         + [words.GROUP_PART])
            + in_context("wotr.deck", words.DECK_NAMES.values())
            + in_context("wotr.card", list(words.CARD_NAMES.values()) + list(dict.fromkeys(
                [c.name for c in events.event_cards().values()]
                + [c.combat.name for c in events.event_cards().values() if c.combat.text])))
            + in_context("wotr.card_text", list(dict.fromkeys(
                [c.text for c in events.event_cards().values()]
                + [c.combat.text for c in events.event_cards().values() if c.combat.text])))
            + in_context("wotr.tile", words.TILE_NAMES.values())
            + in_context("wotr.companion", words.COMPANION_NAMES.values())
            + in_context("wotr.minion", words.MINION_NAMES.values())
            + in_context("wotr.region", [n["en"] for n in b.names])
            + in_context("wotr.nation", [n["en"] for n in b.nation_names]))
