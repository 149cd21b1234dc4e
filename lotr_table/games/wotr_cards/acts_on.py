"""What each option of the card game acts on (engine/acts_on.py): the card played, moved, used,
cycled, eliminated, forsaken or taken, where it stands (its zone) and where it goes (a
location, a bearer, or the seat's own reserve zone; an event goes nowhere on the table), the
location chosen as a path or battleground, the card or location a token goes on."""

from __future__ import annotations

from lotr_table.engine.acts_on import ActsOn, read
from lotr_table.engine.action import Action
from lotr_table.games.wotr_cards.state import reserve

ROLES = {
    "play": ActsOn(piece="card", to="to"),
    "move": ActsOn(piece="card", to="to"),
    "use": ActsOn(piece="card"),
    "cycle": ActsOn(piece="card"),
    "eliminate": ActsOn(piece="card"),
    "forsake": ActsOn(piece="card"),
    "take": ActsOn(piece="card"),
    "path": ActsOn(piece="location"),
    "battleground": ActsOn(piece="location"),
    "support": ActsOn(piece="card", targets=("character",)),
    "token": ActsOn(targets=("target",)),
}


def acts_on(s, seat: int, action: Action) -> dict:
    def rename(role: str, value):
        if role == "to" and value == "reserve":
            return reserve(seat)
        if role == "to" and value == "event":
            return None
        return value
    return read(action, ROLES, rename, where=lambda inst: _zone_of(s, inst))


def _zone_of(s, inst: str) -> str | None:
    try:
        return s.zones.zone_of(inst)
    except KeyError:
        return None
