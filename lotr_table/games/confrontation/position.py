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

A whole position (`write`, the game's `position_of`) holds everything a state holds and is
read back exactly (`"whole": true`): every tile with its hero, place and face; hands,
discards and special cards by their ids; the battle under way; the flow's stack and open
question, the log, the RNG and the draws it fixes (engine/position_json.py). Any position
may carry `"fixed_draws": [..]`, the next random draws (which hidden hero a random attack
finds).
"""

from __future__ import annotations

from lotr_table.engine import rng
from lotr_table.engine.position_json import (PositionError, read_field, read_fields, read_fixed_draws,
                                             read_kernel, run_written_steps, write_field, write_fields,
                                             write_kernel)
from lotr_table.games.confrontation import flow
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import SIDES, card_ids, special_ids, tile_faces
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.games.confrontation.state import ALL_CARDS, DEAD, HIDDEN, KEPT, SHOWN, UNPLACED, Battle, State


def _tile_of(hero_id: str) -> tuple[int, int]:
    for p, faces in enumerate(tile_faces()):
        if hero_id in faces:
            return p, faces.index(hero_id)
    raise PositionError(f"unknown hero {hero_id!r}")


def build(position: dict, seed: int = 0) -> State:
    if position.get("whole"):
        return read(position)
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
    read_fixed_draws(s, position)
    flow.advance(s)
    return s


def _piece(s: State, hero_id: str) -> int:
    try:
        return s.hero.index(hero_id)
    except ValueError:
        raise PositionError(f"{hero_id} is not in this position") from None


# -- a whole position ----------------------------------------------------------------------

FACES_SHOWN = {HIDDEN: "hidden", SHOWN: "shown", KEPT: "kept"}
PLACES = {UNPLACED: "unplaced", DEAD: "dead"}
# State fields that name a tile: written as the tile's hero
_PIECE_FIELDS = ("must_move", "may_not_move", "king_target", "mover", "ring_bearer")
_REGION_FIELDS = ("palantir", "move_from", "move_to")
# State fields written as they are
_PLAIN_FIELDS = ("phase", "game_no", "fp_seat", "scores", "results", "sp_secret", "draft", "sp_count", "sp_done",
                 "stage", "pre_move", "premove_special", "winner", "reason", "turns")
_BATTLE_PIECES = ("attacker", "defender", "fp", "sp", "retreated")


def write(s: State) -> dict:
    """The whole state as a readable position: tiles (0-8 the Fellowship's tiles 1-9, then
    Sauron's) by hero, region ids, card ids, sides by name."""
    b = board()
    out: dict = {"game": "confrontation", "whole": True, "options": s.opts.model_dump(mode="json"),
                 "tiles": [{"hero": s.hero[p], "at": PLACES.get(s.loc[p]) or b.ids[s.loc[p]],
                            "face": FACES_SHOWN[s.rev[p]]} for p in range(18)],
                 "active": SIDES[s.active]}
    out.update(write_fields(s, _PLAIN_FIELDS))
    for name in _PIECE_FIELDS:
        out[name] = _hero_of(s, getattr(s, name))
    for name in _REGION_FIELDS:
        v = getattr(s, name)
        out[name] = b.ids[v] if v >= 0 else None
    out["hands"] = {SIDES[x]: _cards(s.hand[x], card_ids()[x]) for x in (F, S)}
    out["discards"] = {SIDES[x]: _cards(s.disc[x], card_ids()[x]) for x in (F, S)}
    out["specials"] = {SIDES[x]: _cards(s.sp_avail[x], special_ids()[x]) for x in (F, S)}
    out["specials_used"] = {SIDES[x]: _cards(s.sp_used[x], special_ids()[x]) for x in (F, S)}
    out["battle"] = _write_battle(s, s.battle) if s.battle is not None else None
    out.update(write_kernel(s))
    return out


def _hero_of(s: State, p: int) -> str | int | None:
    """A tile by its hero, or by its index while it has none (the drafts)."""
    if p < 0:
        return None
    return s.hero[p] if s.hero[p] is not None else p


def _cards(mask: int, ids: tuple) -> list[str]:
    return [cid for i, cid in enumerate(ids) if mask >> i & 1]


def _card(i: int, side: int) -> str | None:
    return card_ids()[side][i] if i >= 0 else None


def _write_battle(s: State, bt: Battle) -> dict:
    out = {}
    for name in Battle.__slots__:
        v = getattr(bt, name)
        if name == "region":
            v = board().ids[v]
        elif name in _BATTLE_PIECES:
            v = _hero_of(s, v) if name != "retreated" else (SIDES[v] if v >= 0 else None)
        elif name in ("card", "chosen"):
            v = [_card(v[x], x) for x in (F, S)]
        elif name == "table":
            v = [[card_ids()[x][i] for i in v[x]] for x in (F, S)]
        elif name == "dead":
            v = [_hero_of(s, p) for p in v]
        else:
            v = write_field(v)
        out[name] = v
    return out


def read(spec: dict) -> State:
    """The state a whole position (`write`) holds, exactly."""
    b = board()
    try:
        opts = ConfrontationOptions.model_validate(spec.get("options", {}))
    except ValueError as e:
        raise PositionError(f"options: {e}") from None
    s = State(opts=opts, rng=0)
    tiles = spec.get("tiles")
    if not isinstance(tiles, list) or len(tiles) != 18:
        raise PositionError("tiles: a whole position names all 18 tiles, the Fellowship's 1-9 then Sauron's")
    for p, t in enumerate(tiles):
        hero = t.get("hero")
        if hero is not None and hero not in tile_faces()[p]:
            raise PositionError(f"tiles[{p}]: {hero!r} is not a face of this tile ({' or '.join(tile_faces()[p])})")
        s.hero[p] = hero
        at = t.get("at")
        places = {v: k for k, v in PLACES.items()}
        if at in places:
            s.loc[p] = places[at]
        elif at in b.index:
            s.loc[p] = b.index[at]
        else:
            raise PositionError(f"tiles[{p}]: unknown region {at!r}")
        faces = {v: k for k, v in FACES_SHOWN.items()}
        if t.get("face") not in faces:
            raise PositionError(f"tiles[{p}]: face {t.get('face')!r} is not one of {sorted(faces)}")
        s.rev[p] = faces[t["face"]]
    s.active = _side(spec.get("active"), "active")
    read_fields(s, spec, _PLAIN_FIELDS)
    s.draft = [list(d) for d in s.draft]
    for name in _PIECE_FIELDS:
        setattr(s, name, _tile(s, spec.get(name), name))
    for name in _REGION_FIELDS:
        v = spec.get(name)
        if v is not None and v not in b.index:
            raise PositionError(f"{name}: unknown region {v!r}")
        setattr(s, name, b.index[v] if v is not None else -1)
    for key, field_name, ids in (("hands", "hand", card_ids()), ("discards", "disc", card_ids()),
                                 ("specials", "sp_avail", special_ids()), ("specials_used", "sp_used", special_ids())):
        masks = getattr(s, field_name)
        for x in (F, S):
            masks[x] = _mask(spec.get(key, {}).get(SIDES[x], []), ids[x], f"{key}.{SIDES[x]}")
    s.battle = _read_battle(s, spec["battle"]) if spec.get("battle") is not None else None
    read_kernel(s, spec)
    run_written_steps(s, flow)
    return s


def _side(name, where: str) -> int:
    if name not in SIDES:
        raise PositionError(f"{where}: {name!r} is not a side ({', '.join(SIDES)})")
    return SIDES.index(name)


def _tile(s: State, hero, where: str) -> int:
    if hero is None:
        return -1
    if isinstance(hero, int) and not isinstance(hero, bool) and 0 <= hero < 18 and s.hero[hero] is None:
        return hero
    if hero not in s.hero:
        raise PositionError(f"{where}: {hero!r} is on no tile of this position")
    return s.hero.index(hero)


def _mask(cids: list, ids: tuple, where: str) -> int:
    mask = 0
    for cid in cids:
        if cid not in ids:
            raise PositionError(f"{where}: {cid!r} is not one of these cards ({', '.join(ids)})")
        mask |= 1 << ids.index(cid)
    return mask


def _read_battle(s: State, spec: dict) -> Battle:
    b = board()
    if spec.get("region") not in b.index:
        raise PositionError(f"battle.region: unknown region {spec.get('region')!r}")
    bt = Battle(b.index[spec["region"]], _tile(s, spec.get("attacker"), "battle.attacker"))
    for name in Battle.__slots__:
        if name in ("region", "attacker") or name not in spec:
            continue
        v = spec[name]
        if name == "retreated":
            v = _side(v, "battle.retreated") if v is not None else -1
        elif name in _BATTLE_PIECES:
            v = _tile(s, v, f"battle.{name}")
        elif name in ("card", "chosen"):
            v = [_index(v[x], card_ids()[x], f"battle.{name}") for x in (F, S)]
        elif name == "table":
            v = [[_index(c, card_ids()[x], "battle.table") for c in v[x]] for x in (F, S)]
        elif name == "dead":
            v = [_tile(s, h, "battle.dead") for h in v]
        else:
            v = read_field(v, getattr(bt, name), f"battle.{name}")
        setattr(bt, name, v)
    return bt


def _index(cid, ids: tuple, where: str) -> int:
    if cid is None:
        return -1
    if cid not in ids:
        raise PositionError(f"{where}: {cid!r} is not one of these cards")
    return ids.index(cid)
