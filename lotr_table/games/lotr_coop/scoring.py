"""The end of the game and its score (seed: ПОДСЧЁТ ОЧКОВ, СОСТЯЗАНИЕ).

s.result = {fellowship_won, score, scores {seat: n}, reason, winners [seats], sides [names]}.
Every ending goes through one of: win(s, seat), lose(s, reason), crack_failed(s),
corrupted(s, seat). Mordor's «Кольцо моё!» calls `lose(s, "The Ring is mine! ...")`.
"""

from __future__ import annotations

from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.flow import say
from lotr_table.games.lotr_coop.state import State


def main_number(s: State) -> int:
    """The printed number under the main-track marker now, or the last one reached before
    this sanctuary (0 before Moria: reading, the seed is silent)."""
    lc = tables.loc(s)
    if lc.kind == "adventure" and lc.main in s.tracks:
        return lc.numbers[s.tracks[lc.main]]
    return s.scratch.get("main_number", 0)


def _finish(s: State, won: bool, scores: dict, reason: str, winners: tuple, sides: tuple) -> None:
    s.over = True
    s.pending = None
    s.cache = {}
    score = max(scores.values()) if scores else 0
    s.result = {"fellowship_won": won, "score": score, "scores": scores, "reason": reason,
                "winners": list(winners), "sides": list(sides)}
    say(s, "The game is over: {reason}", reason=reason)


def win(s: State, seat: int) -> None:
    """The Ring is destroyed. seed: «игроки получают 60 очков к номиналу нерастраченных рун».
    Competition: seed «каждый игрок получит 60 очков, к которым он добавит сумму номиналов рун,
    добытых им в течение партии» — the runes he GAINED, spent or not (the standard game counts
    the unspent ones); the highest alone wins (ties: all tied)."""
    n = len(s.hobbits)
    if s.opts.competition:
        scores = {i: 60 + s.hobbits[i].gained for i in range(n)}
        top = max(scores.values())
        winners = tuple(i for i in range(n) if scores[i] == top)
    else:
        total = 60 + sum(h.runes for h in s.hobbits)
        scores = {i: total for i in range(n)}
        winners = tuple(range(n))
    _finish(s, True, scores, "The Ring is destroyed in the Crack of Doom.", winners, ("fellowship",))


def lose(s: State, reason: str) -> None:
    """Sauron wins: every seat scores the main-track number; runes are not added."""
    if s.over:
        return
    num = main_number(s)
    _finish(s, False, {i: num for i in range(len(s.hobbits))}, reason, (), ("sauron",))


def crack_failed(s: State) -> None:
    """seed: «Если Братство дошло до Роковой расщелины, но все герои погибли … 60 очков»."""
    _finish(s, False, {i: 60 for i in range(len(s.hobbits))},
            "Every hero died at the Crack of Doom; the Ring was not destroyed.", (), ("sauron",))


def corrupted(s: State, seat: int) -> None:
    """Competition: the Ring-bearer met Sauron with at least 3 Ring tokens and went over to him:
    he alone wins with the main-track number; the others score 0."""
    num = main_number(s)
    scores = {i: (num if i == seat else 0) for i in range(len(s.hobbits))}
    _finish(s, False, scores, "The Ring has twisted its bearer, who goes over to Sauron.", (seat,), ("sauron",))


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "The game is over: {reason}",
)
# every reason for the game's end given here, declared for translation (texts.py)
OUTCOME_REASONS = (
    "The Ring is destroyed in the Crack of Doom.",
    "Every hero died at the Crack of Doom; the Ring was not destroyed.",
    "The Ring has twisted its bearer, who goes over to Sauron.",
)
