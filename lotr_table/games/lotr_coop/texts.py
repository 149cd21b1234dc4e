"""Every text of the cooperative game a player can see, for the translators (engine/texts.py):
the names and texts of the data files, and the templates the engine declares beside the code
that uses them (text.ACTIONS, refusal.TEMPLATES, and each module's LOG_TEMPLATES,
PROMPT_TEMPLATES and OUTCOME_REASONS)."""

from __future__ import annotations

from lotr_table.engine.texts import Text, in_context
from lotr_table.games.lotr_coop import (adventure, cards, data, die, epics, events, gandalf, moves, payments,
                                        refusal, ring, sanctuary, scoring, text, tracks, turn, windows)

# the modules that say, ask or end the game, each declaring its own templates
SPEAKERS = (adventure, cards, die, epics, events, gandalf, moves, payments, ring, sanctuary, scoring, tracks,
            turn, windows)


def _named(context: str, text_context: str | None, records) -> list[Text]:
    out = []
    for record in records:
        out += in_context(context, [record.name])
        if text_context:
            out += in_context(text_context, [record.text])
    return out


def data_texts() -> list[Text]:
    """Names and texts of the locations (their sanctuary actions, track titles and events),
    cards, hobbits, story tiles and die faces."""
    out: list[Text] = []
    locations = data.boards().locations
    for loc in locations:
        out += in_context("lotr_coop.location", [loc.name])
        out += _named("lotr_coop.action_name", "lotr_coop.action_text", getattr(loc, "actions", ()))
        tracks_of = getattr(loc, "tracks", {})
        out += in_context("lotr_coop.track", (tracks_of[a].name for a in data.ACTIVITIES if a in tracks_of))
    for loc in locations:
        out += _named("lotr_coop.event", "lotr_coop.event_text", getattr(loc, "events", ()))
    out += _named("lotr_coop.card", "lotr_coop.card_text", data.legendary().values())
    out += _named("lotr_coop.card", None, data.journey_cards().values())
    out += _named("lotr_coop.gandalf", "lotr_coop.gandalf_text", data.gandalf_cards().values())
    out += _named("lotr_coop.hobbit", "lotr_coop.hobbit_text", data.hobbits().values())
    out += _named("lotr_coop.tile", "lotr_coop.tile_text", data.story_tiles().values())
    out += _named("lotr_coop.face", "lotr_coop.face_text", data.die_faces())
    return out


def declared(name: str) -> list[str]:
    """One kind of template (LOG_TEMPLATES, PROMPT_TEMPLATES, OUTCOME_REASONS) of every module."""
    return [template for module in SPEAKERS for template in getattr(module, name, ())]


def texts() -> list[Text]:
    """The data texts, then the engine's templates by context."""
    return (data_texts()
            + in_context("lotr_coop.action", text.ACTIONS.values())
            + in_context("lotr_coop.prompt", declared("PROMPT_TEMPLATES"))
            + in_context("lotr_coop.log", declared("LOG_TEMPLATES"))
            + in_context("lotr_coop.outcome", declared("OUTCOME_REASONS"))
            + in_context("lotr_coop.refusal", refusal.TEMPLATES))
