"""The round (rules §7): location phase, action phase, combat phase, victory check, draw
phase; and activating locations at any time (rules §7.1)."""

from __future__ import annotations

from lotr_table.engine import rng as chance
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr_cards.cards import FREE_PEOPLES, SHADOW, SIDES, locations
from lotr_table.games.wotr_cards.combat import active_path
from lotr_table.games.wotr_cards.flow import FLOW, VOCAB
from lotr_table.games.wotr_cards.procedures import draw, in_play
from lotr_table.games.wotr_cards.scenarios import FELLOWSHIP_BATTLEGROUNDS, SETUPS, setup_of
from lotr_table.games.wotr_cards.state import ACTIVE, at, bg_deck, hand, path_pile, reserve, vp_area
from lotr_table.games.wotr_cards.table_talk import side_of, seats

LOCATIONS = locations()


def first_seat(s) -> int:
    return setup_of(s.opts).slots[s.first]


def idle(s) -> None:
    phase = s.phase
    if phase == "start":
        s.phase = "location"
        s.round_rules = frozenset()
        s.fresh = frozenset()
        s.played_ids = frozenset()
        s.used_once = frozenset()
        s.ring = tuple("unused" if r == "flipped" else r for r in s.ring)
        say(s, "Round {n} begins; {seat} is the first player.", n=s.round, seat=first_seat(s))
        return
    if phase == "location":
        s.phase = "action"
        FLOW.then(s, ("location_phase",))
        return
    if phase == "action":
        s.phase = "combat"
        slots = setup_of(s.opts).slots
        order = tuple(slots[(s.first + k) % len(slots)] for k in range(len(slots)))
        FLOW.window(s, "turn", order)
        return
    if phase == "combat":
        s.phase = "victory"
        # every active location is fought, in the order the first player chooses (combat.py)
        if s.zones.cards[ACTIVE]:
            s.combats = (s.round, ())
            FLOW.then(s, ("combat_order",))
        return
    if phase == "victory":
        s.phase = "draw"
        victory_check(s)
        return
    if phase == "draw":
        s.phase = "end"
        FLOW.then(s, *[("draw_phase", x) for x in turn_seats(s)])
        return
    # the end of the round: the first-player token passes on
    s.first = (s.first + 1) % len(setup_of(s.opts).slots)
    s.round += 1
    s.phase = "start"


FLOW.idle = idle


def turn_track(s) -> dict:
    """The turn-order track as the table shows it (rules §8, §8.7): the slots in turn order
    from the first player, the slot whose turn it is (or whose action is being carried out),
    and the seats in the unbroken run of passes; the action phase ends once that run holds
    every seat (`needed`). Outside the action phase no slot is at turn and nobody has passed."""
    slots = setup_of(s.opts).slots
    order = tuple(slots[(s.first + k) % len(slots)] for k in range(len(slots)))
    window = FLOW.open_window(s, "turn")
    if window is None:
        return {"order": list(order), "at": None, "passed": [], "needed": len(set(order))}
    seats = window.order
    # while an action is carried out, the seat that took it is at turn
    at_turn = window.at if window.asked else (window.at - 1) % len(seats)
    return {"order": list(seats), "at": at_turn, "passed": list(window.passed), "needed": len(set(seats))}


PLAYING = {"start": "start", "location": "location", "action": "location", "combat": "action", "victory": "combat",
           "draw": "victory", "end": "draw"}


def phase_played(s) -> str:
    """The phase being played: `s.phase` names the phase the round goes on to next."""
    return PLAYING.get(s.phase, s.phase)


def turn_seats(s) -> list[int]:
    slots = setup_of(s.opts).slots
    return list(dict.fromkeys(slots[(s.first + k) % len(slots)] for k in range(len(slots))))


# -- locations ---------------------------------------------------------------------------

@FLOW.step("location_phase")
def _location_phase(s) -> None:
    first = first_seat(s)
    steps = []
    if s.opts.scenario == "fellowship":
        # «Раунд 4: Лориен и Дол Гулдур.»: each is looked at when its turn comes, so Dol Guldur,
        # activated by Lórien's own text, is not activated again (rules A7)
        steps += [("scheduled", bg, first) for bg in FELLOWSHIP_BATTLEGROUNDS.get(s.round, ())]
    else:
        side = side_of(s, first)
        deck = bg_deck(side) if s.zones.cards[bg_deck(side)] else bg_deck(SHADOW if side == FREE_PEOPLES else FREE_PEOPLES)
        pile = s.zones.cards[deck]
        if pile:
            pick = sorted(pile)[chance.draw(s, len(pile))]
            s.barrier += 1
            steps.append(("activate", pick, first, False))
    number = next_path_number(s, s.last_path)
    if number is not None:
        pile = sorted(s.zones.cards[path_pile(number)])
        pick = pile[chance.draw(s, len(pile))]
        s.barrier += 1
        steps.append(("activate", pick, first, False))
    if steps:
        FLOW.then(s, *steps)


@FLOW.step("scheduled")
def _scheduled(s, loc: str, seat: int) -> None:
    """The Fellowship's battleground of the round, unless already active or won (rules A7)."""
    if loc in s.zones.cards[bg_deck(LOCATIONS[loc].side)]:
        FLOW.then(s, ("activate", loc, seat, False))


def next_path_number(s, after: int) -> int | None:
    """The next number above `after` with a path left, up to the scenario's last."""
    for n in range(after + 1, setup_of(s.opts).max_path + 1):
        if s.zones.cards[path_pile(n)]:
            return n
    return None


@FLOW.step("activate")
def _activate(s, loc: str, seat: int, reactivated: bool) -> None:
    """Put a location in the centre and resolve its activation text. A new path first has the
    active one fought at once (rules §7.1.5)."""
    l = LOCATIONS[loc]
    if l.kind == "path" and active_path(s) is not None:
        FLOW.then(s, ("combat", active_path(s)), ("activate", loc, seat, reactivated))
        return
    for side in SIDES:
        if loc in s.zones.cards[vp_area(side)] and side != l.side:
            s.reactivated_against |= {loc}
    s.zones.move(loc, ACTIVE)
    if l.kind == "path":
        s.last_path = l.path
    say(s, "{location} is reactivated." if reactivated else "{location} is activated.", location=loc)
    for i, ab in enumerate(VOCAB.cards[loc].abilities):
        if ab.type == "trigger" and ab.on == "activated":
            FLOW.then(s, ("ability", loc, loc, seat, i, ("activated", loc)))


# -- victory and the draw phase -------------------------------------------------------------

def victory_points(s, side: str) -> int:
    """Battlegrounds won, Free Peoples' paths, Shadow's corruption, and in the final check
    each unused once-a-game Ring token (rules §12.1)."""
    total = 0
    for loc in s.zones.cards[vp_area(side)]:
        l = LOCATIONS[loc]
        if l.kind == "battleground" or side == FREE_PEOPLES:
            total += l.vp
    if side == SHADOW:
        total += s.corruption
    if s.final:
        total += sum(1 for x in seats(s) if side_of(s, x) == side and s.ring[x] == "unused"
                     and setup_of(s.opts).decks[x].ring == "trilogy")
    return total


def victory_check(s) -> None:
    fp, sh = victory_points(s, FREE_PEOPLES), victory_points(s, SHADOW)
    if abs(fp - sh) >= 10 or s.final:
        s.over = True
        say(s, "The game ends: Free Peoples {fp}, Shadow {shadow}.", fp=fp, shadow=sh)


@FLOW.step("draw_phase")
def _draw_phase(s, seat: int) -> None:
    n = setup_of(s.opts).decks[seat].draw
    then_cycle = 0
    for inst in s.zones.cards[reserve(seat)]:
        for kw in VOCAB.keywords(s.zones.card_of[inst], "extra_draw"):
            n += kw.n
            then_cycle += kw.then_cycle
    draw(s, seat, n)
    if then_cycle:
        FLOW.then(s, ("cycle_hand", seat, then_cycle))


BASE_CARRYOVER = 2


def carryover(s, seat: int) -> int:
    """2, raised by Elrond or the Lidless Eye in your reserve and the Staffs in play (rules §5.6)."""
    limit = BASE_CARRYOVER
    for inst, cid, owner_seat in in_play(s):
        if owner_seat != seat:
            continue
        for kw in VOCAB.keywords(cid, "carryover"):
            if kw.from_zone == "play" or s.zones.zone_of(inst) == reserve(seat) and inst not in s.bearer:
                limit += kw.n
    return limit


def may_pass(s, seat: int) -> bool:
    """At or below your carryover limit, or fewer cards than every opponent (rules §8.7, A1)."""
    cards = s.zones.cards
    mine = len(cards[hand(seat)])
    if mine <= BASE_CARRYOVER or mine <= carryover(s, seat):     # texts only raise the limit
        return True
    return all(mine < len(cards[hand(x)]) for x in OPPONENTS[s.opts.scenario][seat])


# scenario -> seat -> the seats of the other side (asked whenever a seat may pass)
OPPONENTS = {name: tuple(tuple(x for x in range(len(setup.decks)) if setup.decks[x].side != d.side) for d in setup.decks)
             for name, setup in SETUPS.items()}


def at_location(s, loc: str) -> list[str]:
    return s.zones.cards[at(loc)]


