"""How a computer player sets up: drafts faces, picks special cards and places its heroes,
by rule of thumb, so that search spends its time on the game itself.

Every rule here reads only the seat's own legal actions, so it needs no state: the same
functions serve the real seat (through its eye) and simulated games.
"""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.board import F, board
from lotr_table.games.confrontation.content import tile_faces

# How much a hero wants to stand in the front row at the start (higher: further forward).
# Strong fighters and the attackers with abilities lead; the Ring-bearer and Sam stay home.
FRONT = {
    # Fellowship, classic
    "frodo_c": -10, "sam_c": 1, "pippin": 2, "merry": 3, "boromir": 5, "gimli": 6, "legolas": 6,
    "aragorn_c": 7, "gandalf_c": 8,
    # Fellowship, alternative
    "frodo_a": -10, "sam_a": 0, "smeagol": 3, "faramir": 5, "theoden": 5, "gandalf_a": 5,
    "elrond": 6, "treebeard": 6, "aragorn_a": 7,
    # Sauron, classic
    "saruman_c": 5, "warg": 6, "shelob": 6, "blackrider": 6, "flyingnazgul_c": 6, "balrog": 7,
    "witchking_c": 8, "orcs_c": 8, "cavetroll": 9,
    # Sauron, alternative
    "wormtongue": 1, "gollum": 3, "witchking_a": 4, "mouth": 5, "saruman_a": 5, "watcher": 5,
    "urukhai": 6, "flyingnazgul_a": 7, "orcs_a": 8,
}

# Which face of a tile is worth fielding in a draft (strength and what the text does).
WORTH = {
    "frodo_c": 1, "frodo_a": 3, "sam_c": 3, "sam_a": 3, "gandalf_c": 6, "gandalf_a": 5,
    "aragorn_c": 6, "aragorn_a": 5, "legolas": 4, "elrond": 4, "gimli": 4, "theoden": 3,
    "merry": 3, "faramir": 4, "pippin": 2, "smeagol": 2, "boromir": 4, "treebeard": 5,
    "balrog": 6, "witchking_a": 4, "shelob": 5, "saruman_a": 4, "witchking_c": 6, "orcs_a": 5,
    "flyingnazgul_c": 5, "wormtongue": 2, "blackrider": 5, "mouth": 4, "saruman_c": 5, "watcher": 5,
    "orcs_c": 5, "flyingnazgul_a": 6, "warg": 4, "gollum": 2, "cavetroll": 7, "urukhai": 5,
}

NOISE = 2.0


def place(legal: list[Action], side: int, rng: random.Random) -> Action:
    """The front row first, with the heroes keenest on it; the home corner takes the rest.
    One hero per call, the keenest left, so the calls of one setup agree with each other."""
    b = board()
    home = b.ids[b.shire if side == F else b.mordor]
    front = sorted({a["region"] for a in legal} - {home})
    # in the order of the legal actions, never a set's: the noise must be drawn in the same
    # order in every process, or the same seed would place differently
    unplaced = list(dict.fromkeys(a["hero"] for a in legal))
    heroes = sorted(unplaced, key=lambda h: FRONT.get(h, 0) + rng.uniform(0, NOISE), reverse=True)
    if front:
        return _pick(legal, heroes[0], rng.choice(front))
    return _pick(legal, heroes[0], home)


def _pick(legal: list[Action], hero: str, region: str) -> Action:
    for a in legal:
        if a["hero"] == hero and a["region"] == region:
            return a
    return next(a for a in legal if a["hero"] == hero)


def draft(legal: list[Action], side: int, rng: random.Random) -> Action:
    tile = legal[0]["tile"]
    faces = tile_faces()[tile - 1 if side == F else 8 + tile]
    worth = [WORTH.get(h, 3) + rng.uniform(0, NOISE) for h in faces]
    want = "classic" if worth[0] >= worth[1] else "alternative"
    return next(a for a in legal if a["face"] == want)


def specials(legal: list[Action], rng: random.Random) -> Action:
    """Announcing a number, or picking cards: no rule of thumb beats a fair coin here."""
    if legal[0].kind == "announce":
        return next((a for a in legal if a["count"] == 2), rng.choice(legal))
    return rng.choice(legal)


def setup_action(legal: list[Action], side: int, rng: random.Random) -> Action | None:
    kind = legal[0].kind
    if kind == "place":
        return place(legal, side, rng)
    if kind == "draft":
        return draft(legal, side, rng)
    if kind in ("announce", "choose_specials"):
        return specials(legal, rng)
    return None
