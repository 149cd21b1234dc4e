"""A game log kept as a chain of (event, older) pairs: adding a line shares the whole past,
so copying a state for every action copies one reference, not the log."""

from __future__ import annotations

from typing import Any


def oldest_first(log: Any) -> list:
    """The events of a chain, oldest first."""
    events = []
    node = log
    while node is not None:
        event, node = node
        events.append(event)
    events.reverse()
    return events
