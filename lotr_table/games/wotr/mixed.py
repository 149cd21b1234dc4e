"""Mixed armies: the pieces of two players of one team in one region (seed: Розділ XI,
«Змішані війська»).

«Якщо після завершення дії в одному регіоні опинилися військові загони й лідери,
контрольовані різними гравцями, вони можуть залишатися окремими військами, а можуть
об’єднатися в одне змішане військо» — «якщо обидва гравці згодні. Однак війська повинні
об’єднатися в змішане військо, якщо регіон атакують.»

`s.mixed` holds the regions whose team pieces in the field are one mixed army, `s.apart`
those whose two players said no (each keeps its own pieces). A region where allies' pieces
meet and that is in neither is offered to them before the next opportunity (`offer`): the
player the control rule names proposes, the ally agrees or not (the kernel's joint
decision). A stronghold box is always one army: its pieces got there by being attacked.

Control («Змішаним військом керує той гравець, що контролює найбільшу кількість
військових загонів у регіоні. У разі нічиєї ... з найбільшою кількістю елітних загонів.
Якщо й далі нічия, тоді цим військом керує головний гравець»): `control`. «Лише гравець, що
контролює змішане військо, може використовувати дії, щоб переміщувати його чи воювати
ним»; «не може навмисно розділити його (під час переміщення чи атаки), якщо внаслідок
цього він втратить контроль над ним»; «Гравець може відновити контроль над своїми
загонами в змішаному війську, просто використавши дію, щоб перемістити ці загони з
регіону»: `command` gives the nations a seat moves and fights with in a region and the test
its splits must pass.

Readings (the seed is silent): a piece arriving where an ally's pieces stand (a move, a
muster, a retreat, an advance) opens the question again for the whole region; a mixed group
arriving where no other friendly piece stands stays one mixed army; a split by the
controlling player keeps its control of every part that still holds the ally's pieces, so
it may not leave the ally's pieces behind on their own nor give them a part it leads; the
ally may always move its own pieces out. Two separate armies never exceed the stacking
limit together, since a move or muster past it is refused (§14.2), so the seed's removal
«починаючи з неголовного гравця» cannot arise.
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter

from lotr_table.engine.action import Action
from lotr_table.games.wotr.board import ELITE, LEADER, REGULAR, board
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.players import nations_of_seat, seats_of_side
from lotr_table.games.wotr.state import EMPTY, slot

MERGE_PROMPT = "Join your army and your ally's, where they meet, into one mixed army?"


@lru_cache(maxsize=16)
def _team(players: int, side: int) -> tuple:
    """The seats of a side of two players, each with readers of its pieces (all, units) and
    its unit slots: every opportunity of a team game looks at every region."""
    seats = seats_of_side(players, side)
    if len(seats) < 2:
        return ()
    ns = nations_of_seat(players)
    out = []
    for seat in seats:
        every = tuple(slot(n, k) for n in ns[seat] for k in (REGULAR, ELITE, LEADER))
        unit_slots = tuple(slot(n, k) for n in ns[seat] for k in (REGULAR, ELITE))
        out.append((seat, itemgetter(*every), unit_slots))
    return tuple(out)


def in_team(s, side: int) -> bool:
    return bool(_team(s.opts.players, side))


def seats_in(s, pieces: tuple[int, ...], side: int) -> tuple[int, ...]:
    """The seats of the side with pieces in this army."""
    return tuple(seat for seat, every, _ in _team(s.opts.players, side) if any(every(pieces)))


def control(s, pieces: tuple[int, ...], side: int) -> int:
    """The seat that leads this army: with one player on the side that player; in a team the
    most units, then the most elites, then the leading player."""
    team = _team(s.opts.players, side)
    if not team:
        return seats_of_side(s.opts.players, side)[0]
    leading = s.leading[side]

    def weight(entry) -> tuple[int, int, bool]:
        seat, _, unit_slots = entry
        return (sum(pieces[k] for k in unit_slots), sum(pieces[k] for k in unit_slots if k % 3 == ELITE),
                seat == leading)
    return max(team, key=weight)[0]


def command(s, side: int, nations: tuple[int, ...], pieces: tuple[int, ...]):
    """For the seat playing `nations` and this mixed army: the nations whose pieces it moves
    and fights with, and the test a group (24 counts) must pass, or None for none."""
    seat = next(x for x, ns in nations_of_seat(s.opts.players).items() if ns == nations)
    if control(s, pieces, side) != seat:
        return nations, None                 # its own pieces only, to take them out
    everyone = board().nations_of_side(side)

    def keeps_control(group: tuple[int, ...]) -> bool:
        rest = tuple(p - g for p, g in zip(pieces, group))
        return all(control(s, part, side) == seat for part in (group, rest)
                   if any(x != seat for x in seats_in(s, part, side)))
    return everyone, keeps_control


def arrived(s, region: int, side: int, moving: tuple[int, ...]) -> None:
    """Pieces of `side` came into `region`: a mixed group alone there stays one mixed army;
    otherwise the allies are asked again."""
    if not in_team(s, side):
        return
    here = tuple(p if k // 3 in board().nations_of_side(side) else 0 for k, p in enumerate(s.armies[region]))
    mixed, apart = set(s.mixed), set(s.apart)
    apart.discard(region)
    if here == tuple(moving) and len(seats_in(s, moving, side)) > 1:
        mixed.add(region)
    else:
        mixed.discard(region)
    s.mixed, s.apart = frozenset(mixed), frozenset(apart)


def attacked(s, region: int, side: int) -> None:
    """«повинні об’єднатися в змішане військо, якщо регіон атакують»."""
    if in_team(s, side) and len(seats_in(s, s.armies[region], side)) > 1:
        s.mixed = s.mixed | {region}
        s.apart = s.apart - {region}


def _unsettled(s) -> tuple[int, int] | None:
    """The first region where allies' pieces meet undecided (forgetting the regions where
    they no longer meet), with its side."""
    keep_mixed, keep_apart = set(), set()
    found = None
    for side in (0, 1):
        team = _team(s.opts.players, side)
        if not team:
            continue
        first, second = team[0][1], team[1][1]
        for region, pieces in enumerate(s.armies):
            if pieces == EMPTY or not any(first(pieces)) or not any(second(pieces)):
                continue
            if region in s.mixed:
                keep_mixed.add(region)
            elif region in s.apart:
                keep_apart.add(region)
            elif found is None:
                found = (region, side)
    s.mixed, s.apart = frozenset(keep_mixed), frozenset(keep_apart)
    return found


def offer(s) -> bool:
    """Before an opportunity: ask the allies about the first undecided region; False when
    there is none."""
    if s.opts.players < 3:
        return False
    found = _unsettled(s)
    if found is None:
        return False
    region, side = found
    pieces = s.armies[region]
    leader = control(s, pieces, side)
    ally = next(x for x in seats_in(s, pieces, side) if x != leader)
    FLOW.joint(s, "merge", leader, (ally,), (Action("merge", region=board().ids[region]),), MERGE_PROMPT, region)
    # the proposer's "pass" keeps them apart: remembered now, undone by an agreement
    s.apart = s.apart | {region}
    return True


def _agreed(s, proposer: int, action: Action, region: int) -> None:
    s.mixed = s.mixed | {region}
    s.apart = s.apart - {region}


FLOW.joint_kind("merge", _agreed)
