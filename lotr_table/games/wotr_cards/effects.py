"""The cards' vocabulary (rules §8-§11 as the cards word them): effects, conditions, costs
and keywords that data/*.json names. Effects that ask push steps; the others act at once."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context, Part
from lotr_table.engine.hidden_choice import ask_among_hidden
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr_cards.actions import arrive, move, play_action, play_targets, stand_places
from lotr_table.games.wotr_cards.cards import FREE_PEOPLES, SHADOW, locations
from lotr_table.games.wotr_cards.combat import active_battlegrounds, active_path, location_of
from lotr_table.games.wotr_cards.flow import FLOW, VOCAB
from lotr_table.games.wotr_cards.procedures import (card_answer, card_test, cycle, draw, eliminate, in_play, recycle,
                                                    remove_from_game)
from lotr_table.games.wotr_cards.scenarios import setup_of
from lotr_table.games.wotr_cards.state import at, bg_deck, drawn, path_pile, reserve, vp_area
from lotr_table.games.wotr_cards.table_talk import CARDS, card, faction_player, owner, players, seats

LOCATIONS = locations()
Who = str          # "you", "each_fp", "each_shadow" or a faction ("the Hobbit player")
Icon = Literal["bg_atk", "bg_def", "lead_atk", "lead_def", "path_atk", "path_def"]


class P(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _effect_part(raw) -> Part:
    return VOCAB.part("effect", raw, "a nested effect")


# -- effects -------------------------------------------------------------------------------

class Draw(P):
    n: int
    who: Who = "you"
    more_if_in_reserve: tuple[str, ...] = ()
    more: int = 0


@VOCAB.effect("draw", Draw)
def _draw(s, ctx, p) -> None:
    steps = []
    for seat in players(s, p.who, ctx.controller):
        n = p.n
        if p.more_if_in_reserve and any(s.zones.card_of[i] in p.more_if_in_reserve for i in s.zones.cards[reserve(seat)]):
            n += p.more
        steps.append(("draw", seat, n))
    FLOW.then(s, *steps)


class Forsake(P):
    who: Who = "you"
    n: int = 1


@VOCAB.effect("forsake", Forsake)
def _forsake(s, ctx, p) -> None:
    who = players(s, p.who, ctx.controller)
    FLOW.then(s, *[("forsake", seat, p.n) for seat in who])


@VOCAB.effect("cycle_from_hand", Forsake)
def _cycle_from_hand(s, ctx, p) -> None:
    who = players(s, p.who, ctx.controller)
    FLOW.then(s, *[("cycle_hand", seat, p.n) for seat in who])


class Steps(P):
    steps: tuple[Part, ...]

    @field_validator("steps", mode="before")
    @classmethod
    def _parts(cls, raw):
        return tuple(_effect_part(r) for r in raw)


@VOCAB.effect("seq", Steps)
def _seq(s, ctx, p) -> None:
    FLOW.then(s, *[("run", part, ctx) for part in p.steps])


@FLOW.step("run")
def _run(s, part: Part, ctx: Context) -> None:
    VOCAB.run(s, ctx, part)


class Each(P):
    who: Who
    steps: tuple[Part, ...]

    @field_validator("steps", mode="before")
    @classmethod
    def _parts(cls, raw):
        return tuple(_effect_part(r) for r in raw)


@VOCAB.effect("each", Each)
def _each(s, ctx, p) -> None:
    """Each player of a side does the whole list before the next starts (rules §14.2)."""
    steps = []
    for seat in players(s, p.who, ctx.controller):
        sub = Context(ctx.instance, ctx.card, seat, ctx.event)
        steps += [("run", part, sub) for part in p.steps]
    FLOW.then(s, *steps)


class Take(P):
    cards: tuple[str, ...] = ()
    faction: str | None = None
    type: str | None = None
    subtype: str | None = None
    source: Literal["deck", "cycle", "deck_or_cycle"]
    up_to: int = 1
    who: Who = "you"
    optional: bool = False
    then_recycle: bool = False        # the searcher's cycle pile shuffled into the deck after (Orthanc)

    @field_validator("cards")
    @classmethod
    def _known(cls, v):
        for c in v:
            if c not in CARDS:
                raise ValueError(f"no card {c!r}")
        return v


@VOCAB.effect("take", Take)
def _take(s, ctx, p) -> None:
    for seat in players(s, p.who, ctx.controller):
        take = ("take", seat, p.source, (p.cards, p.faction, p.type, p.subtype), p.up_to, p.optional or p.up_to > 1)
        FLOW.then(s, *((take, ("recycle", seat)) if p.then_recycle else (take,)))


@FLOW.step("recycle")
def _recycle_step(s, seat: int) -> None:
    recycle(s, seat)


class CardName(P):
    card: str


@VOCAB.effect("remove_from_game", CardName)
def _remove(s, ctx, p) -> None:
    remove_from_game(s, p.card, ctx.controller)


class ActivatePath(P):
    which: Literal["next", "same"]
    token: Icon | None = None


@VOCAB.effect("activate_path", ActivatePath)
def _activate_path(s, ctx, p) -> None:
    """The next number after the active path's, or another path of its number; the acting
    player chooses which of that number (rules A19). None left: nothing happens."""
    current = active_path(s)
    number = (LOCATIONS[current].path if current else s.last_path) + (1 if p.which == "next" else 0)
    if number > setup_of(s.opts).max_path or number < 1 or not s.zones.cards[path_pile(number)]:
        say(s, "No path can be activated.")
        return
    FLOW.ask(s, ctx.controller, "choose_path", [Action("path", location=l) for l in sorted(s.zones.cards[path_pile(number)])],
             "Choose the path to activate.", data=p.token)


@FLOW.answer("choose_path")
def _on_choose_path(s, q, action) -> None:
    loc = action["location"]
    if q.data:
        FLOW.then(s, ("activate", loc, q.seat, False), ("token", loc, q.data))
    else:
        FLOW.then(s, ("activate", loc, q.seat, False))


@FLOW.step("token")
def _token_step(s, target: str, icon: str) -> None:
    add_token(s, target, icon)


def add_token(s, target: str, icon: str, n: int = 1) -> None:
    have = dict(s.tokens.get(target, ()))
    have[icon] = have.get(icon, 0) + n
    s.tokens[target] = tuple(sorted(have.items()))
    say(s, "{target} gets {n} added icon(s).", target=s.zones.card_of.get(target, target), n=n)


class ActivateBattleground(P):
    card: str | None = None
    faction: str | None = None
    activate: bool = False
    reactivate: bool = False
    then_move: str | None = None      # "bearer" or a card id
    must_move: bool = False
    if_in_reserve: str | None = None


def _in_reserve(s, seat: int, card_id: str) -> str | None:
    return next((i for i in s.zones.cards[reserve(seat)] if s.zones.card_of[i] == card_id), None)


@VOCAB.effect("activate_battleground", ActivateBattleground)
def _activate_bg(s, ctx, p) -> None:
    """From the battleground decks ('activate'), from a victory area ('reactivate'); several
    fitting: the player chooses (rules §7.1.2-3, A5, A6, A22)."""
    if p.if_in_reserve and _in_reserve(s, ctx.controller, p.if_in_reserve) is None:
        say(s, "Nothing happens: the card named is not in reserve.")
        return
    zones = ([bg_deck(x) for x in (FREE_PEOPLES, SHADOW)] if p.activate else []) + \
            ([vp_area(x) for x in (FREE_PEOPLES, SHADOW)] if p.reactivate else [])
    found = sorted({l for z in zones for l in s.zones.cards[z]
                    if (p.card is None or l == p.card) and (p.faction is None or p.faction in LOCATIONS[l].factions)})
    if not found:
        say(s, "No battleground can be activated.")
        return
    mover = None
    if p.then_move == "bearer":
        mover = s.bearer.get(ctx.instance)
    elif p.then_move:
        mover = _in_reserve(s, ctx.controller, p.then_move)
    FLOW.ask(s, ctx.controller, "choose_battleground", [Action("battleground", location=l) for l in found],
             "Choose the battleground to activate.", data=(mover, p.must_move))


@FLOW.answer("choose_battleground")
def _on_choose_bg(s, q, action) -> None:
    loc = action["location"]
    mover, must = q.data
    reactivated = any(loc in s.zones.cards[vp_area(x)] for x in (FREE_PEOPLES, SHADOW))
    steps = [("activate", loc, q.seat, reactivated)]
    if mover is not None:
        steps.append(("move_there", mover, loc, must, q.seat))
    FLOW.then(s, *steps)


@FLOW.step("move_there")
def _move_there(s, inst: str, loc: str, must: bool, seat: int) -> None:
    """Then move the named character there, even if played this round."""
    if loc not in s.zones.cards["active"] or inst not in s.zones.cards[reserve(owner(inst))]:
        return
    if must:
        _do_move(s, inst, loc)
        return
    FLOW.ask(s, seat, "move_there", [Action("yes"), Action("no")], "Move the card there?", data=(inst, loc))


def _do_move(s, inst, loc) -> None:
    move(s, inst, loc)
    say(s, "{card} moves to {location}.", card=s.zones.card_of[inst], location=loc)
    arrive(s, inst, loc)


@FLOW.answer("move_there")
def _on_move_there(s, q, action) -> None:
    if action.kind == "yes":
        _do_move(s, *q.data)


class RoundRule(P):
    rule: Literal["rohan_on_dunedain", "three_hunters"]


@VOCAB.effect("round_rule", RoundRule)
def _round_rule(s, ctx, p) -> None:
    s.round_rules |= {p.rule}


class TokenChoice(P):
    icon: Icon
    to: Literal["path", "battleground", "self"]


class AddToken(P):
    choice: tuple[TokenChoice, ...]
    more_at: str | None = None        # one more when this path is active (Gorbag & Shagrat at Cirith Ungol)


@VOCAB.effect("add_token", AddToken)
def _add_token(s, ctx, p) -> None:
    options = []
    for ch in p.choice:
        if ch.to == "self":
            options.append(Action("token", target=ctx.instance, icon=ch.icon))
        elif ch.to == "path":
            if ctx.card in LOCATIONS and LOCATIONS[ctx.card].kind == "path":
                options.append(Action("token", target=ctx.card, icon=ch.icon))
            elif active_path(s):
                options.append(Action("token", target=active_path(s), icon=ch.icon))
        else:
            options += [Action("token", target=b, icon=ch.icon) for b in active_battlegrounds(s)]
    if not options:
        return
    n = 2 if p.more_at is not None and active_path(s) == p.more_at else 1
    if len(options) == 1:
        add_token(s, options[0]["target"], options[0]["icon"], n)
        return
    FLOW.ask(s, ctx.controller, "token", options, "Choose where the icon goes.", data=n)


@FLOW.answer("token")
def _on_token(s, q, action) -> None:
    add_token(s, action["target"], action["icon"], q.data)


class Corruption(P):
    n: int
    per_character_here: str | None = None     # n for each character of this faction on the path (Lembas)


@VOCAB.effect("corruption", Corruption)
def _corruption(s, ctx, p) -> None:
    """Corruption changes by n, or by n for each character of a faction on the active path
    (Lembas, rules A25: the bearer too)."""
    n = p.n
    if p.per_character_here is not None:
        path = active_path(s)
        n *= sum(1 for i in s.zones.cards[at(path)]
                 if card(s, i).type == "character" and card(s, i).faction == p.per_character_here) if path else 0
    s.corruption = max(0, s.corruption + n)
    say(s, "Corruption changes by {n}.", n=n)


class Eliminate(P):
    """Cards eliminated from a place: `here` (where the card stands), `in_play`, `reserve`
    (the controller's) or `active_battlegrounds`, those passing the filter; chosen by the
    controller, the cards' owner or a faction's player. `count`: a number, "any" (one at a
    time until the chooser stops; the number eliminated is remembered for `then`) or
    "remembered" (as many as the effect before eliminated). Items go with their bearers."""
    where: Literal["here", "in_play", "reserve", "active_battlegrounds"]
    subtype: str | None = None
    faction: str | None = None
    type: str | None = None
    chooser: str = "you"              # "you", "owner" or a faction
    count: int | Literal["any", "remembered"] = 1
    then: Part | None = None          # run after an "any" count with the number remembered

    @field_validator("then", mode="before")
    @classmethod
    def _part(cls, raw):
        return None if raw is None else _effect_part(raw)

    @model_validator(mode="after")
    def _any_from_reserve(self):
        # the one prompt an "any" count has speaks of the reserve (Death Ride)
        if self.count == "any" and self.where != "reserve":
            raise ValueError('an "any" count eliminates from the reserve')
        return self


def _to_eliminate(s, ctx, p) -> list[str]:
    if p.where == "here":
        loc = location_of(s, ctx.instance)
        places = [at(loc)] if loc is not None else []
    elif p.where == "reserve":
        places = [reserve(ctx.controller)]
    elif p.where == "active_battlegrounds":
        places = [at(b) for b in active_battlegrounds(s)]
    else:
        places = None
    test = card_test(((), p.faction, p.type or ("character" if p.subtype else None), p.subtype))
    found = ([i for z in places for i in s.zones.cards[z]] if places is not None else [i for i, _, _ in in_play(s)])
    return sorted(i for i in found if i not in s.bearer and test(card(s, i)))


def _chooser(s, ctx, p, found: list[str]) -> int:
    if p.chooser == "you":
        return ctx.controller
    return owner(found[0]) if p.chooser == "owner" else faction_player(s, p.chooser)


@VOCAB.effect("eliminate", Eliminate)
def _eliminate(s, ctx, p, remembered: int = 0) -> None:
    if p.count == "any":
        FLOW.then(s, ("eliminate_any", p, ctx, 0))
        return
    n = remembered if p.count == "remembered" else p.count
    found = _to_eliminate(s, ctx, p)
    if n <= 0 or not found:
        return
    if n > 1:
        FLOW.then(s, ("eliminate_more", p, ctx, n - 1))
    FLOW.ask(s, _chooser(s, ctx, p, found), "eliminate_card", [Action("eliminate", card=i) for i in found],
             "Choose the card to eliminate.")


@FLOW.step("eliminate_more")
def _eliminate_more(s, p, ctx: Context, n: int) -> None:
    _eliminate(s, ctx, p.model_copy(update={"count": n}))


@FLOW.answer("eliminate_card")
def _on_eliminate_card(s, q, action) -> None:
    eliminate(s, action["card"])


@FLOW.step("eliminate_any")
def _eliminate_any(s, p, ctx: Context, n: int) -> None:
    found = _to_eliminate(s, ctx, p)
    FLOW.ask(s, ctx.controller, "eliminate_any", [Action("eliminate", card=i) for i in found] + [Action("done")],
             "Eliminate a card from your reserve, or stop.", data=(p, ctx, n))


@FLOW.answer("eliminate_any")
def _on_eliminate_any(s, q, action) -> None:
    p, ctx, n = q.data
    if action.kind == "eliminate":
        eliminate(s, action["card"])
        FLOW.then(s, ("eliminate_any", p, ctx, n + 1))
    elif n and p.then is not None:
        if p.then.name == "eliminate":
            _eliminate(s, ctx, p.then.params, n)
        else:
            VOCAB.run(s, ctx, p.then)


class Either(P):
    options: tuple[Part, ...]

    @field_validator("options", mode="before")
    @classmethod
    def _parts(cls, raw):
        return tuple(_effect_part(r) for r in raw)


@VOCAB.effect("either", Either)
def _either(s, ctx, p) -> None:
    FLOW.ask(s, ctx.controller, "either", [Action("option", n=i) for i in range(len(p.options))],
             "Choose one of the card's effects.", data=(p.options, ctx), card=ctx.card)


@FLOW.answer("either")
def _on_either(s, q, action) -> None:
    options, ctx = q.data
    VOCAB.run(s, ctx, options[action["n"]])


class DrawPlay(P):
    n: int
    who: Who = "you"
    play: int
    eliminate: int = 0
    faction: str | None = None
    type: str | None = None
    types: tuple[str, ...] = ()
    subtype: str | None = None
    to: Literal["any", "reserve", "here"] = "any"
    cycle: int = 0                      # cards the drawer cycles, one at a time, before the rest
    rest: Literal["cycle", "hand"] = "cycle"     # the Palantír: the last card into the hand


@VOCAB.effect("draw_play", DrawPlay)
def _draw_play(s, ctx, p) -> None:
    """Draw n apart from the hand, eliminate some, play up to some of them (the cards
    cycled pay for them), cycle some chosen, then cycle the rest or take it into the hand
    (rules §8.1.1, §9.1; the Palantír looks at 3, eliminates 1, cycles 1, keeps 1)."""
    seat = players(s, p.who, ctx.controller)[0]
    draw(s, seat, p.n, into=drawn(seat))
    here = ctx.card if ctx.card in LOCATIONS else ""
    type_ = "|".join(p.types) if p.types else p.type
    steps = [("eliminate_hand", seat, p.eliminate, drawn(seat))]
    if p.play:
        steps.append(("play_drawn", seat, p.play, (None, p.faction, type_, p.subtype), p.to, here))
    steps += [("cycle_one_drawn", seat)] * p.cycle
    steps.append(("cycle_drawn", seat) if p.rest == "cycle" else ("keep_drawn", seat))
    FLOW.then(s, *steps)


@FLOW.step("play_drawn")
def _play_drawn(s, seat: int, left: int, key: tuple, to: str, here: str) -> None:
    """Asked while cards drawn are left, whether or not one of them can be played: the
    others see how many were drawn, never which (rules §9.1)."""
    if left <= 0 or not s.zones.cards[drawn(seat)]:
        return
    test = card_test(((),) + key[1:])
    options = []
    for inst in sorted(s.zones.cards[drawn(seat)]):
        if not test(card(s, inst)):
            continue
        only = "reserve" if to == "reserve" else (here if to == "here" else "any")
        options += [play_action(inst, t) for t in play_targets(s, seat, inst, only)]
    ask_among_hidden(FLOW, s, seat, "play_drawn", options, Action("done"), "Play a card from those drawn, or stop.",
                     data=(left, key, to, here))


@FLOW.answer("play_drawn")
def _on_play_drawn(s, q, action) -> None:
    if action.kind == "done":
        return
    left, key, to, here = q.data
    inst = action["card"]
    s.zones.reveal(inst, seats(s))
    say(s, "{seat} plays {card}.", seat=q.seat, card=s.zones.card_of[inst])
    FLOW.then(s, ("place", q.seat, inst, action["to"]), ("play_drawn", q.seat, left - 1, key, to, here))


@FLOW.step("cycle_one_drawn")
def _cycle_one_drawn(s, seat: int) -> None:
    cards = sorted(s.zones.cards[drawn(seat)])
    if cards:
        FLOW.ask(s, seat, "cycle_drawn", [card_answer("cycle", i) for i in cards], "Cycle one of the cards looked at.")


@FLOW.answer("cycle_drawn")
def _on_cycle_drawn(s, q, action) -> None:
    s.zones.move(action["card"], f"cycle{q.seat}", source=drawn(q.seat))


@FLOW.step("keep_drawn")
def _keep_drawn(s, seat: int) -> None:
    for inst in list(s.zones.cards[drawn(seat)]):
        s.zones.move(inst, f"hand{seat}", source=drawn(seat))


class MoveBearer(P):
    to: Literal["path", "battleground"]


@VOCAB.effect("move_bearer", MoveBearer)
def _move_bearer(s, ctx, p) -> None:
    """A Mount's bearer in reserve may go at once to a place it could be played (even if
    played this round)."""
    bearer = s.bearer.get(ctx.instance)
    if bearer is None or s.zones.zone_of(bearer) != reserve(owner(bearer)):
        return
    places = [l for l in stand_places(s, card(s, bearer)) if LOCATIONS[l].kind == p.to]
    if places:
        FLOW.ask(s, ctx.controller, "move_bearer", [Action("move", card=bearer, to=l) for l in places] + [Action("no")],
                 "Move the bearer?")


@FLOW.answer("move_bearer")
def _on_move_bearer(s, q, action) -> None:
    if action.kind == "move":
        _do_move(s, action["card"], action["to"])


class ForsakeTo(P):
    who: Who
    then: Part

    @field_validator("then", mode="before")
    @classmethod
    def _part(cls, raw):
        return _effect_part(raw)


@VOCAB.effect("forsake_to", ForsakeTo)
def _forsake_to(s, ctx, p) -> None:
    seat = players(s, p.who, ctx.controller)[0]
    FLOW.ask(s, seat, "forsake_to", [Action("yes"), Action("no")], "Forsake 1 card for this?",
             data=(p.then, Context(ctx.instance, ctx.card, seat, ctx.event)), card=ctx.card)


@FLOW.answer("forsake_to")
def _on_forsake_to(s, q, action) -> None:
    if action.kind == "yes":
        then, ctx = q.data
        FLOW.then(s, ("forsake", q.seat, 1), ("run", then, ctx))


class CycleTo(P):
    then: Part

    @field_validator("then", mode="before")
    @classmethod
    def _part(cls, raw):
        return _effect_part(raw)


@VOCAB.effect("cycle_to", CycleTo)
def _cycle_to(s, ctx, p) -> None:
    """'Cycle 1 card from your hand to ...': a cost, so with an empty hand nothing happens
    (no forsake in its place, rules §9.3)."""
    if not s.zones.cards[f"hand{ctx.controller}"]:
        return
    FLOW.then(s, ("cycle_hand", ctx.controller, 1), ("run", p.then, ctx))


# -- conditions -------------------------------------------------------------------------------

class Arrival(P):
    to: Literal["reserve", "path", "battleground"] | None = None
    number: int | None = None
    at: str | None = None


def _arrival(s, ctx, p) -> bool:
    _, inst, kind, loc = ctx.event
    if inst != ctx.instance or (p.to is not None and kind != p.to):
        return False
    if p.number is not None and (not loc or LOCATIONS[loc].path != p.number):
        return False
    return p.at is None or loc == p.at


VOCAB.condition("self_played", Arrival)(_arrival)
VOCAB.condition("self_arrived", Arrival)(_arrival)


class Usable(P):
    """An action that would do nothing is refused as pointless (rules A19): `path` names the
    path it activates, `battleground` the battlegrounds it may activate."""
    path: Literal["next", "same"] | None = None
    battleground: Literal["any", "dunedain"] | None = None


def _path_left(s, which: str) -> bool:
    current = active_path(s)
    number = (LOCATIONS[current].path if current else s.last_path) + (1 if which == "next" else 0)
    return 1 <= number <= setup_of(s.opts).max_path and bool(s.zones.cards[path_pile(number)])


def _battleground_left(s, faction: str) -> bool:
    zones = [bg_deck(x) for x in (FREE_PEOPLES, SHADOW)] + [vp_area(x) for x in (FREE_PEOPLES, SHADOW)]
    return any(faction == "any" or faction in LOCATIONS[l].factions for z in zones for l in s.zones.cards[z])


@VOCAB.condition("in_reserve", Usable)
def _cond_in_reserve(s, ctx, p) -> bool:
    inst = s.bearer.get(ctx.instance, ctx.instance)
    if s.zones.zone_of(inst) != reserve(owner(inst)):
        return False
    return p.battleground is None or _battleground_left(s, p.battleground)


class OnLocation(P):
    """On an active location (the card or its bearer): of a `kind`; `path` as in Usable."""
    kind: Literal["path"] | None = None
    path: Literal["next", "same"] | None = None


@VOCAB.condition("on_location", OnLocation)
def _cond_on_location(s, ctx, p) -> bool:
    loc = location_of(s, ctx.instance)
    if loc is None or (p.kind is not None and LOCATIONS[loc].kind != p.kind):
        return False
    return p.path is None or _path_left(s, p.path)


@VOCAB.condition("in_play")
def _cond_in_play(s, ctx, p) -> bool:
    return True                  # actions are offered only for cards in play


# -- costs ------------------------------------------------------------------------------------

class Which(P):
    card: Literal["self", "bearer"] = "self"


@VOCAB.cost("cycle", Which)
def _cycle_cost(s, ctx, p, pay) -> bool:
    """Cycle the card itself, or its bearer (the Black Breath)."""
    if pay:
        cycle(s, s.bearer.get(ctx.instance, ctx.instance) if p.card == "bearer" else ctx.instance)
    return True


@VOCAB.cost("eliminate_self")
def _eliminate_self(s, ctx, p, pay) -> bool:
    if pay:
        eliminate(s, ctx.instance, "cost")
    return True


@VOCAB.cost("once_a_round")
def _once_a_round(s, ctx, p, pay) -> bool:
    if (ctx.instance, "action") in s.used_once:
        return False
    if pay:
        s.used_once |= {(ctx.instance, "action")}
    return True


# -- keywords: the rules consult these ----------------------------------------------------------

class Icons(P):
    add: dict[Icon, int]
    at: str | None = None
    supporting: tuple[str, ...] = ()
    while_in_play: tuple[str, ...] = ()
    beside_faction: str | None = None
    per_two_here: str | None = None
    # given to others, never the holder: the characters named, from the holder's reserve
    # (Arwen); the location its bearer stands on (the Phial)
    lend_to: tuple[str, ...] = ()
    to_location: bool = False


class ExtraDraw(P):
    n: int
    then_cycle: int = 0


class Carryover(P):
    n: int = Field(ge=0)                # a text raises the limit, never lowers it (round.may_pass counts on it)
    from_zone: Literal["reserve", "play"]


class CycleInstead(P):
    when: Literal["any", "path_combat", "forsaken_from_deck", "forsaken_from_reserve"]
    items: Literal["eliminate", "cycle"] = "cycle"


class SavesBearer(P):
    when: Literal["combat", "path_combat"]


class Faction(P):
    faction: str


class Battlegrounds(P):
    """Where the card may stand beyond its faction's battlegrounds (Merry: Rohan's), or not
    on the Shadow's at all (the Great Gate)."""
    also_of: str | None = None
    shadow: bool = True


for _name, _model in (("icons", Icons), ("extra_draw", ExtraDraw),
                      ("carryover", Carryover), ("cycle_instead", CycleInstead), ("saves_bearer", SavesBearer),
                      ("battlegrounds", Battlegrounds), ("used_by", Faction),
                      ("no_path_while_shadow_battleground", None), ("only_weapon", None), ("sees_top_of_deck", None)):
    VOCAB.keyword(_name, _model)(_name)

