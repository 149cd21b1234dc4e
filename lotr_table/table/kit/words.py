"""The words the kit itself says: the kernel's own answers (pass, back, yes, no) and
"waiting for", the same in every game."""

from __future__ import annotations

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
