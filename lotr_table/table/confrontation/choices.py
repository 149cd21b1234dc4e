"""What the view offers, sorted by how the person chooses it: by moving a tile, by clicking
a card in the hand, or by a button. Read from what each option acts on (kit/gestures.py), not
from the options' own fields: a tile is moved by the options that carry its hero somewhere, a
card is played by the options that use a card of the hand."""

from __future__ import annotations

from lotr_table.games.confrontation.board import board
from lotr_table.table.kit.gestures import Offered


def movers(offered: Offered) -> set[str]:
    """Heroes some option moves or places."""
    return {a["piece"] for _, a in offered.options if "piece" in a and "to" in a}


def destinations(offered: Offered, hero: str) -> dict[str, list[dict]]:
    """For one hero: each region it may reach, with the options that take it there (a region
    can be reached by an ordinary move and by a special card), in board order."""
    out: dict[str, list[dict]] = {}
    for option, to in offered.carried(hero):
        out.setdefault(to, []).append(option)
    index = board().index
    return dict(sorted(out.items(), key=lambda kv: index.get(kv[0], 99)))


def playable(offered: Offered, hand) -> dict[str, dict]:
    """Combat cards of the hand the seat may play now, by card id."""
    hand = set(hand or ())
    return {a["piece"]: o for o, a in offered.options if a.get("piece") in hand and "to" not in a}


def buttons(view: dict, actions: list[dict]) -> list[dict]:
    """Everything not chosen on the board or in the hand."""
    offered = Offered.of(view)
    hand = set(view.get("hand") or ())
    return [o for o, a in offered.options if o in actions
            and not ("piece" in a and ("to" in a or a["piece"] in hand))]

