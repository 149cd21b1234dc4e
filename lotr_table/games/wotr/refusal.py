"""Why War of the Ring refuses an action (the kernel's order: engine/refusal.py): the rule
that decided, most specific first."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.wotr import dice
from lotr_table.games.wotr.board import board
from lotr_table.games.wotr.cards import side_of_seat
from lotr_table.games.wotr.players import nations_of_seat

NO_SEAT = "There is no such seat."
NO_DIE = "You have no unused die showing {result}."
NO_RING = "You hold no Elven Ring."
RING_USED = "You have already used an Elven Ring this turn."
NO_PASS = "You may pass only with fewer unused action dice than your opponent."
NOT_YOURS = "You do not play {nation}."
NOT_AT_WAR = "{nation} is not at war: a Muster die recruits only nations at war."
NO_RECRUIT = "You may recruit only in a free town, city or stronghold of your own nation."
NO_ENTRY = "An army moves only to an adjacent region free for army movement, within the stacking limit."
NO_CARD = "You hold no such card."
WRONG_USE = "A die showing {result} does not allow that."

TEMPLATES = (NO_SEAT, NO_DIE, NO_RING, RING_USED, NO_PASS, NOT_YOURS, NOT_AT_WAR, NO_RECRUIT, NO_ENTRY,
             NO_CARD, WRONG_USE)


def _refuse(template: str, **args) -> IllegalAction:
    return IllegalAction(template.format(**args), template, args)


def never(s, seat: int, action: Action) -> IllegalAction | None:
    if not 0 <= seat < len(nations_of_seat(s.opts.players)):
        return _refuse(NO_SEAT)
    kind = action.kind
    if kind == "discard" and action.get("card") not in s.hands[seat]:
        return _refuse(NO_CARD)
    if kind == "pick" and action.get("part") == "nation":
        b = board()
        try:
            n = b.nation(str(action.get("value")))
        except ValueError:
            return None
        if n not in nations_of_seat(s.opts.players)[seat]:
            return _refuse(NOT_YOURS, nation=b.nation_ids[n])
    return None


def not_now(s, seat: int, action: Action) -> IllegalAction | None:
    side = side_of_seat(s.opts.players, seat)
    kind = action.kind
    q = s.pending
    if kind == "die" and action.get("result") not in s.rolled[side]:
        return _refuse(NO_DIE, result=action.get("result"))
    if kind == "ring":
        if s.rings[side] == 0:
            return _refuse(NO_RING)
        if s.ring_used[side]:
            return _refuse(RING_USED)
    if kind == "pass" and q is not None and q.kind == "opportunity" and q.seat == seat \
            and not dice.may_pass(s, side):
        return _refuse(NO_PASS)
    if kind == "pick" and q is not None and q.kind == "_compound" and q.seat == seat:
        compound, partial, context = q.data
        part = action.get("part")
        if compound == "use":
            return _refuse(WRONG_USE, result=context)
        if compound in ("recruit_one", "recruit_two") and part in ("settlement", "first", "second"):
            b = board()
            try:
                n = b.nation_of[b.region(str(action.get("value")))]
            except ValueError:
                return _refuse(NO_RECRUIT)
            if n >= 0 and n in nations_of_seat(s.opts.players)[seat] and s.step[n] != 0:
                return _refuse(NOT_AT_WAR, nation=b.nation_ids[n])
            return _refuse(NO_RECRUIT)
        if compound == "move" and part == "to":
            return _refuse(NO_ENTRY)
    return None
