"""What one seat may know (seed: «Игрокам не позволено показывать друг другу свои карты с руки»;
«Игроки не могут изучать сброс»; competition: «все полученные руны игроки хранят в закрытую»).

`build_view(s, seat, legal)` is the only door to hidden information. Private parts: own hand,
own aside items and what a payment in progress still needs as far as he knows (payments.py's
giving_view), own Foresight, own runes in Competition, own private log lines.
"""

from __future__ import annotations

from operator import itemgetter

from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.acts_on import ATTEMPT, acts_on, receiver
from lotr_table.games.lotr_coop.cards import legendary_in_hands
from lotr_table.games.lotr_coop.logview import visible_events, visible_lines
from lotr_table.games.lotr_coop.payments import giving_view
from lotr_table.games.lotr_coop.refusal import FREE
from lotr_table.games.lotr_coop.state import State

def _hobbit_name(s: State):
    return lambda seat: s.hobbits[seat].hobbit if 0 <= seat < len(s.hobbits) else str(seat)


def build_view(s: State, seat: int | None, legal) -> dict:
    lc = tables.loc(s)
    comp = s.opts.competition
    hobbits = []
    for i, h in enumerate(s.hobbits):
        hobbits.append({
            "seat": i, "hobbit": h.hobbit, "pos": h.pos, "alive": h.alive,
            "runes": h.runes if (not comp or i == seat or s.over) else None,
            "life": dict(h.life), "hand_size": len(h.hand),
            "ring_bearer": s.ring_bearer == i, "active": s.active == i,
        })
    board = None
    if lc.kind == "adventure" and s.tracks:
        board = {
            "id": lc.id, "main": lc.main, "numbers": list(lc.numbers),
            "tracks": {a: {"pos": s.tracks.get(a, 0), "length": len(sp), "spaces": list(sp)}
                       for a, sp in lc.tracks.items()},
            "event_index": s.event_index, "events": list(lc.events), "parts": dict(lc.parts),
        }
    p = s.pending
    mine = p is not None and seat is not None and p.seat == seat and not s.over
    view = {
        "game": "lotr_coop",
        "seat": seat,
        "players": len(s.hobbits),
        "level": s.opts.level,
        "variants": {"relay": s.opts.relay, "equality": s.opts.equality, "competition": comp},
        "hobbits": hobbits,
        "hand": sorted(s.hobbits[seat].hand) if seat is not None else None,
        "sauron": s.sauron,
        "ring": {"bearer": s.ring_bearer, "used": s.ring_used, "placed": s.ring_bearer is None},
        "location": lc.id,
        "location_index": s.location,
        "sanctuary_action": (lc.actions[s.action_index] if lc.kind == "sanctuary"
                             and s.action_index < len(lc.actions) else None),
        "board": board,
        "row": list(s.row),
        "legendary_in_hands": sorted(legendary_in_hands(s)),
        "tile": s.tile,
        "story_left": len(s.story),
        "story_discard_top": s.story_discard[-1] if s.story_discard else None,
        "journey_left": len(s.journey),
        "journey_discard_top": s.journey_discard[-1] if s.journey_discard else None,
        "gold_left": len(s.gold_stack),
        "gandalf": list(s.gandalf),
        "played": list(s.played),
        "last_roll": {"seat": s.last_roll[0], "face": s.last_roll[1]} if s.last_roll else None,
        "revealed": list(s.revealed),
        "foresight": (list(s.foresight[1]) if s.foresight is not None and seat is not None
                      and s.foresight[0] == seat else None),
        "pending": ({"seat": p.seat, "kind": p.kind, "prompt": p.prompt, "params": dict(p.params)}
                    if p is not None and not s.over else None),
        "actions": [a.to_json() for a in legal] if mine else [],
        "acts_on": [acts_on(a, receiver(p, seat, s)) for a in legal] if mine else [],
        "attempt": ATTEMPT if mine else None,
        # beside each option: whether it is a free action, offered at any time on top of the
        # question's own answers (an epic card, Gandalf, the Ring, giving the floor)
        "free": [a.kind in FREE for a in legal] if mine else [],
        "giving": giving_view(s, seat),
        "log": _log(s, seat),
        "over": s.over,
        "outcome": _outcome(s),
    }
    return view


def _outcome(s: State) -> dict | None:
    if not s.over or s.result is None:
        return None
    r = s.result
    return {"fellowship_won": r["fellowship_won"], "score": r["score"],
            "scores": {str(k): v for k, v in r["scores"].items()}, "reason": r["reason"],
            "winners": list(r["winners"])}


def _log(s: State, seat: int | None) -> list[dict]:
    return visible_lines(s.log, seat, tuple(h.hobbit for h in s.hobbits))


_TEMPLATE_ARGS = itemgetter("template", "args")


def leaks(s: State, seat: int, view: dict) -> list[str]:
    """Other seats' secrets found in `seat`'s view."""
    found = []
    if s.over:
        return found
    if view.get("hand") is not None and sorted(view["hand"]) != sorted(s.hobbits[seat].hand):
        found.append("the hand shown is not the seat's own")
    for entry in view["hobbits"]:
        if "hand" in entry:
            found.append(f"seat {entry['seat']}'s hand is in the hobbit list")
        if s.opts.competition and entry["seat"] != seat and entry["runes"] is not None:
            found.append(f"seat {entry['seat']}'s hidden runes are shown")
    if view.get("foresight") is not None and (s.foresight is None or s.foresight[0] != seat):
        found.append("another seat's Foresight is shown")
    for key in ("story", "journey", "gold_stack", "story_order", "deck"):
        if key in view:
            found.append(f"the hidden {key} order is in the view")
    if view["actions"] and (s.pending is None or s.pending.seat != seat):
        found.append("actions are shown to a seat that does not decide")
    visible = visible_events(s.log, seat)          # [(template, args dict)], built apart from the view's
    shown = view["log"]
    if len(shown) != len(visible) or list(map(_TEMPLATE_ARGS, shown)) != list(visible):
        found.append("the log shown is not the seat's public and own lines")
    giving = view.get("giving")
    if giving and giving.get("mine") is not None:
        own = list(s.aside.get(seat, []))
        if sorted(map(str, giving["mine"])) != sorted(map(str, own)):
            found.append("the aside items shown are not the seat's own")
    return found
