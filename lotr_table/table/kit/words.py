"""The words the kit itself says, the same in every game: the kernel's own answers (pass,
back, yes, no), the kernel's own questions (an optional trigger, the order of triggers, a
partner's proposal) and "waiting for"."""

from __future__ import annotations

from typing import Callable

from lotr_table.table.i18n import tr


def kernel_option(action: dict) -> str | None:
    """A kernel action's label (engine/flow.py: PASS, BACK; yes/no of a consent), or None
    for a game's own action."""
    kind = action.get("kind")
    if len(action) != 1:
        return None
    return {"pass": tr("Decision", "Pass"), "back": tr("Decision", "Back"),
            "yes": tr("Decision", "Yes"), "no": tr("Decision", "No")}.get(kind)


def waiting_for(names: str) -> str:
    return tr("Decision", "Waiting for {seats}.").format(seats=names)


def kernel_prompt(question: dict, ability: Callable[[str], str], proposal: Callable[[str], str]) -> str | None:
    """The question of one of the kernel's own shapes (engine/flow.py) in words, or None for
    a game's own question: `ability` names a triggered ability from its label, `proposal`
    a joint proposal from its action kind."""
    params = dict(question.get("params") or ())
    prompt = question.get("prompt")
    if prompt == "Use {ability}?":
        return tr("Decision", "Use {ability}?").format(ability=ability(params["ability"]))
    if prompt == "Choose the order of your triggered abilities.":
        return tr("Decision", "Choose the order of your triggered abilities.")
    if prompt == "Your partner proposes: {proposal}. Do you agree?":
        return tr("Decision", "Your partner proposes: {proposal}. Do you agree?").format(
            proposal=proposal(params["proposal"]))
    return None
