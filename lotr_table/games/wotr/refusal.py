"""Why War of the Ring refuses an action (the kernel's order: engine/refusal.py): the rule
that decided, most specific first."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.flow import Flow
from lotr_table.engine.game import IllegalAction
from lotr_table.games.wotr import dice, mixed, table_cards
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
NO_ENTRY = "An army moves only to an adjacent region free for army movement."
# «Якщо до складу війська входять загони народів, які ще не «у війні», воно не може ввійти в
# регіон, що лежить у межах кордонів іншого народу»
NOT_AT_WAR_ENTRY = "{nation} is not at war: its units may not enter another nation's borders."
NO_CARD = "You hold no such card."
WRONG_USE = "A die showing {result} does not allow that."
OTHER_QUESTION = "Not now: first answer the question now open ({question})."
NO_ARMY = "No army of yours there can make this move."
NO_GROUP = "Those pieces cannot move together: an army moves with at least one unit, leaders go with the units they lead, and a Character move takes a leader along."
RING_DIE = "An Elven Ring changes one of your unused dice, never an Eye."
RING_RESULT = "An Elven Ring cannot give that result."
EMPTY_DECK = "That deck holds no card."
NO_DIPLOMACY = "That nation cannot move toward war now."
HUNT_RANGE = "The Shadow places from {least} to {most} dice in the Hunt Box."
NOT_IN_COMMAND = ("Only the player leading a mixed army moves or fights with your ally's pieces, and never "
                  "splits it so as to lose the lead of a part holding them.")
SAME_ARMY = "Not two actions in a row for one nation, nor twice in a row with the same mixed army."

FELLOWSHIP_REACH = ("The Fellowship stands within as many regions of its last known position as its progress, "
                    "never across an impassable border nor, when revealed, in a Free Peoples' city or stronghold.")
GUIDE_LEVEL = "The Guide is a companion of the highest level in the Fellowship."
COMPANION_REACH = ("A companion leaving the Fellowship goes from the Ring-bearers' region up to the progress plus "
                   "its level, stopping at a Shadow stronghold, never across an impassable border.")
NOT_IN_FELLOWSHIP = "That companion is not in the Fellowship."
COMPANION_MOVE = ("A companion on the map moves once per die, up to its level, stopping at a Shadow stronghold, "
                  "never across an impassable border.")
NOT_PLAYABLE = ("That card cannot be played now: it plays with an Event die or a die showing its symbol, "
                "and only when its requirement is fully met.")
# «Деякі бойові карти мають певні вимоги ..., які треба виконати, щоб зіграти карту»
NOT_COMBAT = ("That card cannot be your combat card in this round: its requirement is not met "
              "(or the battle allows no card of it).")
NAZGUL_FLIGHT = ("Each Nazgûl moves once, anywhere but into a region with a Free Peoples' stronghold not "
                 "besieged by the Shadow.")
NO_TARGET = "An army attacks an enemy army in an adjacent region, or in its own region during a siege."
CARD_RECRUITS = "The card recruits only the pieces it names, from your reinforcements."
CARD_SENDS = "The card sends one companion, or a group of companions of one region, as far as it says."
TEMPLATES = (NOT_COMBAT, CARD_RECRUITS, NOT_PLAYABLE, CARD_SENDS, NAZGUL_FLIGHT, NO_TARGET, FELLOWSHIP_REACH, GUIDE_LEVEL, COMPANION_REACH, NOT_IN_FELLOWSHIP, COMPANION_MOVE, NO_SEAT, NO_DIE, NO_RING, RING_USED, NO_PASS, NOT_YOURS, NOT_AT_WAR, NO_RECRUIT, NO_ENTRY, NOT_AT_WAR_ENTRY,
             NO_CARD, WRONG_USE, OTHER_QUESTION, NO_ARMY, NO_GROUP, RING_DIE, RING_RESULT, EMPTY_DECK,
             NO_DIPLOMACY, HUNT_RANGE, NOT_IN_COMMAND, SAME_ARMY)

# the part of a compound decision -> the rule that refuses a value of it
_PART_REASONS = {"army": NO_ARMY, "units": NO_GROUP, "to": NO_ENTRY, "result": RING_RESULT, "deck": EMPTY_DECK,
                 "nation": NO_DIPLOMACY, "card": NOT_PLAYABLE, "target": NO_TARGET}


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
    if q is None or seat not in q.seats():
        return None
    if kind == "pass" and q.kind == "opportunity" and not dice.may_pass(s, side):
        return _refuse(NO_PASS)
    asked = {(a.kind, a.get("part")) for a in q.actions_of(seat)}
    if kind == "pick" and action.get("part") == "card" and ("combat_card", None) in asked:
        return _refuse(NOT_COMBAT)          # a card of the hand tried for the battle's round
    if (kind, action.get("part")) not in asked:
        # the open question in words, its fields filled ("Take a casualty: 2 hits to take.")
        return _refuse(OTHER_QUESTION, question=q.prompt.format(**dict(q.params)))
    if kind == "hunt":
        least, most = q.data if q.data else (0, 0)
        return _refuse(HUNT_RANGE, least=least, most=most)
    if kind == "companion_to":
        return _refuse(COMPANION_REACH)
    if kind in ("declare", "reveal_to"):
        return _refuse(FELLOWSHIP_REACH)
    if kind == "guide":
        return _refuse(GUIDE_LEVEL)
    if kind == "recruit" and q.kind == "event_unit":
        return _refuse(CARD_RECRUITS)
    asked = Flow.compound_of(q)
    if kind != "pick" or asked is None:
        return None
    compound, partial, context = asked.kind, asked.partial, asked.context
    part = action.get("part")
    if compound == "use":
        if action.get("value") == dice.DISCARD_TABLE and context != dice.WILL and table_cards.ring_discards(s, seat):
            # The Palantír of Orthanc: «any die result and one Elven Ring»
            return _refuse(NO_RING if s.rings[side] == 0 else RING_USED)
        return _refuse(WRONG_USE, result=context)
    if compound == "ring" and part == "die":
        return _refuse(RING_DIE)
    if part in ("settlement", "first", "second"):
        b = board()
        try:
            n = b.nation_of[b.region(str(action.get("value")))]
        except ValueError:
            return _refuse(NO_RECRUIT)
        if n >= 0 and n in nations_of_seat(s.opts.players)[seat] and s.step[n] != 0:
            return _refuse(NOT_AT_WAR, nation=b.nation_ids[n])
        return _refuse(NO_RECRUIT)
    if compound == "separate":
        return _refuse(NOT_IN_FELLOWSHIP if part == "companion" else COMPANION_REACH)
    if compound == "move_companion":
        return _refuse(COMPANION_MOVE)
    if compound == "play_event":
        # «якщо вимога виконується лише частково, карту не можна зіграти» (card_play.playable)
        return _refuse(NOT_PLAYABLE)
    if compound == "send_companions":
        return _refuse(CARD_SENDS)
    if compound == "card_nazgul_move":
        return _refuse(NAZGUL_FLIGHT)
    if part == "units" and compound in ("move", "attack"):
        reason = _group_reason(s, seat, action.get("value"), partial)
        if reason is not None:
            return _refuse(reason)
    if part == "to" and compound in ("move", "leader_move") and len(partial) == 2:
        nation = _held_back(s, seat, partial, action.get("value"))
        if nation is not None:
            return _refuse(NOT_AT_WAR_ENTRY, nation=nation)
    reason = _PART_REASONS.get(part)
    return _refuse(reason) if reason is not None else None


def _held_back(s, seat: int, partial: tuple, to) -> str | None:
    """The nation not at war that keeps a group out of an adjacent region in another nation's
    borders (politics.may_enter), if that is why the move is refused."""
    from lotr_table.games.wotr import politics
    b = board()
    try:
        source, target = b.region(str(partial[0])), b.region(str(to))
        nations = [b.nation(str(nation)) for nation, _, _ in partial[1]]
    except (TypeError, ValueError):
        return None
    if not b.adjacent(source, target):
        return None
    side = side_of_seat(s.opts.players, seat)
    held = [n for n in nations if n in politics.bound_nations(s.armies[source], side) and not politics.may_enter(s, n, target)]
    return b.nation_ids[held[0]] if held else None


def _group_reason(s, seat: int, group, partial: tuple) -> str | None:
    """A group refused for who holds it: an ally's pieces in it, or the three-player bar."""
    b = board()
    try:
        nations = {b.nation(str(nation)) for nation, _, _ in group}
        region = b.region(str(partial[0]))
    except (TypeError, ValueError, IndexError):
        return None
    if not nations <= set(nations_of_seat(s.opts.players)[seat]):
        return NOT_IN_COMMAND
    if region in s.mixed and mixed.control(s, s.armies[region], side_of_seat(s.opts.players, seat)) == seat:
        return NOT_IN_COMMAND              # the leading player's split that would give up the lead
    if s.opts.players == 3 and side_of_seat(3, seat) == 0 and (
            (len(nations) == 1 and tuple(nations) == tuple(s.last_nations[0])) or (len(nations) > 1 and region in s.last_army)):
        return SAME_ARMY
    return None
