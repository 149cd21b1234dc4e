"""The builders behind the starter decks' texts: conditions, costs and effects over the
game's rules. Card records (data/cards_*.json) name them; `VOCAB.load` checks each record."""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import body, cards as C, playing
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import VOCAB, adventure, dead, deck, discard, hand, owner, stacked
from lotr_table.games.lotr_tcg.card_words import discard_one_from_hand, discard_pick as _discard_pick, one_of_each as _one_of_each
from lotr_table.games.lotr_tcg.vocabulary import (
    groups_up_to,
    AboutToWound, Arrived, During, Exert, Filter, FromHand, N, PlayedSelf, PlayFrom, Reveal, Spot, NO_CHOICE,
    CHOOSING_COSTS, COST_CHOICES, EFFECT_CHOICES, Strength, StrengthAll, add_lasting, ask_target, chosen, combos, condition, cost, effect,
    my_characters)
from lotr_table.games.lotr_tcg.vocabulary import EventPlayed, GiveUntil, SiteKeyword, Title, Together
from lotr_table.games.lotr_tcg.vocabulary import (
    AllyJoins, ArcheryTotal, ExertAdding, HealAll, TakeRevealed, Wound)
from lotr_table.games.lotr_tcg.vocabulary import Dig, LookAtDeck, SiteIs
from lotr_table.games.lotr_tcg.vocabulary import Burdens, FpChooses, MillBurdens, P, SpotSome, NEach, Sites, Won


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
    if getattr(p, "any_number", False):
        # any number of them, one at least; no more than the pool can lose (a reading: the
        # twilight removed for the rest would be none)
        return [c for n in range(1, min(len(pool), s.twilight) + 1) for c in combos(pool, n)]
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
    if what.startswith(("skirmishing:", "bears:")):
        return C.matches(s, target, what)
    if what == "ring_on":
        return s.ring_on
    if what.startswith("burdens_at_least_"):
        return s.burdens.get(s.fp, 0) >= int(what.rsplit("_", 1)[1])
    if what == "ring_bearer_assigned":        # to a skirmish not yet resolved
        rb = s.bearer.get(s.fp)
        return bool(s.assigned.get(rb)) or (bool(s.fought) and s.fought[0] == rb)
    return False


@effect("strength", Strength, _strength_targets)
def _strength(s, ctx, p) -> None:
    cost_value, target = chosen(ctx)
    target = cost_value if p.same_as_cost else target
    if target is None or not body.in_play(s, target):
        return
    amount = C.strength(s, ctx.instance) if p.own_strength else p.amount
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
    if p.loser_discards:                     # read when the skirmish is won (turn.py)
        add_lasting(s, "loser_discards", target, p.loser_discards, "end:" + s.phase)
    if p.and_fierce:
        make_fierce(s, target)


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


BURDEN = "burden"


class Heal(P):
    """Heal a character that fits; or, one of: remove a burden instead (`or_remove_burden`),
    heal him X times for X twilight added (`paying_twilight`), heal up to X of them, X the
    cards spotted that fit `up_to_spot`."""
    filter: str
    or_remove_burden: bool = False
    paying_twilight: bool = False
    up_to_spot: str = ""

    @model_validator(mode="after")
    def _one_way(self) -> "Heal":
        if self.or_remove_burden + self.paying_twilight + bool(self.up_to_spot) > 1:
            raise ValueError("heal takes one of or_remove_burden, paying_twilight, up_to_spot")
        return self


def _heal_choices(s, ctx, p, cost_value):
    pool = _heal_targets(s, ctx, p, None)
    if p.paying_twilight:
        return [(c, x) for c in pool for x in range(1, s.wounds[c] + 1)]
    if p.up_to_spot:
        most = sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.up_to_spot, ctx.instance, ctx.controller))
        return [c for x in range(1, min(most, len(pool)) + 1) for c in combos(pool, x)]
    if p.or_remove_burden:
        return list(pool) + ([BURDEN] if s.burdens.get(ctx.controller, 0) else [])
    return pool


@effect("heal", Heal, _heal_choices)
def _heal(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "heal", p)       # a triggered heal chooses when it fires
        return
    if target is None:
        return
    if p.paying_twilight:
        c, x = target
        _add_twilight(s, ctx, N(n=x))
        for _ in range(x):
            body.heal(s, c)
    elif p.up_to_spot:
        for c in target:
            if body.in_play(s, c):
                body.heal(s, c)
    elif target == BURDEN:
        body.remove_burden(s, ctx.controller)
    else:
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
        if seat == s.fp and not s.zones.cards[deck(seat)]:
            body.check_corruption(s, seat)           # The Irresistible Shadow reads an empty deck
        s.barrier += 1
        say(s, "{seat} draws a card.", seat=seat)
        say(s, "You draw {card}.", vis=seat, card=s.zones.card_of[top])


@effect("draw", N)
def _draw(s, ctx, p) -> None:
    draw(s, ctx.controller, p.n)


class AddTwilight(P):
    n: int = Field(ge=1)
    once_per_turn: bool = False     # "(once each turn)": the card is marked for the rest of the turn


@effect("add_twilight", AddTwilight)
def _add_twilight(s, ctx, p) -> None:
    if getattr(p, "once_per_turn", False):
        key = ("once_per_turn", ctx.instance)
        if s.used.get(key):
            return
        s.used[key] = True
    s.twilight += p.n
    say(s, "{n} twilight is added to the pool.", n=p.n)


class RemoveTwilight(P):
    n: int = Field(0, ge=0)
    per_cost: bool = False          # as many as the cards its cost chose ("exert X to remove X")

    @model_validator(mode="after")
    def _how_many(self) -> "RemoveTwilight":
        if (self.n >= 1) == self.per_cost:
            raise ValueError("remove_twilight names n (at least 1) or per_cost, one of them")
        return self


@effect("remove_twilight", RemoveTwilight)
def _remove_twilight_effect(s, ctx, p) -> None:
    if getattr(p, "per_cost", False):
        value, _ = chosen(ctx)
        p = N(n=len(value))
    n = min(p.n, s.twilight)                 # R18.12: as much as possible
    s.twilight -= n
    say(s, "{n} twilight is removed from the pool.", n=n)


class DiscardTarget(P):
    filter: str
    instead: str = ""           # what to discard when nothing fits the filter


def _discard_targets(s, ctx, p, cost_value):
    """The cards in play that fit (and may be discarded: Pippin keeps an opponent's hands off
    some); those `instead` names when none fits."""
    def fits(f):
        return sorted(i for i, _, _ in C.active(s) if C.card(s, i).type != "site"
                      and C.matches(s, i, f, ctx.instance, ctx.controller)
                      and not (owner(i) != ctx.controller and C.modified(s, "undiscardable", i, 0) > 0))
    found = fits(p.filter)
    instead = getattr(p, "instead", "")
    return found if found or not instead else fits(instead)


@effect("discard_target", DiscardTarget, _discard_targets)
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


class Mill(P):
    n: int = Field(ge=1)
    # whose draw deck: the Free Peoples player's, an opponent's (its controller chooses), the
    # owner's of the card just played, the owners' of the minions that lost the skirmish
    who: Literal["fp", "opponent", "played_owner", "losing_minions"] = "fp"
    per: Literal["", "fp_dead"] = ""          # n for each card in the Free Peoples player's dead pile


@effect("mill", Mill)
def _mill(s, ctx, p) -> None:
    """A player discards the top cards of his draw deck (shown, R4.4)."""
    if p.who == "opponent":
        _, seat = chosen(ctx)
        if seat is None:
            ask_values(s, ctx, "mill", p, [x for x in s.seats_in_game() if x != ctx.controller])
            return
        mill_seat(s, seat, p.n)
        return
    if p.who == "played_owner":
        mill_seat(s, owner(ctx.event[1]), p.n)
        return
    if p.who == "losing_minions":
        for x in skirmish_losers(ctx.event):
            if C.card(s, x).type == "minion":
                mill_seat(s, owner(x), p.n)
        return
    n = p.n * len(s.zones.cards[dead(s.fp)]) if p.per == "fp_dead" else p.n
    for _ in range(n):
        top = s.zones.top(deck(s.fp))
        if top is None:
            return
        s.zones.move(top, discard(s.fp), shown=True)
        if not s.zones.cards[deck(s.fp)]:
            body.check_corruption(s, s.fp)           # The Irresistible Shadow reads an empty deck
        say(s, "{seat} discards {card} from the top of his draw deck.", seat=s.fp, card=s.zones.card_of[top])


def _opponents(s, ctx, p, cost_value):
    return [x for x in s.seats_in_game() if x != ctx.controller and s.zones.cards[hand(x)]]


@effect("reveal_hand", Reveal, _opponents)
def _reveal_hand(s, ctx, p) -> None:
    """Treachery Deeper Than You Know shows the hand to everybody; Galadriel's Glade lets
    its user alone look; what the cards in it that fit then count for (Curse Their Foul Feet!,
    Foul Creation, Bilbo's and Gandalf's twilight)."""
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
    if p.each_fit:
        n = sum(1 for i in s.zones.cards[hand(seat)] if C.matches(s, i, p.fits))
        if p.each_fit == "he_discards":
            discard_chosen_by(s, seat, n)
        else:
            n = min(n, p.limit) if p.limit else n
            if n:
                _remove_twilight_effect(s, ctx, N(n=n))
    elif p.discard_fit_to_draw:
        shown = [i for i in _one_of_each(s, sorted(s.zones.cards[hand(seat)])) if C.matches(s, i, p.fits)]
        if shown:
            actions = tuple(Action("discard", card=i) for i in shown) + (Action("keep"),)
            FLOW.ask(s, ctx.controller, "discard_to_draw", actions, "Discard a revealed card to draw 2 cards?",
                     data=(ctx.controller, p.discard_fit_to_draw))


class MoveLimit(P):
    n: int = Field(ge=1)
    once_per_turn: bool = False     # raised once a turn, however often the card says so


@effect("move_limit", MoveLimit)
def _move_limit(s, ctx, p) -> None:
    if getattr(p, "once_per_turn", False):
        key = ("move_limit_once", ctx.instance)
        if s.used.get(key):
            return
        s.used[key] = True
    s.used["move_limit_bonus"] = s.used.get("move_limit_bonus", 0) + p.n
    say(s, "The move limit is {n} higher this turn.", n=p.n)


def _twilight_its_cost_removes(ctx) -> int:
    """The twilight the ability's own cost removes before the card is played (Mithril Mine:
    "remove 1 twilight to play a Shadow weapon"): the pool must still pay for the card."""
    behaviour = VOCAB.cards.get(ctx.card)
    for ab in (behaviour.abilities if behaviour else ()):
        if ab.effect is not None and ab.effect.name == "play_from_discard" and ab.cost is not None \
                and ab.cost.name == "remove_twilight":
            return ab.cost.params.n
    return 0


def _discard_play_choices(s, ctx, p, cost_value):
    out = []
    removed = _twilight_its_cost_removes(ctx)
    for i in _one_of_each(s, s.zones.cards[discard(ctx.controller)]):
        c = C.card(s, i)
        if c.side != "shadow" or not C.matches(s, i, p.filter, ctx.instance, ctx.controller):
            continue
        if not playing.may_play(s, ctx.controller, i, p.discount - removed):
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


class FromDiscard(P):
    filter: str
    to: Literal["hand", "deck_bottom"]


@effect("take_from_discard", FromDiscard, _discard_pick)
def _take_from_discard(s, ctx, p) -> None:
    """A card that fits from your discard pile into your hand, or beneath your draw deck."""
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "take_from_discard", p)       # a triggered one chooses when it fires
        return
    if target is None:
        return
    if p.to == "hand":
        s.zones.move(target, hand(ctx.controller), shown=True)
        say(s, "{seat} takes {card} from his discard pile into his hand.", seat=ctx.controller, card=s.zones.card_of[target])
    else:
        s.zones.move(target, deck(ctx.controller), bottom=True, shown=True)
        say(s, "{seat} puts {card} from his discard pile beneath his draw deck.", seat=ctx.controller,
            card=s.zones.card_of[target])


def _hand_pick(s, ctx, p, cost_value):
    return sorted(s.zones.cards[hand(ctx.controller)])


class HandToBottom(P):
    reveal: str = ""                # a filter: the card is one of this kind, revealed


def _hand_to_bottom_choices(s, ctx, p, cost_value):
    return _hand_matching(s, ctx, Filter(filter=p.reveal), cost_value) if p.reveal else _hand_pick(s, ctx, p, cost_value)


@effect("hand_to_deck_bottom", HandToBottom, _hand_to_bottom_choices)
def _hand_to_bottom(s, ctx, p) -> None:
    """A card from your hand beneath your draw deck (revealed, when the card names its kind)."""
    _, target = chosen(ctx)
    if p.reveal:
        if target is not None and s.zones.zone_of(target) == hand(ctx.controller):
            s.zones.move(target, deck(ctx.controller), bottom=True, shown=True)
            say(s, "{seat} reveals {card} and puts it beneath his draw deck.", seat=ctx.controller,
                card=s.zones.card_of[target])
        return
    if target is not None:
        s.zones.move(target, deck(ctx.controller), bottom=True)
        say(s, "{seat} puts a card from his hand beneath his draw deck.", seat=ctx.controller)


@effect("exert_all", Filter)
def _exert_all(s, ctx, p) -> None:
    for c in C.companions(s):
        if C.matches(s, c, p.filter) and body.can_exert(s, c) and body.in_play(s, c):
            body.exert(s, c)


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
    body.replace_site(s, ctx.controller, number, mine)


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
    body.add_burden(s, ctx.controller, body.ring_rule(s, ctx.controller).burdens)
    if not s.over:
        body.announce(s, ("ring_put_on", ctx.controller))      # The Twilight World answers it


# card id -> (s, ctx) -> the targets its unique ability may be used on
UNIQUE_TARGETS: dict = {}         # card -> the targets of its unique ability (no card has one now)


class If(P):
    """An effect on a condition: `then` when it holds, `else` otherwise (the kernel's card
    language's condition). What the player chooses is the choice of the branch that applies."""
    condition: Any
    then: Any
    else_: Any = Field(None, alias="else")

    @field_validator("condition", mode="before")
    @classmethod
    def _condition(cls, raw: Any) -> Any:
        return VOCAB.part("condition", raw, "if")

    @field_validator("then", "else_", mode="before")
    @classmethod
    def _effect(cls, raw: Any) -> Any:
        return None if raw is None else VOCAB.part("effect", raw, "if")


def _branch(s, ctx, p):
    return p.then if VOCAB.holds(s, ctx, p.condition) else p.else_


def _if_choices(s, ctx, p, cost_value):
    part = _branch(s, ctx, p)
    return [None] if part is None else EFFECT_CHOICES[part.name](s, ctx, part.params, cost_value)


@effect("if", If, _if_choices)
def _if(s, ctx, p) -> None:
    VOCAB.run(s, ctx, _branch(s, ctx, p))


def _fighting(s, ctx, p, cost_value) -> list:
    """The companion of the skirmish being fought, if he fits."""
    if not s.fought or s.fought[0] is None:
        return []
    comp = s.fought[0]
    return [comp] if C.matches(s, comp, p.filter, ctx.instance, ctx.controller) else []


@effect("cancel_skirmish", Filter, _fighting)
def _cancel_skirmish(s, ctx, p) -> None:
    """Cancel the skirmish being fought (one involving a companion that fits)."""
    _, target = chosen(ctx)
    if target is None:
        return
    s.used["skirmish_cancelled"] = True
    say(s, "The skirmish is cancelled.")


class SkirmishBonus(P):
    filter: str
    amount: int


@effect("skirmish_bonus", SkirmishBonus, _fighting)
def _skirmish_bonus(s, ctx, p) -> None:
    """The companion of the skirmish being fought, if he fits, has strength until it ends."""
    _, target = chosen(ctx)
    if target is None:
        return
    add_lasting(s, "strength", target, p.amount, "end:skirmish")
    say(s, "{card} has {amount:+d} strength.", card=s.zones.card_of[target], amount=p.amount)


# -- a triggered ability that makes its controller choose ------------------------------


@FLOW.answer("effect_target")
def _on_effect_target(s, q, action) -> None:
    instance, code, controller, name, p = q.data
    ctx = Context(instance, code, controller, ("chosen", None, action["value"]))
    VOCAB.builders["effect"][name].fn(s, ctx, p)


# -- the words of the Gondor cards and the sites -----------------------------------------


@cost("add_burden")
def _add_burden_cost(s, ctx, p, pay) -> bool:
    if pay:
        body.add_burden(s, ctx.controller)
    return True


def _in_play_choices(s, ctx, p):
    return sorted(i for i, _, ctrl in C.active(s) if ctrl == ctx.controller and C.card(s, i).type != "site"
                  and C.matches(s, i, p.filter, ctx.instance, ctx.controller))


@cost("discard_in_play", Filter, _in_play_choices)
def _discard_in_play(s, ctx, p, pay) -> bool:
    value, _ = chosen(ctx)
    if not pay:
        return bool(_in_play_choices(s, ctx, p))
    say(s, "{card} is discarded.", card=s.zones.card_of[value])
    body.discard_from_play(s, value)
    return True


# -- winning and losing skirmishes, wounds, archery totals, allies that join the fight -----


def skirmish_losers(event: tuple) -> tuple:
    """Who lost the skirmish a ("skirmish_won", winners, losers) event announces, in play or
    already killed by its wounds."""
    return event[2] if len(event) > 2 else ()


@condition("winner", Filter)
def _winner(s, ctx, p) -> bool:
    ev = ctx.event
    return bool(ev) and ev[0] == "skirmish_won" and any(
        body.in_play(s, w) and C.matches(s, w, p.filter, ctx.instance, ctx.controller) for w in ev[1])


@condition("played", Filter)
def _played(s, ctx, p) -> bool:
    """A card just played fits the filter ("each time you play an Elf": "elf,yours")."""
    ev = ctx.event
    return bool(ev) and ev[0] == "played" and C.matches(s, ev[1], p.filter, ctx.instance, ctx.controller)


def _character_targets(s, ctx, p, cost_value):
    return sorted(i for i, _, _ in C.active(s) if C.card(s, i).type in C.CHARACTER_TYPES
                  and C.matches(s, i, p.filter, ctx.instance, ctx.controller))


@effect("wound_all", Filter)
def _wound_all(s, ctx, p) -> None:
    """Wound every character in play that fits (every minion, every Hobbit companion)."""
    for i in _discard_targets(s, ctx, p, None):
        if body.in_play(s, i) and C.card(s, i).type in C.CHARACTER_TYPES:
            body.wound(s, i, ctx.card)


class Exhaust(P):
    """A character exhausted (R15.4: one wound more would kill it): one that fits, chosen, is
    exerted until then; or the card just played comes into play with those wounds (`played`)."""
    filter: str = ""
    played: bool = False


def _exhaust_choices(s, ctx, p, cost_value):
    return list(NO_CHOICE) if p.played else _character_targets(s, ctx, p, cost_value)


@effect("exhaust", Exhaust, _exhaust_choices)
def _exhaust(s, ctx, p) -> None:
    if p.played:
        target = ctx.event[1]
        if body.in_play(s, target) and C.vitality(s, target) > 1:
            s.wounds[target] = max(s.wounds.get(target, 0), C.vitality(s, target) - 1)
            say(s, "{card} comes into play exhausted.", card=s.zones.card_of[target])
        return
    _, target = chosen(ctx)
    while target is not None and body.in_play(s, target) and body.can_exert(s, target):
        body.exert(s, target)


GIVE_UNTIL_TIME = {"regroup": "start:regroup", "skirmish": "end:skirmish", "maneuver": "start:maneuver"}

# What a lasting change says in the log, by what it changes and how long it lasts.
GIVE_UNTIL = {
    ("defender", "regroup"): "{card} is defender {amount:+d} until the regroup phase.",
    ("damage", "skirmish"): "{card} is damage {amount:+d} until the skirmish ends.",
    ("wound_cap", "regroup"): "{card} takes at most one wound in each skirmish phase until the regroup phase.",
    ("fights", "regroup"): "{card} takes part in archery fire and skirmishes until the regroup phase.",
    ("strength", "regroup"): "{card} has {amount:+d} strength until the regroup phase.",
    ("no_archery", "maneuver"): "{card} does not add to the fellowship archery total.",
    ("no_wounds", "phase"): "Every wound to {card} is prevented this phase.",
    ("overwhelm", "phase"): "{card} can be overwhelmed only by triple strength.",
    ("no_bonus", "regroup"): "{card} gives no strength bonus until the regroup phase.",
}


def _give_targets(s, ctx, p, cost_value):
    if p.same_as_cost:
        return [cost_value]
    if p.kind == "no_bonus":
        return _bonus_possessions(s, ctx, p, cost_value)
    pool = _character_targets(s, ctx, p, cost_value)
    if s.phase == "skirmish" and s.fought and p.until == "skirmish":
        comp, mins = s.fought            # what lasts for the skirmish only matters in it (R13.3)
        pool = [i for i in pool if i == comp or i in mins]
    return pool


@effect("give_until", GiveUntil, _give_targets)
def _give_until(s, ctx, p) -> None:
    cost_value, target = chosen(ctx)
    target = cost_value if p.same_as_cost else target
    if target is None or not body.in_play(s, target):
        return
    add_lasting(s, p.kind, target, p.amount, "end:" + s.phase if p.until == "phase" else GIVE_UNTIL_TIME[p.until])
    say(s, GIVE_UNTIL[(p.kind, p.until)], card=s.zones.card_of[target], amount=p.amount)


_TOGETHER: dict = {}


def _together_parts(p) -> tuple:
    parts = _TOGETHER.get(id(p))
    if parts is None:
        parts = _TOGETHER[id(p)] = (p, tuple(VOCAB.part("effect", raw, "together") for raw in p.effects))
    return parts[1]


def _together_choices(s, ctx, p, cost_value):
    first = _together_parts(p)[0]
    return EFFECT_CHOICES[first.name](s, ctx, first.params, cost_value)


@effect("together", Together, _together_choices)
def _together(s, ctx, p) -> None:
    """The first effect on the chosen target; each next one on that target too if it may
    take it, or on the one card its own words name (Aragorn's Bow: its bearer)."""
    cost_value, target = chosen(ctx)
    for k, part in enumerate(_together_parts(p)):
        sub = ctx
        if k:
            values = EFFECT_CHOICES[part.name](s, ctx, part.params, cost_value)
            value = target if target in values else (values[0] if len(values) == 1 else None)
            sub = Context(ctx.instance, ctx.card, ctx.controller, ("chosen", cost_value, value))
        VOCAB.builders["effect"][part.name].fn(s, sub, part.params)


def _deck_character_choices(s, ctx, p, cost_value):
    """The player searches his own draw deck: one choice for each character there that fits."""
    return [i for i in _one_of_each(s, s.zones.cards[deck(ctx.controller)])
            if C.matches(s, i, p.filter, ctx.instance, ctx.controller) and C.card(s, i).type in ("companion", "ally")
            and playing.may_play(s, ctx.controller, i)]


@effect("play_character_from_deck", Filter, _deck_character_choices)
def _play_character_from_deck(s, ctx, p) -> None:
    """R20.5: play a companion or ally chosen with the action from your draw deck, paying its
    cost; then shuffle the deck."""
    _, target = chosen(ctx)
    if target is None or s.zones.zone_of(target) != deck(ctx.controller):
        return
    playing.reveal_to_all(s, target)
    playing.put_into_play(s, ctx.controller, target)
    shuffle_deck(s, ctx.controller)


def shuffle_deck(s, seat: int) -> None:
    s.zones.shuffle(deck(seat), lambda m: chance.draw(s, m))
    s.barrier += 1                       # a random draw: no undo past it
    say(s, "{seat} shuffles his draw deck.", seat=seat)


def _other_seats(s, ctx, p, cost_value):
    return [x for x in s.seats_in_game() if x != ctx.controller]


@effect("opponent_redraws", N, _other_seats)
def _opponent_redraws(s, ctx, p) -> None:
    """Change of Plans: the chosen opponent shuffles his hand into his draw deck and draws."""
    _, seat = chosen(ctx)
    if seat is None:
        return
    for i in list(s.zones.cards[hand(seat)]):
        s.zones.move(i, deck(seat))
    s.zones.shuffle(deck(seat), lambda m: chance.draw(s, m))
    s.barrier += 1                       # a random draw: no undo past it
    say(s, "{seat} shuffles his hand into his draw deck.", seat=seat)
    draw(s, seat, p.n)


@effect("title_or_two_exert", Title)
def _title_or_two(s, ctx, p) -> None:
    """The Free Peoples player exerts the companion of that title, or two other companions
    (Moria Lake: Frodo; Dwarrowdelf Chamber: Gimli); the choice is asked when the fellowship
    arrives."""
    comps = C.companions(s)
    named = [c for c in comps if C.card(s, c).title == p.title and body.can_exert(s, c)]
    others = [c for c in comps if C.card(s, c).title != p.title and body.can_exert(s, c)]
    options = [Action("exert", cards=(c,)) for c in named] + [Action("exert", cards=pair) for pair in combos(others, 2)]
    if options:
        FLOW.ask(s, s.fp, "exert_choice", tuple(options), "{card}: exert the companion it names, or two other companions.",
                 card=ctx.card)


@FLOW.answer("discard_from_hand")
def _on_discard_from_hand(s, q, action) -> None:
    playing.discard_from_hand(s, action["card"])
    say(s, "{seat} discards {card}.", seat=q.seat, card=s.zones.card_of[action["card"]])


@effect("shadow_players_may_draw_per_burden")
def _draw_per_burden(s, ctx, p) -> None:
    """Summit of Amon Hen: each Shadow player, from the FP player's right, may draw a card
    for each burden on the Ring-bearer."""
    if s.burdens.get(s.fp, 0) > 0:
        s.stack.append(("may_draw_per_burden", tuple(s.shadow_players())))


@FLOW.step("may_draw_per_burden")
def _may_draw_per_burden(s, seats: tuple) -> None:
    if not seats or s.over:
        return
    n = s.burdens.get(s.fp, 0)
    FLOW.ask(s, seats[0], "draw_per_burden", (Action("yes"), Action("no")),
             "Draw {n} cards, one for each burden?", data=seats, n=n)


@FLOW.answer("draw_per_burden")
def _on_draw_per_burden(s, q, action) -> None:
    s.stack.append(("may_draw_per_burden", q.data[1:]))
    if action.kind == "yes":
        draw(s, q.data[0], s.burdens.get(s.fp, 0))


def _wound_targets(s, ctx, p, cost_value):
    pool = _character_targets(s, ctx, p, cost_value)
    if p.count == 1:
        return pool
    if p.repeat:
        return [tuple(c) for c in combinations_with_replacement(pool, p.count)]
    return combos(pool, p.count)


@effect("wound", Wound, _wound_targets)
def _wound_effect(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "wound", p)       # a triggered wound chooses when it fires
        return
    for x in (target if isinstance(target, tuple) else (target,) if target is not None else ()):
        body.wound(s, x, "card")


@effect("heal_all", HealAll)
def _heal_all(s, ctx, p) -> None:
    for c in my_characters(s, ctx.controller):
        if C.matches(s, c, p.filter, ctx.instance, ctx.controller):
            for _ in range(p.times):
                body.heal(s, c)


@effect("exert_bearer")
def _exert_bearer(s, ctx, p) -> None:
    bearer = s.attached.get(ctx.instance)
    if bearer is not None and body.in_play(s, bearer) and body.can_exert(s, bearer):
        body.exert(s, bearer)


# What a lasting change of an archery total says in the log, by the side it counts for.
ARCHERY_TOTAL_TO_PHASE_END = {"fellowship": "The fellowship archery total is {amount:+d}."}
ARCHERY_TOTAL = {
    "fellowship": "The fellowship archery total is {amount:+d} this phase.",
    "minion": "The minion archery total is {amount:+d} this phase.",
}


@effect("archery_total", ArcheryTotal)
def _archery_total(s, ctx, p) -> None:
    # the archery window closes before the fire: the change lasts until the assignment phase
    if p.until == "archery_ends":
        add_lasting(s, p.side + "_archery", "", p.amount, "end:archery")
        say(s, ARCHERY_TOTAL_TO_PHASE_END[p.side], amount=p.amount)
        return
    add_lasting(s, p.side + "_archery", "", p.amount, "start:assignment")
    say(s, ARCHERY_TOTAL[p.side], amount=p.amount)


@effect("ally_joins", AllyJoins)
def _ally_joins(s, ctx, p) -> None:
    """The ally just exerted takes part in archery fire and skirmishes until the regroup
    phase (R8.15 waived), with a strength bonus as long."""
    target, _ = chosen(ctx)
    if target is None or not body.in_play(s, target):
        return
    add_lasting(s, "fights", target, 1, "start:regroup")
    if p.amount:
        add_lasting(s, "strength", target, p.amount, "start:regroup")
    say(s, "{card} joins archery fire and skirmishes until the regroup phase.", card=s.zones.card_of[target])


@effect("take_revealed", TakeRevealed)
def _take_revealed(s, ctx, p) -> None:
    """Reveal cards of your draw deck; those the filter names go to hand, the rest to the
    discard pile (TakeRevealed says how many, from where, and what a miss costs)."""
    if p.until_miss:
        _reveal_until(s, ctx, p)
        return
    n = sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.per_spot, ctx.instance, ctx.controller)) \
        if p.per_spot else p.n
    for _ in range(n):
        taken = _bottom_card_to_hand(s, ctx, p) if p.from_bottom else \
            playing.reveal_top_card(s, ctx.controller, p.filter, ctx.instance)
        if taken is None:
            return
        if not taken and p.missed_discards:
            discard_one_from_hand(s, ctx.controller)


def _hand_matching(s, ctx, p, cost_value):
    return _one_of_each(s, [i for i in s.zones.cards[hand(ctx.controller)]
                            if i != ctx.instance and C.matches(s, i, p.filter, ctx.instance, ctx.controller)])


def mill_seat(s, seat: int, n: int) -> None:
    """A player discards the top cards of his draw deck (shown, R4.4)."""
    for _ in range(n):
        top = s.zones.top(deck(seat))
        if top is None:
            return
        s.zones.move(top, discard(seat), shown=True)
        say(s, "{seat} discards {card} from the top of his draw deck.", seat=seat, card=s.zones.card_of[top])


def discard_at_random(s, seat: int, n: int) -> None:
    for _ in range(n):
        cards = sorted(s.zones.cards[hand(seat)])
        if not cards:
            return
        picked = cards[chance.draw(s, len(cards))]
        playing.discard_from_hand(s, picked)
        say(s, "{seat} discards {card} at random.", seat=seat, card=s.zones.card_of[picked])


def ask_values(s, ctx, name: str, p, values: list) -> None:
    """An effect that must choose while it resolves (whose hand, which card) asks its
    controller; one possible value is taken at once."""
    if len(values) == 1:
        VOCAB.builders["effect"][name].fn(s, Context(ctx.instance, ctx.card, ctx.controller, ("chosen", None, values[0])), p)
        return
    if values:
        actions = tuple(Action("target", value=v) for v in values)
        FLOW.ask(s, ctx.controller, "effect_target", actions, "Choose for {card}.",
                 data=(ctx.instance, ctx.card, ctx.controller, name, p), card=ctx.card)


def discard_chosen_by(s, seat: int, n: int) -> None:
    """`seat` discards n cards of his own choice from hand, one at a time."""
    cards = _one_of_each(s, s.zones.cards[hand(seat)])
    if n <= 0 or not cards:
        return
    actions = tuple(Action("discard", card=c) for c in cards)
    FLOW.ask(s, seat, "discard_chosen", actions, "Discard a card from your hand ({n} to discard).", data=(seat, n), n=n)


@FLOW.answer("discard_chosen")
def _on_discard_chosen(s, q, action) -> None:
    seat, n = q.data
    playing.discard_from_hand(s, action["card"])
    say(s, "{seat} discards {card}.", seat=seat, card=s.zones.card_of[action["card"]])
    discard_chosen_by(s, seat, n - 1)


@FLOW.answer("discard_to_draw")
def _on_discard_to_draw(s, q, action) -> None:
    seat, n = q.data
    if action.kind == "discard":
        playing.discard_from_hand(s, action["card"])
        say(s, "{seat} discards {card}.", seat=seat, card=s.zones.card_of[action["card"]])
        draw(s, seat, n)


# -- the sites the fellowship is at and leaves; searching and digging decks ----------------


def _deck_play_choices(s, ctx, p) -> list:
    """(card, bearer or None, cost to play or None) of each card of the filter's kind in the
    controller's draw deck he may play now (R20.5: its cost and needs as from hand)."""
    seat, out = ctx.controller, []
    for i in _one_of_each(s, s.zones.cards[deck(seat)]):
        c = C.card(s, i)
        if not C.matches(s, i, p.filter, ctx.instance, seat) or not playing.may_play(s, seat, i):
            continue
        ways = playing.play_exertions(s, seat, i)        # "To play, exert an Isengard minion"
        if ways == [None]:
            ways = playing.play_cost_choices(s, seat, i)
        for b in (playing.bearers(s, seat, i) if c.type in playing.ITEM_TYPES and not c.support_area else [None]):
            out += [(i, b, v) for v in ways]
    return out


@effect("play_from_deck", Filter)
def _play_from_deck(s, ctx, p) -> None:
    """The Council of Elrond: search your draw deck for a card to play; shuffle it after
    (R20.5). Nothing found, nothing happens."""
    _, target = chosen(ctx)
    if target is None:
        found = _deck_play_choices(s, ctx, p)
        for i in {v[0] for v in found}:
            s.zones.reveal(i, (ctx.controller,))      # he looks through his deck
        if found:
            ask_values(s, ctx, "play_from_deck", p, found)
            return
    else:
        inst, bearer, cost_value = target
        if s.zones.zone_of(inst) == deck(ctx.controller):
            if VOCAB.has(s.zones.card_of[inst], "play_cost"):
                playing.pay_play_cost(s, ctx.controller, inst, cost_value)
            elif cost_value is not None:             # the minion exerting to play it
                body.exert(s, cost_value)
            playing.reveal_to_all(s, inst)
            playing.put_into_play(s, ctx.controller, inst, bearer)
    s.zones.shuffle(deck(ctx.controller), lambda m: chance.draw(s, m))
    say(s, "{seat} shuffles his draw deck.", seat=ctx.controller)


def _decks(s, ctx, p, cost_value):
    return [x for x in s.seats_in_game() if s.zones.cards[deck(x)]]


@effect("reveal_deck_top", LookAtDeck, _decks)
def _reveal_deck_top(s, ctx, p) -> None:
    """Halls of My Home: reveal the top cards of a draw deck; one of the filter's kind may
    be discarded; the rest go back in the order the controller chooses."""
    _, seat = chosen(ctx)
    if seat is None:
        return
    top = s.zones.cards[deck(seat)][-p.n:]
    for i in top:
        playing.reveal_to_all(s, i)
    s.barrier += 1
    say(s, "{seat} reveals the top cards of {other}'s draw deck.", seat=ctx.controller, other=seat)
    may_go = [i for i in _one_of_each(s, top) if C.matches(s, i, p.filter)]
    if may_go:
        actions = tuple(Action("discard", card=i) for i in may_go) + (Action("keep"),)
        FLOW.ask(s, ctx.controller, "discard_revealed", actions, "Discard a card revealed?",
                 data=(ctx.controller, seat, len(top)))
        return
    _ask_order(s, ctx.controller, seat, len(top))


@FLOW.answer("discard_revealed")
def _on_discard_revealed(s, q, action) -> None:
    controller, seat, n = q.data
    if action.kind == "discard":
        s.zones.move(action["card"], discard(seat))
        say(s, "{card} is discarded.", card=s.zones.card_of[action["card"]])
        n -= 1
    _ask_order(s, controller, seat, n)


def _ask_order(s, controller: int, seat: int, n: int) -> None:
    top = s.zones.cards[deck(seat)][-n:] if n > 0 else []
    orders, seen = [], set()
    for order in permutations(reversed(top)):            # each order named from the top down
        key = tuple(s.zones.card_of[i] for i in order)
        if key not in seen:
            seen.add(key)
            orders.append(order)
    if len(orders) > 1:
        FLOW.ask(s, controller, "order_top", tuple(Action("order", cards=o) for o in orders),
                 "Put the revealed cards back: the first named goes on top.", data=(controller, seat))
    elif top:
        say(s, "{seat} returns the revealed cards to the top of {other}'s draw deck.", seat=controller, other=seat)


@FLOW.answer("order_top")
def _on_order_top(s, q, action) -> None:
    controller, seat = q.data
    order = list(action["cards"])
    pile = s.zones.cards[deck(seat)]
    pile[len(pile) - len(order):] = list(reversed(order))  # the last of the list is the top
    say(s, "{seat} returns the revealed cards to the top of {other}'s draw deck.", seat=controller, other=seat)


@effect("dig", Dig)
def _dig(s, ctx, p) -> None:
    """Mithril Shaft: discard from the top of your draw deck, 1 twilight each, until you stop
    (at most `limit`); the last card discarded goes to your hand."""
    _dig_one(s, ctx.controller, p.limit)


def _dig_one(s, seat: int, left: int) -> None:
    top = s.zones.top(deck(seat))
    if top is None:
        _dig_end(s, seat)
        return
    s.zones.move(top, discard(seat), shown=True)
    say(s, "{seat} discards {card} from the top of his draw deck.", seat=seat, card=s.zones.card_of[top])
    s.twilight += 1
    say(s, "{n} twilight is added to the pool.", n=1)
    s.used["dug"] = top
    if left <= 1 or not s.zones.cards[deck(seat)]:
        _dig_end(s, seat)
        return
    FLOW.ask(s, seat, "dig_more", (Action("more"), Action("stop")),
             "Discard another card from the top of your draw deck?", data=(seat, left - 1))


@FLOW.answer("dig_more")
def _on_dig_more(s, q, action) -> None:
    seat, left = q.data
    if action.kind == "more":
        _dig_one(s, seat, left)
    else:
        _dig_end(s, seat)


def _dig_end(s, seat: int) -> None:
    last = s.used.pop("dug", None)
    if last is not None and s.zones.zone_of(last) == discard(seat):
        s.zones.move(last, hand(seat))
        say(s, "{seat} takes {card} from his discard pile into his hand.", seat=seat, card=s.zones.card_of[last])


class AtRandom(P):
    """Cards of a hand taken at random: an opponent's (its user chooses whose, among the hands
    of at least `at_least` cards), seen by the user alone, who discards one of them; or the
    Free Peoples player's, revealed to all, one of which the user may discard. As many as
    `n`, or as the burdens on the Ring-bearer (`per_burden`)."""
    whose: Literal["opponent", "fp"]
    n: int = Field(0, ge=0)
    per_burden: bool = False
    at_least: int = Field(1, ge=1)

    @model_validator(mode="after")
    def _how_many(self) -> "AtRandom":
        if (self.n >= 1) == self.per_burden:
            raise ValueError("from_hand_at_random names n (at least 1) or per_burden, one of them")
        return self


def _at_random_hands(s, ctx, p, cost_value):
    if p.whose == "fp":
        return list(NO_CHOICE)
    return [x for x in s.seats_in_game() if x != ctx.controller and len(s.zones.cards[hand(x)]) >= p.at_least]


@effect("from_hand_at_random", AtRandom, _at_random_hands)
def _from_hand_at_random(s, ctx, p) -> None:
    """The Mirror of Galadriel looks at two cards of an opponent's hand and discards one;
    Alive and Unspoiled reveals one of the Free Peoples player's for each burden."""
    _, seat = chosen(ctx)
    seat = s.fp if p.whose == "fp" else seat
    if seat is None:
        return
    picks = _random_from_hand(s, seat, s.burdens.get(s.fp, 0) if p.per_burden else p.n)
    if p.whose == "fp":
        for pick in picks:
            playing.reveal_to_all(s, pick)
            say(s, "{seat} reveals {card} from his hand at random.", seat=s.fp, card=s.zones.card_of[pick])
        if picks:
            s.barrier += 1
            actions = tuple(Action("discard", card=i) for i in _one_of_each(s, picks)) + (Action("keep"),)
            FLOW.ask(s, ctx.controller, "revealed_discard", actions, "You may discard one of the revealed cards.")
        return
    for i in picks:
        s.zones.reveal(i, (ctx.controller,))
    say(s, "{seat} looks at cards of {other}'s hand taken at random.", seat=ctx.controller, other=seat)
    FLOW.ask(s, ctx.controller, "discard_seen", tuple(Action("discard", card=i) for i in _one_of_each(s, picks)),
             "Discard one of the cards you see; the other goes back.", data=seat)


@FLOW.answer("discard_seen")
def _on_discard_seen(s, q, action) -> None:
    playing.discard_from_hand(s, action["card"])
    say(s, "{seat} discards {card}.", seat=q.data, card=s.zones.card_of[action["card"]])


# -- words of the Moria and Isengard cards ------------------------------------------------


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


class MakeFierce(P):
    filter: str = ""
    same_as_cost: bool = False      # the character its cost exerted (Emyn Muil's minion)


def _fierce_targets(s, ctx, p, cost_value):
    """Characters that fit and are not fierce yet: making a fierce one fierce does nothing."""
    if p.same_as_cost:
        return list(NO_CHOICE)
    return sorted(i for i, _, _ in C.active(s) if C.card(s, i).type in C.CHARACTER_TYPES
                  and C.matches(s, i, p.filter, ctx.instance, ctx.controller) and not C.fierce(s, i))


class OneWinner(P):
    filter: str
    does: Literal["heal", "fierce"]


@effect("one_winner", OneWinner, lambda s, ctx, p, cost_value: _winners(s, ctx, p))
def _one_winner_does(s, ctx, p) -> None:
    """Heal the character that won the skirmish, or make him fierce until the regroup phase
    (which one, if several fit)."""
    _one_winner(s, ctx, p, "one_winner", (lambda w: body.heal(s, w)) if p.does == "heal" else
                (lambda w: make_fierce(s, w)))


@effect("make_fierce", MakeFierce, _fierce_targets)
def _make_fierce(s, ctx, p) -> None:
    cost_value, target = chosen(ctx)
    target = cost_value if p.same_as_cost else target
    if target is not None and body.in_play(s, target):
        make_fierce(s, target)


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


def _bonus_possessions(s, ctx, p, cost_value):
    return sorted(i for i in s.attached if body.in_play(s, i) and C.card(s, i).type == "possession"
                  and C.card(s, i).strength and not C.has_lasting(s, "no_bonus", i)
                  and C.matches(s, i, p.filter, ctx.instance, ctx.controller))


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


@FLOW.answer("revealed_discard")
def _on_revealed_discard(s, q, action) -> None:
    if action.kind == "discard":
        playing.discard_from_hand(s, action["card"])
        say(s, "{seat} discards {card}.", seat=s.fp, card=s.zones.card_of[action["card"]])


def _bottom_card_to_hand(s, ctx, p) -> bool | None:
    """Reveal the bottom card of your draw deck: into your hand if it fits, else discarded.
    Whether it was taken; None when the deck is empty."""
    cards = s.zones.cards[deck(ctx.controller)]
    if not cards:
        return None
    bottom = cards[0]
    playing.reveal_to_all(s, bottom)
    s.barrier += 1
    if C.matches(s, bottom, p.filter, ctx.instance, ctx.controller):
        s.zones.move(bottom, hand(ctx.controller), shown=True)
        say(s, "{seat} reveals {card} from the bottom of his draw deck and takes it.", seat=ctx.controller,
            card=s.zones.card_of[bottom])
        return True
    s.zones.move(bottom, discard(ctx.controller))
    say(s, "{seat} reveals {card} from the bottom of his draw deck and discards it.", seat=ctx.controller,
        card=s.zones.card_of[bottom])
    return False


def _reveal_until(s, ctx, p) -> None:
    """Reveal cards from the top of your draw deck until one does not fit the filter; take
    every revealed card into your hand."""
    while True:
        top = s.zones.top(deck(ctx.controller))
        if top is None:
            return
        playing.reveal_to_all(s, top)
        s.barrier += 1
        s.zones.move(top, hand(ctx.controller), shown=True)
        say(s, "{seat} reveals {card} from the top of his draw deck and takes it.", seat=ctx.controller,
            card=s.zones.card_of[top])
        if not C.matches(s, top, p.filter, ctx.instance, ctx.controller):
            return


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
        s.zones.move(top, discard(ctx.controller), shown=True)
        say(s, "{seat} discards {card} from the top of his draw deck.", seat=ctx.controller, card=s.zones.card_of[top])
        shadow += C.card(s, top).side == "shadow"
    if p.most:
        shadow = min(shadow, p.most)
    if shadow:
        body.add_burden(s, s.fp, shadow)


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


@effect("cancel_stealth_event")
def _cancel_stealth_event(s, ctx, p) -> None:
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


def _stack(s, minion: str, seat: int, holder: str) -> None:
    body.leave_play(s, minion, stacked(seat))
    say(s, "{card} is stacked on {holder}.", card=s.zones.card_of[minion], holder=holder)


def _stacked_choices(s, ctx, p, cost_value):
    return [i for i in _one_of_each(s, s.zones.cards[stacked(ctx.controller)])
            if C.matches(s, i, p.filter, ctx.instance, ctx.controller) and playing.may_play(s, ctx.controller, i)]


class PlayStacked(P):
    filter: str = ""
    on_bearer: bool = False         # a possession chosen with the bearer it is played on (Gandalf's Cart)


def _play_stacked_choices(s, ctx, p, cost_value):
    return _stacked_play_choices(s, ctx, p, cost_value) if p.on_bearer else _stacked_choices(s, ctx, p, cost_value)


@effect("play_stacked", PlayStacked, _play_stacked_choices)
def _play_stacked(s, ctx, p) -> None:
    """Play a card stacked on your cards as if from your hand (its cost paid, its needs met)."""
    _, target = chosen(ctx)
    if p.on_bearer:
        if target is None or s.zones.zone_of(target[0]) != stacked(ctx.controller):
            return
        playing.put_into_play(s, ctx.controller, target[0], target[1] if len(target) > 1 else None)
        return
    if target is not None and s.zones.zone_of(target) == stacked(ctx.controller):
        playing.put_into_play(s, ctx.controller, target)


@VOCAB.keyword("discarded_at_turn_end")
def _discarded_at_turn_end() -> None:
    """"Discard this condition at the end of the turn": read by the end of the turn."""


@VOCAB.keyword("exert_to_play", Filter)
def _exert_to_play() -> None:
    """"To play, exert ...": read by playing.play_exertions; the play action names who exerts."""


# -- more of set 1: the Shire, Gandalf and The One Ring --------------------------------



@condition("pool_below", N)
def _pool_below(s, ctx, p) -> bool:
    return s.twilight < p.n


def _exert_many_choices(s, ctx, p):
    """Any number of them, one at least; no more than the pool can lose (a reading: the
    twilight removed for the rest would be none)."""
    pool = [c for c in my_characters(s, ctx.controller)
            if C.matches(s, c, p.filter, ctx.instance, ctx.controller) and body.can_exert(s, c)]
    return [c for n in range(1, min(len(pool), s.twilight) + 1) for c in combos(pool, n)]


class ShuffleIn(P):
    filter: str
    up_to_spot: str = ""


def _shuffle_in_choices(s, ctx, p, cost_value):
    pool = _discard_pick(s, ctx, Filter(filter=p.filter), None)
    if not p.up_to_spot:
        return [(i,) for i in pool]
    most = sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.up_to_spot, ctx.instance, ctx.controller))
    cards = [i for i in s.zones.cards[discard(ctx.controller)]
             if C.matches(s, i, p.filter, ctx.instance, ctx.controller)]
    return groups_up_to(s, cards, most)


@effect("shuffle_discards_into_deck", ShuffleIn, _shuffle_in_choices)
def _shuffle_discards_into_deck(s, ctx, p) -> None:
    """Cards of your discard pile shuffled into your draw deck (shown on the way, R4.4)."""
    _, target = chosen(ctx)
    if not target:
        return
    playing.discards_to_deck(s, ctx.controller, target)
    shuffle_deck(s, ctx.controller)


class UpTo(P):
    spot: str


def _up_to_spot_choices(s, ctx, p, cost_value):
    most = sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.spot, ctx.instance, ctx.controller))
    return list(range(1, most + 1))


class RemoveUpTo(UpTo):
    what: Literal["twilight", "burdens"]


@effect("remove_up_to_spot", RemoveUpTo, _up_to_spot_choices)
def _remove_up_to_spot(s, ctx, p) -> None:
    """Spot X cards to remove X twilight, or X burdens (X chosen up to the cards spotted)."""
    _, x = chosen(ctx)
    if p.what == "burdens":
        for _ in range(x or 0):
            body.remove_burden(s, ctx.controller)
    elif x:
        _remove_twilight_effect(s, ctx, N(n=x))


class UpToN(P):
    n: int = Field(ge=1)
    redraw: bool = False


def _hand_up_to_choices(s, ctx, p, cost_value):
    """One to N cards of your hand; cards alike are one choice."""
    return groups_up_to(s, [i for i in s.zones.cards[hand(ctx.controller)] if i != ctx.instance], p.n)


@effect("discard_from_hand_up_to", UpToN, _hand_up_to_choices)
def _discard_from_hand_up_to(s, ctx, p) -> None:
    """Discard up to N cards from hand (and, for Ottar, draw as many)."""
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "discard_from_hand_up_to", p)
        return
    if not target:
        return
    for i in target:
        playing.discard_from_hand(s, i)
        say(s, "{seat} discards {card}.", seat=ctx.controller, card=s.zones.card_of[i])
    if p.redraw:
        draw(s, ctx.controller, len(target))


class LookTake(P):
    look: int = Field(ge=1)
    take: int = Field(ge=1)


@effect("look_at_top_take", LookTake)
def _look_at_top_take(s, ctx, p) -> None:
    """Look at the top cards of your draw deck (you alone), take some into hand, discard the
    rest: the choice is asked once you have seen them."""
    top = s.zones.cards[deck(ctx.controller)][::-1][:p.look]       # the top is the end of the list
    if not top:
        return
    for i in top:
        s.zones.reveal(i, (ctx.controller,))
    s.barrier += 1
    say(s, "{seat} looks at the top {n} cards of his draw deck.", seat=ctx.controller, n=len(top))
    take = min(p.take, len(top))
    seen, options = set(), []
    for combo in combos(top, take):
        key = tuple(sorted(s.zones.card_of[i] for i in combo))
        if key not in seen:
            seen.add(key)
            options.append(Action("take", cards=combo))
    FLOW.ask(s, ctx.controller, "look_take", tuple(options), "Choose the cards to take into your hand.",
             data=(ctx.controller, tuple(top)))


@FLOW.answer("look_take")
def _on_look_take(s, q, action) -> None:
    seat, top = q.data
    for i in top:
        if i in action["cards"]:
            s.zones.move(i, hand(seat))
        else:
            s.zones.move(i, discard(seat), shown=True)
            say(s, "{seat} discards {card}.", seat=seat, card=s.zones.card_of[i])
    say(s, "{seat} takes {n} cards into his hand.", seat=seat, n=len(action["cards"]))




class AboutTo(P):
    what: Literal["exert", "heal"]          # the happening a response answers before it is done
    filter: str
    spot: str = ""


@condition("about_to", AboutTo)
def _about_to(s, ctx, p) -> bool:
    """A character that fits is about to exert or be healed (and a card that fits can be spotted)."""
    ev = ctx.event
    if not ev or ev[0] != p.what:
        return False
    if p.spot and not playing.spots(s, p.spot, ctx.controller, ctx.instance):
        return False
    return C.matches(s, ev[1], p.filter, ctx.instance, ctx.controller)




class Stack(P):
    """A card stacked on this one: from its user's hand (one that fits, shown), or the
    character that fits and won the skirmish just fought (it leaves play: what it bears is
    discarded, its wounds are gone)."""
    source: Literal["hand", "winner"]
    filter: str


def _stack_choices(s, ctx, p, cost_value):
    if p.source == "winner":
        return _winners(s, ctx, p)
    return sorted(i for i in _one_of_each(s, s.zones.cards[hand(ctx.controller)])
                  if C.matches(s, i, p.filter, ctx.instance, ctx.controller))


@effect("stack", Stack, _stack_choices)
def _stack_on_self(s, ctx, p) -> None:
    if p.source == "winner":
        _one_winner(s, ctx, p, "stack", lambda w: _stack(s, w, ctx.controller, ctx.card))
        return
    _, target = chosen(ctx)
    if target is None or s.zones.zone_of(target) != hand(ctx.controller):
        return
    s.zones.move(target, stacked(ctx.controller), shown=True)
    say(s, "{seat} stacks {card} on {bearer}.", seat=ctx.controller, card=s.zones.card_of[target],
        bearer=ctx.card)


def _stacked_play_choices(s, ctx, p, cost_value):
    out = []
    for i in _one_of_each(s, s.zones.cards[stacked(ctx.controller)]):
        c = C.card(s, i)
        if not playing.may_play(s, ctx.controller, i):
            continue
        if c.type in playing.ITEM_TYPES and not c.support_area:
            out += [(i, b) for b in playing.bearers(s, ctx.controller, i)]
        else:
            out.append((i,))
    return out


# -- words of the last cards of set 1 ------------------------------------------------------


@cost("once_per_turn")
def _once_per_turn(s, ctx, p, pay) -> bool:
    """"(limit once per turn)": the use marks the card for the rest of the turn (s.used is
    emptied as each turn starts)."""
    key = ("once_per_turn", ctx.instance)
    if pay:
        s.used[key] = True
        return True
    return not s.used.get(key)


class ThisTurn(P):
    rule: Literal["no_more_moves", "ring_bearer_must_defend"]


@effect("this_turn", ThisTurn)
def _this_turn(s, ctx, p) -> None:
    """A rule that holds for the rest of the turn: the fellowship moves no more, or the Free
    Peoples player must assign the Ring-bearer to a skirmish."""
    if p.rule == "no_more_moves":
        s.no_more_moves = True
        say(s, "The fellowship cannot move again this turn.")
    else:
        s.used["ring_bearer_must_defend"] = True
        say(s, "The Ring-bearer must be assigned to a skirmish.")


# -- general words: cancelling what is about to happen, whose hand, costs paid together -------


class Cancel(P):
    instead: Literal["", "remove_burden"] = ""


@effect("cancel", Cancel)
def _cancel(s, ctx, p) -> None:
    """Cancel the happening a response answers (an event played, an exertion's wound token, a
    healing), and what is done instead; the log says what the cancelling means for it."""
    FLOW.cancel(s, ctx.event)
    card = s.zones.card_of[ctx.event[1]]
    if ctx.event[0] == "exert":
        say(s, "{card} exerts without taking a token.", card=card)
    elif ctx.event[0] == "heal" and p.instead == "remove_burden":
        say(s, "{card} is not healed: a burden is removed instead.", card=card)
    else:
        say(s, "{card} is cancelled.", card=card)
    if p.instead == "remove_burden":
        body.remove_burden(s, ctx.controller)


class Discards(P):
    who: Literal["fp", "opponent"]          # the Free Peoples player, or an opponent its controller chooses
    n: int = Field(1, ge=1)
    at_random: bool = False


def _discards_choices(s, ctx, p, cost_value):
    return _opponents(s, ctx, p, cost_value) if p.who == "opponent" else [None]


@effect("discards", Discards, _discards_choices)
def _discards(s, ctx, p) -> None:
    """A player discards cards from his hand, of his own choice or at random."""
    if p.who == "fp":
        if p.at_random:
            for pick in _random_from_hand(s, s.fp, p.n):
                playing.discard_from_hand(s, pick)
                say(s, "{seat} discards {card} at random.", seat=s.fp, card=s.zones.card_of[pick])
            return
        cards = _one_of_each(s, s.zones.cards[hand(s.fp)])
        if cards:
            FLOW.ask(s, s.fp, "discard_from_hand", tuple(Action("discard", card=c) for c in cards),
                     "Discard a card from your hand.")
        return
    _, seat = chosen(ctx)
    if seat is None and not p.at_random and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "discards", p)       # a triggered one chooses when it fires
        return
    if seat is not None:
        discard_at_random(s, seat, p.n) if p.at_random else discard_chosen_by(s, seat, p.n)


class ExertSelf(P):
    times: int = Field(1, ge=1)


@cost("exert_self", ExertSelf)
def _exert_self(s, ctx, p, pay) -> bool:
    """This character exerts, once or several times: each exertion needs him not yet
    exhausted (a triggered response's cost: nothing to choose)."""
    if not pay:
        return s.wounds.get(ctx.instance, 0) + p.times < C.vitality(s, ctx.instance)
    for _ in range(p.times):
        body.exert(s, ctx.instance)
    return True


class Costs(P):
    """Several costs paid together, in order; what is chosen is the one cost's that chooses."""
    costs: tuple[Any, ...] = Field(min_length=2)

    @field_validator("costs", mode="before")
    @classmethod
    def _parts(cls, raw: Any) -> Any:
        parts = tuple(VOCAB.part("cost", c, "costs") for c in raw)
        if sum(_chooses(part) for part in parts) > 1:
            raise ValueError("at most one of the costs chooses")
        return parts


def _chooses(part) -> bool:
    return part.name in CHOOSING_COSTS


def _costs_choices(s, ctx, p):
    chosen_values = [None]
    for part in p.costs:
        values = COST_CHOICES[part.name](s, ctx, part.params)
        if not values:
            return []
        if _chooses(part):
            chosen_values = values
    return chosen_values


@cost("costs", Costs, _costs_choices)
def _costs(s, ctx, p, pay) -> bool:
    if not pay:
        return bool(_costs_choices(s, ctx, p))
    for part in p.costs:
        VOCAB.builders["cost"][part.name].fn(s, ctx, part.params, True)
    return True


def load() -> None:
    VOCAB.load([{"id": c.id, "abilities": list(c.abilities)} for c in content().cards.values()])
    VOCAB.attach(FLOW, C.active, C.on_table)


from lotr_table.games.lotr_tcg import card_words, shadow_abilities  # noqa: E402,F401  (the general and the Sauron and Ringwraith words, before the cards are read)

load()
