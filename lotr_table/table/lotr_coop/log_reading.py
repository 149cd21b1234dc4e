"""What the cooperative game's log and views tell the table beyond their words: where the turn
being played began (its entries are marked in the log), what an entry names (marked on the
table while the pointer rests on it), and where each piece stands in a view (so the last
moves can be marked from where to where). Only what the seat's own view says is read.
"""

from __future__ import annotations

from lotr_table.table.lotr_coop import names

TURN_BEGINS = "{hobbit}'s turn."
# a new place begins afresh: what was done on the road there is not the turn being played
PLACE_BEGINS = frozenset({"The Fellowship reaches {location}.", "The adventure in {location} begins.",
                          "The Fellowship sets out from {location}."})
HOBBIT_ARGS = ("hobbit", "other")
CARD_ARGS = ("card",)


def turn_from(log: list[dict]) -> int | None:
    """The index of the entry that began the turn being played (a hobbit's turn, or the
    arrival at a new place); None before the first."""
    for i in range(len(log) - 1, -1, -1):
        if log[i].get("template") == TURN_BEGINS or log[i].get("template") in PLACE_BEGINS:
            return i
    return None


def named(entry: dict) -> list[tuple]:
    """The places and pieces an entry names, as the scene's place keys: a hobbit (its figure
    and its card), a location, a track, an event, a card."""
    args = entry.get("args") or {}
    text = lambda k: args.get(k) if isinstance(args.get(k), str) else None  # noqa: E731
    found: list[tuple] = []
    for k in HOBBIT_ARGS:
        if text(k):
            found += [("hobbit", text(k)), ("hobbit card", text(k))]
    if text("location"):
        found.append(("location", text("location")))
    if text("track"):
        found.append(("track", text("track")))
    if text("event"):
        found.append(("event", text("event")))
    for k in CARD_ARGS:
        if text(k):
            found.append(("card", text(k)))
    cards = args.get("cards")
    if isinstance(cards, (list, tuple)):
        found += [("card", c) for c in cards if isinstance(c, str)]
    return found


def pieces_at(view: dict) -> dict[tuple, tuple]:
    """Where each piece stands in a view, as the scene's place keys: the hobbits and Sauron on
    the corruption track, the progress markers on this board's tracks, the event marker, and
    the Fellowship on the journey."""
    out: dict[tuple, tuple] = {}
    for h in view.get("hobbits") or []:
        if h.get("alive") and isinstance(h.get("pos"), int):
            out[("hobbit", h.get("hobbit"))] = ("corruption", h["pos"])
    if isinstance(view.get("sauron"), int):
        out[("sauron",)] = ("corruption", view["sauron"])
    board = view.get("board") or {}
    if board:
        at = board.get("id") or view.get("location")
        for activity, track in (board.get("tracks") or {}).items():
            out[("marker", at, activity)] = ("track", activity, track.get("pos", 0))
        out[("events", at)] = ("event slot", board.get("event_index", 0))
    locations = names.location_ids()
    index = view.get("location_index", 0)
    if isinstance(index, int) and 0 <= index < len(locations):
        out[("progress",)] = ("location", locations[index])
    return out


def piece_item(piece: tuple) -> tuple | None:
    """The scene's key of the item that draws a piece of `pieces_at` (None: no item moves)."""
    if piece[0] in ("hobbit", "sauron"):
        return piece
    if piece[0] == "marker":
        return ("marker", piece[2])
    if piece == ("progress",):
        return ("progress marker",)
    return None
