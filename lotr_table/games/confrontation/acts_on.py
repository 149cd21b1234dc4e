"""What each Confrontation option acts on (engine/acts_on.py): the hero moved or placed and the
region it goes to, the card played or fetched back, the hero chosen to defend or swapped in, and
what a special card moves or aims at. A hero's source is the region it stands in,
which its own side's view shows."""

from __future__ import annotations

from lotr_table.engine.acts_on import ActsOn, attempt, read
from lotr_table.engine.action import Action
from lotr_table.games.confrontation.content import special_ids

ROLES = {
    "move": ActsOn(piece="hero", to="to"),
    "place": ActsOn(piece="hero", to="region"),
    "play": ActsOn(piece="card"),
    "fetch": ActsOn(piece="card"),
    "retreat": ActsOn(to="to"),
    "defender": ActsOn(targets=("target",)),     # a revealed hero, or "random" (none named)
    "swap": ActsOn(targets=("hero",)),
}
# the special cards (content.special_ids): a hero moved somewhere, a hero recalled, an enemy
# hero or a region aimed at; a hidden piece is aimed at by its region only
SPECIAL = ActsOn(piece="hero", to="to", targets=("region", "target"))
ROLES.update({card: SPECIAL for side in special_ids() for card in side})


def acts_on(action: Action, regions: dict[str, str]) -> dict:
    """`regions`: hero id -> the region id it stands in, as the seat's view shows it."""
    return read(action, ROLES, _named, where=regions.get)


def _named(role: str, value):
    return None if value in ("random", "hidden") else value


# the decision -> the action a hero dropped on a region asks for where no option goes there
# (a move the rules refuse, so the refusal says why)
DROPPED = {"place": "place", "main": "move"}


def attempted(decision: str | None) -> dict | None:
    """view["attempt"]: how a drop makes the action it looks like (engine/acts_on.attempt)."""
    return attempt(ROLES, DROPPED[decision]) if decision in DROPPED else None
