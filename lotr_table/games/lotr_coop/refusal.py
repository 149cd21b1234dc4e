"""Why an action is refused, in words a player understands: the cooperative game's answers
to the kernel's hooks (engine/refusal.py). `never` names a rule that forbids the action to
this hobbit whatever the moment (a card he lacks, runes he does not have, a track not on this
board); `not_now` says what must happen first. Every reason is an English template with ids
as arguments (context lotr_coop.refusal), so the table can translate it."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.cards import colour, is_epic, symbols
from lotr_table.games.lotr_coop.gandalf import COST as GANDALF_COST
from lotr_table.games.lotr_coop.state import State
from lotr_table.games.lotr_coop.text import ACTIONS, render

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
    "before_event": "That is not possible now: say whether Gandalf is called before the event.",
    "before_event_asked": "That is not possible now: say whether you call Gandalf before the event.",
    "council": "That is not possible now: pass one card to the next player.",
    "fly": "That is not possible now: say who moves three spaces right.",
    "fly_confirm": "That is not possible now: say whether you move three spaces right.",
    "foresight": "That is not possible now: put the story tiles back in order.",
    "gandalf_card": "That is not possible now: choose a Gandalf card.",
    "give_to": "That is not possible now: say who gets the card.",
    "lembas": "That is not possible now: discard cards, then draw up to six.",
    "miruvor": "That is not possible now: choose the card to give.",
    "pay_give": "That is not possible now: give what the payment needs, or stop.",
    "pay_group": "That is not possible now: say whether the Fellowship pays.",
    "pay_who": "That is not possible now: say who pays.",
    "prepare": "That is not possible now: say whether you prepare.",
    "recover": "That is not possible now: draw two cards or move one space left.",
    "shelob_appears": "That is not possible now: say whether you roll twice.",
}

# the answers each question takes; the free actions (FREE) come on top in every open
# question, the one posed again after them (a property test keeps this true of the engine)
ANSWERS = {
    "after_roll": {"accept", "ask", "decline", "epic"},
    "before_roll": {"accept", "ask", "decline", "epic"},
    "before_penalty": {"accept", "ask", "decline", "epic"},
    "before_event": {"accept", "ask", "call_gandalf"}, "before_event_asked": {"call_gandalf", "decline"},
    "cards": {"play", "rest_draw", "rest_heal", "end_turn"}, "choose_track": {"track"},
    "council": {"pass_card"}, "die_discard": {"discard", "call_gandalf", "epic"},
    "fly": {"volunteer", "decline"}, "fly_confirm": {"accept", "decline"}, "foresight": {"order"},
    "gandalf_card": {"gandalf_card"}, "give_to": {"give_to"}, "lembas": {"discard", "done"},
    "miruvor": {"give"},
    "pay_give": {"call_gandalf", "decline", "done", "epic", "give", "give_gandalf", "give_runes", "give_token"},
    "pay_group": {"pay", "decline"}, "pay_who": {"payer", "decline"}, "prepare": {"prepare", "decline"},
    "recover": {"recover_draw", "recover_heal"}, "reveal": {"reveal"}, "sanctuary_window": {"done"},
    "sauron_will": {"volunteer", "decline"}, "sauron_will_confirm": {"accept", "decline"},
    "shelob_appears": {"accept", "decline"}, "tile": {"resolve"}, "window": {"done"},
}
FREE = {"call_gandalf", "epic", "ring", "floor"}
KINDS = set(ACTIONS) | {"give_gandalf"}
# action fields that name a seat
SEAT_FIELDS = {"floor": "seat", "volunteer": "seat", "ask": "seat", "payer": "seat", "give_to": "seat"}

TEMPLATES = tuple(DECISIONS.values()) + (
    "The game is over.",
    "It is not your turn.",
    "That is not possible now.",
    "There is no such action in this game.",
    "That is not possible now: {hobbit} must decide first.",
    "That is not possible now: {hobbit} must give you the floor first.",
    "{hobbit} is no longer in the game.",
    "{hobbit} has no such card.",
    "That track is not on this board.",
    "The {track} track is complete.",
    "There is no {track} track on this board.",
    "There is no track now: this is not an adventure.",
    "A card played from the hand moves one track only: its stars cannot be split.",
    "You have already played a brown card this turn.",
    "You have already played a grey card this turn.",
    "You have already played two cards this turn.",
    "{card} shows no {track} symbol.",
    "Epic cards are not played in the card step; use them as free actions.",
    "{card} cannot be played: it has no symbols.",
    "You cannot rest after playing a card this turn.",
    "You have already rested this turn.",
    "Your hobbit is already on space 0.",
    "Only the Ring-bearer can put on the Ring.",
    "The Ring has already been used in this adventure.",
    "The Ring can only be put on during an adventure.",
    "That player is not in the game.",
    "{hobbit} has no such card to discard.",
    "Calling Gandalf needs runes worth {cost}; {hobbit} has {runes}.",
    "No Gandalf card can help now.",
    "{gandalf} has already been used: each Gandalf card is used once a game.",
    "{gandalf} cannot be used now.",
    "{card} is not an epic card.",
    "{card} cannot be played now.",
    "{hobbit} has runes worth only {runes}.",
    "{hobbit} cannot be chosen now.",
    "{hobbit} cannot be given the floor now.",
    "That does not lower what is still to be paid.",
)


def refuse(template: str, s: State | None = None, **args) -> IllegalAction:
    name = (lambda i: s.hobbits[i].hobbit) if s is not None else None
    return IllegalAction(render(template, args, name), template, args)


def _seat_ok(s: State, x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < len(s.hobbits) and s.hobbits[x].alive


# -- never: illegal for this hobbit whatever the moment -------------------------------------

def never(s: State, seat: int, action: Action) -> IllegalAction | None:
    k = action.kind
    if k not in KINDS:
        return refuse("There is no such action in this game.", s)
    if not (isinstance(seat, int) and 0 <= seat < len(s.hobbits)):
        return refuse("That player is not in the game.", s)
    h = s.hobbits[seat]
    if not h.alive:
        return refuse("{hobbit} is no longer in the game.", s, hobbit=h.hobbit)
    field = SEAT_FIELDS.get(k)
    if field is not None and not _seat_ok(s, action.get(field)):
        return refuse("That player is not in the game.", s)
    if k == "play":
        return _play_never(s, seat, action)
    if k == "rest_heal" and h.pos == 0:
        return refuse("Your hobbit is already on space 0.", s)
    if k == "ring":
        if s.ring_bearer != seat:
            return refuse("Only the Ring-bearer can put on the Ring.", s)
        if tables.loc(s).kind != "adventure":
            return refuse("The Ring can only be put on during an adventure.", s)
        if s.ring_used:
            return refuse("The Ring has already been used in this adventure.", s)
    if k == "call_gandalf" and h.runes < GANDALF_COST:
        # the seat's own runes: told to him alone, so competition's hidden runes stay hidden
        return refuse("Calling Gandalf needs runes worth {cost}; {hobbit} has {runes}.", s,
                      cost=GANDALF_COST, hobbit=h.hobbit, runes=h.runes)
    if k == "gandalf_card" and action.get("card") not in s.gandalf and action.get("card") in tables.GANDALF:
        return refuse("{gandalf} has already been used: each Gandalf card is used once a game.", s,
                      gandalf=action.get("card"))
    if k in ("epic", "give", "pass_card") and action.get("card") not in h.hand:
        return refuse("{hobbit} has no such card.", s, hobbit=h.hobbit)
    if k == "epic" and not is_epic(action.get("card")):
        return refuse("{card} is not an epic card.", s, card=action.get("card"))
    if k == "discard" and action.get("card") not in h.hand:
        return refuse("{hobbit} has no such card to discard.", s, hobbit=h.hobbit)
    if k == "give_runes" and isinstance(action.get("value"), int) and action.get("value") > h.runes:
        return refuse("{hobbit} has runes worth only {runes}.", s, hobbit=h.hobbit, runes=h.runes)
    return None


def _play_never(s: State, seat: int, action: Action) -> IllegalAction | None:
    """The rules of a card and of this board (seed: «обе звезды могут воздействовать только
    на один трек»; A5: a card of a track not on the board does nothing)."""
    h = s.hobbits[seat]
    card, track = action.get("card"), action.get("track")
    if isinstance(track, tuple):
        return refuse("A card played from the hand moves one track only: its stars cannot be split.", s)
    if card not in h.hand:
        return refuse("{hobbit} has no such card.", s, hobbit=h.hobbit)
    if is_epic(card):
        return refuse("Epic cards are not played in the card step; use them as free actions.", s)
    if colour(card) not in ("brown", "grey"):
        return refuse("{card} cannot be played: it has no symbols.", s, card=card)
    lc = tables.loc(s)
    if lc.kind != "adventure":
        return None                      # the moment: there is no board of tracks now
    if track not in lc.tracks:
        return _no_track(s, track)
    (sym, _n), = symbols(card, seat, s).items()
    if sym != "star" and sym != track:
        return refuse("{card} shows no {track} symbol.", s, card=card, track=track)
    return None


# -- not now: legal in principle, but something must happen first --------------------------

def not_now(s: State, seat: int, action: Action) -> IllegalAction | None:
    p = s.pending
    if p is None:
        return None
    k = action.kind
    accepted = k in ANSWERS.get(p.kind, ()) or (k in FREE and p.again is not None)
    asker = s.hobbits[p.seat].hobbit
    if p.seat != seat:
        if k in FREE and Action("floor", seat=seat) in p.actions:
            return refuse("That is not possible now: {hobbit} must give you the floor first.", s, hobbit=asker)
        if not accepted:
            return refuse("That is not possible now: {hobbit} must decide first.", s, hobbit=asker)
        return None                      # his kind of question, put to another: not your turn
    if not accepted:
        return refuse(DECISIONS.get(p.kind, "That is not possible now."), s)
    return _now(s, seat, action)


def _now(s: State, seat: int, action: Action) -> IllegalAction | None:
    """An action of the kind the open question takes, refused for what it names."""
    k = action.kind
    h = s.hobbits[seat]
    if k == "play":
        return _play_now(s, seat, action)
    if k in ("rest_draw", "rest_heal"):
        if s.played:
            return refuse("You cannot rest after playing a card this turn.", s)
        if s.rested:
            return refuse("You have already rested this turn.", s)
    if k == "track":
        return _track_now(s, action.get("track"))
    if k == "call_gandalf":
        return refuse("No Gandalf card can help now.", s)
    if k == "gandalf_card":
        if action.get("card") not in tables.GANDALF:
            return refuse("{hobbit} has no such card.", s, hobbit=h.hobbit)
        if "target" in dict(action.fields) and not _seat_ok(s, action.get("target")):
            return refuse("That player is not in the game.", s)
        return refuse("{gandalf} cannot be used now.", s, gandalf=action.get("card"))
    if k == "epic":
        return refuse("{card} cannot be played now.", s, card=action.get("card"))
    if k == "floor" and s.pending.kind != "window":
        # offered only to a seat the table can see might act (public facts)
        return refuse("{hobbit} cannot be given the floor now.", s, hobbit=s.hobbits[action["seat"]].hobbit)
    field = SEAT_FIELDS.get(k)
    if field is not None and k != "floor":
        return refuse("{hobbit} cannot be chosen now.", s, hobbit=s.hobbits[action.get(field)].hobbit)
    if k in ("give", "give_token", "give_runes", "give_gandalf"):
        return refuse("That does not lower what is still to be paid.", s)
    # an answer this question takes from someone else (the target of a reactive window
    # accepts, the others decline): say what this seat is asked
    return refuse(DECISIONS[s.pending.kind], s) if s.pending.kind in DECISIONS else None


def _track_now(s: State, track) -> IllegalAction:
    lc = tables.loc(s)
    if lc.kind != "adventure":
        return refuse("There is no track now: this is not an adventure.", s)
    if track not in lc.tracks:
        return _no_track(s, track)
    if s.tracks.get(track, 0) >= len(lc.tracks[track]) - 1:
        return refuse("The {track} track is complete.", s, track=track)
    return refuse("That is not possible now.", s)


def _no_track(s: State, track) -> IllegalAction:
    if track in tables.ACTIVITIES:
        return refuse("There is no {track} track on this board.", s, track=track)
    return refuse("That track is not on this board.", s)


def _play_now(s: State, seat: int, action: Action) -> IllegalAction | None:
    h = s.hobbits[seat]
    card, track = action.get("card"), action.get("track")
    lc = tables.loc(s)
    if lc.kind != "adventure":
        return refuse("There is no track now: this is not an adventure.", s)
    if len(s.played) >= 2:
        return refuse("You have already played two cards this turn.", s)
    col = colour(card)
    if h.hobbit != "pippin" and any(colour(c) == col for c in s.played):
        return refuse("You have already played a brown card this turn." if col == "brown"
                      else "You have already played a grey card this turn.", s)
    if s.tracks.get(track, 0) >= len(lc.tracks[track]) - 1:
        return refuse("The {track} track is complete.", s, track=track)
    return None
