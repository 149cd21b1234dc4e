"""Why an action is refused, in words a player understands. Each reason is an English
template with ids as arguments, so the table can translate it (context confrontation.refusal)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import card_ids
from lotr_table.games.confrontation.pieces import counts, pieces_of
from lotr_table.games.confrontation.state import HIDDEN, State
from lotr_table.games.confrontation.text import render

DECISIONS = {
    "draft": "That is not possible now: you must choose a face for each of your tiles.",
    "announce": "That is not possible now: you must announce how many special cards each player gets.",
    "choose_specials": "That is not possible now: you must choose special cards.",
    "place": "That is not possible now: you must place your heroes.",
    "main": "That is not possible now: you must move one of your heroes.",
    "ambush": "That is not possible now: you must decide whether to reveal the Balrog.",
    "after_move": "That is not possible now: you must play Palantir or end the turn.",
    "defender": "That is not possible now: you must choose the defender.",
    "gwaihir": "That is not possible now: you must decide whether to play Gwaihir the Wind.",
    "fp_text": "That is not possible now: you must use your hero's text or pass.",
    "s_text": "That is not possible now: you must use your hero's text or pass.",
    "play": "That is not possible now: you must play a combat card.",
    "s_force": "That is not possible now: you must decide whether to force another card.",
    "mouth": "That is not possible now: you must decide whether to swap for the 4.",
    "fetch": "That is not possible now: you must choose the card Magic brings back.",
    "s_retreat": "That is not possible now: you must choose where to retreat.",
    "f_retreat": "That is not possible now: you must choose where to retreat.",
    "support": "That is not possible now: you must decide whether Gandalf lends his strength.",
    "wormtongue": "That is not possible now: you must decide whether Wormtongue escapes.",
}

# every template a refusal can use, for the translation catalogue
TEMPLATES = tuple(DECISIONS.values()) + (
    "The game is over.",
    "It is not your turn.",
    "{card} is not one of your combat cards.",
    "{card} is not in your hand.",
    "{hero} cannot be placed in {region}: four heroes go to your home corner and one to each region in front of it.",
    "{hero} is not one of your heroes.",
    "{hero} is not on the board.",
    "There is no such region.",
    "This turn you must move {hero}.",
    "After The Dark of Mordor you must move a different hero.",
    "The Watcher, once revealed, can no longer move forward.",
    "{to} already holds as many heroes of your side as it may.",
    "No hero may travel up the Anduin against its current.",
    "No moving sideways in the mountains.",
    "{hero} may only move forward into an adjacent region, unless its text allows more.",
    "The Moria tunnel leads only from Eregion to Fangorn.",
    "{hero} cannot move to {to} now.",
)


def refuse(template: str, **args) -> IllegalAction:
    return IllegalAction(render(template, tuple(sorted(args.items()))), template, args)


def explain(s: State, side: int, action: Action) -> IllegalAction:
    if action.kind == "move" and s.pending.kind == "main":
        return _explain_move(s, side, action)
    if action.kind == "play" and s.pending.kind == "play":
        cid = action.get("card")
        if cid not in card_ids()[side]:
            return refuse("{card} is not one of your combat cards.", card=str(cid))
        return refuse("{card} is not in your hand.", card=cid)
    if action.kind == "place" and s.pending.kind == "place":
        return refuse("{hero} cannot be placed in {region}: four heroes go to your home corner and one "
                      "to each region in front of it.", hero=str(action.get("hero")), region=str(action.get("region")))
    return refuse(DECISIONS.get(s.pending.kind, "That is not possible now."))


def _explain_move(s: State, side: int, action: Action) -> IllegalAction:
    b = board()
    hero, to = action.get("hero"), action.get("to")
    p = next((q for q in pieces_of(side) if s.hero[q] == hero), -1)
    if p < 0:
        return refuse("{hero} is not one of your heroes.", hero=str(hero))
    if s.loc[p] < 0:
        return refuse("{hero} is not on the board.", hero=hero)
    if to not in b.index:
        return refuse("There is no such region.")
    if s.must_move >= 0 and p != s.must_move:
        return refuse("This turn you must move {hero}.", hero=s.hero[s.must_move])
    if p == s.may_not_move:
        return refuse("After The Dark of Mordor you must move a different hero.")
    if s.hero[p] == "watcher" and s.rev[p] != HIDDEN:
        return refuse("The Watcher, once revealed, can no longer move forward.")
    r, t = s.loc[p], b.index[to]
    c = counts(s)
    if c[side][t] >= b.capacity[t]:
        return refuse("{to} already holds as many heroes of your side as it may.", to=to)
    forward = b.fp_forward(r) if side == F else b.fwd[S][r]
    if t not in forward:
        if side == F and b.upstream(r, t):
            return refuse("No hero may travel up the Anduin against its current.")
        if b.mountain[r] and b.mountain[t]:
            return refuse("No moving sideways in the mountains.")
        return refuse("{hero} may only move forward into an adjacent region, unless its text allows more.", hero=hero)
    if action.get("via") == "tunnel" and (r, t) != b.tunnel:
        return refuse("The Moria tunnel leads only from Eregion to Fangorn.")
    return refuse("{hero} cannot move to {to} now.", hero=hero, to=to)
