"""Every text of The Confrontation a player can see, for the translators (engine/texts.py): the
names and texts of the data files, and the templates the engine declares beside the code
that uses them (text.py, refusal.py, turn.py, and each module's LOG_TEMPLATES)."""

from __future__ import annotations

from lotr_table.engine.texts import Text, in_context
from lotr_table.games.confrontation import battle, data, flow, refusal, setup_phase, text, turn

# the refusal explain() falls back on when the decision waiting has no sentence of its own
FALLBACK_REFUSAL = "That is not possible now."


def data_texts() -> list[Text]:
    """Names and texts of the regions, heroes, combat cards and special cards."""
    out = in_context("confrontation.region", (r.name for r in data.board_data().regions))
    for hero in data.heroes().values():
        out += in_context("confrontation.hero", [hero.name]) + in_context("confrontation.hero_text", [hero.text])
    for card in data.combat_cards().values():
        out += in_context("confrontation.card", [card.name]) + in_context("confrontation.card_text", [card.text])
    for special in data.special_cards().values():
        out += (in_context("confrontation.special", [special.name])
                + in_context("confrontation.special_text", [special.text]))
    return out


def texts(outcome_reasons: tuple[str, ...] = ()) -> list[Text]:
    """The data texts, then the engine's templates by context. `outcome_reasons`: those the
    game module gives itself (a match's end)."""
    return (data_texts()
            + in_context("confrontation.action", [*text._ACTIONS.values(), text.TUNNEL])
            + in_context("confrontation.word", text.TARGET_WORDS.values())
            + in_context("confrontation.side", text.SIDE_NAMES.values())
            # a game's end: the reason is a log argument and the outcome's reason
            + in_context("confrontation.reason", turn.REASONS)
            + in_context("confrontation.outcome", [*turn.REASONS, *outcome_reasons])
            + in_context("confrontation.refusal", [*refusal.TEMPLATES, FALLBACK_REFUSAL])
            + in_context("confrontation.log", [*setup_phase.LOG_TEMPLATES, *turn.LOG_TEMPLATES,
                                               *battle.LOG_TEMPLATES, *flow.LOG_TEMPLATES]))
