"""The game's basic procedures (rules §9): draw, cycle, eliminate, forsake, take, remove from
the game, running out of cards; and the questions they ask."""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.hidden_choice import ask_among_hidden
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr_cards.cards import locations
from lotr_table.games.wotr_cards.flow import FLOW, VOCAB
from lotr_table.games.wotr_cards.state import (ACTIVE, at, cycle_pile, deck, drawn, eliminated, hand, reserve)
from lotr_table.games.wotr_cards.table_talk import CARDS, card, owner, seats


def shuffle(s, zone: str) -> None:
    s.zones.shuffle(zone, lambda n: chance.draw(s, n))
    s.barrier += 1


def recycle(s, seat: int) -> None:
    """The cycle pile shuffled into the deck (rules §9.9; Orthanc)."""
    s.zones.gather(cycle_pile(seat), deck(seat))
    shuffle(s, deck(seat))
    say(s, "{seat} shuffles the cycle pile into the deck.", seat=seat)


def refill(s, seat: int) -> bool:
    """An empty deck is rebuilt from the cycle pile at once (seed, ЗАКОНЧИВШАЯСЯ КОЛОДА: «Если
    в вашей колоде по любой причине закончились карты, немедленно перемешайте свою стопку
    сброса»): called wherever a card leaves a deck, so a card cycled afterwards starts a new
    cycle pile. False when both are empty."""
    if s.zones.cards[deck(seat)]:
        return True
    if not s.zones.cards[cycle_pile(seat)]:
        return False
    recycle(s, seat)
    return True


def draw(s, seat: int, n: int, into: str | None = None) -> int:
    """Draw n cards (into the hand, or where a draw-and-play effect keeps them); with deck and
    cycle pile both empty, nothing more is drawn (the published rule, rules §9.9)."""
    got = 0
    while got < n and refill(s, seat):       # an emptied deck is refilled mid-draw
        dealt = min(n - got, len(s.zones.cards[deck(seat)]))
        s.zones.deal(deck(seat), into or hand(seat), dealt)
        got += dealt
    refill(s, seat)                          # the last card drawn: the deck is rebuilt at once
    if got:
        s.barrier += 1
        say(s, "{seat} draws {n} card(s).", seat=seat, n=got)
    if got < n:
        say(s, "{seat} has no cards left to draw.", seat=seat)
    return got


def items_of(s, character: str) -> list[str]:
    if not s.bearer:             # most of a game nothing bears an item; asked on every cycle and count
        return []
    return sorted(i for i, b in s.bearer.items() if b == character)


def _drop(s, instance: str) -> None:
    """A card leaving play loses its added icons and its place as a bearer."""
    s.tokens.pop(instance, None)
    s.bearer.pop(instance, None)


def cycle(s, instance: str) -> None:
    """To its owner's cycle pile, face down; a bearer's items go with it (rules §8.1.4)."""
    for item in items_of(s, instance):
        cycle(s, item)
    zone = s.zones.zone_of(instance)
    was_public = s.zones.specs[zone].visibility == "public"
    s.zones.move(instance, cycle_pile(owner(instance)), source=zone)
    _drop(s, instance)
    if was_public:
        say(s, "{card} is cycled.", card=s.zones.card_of[instance])


def _replacement(s, instance: str, reason: str) -> str | None:
    """'cycle' when a text turns this elimination into a cycle, else None (rules A8: the
    card's own text first, then an item's)."""
    c = card(s, instance)
    for kw in VOCAB.keywords(c.id, "cycle_instead"):
        if kw.when == "any" or kw.when == reason or (kw.when == "path_combat" and reason == "path_combat"):
            return kw.items
    if reason in ("path_combat", "battleground_combat"):
        for item in items_of(s, instance):
            for kw in VOCAB.keywords(s.zones.card_of[item], "saves_bearer"):
                if kw.when == "combat" or kw.when == reason:
                    return "cycle"
    return None


def eliminate(s, instance: str, reason: str = "effect") -> None:
    """To its owner's eliminated pile, for good; a bearer's items with it. Reasons: effect,
    path_combat, battleground_combat, forsaken_from_hand, forsaken_from_reserve,
    forsaken_from_deck, cost."""
    zone = s.zones.zone_of(instance)
    items = _replacement(s, instance, reason)
    hidden = s.zones.specs[zone].visibility != "public"
    if items is not None:
        if hidden:                  # a card with an elimination text is shown (rules §9.3)
            s.zones.reveal(instance, seats(s))
        say(s, "{card} would be eliminated and is cycled instead.", card=s.zones.card_of[instance])
        for item in items_of(s, instance):
            (eliminate if items == "eliminate" else cycle)(s, item, *(("effect",) if items == "eliminate" else ()))
        s.zones.move(instance, cycle_pile(owner(instance)), source=zone, shown=True)
        _drop(s, instance)
        return
    for item in items_of(s, instance):
        eliminate(s, item, "effect")
    s.zones.move(instance, eliminated(owner(instance)), source=zone)
    _drop(s, instance)
    if not hidden:
        say(s, "{card} is eliminated.", card=s.zones.card_of[instance])


def remove_from_game(s, card_id: str, seat: int) -> None:
    """Find the card wherever it is and eliminate it; shuffle the deck if it was there (rules §9.5)."""
    for inst, cid in list(s.zones.card_of.items()):
        if cid != card_id or owner(inst) != seat:
            continue
        zone = s.zones.zone_of(inst)
        if zone in (eliminated(seat),):
            continue
        for item in items_of(s, inst):
            eliminate(s, item)
        s.zones.move(inst, eliminated(seat), source=zone)
        _drop(s, inst)
        say(s, "{card} is removed from the game.", card=cid)
        if zone == deck(seat):
            if s.zones.cards[deck(seat)]:
                shuffle(s, deck(seat))
            else:
                refill(s, seat)


RESERVE_SEAT = {reserve(seat): seat for seat in range(4)}     # at most four seats
AT_LOCATION = {at(loc): loc for loc in locations()}


def in_play(s) -> tuple[tuple[str, str, int], ...]:
    """(instance, card id, owner) of every faction card in a reserve or on a location: asked
    by the offer, the pass rule and every event's watcher, so kept until a card comes into
    play or leaves it (the zones' memo is worked out from in_play_zones only)."""
    z = s.zones
    found = z.memo.get("in_play")
    if found is None:
        found = z.memo["in_play"] = _in_play(s, z.cards, z.card_of)
    return found


def _in_play(s, cards: dict, card_of: dict) -> tuple[tuple[str, str, int], ...]:
    out = []
    add = out.append             # plain loops: a comprehension per zone costs more than its few cards
    for seat in seats(s):
        for i in cards[reserve(seat)]:
            add((i, card_of[i], seat))
    for loc in cards[ACTIVE]:
        for i in cards["at_" + loc]:
            add((i, card_of[i], ord(i[1]) - 48))     # "f2_17": the owner is the digit after the f (at most four seats)
    return tuple(out)


def holders_in_play(s, instances: tuple) -> list[int]:
    """The seat in_play gives each of these instances that is in play: asked after every
    action (the Mirror of Galadriel), so it looks where they lie alone."""
    out = []
    for inst in instances:
        zone = s.zones.zone_of(inst)
        if zone in RESERVE_SEAT:
            out.append(RESERVE_SEAT[zone])
        elif zone in AT_LOCATION and AT_LOCATION[zone] in s.zones.cards[ACTIVE]:
            out.append(ord(inst[1]) - 48)
    return out


# -- questions ----------------------------------------------------------------------------

@lru_cache(maxsize=None)
def card_answer(kind: str, instance: str) -> Action:
    """Action(kind, card=instance), made once: the same cards are offered question after
    question, and an action is a value."""
    return Action(kind, card=instance)


FORSAKE_PROMPT = "Forsake a card: from your hand, your reserve or the top of your deck."
CYCLE_PROMPT = "Cycle a card from your hand."
ELIMINATE_PROMPT = "Eliminate a card from your hand."


def forsake_options(s, seat: int) -> list[Action]:
    z = s.zones
    out = [card_answer("forsake", i) for i in sorted(z.cards[hand(seat)])]
    out += [card_answer("forsake", i) for i in sorted(z.cards[reserve(seat)])]
    if z.cards[deck(seat)] or z.cards[cycle_pile(seat)]:
        out.append(Action("forsake", top=True))
    return out


@FLOW.step("forsake")
def _forsake(s, seat: int, n: int) -> None:
    options = forsake_options(s, seat)
    if not options or n <= 0:
        if n > 0:
            say(s, "{seat} has nothing to forsake.", seat=seat)
        return
    FLOW.ask(s, seat, "forsake", options, FORSAKE_PROMPT, data=n)


@FLOW.answer("forsake")
def _on_forsake(s, q, action) -> None:
    seat = q.seat
    if q.data > 1:
        FLOW.then(s, ("forsake", seat, q.data - 1))
    if action.get("top"):
        refill(s, seat)
        top = s.zones.top(deck(seat))
        s.zones.reveal(top, (seat,))
        say(s, "{seat} forsakes the top card of the deck.", seat=seat)
        eliminate(s, top, "forsaken_from_deck")
        refill(s, seat)
        return
    inst = action["card"]
    from_hand = s.zones.zone_of(inst) == hand(seat)
    if from_hand:
        say(s, "{seat} forsakes a card from hand.", seat=seat)
    eliminate(s, inst, "forsaken_from_hand" if from_hand else "forsaken_from_reserve")


@FLOW.step("cycle_hand")
def _cycle_hand(s, seat: int, n: int) -> None:
    if n <= 0:
        return
    cards = sorted(s.zones.cards[hand(seat)])
    if not cards:                   # an empty hand forsakes instead (rules §9.2)
        FLOW.then(s, ("forsake", seat, 1), ("cycle_hand", seat, n - 1))
        return
    FLOW.ask(s, seat, "cycle_hand", [card_answer("cycle", i) for i in cards], CYCLE_PROMPT, data=n)


@FLOW.answer("cycle_hand")
def _on_cycle_hand(s, q, action) -> None:
    if q.data > 1:
        FLOW.then(s, ("cycle_hand", q.seat, q.data - 1))
    s.zones.move(action["card"], cycle_pile(q.seat), source=hand(q.seat))
    say(s, "{seat} cycles a card from hand.", seat=q.seat)


@FLOW.step("eliminate_hand")
def _eliminate_hand(s, seat: int, n: int, zone: str) -> None:
    cards = sorted(s.zones.cards[zone])
    if n <= 0 or not cards:
        return
    FLOW.ask(s, seat, "eliminate_hand", [card_answer("eliminate", i) for i in cards], ELIMINATE_PROMPT, data=(n, zone))


@FLOW.answer("eliminate_hand")
def _on_eliminate_hand(s, q, action) -> None:
    n, zone = q.data
    if n > 1:
        FLOW.then(s, ("eliminate_hand", q.seat, n - 1, zone))
    say(s, "{seat} eliminates a card from hand.", seat=q.seat)
    eliminate(s, action["card"], "cost")


@FLOW.step("draw")
def _draw_step(s, seat: int, n: int) -> None:
    draw(s, seat, n)


@FLOW.step("cycle_drawn")
def _cycle_drawn(s, seat: int) -> None:
    for inst in list(s.zones.cards[drawn(seat)]):
        s.zones.move(inst, cycle_pile(seat), source=drawn(seat))
    say(s, "{seat} cycles the other cards drawn.", seat=seat)


def take_candidates(s, seat: int, source: str, test) -> list[str]:
    zones = {"deck": (deck(seat),), "cycle": (cycle_pile(seat),), "deck_or_cycle": (deck(seat), cycle_pile(seat))}[source]
    return sorted(i for z in zones for i in s.zones.cards[z] if test(CARDS[s.zones.card_of[i]]))


TAKE_PROMPT = "Choose a card to take into your hand."


@FLOW.step("take")
def _take(s, seat: int, source: str, test_key: tuple, up_to: int, optional: bool) -> None:
    """Search deck or cycle pile for a named card, show it and take it (rules §9.6). The
    searcher sees the searched pile; the deck is shuffled after a search. The searcher is
    asked whether or not a card fits, "done" among the answers when the take is optional or
    nothing fits: the others see a search, never what the pile holds."""
    if source != "cycle":
        for i in s.zones.cards[deck(seat)]:
            s.zones.reveal(i, (seat,))
        FLOW.then(s, ("shuffle_after_search", seat))
    if up_to <= 0:
        return
    found = take_candidates(s, seat, source, card_test(test_key))
    options = [card_answer("take", i) for i in found]
    data = (source, test_key, up_to, optional, True)
    if optional or not found:
        ask_among_hidden(FLOW, s, seat, "take", options, Action("done"), TAKE_PROMPT, data=data)
    else:
        FLOW.ask(s, seat, "take", options, TAKE_PROMPT, data=data)


@FLOW.answer("take")
def _on_take(s, q, action) -> None:
    source, test_key, up_to, optional, first = q.data
    if action.kind == "done":
        if first:                   # the same words whether nothing fitted or the searcher let it be
            say(s, "{seat} searches and finds nothing to take.", seat=q.seat)
        return
    inst = action["card"]
    s.zones.move(inst, hand(q.seat), shown=True)  # shown as it is taken: everyone sees which card left the pile
    refill(s, q.seat)
    say(s, "{seat} takes {card} into hand.", seat=q.seat, card=s.zones.card_of[inst])
    if up_to > 1:
        # the search is one: the shuffle step pushed before still runs after this
        rest = take_candidates(s, q.seat, source, card_test(test_key))
        ask_among_hidden(FLOW, s, q.seat, "take", [card_answer("take", i) for i in rest], Action("done"),
                         TAKE_PROMPT, data=(source, test_key, up_to - 1, True, False))


@FLOW.step("shuffle_after_search")
def _shuffle_after_search(s, seat: int) -> None:
    shuffle(s, deck(seat))


def card_test(key: tuple):
    """A card filter from a hashable key: (ids, faction, type, subtype); empty parts match all."""
    ids, faction, type_, subtype = key

    def test(c) -> bool:
        return ((not ids or c.id in ids) and (not faction or c.faction == faction)
                and (not type_ or c.type in type_.split("|")) and (not subtype or subtype in c.subtypes))
    return test
