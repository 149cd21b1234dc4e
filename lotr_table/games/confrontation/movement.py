"""Where a hero may go: the compulsory move, ability moves and retreats (seed: ПЕРЕДВИЖЕНИЕ)."""

from __future__ import annotations

from lotr_table.games.confrontation.abilities import ABILITY, HALTS_WHEN_REVEALED, MOVERS, MOVES, STEP, TUNNEL
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.state import HIDDEN, State


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


def hero_moves(s: State, p: int, c) -> list[tuple[int, str]]:
    """Every legal compulsory move of piece p — the ordinary one and those the hero's own
    text allows (abilities.py) — deduplicated by (destination, kind)."""
    h = s.hero[p]
    if h in HALTS_WHEN_REVEALED and s.rev[p] != HIDDEN:
        return []  # seed: once revealed the Watcher "теряет возможность перемещаться вперед"
    moves = ordinary_moves(s, p, c)
    if h not in MOVERS:
        return moves
    plain = {t for t, _ in moves}
    for generate, params in MOVES[h]:
        for t, kind in generate(s, p, c, params):
            if kind == TUNNEL:
                if (t, TUNNEL) not in moves:
                    moves.append((t, TUNNEL))
            elif t not in plain:
                plain.add(t)
                moves.append((t, kind))
            elif p < 9 and (t, TUNNEL) in moves and (t, STEP) not in moves:
                # where the ordinary move goes only through the tunnel, the ability's move
                # is another (Treebeard into Fangorn by his own power, not through Moria)
                moves.append((t, ABILITY))
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
