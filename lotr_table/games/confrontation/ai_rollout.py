"""A cheap rollout policy: how simulated players finish a sampled game.

Rules of thumb, read off the state in a few microseconds: strong heroes attack, the
Ring-bearer walks only where no enemy can reach him next, Sauron rushes the Shire, a card
is the cheapest one likely to win the battle. A little randomness keeps the simulations
varied.

Fairness: the acting side reads its own heroes, the enemy heroes that are revealed, and
public facts (positions, hands, discards, the average strength of the enemy's hidden
heroes, which is known from the roster). It never reads an enemy's hidden identity nor an
enemy's secret card, so in a search the simulated opponent does not play as if it saw our
hidden pieces.
"""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.abilities import WINS_ENTERING, has
from lotr_table.games.confrontation.ai_setup import setup_action
from lotr_table.games.confrontation.battle import hero_strength
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import card_ids, card_tables, strength_of
from lotr_table.games.confrontation.pieces import counts
from lotr_table.games.confrontation.state import HIDDEN, State

WANDER = 0.1         # how often a simulated player picks any legal action
NOISE = 0.6          # random tie-breaking spread on move scores
WIN = 1000.0


def rollout_action(game, s: State, seat: int, rng: random.Random) -> Action:
    legal = game.legal_actions(s, seat)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < WANDER:
        return rng.choice(legal)
    side = s.side_of(seat)
    choose = _BY_KIND.get(s.pending.kind)
    if choose is None:
        return rng.choice(legal)
    return choose(s, side, legal, rng)


# -- the move -----------------------------------------------------------------------------

def _hidden_strength(s: State, side: int) -> float:
    """Mean printed strength of the side's hidden heroes on the board: a public estimate."""
    total = n = 0
    strength = strength_of()
    lo = 0 if side == F else 9
    for p in range(lo, lo + 9):
        if s.loc[p] >= 0 and s.rev[p] == HIDDEN:
            total += strength[s.hero[p]]
            n += 1
    return total / n if n else 3.0


def _expected_defender(s: State, enemy: int, region: int, hidden_mean: float) -> float:
    lo = 0 if enemy == F else 9
    known = []
    hidden = False
    strength = strength_of()
    for p in range(lo, lo + 9):
        if s.loc[p] == region:
            if s.rev[p] == HIDDEN:
                hidden = True
            else:
                known.append(strength[s.hero[p]])
    if known and not hidden:
        return min(known)  # the attacker may name the weakest revealed defender
    return hidden_mean


def _threat(c_sauron: list[int], region: int) -> int:
    """Sauron heroes one ordinary step away from `region` (they step toward the Shire)."""
    return sum(c_sauron[q] for q in board().fwd[F][region])


def _main(s: State, side: int, legal: list[Action], rng: random.Random) -> Action:
    c = counts(s)
    enemy = 1 - side
    hidden_mean = _hidden_strength(s, enemy)
    strength = strength_of()
    best, best_score = legal[0], -WIN * 10
    for a in legal:
        k = a.kind
        if k == "move":
            score = _move_score(s, side, enemy, a, c, hidden_mean, strength)
        elif k == "palantir":
            score = -1.0
        else:
            score = -0.5   # a special card now and then; the search weighs them properly
        score += rng.random() * NOISE
        if score > best_score:
            best, best_score = a, score
    return best


def _move_score(s: State, side: int, enemy: int, a: Action, c, hidden_mean: float, strength) -> float:
    b = board()
    h = a["hero"]
    t = b.index[a["to"]]
    p = s.hero.index(h)
    r = s.loc[p]
    attack = c[enemy][t] > 0
    bonus = 0.0
    if side == F:
        rb = s.ring_bearer
        home = s.loc[rb]
        if p == rb:
            if t == b.mordor:
                return WIN
            if attack:
                return -20.0
            # the Ring-bearer's risk: attackers in reach, shared among his company
            # (a Sauron attacker picks its defender at random among hidden heroes)
            before = _threat(c[S], r) / max(c[F][r], 1)
            after = _threat(c[S], t) / (c[F][t] + 1)
            return 1.0 + 0.5 * (b.row[t] - b.row[r]) + 4.0 * (before - after) + (1.5 if after == 0 else 0.0)
        if home >= 0:
            if r == home and c[F][r] <= 2 and _threat(c[S], r):
                bonus -= 1.5      # do not leave the Ring-bearer alone under threat
            if attack and (t == home or t in b.fwd[F][home]):
                bonus += 1.0      # clear the way, or the threat, next to the Ring-bearer
    elif WINS_ENTERING.get(h) == t or (t == b.shire and c[S][t] >= 2):
        return WIN
    if attack:
        mine = strength[h]
        if has(h, "kills_first_attacked"):
            mine = 8          # the first attack in a region wins outright
        elif has(h, "dies_with_enemy"):
            return 1.0 + bonus   # takes his enemy with him
        return 2.0 + bonus + mine - _expected_defender(s, enemy, t, hidden_mean)
    progress = (b.row[t] - b.row[r]) if side == F else (b.row[r] - b.row[t])
    return 0.5 + bonus + 0.3 * progress


# -- combat cards -------------------------------------------------------------------------

def _battlers(s: State, side: int) -> tuple[int, int]:
    bt = s.battle
    return (bt.fp, bt.sp) if side == F else (bt.sp, bt.fp)


def _play(s: State, side: int, legal: list[Action], rng: random.Random) -> Action:
    bt = s.battle
    mine, theirs = _battlers(s, side)
    enemy = 1 - side
    ours = hero_strength(s, bt, mine)
    their = hero_strength(s, bt, theirs)
    values, kinds = card_tables()[side]
    ids = card_ids()[side]
    if bt.table[enemy] and bt.card[enemy] >= 0:          # shown first (Gandalf's rule)
        expect = max(card_tables()[enemy][0][bt.card[enemy]], 0)
    else:
        their_values = [v for i, v in enumerate(card_tables()[enemy][0]) if s.hand[enemy] >> i & 1 and v > 0]
        expect = sum(their_values) / len(their_values) if their_values else 0.0
    need = their + expect - ours       # a card above this should win
    by_id = {a["card"]: a for a in legal}
    strong = sorted((values[ids.index(cid)], cid) for cid in by_id if values[ids.index(cid)] > 0)
    for v, cid in strong:
        if v > need:
            return by_id[cid]
    texts = {kinds[ids.index(cid)]: cid for cid in by_id if values[ids.index(cid)] < 0}
    if side == F and "noble" in texts and their >= 4 and ours <= 2:
        return by_id[texts["noble"]]
    if "retreat" in texts and need > 3:
        return by_id[texts["retreat"]]
    if strong:
        return by_id[strong[0][1]]      # a lost cause: spend the cheapest card
    return rng.choice(legal)


def _fetch(s: State, side: int, legal: list[Action], rng: random.Random) -> Action:
    values = card_tables()[side][0]
    ids = card_ids()[side]
    return max(legal, key=lambda a: values[ids.index(a["card"])])


# -- windows ------------------------------------------------------------------------------

def _losing(s: State, side: int) -> bool:
    mine, theirs = _battlers(s, side)
    bt = s.battle
    return hero_strength(s, bt, mine) + 2 < hero_strength(s, bt, theirs)


def _first_of(legal: list[Action], *kinds: str) -> Action | None:
    for k in kinds:
        for a in legal:
            if a.kind == k:
                return a
    return None


def _window(s: State, side: int, legal: list[Action], rng: random.Random) -> Action:
    """Take what is plainly good (the ambush, Gandalf's help, Sam for Frodo), retreat from a
    fight that looks lost, otherwise let it be."""
    good = _first_of(legal, "ambush", "support", "substitute", "prove", "mouth_swap", "force_other")
    if good is not None:
        return good
    if s.battle is not None and s.battle.fp >= 0 and _losing(s, side):
        escape = _first_of(legal, "gwaihir", "retreat", "swap")
        if escape is not None:
            return escape
    stay = _first_of(legal, "pass")
    return stay if stay is not None else rng.choice(legal)


def _setup(s: State, side: int, legal: list[Action], rng: random.Random) -> Action:
    return setup_action(legal, side, rng) or rng.choice(legal)


def _any(s: State, side: int, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


_BY_KIND = {
    "main": _main,
    "play": _play,
    "fetch": _fetch,
    "ambush": _window, "after_move": _window, "gwaihir": _window, "fp_text": _window,
    "s_text": _window, "s_force": _window, "mouth": _window, "support": _window,
    "wormtongue": _window,
    "defender": _any, "s_retreat": _any, "f_retreat": _any,
    "draft": _setup, "place": _setup, "announce": _setup, "choose_specials": _setup,
}
