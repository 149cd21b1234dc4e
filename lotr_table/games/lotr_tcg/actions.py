"""What a player may do in an action window (R6.4-R6.6, R7.5-R7.6, R9.2, R18): play a card
from hand, use a special ability of an active card or of the site, heal by discarding a
copy; and the "about to take a wound" responses. Every offer is one whole Action."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import answers, body, cards as C, playing, refusal
from lotr_table.games.lotr_tcg.abilities import UNIQUE_TARGETS
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.responders import owners_of_responses
from lotr_table.games.lotr_tcg.state import VOCAB, hand
from lotr_table.games.lotr_tcg.vocabulary import COST_CHOICES, EFFECT_CHOICES

ALWAYS_FELLOWSHIP = ("companion", "ally", "possession", "condition")      # R7.5a
ALWAYS_SHADOW = ("minion", "possession", "condition")                    # R9.2


def _choices(s: Any, ctx: Context, ab) -> list[tuple]:
    """(cost value, target value) of every whole way to use ability `ab` now."""
    if ab.type == "unique":
        return [(None, t) for t in UNIQUE_TARGETS[ctx.card](s, ctx)]
    if not VOCAB.holds(s, ctx, ab.condition):
        return []
    costs = COST_CHOICES[ab.cost.name](s, ctx, ab.cost.params) if ab.cost is not None else [None]
    out = []
    for c in costs:
        targets = EFFECT_CHOICES[ab.effect.name](s, ctx, ab.effect.params, c) if ab.effect is not None else [None]
        out += [(c, t) for t in targets]
    return out


def _action(kind: str, inst: str, index: int, cost: Any, target: Any, text: str | None = None) -> Action:
    fields = {"card": inst, "ability": index}
    if text is not None:
        fields["text"] = text                # the card whose game text it uses (Silinde: her site's)
    if cost is not None:
        fields["cost"] = cost
    if target is not None:
        fields["target"] = target
    return Action(kind, **fields)


def _in_hand(s: Any, seat: int, only: str | None) -> list[str]:
    """A seat's hand in the offers' order; with `only`, its copies of that card alone (copies
    of one card are one choice: the first in this order stands for them all)."""
    cards = s.zones.cards[hand(seat)]
    if only is None:
        return sorted(cards)
    card_of = s.zones.card_of
    code = card_of.get(only)
    return sorted(inst for inst in cards if card_of[inst] == code) if code is not None else []


def _events(s: Any, seat: int, timing: str, event: tuple = (), only: str | None = None) -> list[Action]:
    """`only`: the offers of that card alone (a save's replay checks one), else of every card."""
    side = "free_peoples" if seat == s.fp else "shadow"
    out = []
    seen = set()
    for inst in _in_hand(s, seat, only):
        c = C.card(s, inst)
        if c.type != "event" or c.side != side or timing not in c.timing or c.id in seen:
            continue
        seen.add(c.id)                       # copies of one event are one choice
        if only is not None and inst != only:
            continue
        if not playing.can_afford(s, seat, inst) or C.cannot_play(s, inst):
            continue
        behaviour = VOCAB.cards[c.id]
        for index, ab in enumerate(behaviour.abilities):
            ctx = Context(inst, c.id, seat, event)
            for cost, target in _choices(s, ctx, ab):
                out.append(_action("event", inst, index, cost, target))
    return out


def _abilities(s: Any, seat: int, event: tuple = (), only: str | None = None) -> list[Action]:
    out = []
    site = C.current_site(s)
    for inst, code, controller in list(C.active(s)) + C.borrowed(s):
        if only is not None and inst != only:
            continue
        if inst == site:
            controller = seat                # R8.10: the site's abilities serve whoever may use them
        if controller != seat or code not in VOCAB.cards:
            continue
        text = code if code != s.zones.card_of[inst] else None
        for index, ab in enumerate(VOCAB.cards[code].abilities):
            if ab.type != "action":
                continue
            if inst == site and not _site_ability_for(s, seat, ab):
                continue
            ctx = Context(inst, code, seat, event)
            for cost, target in _choices(s, ctx, ab):
                out.append(_action("use", inst, index, cost, target, text))
    return out


def _site_ability_for(s: Any, seat: int, ab) -> bool:
    phases = getattr(ab.condition.params, "phases", ()) if ab.condition is not None else ()
    if "fellowship" in phases:
        return seat == s.fp
    if "shadow" in phases:
        return seat != s.fp
    return True


def _plays(s: Any, seat: int, types: tuple, only: str | None = None) -> list[Action]:
    out = []
    seen = set()
    side = "free_peoples" if seat == s.fp else "shadow"
    for inst in _in_hand(s, seat, only):
        c = C.card(s, inst)
        if c.type not in types or c.side != side or c.id in seen:
            continue
        seen.add(c.id)
        if only is not None and inst != only:
            continue
        if not playing.may_play(s, seat, inst):
            continue
        if c.type in playing.ITEM_TYPES and not c.support_area:
            plays = [Action("play", card=inst, bearer=b) for b in playing.bearers(s, seat, inst)]
        else:
            plays = [Action("play", card=inst)]
        if c.play_exert:                      # "To play, exert ...": which one is part of the play
            plays = [Action("play", **dict(a.fields), exert=x) for a in plays for x in playing.play_exerts(s, seat, inst)]
        if c.id in playing.play_cost_holders():   # each way to pay its cost to play is one action
            plays = [Action(a.kind, **dict(a.fields), cost=v) for a in plays
                     for v in playing.play_cost_choices(s, seat, inst)]
        exertions = playing.play_exertions(s, seat, inst)
        if exertions != [None]:               # "To play, exert an Uruk-hai": who exerts is the play's cost
            plays = [Action(a.kind, **dict(a.fields), cost=x) for a in plays for x in exertions]
        out += plays
    return out


def _heal_by_discard(s: Any, seat: int, only: str | None = None) -> list[Action]:
    """R7.5b: discard a unique companion or ally to heal one in play of the same title."""
    out = []
    for inst in sorted(s.zones.cards[hand(seat)]):
        if only is not None and inst != only:
            continue
        c = C.card(s, inst)
        if not c.unique or c.type not in ("companion", "ally"):
            continue
        for t in C.companions(s, seat) + C.allies(s, seat):
            if C.card(s, t).title == c.title and s.wounds.get(t, 0):
                out.append(Action("heal_by_discard", card=inst, target=t))
    return out


def _where(s: Any, character: str) -> int:
    """A companion is at the fellowship's site; an ally, in the fellowship phase, at home (R8.15)."""
    c = C.card(s, character)
    return c.home if c.type == "ally" else C.site_number(s)


def _transfers(s: Any, seat: int, only: str | None = None) -> list[Action]:
    """R7.16: move a possession between two of your characters at the same site, paying its
    twilight cost again."""
    out = []
    for item, bearer in sorted(s.attached.items()):
        if only is not None and item != only:
            continue
        c = C.card(s, item)
        if c.type != "possession" or c.side != "free_peoples" or C.owner(item) != seat:
            continue
        for other in playing.bearers(s, seat, item):
            if other != bearer and _where(s, other) == _where(s, bearer):
                out.append(Action("transfer", card=item, bearer=other))
    return out


def offer(s: Any, seat: int, phase: str) -> list[Action]:
    if s.over or seat in s.out:
        return []
    with C.reading(s):
        return _offer(s, seat, phase)


def find(s: Any, seat: int, phase: str, action: Action) -> Action | None:
    """The offer equal to `action`, or None: every offer names its card and is of one kind,
    so only that card's offers of that kind are listed (a save's replay checks each action
    so, not every card's)."""
    inst = action.get("card")
    if inst.__class__ is not str or s.over or seat in s.out:
        return None
    with C.reading(s):
        for offered in _offer(s, seat, phase, inst, action.kind):
            if offered == action:
                return offered
    return None


def _offer(s: Any, seat: int, phase: str, only: str | None = None, kind: str | None = None) -> list[Action]:
    """Every offer, in its stable order; `only`, `kind`: the offers of that card, of that kind."""
    out: list[Action] = []
    if phase == "fellowship" and seat == s.fp:
        if kind is None or kind == "play":
            out += _plays(s, seat, ALWAYS_FELLOWSHIP, only)
        if kind is None or kind == "heal_by_discard":
            out += _heal_by_discard(s, seat, only)
        if kind is None or kind == "transfer":
            out += _transfers(s, seat, only)
    elif phase == "shadow" and seat != s.fp and (kind is None or kind == "play"):
        out += _plays(s, seat, ALWAYS_SHADOW, only)
    if kind is not None and kind not in ("event", "use"):
        return out
    if phase == "skirmish" and C.modified(s, "skirmish_actions_barred", C.current_site(s), 0) > 0:
        return out                          # Saruman's Snows: no skirmish events or abilities here
    if kind is None or kind == "event":
        out += _events(s, seat, phase, only=only)
    if kind is None or kind == "use":
        out += _abilities(s, seat, only=only)
    return list(dict.fromkeys(out))


def respond(s: Any, seat: int, action: Action, context: Any) -> None:
    carry_out(s, seat, action, context if isinstance(context, tuple) else ())


def carry_out(s: Any, seat: int, action: Action, event: tuple = ()) -> None:
    kind = action.kind
    inst = action["card"]
    if kind == "play":
        if VOCAB.has(s.zones.card_of[inst], "play_cost"):
            playing.pay_play_cost(s, seat, inst, action.get("cost"))
        elif action.get("cost") is not None:          # "To play, exert ...": paid with the twilight
            body.exert(s, action["cost"])
        playing.put_into_play(s, seat, inst, action.get("bearer"), exert=action.get("exert"))
        return
    if kind == "transfer":
        playing.pay(s, seat, inst)
        s.attached[inst] = action["bearer"]
        say(s, "{seat} passes {card} to {bearer}.", seat=seat, card=s.zones.card_of[inst],
            bearer=s.zones.card_of[action["bearer"]])
        return
    if kind == "heal_by_discard":
        playing.discard_from_hand(s, inst)
        say(s, "{seat} discards {card} to heal its namesake.", seat=seat, card=s.zones.card_of[inst])
        body.heal(s, action["target"])
        return
    code = action.get("text") or s.zones.card_of[inst]
    index = action["ability"]
    chosen = ("chosen", action.get("cost"), action.get("target"))
    if kind == "event":
        playing.pay(s, seat, inst)
        playing.discard_from_hand(s, inst)           # R3.14: an event leaves play once played
        say(s, "{seat} plays {card}.", seat=seat, card=code)
    else:
        say(s, "{seat} uses {card}.", seat=seat, card=code)
    ab = VOCAB.cards[code].abilities[index]
    ctx = Context(inst, code, seat, chosen)
    if kind == "event" and not event and seat == s.fp and _event_answerable(s):
        # a card in play may cancel a Free Peoples event (Orc Ambusher): its cost is paid now,
        # its effect waits for the answers to its playing
        if ab.type != "unique":
            VOCAB.pay(s, ctx, ab.cost)
        s.stack.append(("event_resolves", inst, code, seat, index, chosen))
        FLOW.happen(s, ("fp_event_played", inst))
        return
    cancellers = answers.answerers(s, "stealth_played") if kind == "event" and answers.holds_stealth(s, inst) else ()
    if cancellers:                                   # Relentless, Wariness may cancel it first
        if ab.type != "unique":
            VOCAB.pay(s, ctx, ab.cost)
        s.stack.append(("event_effect", seat, inst, code, index, action.get("cost"), action.get("target")))
        FLOW.window(s, "answer", cancellers, context=("stealth_played", inst))
        return
    if ab.type == "unique":
        VOCAB.unique_fns[code](s, ctx)
        return
    VOCAB.pay(s, ctx, ab.cost)
    if event:                                        # a response: its effect acts on the event
        VOCAB.run(s, Context(inst, code, seat, event), ab.effect)
    elif kind == "event":
        # a response may cancel an event once played (Strength of Kings): its effect comes
        # when the announced play resolves
        FLOW.happen(s, ("event_played", inst, seat, index, action.get("cost"), action.get("target")))
    else:
        VOCAB.run(s, ctx, ab.effect)


FLOW.window_kind("act", offer, respond, "Your action, or pass.", find=find)


def _event_answerable(s: Any) -> bool:
    """Whether an active card answers a Free Peoples event being played."""
    watchers = _event_watchers()
    return bool(watchers) and any(code in watchers for _, code, _ in C.active(s))


def _event_watchers() -> frozenset:
    if "event_watchers" not in _CACHE:
        _CACHE["event_watchers"] = frozenset(code for code, b in VOCAB.cards.items()
                                             if any(ab.type == "trigger" and ab.on == "fp_event_played" for ab in b.abilities))
    return _CACHE["event_watchers"]


_CACHE: dict = {}


@FLOW.step("event_resolves")
def _event_resolves(s: Any, inst: str, code: str, seat: int, index: int, chosen: tuple) -> None:
    """A Free Peoples event nobody cancelled takes effect."""
    ab = VOCAB.cards[code].abilities[index]
    ctx = Context(inst, code, seat, chosen)
    if ab.type == "unique":
        VOCAB.unique_fns[code](s, ctx)
    else:
        VOCAB.run(s, ctx, ab.effect)


def response_events(s: Any, seat: int, event: tuple) -> list[Action]:
    """The response events of `seat`'s hand that answer this happening (answers.py)."""
    with C.reading(s):
        return _events(s, seat, "response", event)


FLOW.window_kind("answer", response_events, lambda s, seat, action, event: carry_out(s, seat, action, event),
                 "Respond to what has just happened?")


# -- "about to take a wound": Intimidate, The One Ring --------------------------------


def _wound_offer(s: Any, seat: int, event: tuple) -> list[Action]:
    if not body.in_play(s, event[1]):
        return []
    with C.reading(s):
        if seat != s.fp:                  # a minion's player: his response events and his cards in play
            return _events(s, seat, "response", event) + _abilities(s, seat, event)
        return _events(s, seat, "response", event) + _abilities(s, seat, event)


def _wound_order(s: Any, event: tuple) -> tuple:
    """Only the Free Peoples player holds responses to a wound in these decks; he is asked
    when his deck holds one whose public needs are met (the list of a starter deck is public,
    so being asked tells nobody what is in his hand)."""
    target = event[1]
    if not body.in_play(s, target):
        return ()
    if C.card(s, target).type == "minion":
        # the Shadow players whose own cards hold a response to a wound (All Blades Perish), and
        # Goblin Armory: a response in play, public, so asking tells nothing hidden
        asked = set(owners_of_responses(s, "wound"))
        seat = C.owner(target)
        if any(code in _wound_responders() for i, code, p in C.active(s) if p == seat) and _abilities(s, seat, event):
            asked.add(seat)
        return tuple(sorted(asked))
    if C.card(s, target).type != "companion":
        return ()
    if not s.ring_on and target == s.bearer.get(s.fp) and (s.phase == "skirmish" or body.ring_rule(s, s.fp).any_phase):
        return (s.fp,)
    if "1C76" in _deck_list(s, s.fp) and playing.spots(s, "title:Gandalf", s.fp):
        return (s.fp,)
    return ()


@lru_cache(maxsize=1)
def _wound_responders() -> frozenset:
    """The cards with an action that answers a wound about to be taken."""
    return frozenset(code for code, b in VOCAB.cards.items() for ab in b.abilities
                     if ab.type == "action" and ab.condition is not None and ab.condition.name == "about_to_wound")


def _deck_list(s: Any, seat: int) -> set:
    return set(s.decks[seat].draw)


# a response that prevents it cancels the event, and its window closes with it (flow.cancel)
FLOW.respond_to("wound", _wound_offer, carry_out, _wound_order, "Respond to the wound about to be taken?")


# -- "an event is played": Strength of Kings -----------------------------------------------


@FLOW.effect("event_played")
def _event_played(s: Any, inst: str, seat: int, index: int, cost: Any, target: Any) -> None:
    code = s.zones.card_of[inst]
    ab = VOCAB.cards[code].abilities[index]
    VOCAB.run(s, Context(inst, code, seat, ("chosen", cost, target)), ab.effect)


def _owns_one_of(s: Any, seat: int, codes: frozenset) -> bool:
    """Whether the seat owns a card of `codes`, wherever it is: in a game, whether his deck
    list (public) holds one. The card is looked at before its owner: most are none of them."""
    card_of = s.zones.card_of
    if codes.isdisjoint(card_of.values()):
        return False                         # nobody owns one (the common case): asked in C
    return any(card_of[i] in codes and C.owner(i) == seat for z in s.zones.cards.values() for i in z)


CANCELS_SKIRMISH_EVENTS = "1R115"        # Strength of Kings


def _event_order(s: Any, event: tuple) -> tuple:
    """The Free Peoples player is asked about a Shadow player's skirmish event played while a
    Gondor Man skirmishes, when his cards (his public deck list) hold Strength of Kings."""
    inst, seat = event[1], event[2]
    if seat == s.fp or s.phase != "skirmish" or not s.fought or s.fought[0] is None:
        return ()
    if "skirmish" not in C.card(s, inst).timing or not C.matches(s, s.fought[0], "man,culture:gondor"):
        return ()
    return (s.fp,) if _owns_one_of(s, s.fp, frozenset((CANCELS_SKIRMISH_EVENTS,))) else ()


def _event_offer(s: Any, seat: int, event: tuple) -> list[Action]:
    if seat != s.fp:
        return []
    with C.reading(s):
        return _events(s, seat, "response", event)


# -- "if a Dwarf wins a skirmish": Still Draws Breath, Nobody Tosses a Dwarf ---------------


def _won_offer(s: Any, seat: int, event: tuple) -> list[Action]:
    if seat != s.fp:
        return []
    with C.reading(s):
        return _events(s, seat, "response", event)


FLOW.respond_to("event_played", _event_offer, carry_out, _event_order, "Respond to the event just played?")

def _won_order(s: Any, event: tuple) -> tuple:
    """The Free Peoples player is asked when one of his characters won and the cards he plays
    (his deck, public as a list) hold a response to a skirmish won: being asked tells nobody
    what is in his hand."""
    if not any(body.in_play(s, w) and C.card(s, w).side == "free_peoples" for w in event[1]):
        return ()
    if _won_responses().isdisjoint(s.zones.card_of.values()):
        return ()                            # no such card in this game at all
    return (s.fp,) if _owned_codes(s, s.fp) & _won_responses() else ()


def _owned_codes(s: Any, seat: int) -> set:
    prefix = f"p{seat}."
    return {code for inst, code in s.zones.card_of.items() if inst.startswith(prefix)}


@lru_cache(maxsize=1)
def _won_responses() -> frozenset:
    return frozenset(code for code, b in VOCAB.cards.items() if code in content().cards
                     and content().cards[code].timing == ("response",)
                     and any(ab.condition is not None and ab.condition.name == "winner" for ab in b.abilities))


FLOW.respond_to("skirmish_won", _won_offer, carry_out, _won_order, "Respond to the skirmish won?")



# -- why a card or an ability is not offered ------------------------------------------------


def why_not(s: Any, seat: int, action: Action) -> str | None:
    """The reason (refusal.py) a card played or an ability used is not among the offers: what
    its text needs, its cost, what it acts on, or the choice made; None when none of these."""
    inst = action["card"]
    c = C.card(s, inst)
    with C.reading(s):
        if action.kind == "play":
            if c.requires and not playing.spots(s, c.requires, seat, inst):
                return refusal.PLAY_NEEDS
            if VOCAB.has(c.id, "play_cost") and not playing.play_cost_choices(s, seat, inst):
                return refusal.PLAY_COST_UNPAYABLE
            return None
        code = action.get("text") or s.zones.card_of[inst]
        abilities = VOCAB.cards[code].abilities if code in VOCAB.cards else ()
        index = action.get("ability")
        if not isinstance(index, int) or not 0 <= index < len(abilities) or abilities[index].type != "action":
            return None
        ab = abilities[index]
        ctx = Context(inst, code, seat, ())
        if not VOCAB.holds(s, ctx, ab.condition):
            return refusal.NEEDS_UNMET
        costs = COST_CHOICES[ab.cost.name](s, ctx, ab.cost.params) if ab.cost is not None else [None]
        if not costs:
            return refusal.COST_UNPAYABLE
        whole = _choices(s, ctx, ab)
        if not whole:
            return refusal.NOTHING_TO_ACT_ON
        if (action.get("cost"), action.get("target")) not in whole:
            return refusal.NOT_A_CHOICE
    return None


refusal.WHY_NOT_OFFERED.append(why_not)

# -- "about to heal", "about to exert": Extraordinary Resilience, Strength of Spirit ------


def _deck_answers(s: Any, seat: int, happening: str) -> bool:
    """Whether the seat's cards (his deck list, public) hold a response to that happening
    about to be done (an `about_to` condition naming it)."""
    return _owns_one_of(s, seat, _answering(happening))


@lru_cache(maxsize=None)
def _answering(happening: str) -> frozenset:
    """The cards with a response to that happening about to be done."""
    return frozenset(code for code, b in VOCAB.cards.items()
                     if any(ab.condition is not None and ab.condition.name == "about_to"
                            and ab.condition.params.what == happening for ab in b.abilities))


def _heal_order(s: Any, event: tuple) -> tuple:
    target = event[1]
    if target != s.bearer.get(s.fp) or not s.wounds.get(target):
        return ()
    return (s.fp,) if _deck_answers(s, s.fp, "heal") else ()


def _exert_order(s: Any, event: tuple) -> tuple:
    target = event[1]
    if not body.in_play(s, target) or C.card(s, target).type != "companion" or C.owner(target) != s.fp:
        return ()
    if not playing.spots(s, "title:Gandalf", s.fp):
        return ()
    return (s.fp,) if _deck_answers(s, s.fp, "exert") else ()


FLOW.respond_to("heal", _wound_offer, carry_out, _heal_order, "Respond to the healing about to happen?")
FLOW.respond_to("exert", _wound_offer, carry_out, _exert_order, "Respond to the exertion about to happen?")
