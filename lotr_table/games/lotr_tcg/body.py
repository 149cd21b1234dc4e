"""Vitality, wounds, exertion, healing and death (section 15); burdens, the Ring-bearer,
corruption and Sam taking the Ring (section 16); a player leaving the game (R21.4-R21.7)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import answers
from lotr_table.games.lotr_tcg.cards import borne_by, card, companions, exhausted, triggered_by, vitality
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.responders import owners_of_responses
from lotr_table.games.lotr_tcg.state import PATH, REMOVED, VOCAB, adventure, dead, discard, owner, play, stacked

SAM = "Sam"


def wound(s: Any, target: str, source: str = "") -> None:
    """One wound, announced: an "about to" window may prevent it (Intimidate) or turn it into
    a burden (The One Ring), then it is placed (R11.7: wounds one at a time)."""
    # numbered: two wounds coming to one character are two events, one prevented alone
    serial = s.used.get("wound_serial", 0) + 1
    s.used["wound_serial"] = serial
    FLOW.happen(s, ("wound", target, source, serial))


@FLOW.effect("wound")
def _wound(s: Any, target: str, source: str, serial: int) -> None:
    if not in_play(s, target):
        return                                     # gone before the wound came
    if s.ring_on and target == s.bearer.get(s.fp) and (s.phase == "skirmish" or ring_rule(s, s.fp).any_phase) \
            and not s.used.get("ring_text_off"):
        # R16.7 / The One Ring: while he wears it, a wound in a skirmish is a burden instead
        # (Isildur's Bane: any wound, two burdens)
        add_burden(s, s.fp, ring_rule(s, s.fp).burdens)
        say(s, "{card} wears the Ring: the wound becomes a burden.", card=s.zones.card_of[target])
        return
    if any(k == "no_wounds" and t == target for k, t, _a, _u in s.effects):
        # Gimli's Helm: every wound to him is prevented for the rest of the phase
        say(s, "The wound to {card} is prevented.", card=s.zones.card_of[target])
        return
    if s.phase == "skirmish" and _capped(s, target):
        say(s, "{card}'s armor turns the wound aside.", card=s.zones.card_of[target])
        return
    s.wounds[target] = s.wounds.get(target, 0) + 1
    s.used[("wounded", target)] = s.used.get(("wounded", target), 0) + 1
    say(s, "{card} takes a wound.", card=s.zones.card_of[target])
    _ring_bearer_hurt(s, target)
    if s.wounds[target] >= vitality(s, target):
        kill(s, target)


def _capped(s: Any, target: str) -> bool:
    """Armor: its bearer takes no more than one wound in each skirmish phase."""
    from lotr_table.games.lotr_tcg.cards import lasting, modified
    cap = modified(s, "wound_cap", target, 0) + lasting(s, "wound_cap", target)
    return cap > 0 and s.used.get(("wounded", target), 0) >= cap


def in_play(s: Any, inst: str) -> bool:
    return s.zones.zone_of(inst) == play(owner(inst))


def exert(s: Any, target: str) -> None:
    """R15.3: exerting puts a wound on the character as a cost (not a wound it takes)."""
    if _announced(s, "exert", target):
        return
    exert_now(s, target)


def _announced(s: Any, name: str, target: str) -> bool:
    """An exertion or a healing is announced ("about to") only while somebody may answer it
    (Strength of Spirit, Extraordinary Resilience): otherwise it happens at once, as always."""
    order = FLOW.responders.get(name)
    if order is None or not order(s, (name, target, 0)):
        return False
    serial = s.used.get("wound_serial", 0) + 1
    s.used["wound_serial"] = serial
    FLOW.happen(s, (name, target, serial))
    return True


@FLOW.effect("exert")
def _exerted(s: Any, target: str, serial: int) -> None:
    if in_play(s, target):
        exert_now(s, target)


@FLOW.effect("heal")
def _healed(s: Any, target: str, serial: int) -> None:
    if in_play(s, target):
        heal_now(s, target)


def exert_now(s: Any, target: str) -> None:
    s.wounds[target] = s.wounds.get(target, 0) + 1
    say(s, "{card} exerts.", card=s.zones.card_of[target])
    _ring_bearer_hurt(s, target)
    if s.wounds[target] >= vitality(s, target):
        kill(s, target)


def _ring_bearer_hurt(s: Any, target: str) -> None:
    """The Ring-bearer exerted or took a wound: Lost to the Goblins may answer, once what is
    being done is done."""
    if target == s.bearer.get(owner(target)):
        answers.may_answer(s, ("ring_bearer_hurt", target))


def can_exert(s: Any, target: str) -> bool:
    return not exhausted(s, target)


def heal(s: Any, target: str) -> None:
    """R15.5: remove one wound; a character without wounds cannot be healed (nor one a
    card keeps from healing)."""
    if s.wounds.get(target, 0) > 0 and can_heal(s, target) and _announced(s, "heal", target):
        return
    heal_now(s, target)


def heal_now(s: Any, target: str) -> None:
    if s.wounds.get(target, 0) > 0 and can_heal(s, target):
        s.wounds[target] -= 1
        if not s.wounds[target]:
            del s.wounds[target]
        say(s, "{card} is healed.", card=s.zones.card_of[target])


def can_heal(s: Any, target: str) -> bool:
    from lotr_table.games.lotr_tcg.cards import modified
    return modified(s, "no_heal", target, 0) <= 0


def kill(s: Any, target: str) -> None:
    """R15.7-R15.8: killed Free Peoples characters go to the dead pile, Shadow characters to
    the discard pile; what they bear is discarded (R15.10)."""
    c = card(s, target)
    p = owner(target)
    say(s, "{card} is killed.", card=c.id)
    ring_bearer = s.bearer.get(p) == target
    to = dead(p) if c.side == "free_peoples" else discard(p)
    _leave_play(s, target, to)
    if ring_bearer:
        _ring_bearer_died(s, p)
    if not s.over:
        # "each time a companion is killed ...", "if bearer kills a companion" (Goblin Spear)
        announce(s, ("killed", target))


def announce(s: Any, event: tuple) -> None:
    """An event only a few cards answer: announced when a card of the game has a trigger on
    it (otherwise it would add steps that do nothing)."""
    if not triggered_by(event[0]).isdisjoint(s.zones.card_of.values()) or owners_of_responses(s, event[0]):
        FLOW.happen(s, event)


@FLOW.effect("killed")
def _killed(s: Any, target: str) -> None:
    return None                                # announced for its triggers: it has happened


def discard_from_play(s: Any, inst: str) -> None:
    """R20.1: discarded from play to its owner's discard pile (never the dead pile)."""
    p = owner(inst)
    if s.bearer.get(p) == inst:            # the Ring-bearer discarded: as good as lost
        _leave_play(s, inst, discard(p))
        _ring_bearer_died(s, p)
        return
    bearer = s.attached.get(inst)
    _leave_play(s, inst, discard(p))
    # a card that gave vitality is gone (The Saga of Elendil): wounds reaching the rest kill (R15.7)
    if bearer is not None and in_play(s, bearer) and s.wounds.get(bearer, 0) >= vitality(s, bearer):
        kill(s, bearer)


def leave_play(s: Any, inst: str, to: str) -> None:
    """A card leaves play for another zone (stacked on a card): what it bears is discarded."""
    _leave_play(s, inst, to)


class HoldsStack(BaseModel):
    """A card other cards are stacked on (the zone stacked<seat>): they are discarded when it
    leaves play, while none of its player's other cards that hold a stack stays (Goblin
    Swarms); or, its stack being its own (`own`: Gandalf's Cart), with it, before it goes."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    own: bool = False


VOCAB.keyword("holds_stack", HoldsStack)(HoldsStack)


def _holding(code: str) -> HoldsStack | None:
    found = VOCAB.keywords(code, "holds_stack")
    return found[0] if found else None


def _leave_play(s: Any, inst: str, to: str) -> None:
    holding = _holding(s.zones.card_of[inst])
    if holding is not None and holding.own:     # what was stacked on it is discarded with it
        for item in list(s.zones.cards[stacked(owner(inst))]):
            s.zones.move(item, discard(owner(inst)))
    for item in borne_by(s, inst):
        if card(s, item).type == "the_one_ring":     # The One Ring is never discarded: it waits for Sam
            continue
        _leave_play(s, item, discard(owner(item)))
    bearer = s.attached.pop(inst, None)
    s.wounds.pop(inst, None)
    s.zones.move(inst, to)
    if bearer is not None and in_play(s, bearer) and s.wounds.get(bearer, 0) >= vitality(s, bearer):
        kill(s, bearer)                    # R15.7: the vitality it gave is gone (The Tale of Gil-galad)
    if s.fought:
        comp, mins = s.fought
        if inst == comp:
            s.fought = (None, mins)
        elif inst in mins:
            s.fought = (comp, tuple(m for m in mins if m != inst))
    if inst in s.assigned:
        del s.assigned[inst]
    for comp, mins in list(s.assigned.items()):
        if inst in mins:
            s.assigned[comp] = tuple(m for m in mins if m != inst)
    if to == discard(owner(inst)) and card(s, inst).type in ("possession", "condition"):
        announce(s, ("discarded", inst))       # for "if your weapon is discarded" (Plundered Armories)
    if holding is not None and not holding.own:
        _drop_stack(s, owner(inst))


def _drop_stack(s: Any, seat: int) -> None:
    """The cards stacked on a card leave with it for the discard pile (while none of the
    player's cards that hold a stack stays in play)."""
    if any((h := _holding(s.zones.card_of[i])) is not None and not h.own for i in s.zones.cards[play(seat)]):
        return
    for i in list(s.zones.cards[stacked(seat)]):
        s.zones.move(i, discard(seat))


@FLOW.effect("discarded")
def _discarded(s: Any, inst: str) -> None:
    return None                                # announced for its triggers: it has happened


def add_burden(s: Any, seat: int, n: int = 1) -> None:
    s.burdens[seat] = s.burdens.get(seat, 0) + n
    say(s, "{seat}'s Ring-bearer takes a burden ({n} in all).", seat=seat, n=s.burdens[seat])
    check_corruption(s, seat)


def remove_burden(s: Any, seat: int) -> None:
    from lotr_table.games.lotr_tcg.cards import modified
    if s.bearer.get(seat) is not None and modified(s, "keep_burdens", s.bearer[seat], 0) > 0:
        return                                     # Black Breath: burdens may not be removed
    if s.burdens.get(seat, 0) > 0:
        s.burdens[seat] -= 1
        say(s, "{seat}'s Ring-bearer sheds a burden ({n} left).", seat=seat, n=s.burdens[seat])


def check_corruption(s: Any, seat: int) -> None:
    """R16.4: burdens reaching the Ring-bearer's resistance corrupt him; his player loses."""
    if seat in s.out or seat not in s.bearer:
        return
    if s.burdens.get(seat, 0) >= s.resistance.get(seat, 10) or (seat == s.fp and _corrupted_by_cards(s)):
        say(s, "{seat}'s Ring-bearer is corrupted.", seat=seat)
        eliminate(s, seat, "corrupted")


def _corrupted_by_cards(s: Any) -> bool:
    """The Irresistible Shadow: a card whose condition holds corrupts the Ring-bearer."""
    from lotr_table.games.lotr_tcg.cards import modified
    return modified(s, "corrupts", None, 0) > 0


def _ring_bearer_died(s: Any, seat: int) -> None:
    """R16.10: if Frodo is killed and Sam is in the fellowship, Sam becomes the Ring-bearer
    (Sam's own text: resistance 5), the Ring and the burdens with him; otherwise the player
    loses (R21.4)."""
    ring = next((i for i, b in s.attached.items() if card(s, i).type == "the_one_ring" and owner(i) == seat), None)
    old = s.bearer.pop(seat, None)
    sam = next((c for c in companions(s, seat) if card(s, c).title == SAM and c != old), None)
    if sam is not None and old is not None and card(s, old).title == "Frodo":
        s.bearer[seat] = sam
        s.resistance[seat] = card(s, sam).resistance or 5
        if ring is not None:
            s.attached[ring] = sam
        say(s, "{card} takes the Ring.", card=s.zones.card_of[sam])
        check_corruption(s, seat)
        return
    if ring is not None:
        s.attached.pop(ring, None)
        s.zones.move(ring, discard(seat))
    eliminate(s, seat, "lost the Ring-bearer")


def _replace_sites(s: Any, seat: int, numbers: list) -> None:
    """R21.6: the opponents play sites of the same numbers from their adventure decks, in
    number order, taking turns from the player on the eliminated player's right,
    counter-clockwise (a player without that site passes it on)."""
    order = s.seating()
    at = order.index(seat)
    turn = [order[(at - k) % len(order)] for k in range(1, len(order))]
    turn = [p for p in turn if p not in s.out]
    k = 0
    for number in numbers:
        for tries in range(len(turn)):
            p = turn[(k + tries) % len(turn)]
            site = next((i for i in s.zones.cards[adventure(p)] if card(s, i).site == number), None)
            if site is not None:
                s.zones.move(site, PATH)
                s.path[number] = site
                say(s, "{seat} plays {card} in place of the site of a player who left.", seat=p,
                    card=s.zones.card_of[site])
                k = (k + tries + 1) % len(turn)
                break


def eliminate(s: Any, seat: int, why: str) -> None:
    """R21.4-R21.7: the player leaves the game with all his cards; with one player left, he
    wins. The eliminated player's sites leave the path and the others play theirs
    in their place (R21.6)."""
    if seat in s.out:
        return
    s.out = s.out + (seat,)
    say(s, "{seat} leaves the game: {why}.", seat=seat, why=why)
    for inst in list(s.zones.cards[play(seat)]):
        for item in borne_by(s, inst):
            if owner(item) != seat:
                s.attached.pop(item, None)
                s.zones.move(item, discard(owner(item)))
    for inst in list(s.zones.cards[play(seat)]):
        s.attached.pop(inst, None)
        s.wounds.pop(inst, None)
        s.zones.move(inst, REMOVED)
    for inst in list(s.attached):
        if owner(s.attached[inst]) == seat:
            s.attached.pop(inst)
    gone = sorted(n for n, site in s.path.items() if owner(site) == seat)
    for number in gone:
        s.zones.move(s.path.pop(number), REMOVED)
    if len(s.seats_in_game()) >= 2:          # R21.6: "with at least two players left"
        _replace_sites(s, seat, gone)
    s.bearer.pop(seat, None)
    s.marker.pop(seat, None)
    left = s.seats_in_game()
    if len(left) == 1:
        s.winner = left[0]
        s.reason = "the last player left"
        s.over = True
        s.stack.clear()
        s.pending = None
        say(s, "{seat} is the last player left and wins.", seat=left[0])
        return
    if seat == s.fp:                      # the turn of a player who left ends at once
        s.stack.clear()
        s.pending = None
        s.stack.append(("end_turn", True))
    else:
        s.assigned = {c: tuple(m for m in ms if owner(m) != seat) for c, ms in s.assigned.items()}


class RingRule(BaseModel):
    """What wearing a version of The One Ring does to the wounds its bearer would take: The
    Ruling Ring (1C2), one burden for a wound in a skirmish; Isildur's Bane (1R1), two
    burdens for any wound. A ring card names it as its keyword `wearing`."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    burdens: int = Field(1, ge=1)
    any_phase: bool = False


VOCAB.keyword("wearing", RingRule)(RingRule)
RULING_RING = RingRule()


def ring_rule(s: Any, seat: int) -> RingRule:
    bearer = s.bearer.get(seat)
    for item in borne_by(s, bearer) if bearer is not None else ():
        if card(s, item).type == "the_one_ring":
            found = VOCAB.keywords(s.zones.card_of[item], "wearing")
            return found[0] if found else RULING_RING
    return RULING_RING


def replace_site(s: Any, seat: int, number: int, site: str) -> None:
    """`seat` plays `site` from his adventure deck as site `number` of the path; the site it
    replaces goes back to its owner's adventure deck, and what was played on it is discarded
    (as what a card bears is when it leaves play, R15.10; R21.6)."""
    old = s.path.get(number)
    if old is not None:
        for item in borne_by(s, old):
            _leave_play(s, item, discard(owner(item)))
        s.zones.move(old, adventure(owner(old)))
    s.zones.move(site, PATH)
    s.path[number] = site
    say(s, "{seat} plays {card} as site {n}.", seat=seat, card=s.zones.card_of[site], n=number)
