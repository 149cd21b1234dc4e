"""An optional choice among cards the other seats cannot see is always asked.

Every seat sees whose question is open and reads the log, so neither may depend on what the
others cannot see: a seat searching a hidden pile for a card it may take, or choosing among
cards drawn apart which to play, is asked whether or not a card fits, with "none" among the
answers, and the log words the answer "none" the same whichever happened (nothing fitted,
or the seat let it be). Which cards are offered is the asked seat's alone (the view shows
another seat's question without its options).
"""

from __future__ import annotations

from typing import Any


def ask_among_hidden(flow: Any, s: Any, seat: int, kind: str, options: list, none: Any, prompt: str = "",
                     **kw) -> None:
    """Ask `seat` to choose among `options` (cards only it sees) or `none`, even when
    `options` is empty: being asked tells the others nothing."""
    flow.ask(s, seat, kind, [*options, none], prompt, **kw)
