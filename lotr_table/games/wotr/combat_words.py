"""War of the Ring's words for the combat cards' halves (seed: Розділ V «Бойові карти»,
Розділ VI «Зіграти бойову карту»), registered into event_words' vocabulary and language.

A combat half's effect runs at the moment of the round its `when` names (card_records.TIMINGS) and
acts on the battle being fought (`s.battle`) for the card's player: "own" is the army that
player fights with, "enemy" the other. «Якщо не вказано інше, ефекти карти діють лише протягом
поточного бойового раунду»: what a word does to the dice lasts the round (battle.mod).

Effects:
- `combat_modifier` {roll, re_roll, to: own|enemy|both}: added to each die of the combat roll /
  the leader re-roll («додайте 1»; a natural 1 still misses, a natural 6 still hits);
- `dice_at_most` {n, to}: the combat roll uses at most n dice; `fewer_dice` {n, to}: n dice
  fewer, at least one; `cancel_re_roll` {to}: no leader re-roll;
- `forfeit` {points | figure}: own leadership given up this round («відмовитися від лідерства»);
- `sure_hits` {n}: before the re-roll, n missed dice count as hits (and are not re-rolled);
- `extra_hits` {n}: the enemy takes n more hits; `cancel_hits` {n | level_of}: own army takes n
  fewer (a figure's level: a companion's or minion's level, a leader's 1); {n, hits: scored,
  figure}: n of the hits own roll scored are spent on the figure instead, the enemy not taking them;
- `combat_attack` {dice, at_least}: an extra attack rolled now («Не можна виконати перекид за
  лідерство ... Будь-які бойові втрати негайно прибирають з поля»): hits on `at_least`+ (0:
  as the combat roll needs), the enemy's casualties taken at once;
- `self_hits` {n}: own army takes n hits at once (its player chooses the casualties);
- `combat_retreat`: the defender retreats to an adjacent free region or withdraws into its
  stronghold before the roll (the battle ends);
- `eliminate` {figure}: a figure of the battle is eliminated (a Free Peoples leader to the
  casualties, a Nazgûl to the reinforcements, a companion or minion out of the game);
- `cancel_card`: the other player's combat card is cancelled (its effects not yet applied never are);
- `ones_hit_self` {to}: each natural 1 of that army's combat roll is a hit on itself, not re-rolled.
Conditions: `battle_role` {role}, `battle_kind` {kinds}, `card_played` {whose},
`nazgul_leadership_at_least` {n}, `compare` {value, than, times, strictly} (amounts remembered
first: value >= times × than).
Amounts: `battle_units` {whose, kind: unit|elite}, `battle_leadership` {whose},
`nazgul_leadership`, `battle_hits` {whose, of: roll|re_roll|both}.
Domain `battle_piece` (the figures of both armies: "leader/<nation>", "nazgul",
"companion/<id>", "minion/<id>", "elite/<nation>", "regular/<nation>"), tests `whose`,
`figure` (a list of regular, elite, leader, nazgul, companion, minion, hobbit), `nation`,
`character` (ids), `level_at_most`. The region domain gains `battle` (attacker|defender: where
that army stands) and `within` ({region, n}: at most n regions away).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import battle, leadership as leadership_of, minions, siege
from lotr_table.games.wotr.battle import ATTACKER, DEFENDER
from lotr_table.games.wotr.board import (
    ELITE, FREE_PEOPLES, KINDS, LEADER, NATIONS, REGULAR, SAURON, board)
from lotr_table.games.wotr.character_words import minion_has
from lotr_table.games.wotr.characters import characters, companion_id, minion_id
from lotr_table.games.wotr.event_language import LANGUAGE, VOCABULARY, side_of
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.state import slot, units

RETREAT_PROMPT = "Scouts: retreat to an adjacent free region, or withdraw into the stronghold?"
PROMPTS = (RETREAT_PROMPT,)
LOG = ("{side} scores more hits: {n}.", "{side} cancels hits: {n}.", "{side}'s combat card is cancelled.",
       "{side} rolls {dice} in an extra attack: {hits} hits.", "{piece} of {nation} is eliminated.",
       "A Nazgûl is eliminated.", "{side} inflicts hits on its own army: {n}.",
       "{side} uses a hit of its re-roll for its combat card.")
HOBBITS = ("meriadoc", "peregrin")
Whose = Literal["own", "enemy", "both"]


class _P(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Modifier(_P):
    roll: int = 0
    re_roll: int = 0
    to: Whose = "own"


class Dice(_P):
    n: int
    to: Whose = "enemy"


class To(_P):
    to: Whose = "enemy"


class Forfeit(_P):
    points: int = 0
    figure: str = ""


class N(_P):
    n: int


class Cancel(_P):
    n: int = 0
    level_of: str = ""
    # "scored": hits the player's own roll scored, which the enemy then does not take: the card
    # uses them otherwise, on `figure` (a choice recalled: none chosen, none spent)
    hits: Literal["taken", "scored"] = "taken"
    figure: str = ""


class Attack(_P):
    dice: int
    at_least: int = 0


class Figure(_P):
    figure: str


class Role(_P):
    role: Literal["attacker", "defender"]


class Kinds(_P):
    kinds: list[Literal["field", "siege", "sortie"]]


class Whom(_P):
    whose: Literal["own", "enemy"] = "enemy"


class Compare(_P):
    value: int
    than: int
    times: int = 1
    strictly: bool = False


class Units(_P):
    whose: Literal["own", "enemy"] = "own"
    kind: Literal["unit", "elite"] = "unit"


class Hits(_P):
    whose: Literal["own", "enemy"] = "own"
    of: Literal["roll", "re_roll", "both"] = "both"


class Within(_P):
    region: str
    n: int


# ---- who is who ---------------------------------------------------------------------------

def who_of(s, ctx) -> int:
    """ATTACKER or DEFENDER: the army the card's player fights with."""
    return ATTACKER if side_of(s, ctx) == s.battle.side else DEFENDER


def _whom(s, ctx, to: str) -> tuple[int, ...]:
    me = who_of(s, ctx)
    return {"own": (me,), "enemy": (1 - me,), "both": (ATTACKER, DEFENDER)}[to]


def _side(bt, who: int) -> int:
    return bt.side if who == ATTACKER else 1 - bt.side


def _add(s, entries) -> None:
    s.battle = s.battle._replace(mods=s.battle.mods + tuple(entries))


def _sides_name(bt, who: int) -> str:
    return ("free_peoples", "shadow")[_side(bt, who)]


# ---- effects on the dice ------------------------------------------------------------------

@VOCABULARY.effect("combat_modifier", Modifier)
def _modifier(s, ctx, p: Modifier) -> None:
    _add(s, [(w, k, v) for w in _whom(s, ctx, p.to) for k, v in (("roll", p.roll), ("re_roll", p.re_roll)) if v])


@VOCABULARY.effect("dice_at_most", Dice)
def _dice_at_most(s, ctx, p: Dice) -> None:
    _add(s, [(w, "max_dice", p.n) for w in _whom(s, ctx, p.to)])


@VOCABULARY.effect("fewer_dice", Dice)
def _fewer_dice(s, ctx, p: Dice) -> None:
    _add(s, [(w, "fewer_dice", p.n) for w in _whom(s, ctx, p.to)])


@VOCABULARY.effect("cancel_re_roll", To)
def _cancel_re_roll(s, ctx, p: To) -> None:
    _add(s, [(w, "no_re_roll", 1) for w in _whom(s, ctx, p.to)])


@VOCABULARY.effect("ones_hit_self", To)
def _ones_hit_self(s, ctx, p: To) -> None:
    _add(s, [(w, "ones_hit_self", 1) for w in _whom(s, ctx, p.to)])


@VOCABULARY.effect("forfeit", Forfeit)
def _forfeit(s, ctx, p: Forfeit) -> None:
    points = p.points + (_rating(p.figure) if p.figure else 0)
    _add(s, [(who_of(s, ctx), "forfeit", points)])


@VOCABULARY.effect("sure_hits", N)
def _sure_hits(s, ctx, p: N) -> None:
    _add(s, [(who_of(s, ctx), "sure_hits", p.n)])


# ---- hits ---------------------------------------------------------------------------------

def _hits_to(s, who: int, n: int) -> None:
    bt = s.battle
    h = list(bt.hits)
    h[who] = max(0, h[who] + n)
    s.battle = bt._replace(hits=tuple(h))


@VOCABULARY.effect("extra_hits", N)
def _extra_hits(s, ctx, p: N) -> None:
    me = who_of(s, ctx)
    if not battle.fighting(s, s.battle):
        return
    _hits_to(s, 1 - me, p.n)
    say(s, "{side} scores more hits: {n}.", side=_sides_name(s.battle, me), n=p.n)
    if ("battle_casualties", 1 - me) not in s.stack:   # after the casualties: taken at once
        s.stack.append(("battle_casualties", 1 - me))


@VOCABULARY.effect("cancel_hits", Cancel)
def _cancel_hits(s, ctx, p: Cancel) -> None:
    me = who_of(s, ctx)
    if p.hits == "scored":      # «Use one hit during the Leader re-roll to eliminate one Minion»
        if s.battle is not None and s.battle.hits[1 - me]:
            _hits_to(s, 1 - me, -p.n)
            say(s, "{side} uses a hit of its re-roll for its combat card.", side=_sides_name(s.battle, me))
        return
    n = min(s.battle.hits[me], p.n + (_level(p.level_of) if p.level_of else 0))
    if n:
        _hits_to(s, me, -n)
        say(s, "{side} cancels hits: {n}.", side=_sides_name(s.battle, me), n=n)


@VOCABULARY.effect("combat_attack", Attack)
def _combat_attack(s, ctx, p: Attack) -> None:
    bt = s.battle
    me = who_of(s, ctx)
    if not battle.fighting(s, bt):
        return
    needed = p.at_least or battle._needed(bt, me)
    dice = battle.roll(s, min(p.dice, battle.MAX_DICE))
    s.barrier += 1
    scored = sum(battle.hits(d, needed, 0) for d in dice)
    say(s, "{side} rolls {dice} in an extra attack: {hits} hits.", side=_sides_name(bt, me),
        dice=" ".join(map(str, dice)) or "-", hits=scored)
    if scored:
        _hits_to(s, 1 - me, scored)
        s.stack.append(("battle_casualties", 1 - me))


@VOCABULARY.effect("self_hits", N)
def _self_hits(s, ctx, p: N) -> None:
    me = who_of(s, ctx)
    if p.n and battle.fighting(s, s.battle):
        say(s, "{side} inflicts hits on its own army: {n}.", side=_sides_name(s.battle, me), n=p.n)
        _hits_to(s, me, p.n)
        s.stack.append(("battle_casualties", me))


# ---- the army leaves ----------------------------------------------------------------------

@VOCABULARY.effect("combat_retreat")
def _combat_retreat(s, ctx, p) -> None:
    bt = s.battle
    if who_of(s, ctx) != DEFENDER or not battle.fighting(s, bt):
        return
    b = board()
    options = tuple(Action("retreat", region=b.ids[r]) for r in battle.retreats(s, bt))
    if bt.kind == battle.FIELD and siege.friendly_stronghold(s, bt.target, 1 - bt.side):
        options += (Action("withdraw"),)
    if options:
        FLOW.ask(s, ctx.controller, "combat_retreat", options, RETREAT_PROMPT)


@FLOW.answer("combat_retreat")
def _on_combat_retreat(s, q, action: Action) -> None:
    if action.kind == "withdraw":
        battle.withdraw(s)
    else:
        battle.retreat(s, board().region(action["region"]))


@VOCABULARY.effect("cancel_card")
def _cancel_card(s, ctx, p) -> None:
    bt = s.battle
    other = 1 - who_of(s, ctx)
    if bt.cards[other][1]:
        c = list(bt.cancelled)
        c[other] = True
        s.battle = bt._replace(cancelled=tuple(c))
        say(s, "{side}'s combat card is cancelled.", side=_sides_name(bt, other))


# ---- figures of the battle ----------------------------------------------------------------

def pieces_of(s, who: int) -> tuple[str, ...]:
    """The figures of one army in the battle, as the `battle_piece` domain names them."""
    bt = s.battle
    side = _side(bt, who)
    army = battle.army(s, bt, who)
    out = []
    for n in board().nations_of_side(side):
        for kind, name in ((REGULAR, "regular"), (ELITE, "elite")):
            if army[slot(n, kind)]:
                out.append(f"{name}/{NATIONS[n]}")
        if army[slot(n, LEADER)]:
            out.append("nazgul" if n == SAURON else f"leader/{NATIONS[n]}")
    region = battle._region(bt, who)
    if side == FREE_PEOPLES:
        out += [f"companion/{companion_id(c)}" for c in leadership_of.companions_at(s, region)]
    else:
        out += [f"minion/{minion_id(m)}" for m in minions.at(s, region)]
    return tuple(out)


def _character(figure: str):
    kind, _, name = figure.partition("/")
    if kind == "companion":
        return next(c for c in characters().companions if c.id == name)
    if kind == "minion":
        return next(m for m in characters().minions if m.id == name)
    return None


def _level(figure: str) -> int:
    c = _character(figure)
    return 1 if c is None else (c.level if c.level is not None else 0)


def _rating(figure: str) -> int:
    c = _character(figure)
    return 1 if c is None else c.leadership


@VOCABULARY.effect("eliminate", Figure)
def _eliminate(s, ctx, p: Figure) -> None:
    bt = s.battle
    who = next((w for w in (ATTACKER, DEFENDER) if p.figure in pieces_of(s, w)), None)
    if who is None:
        return
    kind, _, name = p.figure.partition("/")
    if kind == "companion":
        c = next(i for i, x in enumerate(characters().companions) if x.id == name)
        s.separated = tuple(x for x in s.separated if x[0] != c)
        s.fallen = s.fallen + (c,)
        say(s, "{companion} falls with his army.", companion=name)
    elif kind == "minion":
        minions.fall(s, next(i for i, x in enumerate(characters().minions) if x.id == name))
    else:
        n = SAURON if kind == "nazgul" else board().nation(name)
        k = {"leader": LEADER, "nazgul": LEADER, "elite": ELITE, "regular": REGULAR}[kind]
        s.battle = battle._take(s, bt, who, n, k, -1)
        battle._lost(s, n, k)
        if kind == "nazgul":
            say(s, "A Nazgûl is eliminated.")
        else:
            say(s, "{piece} of {nation} is eliminated.", piece=KINDS[k], nation=NATIONS[n])


@LANGUAGE.domain("battle_piece")
def _battle_pieces(s, ctx):
    if s.battle is None:
        return ()
    return pieces_of(s, ATTACKER) + pieces_of(s, DEFENDER)


@LANGUAGE.test("battle_piece", "whose", Literal["own", "enemy"])
def _piece_whose(s, ctx, piece, whose) -> bool:
    who = _whom(s, ctx, whose)[0]
    return piece in pieces_of(s, who)


@LANGUAGE.test("battle_piece", "figure",
               list[Literal["regular", "elite", "leader", "nazgul", "companion", "minion", "hobbit"]])
def _piece_figure(s, ctx, piece, kinds) -> bool:
    kind, _, name = piece.partition("/")
    return kind in kinds or ("hobbit" in kinds and kind == "companion" and name in HOBBITS)


@LANGUAGE.test("battle_piece", "nation", str)
def _piece_nation(s, ctx, piece, nation) -> bool:
    kind, _, name = piece.partition("/")
    return name == nation or (kind == "nazgul" and nation == "sauron")


@LANGUAGE.test("battle_piece", "character", list[str])
def _piece_character(s, ctx, piece, ids) -> bool:
    return piece.partition("/")[2] in ids and piece.partition("/")[0] in ("companion", "minion")


@LANGUAGE.test("battle_piece", "level_at_most", int)
def _piece_level(s, ctx, piece, n) -> bool:
    return _level(piece) <= n


# ---- the battle's regions -----------------------------------------------------------------

@LANGUAGE.test("region", "battle", Literal["attacker", "defender"])
def _region_battle(s, ctx, region, who) -> bool:
    bt = s.battle
    if bt is None:
        return False
    return board().index[region] == (bt.source if who == "attacker" else bt.target)


@LANGUAGE.test("region", "within", Within)
def _region_within(s, ctx, region, w: Within) -> bool:
    b = board()
    return b.distance(b.index[region], b.index[w.region]) <= w.n


# ---- conditions ---------------------------------------------------------------------------

@VOCABULARY.condition("battle_role", Role)
def _battle_role(s, ctx, p: Role) -> bool:
    return s.battle is not None and who_of(s, ctx) == (ATTACKER if p.role == "attacker" else DEFENDER)


@VOCABULARY.condition("battle_kind", Kinds)
def _battle_kind(s, ctx, p: Kinds) -> bool:
    return s.battle is not None and s.battle.kind in p.kinds


@VOCABULARY.condition("card_played", Whom)
def _card_played(s, ctx, p: Whom) -> bool:
    return s.battle is not None and bool(s.battle.cards[_whom(s, ctx, p.whose)[0]][1])


def nazgul_leadership(s) -> int:
    """The Nazgûl's leadership in the Shadow's army: each Nazgûl's one and that of a minion who
    `counts_as_nazgul` (the Witch-king's)."""
    bt = s.battle
    who = ATTACKER if bt.side != FREE_PEOPLES else DEFENDER
    n = battle.army(s, bt, who)[slot(SAURON, LEADER)]
    for m in minions.at(s, battle._region(bt, who)):
        if m in minion_has("counts_as_nazgul"):
            n += characters().minions[m].leadership
    return n


@VOCABULARY.condition("nazgul_leadership_at_least", N)
def _nazgul_at_least(s, ctx, p: N) -> bool:
    return s.battle is not None and nazgul_leadership(s) >= p.n


@VOCABULARY.condition("compare", Compare)
def _compare(s, ctx, p: Compare) -> bool:
    return p.value > p.times * p.than if p.strictly else p.value >= p.times * p.than


# ---- amounts ------------------------------------------------------------------------------

class Nothing(_P):
    pass


@LANGUAGE.amount_word("battle_units", Units)
def _battle_units(s, ctx, p: Units) -> int:
    who = _whom(s, ctx, p.whose)[0]
    bt = s.battle
    army, side = battle.army(s, bt, who), _side(bt, who)
    if p.kind == "unit":
        return units(army, side)
    return sum(army[slot(n, ELITE)] for n in board().nations_of_side(side))


@LANGUAGE.amount_word("battle_leadership", Whom)
def _battle_leadership(s, ctx, p: Whom) -> int:
    who = _whom(s, ctx, p.whose)[0]
    bt = s.battle
    return battle._leadership(s, bt, who, battle.army(s, bt, who), _side(bt, who), 0)


@LANGUAGE.amount_word("nazgul_leadership", Nothing)
def _nazgul_amount(s, ctx, p) -> int:
    return nazgul_leadership(s)


@LANGUAGE.amount_word("battle_hits", Hits)
def _battle_hits(s, ctx, p: Hits) -> int:
    roll, again = s.battle.scored[_whom(s, ctx, p.whose)[0]]
    return {"roll": roll, "re_roll": again, "both": roll + again}[p.of]
