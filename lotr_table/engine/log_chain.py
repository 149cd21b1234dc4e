"""A game log kept as a chain of (event, older) pairs: adding a line shares the whole past,
so copying a state for every action copies one reference, not the log."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable


def oldest_first(log: Any) -> list:
    """The events of a chain, oldest first."""
    events = []
    node = log
    while node is not None:
        event, node = node
        events.append(event)
    events.reverse()
    return events


PUBLIC = -1          # an event everybody may read; otherwise the one seat (or side) that may


def say(s: Any, template: str, vis: int = PUBLIC, **args) -> None:
    """Add a log event to `s.log`: (visibility, English template, sorted arguments)."""
    # sorted() only matters from two names on (most lines name one): the same tuple
    args_t = tuple(sorted(args.items())) if len(args) > 1 else tuple(args.items())
    s.log = ((vis, template, args_t), s.log)


def log_events(s: Any) -> list[tuple]:
    """A state's log, oldest first: (visibility, template, args) events."""
    return oldest_first(s.log)


_LINE_CACHES: list = []


def line_cache(write: Callable) -> Callable:
    """`write(event or template, args, ...)` remembered per process: a game's log says the same
    lines many times (passes, draws), and a save's final hash writes the whole log on every
    autosave and every load. `forget_lines` empties every such cache (a benchmark's first load)."""
    remembered = lru_cache(maxsize=8192)(write)
    _LINE_CACHES.append(remembered)
    return remembered


def forget_lines() -> None:
    for remembered in _LINE_CACHES:
        remembered.cache_clear()


def formatted(template: str, args: tuple) -> str:
    """`template.format(**dict(args))`, each distinct line written once (`line_cache`)."""
    try:
        return _formatted(template, args)
    except TypeError:           # an argument that is no key (a list): written as it comes
        return template.format_map(dict(args))


@line_cache
def _formatted(template: str, args: tuple) -> str:
    return template.format_map(dict(args))
