"""Battles as flow steps (seed: Розділ VI, «Проведення битви», «Перебіг битви», «Фортеці й
облоги»).

`start(s, side, from_region, to_region, units)` begins a battle declared with a die (or,
later, a card) and pushes its first step on FLOW; the flow then asks its questions and goes
back to whatever waited before. Three kinds, from where the armies stand:

- a field battle: against an enemy army in an adjacent region (a relief of a siege too: the
  army inside the stronghold box takes no part, «Військо всередині фортеці не бере участі»);
- a siege battle (штурм): from the region of a besieged stronghold against the box;
- a sortie (вилазка): from the box against the besiegers in the same region.

A round: [combat cards] → combat roll → leader re-roll → casualties, the attacker choosing
first → cease or go on (a siege: downgrade an elite or stop) → the defender may retreat.
Before every round of a field battle a defender standing on its own free stronghold chooses
a field battle or the stronghold (digest §14.16: the first round included).

Combat cards (combat.py) are chosen at the start of each round, after the stronghold choice:
the attacker, then the defender, secretly, then revealed together; each card's effects run at
the moment of the round its text names (`combat.TIMINGS`), and what they do to the dice is
kept in the round's `mods` (`mod`): added to each die («Модифікатор додають до результату
кожного кинутого кубика»; a natural 1 always misses, a natural 6 always hits), fewer dice,
no re-roll, forfeited leadership, misses turned into hits. The leader re-roll is made
whenever it can add a hit: re-rolling a missed die never costs anything.

The battle being fought is `s.battle` (a `Battle`); the dice are drawn in this order, which
the tests rely on: the attacker's combat roll, the defender's, the attacker's re-roll, the
defender's.
"""

from __future__ import annotations

from operator import sub
from typing import NamedTuple

from lotr_table.engine.action import Action
from lotr_table.engine.decisions import ChooseOne, YesNo
from lotr_table.engine.log_chain import say
from lotr_table.engine.rng import draw
from lotr_table.games.wotr import leadership as leadership_of, mixed, politics, siege
from lotr_table.games.wotr.board import (
    CITY, ELITE, FORTIFICATION, FREE_PEOPLES, KINDS, LEADER, REGULAR, SAURON, SIDES, board)
from lotr_table.games.wotr.character_words import companion_has, minion_has
from lotr_table.games.wotr.characters import characters
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.invariants import STACKING_LIMIT
from lotr_table.games.wotr.state import EMPTY, State, leaders, of_side, put, slot, units
from lotr_table.games.wotr.victory import capture

FIELD, SIEGE, SORTIE = "field", "siege", "sortie"
ATTACKER, DEFENDER = 0, 1
MAX_DICE = 5            # «під час кожного кидка гравець може використати щонайбільше 5 кубиків»
HIT, HARD_HIT = 5, 6    # «"5" і "6" ... вважають влучаннями»; cities, fortifications, a siege: «"6"»

STRONGHOLD_PROMPT = "Fight a field battle, or withdraw into the stronghold?"
CASUALTY_PROMPT = "Take a casualty: {hits} hits to take."
CONTINUE_PROMPT = "Continue the attack?"
PRESS_PROMPT = "Downgrade an elite unit to fight another round of the assault, or end it?"
RETREAT_PROMPT = "Retreat, or fight another round?"
ADVANCE_PROMPT = "Advance into the conquered region?"
OVERFLOW_PROMPT = "The stronghold holds five units: remove {excess} more."
WHITE_RIDER_PROMPT = "Gandalf the White: give up his leadership to cancel the Nazgûl's in this battle?"
PROMPTS = (STRONGHOLD_PROMPT, CASUALTY_PROMPT, CONTINUE_PROMPT, PRESS_PROMPT, RETREAT_PROMPT,
           ADVANCE_PROMPT, OVERFLOW_PROMPT, WHITE_RIDER_PROMPT)


class Battle(NamedTuple):
    side: int                        # the attacking side
    source: int                      # the attacker's region (its box for a sortie)
    target: int                      # the region attacked (its box for a siege battle)
    kind: str                        # FIELD, SIEGE or SORTIE
    attack: tuple[int, ...]          # the attacking pieces still fighting; the rest is rearguard
    round: int = 1
    hits: tuple[int, int] = (0, 0)   # hits still to be taken by (attacker, defender)
    dice: tuple = ()                 # the last round: ((roll, re-roll) of the attacker, of the defender)
    outcome: str = ""                # "ceased", "retreated", "withdrew", "destroyed"
    advanced: tuple[int, ...] = EMPTY   # pieces moved into the conquered region
    white_rider: bool = False        # Gandalf the White gave up his leadership: no Nazgûl's counts
    # this round's combat cards (combat.py): (seat, card) of the attacker and the defender, (-1, "") none
    cards: tuple = ((-1, ""), (-1, ""))
    cancelled: tuple = (False, False)   # a card cancelled by the other's («скасуйте ефекти бойової карти»)
    mods: tuple = ()                 # the cards' effects on this round's dice: (who, key, value), see `mod`
    scored: tuple = ((0, 0), (0, 0))  # this round's hits of each: (combat roll, leader re-roll)
    # companions whose leadership and battle abilities count for nothing this round (Words of Power)
    silenced: tuple[int, ...] = ()
    # the terms an event card set for this battle (event_words_armies.py): ("must_continue", True),
    # ("fewer_dice", side, n) — the side rolls n dice fewer, at least one —, ("siege_rounds", n)
    terms: tuple = ()


def term(bt: Battle, name: str, default=None):
    for t in bt.terms:
        if t[0] == name:
            return t[1:] if len(t) > 2 else t[1]
    return default


# ---- where the armies stand ----------------------------------------------------------------

def _in_box(bt: Battle, who: int) -> bool:
    return bt.kind == (SORTIE if who == ATTACKER else SIEGE)


def _region(bt: Battle, who: int) -> int:
    return bt.source if who == ATTACKER else bt.target


def army(s: State, bt: Battle, who: int) -> tuple[int, ...]:
    """The pieces fighting for one side: the attacking army, or every piece of the defender."""
    if who == ATTACKER:
        return bt.attack
    where = s.besieged if bt.kind == SIEGE else s.armies
    return of_side(where[bt.target], 1 - bt.side)


def army_seat(s: State, pieces: tuple[int, ...], side: int) -> int:
    """The seat that decides for an army: with two people the side's; in a team the player
    controlling it (mixed.control: «Змішаним військом керує той гравець, що контролює
    найбільшу кількість військових загонів у регіоні. У разі нічиєї ... з найбільшою
    кількістю елітних загонів. Якщо й далі нічия, тоді цим військом керує головний
    гравець.»)."""
    return mixed.control(s, pieces, side)


def _seat(s: State, bt: Battle, who: int) -> int:
    side = bt.side if who == ATTACKER else 1 - bt.side
    return army_seat(s, army(s, bt, who), side)


def _take(s: State, bt: Battle, who: int, nation: int, kind: int, count: int) -> Battle:
    """Add (or, negative, take) pieces of the army fighting for `who`."""
    put(s, _region(bt, who), nation, kind, count, box=_in_box(bt, who))
    if who == ATTACKER:
        attack = list(bt.attack)
        attack[slot(nation, kind)] += count
        bt = bt._replace(attack=tuple(attack))
    return bt


def _lost(s: State, nation: int, kind: int) -> None:
    """A piece out of the battle: Free Peoples' to the casualties, out of the game; the
    Shadow's back to the reinforcements («усі втрати гравця за Тінь знову стають доступними
    підкріпленнями»)."""
    k = slot(nation, kind)
    if board().side_of_nation[nation] == FREE_PEOPLES:
        s.casualties[k] += 1
    else:
        s.reserve[k] += 1


def _replacement(s: State, nation: int) -> bool:
    """Take the regular that replaces an elite: «з попередніх втрат (якщо такі є). Інакше ...
    з доступних підкріплень». False when there is none."""
    k = slot(nation, REGULAR)
    if s.casualties[k]:
        s.casualties[k] -= 1
    elif s.reserve[k]:
        s.reserve[k] -= 1
    else:
        return False
    return True


def _may_replace(s: State, nation: int) -> bool:
    k = slot(nation, REGULAR)
    return bool(s.casualties[k] or s.reserve[k])


# ---- declaring a battle ----------------------------------------------------------------------

def why_not(s: State, side: int, from_region: int, to_region: int, attacking: tuple[int, ...],
            anywhere: bool = False) -> str | None:
    """Why this attack may not be made, in English; None when it may. `anywhere`: a card lets the
    army attack a region not adjacent (Corsairs of Umbar)."""
    b = board()
    enemy = 1 - side
    if s.battle is not None:
        return "a battle is already being fought"
    if from_region == to_region:
        if units(s.besieged[to_region], enemy):
            place, defenders = s.armies[from_region], s.besieged[to_region]
        elif units(s.besieged[to_region], side):
            place, defenders = s.besieged[from_region], s.armies[to_region]
        else:
            return "an army attacks in its own region only to assault or sally from a stronghold"
    elif not anywhere and not b.adjacent(from_region, to_region):
        return "an army attacks only an adjacent region"
    else:
        place, defenders = s.armies[from_region], s.armies[to_region]
    if min(attacking) < 0 or min(map(sub, place, attacking)) < 0 or of_side(attacking, enemy) != EMPTY:
        return "the attacking pieces are not there"
    if not units(attacking, side):
        return "an attacking army needs at least one unit"
    rest = tuple(map(sub, of_side(place, side), attacking))
    if side == FREE_PEOPLES and leaders(rest, side) and not units(rest, side):
        return "the rearguard needs at least one unit"
    if not politics.may_attack(s, attacking, side):
        return "only nations At War may start a battle"
    if not units(defenders, enemy):
        return "there is no enemy army to attack"
    if to_region in _closed_to(s, side):
        return "a card on the table closes that region to the attack"
    return None


def _closed_to(s: State, side: int) -> frozenset:
    from lotr_table.games.wotr import table_cards     # (its keywords come with the event cards)
    return table_cards.closed_regions(s, side)


def start(s: State, side: int, from_region: int, to_region: int, attacking: tuple[int, ...],
          terms: tuple = (), anywhere: bool = False) -> None:
    """Begin a battle of `side` with these pieces (24 counts) of `from_region` (of its box for a
    sortie) against the enemy in `to_region`; the caller runs FLOW.advance. `terms`: an event
    card's for this battle (Battle.terms)."""
    reason = why_not(s, side, from_region, to_region, attacking, anywhere)
    if reason is not None:
        raise ValueError(reason)
    if from_region != to_region:
        kind = FIELD
    else:
        kind = SIEGE if units(s.besieged[to_region], 1 - side) else SORTIE
    s.battle = Battle(side, from_region, to_region, kind, tuple(attacking), terms=terms)
    if kind != SIEGE:                  # «повинні об’єднатися в змішане військо, якщо регіон атакують»
        mixed.attacked(s, to_region, 1 - side)
    # «Кожну битву вважають однією атакою, незалежно від кількості раундів»: once.
    politics.army_attacked(s, army(s, s.battle, DEFENDER), 1 - side, to_region)
    FLOW.then(s, ("battle_white_rider",), ("battle_round",))


# ---- a round ---------------------------------------------------------------------------------

@FLOW.step("battle_round")
def _round(s: State) -> None:
    bt = s.battle
    if bt.kind == FIELD and siege.friendly_stronghold(s, bt.target, 1 - bt.side):
        FLOW.ask(s, _seat(s, bt, DEFENDER), "battle_stronghold", (Action("field"), Action("withdraw")),
                 STRONGHOLD_PROMPT, shape=ChooseOne((Action("field"), Action("withdraw"))))
        return
    FLOW.then(s, ("combat_cards",))


@FLOW.answer("battle_stronghold")
def _on_stronghold(s: State, q, action: Action) -> None:
    bt = s.battle
    if action.kind == "field":
        FLOW.then(s, ("combat_cards",))
        return
    withdraw(s)
    FLOW.then(s, ("battle_end",))


def withdraw(s: State) -> None:
    """The defender goes into its stronghold: «Щойно захисник вирішить відступити в обложену
    фортецю, регіон навколо фортеці залишається відкритим для ворога, який може негайно
    просунутися туди.»"""
    bt = s.battle
    siege.shut_in(s, bt.target, 1 - bt.side)
    s.battle = bt._replace(outcome="withdrew")


def _needed(bt: Battle, who: int) -> int:
    """What a die must show to hit: 6 for the attacker of a stronghold under siege, and in
    the first round against a city or a fortification; 5 otherwise."""
    if who == DEFENDER:
        return HIT
    if bt.kind == SIEGE:
        return HARD_HIT
    if bt.kind == FIELD and bt.round == 1 and board().settlement_of[bt.target] in (CITY, FORTIFICATION):
        return HARD_HIT
    return HIT


def roll(s: State, n: int) -> tuple[int, ...]:
    return tuple(draw(s, 6) + 1 for _ in range(n))


def strength(pieces: tuple[int, ...], side: int, captains: int = 0) -> int:
    """Combat strength: every unit, +1 for each Captain of the West, at most five dice («не
    більше ніж 5»)."""
    return min(units(pieces, side) + captains, MAX_DICE)


def leadership(pieces: tuple[int, ...], side: int, characters: int = 0) -> int:
    """Leaders or Nazgûl plus the characters' ratings (leadership.rating), at most five."""
    return min(leaders(pieces, side) + characters, MAX_DICE)


def _leadership(s: State, bt: Battle, who: int, pieces: tuple[int, ...], side: int, forfeit: int = 0) -> int:
    """«Білий Вершник ... скасувати все лідерство назґŷлів (а також Короля-Відьмака) до кінця
    цієї битви»: once the companion who rides as `the_white_rider` gave up his own, the Nazgûl
    count for nothing."""
    region = _region(bt, who)
    riding = white_rider_rides(bt)
    own = leadership_of.rating(s, region, side, pieces, nazgul_cancelled=riding, silenced=bt.silenced)
    lost = 0
    if riding:
        cards = characters().companions
        lost = (sum(cards[c].leadership for c in leadership_of.companions_at(s, region)
                    if c in companion_has("the_white_rider") and c not in bt.silenced) if side == FREE_PEOPLES
                else pieces[slot(SAURON, LEADER)])
    return min(max(0, leaders(pieces, side) + own - lost - forfeit), MAX_DICE)


def white_rider_rides(bt: Battle) -> bool:
    """The White Rider was called on and its rider is not silenced this round (Words of Power:
    «his leadership and special abilities count for nothing this combat round»)."""
    return bt.white_rider and not any(c in companion_has("the_white_rider") for c in bt.silenced)


def _white_rider_offered(s: State, bt: Battle) -> int | None:
    """Who may call on the White Rider: a companion who is `the_white_rider` (Gandalf the White)
    with the Free Peoples' army, Nazgûl or a minion who `counts_as_nazgul` (the Witch-king)
    with the Shadow's; the ATTACKER/DEFENDER index of the Free Peoples."""
    fp = ATTACKER if bt.side == FREE_PEOPLES else DEFENDER
    shadow = 1 - fp
    if not any(c in companion_has("the_white_rider") for c in leadership_of.companions_at(s, _region(bt, fp))):
        return None
    nazgul = army(s, bt, shadow)[slot(SAURON, LEADER)]
    return fp if nazgul or any(m in minion_has("counts_as_nazgul")
                               for m in leadership_of.at(s, _region(bt, shadow), 1 - FREE_PEOPLES)) else None


@FLOW.step("battle_white_rider")
def _white_rider(s: State) -> None:
    fp = _white_rider_offered(s, s.battle)
    if fp is not None:
        FLOW.ask(s, _seat(s, s.battle, fp), "battle_white_rider", (Action("yes"), Action("no")), WHITE_RIDER_PROMPT,
                 shape=YesNo("white_rider"))


@FLOW.answer("battle_white_rider")
def _on_white_rider(s: State, q, action: Action) -> None:
    if action.kind == "yes":
        s.battle = s.battle._replace(white_rider=True)
        say(s, "Gandalf the White gives up his leadership: the Nazgûl lead no more in this battle.")


def mod(bt: Battle, who: int, key: str) -> int:
    """The sum of this round's card effects of `key` on `who`'s dice: "roll" and "re_roll"
    (added to each die), "fewer_dice", "forfeit" (leadership points given up), "sure_hits"
    (missed dice turned into hits before the re-roll), "no_re_roll", "ones_hit_self"."""
    return sum(v for w, k, v in bt.mods if w == who and k == key)


def most_dice(bt: Battle, who: int) -> int:
    """The fewest dice a card lets `who` roll («кидає щонайбільше три кубики»), else five."""
    return min((v for w, k, v in bt.mods if w == who and k == "max_dice"), default=MAX_DICE)


def hits(die: int, needed: int, modifier: int) -> bool:
    """«Результат «1» завжди вважають промахом, а «6» – завжди влучанням, незалежно від будь-яких
    модифікаторів.»"""
    return die != 1 and (die == 6 or die + modifier >= needed)


def fighting(s: State, bt: Battle) -> bool:
    """Both armies still stand and nobody left: the round goes on."""
    return not bt.outcome and all(units(army(s, bt, w), bt.side if w == ATTACKER else 1 - bt.side)
                                  for w in (ATTACKER, DEFENDER))


@FLOW.step("battle_strike")
def _strike(s: State) -> None:
    """The combat roll: strength dice (fewer, as the cards say: at least one)."""
    bt = s.battle
    if bt.outcome:                   # a card took the army away before the roll (Scouts)
        FLOW.then(s, ("combat_discard",), ("battle_end",))
        return
    if not fighting(s, bt):          # a card's attack destroyed an army before the roll
        FLOW.then(s, ("combat_discard",), ("battle_round_end",))
        return
    sides = (bt.side, 1 - bt.side)
    first = []
    for w in (ATTACKER, DEFENDER):
        n = strength(army(s, bt, w), sides[w], leadership_of.captains(s, _region(bt, w), sides[w], bt.silenced))
        n = min(n, most_dice(bt, w))
        fewer = mod(bt, w, "fewer_dice")
        if fewer:                    # «на один кубик менше ... (але не менше ніж один)»
            n = max(1, n - fewer)
        n = _fewer(bt, sides[w], n)  # an event card's for the whole battle (Help Unlooked For)
        first.append(roll(s, n))
    s.barrier += 1                   # the dice are known: no taking back what came before
    s.battle = bt._replace(dice=((first[0], ()), (first[1], ())))
    FLOW.then(s, ("combat_effects", "re_roll"), ("battle_re_roll",), ("combat_effects", "after_re_roll"),
              ("combat_effects", "casualties"), ("battle_casualties", ATTACKER), ("battle_casualties", DEFENDER),
              ("combat_effects", "after_casualties"), ("combat_discard",), ("battle_round_end",))


@FLOW.step("battle_re_roll")
def _re_roll(s: State) -> None:
    """The leader re-roll of the missed dice, up to the leadership; then the hits."""
    bt = s.battle
    sides = (bt.side, 1 - bt.side)
    armies = (army(s, bt, ATTACKER), army(s, bt, DEFENDER))
    first = [bt.dice[w][0] for w in (ATTACKER, DEFENDER)]
    second, scored, own_goals = [], [], [0, 0]
    for w in (ATTACKER, DEFENDER):
        needed, plus = _needed(bt, w), mod(bt, w, "roll")
        missed = [d for d in first[w] if not hits(d, needed, plus)]
        if mod(bt, w, "ones_hit_self"):
            # «Кожен немодифікований результат «1» ... завдає одного влучання війську Тіні»,
            # and is not rolled again
            own_goals[w] = sum(d == 1 for d in first[w])
            missed = [d for d in missed if d != 1]
        sure = min(mod(bt, w, "sure_hits"), len(missed))
        lead = 0 if mod(bt, w, "no_re_roll") else _leadership(s, bt, w, armies[w], sides[w], mod(bt, w, "forfeit"))
        second.append(roll(s, min(lead, len(missed) - sure)))
        again = mod(bt, w, "re_roll")
        scored.append((sum(hits(d, needed, plus) for d in first[w]),
                       sure + sum(hits(d, needed, again) for d in second[w])))
    s.barrier += 1
    s.battle = bt._replace(hits=(sum(scored[DEFENDER]) + own_goals[ATTACKER], sum(scored[ATTACKER]) + own_goals[DEFENDER]),
                           dice=((first[0], second[0]), (first[1], second[1])), scored=tuple(scored))
    for w in (ATTACKER, DEFENDER):   # every die shown, as it is rolled at the table
        if second[w]:
            say(s, "{side} rolls {dice}, re-rolls {again}; hits: {hits}.", side=SIDES[sides[w]],
                dice=" ".join(map(str, first[w])) or "-", again=" ".join(map(str, second[w])), hits=sum(scored[w]))
        else:               # no die to re-roll: the log says no empty re-roll
            say(s, "{side} rolls {dice}; hits: {hits}.", side=SIDES[sides[w]],
                dice=" ".join(map(str, first[w])) or "-", hits=sum(scored[w]))


def _fewer(bt: Battle, side: int, dice: int) -> int:
    """A card's «rolls one die less ... (to a minimum of one)» for this side."""
    fewer = term(bt, "fewer_dice")
    if not fewer or fewer[0] != side or not fewer[1]:
        return dice
    return max(1, dice - fewer[1])


# ---- casualties ------------------------------------------------------------------------------

def casualty_options(pieces: tuple[int, ...], side: int, hits: int) -> list[Action]:
    """«За кожне влучання суперника ... приберіть 1 звичайний загін або замініть один елітний
    загін одним звичайним загоном того самого народу»; two hits may remove an elite."""
    b = board()
    out = []
    for n in b.nations_of_side(side):
        nation = b.nation_ids[n]
        if pieces[slot(n, REGULAR)]:
            out.append(Action("remove", nation=nation, piece="regular"))
        if pieces[slot(n, ELITE)]:
            out.append(Action("downgrade", nation=nation, piece="elite"))
            if hits >= 2:
                out.append(Action("remove", nation=nation, piece="elite"))
    return out


def _casualty(s: State, bt: Battle, who: int, action: Action) -> Battle:
    n = board().nation(action["nation"])
    kind = KINDS.index(action["piece"])
    bt = _take(s, bt, who, n, kind, -1)
    _lost(s, n, kind)
    cost = 1
    if action.kind == "downgrade":
        # «Якщо серед втрат і підкріплень немає звичайних загонів, то елітний загін не можна
        # замінити, і ви вилучаєте його з гри без подальшого ефекту.»
        if _replacement(s, n):
            bt = _take(s, bt, who, n, REGULAR, 1)
    elif kind == ELITE:
        cost = 2
    hits = list(bt.hits)
    hits[who] = max(0, hits[who] - cost)
    side = bt.side if who == ATTACKER else 1 - bt.side
    say(s, "{side} downgrades an elite of {nation}." if action.kind == "downgrade" else "{side} loses {piece} of {nation}.",
        side=SIDES[side], nation=board().nation_ids[n], piece=KINDS[kind])
    return bt._replace(hits=tuple(hits))


@FLOW.step("battle_casualties")
def _casualties(s: State, who: int) -> None:
    bt = s.battle
    hits = bt.hits[who]
    side = bt.side if who == ATTACKER else 1 - bt.side
    pieces = army(s, bt, who)
    if not hits or not units(pieces, side):
        return
    b = board()
    if hits >= sum(pieces[slot(n, REGULAR)] + 2 * pieces[slot(n, ELITE)] for n in b.nations_of_side(side)):
        for n in b.nations_of_side(side):       # whatever the order, every unit is lost
            for kind in (REGULAR, ELITE):
                for _ in range(pieces[slot(n, kind)]):
                    bt = _take(s, bt, who, n, kind, -1)
                    _lost(s, n, kind)
        hits_left = list(bt.hits)
        hits_left[who] = 0
        s.battle = bt._replace(hits=tuple(hits_left))
        return
    options = casualty_options(pieces, side, hits)
    if len(options) == 1:
        s.battle = _casualty(s, bt, who, options[0])
        FLOW.then(s, ("battle_casualties", who))
        return
    FLOW.ask(s, army_seat(s, pieces, side), "battle_casualty", tuple(options), CASUALTY_PROMPT,
             data=who, shape=ChooseOne(tuple(options)), hits=hits)


@FLOW.answer("battle_casualty")
def _on_casualty(s: State, q, action: Action) -> None:
    s.battle = _casualty(s, s.battle, q.data, action)
    FLOW.then(s, ("battle_casualties", q.data))


def _fall(s: State, bt: Battle, who: int) -> Battle:
    """«Якщо всі військові загони з одного війська знищені в ході битви, негайно приберіть
    усіх лідерів»: Free Peoples' leaders for good, Nazgûl back to the reinforcements."""
    side = bt.side if who == ATTACKER else 1 - bt.side
    pieces = army(s, bt, who)
    leadership_of.fall(s, _region(bt, who), side)
    for n in board().nations_of_side(side):
        for _ in range(pieces[slot(n, LEADER)]):
            bt = _take(s, bt, who, n, LEADER, -1)
            _lost(s, n, LEADER)
    return bt


# ---- the round's end -------------------------------------------------------------------------

@FLOW.step("battle_round_end")
def _round_end(s: State) -> None:
    bt = s.battle
    fallen = [not units(army(s, bt, w), bt.side if w == ATTACKER else 1 - bt.side)
              for w in (ATTACKER, DEFENDER)]
    if any(fallen):
        for w in (ATTACKER, DEFENDER):
            if fallen[w]:
                bt = _fall(s, bt, w)
        s.battle = bt._replace(outcome="destroyed")
        FLOW.then(s, ("battle_end",))
        return
    seat = _seat(s, bt, ATTACKER)
    if bt.kind == SIEGE and bt.round < term(bt, "siege_rounds", 1):
        _next_round(s)                # a card's siege of more rounds: no elite downgraded for them
        return
    if bt.kind != SIEGE and term(bt, "must_continue", False):
        _on_continue(s, None, Action("yes"))      # «cannot cease the attack»
        return
    if bt.kind == SIEGE:
        # «штурм триває лише один бойовий раунд, якщо тільки нападник не вирішить
        # добровільно перетворити 1 свій елітний загін ... на звичайний»
        b = board()
        options = tuple(Action("downgrade", nation=b.nation_ids[n], piece="elite")
                        for n in b.nations_of_side(bt.side)
                        if bt.attack[slot(n, ELITE)] and _may_replace(s, n)) + (Action("end"),)
        if len(options) == 1:
            _cease(s)
            return
        FLOW.ask(s, seat, "battle_press", options, PRESS_PROMPT, shape=ChooseOne(options))
        return
    FLOW.ask(s, seat, "battle_continue", (Action("yes"), Action("no")), CONTINUE_PROMPT,
             shape=YesNo("continue"))


def _cease(s: State) -> None:
    """The attacker stops: its army stays where it was (a sortie's, inside the stronghold)."""
    s.battle = s.battle._replace(outcome="ceased")
    FLOW.then(s, ("battle_end",))


def _next_round(s: State) -> None:
    s.battle = s.battle._replace(round=s.battle.round + 1)
    FLOW.then(s, ("battle_round",))


@FLOW.answer("battle_press")
def _on_press(s: State, q, action: Action) -> None:
    if action.kind == "end":
        _cease(s)
        return
    bt = s.battle
    n = board().nation(action["nation"])
    bt = _take(s, bt, ATTACKER, n, ELITE, -1)
    _lost(s, n, ELITE)
    _replacement(s, n)
    s.battle = _take(s, bt, ATTACKER, n, REGULAR, 1)
    _next_round(s)


def free_for(s: State, region: int, side: int) -> bool:
    """A free region: no enemy army and no settlement the enemy holds; the region of a
    stronghold the side besieges is free for it («уважають вільним для гравця, що веде облогу»)."""
    enemy = 1 - side
    if units(s.armies[region], enemy):
        return False
    if s.controller[region] == enemy:
        return bool(units(s.besieged[region], enemy) and units(s.armies[region], side))
    return True


def retreats(s: State, bt: Battle) -> tuple[int, ...]:
    """Where the defender may retreat: an adjacent free region («у сусідній вільний регіон»)
    with room for it; never from inside a stronghold («Військо під облогою не може відступити»)."""
    if bt.kind == SIEGE:
        return ()
    side = 1 - bt.side
    pieces = army(s, bt, DEFENDER)
    return tuple(r for r in board().neighbours[bt.target]
                 if free_for(s, r, side)
                 and politics.army_may_enter(s, pieces, side, r, retreating=True)
                 and units(s.armies[r], side) + units(pieces, side) <= STACKING_LIMIT)


@FLOW.answer("battle_continue")
def _on_continue(s: State, q, action: Action) -> None:
    if action.kind == "no":
        _cease(s)
        return
    bt = s.battle
    places = retreats(s, bt)
    if not places:
        _next_round(s)
        return
    b = board()
    options = tuple(Action("retreat", region=b.ids[r]) for r in places) + (Action("stay"),)
    FLOW.ask(s, _seat(s, bt, DEFENDER), "battle_retreat", options, RETREAT_PROMPT,
             shape=ChooseOne(options))


@FLOW.answer("battle_retreat")
def _on_retreat(s: State, q, action: Action) -> None:
    if action.kind == "stay":
        _next_round(s)
        return
    retreat(s, board().region(action["region"]))
    FLOW.then(s, ("battle_end",))


def retreat(s: State, to: int) -> None:
    """The whole defending army moves into `to` (one of `retreats`)."""
    bt = s.battle
    side = 1 - bt.side
    pieces = army(s, bt, DEFENDER)
    s.cache = {}
    s.armies[bt.target] = tuple(a - p for a, p in zip(s.armies[bt.target], pieces))
    s.armies[to] = tuple(a + p for a, p in zip(s.armies[to], pieces))
    # its characters retreat with it, but one of level 0 («не може переміщуватися, навіть
    # бувши частиною війська»)
    leadership_of.follow(s, side, bt.target, to, leadership_of.movers(s, bt.target, side))
    politics.enemy_army_entered(s, to, side)
    mixed.arrived(s, to, side, pieces)
    # where it went, in the log as a card's retreat says it: the other side sees the army go
    # (and the table slides it from the battle's region)
    b = board()
    say(s, RETREATS, source=b.ids[bt.target], region=b.ids[to])
    s.battle = bt._replace(outcome="retreated")


# ---- the battle's end ------------------------------------------------------------------------

@FLOW.step("battle_end")
def _end(s: State) -> None:
    bt = s.battle
    side, enemy, r = bt.side, 1 - bt.side, bt.target
    if bt.kind == SIEGE:
        # «усі загони, що захищають фортецю, знищені, а у війська, що вело облогу, залишився
        # принаймні один загін у цьому регіоні»
        if not units(s.besieged[r], enemy) and units(s.armies[r], side):
            siege.lift(s, r)
            capture(s, r, side)
        elif not units(s.armies[r], side):         # the besiegers fell: the siege is over
            siege.lift(s, r)
        FLOW.then(s, ("battle_finish",))
        return
    if bt.kind == SORTIE:
        if not units(s.armies[r], enemy):          # the besiegers destroyed or gone
            siege.lift(s, r)
        elif not units(s.besieged[r], side):       # every defender of the stronghold fell
            siege.lift(s, r)
            capture(s, r, enemy)
        # «якщо нападник хоче припинити атаку, то його військо повертається у фортецю»: it
        # never left the box. «Якщо атакувальне військо виграє у вилазці, воно не зможе
        # просунутися за межі регіону з цією фортецею.»
        FLOW.then(s, ("battle_finish",))
        return
    if bt.outcome == "withdrew" or (bt.outcome in ("destroyed", "retreated")
                                     and units(bt.attack, side) and not units(s.armies[r], enemy)):
        if bt.outcome != "withdrew" and units(s.besieged[r], side):
            siege.lift(s, r)                       # a relief: the besiegers are gone
        FLOW.then(s, ("battle_advance",))
        return
    FLOW.then(s, ("battle_finish",))


def _advance_options(s: State, bt: Battle) -> list[Action]:
    b = board()
    side = bt.side
    out = []
    room = units(s.armies[bt.target], side) < STACKING_LIMIT
    for n in b.nations_of_side(side):
        for kind in (REGULAR, ELITE, LEADER):
            k = slot(n, kind)
            if bt.attack[k] - bt.advanced[k] <= 0:
                continue
            if kind != LEADER and not room:
                continue
            # a Free Peoples' leader goes with an army, never ahead of it
            if kind == LEADER and side == FREE_PEOPLES and not units(bt.advanced, side):
                continue
            out.append(Action("advance", nation=b.nation_ids[n], piece=KINDS[kind]))
    # no Free Peoples' leader left behind without units
    stranded = side == FREE_PEOPLES and leaders(s.armies[bt.source], side) and not units(s.armies[bt.source], side)
    if not stranded:
        out.append(Action("done"))
    return out


@FLOW.step("battle_advance")
def _advance(s: State) -> None:
    """«нападник може негайно перемістити все або частину свого війська, що брало участь у
    битві, у захоплений регіон» — one piece at a time, then "done"."""
    bt = s.battle
    options = tuple(_advance_options(s, bt))
    FLOW.ask(s, _seat(s, bt, ATTACKER), "battle_advance", options, ADVANCE_PROMPT,
             shape=ChooseOne(options))


@FLOW.answer("battle_advance")
def _on_advance(s: State, q, action: Action) -> None:
    bt = s.battle
    if action.kind == "done":
        FLOW.then(s, ("battle_advanced",))
        return
    n = board().nation(action["nation"])
    kind = KINDS.index(action["piece"])
    put(s, bt.source, n, kind, -1)
    put(s, bt.target, n, kind, 1)
    advanced = list(bt.advanced)
    advanced[slot(n, kind)] += 1
    s.battle = bt._replace(advanced=tuple(advanced))
    FLOW.then(s, ("battle_advance",))


@FLOW.step("battle_advanced")
def _advanced(s: State) -> None:
    bt = s.battle
    side, enemy, r = bt.side, 1 - bt.side, bt.target
    if not units(bt.advanced, side):
        if bt.outcome == "withdrew":               # nobody came: no siege, the defenders come out
            siege.lift(s, r)
        FLOW.then(s, ("battle_finish",))
        return
    politics.enemy_army_entered(s, r, side)
    mixed.arrived(s, r, side, bt.advanced)
    if units(s.besieged[r], enemy):
        # «з цього моменту фортецю вважають обложеною, а битву завершеною»
        FLOW.then(s, ("siege_overflow", r, enemy), ("battle_finish",))
        return
    # «вороже військо входить в регіон з містом, селищем або незайнятою фортецею»
    capture(s, r, side)
    FLOW.then(s, ("battle_finish",))


@FLOW.step("siege_overflow")
def _overflow(s: State, region: int, side: int) -> None:
    """«Будь-який загін, що перевищує це обмеження, треба негайно вилучити» — the owner
    chooses, one unit at a time; they go to the reinforcements."""
    excess = siege.overflow(s, region, side)
    if not excess:
        return
    b = board()
    box = s.besieged[region]
    options = tuple(Action("remove", nation=b.nation_ids[n], piece=KINDS[kind])
                    for n in b.nations_of_side(side) for kind in (REGULAR, ELITE)
                    if box[slot(n, kind)])
    if len(options) == 1:
        _set_aside(s, region, options[0])
        FLOW.then(s, ("siege_overflow", region, side))
        return
    FLOW.ask(s, army_seat(s, box, side), "siege_overflow", options, OVERFLOW_PROMPT,
             data=(region, side), shape=ChooseOne(options), excess=excess)


def _set_aside(s: State, region: int, action: Action) -> None:
    n = board().nation(action["nation"])
    kind = KINDS.index(action["piece"])
    put(s, region, n, kind, -1, box=True)
    s.reserve[slot(n, kind)] += 1


@FLOW.answer("siege_overflow")
def _on_overflow(s: State, q, action: Action) -> None:
    region, side = q.data
    _set_aside(s, region, action)
    FLOW.then(s, ("siege_overflow", region, side))


# how a battle ended, in the log
ENDINGS = {"destroyed": "The battle of {region} ends: the defenders are destroyed.",
           "retreated": "The battle of {region} ends: the defenders retreat.",
           "withdrew": "The battle of {region} ends: the defenders withdraw into the stronghold.",
           "ceased": "The battle of {region} ends: the attacker ceases the attack.",
           "": "The battle of {region} ends."}
# one text with a card's retreat: declared once, by event_words_fellowship.ARMY_LOG
RETREATS = "The army retreats from {source} to {region}."
LOG_TEMPLATES = (("{side} rolls {dice}, re-rolls {again}; hits: {hits}.", "{side} rolls {dice}; hits: {hits}.", "{side} downgrades an elite of {nation}.",
                  "{side} loses {piece} of {nation}.",
                  "Gandalf the White gives up his leadership: the Nazgûl lead no more in this battle.")
                 + tuple(ENDINGS.values()) + leadership_of.LOG)


@FLOW.step("battle_finish")
def _finish(s: State) -> None:
    bt = s.battle
    # «Облога завершується, коли військо нападника залишає регіон»: besiegers that advanced
    # out of their region, or retreated from it, leave its stronghold free.
    siege.left_unbesieged(s, bt.source)
    siege.left_unbesieged(s, bt.target)
    say(s, ENDINGS[bt.outcome], region=board().ids[bt.target])
    s.battle = None

