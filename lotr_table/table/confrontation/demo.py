"""Positions to look at (`lotr-table screenshot confrontation --position crowded`): readable
positions in the engine's format (lotr_table/games/confrontation/position.py)."""

from __future__ import annotations

DEFAULT = "crowded"

POSITIONS: dict[str, dict] = {
    # every home full (the Shire and Mordor hold four) and two-word regions held: the smallest
    # tiles at a table of 1366x768 and the longest names on them
    "crowded": {
        "fellowship": {"shire": ["gandalf_c", "legolas", "boromir", "aragorn_c"], "gap_of_rohan": ["frodo_c"],
                       "high_pass": ["gimli"], "misty_mountains": ["merry"], "arthedain": ["sam_c", "pippin"]},
        "sauron": {"mordor": ["witchking_c", "saruman_c", "cavetroll", "flyingnazgul_c"],
                   "dagorlad": ["blackrider", "orcs_c"], "caradhras": ["balrog"],
                   "fangorn": ["warg"], "mirkwood": ["shelob"]},
        "active": "fellowship",
    },
}
