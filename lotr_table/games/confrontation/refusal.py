"""Why an action is refused, in words a player understands: Confrontation's answers to the
kernel's hooks (engine/refusal.py). `never` names a rule that forbids the action to this side
whatever the moment; `not_now` says what must happen first. Each reason is an English template
with ids as arguments, so the table can translate it (context confrontation.refusal)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.confrontation import battle_refusal
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import SIDES, card_ids, special_ids
from lotr_table.games.confrontation.movement import TUNNEL, hero_moves
from lotr_table.games.confrontation.pieces import counts, pieces_of
from lotr_table.games.confrontation.setup_phase import FACES
from lotr_table.games.confrontation.state import DEAD, HIDDEN, State
from lotr_table.games.confrontation.text import render
from lotr_table.games.confrontation.abilities import SPECIAL
from lotr_table.games.confrontation.turn import follow_up, has_special

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

# the kinds of action each question accepts (a property test keeps this true of the engine)
ACCEPTS = {
    "draft": {"draft"}, "announce": {"announce"}, "choose_specials": {"choose_specials"},
    "place": {"place"},
    "main": {"move", "shadowfax", "dark_of_mordor", "gandalf_white", "king_revealed", "recall",
             "crebain", "palantir"},
    "ambush": {"ambush", "pass"}, "after_move": {"palantir", "pass"},
    "defender": {"defender", "palantir"}, "gwaihir": {"gwaihir", "pass"},
    "fp_text": {"retreat", "substitute", "prove", "swap", "no_cards", "pass"},
    "s_text": {"retreat", "no_cards", "pass"}, "play": {"play"},
    "s_force": {"force_other", "pass"}, "mouth": {"mouth_swap", "pass"}, "fetch": {"fetch"},
    "s_retreat": {"retreat"}, "f_retreat": {"retreat"}, "support": {"support", "pass"},
    "wormtongue": {"retreat", "pass"},
}
SETUP = {"draft", "announce", "choose_specials", "place"}
SETUP_STEPS = ("draft", "specials", "place")          # State.phase before the turns begin
SETUP_STEP = {"draft": "draft", "announce": "specials", "choose_specials": "specials", "place": "place"}
BATTLE = {"defender", "gwaihir", "retreat", "substitute", "prove", "swap", "no_cards", "play",
          "force_other", "mouth_swap", "fetch", "support"}
TURN = {"move", "shadowfax", "dark_of_mordor", "gandalf_white", "king_revealed", "recall", "crebain",
        "ambush"}
# actions only one side ever takes: its special cards and its heroes' texts
OWNER = {"shadowfax": F, "gandalf_white": F, "king_revealed": F, "gwaihir": F, "substitute": F,
         "prove": F, "swap": F, "support": F, "announce": F,
         "dark_of_mordor": S, "recall": S, "crebain": S, "palantir": S, "ambush": S,
         "force_other": S, "mouth_swap": S}
# the battle actions whose rule battle_refusal.py names, whatever question is open
RULED_IN_BATTLE = battle_refusal.HERO_TEXTS | {"gwaihir", "support", "ambush", "force_other", "mouth_swap"}
SPECIALS = {"shadowfax", "gandalf_white", "king_revealed", "gwaihir", "dark_of_mordor", "recall",
            "crebain", "palantir"}
ALREADY = {
    "draft": "You have already chosen the faces of your tiles.",
    "choose_specials": "You have already chosen your special cards.",
    "place": "You have already placed your heroes.",
    "play": "You have already chosen your combat card for this battle.",
}

# every template a refusal can use, for the translation catalogue
TEMPLATES = tuple(DECISIONS.values()) + tuple(ALREADY.values()) + (
    "The game is over.",
    "It is not your turn.",
    "That is not possible now.",
    "There is no such action in this game.",
    "Only {side} can do that.",
    "{special} is not one of your special cards.",
    "You do not have {special}.",
    "{special} has already been played: each special card is used once a game.",
    "That is not possible now: {side} must decide first.",
    "That is not possible now: the setup is over.",
    "That is not possible now: that step of the setup is over.",
    "{hero} goes from Eregion to Fangorn only through the Moria tunnel.",
    "That is not possible now: the heroes are not all on the board yet.",
    "That is not possible now: there is no battle.",
    "That is not possible now: a battle is being fought.",
    "{card} is not one of your combat cards.",
    "{card} is not in your hand.",
    "{card} is still in your hand: Magic brings back a discarded card.",
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
    "Sauron heroes cannot use the Moria tunnel.",
    "Sauron heroes cannot use the Anduin.",
    "{hero} cannot move to {to} now.",
    "You have already played a special card before this move.",
    "{special} carries a hero forward into an adjacent region.",
    "{special} cannot carry a hero into a region held by the enemy.",
    "After Shadowfax the same hero must move on, and {hero} could not.",
    "After The Dark of Mordor another hero must move, and none could.",
    "Under A King Revealed, {hero} makes this turn's move: The Dark of Mordor must carry another hero.",
    "Gandalf the White needs a dead Gandalf.",
    "Gandalf the White cannot be played while a Sauron hero is in Fangorn.",
    "Gandalf the White cannot be played while Fangorn holds two Fellowship heroes.",
    "A King Revealed needs Aragorn on the board.",
    "A King Revealed cannot choose the Watcher once he is revealed.",
    "A King Revealed must choose a Sauron hero that can move.",
    "Recall to Mordor and Crebain of Dunland are played after the Fellowship's turn.",
    "Under A King Revealed, Sauron may not skip his turn for a special card.",
    "Recall to Mordor cannot be played while a Fellowship hero is in Mordor.",
    "Recall to Mordor cannot be played while Mordor holds four Sauron heroes.",
    "{hero} is already in Mordor.",
    "Palantir cannot look into the Shire.",
    "There is no Fellowship hero in {region} to reveal.",
    "There is no hero of that side in {region}.",
    "Only a revealed hero can be named; a hidden one is chosen by its region.",
    "A hero tile has two faces: classic and alternative.",
    "Choose the face of tile {tile} next.",
    "Announce a number from 0 to 4.",
    "{special} is not one of the cards you may choose.",
    "Choose {n} different special cards.",
) + battle_refusal.TEMPLATES


def refuse(template: str, **args) -> IllegalAction:
    return IllegalAction(render(template, tuple(sorted(args.items()))), template, args)


def _mine(s: State, side: int, hero) -> int:
    """The piece of `side` playing `hero`, or -1."""
    return next((q for q in pieces_of(side) if s.hero[q] == hero), -1)


# -- never: illegal for this side whatever the moment --------------------------------------

def never(s: State, seat: int, action: Action) -> IllegalAction | None:
    side = s.side_of(seat)
    k = action.kind
    if k not in TURN | BATTLE | SETUP | {"pass", "palantir"}:
        return refuse("There is no such action in this game.")
    owner = OWNER.get(k)
    if owner is not None and owner != side:
        if k in SPECIALS:
            return refuse("{special} is not one of your special cards.", special=k)
        return refuse("Only {side} can do that.", side=SIDES[owner])
    if s.phase in SETUP_STEPS and k not in SETUP:
        return None         # heroes are fielded and placed first: not_now says so
    if k in SPECIALS:
        return _special_held(s, side, k) or _special_never(s, side, action)
    if k in ("play", "fetch"):
        cid = action.get("card")
        if cid not in card_ids()[side]:
            return refuse("{card} is not one of your combat cards.", card=str(cid))
        bit = 1 << card_ids()[side].index(cid)
        if k == "play" and not s.hand[side] & bit:
            return refuse("{card} is not in your hand.", card=cid)
        if k == "fetch" and s.hand[side] & bit:
            return refuse("{card} is still in your hand: Magic brings back a discarded card.", card=cid)
        return None
    if k == "move":
        return _move_never(s, side, action)
    if k in ("place", "retreat") or "region" in dict(action.fields):
        where = action.get("to") if k == "retreat" else action.get("region")
        if where not in board().index:
            return refuse("There is no such region.")
    if k == "place" and s.phase == "place" and _mine(s, side, action.get("hero")) < 0:
        return refuse("{hero} is not one of your heroes.", hero=str(action.get("hero")))
    return None


def _special_held(s: State, side: int, special: str) -> IllegalAction | None:
    if has_special(s, special):
        return None
    bit = special_ids()[side].index(special)
    if s.sp_avail[side] >> bit & 1:
        return refuse("{special} has already been played: each special card is used once a game.",
                      special=special)
    return refuse("You do not have {special}.", special=special)


def _special_never(s: State, side: int, action: Action) -> IllegalAction | None:
    """The rules printed on a special card that hold whatever the moment."""
    k = action.kind
    b = board()
    if k in ("shadowfax", "dark_of_mordor"):
        p = _mine(s, side, action.get("hero"))
        if p < 0:
            return refuse("{hero} is not one of your heroes.", hero=str(action.get("hero")))
        if s.loc[p] < 0:
            return refuse("{hero} is not on the board.", hero=s.hero[p])
        if action.get("to") not in b.index:
            return refuse("There is no such region.")
        if k == "dark_of_mordor" and s.hero[p] == "watcher" and s.rev[p] != HIDDEN:
            return refuse("The Watcher, once revealed, can no longer move forward.")
        forward = b.fp_forward(s.loc[p]) if side == F else b.fwd[S][s.loc[p]]
        if b.index[action["to"]] not in forward:
            return refuse("{special} carries a hero forward into an adjacent region.", special=k)
        return None
    if k == "gandalf_white":
        gandalfs = SPECIAL["gandalf_white"][1].heroes     # the heroes the card returns (specials.json)
        if not any(s.hero[p] in gandalfs and s.loc[p] == DEAD for p in pieces_of(F)):
            return refuse("Gandalf the White needs a dead Gandalf.")
        return None
    if k == "king_revealed":
        aragorns = SPECIAL["king_revealed"][1].reveals    # the heroes the card needs (specials.json)
        if not any(s.hero[p] in aragorns and s.loc[p] >= 0 for p in pieces_of(F)):
            return refuse("A King Revealed needs Aragorn on the board.")
    if k == "recall":
        p = _mine(s, side, action.get("hero"))
        if p < 0:
            return refuse("{hero} is not one of your heroes.", hero=str(action.get("hero")))
        if s.loc[p] < 0:
            return refuse("{hero} is not on the board.", hero=s.hero[p])
        if s.loc[p] == b.mordor:
            return refuse("{hero} is already in Mordor.", hero=s.hero[p])
    if k in ("king_revealed", "crebain", "palantir") and action.get("region") not in b.index:
        return refuse("There is no such region.")
    if k == "palantir" and action["region"] == "shire":
        return refuse("Palantir cannot look into the Shire.")
    return None


def _move_never(s: State, side: int, action: Action) -> IllegalAction | None:
    """The board's and the hero's rules of movement (capacity and the turn's orders are
    the moment's: not_now)."""
    b = board()
    hero, to = action.get("hero"), action.get("to")
    p = _mine(s, side, hero)
    if p < 0:
        return refuse("{hero} is not one of your heroes.", hero=str(hero))
    if s.loc[p] < 0:
        return refuse("{hero} is not on the board.", hero=hero)
    if to not in b.index:
        return refuse("There is no such region.")
    if s.hero[p] == "watcher" and s.rev[p] != HIDDEN:
        return refuse("The Watcher, once revealed, can no longer move forward.")
    r, t = s.loc[p], b.index[to]
    ways = {kind for m, kind in hero_moves(s, p, counts(s)) if m == t}
    if ways:
        if action.get("via") == "tunnel" and (r, t) != b.tunnel:
            return refuse("The Moria tunnel leads only from Eregion to Fangorn.")
        if ways == {TUNNEL} and action.get("via") != "tunnel":
            return refuse("{hero} goes from Eregion to Fangorn only through the Moria tunnel.", hero=hero)
        return None
    forward = b.fp_forward(r) if side == F else b.fwd[S][r]
    if t in forward:
        if action.get("via") == "tunnel" and (r, t) != b.tunnel:
            return refuse("The Moria tunnel leads only from Eregion to Fangorn.")
        return None         # forward and adjacent: only the moment can forbid it
    if (r, t) == b.tunnel or (t, r) == b.tunnel or action.get("via") == "tunnel":
        if side == S:
            return refuse("Sauron heroes cannot use the Moria tunnel.")
        return refuse("The Moria tunnel leads only from Eregion to Fangorn.")
    if side == S and ((r, t) in b.river or (t, r) in b.river):
        return refuse("Sauron heroes cannot use the Anduin.")
    if side == F and b.upstream(r, t):
        return refuse("No hero may travel up the Anduin against its current.")
    if b.mountain[r] and b.mountain[t]:
        return refuse("No moving sideways in the mountains.")
    return refuse("{hero} may only move forward into an adjacent region, unless its text allows more.", hero=hero)


# -- not now: legal in principle, but something must happen first --------------------------

def not_now(s: State, seat: int, action: Action) -> IllegalAction | None:
    p = s.pending
    if p is None:
        return None
    side = s.side_of(seat)
    k = action.kind
    asked = p.seat == side or (p.seat == -1 and bool(p.actions[side]))
    if k in RULED_IN_BATTLE:
        found = battle_refusal.rule(s, side, action)
        if found is not None:
            return found
    if k not in ACCEPTS.get(p.kind, ()):
        phase = _phase_reason(s, k)
        if phase is not None:
            return phase
        if asked:
            return refuse(DECISIONS.get(p.kind, "That is not possible now."))
        return refuse("That is not possible now: {side} must decide first.", side=SIDES[1 - side])
    if not asked:
        if p.seat == -1 and p.kind in ALREADY:
            return refuse(ALREADY.get(p.kind, "It is not your turn."))
        return None                                  # his question, on his turn: not your turn
    if k == "move":
        found = _move_now(s, side, action)
    elif k in SPECIALS and k != "gwaihir":         # Gwaihir is a battle's (battle_refusal.py)
        found = _special_now(s, side, action)
    elif k == "place":
        found = refuse("{hero} cannot be placed in {region}: four heroes go to your home corner and one "
                       "to each region in front of it.", hero=str(action.get("hero")), region=str(action.get("region")))
    elif k in ("draft", "announce", "choose_specials"):
        found = _setup_now(s, side, action)
    else:
        found = battle_refusal.target(s, side, action)
    # an answer this question takes only in other cases (a pass where Gwaihir orders a
    # retreat): say what the question asks
    return found if found is not None else refuse(DECISIONS.get(p.kind, "That is not possible now."))


def _setup_now(s: State, side: int, action: Action) -> IllegalAction:
    k = action.kind
    if k == "draft":
        if action.get("face") not in FACES:
            return refuse("A hero tile has two faces: classic and alternative.")
        return refuse("Choose the face of tile {tile} next.", tile=len(s.draft[side]) + 1)
    if k == "announce":
        return refuse("Announce a number from 0 to 4.")
    mine = s.opts.specials == "choose_two"
    n = 2 if mine else s.sp_count
    pool = special_ids()[side if mine else 1 - side]
    cards = action.get("cards")
    if not isinstance(cards, tuple):
        return refuse("Choose {n} different special cards.", n=n)
    for c in cards:
        if c not in pool:
            return refuse("{special} is not one of the cards you may choose.", special=str(c))
    return refuse("Choose {n} different special cards.", n=n)


def _phase_reason(s: State, k: str) -> IllegalAction | None:
    """An action of the setup, the turn or a battle, tried in another of them."""
    setup = s.phase in SETUP_STEPS
    if k in SETUP and not setup:
        return refuse("That is not possible now: the setup is over.")
    if k in SETUP and SETUP_STEPS.index(SETUP_STEP[k]) < SETUP_STEPS.index(s.phase):
        return refuse("That is not possible now: that step of the setup is over.")
    if (k in TURN or k in BATTLE) and setup:
        return refuse("That is not possible now: the heroes are not all on the board yet.")
    if k in BATTLE and s.battle is None:
        return refuse("That is not possible now: there is no battle.")
    if k in TURN and s.battle is not None and s.pending is not None and s.pending.kind != "ambush":
        return refuse("That is not possible now: a battle is being fought.")
    return None


def _move_now(s: State, side: int, action: Action) -> IllegalAction:
    b = board()
    hero = action.get("hero")
    p = _mine(s, side, hero)
    t = b.index[action["to"]]
    if s.must_move >= 0 and p != s.must_move:
        return refuse("This turn you must move {hero}.", hero=s.hero[s.must_move])
    if p == s.may_not_move:
        return refuse("After The Dark of Mordor you must move a different hero.")
    if counts(s)[side][t] >= b.capacity[t]:
        return refuse("{to} already holds as many heroes of your side as it may.", to=action["to"])
    return refuse("{hero} cannot move to {to} now.", hero=hero, to=action["to"])


def _special_now(s: State, side: int, action: Action) -> IllegalAction | None:
    """A special card's rules that depend on the moment: the board as it stands, the turn."""
    k = action.kind
    b = board()
    c = counts(s)
    if s.pre_move:
        return refuse("You have already played a special card before this move.")
    if k in ("shadowfax", "dark_of_mordor"):
        p = _mine(s, side, action["hero"])
        t = b.index[action["to"]]
        if c[1 - side][t]:
            return refuse("{special} cannot carry a hero into a region held by the enemy.", special=k)
        if c[side][t] >= b.capacity[t]:
            return refuse("{to} already holds as many heroes of your side as it may.", to=action["to"])
        if k == "dark_of_mordor" and p == s.must_move:
            return refuse("Under A King Revealed, {hero} makes this turn's move: The Dark of Mordor must "
                          "carry another hero.", hero=s.hero[p])
        if k == "shadowfax" and not follow_up(s, p, t, lambda q: q == p):
            return refuse("After Shadowfax the same hero must move on, and {hero} could not.", hero=s.hero[p])
        # the move that follows is another hero's: the one A King Revealed names, if any
        if k == "dark_of_mordor" and not follow_up(
                s, p, t, lambda q: q != p and (s.must_move < 0 or q == s.must_move)):
            return refuse("After The Dark of Mordor another hero must move, and none could.")
        return None
    if k == "gandalf_white":
        fangorn = b.index["fangorn"]
        if c[S][fangorn]:
            return refuse("Gandalf the White cannot be played while a Sauron hero is in Fangorn.")
        if c[F][fangorn] >= 2:
            return refuse("Gandalf the White cannot be played while Fangorn holds two Fellowship heroes.")
        return None
    if k in ("recall", "crebain"):
        if s.must_move >= 0:
            return refuse("Under A King Revealed, Sauron may not skip his turn for a special card.")
        if s.turns <= 1:
            return refuse("Recall to Mordor and Crebain of Dunland are played after the Fellowship's turn.")
    if k == "recall":
        if c[F][b.mordor]:
            return refuse("Recall to Mordor cannot be played while a Fellowship hero is in Mordor.")
        if c[S][b.mordor] >= 4:
            return refuse("Recall to Mordor cannot be played while Mordor holds four Sauron heroes.")
        return None
    if k in ("king_revealed", "crebain"):
        return _target_now(s, side, action)
    if k == "palantir":
        r = b.index[action["region"]]
        if not c[F][r]:
            return refuse("There is no Fellowship hero in {region} to reveal.", region=action["region"])
    return None


def _target_now(s: State, side: int, action: Action) -> IllegalAction | None:
    """Choosing an enemy hero on the board (A King Revealed, Crebain of Dunland)."""
    b = board()
    enemy = 1 - side
    r = b.index[action["region"]]
    target = action.get("target")
    there = [q for q in pieces_of(enemy) if s.loc[q] == r]
    if not there:
        return refuse("There is no hero of that side in {region}.", region=action["region"])
    if target != "hidden" and not any(s.hero[q] == target and s.rev[q] != HIDDEN for q in there):
        # the same words whether a hidden hero of that name is there or not
        return refuse("Only a revealed hero can be named; a hidden one is chosen by its region.")
    if action.kind == "king_revealed":
        if target == "watcher":
            return refuse("A King Revealed cannot choose the Watcher once he is revealed.")
        return refuse("A King Revealed must choose a Sauron hero that can move.")
    return None
