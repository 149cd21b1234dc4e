"""A full state consistent with what one seat knows: the hidden parts redrawn, for
information-set search (DESIGN.md: `resample(state, seat, rng)`; rules digest section 8).

What the seat cannot know, and is therefore redrawn:
  * which of the opponent's hidden pieces is which hero (tiles are permuted among the
    places its hidden pieces stand, unplaced pieces included; digest 8.5: hidden pieces are
    told apart only by region);
  * in the secret draft, the face of each opponent tile not yet seen; during any draft,
    the opponent's faces so far;
  * the opponent's committed but unrevealed combat card (drawn from its hand, which is
    public: full set minus discard minus table);
  * secret special cards: the opponent's pair in "choose_two" (among the pairs holding what
    it already played), and, in "opponent_picks", the seat's own cards the opponent picked
    before both have chosen;
  * the state's own RNG, so a search never knows the engine's future draws;
  * the opponent's private log lines (they name its hidden heroes).

The draw is uniform over what the view allows: what the seat might infer from how a hidden
piece moved (only the Black Rider goes that far) is not used.

Everything public stays put: locations, revealed and dead heroes, hands, discards, the
table, scores. The result is built from public facts and the given rng alone, so two
states that look the same to the seat resample to the very same state (a test holds us
to that): whatever a search reads from a resampled state, it cannot have peeked.
"""

from __future__ import annotations

import random
from itertools import combinations

from lotr_table.engine.flow import Question
from lotr_table.games.confrontation import flow, setup_phase
from lotr_table.games.confrontation.content import tile_faces
from lotr_table.games.confrontation.pieces import PUBLIC, pieces_of
from lotr_table.games.confrontation.state import DEAD, HIDDEN, State

FACES = setup_phase.FACES
NEW_GAME = "Second game: the players swap sides."   # flow.py's log line between a match's games

# Questions put to one side whose options a stage builds afresh, with no side effect,
# when it is run again: after redrawing the opponent's heroes its options are rebuilt from
# the new identities (e.g. the Balrog's ambush is offered only if the Balrog is there).
_REASKED = frozenset({"main", "ambush", "after_move", "defender", "gwaihir", "fp_text", "s_text",
                      "mouth", "support"})


def resample(s: State, seat: int, rng: random.Random) -> State:
    out = s.clone()
    if not s.over:
        me = s.side_of(seat)
        opp = 1 - me
        if s.phase == "draft":
            out.draft[opp] = [rng.choice(FACES) for _ in s.draft[opp]]
        else:
            _redraw_heroes(out, opp, _faces_seen(s, me, opp), rng)
        _redraw_specials(out, me, opp, rng)
        _redraw_commitment(out, opp, rng)
        out.log = _without_private(s.log, opp)
        _reask(out, opp)
    out.rng = rng.getrandbits(64)
    out.cache = {}
    return out


def _faces_seen(s: State, me: int, opp: int) -> dict[int, str]:
    """Opponent tiles whose face the seat has seen, from the roster or the log it may read."""
    known: dict[int, str] = {}
    mode = s.opts.heroes
    for p in pieces_of(opp):
        if mode != "draft_secret" or s.rev[p] != HIDDEN or s.loc[p] == DEAD:
            known[p] = s.hero[p]
    if mode != "draft_secret":
        return known
    tile_of = {h: p for p in pieces_of(opp) for h in tile_faces()[p]}
    node = s.log
    while node is not None:
        (vis, template, args), node = node
        if template == NEW_GAME:
            break          # the first game of a match was played with other tiles
        if vis != PUBLIC and vis != me:
            continue
        for _, value in args:
            for v in value if isinstance(value, tuple) else (value,):
                if isinstance(v, str) and v in tile_of:
                    known[tile_of[v]] = v
    return known


def _slot_refs(s: State) -> list[int]:
    """Pieces the state names by place rather than by hero: the mover, the attacker, the
    hero A King Revealed chose... The seat knows where they stand, not who they are."""
    refs = [s.mover, s.must_move, s.may_not_move, s.king_target]
    bt = s.battle
    if bt is not None:
        refs += [bt.attacker, bt.defender, bt.fp, bt.sp, *bt.dead]
    return refs


def _redraw_heroes(s: State, opp: int, known: dict[int, str], rng: random.Random) -> None:
    pool = [p for p in pieces_of(opp) if s.rev[p] == HIDDEN and s.loc[p] != DEAD]
    if not pool:
        return
    # new faces first, in tile order: only public facts decide what is drawn
    for p in pool:
        s.hero[p] = known[p] if p in known else tile_faces()[p][rng.randrange(2)]
    if s.opts.heroes == "draft_secret" and len(s.draft[opp]) == 9:
        s.draft[opp] = [FACES[tile_faces()[p].index(s.hero[p])] for p in pieces_of(opp)]
    places = sorted(s.loc[p] for p in pool)
    order = list(pool)
    rng.shuffle(order)
    arriving: dict[int, list[int]] = {}
    for place, p in zip(places, order):
        arriving.setdefault(place, []).append(p)
    # pair the old pieces of each place with the new ones, the pieces named by place first
    leaving: dict[int, list[int]] = {}
    in_pool = set(pool)
    for p in dict.fromkeys(r for r in _slot_refs(s) if r in in_pool):
        leaving.setdefault(s.loc[p], []).append(p)
    for p in pool:
        here = leaving.setdefault(s.loc[p], [])
        if p not in here:
            here.append(p)
    renamed = {}
    for place, olds in leaving.items():
        renamed.update(zip(olds, arriving[place]))
    for place, news in arriving.items():
        for p in news:
            s.loc[p] = place
    _rename_refs(s, renamed)


def _rename_refs(s: State, renamed: dict[int, int]) -> None:
    s.mover = renamed.get(s.mover, s.mover)
    s.must_move = renamed.get(s.must_move, s.must_move)
    s.may_not_move = renamed.get(s.may_not_move, s.may_not_move)
    s.king_target = renamed.get(s.king_target, s.king_target)
    bt = s.battle
    if bt is not None:
        bt.attacker = renamed.get(bt.attacker, bt.attacker)
        bt.defender = renamed.get(bt.defender, bt.defender)
        bt.fp = renamed.get(bt.fp, bt.fp)
        bt.sp = renamed.get(bt.sp, bt.sp)
        bt.dead = [renamed.get(p, p) for p in bt.dead]


def _bits(mask: int) -> list[int]:
    return [i for i in range(4) if mask >> i & 1]


def _redraw_specials(s: State, me: int, opp: int, rng: random.Random) -> None:
    mode = s.opts.specials
    choosing = s.phase == "specials"
    if mode == "choose_two" and s.sp_secret and (not choosing or s.sp_done[opp]):
        used = s.sp_used[opp]
        pairs = [a | b for a, b in combinations((1, 2, 4, 8), 2) if (a | b) & used == used]
        s.sp_avail[opp] = rng.choice(pairs)
    elif mode == "opponent_picks" and choosing and s.sp_done[opp] and s.sp_count > 0:
        # the opponent has picked which of the seat's cards it may use; secret until both chose
        s.sp_avail[me] = sum(1 << i for i in rng.sample(range(4), s.sp_count))


def _redraw_commitment(s: State, opp: int, rng: random.Random) -> None:
    bt = s.battle
    if bt is not None and bt.chosen[opp] >= 0:
        hand = [i for i in range(9) if s.hand[opp] >> i & 1]
        bt.chosen[opp] = rng.choice(hand)


def _without_private(log, opp: int):
    events = []
    node = log
    dropped = False
    while node is not None:
        event, node = node
        if event[0] == opp:
            dropped = True
        else:
            events.append(event)
    if not dropped:
        return log
    out = None
    for event in reversed(events):
        out = (event, out)
    return out


def _same_public(a: State, b: State) -> bool:
    if (a.battle is None) != (b.battle is None):
        return False
    return a.log is b.log and a.stage == b.stage and a.winner == b.winner and (
        a.battle is None or a.battle.stage == b.battle.stage)


def _reask(s: State, opp: int) -> None:
    """Rebuild the options the opponent holds, which were built from its true heroes."""
    p = s.pending
    if p is None:
        return
    if p.seat == -1 and p.kind == "place":
        opts = list(p.actions)
        opts[opp] = setup_phase.place_options(s, opp)
        s.pending = Question(-1, p.kind, tuple(opts))
    elif p.seat == opp and p.kind in _REASKED:
        asked = s.clone()
        asked.pending = None
        flow.advance(asked)
        # The question itself is public (whose turn, which window). Where the redrawn
        # secrets would not have led to it (say, a Gwaihir window with Gwaihir redrawn away),
        # keep the old options rather than show the seat a different question.
        q = asked.pending
        if q is not None and q.kind == p.kind and q.seat == p.seat and _same_public(asked, s):
            s.pending = q

