"""The builders behind the starter decks' texts: conditions, costs and effects over the
game's rules. Card records (data/cards_*.json) name them; `VOCAB.load` checks each record."""

from __future__ import annotations

from typing import Any

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import body, cards as C, playing
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import VOCAB, adventure, deck, discard, hand, owner, PATH, stacked
from lotr_table.games.lotr_tcg.vocabulary import (
    AboutToWound, Arrived, During, Exert, Filter, FromHand, N, PlayedSelf, PlayFrom, Reveal, SameAsCost, Spot,
    EFFECT_CHOICES, Strength, StrengthAll, chosen, combos, condition, cost, effect)
from lotr_table.games.lotr_tcg.vocabulary import Assign, Burdens, FpChooses, MillBurdens, SpotSome, NEach, Sites, Weary, Won


def my_characters(s: Any, seat: int) -> list[str]:
    if seat == s.fp:
        return C.companions(s, seat) + C.allies(s, seat)
    return C.minions(s, seat)


# -- conditions ------------------------------------------------------------------------


@condition("during", During)
def _during(s, ctx, p) -> bool:
    if s.phase not in p.phases:
        return False
    if p.spot and not playing.spots(s, p.spot, ctx.controller, ctx.instance, p.count):
        return False
    return not (p.pool_below and s.twilight >= p.pool_below)


@condition("spot", Spot)
def _spot(s, ctx, p) -> bool:
    return playing.spots(s, p.filter, ctx.controller, ctx.instance, p.count)


@condition("target", Filter)
def _target(s, ctx, p) -> bool:
    target = ctx.event[2]
    return target is not None and C.matches(s, target, p.filter, ctx.instance, ctx.controller)


@condition("about_to_wound", AboutToWound)
def _about_to_wound(s, ctx, p) -> bool:
    ev = ctx.event
    if not ev or ev[0] != "wound":
        return False
    if p.skirmish and s.phase != "skirmish":
        return False
    if p.ring_off and s.ring_on:
        return False
    if p.spot and not playing.spots(s, p.spot, ctx.controller, ctx.instance):
        return False
    return C.matches(s, ev[1], p.filter, ctx.instance, ctx.controller)


@condition("arrived_here", Arrived)
def _arrived(s, ctx, p) -> bool:
    if ctx.event[2] != ctx.instance:
        return False
    if p.spot and not playing.spots(s, p.spot):
        return False
    return not (p.unless_spot and playing.spots(s, p.unless_spot))


@condition("left_here")
def _left(s, ctx, p) -> bool:
    return ctx.event[1] == ctx.instance


@condition("own_turn")
def _own_turn(s, ctx, p) -> bool:
    return ctx.controller == s.fp


@condition("played_self", PlayedSelf)
def _played_self(s, ctx, p) -> bool:
    return ctx.event[1] == ctx.instance and not (p.spot and not playing.spots(s, p.spot))


@condition("winner_self")
def _winner_self(s, ctx, p) -> bool:
    return ctx.instance in ctx.event[1]


# -- costs -------------------------------------------------------------------------------


def _exert_choices(s, ctx, p):
    pool = [c for c in my_characters(s, ctx.controller)
            if C.matches(s, c, p.filter, ctx.instance, ctx.controller) and body.can_exert(s, c)]
    return pool if p.count == 1 else combos(pool, p.count)


@cost("exert", Exert, _exert_choices)
def _exert(s, ctx, p, pay) -> bool:
    value, _ = chosen(ctx)
    if not pay:
        return bool(_exert_choices(s, ctx, p))
    for c in (value if isinstance(value, tuple) else (value,)):
        body.exert(s, c)
    return True


@cost("remove_twilight", N)
def _remove_twilight(s, ctx, p, pay) -> bool:
    if pay:
        s.twilight -= p.n
    return s.twilight >= p.n or pay


@cost("add_twilight", N)
def _add_twilight_cost(s, ctx, p, pay) -> bool:
    if pay:
        s.twilight += p.n
    return True


@cost("discard_self")
def _discard_self(s, ctx, p, pay) -> bool:
    if pay:
        body.discard_from_play(s, ctx.instance)
    return True


def _hand_choices(s, ctx, p):
    pool = [i for i in s.zones.cards[hand(ctx.controller)]
            if i != ctx.instance and (not p.filter or C.matches(s, i, p.filter, ctx.instance, ctx.controller))]
    if p.count == 1:
        return sorted(pool)
    # cards alike are one choice: which three of eight identical-looking copies is no decision
    seen, out = set(), []
    for combo in combos(pool, p.count):
        key = tuple(sorted(s.zones.card_of[i] for i in combo))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out


@cost("discard_from_hand", FromHand, _hand_choices)
def _discard_hand(s, ctx, p, pay) -> bool:
    value, _ = chosen(ctx)
    if pay:
        for i in (value if isinstance(value, tuple) else (value,)):
            playing.discard_from_hand(s, i)
    return True


def _play_hand_choices(s, ctx, p):
    return sorted(i for i in s.zones.cards[hand(ctx.controller)]
                  if C.matches(s, i, p.filter, ctx.instance, ctx.controller)
                  and C.card(s, i).type in ("companion", "ally") and playing.may_play(s, ctx.controller, i))


@cost("play_from_hand", Filter, _play_hand_choices)
def _play_hand_cost(s, ctx, p, pay) -> bool:
    value, _ = chosen(ctx)
    if pay:
        playing.put_into_play(s, ctx.controller, value)
    return True


# -- effects -----------------------------------------------------------------------------


def _strength_targets(s, ctx, p, cost_value):
    if p.same_as_cost:
        return [cost_value]
    pool = [i for i, _, _ in C.active(s) if C.card(s, i).type in C.CHARACTER_TYPES
            and C.matches(s, i, p.filter, ctx.instance, ctx.controller)]
    if s.phase == "skirmish" and s.fought:
        # a skirmish action only matters to the characters of this skirmish (R13.3)
        comp, mins = s.fought
        pool = [i for i in pool if i == comp or i in mins]
    if p.limit:
        pool = [i for i in pool if s.used.get(("pump", i), 0) + p.amount <= p.limit]
    return sorted(pool)


def bonus_applies(s, target: str, what: str) -> bool:
    if what == "defender":
        return C.defender_bonus(s, target) > 0
    if what == "underground":
        return "underground" in C.site_keywords(s)
    if what == "burdens_at_most_4":
        return s.burdens.get(s.fp, 0) <= 4
    if what.startswith("skirmishing:"):
        return C.matches(s, target, what)
    return False


@effect("strength", Strength, _strength_targets)
def _strength(s, ctx, p) -> None:
    cost_value, target = chosen(ctx)
    target = cost_value if p.same_as_cost else target
    if target is None or not body.in_play(s, target):
        return
    amount = p.amount
    if p.bonus_if and bonus_applies(s, target, p.bonus_if):
        amount += p.bonus
    if p.per_spot:
        spotted = sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.per_spot, ctx.instance, ctx.controller)
                      and not (p.per_spot_others and i == target))
        amount += min(spotted, p.per_spot_most) if p.per_spot_most else spotted
    if p.limit:
        s.used[("pump", target)] = s.used.get(("pump", target), 0) + amount
    add_lasting(s, "strength", target, amount, "end:" + s.phase)
    say(s, "{card} has {amount:+d} strength.", card=s.zones.card_of[target], amount=amount)
    if p.damage:
        add_lasting(s, "damage", target, p.damage, "end:" + s.phase)
        say(s, "{card} is damage {amount:+d}.", card=s.zones.card_of[target], amount=p.damage)
    if p.and_fierce:
        make_fierce(s, target)


def add_lasting(s, kind: str, target: str, amount: int, until: str) -> None:
    s.effects = s.effects + ((kind, target, amount, until),)


# What a lasting strength change for many says in the log, by the phase it lasts until.
STRENGTH_ALL_UNTIL = {
    "regroup": "{card}: each character its text names has {amount:+d} strength until the regroup phase.",
}


@effect("strength_all", StrengthAll)
def _strength_all(s, ctx, p) -> None:
    add_lasting(s, "strength_all", p.filter, p.amount, "start:" + p.until)
    # The card names whom it touches in its own text: the log names the card, never the filter.
    say(s, STRENGTH_ALL_UNTIL[p.until], card=s.zones.card_of[ctx.instance], amount=p.amount)


def _heal_targets(s, ctx, p, cost_value):
    return sorted(c for c in my_characters(s, ctx.controller)
                  if s.wounds.get(c, 0) and C.matches(s, c, p.filter, ctx.instance, ctx.controller))


@effect("heal", Filter, _heal_targets)
def _heal(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "heal", p)       # a triggered heal chooses when it fires
        return
    if target is not None:
        body.heal(s, target)


@effect("remove_burden")
def _remove_burden(s, ctx, p) -> None:
    body.remove_burden(s, ctx.controller)


def draw(s, seat: int, n: int = 1) -> None:
    for _ in range(n):
        top = s.zones.top(deck(seat))
        if top is None:
            return                           # R20.3: the last card drawn, no more draws
        s.zones.move(top, hand(seat))
        s.barrier += 1
        say(s, "{seat} draws a card.", seat=seat)
        say(s, "You draw {card}.", vis=seat, card=s.zones.card_of[top])


@effect("draw", N)
def _draw(s, ctx, p) -> None:
    draw(s, ctx.controller, p.n)


@effect("add_twilight", N)
def _add_twilight(s, ctx, p) -> None:
    s.twilight += p.n
    say(s, "{n} twilight is added to the pool.", n=p.n)


@effect("remove_twilight", N)
def _remove_twilight_effect(s, ctx, p) -> None:
    n = min(p.n, s.twilight)                 # R18.12: as much as possible
    s.twilight -= n
    say(s, "{n} twilight is removed from the pool.", n=n)


def _discard_targets(s, ctx, p, cost_value):
    return sorted(i for i, _, _ in C.active(s) if C.card(s, i).type != "site"
                  and C.matches(s, i, p.filter, ctx.instance, ctx.controller))


@effect("discard_target", Filter, _discard_targets)
def _discard_target(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "discard_target", p)       # a triggered discard chooses when it fires
        return
    if target is not None and body.in_play(s, target):
        say(s, "{card} is discarded.", card=s.zones.card_of[target])
        body.discard_from_play(s, target)


@effect("discard_all", Filter)
def _discard_all(s, ctx, p) -> None:
    for i in _discard_targets(s, ctx, p, None):
        if body.in_play(s, i):
            say(s, "{card} is discarded.", card=s.zones.card_of[i])
            body.discard_from_play(s, i)


@effect("mill", N)
def _mill(s, ctx, p) -> None:
    """The Free Peoples player discards the top cards of his draw deck (shown, R4.4)."""
    for _ in range(p.n):
        top = s.zones.top(deck(s.fp))
        if top is None:
            return
        playing.reveal_to_all(s, top)
        s.zones.move(top, discard(s.fp))
        say(s, "{seat} discards {card} from the top of his draw deck.", seat=s.fp, card=s.zones.card_of[top])


def _opponents(s, ctx, p, cost_value):
    return [x for x in s.seats_in_game() if x != ctx.controller and s.zones.cards[hand(x)]]


@effect("reveal_hand", Reveal, _opponents)
def _reveal_hand(s, ctx, p) -> None:
    """Treachery Deeper Than You Know shows the hand to everybody; Galadriel's Glade lets
    its user alone look."""
    _, seat = chosen(ctx)
    if seat is None:
        return
    to = range(s.opts.players) if p.to_all else (ctx.controller,)
    for i in s.zones.cards[hand(seat)]:
        s.zones.reveal(i, to)
    s.barrier += 1
    if p.to_all:
        say(s, "{seat} reveals {other}'s hand.", seat=ctx.controller, other=seat)
    else:
        say(s, "{seat} sees {other}'s hand.", seat=ctx.controller, other=seat)


@effect("move_limit", N)
def _move_limit(s, ctx, p) -> None:
    s.used["move_limit_bonus"] = s.used.get("move_limit_bonus", 0) + p.n
    say(s, "The move limit is {n} higher this turn.", n=p.n)


def _one_of_each(s, instances) -> list:
    """One instance of each card: which of two copies in a pile is taken is no choice."""
    seen, out = set(), []
    for i in sorted(instances):
        if s.zones.card_of[i] not in seen:
            seen.add(s.zones.card_of[i])
            out.append(i)
    return out


def _discard_play_choices(s, ctx, p, cost_value):
    out = []
    for i in _one_of_each(s, s.zones.cards[discard(ctx.controller)]):
        c = C.card(s, i)
        if c.side != "shadow" or not C.matches(s, i, p.filter, ctx.instance, ctx.controller):
            continue
        if not playing.may_play(s, ctx.controller, i, p.discount):
            continue
        if p.spent and s.twilight - p.spent < C.cost(s, i, p.discount):
            continue
        for b in (playing.bearers(s, ctx.controller, i) if c.type == "possession" else [None]):
            out.append((i, b) if b is not None else (i,))
    return out


@effect("play_from_discard", PlayFrom, _discard_play_choices)
def _play_from_discard(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "play_from_discard", p)
        return
    if target is None:
        return
    playing.reveal_to_all(s, target[0])
    playing.put_into_play(s, ctx.controller, target[0], target[1] if len(target) > 1 else None, p.discount)


def _hand_play_choices(s, ctx, p, cost_value):
    return sorted(i for i in s.zones.cards[hand(ctx.controller)]
                  if C.matches(s, i, p.filter, ctx.instance, ctx.controller)
                  and C.card(s, i).type in ("companion", "ally", "minion")
                  and playing.may_play(s, ctx.controller, i, p.discount))


@effect("play_from_hand", PlayFrom, _hand_play_choices)
def _play_from_hand(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is not None and s.zones.zone_of(target) == hand(ctx.controller):
        playing.put_into_play(s, ctx.controller, target, None, p.discount)


def _discard_pick(s, ctx, p, cost_value):
    return [i for i in _one_of_each(s, s.zones.cards[discard(ctx.controller)])
            if C.matches(s, i, p.filter, ctx.instance, ctx.controller)]


@effect("discard_to_hand", Filter, _discard_pick)
def _discard_to_hand(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is not None:
        playing.reveal_to_all(s, target)
        s.zones.move(target, hand(ctx.controller))
        say(s, "{seat} takes {card} from his discard pile into his hand.", seat=ctx.controller, card=s.zones.card_of[target])


def _hand_pick(s, ctx, p, cost_value):
    return sorted(s.zones.cards[hand(ctx.controller)])


@effect("hand_to_deck_bottom", None, _hand_pick)
def _hand_to_bottom(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is not None:
        s.zones.move(target, deck(ctx.controller), bottom=True)
        say(s, "{seat} puts a card from his hand beneath his draw deck.", seat=ctx.controller)


@effect("discard_to_deck_bottom", Filter, _discard_pick)
def _discard_to_bottom(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "discard_to_deck_bottom", p)
        return
    if target is not None:
        playing.reveal_to_all(s, target)
        s.zones.move(target, deck(ctx.controller), bottom=True)
        say(s, "{seat} puts {card} from his discard pile beneath his draw deck.", seat=ctx.controller,
            card=s.zones.card_of[target])


def _hobbit_targets(s, ctx, p, cost_value):
    return sorted(c for c in my_characters(s, ctx.controller) if C.matches(s, c, p.filter, ctx.instance, ctx.controller))


@effect("unoverwhelmable", Filter, _hobbit_targets)
def _unoverwhelmable(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is not None:
        add_lasting(s, "overwhelm", target, 1, "end:" + s.phase)
        say(s, "{card} can be overwhelmed only by triple strength.", card=s.zones.card_of[target])


@effect("fierce", SameAsCost)
def _fierce(s, ctx, p) -> None:
    target, _ = chosen(ctx)
    if target is not None and body.in_play(s, target):
        add_lasting(s, "fierce", target, 1, "start:regroup")
        say(s, "{card} is fierce until the regroup phase.", card=s.zones.card_of[target])


@effect("no_more_moves")
def _no_more_moves(s, ctx, p) -> None:
    s.no_more_moves = True
    say(s, "The fellowship cannot move again this turn.")


@effect("exert_all", Filter)
def _exert_all(s, ctx, p) -> None:
    for c in C.companions(s):
        if C.matches(s, c, p.filter) and body.can_exert(s, c) and body.in_play(s, c):
            body.exert(s, c)


@effect("frodo_or_two_exert")
def _frodo_or_two(s, ctx, p) -> None:
    """Moria Lake: the Free Peoples player exerts Frodo, or two other companions; the choice
    is asked when the fellowship arrives."""
    options = frodo_or_two_options(s)
    if not options:
        return
    FLOW.ask(s, s.fp, "exert_choice", tuple(options), "Exert Frodo, or two other companions.")


def frodo_or_two_options(s) -> list:
    comps = C.companions(s)
    frodo = [c for c in comps if C.card(s, c).title == "Frodo" and body.can_exert(s, c)]
    others = [c for c in comps if C.card(s, c).title != "Frodo" and body.can_exert(s, c)]
    out = [Action("exert", cards=(f,)) for f in frodo]
    out += [Action("exert", cards=pair) for pair in combos(others, 2)]
    return out


@FLOW.answer("exert_choice")
def _on_exert_choice(s, q, action) -> None:
    for c in action["cards"]:
        body.exert(s, c)


@effect("play_next_site")
def _play_next_site(s, ctx, p) -> None:
    """Pathfinder: the fellowship's next site from your own adventure deck, replacing an
    opponent's site there."""
    number = C.site_number(s) + 1
    mine = next((i for i in s.zones.cards[adventure(ctx.controller)] if C.card(s, i).site == number), None)
    if mine is None or number > s.opts.last_site:
        return
    old = s.path.get(number)
    if old is not None:
        s.zones.move(old, adventure(owner(old)))
    s.zones.move(mine, PATH)
    s.path[number] = mine
    say(s, "{seat} plays {card} as site {n}.", seat=ctx.controller, card=s.zones.card_of[mine], n=number)


@effect("prevent_wound")
def _prevent_wound(s, ctx, p) -> None:
    FLOW.cancel(s, ctx.event)
    say(s, "The wound to {card} is prevented.", card=s.zones.card_of[ctx.event[1]])


@effect("wear_ring")
def _wear_ring(s, ctx, p) -> None:
    """The One Ring: the bearer puts it on until the regroup phase; the wound he was about to
    take becomes a burden."""
    FLOW.cancel(s, ctx.event)
    s.ring_on = True
    say(s, "{seat}'s Ring-bearer puts on The One Ring.", seat=ctx.controller)
    body.add_burden(s, ctx.controller)
    body.announce(s, ("ring_put_on", ctx.controller))


# card id -> (s, ctx) -> the targets its unique ability may be used on
UNIQUE_TARGETS: dict = {}


@VOCAB.unique("1C296")
def _hobbit_intuition(s, ctx) -> None:
    """Hobbit Intuition: at sites 1-4 cancel a skirmish involving a Hobbit; elsewhere a
    Hobbit gets +3 strength."""
    _, target = chosen(ctx)
    if target is None:
        return
    if C.site_number(s) <= 4:
        s.used["skirmish_cancelled"] = True
        say(s, "The skirmish is cancelled.")
    else:
        add_lasting(s, "strength", target, 3, "end:skirmish")
        say(s, "{card} has {amount:+d} strength.", card=s.zones.card_of[target], amount=3)


def _hobbit_intuition_targets(s, ctx) -> list:
    """The Hobbit of the skirmish being fought, if a Hobbit is fighting."""
    if not s.fought or s.fought[0] is None:
        return []
    comp = s.fought[0]
    return [comp] if C.card(s, comp).race == "hobbit" else []


UNIQUE_TARGETS["1C296"] = _hobbit_intuition_targets


# -- a triggered ability that makes its controller choose ------------------------------


def ask_target(s, ctx, name: str, p) -> None:
    """A triggered ability whose effect needs a choice asks its controller when it fires."""
    values = EFFECT_CHOICES[name](s, ctx, p, None)
    if not values:
        return
    actions = tuple(Action("target", value=v) for v in values)
    FLOW.ask(s, ctx.controller, "effect_target", actions, "Choose for {card}.",
             data=(ctx.instance, ctx.card, ctx.controller, name, p), card=ctx.card)


@FLOW.answer("effect_target")
def _on_effect_target(s, q, action) -> None:
    instance, code, controller, name, p = q.data
    ctx = Context(instance, code, controller, ("chosen", None, action["value"]))
    VOCAB.builders["effect"][name].fn(s, ctx, p)


# -- words of the Moria and Isengard cards ------------------------------------------------


@condition("fights_beside", Filter)
def _fights_beside(s, ctx, p) -> bool:
    """The card itself is in a skirmish beside another minion that fits the filter."""
    if not s.fought or ctx.event[2] != ctx.instance or ctx.instance not in s.fought[1]:
        return False
    return any(m != ctx.instance and C.matches(s, m, p.filter, ctx.instance, ctx.controller) for m in s.fought[1])


@condition("moved_to", Sites)
def _moved_to(s, ctx, p) -> bool:
    """The fellowship has just moved to a site of one of these numbers."""
    if C.card(s, ctx.event[2]).site not in p.sites:
        return False
    return not p.spot or playing.spots(s, p.spot, ctx.controller, ctx.instance)


@condition("won_skirmish", Won)
def _won_skirmish(s, ctx, p) -> bool:
    """A character that fits the filter (seen from this card) has just won a skirmish."""
    return s.twilight >= p.pool and bool(_winners(s, ctx, p))


def _winners(s, ctx, p, cost_value=None):
    ev = ctx.event
    if not ev or ev[0] != "skirmish_won":
        return []
    return sorted(w for w in ev[1] if body.in_play(s, w) and C.matches(s, w, p.filter, ctx.instance, ctx.controller))


def make_fierce(s, target: str) -> None:
    add_lasting(s, "fierce", target, 1, "start:regroup")
    say(s, "{card} is fierce until the regroup phase.", card=s.zones.card_of[target])


def _fierce_targets(s, ctx, p, cost_value):
    """Characters that fit and are not fierce yet: making a fierce one fierce does nothing."""
    return sorted(i for i, _, _ in C.active(s) if C.card(s, i).type in C.CHARACTER_TYPES
                  and C.matches(s, i, p.filter, ctx.instance, ctx.controller) and not C.fierce(s, i))


@effect("make_fierce", Filter, _fierce_targets)
def _make_fierce(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is not None and body.in_play(s, target):
        make_fierce(s, target)


@effect("heal_winner", Filter, _winners)
def _heal_winner(s, ctx, p) -> None:
    """Heal the character that won the skirmish (which one, if several fit)."""
    _one_winner(s, ctx, p, "heal_winner", lambda w: body.heal(s, w))


@effect("fierce_winner", Filter, _winners)
def _fierce_winner(s, ctx, p) -> None:
    _one_winner(s, ctx, p, "fierce_winner", lambda w: make_fierce(s, w))


def _one_winner(s, ctx, p, name: str, do) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] == "skirmish_won":
        winners = _winners(s, ctx, p)
        if len(winners) > 1:
            ask_target(s, ctx, name, p)
            return
        target = winners[0] if winners else None
    if target is not None and body.in_play(s, target):
        do(target)


def _wound_targets(s, ctx, p, cost_value):
    return sorted(i for i, _, _ in C.active(s) if C.card(s, i).type in C.CHARACTER_TYPES
                  and C.matches(s, i, p.filter, ctx.instance, ctx.controller))


@effect("wound_target", Filter, _wound_targets)
def _wound_target(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is not None and body.in_play(s, target):
        body.wound(s, target, "card")


@effect("add_twilight_each", NEach)
def _add_twilight_each(s, ctx, p) -> None:
    """Add n twilight for each active card that fits the filter."""
    n = p.n * sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.filter, ctx.instance, ctx.controller))
    if n:
        s.twilight += n
        say(s, "{n} twilight is added to the pool.", n=n)


def _bonus_possessions(s, ctx, p, cost_value):
    return sorted(i for i in s.attached if body.in_play(s, i) and C.card(s, i).type == "possession"
                  and C.card(s, i).strength and not C.has_lasting(s, "no_bonus", i)
                  and C.matches(s, i, p.filter, ctx.instance, ctx.controller))


@effect("cancel_strength_bonus", Filter, _bonus_possessions)
def _cancel_strength_bonus(s, ctx, p) -> None:
    """A possession gives its bearer no strength until the regroup phase."""
    _, target = chosen(ctx)
    if target is not None and body.in_play(s, target):
        add_lasting(s, "no_bonus", target, 1, "start:regroup")
        say(s, "{card} gives no strength bonus until the regroup phase.", card=s.zones.card_of[target])


def fp_options(s, options) -> list:
    """What the Free Peoples player may choose among: only what he can carry out in full."""
    bearer = s.bearer.get(s.fp)
    out = []
    for o in options:
        if o == "exert_ring_bearer" and bearer is not None and body.can_exert(s, bearer):
            out.append(Action("exert", cards=(bearer,)))
        elif o == "add_burden":
            out.append(Action("add_burden"))
        elif o == "exert_two_companions":
            pool = [c for c in C.companions(s) if body.can_exert(s, c)]
            out += [Action("exert", cards=pair) for pair in combos(pool, 2)]
        elif o == "put_on_ring" and bearer is not None and not s.ring_on:
            out.append(Action("put_on_ring"))
    return out


@effect("fp_chooses", FpChooses)
def _fp_chooses(s, ctx, p) -> None:
    """The Free Peoples player chooses one of these (exert the Ring-bearer, add a burden,
    exert two companions, put on The One Ring until the regroup phase)."""
    options = fp_options(s, p.options)
    if not options:
        return
    if len(options) == 1:
        _carry_fp_option(s, options[0])
        return
    FLOW.ask(s, s.fp, "fp_choice", tuple(options), "Choose what {card} makes you do.", card=ctx.card)


@FLOW.answer("fp_choice")
def _on_fp_choice(s, q, action) -> None:
    _carry_fp_option(s, action)


def _carry_fp_option(s, action) -> None:
    if action.kind == "exert":
        for c in action["cards"]:
            body.exert(s, c)
    elif action.kind == "add_burden":
        body.add_burden(s, s.fp)
    else:
        s.ring_on = True
        say(s, "{seat}'s Ring-bearer puts on The One Ring.", seat=s.fp)
        body.announce(s, ("ring_put_on", s.fp))


def _random_from_hand(s, seat: int, n: int) -> list[str]:
    """n cards of a hand taken at random (the game's own random draw)."""
    pool = sorted(s.zones.cards[hand(seat)])
    picks = []
    for _ in range(min(n, len(pool))):
        picks.append(pool.pop(chance.draw(s, len(pool))))
    if picks:
        s.barrier += 1                   # a random draw: undo may not go back past it
    return picks


@effect("fp_discards_random", N)
def _fp_discards_random(s, ctx, p) -> None:
    """The Free Peoples player discards n cards at random from his hand."""
    for pick in _random_from_hand(s, s.fp, p.n):
        playing.discard_from_hand(s, pick)
        say(s, "{seat} discards {card} at random.", seat=s.fp, card=s.zones.card_of[pick])


@effect("reveal_random_per_burden")
def _reveal_random_per_burden(s, ctx, p) -> None:
    """The Free Peoples player reveals a card at random from his hand for each burden the
    Ring-bearer has; the card's user may discard one of them."""
    picks = _random_from_hand(s, s.fp, s.burdens.get(s.fp, 0))
    for pick in picks:
        playing.reveal_to_all(s, pick)
        say(s, "{seat} reveals {card} from his hand at random.", seat=s.fp, card=s.zones.card_of[pick])
    if picks:
        s.barrier += 1
        actions = tuple(Action("discard", card=i) for i in _one_of_each(s, picks)) + (Action("keep"),)
        FLOW.ask(s, ctx.controller, "revealed_discard", actions, "You may discard one of the revealed cards.")


@FLOW.answer("revealed_discard")
def _on_revealed_discard(s, q, action) -> None:
    if action.kind == "discard":
        playing.discard_from_hand(s, action["card"])
        say(s, "{seat} discards {card}.", seat=s.fp, card=s.zones.card_of[action["card"]])


@condition("played_card", Filter)
def _played_card(s, ctx, p) -> bool:
    """The card just played fits the filter (seen from this card)."""
    return C.matches(s, ctx.event[1], p.filter, ctx.instance, ctx.controller)


@condition("ring_bearer_weary", Weary)
def _ring_bearer_weary(s, ctx, p) -> bool:
    """The Ring-bearer is exhausted, or has at least this many burdens."""
    bearer = s.bearer.get(s.fp)
    return s.burdens.get(s.fp, 0) >= p.burdens or (bearer is not None and C.exhausted(s, bearer))


@effect("exhaust_played")
def _exhaust_played(s, ctx, p) -> None:
    """The card just played comes into play exhausted: wounds up to one short of its vitality."""
    target = ctx.event[1]
    if body.in_play(s, target) and C.vitality(s, target) > 1:
        s.wounds[target] = max(s.wounds.get(target, 0), C.vitality(s, target) - 1)
        say(s, "{card} comes into play exhausted.", card=s.zones.card_of[target])


@effect("bottom_card_to_hand", Filter)
def _bottom_card_to_hand(s, ctx, p) -> None:
    """Reveal the bottom card of your draw deck: into your hand if it fits, else discarded."""
    cards = s.zones.cards[deck(ctx.controller)]
    if not cards:
        return
    bottom = cards[0]
    playing.reveal_to_all(s, bottom)
    s.barrier += 1
    if C.matches(s, bottom, p.filter, ctx.instance, ctx.controller):
        s.zones.move(bottom, hand(ctx.controller))
        say(s, "{seat} reveals {card} from the bottom of his draw deck and takes it.", seat=ctx.controller,
            card=s.zones.card_of[bottom])
    else:
        s.zones.move(bottom, discard(ctx.controller))
        say(s, "{seat} reveals {card} from the bottom of his draw deck and discards it.", seat=ctx.controller,
            card=s.zones.card_of[bottom])


@effect("reveal_until", Filter)
def _reveal_until(s, ctx, p) -> None:
    """Reveal cards from the top of your draw deck until one does not fit the filter; take
    every revealed card into your hand."""
    while True:
        top = s.zones.top(deck(ctx.controller))
        if top is None:
            return
        playing.reveal_to_all(s, top)
        s.barrier += 1
        s.zones.move(top, hand(ctx.controller))
        say(s, "{seat} reveals {card} from the top of his draw deck and takes it.", seat=ctx.controller,
            card=s.zones.card_of[top])
        if not C.matches(s, top, p.filter, ctx.instance, ctx.controller):
            return


def _assign_choices(s, ctx, p, cost_value):
    taken = {m for ms in s.assigned.values() for m in ms}
    comps = [c for c in C.companions(s) if C.matches(s, c, p.companion, ctx.instance, ctx.controller)]
    mins = [m for m in C.minions(s, ctx.controller) if m not in taken
            and C.matches(s, m, p.minion, ctx.instance, ctx.controller)]
    return [(c, m) for c in sorted(comps) for m in sorted(mins)]


@effect("assign_minion", Assign, _assign_choices)
def _assign_minion(s, ctx, p) -> None:
    """Assign a companion that fits to skirmish your minion that fits (R12.6: a Shadow
    player's assignment)."""
    _, target = chosen(ctx)
    if target is None:
        return
    comp, minion = target
    if body.in_play(s, comp) and body.in_play(s, minion):
        s.assigned[comp] = s.assigned.get(comp, ()) + (minion,)
        say(s, "{minion} attacks {companion}.", companion=s.zones.card_of[comp], minion=s.zones.card_of[minion])


def _companion_targets(s, ctx, p, cost_value):
    return sorted(c for c in C.companions(s) if C.matches(s, c, p.filter, ctx.instance, ctx.controller))


@effect("forbid_defender", Filter, _companion_targets)
def _forbid_defender(s, ctx, p) -> None:
    """The Free Peoples player may not assign this companion to this minion this assignment
    phase."""
    _, target = chosen(ctx)
    if target is not None:
        add_lasting(s, "no_assign", target + ">" + ctx.instance, 1, "start:skirmish")
        say(s, "{companion} cannot be assigned to {minion}.", companion=s.zones.card_of[target],
            minion=s.zones.card_of[ctx.instance])


@effect("ring_bearer_must_defend")
def _ring_bearer_must_defend(s, ctx, p) -> None:
    """The Free Peoples player must assign the Ring-bearer to a skirmish."""
    s.used["ring_bearer_must_defend"] = True
    say(s, "The Ring-bearer must be assigned to a skirmish.")


@condition("left_my_site")
def _left_my_site(s, ctx, p) -> bool:
    """The fellowship has just left the site this card is on."""
    return ctx.event[1] is not None and ctx.event[1] == s.attached.get(ctx.instance)


@condition("self_while_spot", Spot)
def _self_while_spot(s, ctx, p) -> bool:
    """A modifier of the card itself, while a card that fits can be spotted."""
    return ctx.event[2] == ctx.instance and playing.spots(s, p.filter, ctx.controller, ctx.instance, p.count)


def _exert_targets(s, ctx, p, cost_value):
    return sorted(c for c in C.companions(s) + C.allies(s)
                  if C.matches(s, c, p.filter, ctx.instance, ctx.controller) and body.can_exert(s, c))


@effect("exert_target", Filter, _exert_targets)
def _exert_target(s, ctx, p) -> None:
    """Exert a Free Peoples character that fits (the card's user chooses which)."""
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "exert_target", p)
        return
    if target is not None and body.in_play(s, target) and body.can_exert(s, target):
        body.exert(s, target)


@cost("exert_self")
def _exert_self(s, ctx, p, pay) -> bool:
    """This character exerts (a triggered response's cost: nothing to choose)."""
    if pay:
        body.exert(s, ctx.instance)
        return True
    return body.can_exert(s, ctx.instance)


@condition("killed_by_bearer", Filter)
def _killed_by_bearer(s, ctx, p) -> bool:
    """A character that fits was killed in a skirmish against this card's bearer."""
    if s.phase != "skirmish" or not s.fought or s.attached.get(ctx.instance) not in s.fought[1]:
        return False
    return C.matches(s, ctx.event[1], p.filter, ctx.instance, ctx.controller)


@condition("ring_put_on", Filter)
def _ring_put_on_condition(s, ctx, p) -> bool:
    """The Free Peoples player's Ring-bearer has just put on The One Ring (and a card that
    fits can be spotted: "self,not:exhausted" for a response that exerts its minion)."""
    return ctx.event[1] == s.fp and (not p.filter or playing.spots(s, p.filter, ctx.controller, ctx.instance))


@FLOW.effect("ring_put_on")
def _ring_put_on(s, seat) -> None:
    return None                              # announced for its responses (Uruk Spy)


@effect("add_burdens", Burdens)
def _add_burdens(s, ctx, p) -> None:
    """Add burdens to the Free Peoples player's Ring-bearer: n, or more if the card the event
    names fits a filter (a Hobbit killed)."""
    n = p.n
    if p.more_if and C.matches(s, ctx.event[1], p.more_if, ctx.instance, ctx.controller):
        n += p.more
    body.add_burden(s, s.fp, n)


@effect("mill_own_for_burdens", MillBurdens)
def _mill_own_for_burdens(s, ctx, p) -> None:
    """Discard a card from the top of your draw deck for each card you spot that fits; add a
    burden for each Shadow card discarded so."""
    n = sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.filter, ctx.instance, ctx.controller))
    shadow = 0
    for _ in range(n):
        top = s.zones.top(deck(ctx.controller))
        if top is None:
            break
        playing.reveal_to_all(s, top)
        s.zones.move(top, discard(ctx.controller))
        say(s, "{seat} discards {card} from the top of his draw deck.", seat=ctx.controller, card=s.zones.card_of[top])
        shadow += C.card(s, top).side == "shadow"
    if p.most:
        shadow = min(shadow, p.most)
    if shadow:
        body.add_burden(s, s.fp, shadow)


@condition("you_played", Filter)
def _you_played(s, ctx, p) -> bool:
    """You have just played a card that fits."""
    ev = ctx.event
    return bool(ev) and ev[0] == "played" and owner(ev[1]) == ctx.controller and \
        C.matches(s, ev[1], p.filter, ctx.instance, ctx.controller)


@condition("ring_bearer_hurt")
def _ring_bearer_hurt(s, ctx, p) -> bool:
    """The Ring-bearer has just exerted or taken a wound."""
    return bool(ctx.event) and ctx.event[0] == "ring_bearer_hurt"


@condition("stealth_played", SpotSome)
def _stealth_played(s, ctx, p) -> bool:
    """A stealth event is being played (and you spot what the filter asks)."""
    ev = ctx.event
    if not ev or ev[0] != "stealth_played":
        return False
    return not p.filter or playing.spots(s, p.filter, ctx.controller, ctx.instance, p.count)


@effect("copies_to_deck_bottom")
def _copies_to_deck_bottom(s, ctx, p) -> None:
    """Every copy of the card just played in your discard pile goes beneath your draw deck."""
    title = C.card(s, ctx.event[1]).title
    for i in list(s.zones.cards[discard(ctx.controller)]):
        if C.card(s, i).title == title:
            s.zones.move(i, deck(ctx.controller), bottom=True)
            say(s, "{seat} puts {card} from his discard pile beneath his draw deck.", seat=ctx.controller,
                card=s.zones.card_of[i])


@effect("cancel_event")
def _cancel_event(s, ctx, p) -> None:
    """The event being played is cancelled: it has no effect (its costs stay paid)."""
    s.used[("cancelled", ctx.event[1])] = True
    say(s, "{card} is cancelled.", card=s.zones.card_of[ctx.event[1]])


def _exert_or_discard_choices(s, ctx, p):
    mine = sorted(m for m in my_characters(s, ctx.controller) if C.matches(s, m, p.filter, ctx.instance, ctx.controller))
    return [("exert", m) for m in mine if body.can_exert(s, m)] + [("discard", m) for m in mine]


@cost("exert_or_discard", Filter, _exert_or_discard_choices)
def _exert_or_discard(s, ctx, p, pay) -> bool:
    """Exert or discard your character that fits (you choose which and how)."""
    if not pay:
        return bool(_exert_or_discard_choices(s, ctx, p))
    (how, who), _ = chosen(ctx)
    if how == "exert":
        body.exert(s, who)
    else:
        body.discard_from_play(s, who)
    return True


def _replay_choices(s, ctx, p, cost_value=None):
    """The bearers the card just discarded may be played on again from the discard pile."""
    item = ctx.event[1]
    if s.zones.zone_of(item) != discard(ctx.controller) or not playing.may_play(s, ctx.controller, item, p.discount):
        return []
    return [(item, b) for b in playing.bearers(s, ctx.controller, item)]


@condition("discarded_card", Filter)
def _discarded_card(s, ctx, p) -> bool:
    """A card that fits has just been discarded from play (and may be played again now)."""
    ev = ctx.event
    return bool(ev) and ev[0] == "discarded" and C.matches(s, ev[1], p.filter, ctx.instance, ctx.controller) \
        and bool(_replay_choices(s, ctx, PlayFrom(filter=p.filter, discount=1)))


@effect("replay_discarded", PlayFrom, _replay_choices)
def _replay_discarded(s, ctx, p) -> None:
    """Play the card just discarded from your discard pile again, at `discount` less twilight."""
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "replay_discarded", p)
        return
    if target is not None and s.zones.zone_of(target[0]) == discard(ctx.controller):
        playing.reveal_to_all(s, target[0])
        playing.put_into_play(s, ctx.controller, target[0], target[1], p.discount)


@effect("stack_winner", Filter, _winners)
def _stack_winner(s, ctx, p) -> None:
    """The winner of the skirmish leaves play stacked on this card: what it bears is
    discarded and its wounds are gone."""
    _one_winner(s, ctx, p, "stack_winner", lambda w: _stack(s, w, ctx.controller, ctx.card))


def _stack(s, minion: str, seat: int, holder: str) -> None:
    body.leave_play(s, minion, stacked(seat))
    say(s, "{card} is stacked on {holder}.", card=s.zones.card_of[minion], holder=holder)


def _stacked_choices(s, ctx, p, cost_value):
    return [i for i in _one_of_each(s, s.zones.cards[stacked(ctx.controller)])
            if C.matches(s, i, p.filter, ctx.instance, ctx.controller) and playing.may_play(s, ctx.controller, i)]


@effect("play_stacked", Filter, _stacked_choices)
def _play_stacked(s, ctx, p) -> None:
    """Play a card stacked on your cards as if from your hand (its cost paid)."""
    _, target = chosen(ctx)
    if target is not None and s.zones.zone_of(target) == stacked(ctx.controller):
        playing.put_into_play(s, ctx.controller, target)


@VOCAB.keyword("holds_stack")
def _holds_stack() -> None:
    """A card other cards are stacked on: they are discarded when it leaves play (body.py)."""


@VOCAB.keyword("discarded_at_turn_end")
def _discarded_at_turn_end() -> None:
    """"Discard this condition at the end of the turn": read by the end of the turn."""


@VOCAB.keyword("exert_to_play", Filter)
def _exert_to_play() -> None:
    """"To play, exert ...": read by playing.play_exertions; the play action names who exerts."""


def load() -> None:
    VOCAB.load([{"id": c.id, "abilities": list(c.abilities)} for c in content().cards.values()])
    VOCAB.attach(FLOW, C.active)


load()
