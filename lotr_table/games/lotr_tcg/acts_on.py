"""What each option of the Trading Card Game acts on (engine/acts_on.py): the card played and
the bearer it goes on, the card whose ability is used with its cost and target, the minion
assigned and the companion it goes to, the companions exerted, wounded or healed, the card
discarded, the companion whose skirmish is fought, the companion chosen for a starting
fellowship (a card of the deck its owner sees then)."""

from __future__ import annotations

from lotr_table.engine.acts_on import ActsOn, read
from lotr_table.engine.action import Action
from lotr_table.games.lotr_tcg.state import play

ROLES = {
    "play": ActsOn(piece="card", to="bearer"),
    "use": ActsOn(piece="card", targets=("target",), cost=("cost",)),
    "event": ActsOn(piece="card", targets=("target",), cost=("cost",)),
    "assign": ActsOn(piece="minion", to="companion"),
    "transfer": ActsOn(piece="card", to="bearer"),
    "discard": ActsOn(piece="card"),
    "heal": ActsOn(targets=("card",)),
    "heal_by_discard": ActsOn(piece="card", targets=("target",)),
    "archery_wound": ActsOn(targets=("card",)),
    "exert": ActsOn(targets=("cards",)),
    "skirmish": ActsOn(targets=("companion",)),
    "target": ActsOn(targets=("value",)),
    "start": ActsOn(piece="card"),           # a starting companion, chosen from the deck (R5.8)
}


def acts_on(s, seat: int, action: Action) -> dict:
    def where(inst: str):
        try:
            return s.zones.zone_of(inst)
        except KeyError:
            return None
    out = read(action, ROLES, where=where)
    if action.kind == "play" and "to" not in out:
        # a card played onto no bearer goes to its player's cards in play (a companion, a
        # minion, a support-area card): a table takes it there
        out["to"] = play(seat)
    return out
