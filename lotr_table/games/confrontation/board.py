"""The 16-region diamond as plain index tables, built once from data/board.json.

Regions are numbered in data order. Directions are per side: Fellowship forward is toward
Mordor (row + 1), Sauron forward toward the Shire. The Anduin and the Moria tunnel are
Fellowship-only, one-way forward links (seed: "Любое движение по стрелкам реки считается
перемещением вперед"; "Герои Саурана не могут использовать туннель").
"""

from __future__ import annotations

from dataclasses import dataclass

from lotr_table.games.confrontation.data import board_data

F, S = 0, 1
SIDE_NAMES = ("fellowship", "sauron")


@dataclass(frozen=True)
class Board:
    ids: tuple[str, ...]
    index: dict[str, int]
    names: tuple[str, ...]
    row: tuple[int, ...]
    capacity: tuple[int, ...]
    mountain: tuple[bool, ...]
    shire: int
    mordor: int
    # fwd[side][r]: ordinary forward neighbours; back[side][r] = fwd[other][r]
    fwd: tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]
    back: tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]
    sideways: tuple[tuple[int, ...], ...]
    river: frozenset[tuple[int, int]]     # downstream (from, to)
    tunnel: tuple[int, int]
    tunnel_guard: int
    front_of: tuple[tuple[int, ...], tuple[int, ...]]
    adjacent: tuple[frozenset[int], ...]  # geometric adjacency in every direction, no tunnel
    fp_forward_all: tuple[tuple[int, ...], ...] = ()
    sideways_all: tuple[tuple[tuple[int, ...], ...], ...] = ()

    def upstream(self, a: int, b: int) -> bool:
        """A Fellowship step a->b against the Anduin's current."""
        return (b, a) in self.river

    def fp_forward(self, r: int) -> tuple[int, ...]:
        """Fellowship forward steps including river and tunnel links."""
        return self.fp_forward_all[r]

    def sideways_for(self, side: int, r: int) -> tuple[int, ...]:
        """Sideways steps a side may take: never in the mountains; never upstream for the
        Fellowship (reading A-03); Sauron may step along row 5 (reading A-02)."""
        return self.sideways_all[side][r]


def _build() -> Board:
    data = board_data()
    regions = data.regions
    ids = tuple(r.id for r in regions)
    index = {rid: i for i, rid in enumerate(ids)}
    cell = {(r.row, r.col): index[r.id] for r in regions}
    sizes = {row: sum(1 for r in regions if r.row == row) for row in range(1, 8)}

    def up(r: int) -> tuple[int, ...]:
        reg = regions[r]
        row, col = reg.row, reg.col
        if row == 7:
            return ()
        cand = [(row + 1, col), (row + 1, col + 1)] if row <= 3 else [(row + 1, col - 1), (row + 1, col)]
        return tuple(cell[c] for c in cand if c in cell)

    fp_fwd = tuple(up(r) for r in range(len(ids)))
    s_fwd_lists: list[list[int]] = [[] for _ in ids]
    for a, outs in enumerate(fp_fwd):
        for b in outs:
            s_fwd_lists[b].append(a)
    s_fwd = tuple(tuple(sorted(x)) for x in s_fwd_lists)
    sideways = tuple(
        tuple(cell[(regions[r].row, regions[r].col + d)] for d in (-1, 1)
              if (regions[r].row, regions[r].col + d) in cell)
        for r in range(len(ids))
    )
    adjacent = tuple(frozenset(fp_fwd[r]) | frozenset(s_fwd[r]) | frozenset(sideways[r])
                     for r in range(len(ids)))
    assert all(sizes[row] == n for row, n in zip(range(1, 8), (1, 2, 3, 4, 3, 2, 1)))
    shire = next(i for i, r in enumerate(regions) if r.kind == "home_fellowship")
    mordor = next(i for i, r in enumerate(regions) if r.kind == "home_sauron")
    board = Board(
        ids=ids,
        index=index,
        names=tuple(r.name for r in regions),
        row=tuple(r.row for r in regions),
        capacity=tuple(r.capacity for r in regions),
        mountain=tuple(r.kind == "mountain" for r in regions),
        shire=shire,
        mordor=mordor,
        fwd=(fp_fwd, s_fwd),
        back=(s_fwd, fp_fwd),
        sideways=sideways,
        river=frozenset((index[a], index[b]) for a, b in data.river),
        tunnel=(index[data.tunnel[0]], index[data.tunnel[1]]),
        tunnel_guard=index[data.tunnel_guard],
        front_of=(tuple(index[x] for x in data.front_of["fellowship"]),
                  tuple(index[x] for x in data.front_of["sauron"])),
        adjacent=adjacent,
    )
    river = board.river

    def fp_forward(r: int) -> tuple[int, ...]:
        out = list(fp_fwd[r])
        for a, b in sorted(river):
            if a == r and b not in out:
                out.append(b)
        if board.tunnel[0] == r:
            out.append(board.tunnel[1])
        return tuple(out)

    def sideways_for(side: int, r: int) -> tuple[int, ...]:
        if board.mountain[r]:
            return ()
        if side == F:
            return tuple(b for b in sideways[r] if (b, r) not in river)
        return sideways[r]

    object.__setattr__(board, "fp_forward_all", tuple(fp_forward(r) for r in range(len(ids))))
    object.__setattr__(board, "sideways_all",
                       tuple(tuple(sideways_for(side, r) for r in range(len(ids))) for side in (F, S)))
    return board



_board: Board | None = None


def board() -> Board:
    global _board
    if _board is None:
        _board = _build()
    return _board
