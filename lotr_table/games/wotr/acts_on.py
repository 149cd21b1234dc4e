"""What each option of War of the Ring acts on (engine/acts_on.py): the region an army or a
character goes to, the companion or minion moved, played or chosen, the nation advanced, the
card discarded, the die used. A step of a decision asked in parts (`pick`: army, units,
destination) acts on what its part names: the army's region is where the move starts, the
destination where it goes, the companions or minion what moves."""

from __future__ import annotations

from lotr_table.engine.acts_on import ActsOn, read
from lotr_table.engine.action import Action

ROLES = {
    "advance": ActsOn(targets=("nation",)),
    "companion_to": ActsOn(to="region"),
    "declare": ActsOn(to="region"),
    "retreat": ActsOn(to="region"),
    "reveal_to": ActsOn(to="region"),
    "die": ActsOn(piece="result"),
    "discard": ActsOn(piece="card"),
    # an event card played from the hand, a combat card chosen for a battle round
    "play": ActsOn(piece="card"),
    "combat_card": ActsOn(piece="card"),
    "give": ActsOn(piece="card"),         # the card given to the ally (4 players: the exchange)
    "follow": ActsOn(targets=("characters",), to="region"),
    "guide": ActsOn(targets=("companion",)),
    "hobbit_guide": ActsOn(targets=("companion",)),
    # the strategy cards' questions (event_words_armies.py): the region each acts in
    "eliminate": ActsOn(targets=("region",)),
    "upgrade": ActsOn(targets=("region",)),
    "upgrade_nation": ActsOn(targets=("nation",)),     # (a Free Peoples character card: which nation's regular)
    "bring": ActsOn(source="region"),
    # the Shadow character cards' answers (event_words_hunt.py)
    "corrupt": ActsOn(targets=("companion",)), "eliminate_companion": ActsOn(targets=("companion",)),
    "separate": ActsOn(targets=("companion",)), "to_eye": ActsOn(piece="result"), "use_table": ActsOn(),
}

# a part of a decision asked in steps -> the role its chosen value plays
PICKED = {
    "army": "source", "from": "source",
    "to": "to", "settlement": "to", "first": "to", "second": "to",
    "companion": "piece", "minion": "piece",
    "companions": "targets", "target": "targets", "nation": "targets",
}


def unit_id(nation: str, kind: str) -> str:
    """A battle's unit as the view's battle shows it (view.py, "units"): one nation's regulars
    or elites, which a casualty removes or downgrades."""
    return f"{nation}.{kind}"


def acts_on(action: Action, figures) -> dict:
    """`figures`: the companions and minions the view shows (in the Fellowship, on the map);
    one not among them is chosen to come into play, and is no piece on the table yet."""
    if action.kind in ("remove", "downgrade"):
        return {"piece": unit_id(action["nation"], action["piece"])}
    if action.kind == "pick" and action["part"] == "card":
        return {"piece": action["value"]}      # the event card played, from the hand
    if action.kind != "pick":
        return read(action, ROLES)
    role = PICKED.get(action["part"])
    if role is None:
        return {}
    value = action["value"]
    if value == "nazgul":
        return {}       # one of the Nazgûl: a unit of an army (its region is the move's source), no figure of its own
    if role == "piece" and value not in figures:
        return {}
    if role == "targets":
        return {"targets": list(value) if isinstance(value, (list, tuple)) else [value]}
    return {role: value}
