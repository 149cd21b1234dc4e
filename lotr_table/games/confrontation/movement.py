"""Where a hero may go: the compulsory move, ability moves and retreats (seed: ПЕРЕДВИЖЕНИЕ)."""

from __future__ import annotations

from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.state import HIDDEN, State

STEP, TUNNEL, ABILITY, URUK = "step", "tunnel", "ability", "uruk"
# heroes whose tiles print a movement ability
MOVERS = frozenset({"aragorn_c", "witchking_c", "flyingnazgul_c", "blackrider", "urukhai",
                    "flyingnazgul_a", "treebeard"})


def ordinary_moves(s: State, p: int, c) -> list[tuple[int, str]]:
    """One region forward, never into a region already holding the side's maximum."""
    b = board()
    r = s.loc[p]
    if p < 9:
        own = c[F]
        out = []
        for t in b.fp_forward(r):
            if own[t] < b.capacity[t]:
                out.append((t, TUNNEL if (r, t) == b.tunnel else STEP))
        return out
    own = c[S]
    return [(t, STEP) for t in b.fwd[S][r] if own[t] < b.capacity[t]]


def _chain(s: State, start: int, c, *, want_attack: bool) -> list[int]:
    """Sauron-forward chains of any length (Black Rider, Uruk-Hai): never into or through a
    region holding the maximum of Sauron heroes, never through Fellowship heroes."""
    b = board()
    seen = {start}
    frontier = [start]
    found: list[int] = []
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for r in frontier:
            for t in b.fwd[S][r]:
                if t in seen:
                    continue
                seen.add(t)
                if c[F][t] > 0:
                    if want_attack:
                        found.append(t)
                    continue
                if c[S][t] >= b.capacity[t]:
                    continue
                if not want_attack and c[S][t] == 0 and depth >= 2:
                    found.append(t)
                nxt.append(t)
        frontier = nxt
    return found


def ability_moves(s: State, p: int, c) -> list[tuple[int, str]]:
    b = board()
    h = s.hero[p]
    r = s.loc[p]
    out: list[tuple[int, str]] = []
    if h == "aragorn_c":
        # any adjacent region, forward (river and tunnel included), sideways or backward,
        # if he attacks by it; never sideways in the mountains, never upstream
        for t in b.fp_forward(r):
            if c[S][t] > 0:
                out.append((t, TUNNEL if (r, t) == b.tunnel else ABILITY))
        for t in b.sideways_for(F, r) + b.back[F][r]:
            if c[S][t] > 0:
                out.append((t, ABILITY))
    elif h == "witchking_c":
        for t in b.sideways_for(S, r):
            if c[F][t] > 0:
                out.append((t, ABILITY))
    elif h == "flyingnazgul_c":
        # reading A-06: any region of the board held by exactly one Fellowship hero
        for t in range(len(b.ids)):
            if t != r and c[F][t] == 1:
                out.append((t, ABILITY))
    elif h == "blackrider":
        out.extend((t, ABILITY) for t in _chain(s, r, c, want_attack=True))
    elif h == "urukhai":
        out.extend((t, URUK) for t in _chain(s, r, c, want_attack=False))
    elif h == "flyingnazgul_a":
        for m in b.fwd[S][r]:
            for t in b.fwd[S][m]:
                if c[F][t] > 0:
                    out.append((t, ABILITY))
    elif h == "treebeard":
        fangorn = b.index["fangorn"]
        if r != fangorn and c[S][fangorn] == 1:
            out.append((fangorn, ABILITY))
    return out


def hero_moves(s: State, p: int, c) -> list[tuple[int, str]]:
    """Every legal compulsory move of piece p, deduplicated by (destination, kind)."""
    if s.hero[p] == "watcher" and s.rev[p] != HIDDEN:
        return []  # seed: once revealed the Watcher "теряет возможность перемещаться вперед"
    moves = ordinary_moves(s, p, c)
    if s.hero[p] not in MOVERS:
        return moves
    plain = {t for t, _ in moves}
    for t, kind in ability_moves(s, p, c):
        if kind == TUNNEL:
            if (t, TUNNEL) not in moves:
                moves.append((t, TUNNEL))
        elif t not in plain:
            plain.add(t)
            moves.append((t, kind))
        elif s.hero[p] == "treebeard" and (t, TUNNEL) in moves and (t, STEP) not in moves:
            moves.append((t, ABILITY))  # into Fangorn by his own power, not through Moria
    return moves


def retreat_targets(s: State, p: int, direction: str, c, *, empty: bool = False) -> list[int]:
    """The general retreat rule: an adjacent region in the named direction with no enemy
    heroes and not holding the side's maximum; never sideways in the mountains, never back
    through the tunnel, never against the Anduin; Sauron never uses river or tunnel."""
    b = board()
    side = F if p < 9 else S
    r = s.loc[p]
    if direction == "side":
        cand = b.sideways_for(side, r)
    elif direction == "back":
        cand = b.back[side][r]
    elif direction == "forward":
        cand = b.fwd[side][r]
    else:  # "side_or_back"
        cand = b.sideways_for(side, r) + b.back[side][r]
    enemy, own = c[1 - side], c[side]
    out = []
    for t in cand:
        if enemy[t] or own[t] >= b.capacity[t]:
            continue
        if empty and own[t]:
            continue
        out.append(t)
    return out
