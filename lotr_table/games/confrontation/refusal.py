"""Why an action is refused, in words a player understands (English; the table translates)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import SIDES, card_ids
from lotr_table.games.confrontation.pieces import counts, pieces_of
from lotr_table.games.confrontation.state import HIDDEN, State
from lotr_table.games.confrontation.text import name_of

DECISIONS = {
    "draft": "choose a face for each of your tiles",
    "announce": "announce how many special cards each player gets",
    "choose_specials": "choose special cards",
    "place": "place your heroes",
    "main": "move one of your heroes forward",
    "ambush": "decide whether to reveal the Balrog",
    "after_move": "play Palantir or end the turn",
    "defender": "choose the defender",
    "gwaihir": "decide whether to play Gwaihir the Wind",
    "fp_text": "use your hero's text or pass",
    "s_text": "use your hero's text or pass",
    "play": "play a combat card",
    "s_force": "decide whether to force another card",
    "mouth": "decide whether to swap for the 4",
    "fetch": "choose the card Magic brings back",
    "s_retreat": "choose where to retreat",
    "f_retreat": "choose where to retreat",
    "support": "decide whether Gandalf lends his strength",
    "wormtongue": "decide whether Wormtongue escapes",
}


def explain(s: State, side: int, action: Action) -> str:
    pending = s.pending
    want = DECISIONS.get(pending.kind, pending.kind)
    if action.kind == "move" and pending.kind == "main":
        return _explain_move(s, side, action)
    if action.kind == "play" and pending.kind == "play":
        cid = action.get("card")
        if cid not in card_ids()[side]:
            return f"{name_of(cid)} is not one of your combat cards."
        return f"{name_of(cid)} is not in your hand."
    if action.kind == "place" and pending.kind == "place":
        return f"{name_of(action.get('hero'))} cannot be placed in {name_of(action.get('region'))}: " \
               "four heroes go to your home corner and one to each region in front of it."
    return f"That is not possible now: you must {want}."


def _explain_move(s: State, side: int, action: Action) -> str:
    b = board()
    hero, to = action.get("hero"), action.get("to")
    p = next((q for q in pieces_of(side) if s.hero[q] == hero), -1)
    if p < 0:
        return f"{name_of(hero)} is not one of your heroes."
    if s.loc[p] < 0:
        return f"{name_of(hero)} is not on the board."
    if to not in b.index:
        return f"There is no region called {to}."
    if s.must_move >= 0 and p != s.must_move:
        return f"This turn you must move {name_of(s.hero[s.must_move])}."
    if p == s.may_not_move:
        return f"After The Dark of Mordor you must move a different hero."
    if s.hero[p] == "watcher" and s.rev[p] != HIDDEN:
        return "The Watcher, once revealed, can no longer move forward."
    r, t = s.loc[p], b.index[to]
    c = counts(s)
    if c[side][t] >= b.capacity[t]:
        return f"{name_of(to)} already holds the most heroes of your side it may hold."
    forward = b.fp_forward(r) if side == F else b.fwd[S][r]
    if t not in forward:
        if side == F and b.upstream(r, t):
            return "No hero may travel up the Anduin against its current."
        if b.mountain[r] and b.mountain[t]:
            return "No moving sideways in the mountains."
        return f"{name_of(hero)} may only move forward into an adjacent region, unless its text allows more."
    if action.get("via") == "tunnel" and (r, t) != b.tunnel:
        return "The Moria tunnel leads only from Eregion to Fangorn."
    return f"{name_of(hero)} cannot move to {name_of(to)} now."
