"""Why an action is refused, in words a player understands. Every reason is an English
template with ids as arguments (context lotr_coop.refusal), so the table can translate it."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.cards import colour, is_epic, symbols
from lotr_table.games.lotr_coop.state import State
from lotr_table.games.lotr_coop.text import render

DECISIONS = {
    "reveal": "That is not possible now: the active player must reveal a story tile.",
    "tile": "That is not possible now: the story tile must be resolved.",
    "cards": "That is not possible now: the active player plays cards, rests or ends the turn.",
    "window": "That is not possible now: use a free action or say you are done.",
    "sanctuary_window": "That is not possible now: go on with the next sanctuary action.",
    "choose_track": "That is not possible now: choose a track.",
    "sauron_will": "That is not possible now: say who volunteers for Sauron's Will.",
    "sauron_will_confirm": "That is not possible now: say whether you volunteer for Sauron's Will.",
    "die_discard": "That is not possible now: discard a card.",
    "before_roll": "That is not possible now: decide whether Galadriel's Belt is played.",
    "after_roll": "That is not possible now: decide whether the Mithril coat is played.",
    "before_penalty": "That is not possible now: decide whether Athelas is played.",
}

TEMPLATES = tuple(DECISIONS.values()) + (
    "The game is over.",
    "It is not your turn.",
    "That is not possible now.",
    "{hobbit} has no such card.",
    "That track is complete.",
    "That track is not on this board.",
    "There is no track now: this is not an adventure.",
    "You have already played a brown card this turn.",
    "You have already played a grey card this turn.",
    "You have already played two cards this turn.",
    "{card} shows no {track} symbol.",
    "Epic cards are not played in the card step; use them as free actions.",
    "{card} cannot be played: it has no symbols.",
    "You cannot rest after playing a card this turn.",
    "Your hobbit is already on space 0.",
    "Only the Ring-bearer can put on the Ring.",
    "The Ring has already been used in this adventure.",
    "The Ring can only be put on during an adventure.",
    "That player is not in the game.",
    "{hobbit} has no such card to discard.",
)


def refuse(template: str, s: State | None = None, **args) -> IllegalAction:
    name = (lambda i: s.hobbits[i].hobbit) if s is not None else None
    return IllegalAction(render(template, args, name), template, args)


def explain(s: State, seat: int, action: Action) -> IllegalAction:
    p = s.pending
    k = action.kind
    h = s.hobbits[seat]
    if k == "play" and p.kind == "cards":
        return _explain_play(s, seat, action)
    if k in ("rest_draw", "rest_heal") and p.kind == "cards":
        if s.played:
            return refuse("You cannot rest after playing a card this turn.", s)
        if k == "rest_heal" and h.pos == 0:
            return refuse("Your hobbit is already on space 0.", s)
    if k == "ring":
        if s.ring_bearer != seat:
            return refuse("Only the Ring-bearer can put on the Ring.", s)
        if s.ring_used:
            return refuse("The Ring has already been used in this adventure.", s)
        if tables.loc(s).kind != "adventure":
            return refuse("The Ring can only be put on during an adventure.", s)
    if k == "track" and p.kind == "choose_track":
        return _explain_track(s, action.get("track"))
    if k in ("floor", "volunteer", "ask") and not _seat_ok(s, action.get("seat")):
        return refuse("That player is not in the game.", s)
    if k == "discard" and action.get("card") not in h.hand:
        return refuse("{hobbit} has no such card to discard.", s, hobbit=h.hobbit)
    if k == "epic" and action.get("card") not in h.hand:
        return refuse("{hobbit} has no such card.", s, hobbit=h.hobbit)
    return refuse(DECISIONS.get(p.kind, "That is not possible now."), s)


def _seat_ok(s: State, x) -> bool:
    return isinstance(x, int) and 0 <= x < len(s.hobbits) and s.hobbits[x].alive


def _explain_track(s: State, track) -> IllegalAction:
    lc = tables.loc(s)
    if lc.kind != "adventure":
        return refuse("There is no track now: this is not an adventure.", s)
    if track not in lc.tracks:
        return refuse("That track is not on this board.", s)
    if s.tracks.get(track, 0) >= len(lc.tracks[track]) - 1:
        return refuse("That track is complete.", s)
    return refuse("That is not possible now.", s)


def _explain_play(s: State, seat: int, action: Action) -> IllegalAction:
    h = s.hobbits[seat]
    card, track = action.get("card"), action.get("track")
    if card not in h.hand:
        return refuse("{hobbit} has no such card.", s, hobbit=h.hobbit)
    if is_epic(card):
        return refuse("Epic cards are not played in the card step; use them as free actions.", s)
    col = colour(card)
    if col not in ("brown", "grey"):
        return refuse("{card} cannot be played: it has no symbols.", s, card=card)
    if len(s.played) >= 2:
        return refuse("You have already played two cards this turn.", s)
    if h.hobbit != "pippin" and any(colour(c) == col for c in s.played):
        return refuse("You have already played a brown card this turn." if col == "brown"
                      else "You have already played a grey card this turn.", s)
    lc = tables.loc(s)
    if track not in lc.tracks:
        return refuse("That track is not on this board.", s)
    if s.tracks.get(track, 0) >= len(lc.tracks[track]) - 1:
        return refuse("That track is complete.", s)
    (sym, _n), = symbols(card, seat, s).items()
    if sym != "star" and sym != track:
        return refuse("{card} shows no {track} symbol.", s, card=card, track=track)
    return refuse("That is not possible now.", s)
