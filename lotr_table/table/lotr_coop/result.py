"""The score of a finished cooperative game, in parts (seed, ПОДСЧЁТ ОЧКОВ: the Ring destroyed
is 60 and the runes left over; otherwise the number the main track reached; in Competition each
hobbit's 60 and the runes he gained). Read from the final public view: at the end every
hobbit's runes are shown."""

from __future__ import annotations

from typing import Callable

from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import words

CRACK_FAILED = "Every hero died at the Crack of Doom; the Ring was not destroyed."
CORRUPTED = "The Ring has twisted its bearer, who goes over to Sauron."


def headline(view: dict, seat_name: Callable[[int], str]) -> str | None:
    """Who won and why: the Fellowship together, Sauron, or in Competition the best hobbits."""
    outcome = view.get("outcome")
    if not outcome:
        return None
    reason = words.outcome_reason(outcome.get("reason", "")).rstrip(".")
    winners = [seat_name(seat) for seat in outcome.get("winners", [])]
    if outcome.get("fellowship_won") and not (view.get("variants") or {}).get("competition"):
        return tr("Result", "The Fellowship has won: {reason}.").format(reason=reason)
    if winners:
        return tr("Result", "{names} won: {reason}.").format(names=", ".join(winners), reason=reason)
    return tr("Result", "Sauron has won: {reason}.").format(reason=reason)


def result_rows(view: dict, seat_name: Callable[[int], str]) -> list[tuple[str, str]]:
    outcome = view.get("outcome")
    if not outcome:
        return []
    hobbits = view.get("hobbits", [])
    scores = {int(k): v for k, v in outcome.get("scores", {}).items()}
    competition = bool((view.get("variants") or {}).get("competition"))
    rows: list[tuple[str, str]] = []
    if outcome.get("fellowship_won") and competition:
        for h in hobbits:
            score = scores.get(h["seat"], 0)
            rows.append((seat_name(h["seat"]), tr("Result", "60 for the Ring + {runes} runes gained = {score}")
                         .format(runes=score - 60, score=score)))
    elif outcome.get("fellowship_won"):
        left = [(seat_name(h["seat"]), h.get("runes") or 0) for h in hobbits]
        total = sum(n for _, n in left)
        rows.append((tr("Result", "The Ring destroyed"), "60"))
        rows.append((tr("Result", "Runes left over"), tr("Result", "{total} ({each})").format(
            total=total, each=", ".join(f"{name} {n}" for name, n in left))))
        rows.append((tr("Result", "Score"), str(outcome.get("score", 60 + total))))
    elif outcome.get("reason") == CRACK_FAILED:
        rows.append((tr("Result", "Score"), tr("Result", "60: the Fellowship reached the Crack of Doom")))
    elif outcome.get("reason") == CORRUPTED:
        for h in hobbits:
            rows.append((seat_name(h["seat"]), str(scores.get(h["seat"], 0))))
    else:
        rows.append((tr("Result", "Score"), tr("Result", "{score}: the number the main track reached")
                     .format(score=outcome.get("score", 0))))
    return rows
