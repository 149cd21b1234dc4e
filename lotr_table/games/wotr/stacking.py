"""The stacking limit (seed: Розділ IV, «Обмеження групування»): «В одному регіоні може
перебувати щонайбільше 10 військових загонів. Якщо після завершення будь-якої дії (як-от
переміщення чи мобілізації) в одному регіоні опинилося понад 10 загонів, то гравець, якому
вони належать, вилучає з гри зайві. Вилучені таким способом загони пізніше можуть
повернутися у гру як підкріплення.»

So a move or a muster that brings an eleventh unit stands: the region is marked by the step
("over_limit", region, side, removed), run once the action is over, which asks for one unit at a
time to go to the reinforcements while more than 10 stand there. Who removes: the army's
player; a mixed army's leader (mixed.control); two allies' armies not joined (Розділ X,
«Змішані війська»: «гравці повинні прибрати по одному загонові, починаючи з неголовного
гравця, допоки обмеження не перестане порушуватися») each in turn, the non-leading player first,
each his own units (`removed` counts the turns). Allies who have not yet said whether they join
are not joined. A stronghold box keeps its own limit of 5 (battle.py).
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import mixed
from lotr_table.games.wotr.board import ELITE, KINDS, REGULAR, board
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.invariants import STACKING_LIMIT
from lotr_table.games.wotr.players import nations_of_seat
from lotr_table.games.wotr.state import slot, units

PROMPT = "More than 10 units stand in {region}: remove {n}."
LOG = ("{nation} removes {piece} from {region}: no more than 10 units in a region.",)


def arrived(s, region: int, side: int) -> None:
    """Units of `side` came to `region` in the action under way. The step waits on the stack
    under every question the action still asks (a second army, the allies' joint decision):
    the flow runs it only when nothing is pending, so when the action is over."""
    if units(s.armies[region], side) > STACKING_LIMIT and ("over_limit", region, side, 0) not in s.stack:
        s.stack.append(("over_limit", region, side, 0))


def _remover(s, region: int, side: int, removed: int) -> tuple[int, tuple[int, ...]]:
    """The seat that removes the next unit and the nations whose units it may take."""
    pieces = s.armies[region]
    b = board()
    every = b.nations_of_side(side)
    seats = mixed.seats_in(s, pieces, side)
    if len(seats) < 2 or region in s.mixed:
        return mixed.control(s, pieces, side), every
    leading = s.leading[side]
    order = tuple(x for x in seats if x != leading) + tuple(x for x in seats if x == leading)
    seat = order[removed % 2]
    own = tuple(n for n in every if n in nations_of_seat(s.opts.players)[seat])
    if not any(pieces[slot(n, k)] for n in own for k in (REGULAR, ELITE)):
        seat = order[(removed + 1) % 2]
        own = tuple(n for n in every if n in nations_of_seat(s.opts.players)[seat])
    return seat, own


@FLOW.step("over_limit")
def _over_limit(s, region: int, side: int, removed: int) -> None:
    pieces = s.armies[region]
    excess = units(pieces, side) - STACKING_LIMIT
    if excess <= 0:
        return
    b = board()
    seat, nations = _remover(s, region, side, removed)
    options = tuple(Action("remove", nation=b.nation_ids[n], piece=KINDS[kind])
                    for n in nations for kind in (REGULAR, ELITE) if pieces[slot(n, kind)])
    if len(options) == 1:
        _remove(s, region, side, removed, options[0])
        return
    FLOW.ask(s, seat, "over_limit", options, PROMPT, data=(region, side, removed), region=b.ids[region], n=excess)


@FLOW.answer("over_limit")
def _on_over_limit(s, q, action: Action) -> None:
    _remove(s, *q.data, action)


def _remove(s, region: int, side: int, removed: int, action: Action) -> None:
    b = board()
    k = slot(b.nation(action["nation"]), KINDS.index(action["piece"]))
    s.armies[region] = tuple(c - (i == k) for i, c in enumerate(s.armies[region]))
    s.reserve[k] += 1
    s.cache = {}
    say(s, LOG[0], nation=action["nation"], piece=action["piece"], region=b.ids[region])
    FLOW.then(s, ("over_limit", region, side, removed + 1))
