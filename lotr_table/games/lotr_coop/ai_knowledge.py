"""What the cooperative game teaches the computer hobbits (lotr_table/ai/knowledge.py): a
cheap rule-of-thumb policy to finish simulated games, so the search compares choices by
how a sensible Fellowship would go on rather than by random flailing.

The policy reads only the seat's own legal actions and public facts (positions on the
corruption track, Sauron, the board's markers); a seat's legal actions are built from its
own hand, so it never plays as if it saw another hand.
"""

from __future__ import annotations

import random

from lotr_table.engine.action import Action

# Answers that keep the game going without spending anything.
GO_ON = ("resolve", "accept", "done", "reveal")
# Answers that pay what an event or tile asks (the Fellowship usually should).
PAYING = ("give", "give_token", "give_runes", "pay", "pass_card", "discard", "give_to")


class CoopKnowledge:
    # the Fellowship wins or loses together: a teacher's chart has one line, "to finish the journey"
    together = True

    def settle(self, eye, rng: random.Random) -> Action | None:
        legal = eye.legal_actions()
        return legal[0] if len(legal) == 1 else None

    def rollout(self, game, state, seat: int, rng: random.Random) -> Action:
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        kinds = {}
        for action in legal:
            kinds.setdefault(action.kind, []).append(action)
        danger = _danger(state, seat)
        if "play" in kinds:
            main = _main_track(state)
            on_main = [a for a in kinds["play"] if a.get("track") == main]
            return rng.choice(on_main or kinds["play"])
        if "rest_heal" in kinds and danger:
            return kinds["rest_heal"][0]
        if "rest_draw" in kinds:
            return kinds["rest_draw"][0]
        for kind in PAYING:
            if kind in kinds:
                return rng.choice(kinds[kind])
        if "payer" in kinds:
            mine = [a for a in kinds["payer"] if a.get("seat") == seat]
            return mine[0] if mine else rng.choice(kinds["payer"])
        if "volunteer" in kinds:
            far = [a for a in kinds["volunteer"] if _room(state, a.get("seat")) > 4]
            if far:
                return max(far, key=lambda a: _room(state, a.get("seat")))
        for kind in GO_ON:
            if kind in kinds:
                return kinds[kind][0]
        quiet = [a for a in legal if a.kind not in ("floor", "call_gandalf", "epic", "ring")]
        return rng.choice(quiet or legal)

    def value(self, outcome, seat: int) -> float:
        """The Fellowship's score (seed: ПОДСЧЁТ ОЧКОВ: the main-track number reached, 60 and
        the runes when the Ring is destroyed) on a 0..1 scale: a search then prefers getting
        further even when every simulated journey fails. In competition a seat's own score."""
        if outcome is None:
            return 0.0
        score = outcome.scores.get(seat, 0)
        return min(1.0, score / 90.0)


    def goal(self, start, end, outcome, seat: int) -> float:
        """A teacher's chance is of coming through the adventure at hand (at a sanctuary, the
        next one; in Mordor that is finishing the journey): no simulated Fellowship of the
        rule of thumb, nor of the search at its easy level, has yet destroyed the Ring from
        the start (0 of 200 and 0 of 7), so a chance of the whole journey would read 0 % at
        every decision, while the adventures are come through often enough to tell choices
        apart (benchmarks/calibration.py lotr_coop: the reliability table)."""
        if outcome is not None and seat in outcome.winners:
            return 1.0
        return 1.0 if end.location > _adventure_at_hand(start) else 0.0


def _adventure_at_hand(state) -> int:
    """The board whose adventure the Fellowship faces now or next (a sanctuary is passed by)."""
    from lotr_table.games.lotr_coop import tables
    boards = tables.locs()
    return next((i for i in range(state.location, len(boards)) if boards[i].kind == "adventure"),
                len(boards) - 1)


def _main_track(state) -> str | None:
    from lotr_table.games.lotr_coop import tables
    location = tables.loc(state)
    return getattr(location, "main", None)


def _room(state, seat) -> int:
    """Spaces between a hobbit and Sauron on the corruption track (public)."""
    if not isinstance(seat, int) or not 0 <= seat < len(state.hobbits):
        return 0
    return state.sauron - state.hobbits[seat].pos


def _danger(state, seat: int) -> bool:
    return _room(state, seat) <= 3


KNOWLEDGE = CoopKnowledge()
