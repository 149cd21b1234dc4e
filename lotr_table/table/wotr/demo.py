"""Readable positions of War of the Ring to look at (`lotr-table screenshot wotr --position
NAME`) and to test a game's end from: `midgame` (turn 4, the Free Peoples choosing a die) and
`late` (the turn before the last of a game the Ring-bearers win), taken from a game
the rule-of-thumb player played on both sides (tools/wotr_demo_positions.py writes them)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

FILE = Path(__file__).with_name("data") / "demo_positions.json"


@lru_cache(maxsize=1)
def positions() -> dict[str, dict]:
    data = json.loads(FILE.read_text(encoding="utf-8"))
    return {name: spec for name, spec in data.items() if name != "source"}
