"""The score of a finished game of Confrontation, in parts (seed: "победитель получает 1 очко
за каждого своего героя, оставшегося на поле"; a match of two games, sides swapped, is won on
these points). Read from the final public view."""

from __future__ import annotations

from typing import Callable

from lotr_table.table.confrontation import words
from lotr_table.table.i18n import tr


def headline(view: dict, seat_name: Callable[[int], str]) -> str | None:
    """A match is won by a player, not a side (the sides were swapped): say which, and the score.
    A single game is told by the shell from the outcome (None)."""
    if not view.get("match") or not view.get("over"):
        return None
    a, b = view.get("scores", [0, 0])
    if a == b:
        return tr("Result", "The match is drawn, {a} to {b}.").format(a=a, b=b)
    winner, high, low = (1, a, b) if a > b else (2, b, a)
    return tr("Result", "Player {n} won the match, {high} to {low}.").format(n=winner, high=high, low=low)


def result_rows(view: dict, seat_name: Callable[[int], str]) -> list[tuple[str, str]]:
    rows = []
    match = bool(view.get("match"))
    for result in view.get("results", []):
        label = (tr("Result", "Game {n}").format(n=result["game"]) if match
                 else tr("Result", "Match points"))
        value = tr("Result", "{side} won: {reason}. {points} points, one for each of its heroes left "
                             "on the board.").format(side=words.side_title(result["winner"]),
                                                     reason=words.reason(result["reason"]),
                                                     points=result["points"])
        rows.append((label, value))
    if match:
        scores = view.get("scores", [0, 0])
        rows.append((tr("Result", "Match score"),
                     tr("Result", "{first}: {a}, {second}: {b} (sides swapped in the second game)").format(
                         first=tr("Result", "Player {n}").format(n=1), a=scores[0],
                         second=tr("Result", "Player {n}").format(n=2), b=scores[1])))
    return rows
