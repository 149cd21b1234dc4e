"""A whole position of the card game: everything a state holds, written readably and read
back exactly (the game's `position_of`, and `position` given `"whole": true`).

The cards are named by their instance ids ("f0_12": seat 0's 13th card) with the card id of
each, zone by zone in order (top last); the numbers beside them by their own names; the
flow's stack and open question, the log, the RNG and the draws it fixes as
engine/position_json.py writes them. The sketch of a table for tests (`WotrCards.position`
without "whole") is read in game.py.
"""

from __future__ import annotations

import json

from lotr_table.engine.position_json import (PositionError, declare_vocabulary, read_fields, read_kernel,
                                             read_zones, run_written_steps, write_fields, write_kernel,
                                             write_zones)
from lotr_table.engine.zones import Zones
from lotr_table.games.wotr_cards.flow import FLOW, VOCAB
from lotr_table.games.wotr_cards.scenarios import Options, seat_info
from lotr_table.games.wotr_cards.state import State, in_play_zones, zone_specs

# State fields written as they are (sets as sorted lists)
_PLAIN_FIELDS = ("round", "phase", "first", "last_path", "corruption", "fresh", "played_ids", "ring", "round_rules",
                 "reactivated_against", "used_once", "final", "combats", "mirrors")
_BY_INSTANCE = ("tokens", "bearer")


def write(s: State) -> dict:
    declare_vocabulary(VOCAB)
    out: dict = {"game": "wotr_cards", "whole": True, "options": s.opts.model_dump(mode="json"),
                 **write_zones(s.zones)}
    out.update(write_fields(s, _PLAIN_FIELDS))
    out.update(write_fields(s, _BY_INSTANCE))
    out.update(write_kernel(s))
    return out


def read(spec: dict) -> State:
    declare_vocabulary(VOCAB)
    try:
        opts = Options.model_validate_json(json.dumps(spec.get("options", {})))
    except ValueError as e:
        raise PositionError(f"options: {e}") from None
    info = seat_info(opts)
    zones = Zones(zone_specs(len(info)), {x.seat: x.team for x in info}, memo_from=in_play_zones(len(info)))
    read_zones(zones, spec)
    s = State(opts, zones, rng=0)
    read_fields(s, spec, _PLAIN_FIELDS + _BY_INSTANCE)
    read_kernel(s, spec)
    run_written_steps(s, FLOW)
    return s
