"""The log lines one seat may read, rendered once and shared between views.

`s.log` is a linked list `((vis, template, args), older)` that only ever grows at the head,
and a state's log node is shared by every later state of the game. So the lines a seat may
read up to a node never change: they are remembered per (node, seat, hobbit names) and a new
view renders only the lines added since the last view, instead of the whole game again (the
checked self-play builds a view for every seat after every action).

The line dicts ({"text", "template", "args"}) are shared between views: treat them as
read-only. Each view gets its own list.

The leak check keeps its own, independently built record of what each seat may read
(`visible_events`), so a mistake here would still show up as a leak.
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.games.lotr_coop.state import PUBLIC
from lotr_table.games.lotr_coop.text import render

_LIMIT = 1 << 12            # remembered (node, seat) pairs; then start afresh (a game is ~1k)


@lru_cache(maxsize=1 << 16)
def _text(template: str, args: tuple, names: tuple) -> str:
    return render(template, args, lambda i: names[i] if 0 <= i < len(names) else str(i))


def _line(template: str, args: tuple, names: tuple) -> dict:
    return {"text": _text(template, args, names), "template": template, "args": dict(args)}


def _event(vis, template, args, names) -> tuple:
    return (template, dict(args))


class _Memo:
    """node -> the tuple of items for the events up to it a seat may read; `make` builds one
    item from (vis, template, args, names)."""

    def __init__(self, make) -> None:
        self.make = make
        self.known: dict = {}         # (id(node), seat, names) -> (node, items)

    def items(self, log, seat: int | None, names: tuple) -> tuple:
        known = self.known
        hit = known.get((id(log), seat, names))
        if hit is not None and hit[0] is log:
            return hit[1]
        newer = []                    # events after the nearest remembered node, newest first
        node, base = log, ()
        while node is not None:
            hit = known.get((id(node), seat, names))
            if hit is not None and hit[0] is node:
                base = hit[1]
                break
            event, node = node
            newer.append(event)
        make = self.make
        added = tuple(make(vis, template, args, names) for vis, template, args in reversed(newer)
                      if vis == PUBLIC or (seat is not None and vis == seat))
        items = base + added if added else base
        if len(known) >= _LIMIT:
            known.clear()
        if log is not None:           # the node is kept alive with it, so its id stays its own
            known[(id(log), seat, names)] = (log, items)
        return items


_LINES = _Memo(lambda vis, template, args, names: _line(template, args, names))
_EVENTS = _Memo(_event)


def visible_lines(log, seat: int | None, names: tuple) -> list[dict]:
    """The view's "log": the lines `seat` may read (PUBLIC and his own), oldest first."""
    return list(_LINES.items(log, seat, names))


def visible_events(log, seat: int | None) -> tuple:
    """(template, args dict) of the events `seat` may read, oldest first, for the leak check."""
    return _EVENTS.items(log, seat, ())
