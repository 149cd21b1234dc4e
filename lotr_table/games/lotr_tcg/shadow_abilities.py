"""The words the Sauron and Ringwraith cards of set 1 are written in, beyond the starter
decks': wounding and exerting the Free Peoples' characters, discards at random from the Free
Peoples player's hand, conditions that join or weigh burdens, strength that grows with what
can be spotted, damage bonuses, and the Free Peoples player's own choice of whom to exert.
Imported by abilities.py before the cards are loaded."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import body, cards as C, playing
from lotr_table.games.lotr_tcg.assignment import already_assigned, assign, defenders
from lotr_table.games.lotr_tcg.card_words import discard_one_from_hand, discard_pick
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import VOCAB, dead, deck, discard, hand, play
from lotr_table.games.lotr_tcg.vocabulary import (
    groups_up_to,
    Assign, EFFECT_CHOICES, NO_CHOICE, Filter, N, P, Spot, add_lasting, ask_target, chosen, combos, condition, cost, effect,
    my_characters)


# -- conditions ------------------------------------------------------------------------


class Conditions(P):
    of: tuple[dict, ...] = Field(min_length=1)


_PARTS: dict = {}


def _parts(p: Conditions) -> tuple:
    # the inner conditions are validated once, when first asked, and kept
    key = id(p)
    if key not in _PARTS:
        _PARTS[key] = (p, tuple(VOCAB.part("condition", raw, "a combined condition") for raw in p.of))
    return _PARTS[key][1]


def _holds_all(s, ctx, p) -> bool:
    return all(VOCAB.holds(s, ctx, part) for part in _parts(p))


def _holds_any(s, ctx, p) -> bool:
    return any(VOCAB.holds(s, ctx, part) for part in _parts(p))


condition("all", Conditions)(_holds_all)
condition("any", Conditions)(_holds_any)


class Burdens(P):
    n: int = Field(ge=1)


@condition("burdens", Burdens)
def _burdens(s, ctx, p) -> bool:
    """Spot N burdens: the Free Peoples player's Ring-bearer bears at least N."""
    return s.burdens.get(s.fp, 0) >= p.n


@condition("at_site", Filter)
def _at_site(s, ctx, p) -> bool:
    """The fellowship's site has this keyword."""
    return p.filter in C.site_keywords(s)


@condition("skirmish_lost", Filter)
def _skirmish_lost(s, ctx, p) -> bool:
    """A skirmish was won (event skirmish_won) against a character that fits the filter."""
    ev = ctx.event
    if not ev or ev[0] != "skirmish_won":
        return False
    losers = s.used.get("losers", ())
    return any(C.matches(s, x, p.filter, ctx.instance, ctx.controller) for x in losers)


class WonAgainst(P):
    winner: str
    loser: str


@condition("played_card", Filter)
def _played_card(s, ctx, p) -> bool:
    """A card fitting the filter (`yours`: its controller's) was just played."""
    ev = ctx.event
    return bool(ev) and ev[0] == "played" and C.matches(s, ev[1], p.filter, ctx.instance, ctx.controller)


# -- costs -------------------------------------------------------------------------------


@cost("remove_burden")
def _remove_burden_cost(s, ctx, p, pay) -> bool:
    """Remove a burden from the Free Peoples player's Ring-bearer (a Shadow card's cost)."""
    if pay:
        body.remove_burden(s, s.fp)
    return s.burdens.get(s.fp, 0) > 0 or pay


class ExertAndRemove(P):
    filter: str
    n: int = Field(ge=1)


def _exert_remove_choices(s, ctx, p):
    if s.twilight < p.n:
        return []
    return sorted(c for c in my_characters(s, ctx.controller)
                  if C.matches(s, c, p.filter, ctx.instance, ctx.controller) and body.can_exert(s, c))


@cost("exert_and_remove_twilight", ExertAndRemove, _exert_remove_choices)
def _exert_and_remove(s, ctx, p, pay) -> bool:
    value, _ = chosen(ctx)
    if not pay:
        return bool(_exert_remove_choices(s, ctx, p))
    body.exert(s, value)
    s.twilight -= p.n
    return True


# -- effects on the Free Peoples' characters ----------------------------------------------


class Target(P):
    filter: str
    of_cost: bool = False       # "a character he is skirmishing": he is the exerted card
    yours: bool = False         # one of the user's own characters (in the order they came into play)


def fp_characters(s) -> list[str]:
    return C.companions(s) + C.allies(s)


def _character_targets(s, ctx, p, cost_value):
    pool = [i for i, _, _ in C.active(s) if C.card(s, i).type in C.CHARACTER_TYPES
            and C.matches(s, i, p.filter, cost_value if p.of_cost else ctx.instance, ctx.controller)]
    return sorted(pool)


@effect("wound_target", Target, _character_targets)
def _wound_target(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "wound_target", p)
        return
    if target is not None and body.in_play(s, target):
        body.wound(s, target, "card")


@effect("exert_target", Target, _character_targets)
def _exert_target(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "exert_target", p)
        return
    if target is not None and body.in_play(s, target) and body.can_exert(s, target):
        body.exert(s, target)


def _exertable(s, ctx, p, cost_value):
    if p.yours:
        return [c for c in my_characters(s, ctx.controller)
                if C.matches(s, c, p.filter, ctx.instance, ctx.controller) and body.can_exert(s, c)]
    return [c for c in _character_targets(s, ctx, p, cost_value) if body.can_exert(s, c)]


EFFECT_CHOICES["exert_target"] = _exertable


@effect("fp_discards_at_random", N)
def _fp_discards_at_random(s, ctx, p) -> None:
    """The Free Peoples player discards cards at random from his hand (shown as they go)."""
    for _ in range(p.n):
        cards = sorted(s.zones.cards[hand(s.fp)])
        if not cards:
            return
        pick = cards[chance.draw(s, len(cards))]
        playing.discard_from_hand(s, pick)
        s.barrier += 1
        say(s, "{seat} discards {card} at random.", seat=s.fp, card=s.zones.card_of[pick])


class Corrupt(P):
    check: bool = False           # only if he is corrupted now (his burdens, a card's condition)


@effect("corrupt", Corrupt)
def _corrupt(s, ctx, p) -> None:
    if p.check:
        body.check_corruption(s, s.fp)
        return
    say(s, "{seat}'s Ring-bearer is corrupted.", seat=s.fp)
    body.eliminate(s, s.fp, "corrupted")


class Over(P):
    filter: str = "companion"
    over: int = 0               # one for each fitting card over this number
    n: int = 1


def count_over(s, ctx, p) -> int:
    if not p.over:
        return p.n
    found = sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.filter, ctx.instance, ctx.controller))
    return max(0, found - p.over)


class OneAtATime(Over):
    """N companions, or one for each card that fits over a number, each chosen in turn:
    exerted, the Free Peoples player choosing; or wounded, the card's user choosing among
    those but the Ring-bearer."""
    does: Literal["exert", "wound"]


@effect("companions_one_at_a_time", OneAtATime)
def _companions_one_at_a_time(s, ctx, p) -> None:
    n = count_over(s, ctx, p)
    if n > 0:
        s.stack.append(("fp_exert", n) if p.does == "exert" else ("wound_one", ctx.controller, n))


@FLOW.step("fp_exert")
def _fp_exert(s, left: int) -> None:
    able = sorted(c for c in C.companions(s) if body.can_exert(s, c))
    if left <= 0 or not able:
        return
    if left > 1:
        s.stack.append(("fp_exert", left - 1))
    FLOW.ask(s, s.fp, "exert_choice", tuple(Action("exert", cards=(c,)) for c in able), "Exert a companion.")


@FLOW.step("wound_one")
def _wound_one(s, seat: int, left: int) -> None:
    able = sorted(c for c in C.companions(s) if c != s.bearer.get(s.fp))
    if left <= 0 or not able:
        return
    if left > 1:
        s.stack.append(("wound_one", seat, left - 1))
    FLOW.ask(s, seat, "wound_one", tuple(Action("wound", card=c) for c in able), "Wound a companion.")


@FLOW.answer("wound_one")
def _on_wound_one(s, q, action) -> None:
    body.wound(s, action["card"], "card")


# -- twilight, cards and piles ------------------------------------------------------------


@effect("add_twilight_per_spot", Spot)
def _add_per_spot(s, ctx, p) -> None:
    n = sum(1 for i, _, _ in C.active(s) if C.matches(s, i, p.filter, ctx.instance, ctx.controller)) * p.count
    if n:
        s.twilight += n
        say(s, "{n} twilight is added to the pool.", n=n)


class Shuffle(P):
    filter: str
    up_to: int = Field(ge=1)


def _shuffle_choices(s, ctx, p, cost_value):
    pool = sorted(i for i in s.zones.cards[discard(ctx.controller)] if C.matches(s, i, p.filter, ctx.instance, ctx.controller))
    return groups_up_to(s, pool, p.up_to)


class RevealTake(P):
    filter: str
    take: str


# -- strength, damage and fierceness ------------------------------------------------------


class SkirmishStrength(P):
    filter: str
    amount: int = 0
    damage: int = Field(0, ge=0)              # and damage +N as long
    per_burden: Literal[0, 1, -1] = 0         # X (or -X) strength for X burdens, in place of `amount`


def _skirmish_characters(s, ctx, p, cost_value):
    pool = [i for i, _, _ in C.active(s) if C.card(s, i).type in C.CHARACTER_TYPES
            and C.matches(s, i, p.filter, ctx.instance, ctx.controller)]
    if s.phase == "skirmish" and s.fought:
        comp, mins = s.fought
        pool = [i for i in pool if i == comp or i in mins]
    return sorted(pool)


def _fierce_targets(s, ctx, p, cost_value):
    return sorted(m for m in C.minions(s) if C.matches(s, m, p.filter, ctx.instance, ctx.controller))


@effect("fierce_target", Filter, _fierce_targets)
def _fierce_target(s, ctx, p) -> None:
    _, target = chosen(ctx)
    if target is not None and body.in_play(s, target):
        add_lasting(s, "fierce", target, 1, "start:regroup")
        say(s, "{card} is fierce until the regroup phase.", card=s.zones.card_of[target])


def _assign_choices(s, ctx, p, cost_value):
    """A companion that fits and a minion of yours that fits (this minion: `self`), neither
    named by another assignment this round (R12); the choice names the companion alone when
    the minion is this one."""
    taken = already_assigned(s)
    comps = sorted(c for c in C.companions(s) if c not in taken
                   and C.matches(s, c, p.companion, ctx.instance, ctx.controller))
    if p.minion == "self":
        return [] if ctx.instance in taken else comps
    mins = sorted(m for m in C.minions(s, ctx.controller) if m not in taken
                  and C.matches(s, m, p.minion, ctx.instance, ctx.controller))
    return [(c, m) for c in comps for m in mins]


@effect("assign", Assign, _assign_choices)
def _assign(s, ctx, p) -> None:
    """A Shadow assignment action (R12.3, R12.6): assign a companion to skirmish the minion."""
    _, target = chosen(ctx)
    if target is None:
        return
    comp, minion = (target, ctx.instance) if p.minion == "self" else target
    if body.in_play(s, comp) and body.in_play(s, minion):
        assign(s, comp, minion)
        say(s, "{minion} attacks {companion}.", companion=s.zones.card_of[comp], minion=s.zones.card_of[minion])


# -- keywords the rules consult ---------------------------------------------------------


class PerSpot(P):
    filter: str
    amount: int


# "For each X you can spot, this minion is strength +N" (cards.strength reads it)
VOCAB.keyword("strength_per_spot", PerSpot)(None)


def strength_per_spot(s, inst: str, code: str) -> int:
    total = 0
    for k in VOCAB.keywords(code, "strength_per_spot"):
        total += k.amount * sum(1 for i, _, _ in C.active(s) if C.matches(s, i, k.filter, inst, C.owner(inst)))
    return total


def _index_per_spot() -> None:
    from lotr_table.games.lotr_tcg.data import content
    for c in content().cards.values():
        if any(a.get("type") == "keyword" and a.get("keyword", {}).get("name") == "strength_per_spot"
               for a in c.abilities):
            C._PER_SPOT[c.id] = strength_per_spot


_index_per_spot()


@effect("discard_self")
def _discard_self_effect(s, ctx, p) -> None:
    if body.in_play(s, ctx.instance):
        say(s, "{card} is discarded.", card=s.zones.card_of[ctx.instance])
        body.discard_from_play(s, ctx.instance)


# -- responses and triggers after a skirmish, a death, the Ring --------------------------------


@condition("won_by", Filter)
def _won_by(s, ctx, p) -> bool:
    """A skirmish was just won by a character that fits the filter."""
    ev = ctx.event
    return bool(ev) and ev[0] == "skirmish_won" and any(
        C.matches(s, w, p.filter, ctx.instance, ctx.controller) for w in ev[1])


class KilledIn(P):
    filter: str
    by: str                      # a minion of the skirmish, killed or not


@condition("killed_in_skirmish", KilledIn)
def _killed_in_skirmish(s, ctx, p) -> bool:
    """A character fitting `filter` was just killed in a skirmish against a minion fitting `by`."""
    ev = ctx.event
    if not ev or ev[0] != "killed" or s.phase != "skirmish" or not s.fought:
        return False
    return C.matches(s, ev[1], p.filter, ctx.instance, ctx.controller) and any(
        C.matches(s, m, p.by, ctx.instance, ctx.controller) for m in s.fought[1])


@condition("can_exert", Filter)
def _can_exert(s, ctx, p) -> bool:
    """One of its controller's characters fitting the filter can exert (a trigger's cost)."""
    return any(C.matches(s, c, p.filter, ctx.instance, ctx.controller) and body.can_exert(s, c)
               for c in my_characters(s, ctx.controller))


@condition("self_in_support_area")
def _self_in_support_area(s, ctx, p) -> bool:
    return ctx.instance not in s.attached


class Burdens2(P):
    n: int = Field(ge=1)
    ring_on: int = 0             # how many instead while the Ring-bearer wears The One Ring
    more_if: str = ""            # a filter the card the event names may fit ...
    more: int = 0                # ... for this many more (a Hobbit killed)


@effect("add_burdens", Burdens2)
def _add_burdens(s, ctx, p) -> None:
    n = p.ring_on if (p.ring_on and s.ring_on) else p.n
    if p.more_if and C.matches(s, ctx.event[1], p.more_if, ctx.instance, ctx.controller):
        n += p.more
    body.add_burden(s, s.fp, n)


class OrBurden(P):
    """What the Free Peoples player may do instead of adding a burden: his Ring-bearer exerts,
    or he discards n cards from his hand (one of the two)."""
    instead: Literal["ring_bearer_exerts", "discard_cards"]
    n: int = Field(1, ge=1)


@effect("or_burden", OrBurden)
def _or_burden(s, ctx, p) -> None:
    """The Free Peoples player chooses: the other thing, if he can do it in full, or a burden."""
    if p.instead == "ring_bearer_exerts":
        rb = s.bearer.get(s.fp)
        if rb is None:
            return
        options = ([Action("exert", cards=(rb,))] if body.can_exert(s, rb) else []) + [Action("burden")]
        FLOW.ask(s, s.fp, "exert_or_burden", tuple(options), "Exert the Ring-bearer, or add a burden.")
        return
    options = ([Action("discard_cards", n=p.n)] if len(s.zones.cards[hand(s.fp)]) >= p.n else []) + [Action("burden")]
    FLOW.ask(s, s.fp, "discard_or_burden", tuple(options), "Discard {n} cards from your hand, or add a burden.", n=p.n)


@FLOW.answer("exert_or_burden")
def _on_exert_or_burden(s, q, action) -> None:
    if action.kind == "exert":
        body.exert(s, action["cards"][0])
    else:
        body.add_burden(s, s.fp)


def _attach_targets(s, ctx, p, cost_value):
    return sorted(c for c in fp_characters(s) if C.matches(s, c, p.filter, ctx.instance, ctx.controller))


@effect("transfer_self", Filter, _attach_targets)
def _transfer_self(s, ctx, p) -> None:
    """Transfer this condition from the support area to a character (the Free Peoples')."""
    _, target = chosen(ctx)
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "transfer_self", p)
        return
    if target is not None and body.in_play(s, target) and body.in_play(s, ctx.instance):
        s.attached[ctx.instance] = target
        say(s, "{seat} plays {card} on {bearer}.", seat=ctx.controller, card=s.zones.card_of[ctx.instance],
            bearer=s.zones.card_of[target])


@effect("wound_bearer_or_burden")
def _wound_bearer_or_burden(s, ctx, p) -> None:
    """Wound the bearer; if he is the Ring-bearer, add a burden instead."""
    b = s.attached.get(ctx.instance)
    if b is None or not body.in_play(s, b):
        return
    if b == s.bearer.get(C.owner(b)):
        body.add_burden(s, C.owner(b))
    else:
        body.wound(s, b, "card")


class AttachCard(P):
    title: str
    to: str


def _attach_card_targets(s, ctx, p, cost_value):
    pool = [i for i in s.zones.cards[play(ctx.controller)] if i not in s.attached]
    pool += list(s.zones.cards[discard(ctx.controller)])
    sources, seen = [], set()
    for i in sorted(pool):
        key = (s.zones.zone_of(i), s.zones.card_of[i])
        if C.card(s, i).title == p.title and key not in seen:      # copies in one pile are one choice
            seen.add(key)
            sources.append(i)
    to = _attach_targets(s, ctx, Filter(filter=p.to), None)
    return [(src, t) for src in sources for t in to]


@effect("attach_card", AttachCard, _attach_card_targets)
def _attach_card(s, ctx, p) -> None:
    """Transfer a card of this title from your support area or discard pile to a character."""
    _, target = chosen(ctx)
    if target is None:
        return
    src, to = target
    if not body.in_play(s, to):
        return
    if s.zones.zone_of(src) != play(ctx.controller):
        s.zones.move(src, play(ctx.controller), shown=True)
    s.attached[src] = to
    say(s, "{seat} plays {card} on {bearer}.", seat=ctx.controller, card=s.zones.card_of[src],
        bearer=s.zones.card_of[to])



@cost("exert_bearer")
def _exert_bearer(s, ctx, p, pay) -> bool:
    """Exert the character bearing this card (a trigger's cost: nothing to choose)."""
    b = s.attached.get(ctx.instance)
    if not pay:
        return b is not None and body.can_exert(s, b)
    body.exert(s, b)
    return True


# "This weapon may be borne in addition to 1 other hand weapon" (playing.bearers reads it)
VOCAB.keyword("second_hand_weapon")(None)


# -- sites, the discard pile, the Free Peoples player's assignments, a Shadow phase ------------


@effect("fp_assigns_to_self", Filter, lambda s, ctx, p, c: [None])
def _fp_assigns_to_self(s, ctx, p) -> None:
    """The Free Peoples player assigns a character of his choice that fits the filter (one
    who may defend: a companion, or an ally at home) to skirmish this minion."""
    able = sorted(c for c in defenders(s) if C.matches(s, c, p.filter, ctx.instance, ctx.controller))
    if not able or not body.in_play(s, ctx.instance):
        return
    FLOW.ask(s, s.fp, "assign_to", tuple(Action("assign", minion=ctx.instance, companion=c) for c in able),
             "Assign a character to skirmish this minion.")


@FLOW.answer("assign_to")
def _on_assign_to(s, q, action) -> None:
    c = action["companion"]
    say(s, "{companion} defends against {minion}.", companion=s.zones.card_of[c], minion=s.zones.card_of[action["minion"]])
    assign(s, c, action["minion"])


class ReplaceSite(P):
    current: bool = False       # the fellowship's site, or any opponent's site on the path ...
    number: int = Field(0, ge=0, le=9)     # ... or the site of this number (Hobbit Farmer: 1)


def _site_choices(s, ctx, p, cost_value):
    from lotr_table.games.lotr_tcg.state import adventure
    mine = {C.card(s, i).site for i in s.zones.cards[adventure(ctx.controller)]}
    numbers = [p.number] if p.number else [C.site_number(s)] if p.current else sorted(s.path)
    found = [n for n in numbers if n in s.path and C.owner(s.path[n]) != ctx.controller and n in mine]
    return list(NO_CHOICE) if p.number and found else found      # the number is the card's, not a choice


@effect("replace_site", ReplaceSite, _site_choices)
def _replace_site(s, ctx, p) -> None:
    """Replace a site of the path with your own site of the same number (the old one goes
    back to its owner's adventure deck)."""
    from lotr_table.games.lotr_tcg.state import adventure
    _, number = chosen(ctx)
    number = p.number or number
    if number is None or number not in s.path:
        return
    mine = next((i for i in s.zones.cards[adventure(ctx.controller)] if C.card(s, i).site == number), None)
    if mine is None:
        return
    body.replace_site(s, ctx.controller, number, mine)


class FromDiscard(P):
    """Minions played from their user's discard pile: up to `n` that fit `minion`, chosen
    with the use, after which his Shadow phase ends (Tol Brandir); or one at a time, as many
    as the cards that fit `per` over `over` (Úlairë Nertëa: companions over 4)."""
    minion: str = ""
    n: int = Field(0, ge=0)
    per: str = ""
    over: int = Field(0, ge=0)
    ends_shadow_phase: bool = False

    @model_validator(mode="after")
    def _how_many(self) -> "FromDiscard":
        if (self.n >= 1) == bool(self.per):
            raise ValueError("minions_from_discard names n (chosen with the use) or per (one at a time), one of them")
        if self.ends_shadow_phase and not self.n:
            raise ValueError("the Shadow phase ends after minions chosen with the use")
        return self


def _discard_minions_up_to(s, ctx, p, cost_value):
    """Up to n minions that fit from the user's discard pile, each one he could play now (the
    empty choice too: "up to"); copies alike make one choice."""
    if not p.n:
        return list(NO_CHOICE)
    pool = [i for i in sorted(s.zones.cards[discard(ctx.controller)])
            if C.matches(s, i, p.minion, ctx.instance, ctx.controller) and C.card(s, i).type == "minion"
            and playing.may_play(s, ctx.controller, i)]
    out, seen = [], set()
    for x in range(0, min(p.n, len(pool)) + 1):
        for group in combos(pool, x):
            alike = tuple(sorted(s.zones.card_of[i] for i in group))
            if alike not in seen:
                seen.add(alike)
                out.append(group)
    return out


@effect("minions_from_discard", FromDiscard, _discard_minions_up_to)
def _minions_from_discard(s, ctx, p) -> None:
    """Chosen with the use: each played in turn (paid as it comes; one the pool can no longer
    pay for stays), then the Shadow phase's action window is closed. One at a time: asked."""
    if p.per:
        n = count_over(s, ctx, Over(filter=p.per, over=p.over))
        if n > 0:
            s.stack.append(("minion_from_discard", ctx.controller, n))
        return
    _, group = chosen(ctx)
    for i in group or ():
        if s.zones.zone_of(i) == discard(ctx.controller) and playing.may_play(s, ctx.controller, i):
            playing.reveal_to_all(s, i)
            playing.put_into_play(s, ctx.controller, i)
    if p.ends_shadow_phase and FLOW.close_window(s, "act", "shadow"):
        say(s, "{seat} ends his Shadow phase.", seat=ctx.controller)


@FLOW.step("minion_from_discard")
def _minion_from_discard(s, seat: int, left: int) -> None:
    if left <= 0 or s.over:
        return
    seen, options = set(), []
    for i in sorted(s.zones.cards[discard(seat)]):
        c = C.card(s, i)
        if c.type == "minion" and c.id not in seen and playing.may_play(s, seat, i):
            seen.add(c.id)
            options.append(Action("play", card=i))
    if not options:
        return
    FLOW.ask(s, seat, "minion_from_discard", tuple(options) + (Action("done"),),
             "Play a minion from your discard pile ({n} left).", data=left, n=left)


@FLOW.answer("minion_from_discard")
def _on_minion_from_discard(s, q, action) -> None:
    if action.kind == "play":
        s.stack.append(("minion_from_discard", q.seat, q.data - 1))
        playing.reveal_to_all(s, action["card"])
        playing.put_into_play(s, q.seat, action["card"])


@effect("exert_or_discard_self", Filter)
def _exert_or_discard_self(s, ctx, p) -> None:
    """Its controller exerts one of his characters that fits, or discards this card."""
    able = sorted(c for c in my_characters(s, ctx.controller)
                  if C.matches(s, c, p.filter, ctx.instance, ctx.controller) and body.can_exert(s, c))
    options = tuple(Action("exert", cards=(c,)) for c in able) + (Action("discard", card=ctx.instance),)
    FLOW.ask(s, ctx.controller, "exert_or_discard", options, "Exert a character, or discard {card}.",
             card=ctx.card)


@FLOW.answer("exert_or_discard")
def _on_exert_or_discard(s, q, action) -> None:
    if action.kind == "exert":
        body.exert(s, action["cards"][0])
    elif body.in_play(s, action["card"]):
        say(s, "{card} is discarded.", card=s.zones.card_of[action["card"]])
        body.discard_from_play(s, action["card"])


# -- assignments, the end of the turn, an empty draw deck, a cancelled event, the Ring worn -----


@condition("bearer_left_out")
def _bearer_left_out(s, ctx, p) -> bool:
    """This turn the bearer was assigned to no skirmish, and another companion was."""
    b = s.attached.get(ctx.instance)
    if b is None or s.used.get(("assigned_this_turn", b)):
        return False
    return any(s.used.get(("assigned_this_turn", c)) for c in C.companions(s) if c != b)


@condition("fp_event_played", Filter)
def _fp_event_played(s, ctx, p) -> bool:
    ev = ctx.event
    return bool(ev) and ev[0] == "fp_event_played" and C.matches(s, ev[1], p.filter, ctx.instance, ctx.controller)


@FLOW.answer("discard_or_burden")
def _on_discard_or_burden(s, q, action) -> None:
    if action.kind == "burden":
        body.add_burden(s, s.fp)
    else:
        s.stack.append(("fp_discard", action["n"]))


@FLOW.step("fp_discard")
def _fp_discard(s, left: int) -> None:
    cards = sorted(s.zones.cards[hand(s.fp)])
    if left <= 0 or not cards:
        return
    if left > 1:
        s.stack.append(("fp_discard", left - 1))
    discard_one_from_hand(s, s.fp)


@effect("exert_to_cancel_event", Filter)
def _exert_to_cancel_event(s, ctx, p) -> None:
    """Exert one of your characters that fits the filter to cancel the event being played."""
    able = sorted(c for c in my_characters(s, ctx.controller)
                  if C.matches(s, c, p.filter, ctx.instance, ctx.controller) and body.can_exert(s, c))
    if not able:
        return
    if len(able) == 1:
        _cancel(s, able[0], ctx.event[1])
        return
    FLOW.ask(s, ctx.controller, "exert_to_cancel", tuple(Action("exert", cards=(c,)) for c in able),
             "Exert a character to cancel {card}.", data=ctx.event[1], card=s.zones.card_of[ctx.event[1]])


@FLOW.answer("exert_to_cancel")
def _on_exert_to_cancel(s, q, action) -> None:
    _cancel(s, action["cards"][0], q.data)


def _cancel(s, exerted: str, event_card: str) -> None:
    body.exert(s, exerted)
    s.stack[:] = [st for st in s.stack if not (st[0] == "event_resolves" and st[1] == event_card)]
    say(s, "{card} is cancelled.", card=s.zones.card_of[event_card])


def _nazgul_choices(s, ctx, p, cost_value):
    return sorted(m for m in C.minions(s, ctx.controller) if C.matches(s, m, p.filter, ctx.instance, ctx.controller))


@effect("ring_bearer_skirmishes", Filter, _nazgul_choices)
def _ring_bearer_skirmishes(s, ctx, p) -> None:
    """Cancel every remaining assignment and assign a minion to skirmish the Ring-bearer; The
    One Ring's text does not apply during that skirmish."""
    _, minion = chosen(ctx)
    rb = s.bearer.get(s.fp)
    if minion is None or rb is None or not body.in_play(s, minion):
        return
    s.assigned = {}
    assign(s, rb, minion)
    s.used["ring_text_off"] = True
    say(s, "Every other assignment is cancelled: {minion} attacks {companion}.", minion=s.zones.card_of[minion],
        companion=s.zones.card_of[rb])


@effect("skirmish_strength", SkirmishStrength, _skirmish_characters)
def _skirmish_strength(s, ctx, p) -> None:
    """A character of the skirmish gets strength (and damage) to the end of the phase; spot X
    burdens for X (or -X) strength."""
    _, target = chosen(ctx)
    if target is None or not body.in_play(s, target):
        return
    amount = p.per_burden * s.burdens.get(s.fp, 0) if p.per_burden else p.amount
    add_lasting(s, "strength", target, amount, "end:" + s.phase)
    if p.damage:
        add_lasting(s, "damage", target, p.damage, "end:" + s.phase)
        say(s, "{card} has {amount:+d} strength and damage {damage:+d}.", card=s.zones.card_of[target],
            amount=amount, damage=p.damage)
    else:
        say(s, "{card} has {amount:+d} strength.", card=s.zones.card_of[target], amount=amount)


class ShuffleFromDiscard(P):
    filter: str
    up_to: int = Field(0, ge=0)               # 0: one card; else up to that many


def _shuffle_in_choices(s, ctx, p, cost_value):
    return _shuffle_choices(s, ctx, p, cost_value) if p.up_to else discard_pick(s, ctx, p, cost_value)


@effect("shuffle_from_discard", ShuffleFromDiscard, _shuffle_in_choices)
def _shuffle_from_discard(s, ctx, p) -> None:
    """A card (or up to N) of your discard pile shuffled into your draw deck."""
    _, target = chosen(ctx)
    if not p.up_to:
        if target is not None:
            playing.discards_to_deck(s, ctx.controller, (target,))
            s.zones.shuffle(deck(ctx.controller), lambda m: chance.draw(s, m))
        return
    if target is None and ctx.event and ctx.event[0] != "chosen":
        ask_target(s, ctx, "shuffle_from_discard", p)
        return
    if not target:
        return
    playing.discards_to_deck(s, ctx.controller, target)
    s.zones.shuffle(deck(ctx.controller), lambda m: chance.draw(s, m))
    s.barrier += 1                           # a shuffle hides an order: no undo past it
