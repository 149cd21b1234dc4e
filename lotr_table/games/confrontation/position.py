"""Build a state from a readable position, for scenario tests, tutorials and bug reports.

{
  "options": {"heroes": "alternative", "specials": "handicap", ...},   # optional
  "fellowship": {"shire": ["frodo_c", "sam_c"], "eregion": ["gandalf_c"]},
  "sauron": {"caradhras": ["balrog"], "mordor": ["cavetroll"]},
  "dead": ["boromir"],              # heroes off the board, face up
  "revealed": ["watcher"],          # revealed for good (Crebain of Dunland, the Watcher)
  "hands": {"fellowship": ["f_1", "f_magic"], "sauron": ["s_6", "s_eye"]},  # the rest is discarded
  "specials": {"fellowship": ["gwaihir"], "sauron": []},   # usable, not yet played
  "active": "fellowship",           # whose turn it is (default: sauron)
  "ring_bearer": "sam_a",           # default: Frodo
  "king_target": "orcs_c",          # Sauron must move this hero next turn
  "turn": 1                         # which turn of the game this is (default: a later one)
}

A tile that the position does not name is off the board (dead) with the face the options'
hero mode gives it (the classic face in the drafts).
"""

from __future__ import annotations

from lotr_table.engine import rng
from lotr_table.games.confrontation import flow
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import SIDES, card_ids, special_ids, tile_faces
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.games.confrontation.state import ALL_CARDS, DEAD, KEPT, State


class PositionError(ValueError):
    pass


def _tile_of(hero_id: str) -> tuple[int, int]:
    for p, faces in enumerate(tile_faces()):
        if hero_id in faces:
            return p, faces.index(hero_id)
    raise PositionError(f"unknown hero {hero_id!r}")


def build(position: dict, seed: int = 0) -> State:
    opts = ConfrontationOptions.model_validate(position.get("options", {}))
    s = State(opts=opts, rng=rng.seed_state(seed))
    s.fp_seat = opts.fellowship_seat
    default_face = 1 if opts.heroes == "alternative" else 0
    b = board()
    named: set[int] = set()

    def field(hero_id: str, side: int) -> int:
        p, face = _tile_of(hero_id)
        if (p >= 9) != (side == S):
            raise PositionError(f"{hero_id} is not a {SIDES[side]} hero")
        if p in named:
            raise PositionError(f"tile of {hero_id} is named twice")
        named.add(p)
        s.hero[p] = hero_id
        return p

    for side in (F, S):
        for region, hero_ids in position.get(SIDES[side], {}).items():
            if region not in b.index:
                raise PositionError(f"unknown region {region!r}")
            for h in hero_ids:
                s.loc[field(h, side)] = b.index[region]
    for h in position.get("dead", []):
        p, _ = _tile_of(h)
        s.loc[field(h, F if p < 9 else S)] = DEAD
    for p in range(18):
        if p not in named:
            s.hero[p] = tile_faces()[p][default_face]
            s.loc[p] = DEAD
    for h in position.get("revealed", []):
        s.rev[_piece(s, h)] = KEPT
    for side in (F, S):
        hand = position.get("hands", {}).get(SIDES[side])
        if hand is not None:
            mask = 0
            for cid in hand:
                if cid not in card_ids()[side]:
                    raise PositionError(f"{cid!r} is not a {SIDES[side]} combat card")
                mask |= 1 << card_ids()[side].index(cid)
            s.hand[side] = mask
            s.disc[side] = ALL_CARDS & ~mask
        for cid in position.get("specials", {}).get(SIDES[side], []):
            if cid not in special_ids()[side]:
                raise PositionError(f"{cid!r} is not a {SIDES[side]} special card")
            s.sp_avail[side] |= 1 << special_ids()[side].index(cid)
    s.sp_secret = opts.specials == "choose_two"  # reading A-32: chosen in secret
    s.ring_bearer = _piece(s, position.get("ring_bearer", s.hero[0]))
    if "king_target" in position:
        s.king_target = _piece(s, position["king_target"])
    s.active = SIDES.index(position.get("active", "sauron"))
    s.turns = int(position.get("turn", 3)) - 1  # the turn starting now counts itself
    s.phase = "turn"
    s.stage = "start"
    flow.advance(s)
    return s


def _piece(s: State, hero_id: str) -> int:
    try:
        return s.hero.index(hero_id)
    except ValueError:
        raise PositionError(f"{hero_id} is not in this position") from None
