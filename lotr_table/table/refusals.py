"""Refusals in the player's language: the rules' "no" to an action, and undo's "no".

The engine gives English with a template and its arguments; the template is translated in
the context `<game id>.refusal` and each argument (a hero, a region, a card id...) by the
game's table package through `translate_arg(key, value)`, when it offers one.
"""

from __future__ import annotations

from types import ModuleType

from lotr_table.engine.game import IllegalAction
from lotr_table.table.i18n import tr
from lotr_table.table.agreement import fill


def refusal_text(game_id: str, table: ModuleType, refusal: IllegalAction) -> str:
    translate_arg = getattr(table, "translate_arg", None)
    if refusal.params and translate_arg is None:
        return refusal.reason        # arguments we cannot name in this language: English whole
    template = tr(f"{game_id}.refusal", refusal.template)
    if not refusal.params:
        return template
    try:
        return fill(template, **{key: translate_arg(key, value) for key, value in refusal.params.items()})
    except (KeyError, IndexError, ValueError):
        return refusal.reason        # a translation whose placeholders do not match the template


def undo_refusal_text(reason: str) -> str:
    """Session.undo_refusal's fixed English reasons, translated."""
    known = {
        "nothing to undo": tr("Undo", "Nothing to undo."),
        "the last action was not yours": tr("Undo", "The last action was not yours."),
        "cannot undo past a reveal or a random draw": tr("Undo", "Cannot undo past a reveal or a random draw."),
    }
    return known.get(reason, reason)
