"""War of the Ring's colours at the table: each nation's (the seed, «Ігрове поле», «Народи»:
Ґноми коричневий, Роган темно-зелений, Ельфи світло-зелений, Ісенґард жовтий, Ґондор
темно-синій, Саурон червоний, Північани блакитний, Південці та східняни помаранчевий), the
land, the sea, the walls, and the side column."""

from __future__ import annotations

from lotr_table.table.kit.palette import SidePalette

# a nation's counters (strong) and its regions (a pale wash of the same hue, so names stay readable)
NATION = {"dwarves": "#8a5a2b", "elves": "#6fbf5a", "gondor": "#23427e", "north": "#58a8d8",
          "rohan": "#2f6b2a", "isengard": "#d8b92a", "sauron": "#b32222", "southrons": "#e07a1f"}
LAND = {"dwarves": "#d9c2a4", "elves": "#cfe6c0", "gondor": "#b9c6e0", "north": "#c4e0ef",
        "rohan": "#b7d1ad", "isengard": "#efe3a6", "sauron": "#e2b2a8", "southrons": "#f1cfa6", None: "#e8dfc4"}
# the counters' numbers on each nation's colour
ON_NATION = {"isengard": "#1e1a10", "north": "#10202a", "elves": "#10200e", "southrons": "#20140a"}
SEA = "#7fa6c2"
SEA_EDGE = "#4d7896"
WILD = "#b8b09c"
BORDER = "#6d6250"
WALL = "#2b2118"
INK = "#1b1712"
HALO = "#fbf6e8"
SIDE_COLOUR = {"free_peoples": "#f4f1e6", "shadow": "#3a0e0e"}

SIDE = SidePalette(ground="#1f2226", edge="#5d6a78", box="#2a2f35", box_line="#8391a0", heading="#d8b45a",
                   button="#3f4b58", button_hover="#566676", log="#191c20", log_line="#39424c", log_rule="#2a3037",
                   scroll_handle="#5f6b78", button_padding="6px 9px")


def on_nation(nation: str) -> str:
    return ON_NATION.get(nation, "#ffffff")
