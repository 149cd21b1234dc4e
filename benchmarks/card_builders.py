"""How general is each game's card language? Counts, per game, the builders its vocabularies
register and how many cards use each.

    python benchmarks/card_builders.py [GAME ...] [--list]

Prints one JSON line per game: `builders` (effects, costs, conditions and keywords the
game registers, the card language's own composing words not counted), `one_card` (those
named by exactly one card record), `no_card` (named by none: the rules use them, or nothing
does), `one_card_share` (one_card / builders; issue 32's goal is at most 0.15) and
`card_functions` (cards whose ability is a Python function: `Vocabulary.unique`). With
`--list` also the names of the one-card builders and the cards that name them.

A builder is named by a card when its name appears anywhere in the card's abilities as
loaded: an ability's effect, cost, condition or keyword, a builder named inside another's
parameters (a sequence, a choice, a play cost), or a word of a compiled card-language
program. A name registered for two kinds (a cost and an effect "exert") is one builder per
kind, and a card naming it counts for both. Records a game reads only when its rules first
ask are read first (the game's `load_card_records`), and a record that is part of a card (War
of the Ring's combat half, "combat/<card>") counts as that card.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import sys
from collections import defaultdict
from typing import Any, Sequence

from pydantic import BaseModel

from lotr_table.engine import registry
from lotr_table.engine.behaviours import Part, Vocabulary
from lotr_table.engine.card_language import Language


def _names(obj: Any, out: set, seen: set) -> None:
    """Every builder name under `obj` (a Part, a raw dict, a model, a program)."""
    if id(obj) in seen or obj is None or isinstance(obj, (str, int, float, bool)):
        return
    seen.add(id(obj))
    if isinstance(obj, Part):
        out.add(obj.name)
        _names(obj.params, out, seen)
    elif isinstance(obj, BaseModel):
        for v in obj.__dict__.values():
            _names(v, out, seen)
    elif isinstance(obj, dict):
        if isinstance(obj.get("name"), str):
            out.add(obj["name"])
        for v in obj.values():
            _names(v, out, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            _names(v, out, seen)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            _names(getattr(obj, f.name), out, seen)


def count(game_id: str) -> dict:
    game = registry.get_game(game_id)
    game.setup(game.Options(), 0)
    # what a game reads only when its rules first ask (War of the Ring's event cards and
    # characters) is read now; a record that is part of a card (a combat half) counts as the card
    load = getattr(game, "load_card_records", None)
    part_of = (load() if load is not None else None) or {}
    vocabs = [o for o in gc.get_objects() if isinstance(o, Vocabulary) and o.game_id == game_id]
    languages = [o for o in gc.get_objects() if isinstance(o, Language) and o.vocab in vocabs]
    builders = {(kind, name) for v in vocabs for kind, named in v.builders.items() for name in named
                if not name.startswith("_")}
    users: dict[tuple[str, str], set[str]] = defaultdict(set)
    by_name: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for b in builders:
        by_name[b[1]].append(b)
    named_by: dict[str, set[str]] = defaultdict(set)          # card -> builder names
    for v in vocabs:
        for cid, behaviour in v.cards.items():
            _names(behaviour.abilities, named_by[part_of.get(cid, cid)], set())
    for lang in languages:
        for (cid, _), program in lang.programs.items():
            _names(program, named_by[part_of.get(cid, cid)], set())
        for (cid, _), cond in lang.conditions.items():
            _names(cond, named_by[part_of.get(cid, cid)], set())
    for cid, names in named_by.items():
        for name in names:
            for b in by_name.get(name, ()):
                users[b].add(cid)
    one = sorted(b for b in builders if len(users[b]) == 1)
    functions = sorted({cid for v in vocabs for cid in v.unique_fns})
    return {"game": game_id, "builders": len(builders), "one_card": len(one),
            "no_card": sum(1 for b in builders if not users[b]),
            "one_card_share": round(len(one) / len(builders), 3) if builders else 0.0,
            "card_functions": len(functions),
            "_one": {f"{k}:{n}": sorted(users[(k, n)])[0] for k, n in one}, "_functions": functions}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    ap.add_argument("--list", action="store_true", help="name the one-card builders and the card functions")
    args = ap.parse_args(argv)
    for game_id in args.games or registry.game_ids():
        row = count(game_id)
        listing = {k[1:]: row.pop(k) for k in ("_one", "_functions")}
        print(json.dumps(row | (listing if args.list else {}), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
