"""What every game of cards in zones (engine/zones.py) has alike: the frame of a seat's view,
the leak check and the resample, written once.

A zone game's state holds its cards in `s.zones` beside the kernel's fields
(engine/kernel_state.py). Its Game class takes `ZoneGame` beside `FlowGame` and writes only
what is its own: `own_view` (the numbers and marks beside the zones that its table shows),
and where its hidden cards may be redrawn from when that is finer than their owner's deck
list (`resample_pool`). The view's frame is the same for all: the game, the viewer's seats,
the game's own parts, the zones as the viewer may see them, the open question as the
viewer may know it, the log lines the viewer may read and the outcome.

Every seat knows which cards each seat's deck list holds (the lists are public in both
card games, and in the toy game every deck is the same), never their order or which of
them another seat holds: so a resample redraws each owner's unknown cards among that
owner's hidden zones, and a card never changes deck.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Hashable

from lotr_table.engine.flow import question_view
from lotr_table.engine.log_chain import PUBLIC, log_events
from lotr_table.engine.zones import Viewer, ZoneSpec

MAX_SEATS = 8


def seat_zone(kind: str) -> Callable[[int], str]:
    """The name of each seat's zone of one kind ("hand" -> hand(0) == "hand0"): each name made
    once, as zone names are asked several times an action."""
    return tuple(f"{kind}{seat}" for seat in range(MAX_SEATS)).__getitem__


def viewer_of(seat: int | frozenset | None) -> Viewer:
    """The seats one person holds: a seat, a person's seats, or None for the public view."""
    if seat is None:
        return frozenset()
    return seat if isinstance(seat, frozenset) else frozenset((seat,))


def log_view(s: Any, viewer: Viewer) -> list[dict]:
    """The log lines the viewer may read: the public ones and its own seats'."""
    return [{"template": t, "args": dict(a)} for vis, t, a in log_events(s) if vis == PUBLIC or vis in viewer]


def by_owner(spec: ZoneSpec) -> Hashable:
    """A hidden card is redrawn among the hidden cards of its zone's owner (None: a zone of
    nobody's, one pool for all of them)."""
    return spec.owner


class ZoneGame:
    """The view, leak check and resample of a game whose state keeps its cards in `s.zones`;
    the class sets `id` and `outcome` as every Game does."""

    id: str
    resample_pool: Callable[[ZoneSpec], Hashable] = staticmethod(by_owner)

    # True when `own_view` shows every viewer the same (all public): self-play builds it once
    # a state, not once a seat (the twin check, every seat's own, would tell if it were not)
    own_view_public = False

    def own_view(self, s: Any, viewer: Viewer) -> dict:
        """What the game's view holds beside the frame (none unless the game says)."""
        return {}

    def option_acts_on(self, s: Any) -> Callable[[int, Any], dict] | None:
        """What each option of the open question acts on, `(seat, action) -> dict`
        (engine/acts_on.py), listed beside the options; None: the game declares nothing."""
        return None

    def option_warning(self, s: Any) -> Callable[[int, Any], dict | None] | None:
        """A warning the table shows before an option of the open question is taken, `(seat,
        action) -> {"template", "args"} | None` (an option that is legal but loses the game at
        once); None: the game warns of nothing."""
        return None

    def view(self, s: Any, seat: int | frozenset | None) -> dict:
        viewer = viewer_of(seat)
        out = self.view_without_log(s, viewer)
        outcome = out.pop("outcome")        # the log before the outcome, as the view was always laid out
        out["log"] = log_view(s, viewer)
        out["outcome"] = outcome
        return out

    def view_without_log(self, s: Any, seat: int | frozenset | None, own: dict | None = None) -> dict:
        """The view but its log: self-play checks each log line once, as it is said, instead
        of every seat's whole log after every action (selfplay.py), and passes this view to
        `leaks` (whole views only at a game's end). `own`: the game's own
        parts already built, when they are the same for every viewer (`own_view_public`)."""
        viewer = viewer_of(seat)
        return {
            "game": self.id, "seats": sorted(viewer),
            **(self.own_view(s, viewer) if own is None else own),
            "zones": s.zones.view(viewer),
            "question": question_view(s.pending, viewer, self.option_acts_on(s),
                                       self.option_warning(s)) if not s.over else None,
            "outcome": self.outcome(s).to_json() if s.over else None,
        }

    def leaks(self, s: Any, seat: int, view: dict) -> list[str]:
        """Hidden cards the view shows, and another seat's options."""
        found = s.zones.leaks(viewer_of(seat), view["zones"])
        q = view.get("question")
        if q and "shape" in q and q.get("seat") != seat:
            found.append("the view shows another seat's options")
        return found

    def resample(self, s: Any, seat: int | frozenset, rng: random.Random) -> Any:
        """A state the seat cannot tell from `s`: every card it does not know redrawn among the
        hidden cards of the same pool (its owner's, unless the game says finer), so it depends
        only on what the seat knows and on `rng`."""
        if s.pending is not None:
            s.pending.before_twin(s)     # its options read from this state, not the redrawn twin
        out = s.clone()
        out.zones = s.zones.resample(viewer_of(seat), rng, pool_of=self.resample_pool)
        return out
