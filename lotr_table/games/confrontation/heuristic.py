"""A simple rule-based player, the yardstick for the search player ("heuristic" in the
arena): the strongest hero that can attack does; otherwise a hero other than the
Ring-bearer steps forward; the Ring-bearer moves only into Mordor or when nothing else can;
in battle it plays its highest Strength card. It sets up like the search player
(ai_setup.py), so a match between them measures play, not placement.

It sees the game as a player does: through its seat's view and legal actions
(a lotr_table.ai SeatEye), nothing else.
"""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.ai_setup import setup_action
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.content import card_ids, card_tables, strength_of

RING_BEARERS = ("frodo_c", "frodo_a", "sam_c", "sam_a")
GOOD_WINDOWS = ("ambush", "support", "substitute", "prove")


class Heuristic:
    name = "heuristic"

    def choose(self, eye, rng: random.Random) -> Action:
        legal = eye.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = eye.view()
        side = F if view["side"] == "fellowship" else S
        kind = view["decision"]
        settled = setup_action(legal, side, rng)
        if settled is not None:
            return settled
        if kind == "main":
            return _move(view, side, legal, rng)
        if kind == "play":
            return _strongest_card(side, legal)
        for want in GOOD_WINDOWS:
            for a in legal:
                if a.kind == want:
                    return a
        for a in legal:
            if a.kind == "pass":
                return a
        return rng.choice(legal)


def _move(view: dict, side: int, legal: list[Action], rng: random.Random) -> Action:
    b = board()
    enemy_name = "sauron" if side == F else "fellowship"
    held = {rid for rid, entries in view["regions"].items() if any(e["side"] == enemy_name for e in entries)}
    moves = [a for a in legal if a.kind == "move"]
    if not moves:
        return rng.choice(legal)
    strength = strength_of()
    bearer = view.get("ring_bearer") if side == F else None
    if bearer:
        for a in moves:
            if a["hero"] == bearer and a["to"] == b.ids[b.mordor]:
                return a
    attacks = [a for a in moves if a["to"] in held and a["hero"] != bearer]
    if attacks:
        top = max(strength[a["hero"]] for a in attacks)
        return rng.choice([a for a in attacks if strength[a["hero"]] == top])
    others = [a for a in moves if a["hero"] != bearer]
    return rng.choice(others or moves)


def _strongest_card(side: int, legal: list[Action]) -> Action:
    values = card_tables()[side][0]
    ids = card_ids()[side]
    return max(legal, key=lambda a: values[ids.index(a["card"])] if a.kind == "play" else -9)
