"""Playing cards: what a card costs and needs (R7.7-R7.15, R8.2, R9.3-R9.7, R19), where it
goes, and the twilight it adds or removes."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import answers, cards as C
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import VOCAB, dead, deck, discard, hand, owner, play
from lotr_table.games.lotr_tcg.vocabulary import COST_CHOICES, CheaperOn, PlayCost

ITEM_TYPES = ("possession", "condition")
RULE_OF_NINE = 9


def title_in_play(s: Any, seat: int, title: str) -> bool:
    return any(C.card(s, i).title == title for i in s.zones.cards[play(seat)])


def unique_allows(s: Any, seat: int, inst: str) -> bool:
    """R19.2-R19.5: one of a unique title among your own Free Peoples cards in play, none
    while your dead pile holds one; a unique Shadow card not while any active card has its
    title."""
    c = C.card(s, inst)
    if not c.unique:
        return True
    if c.side == "free_peoples":
        if title_in_play(s, seat, c.title):
            return False
        return not any(C.card(s, d).title == c.title for d in s.zones.cards[dead(seat)])
    return not any(C.card(s, i).title == c.title for i, _, _ in C.active(s))


def bearers(s: Any, seat: int, inst: str) -> list[str]:
    """The characters of `seat` that may bear this item (R3.11 one per class, R3.12)."""
    c = C.card(s, inst)
    if c.type not in ITEM_TYPES or c.support_area or c.bearer is None:
        return []
    if c.bearer.split(",")[0] == "site":          # "Plays on a site": any site of the path
        pool = sorted(s.path.values())
    elif c.side == "shadow":
        pool = C.minions(s, seat)
        if c.type == "condition":          # a Shadow condition may be played on a companion
            pool = pool + C.companions(s) + C.allies(s)
    else:
        pool = C.companions(s, seat) + C.allies(s, seat)
    out = []
    for b in pool:
        if not C.matches(s, b, c.bearer, inst, seat):
            continue
        if c.item_class and _class_taken(s, c, b):
            continue
        out.append(b)
    return out


def _class_taken(s: Any, c: Any, b: str) -> bool:
    """R3.11: one item of a class to a bearer; a second hand weapon (Morgul Blade) may be
    borne beside one other."""
    from lotr_table.games.lotr_tcg.state import VOCAB
    same = [C.card(s, i).id for i in C.borne_by(s, b) if C.card(s, i).item_class == c.item_class]
    if not same:
        return False
    second = [VOCAB.has(code, "second_hand_weapon") for code in same]
    if VOCAB.has(c.id, "second_hand_weapon"):
        return any(second) or len(same) > 1
    return not all(second)


def can_afford(s: Any, seat: int, inst: str, discount: int = 0) -> bool:
    """R8.2: Free Peoples costs are always paid; a Shadow card needs its cost in the pool."""
    c = C.card(s, inst)
    return c.side == "free_peoples" or s.twilight >= C.cost(s, inst, discount)


def may_play(s: Any, seat: int, inst: str, discount: int = 0) -> bool:
    """Whether `seat` may put this character, item or condition into play now (its timing
    aside): uniqueness, the rule of nine, its cost, what it needs to spot."""
    c = C.card(s, inst)
    if not unique_allows(s, seat, inst) or not can_afford(s, seat, inst, discount):
        return False
    if c.type == "companion":
        count = len(C.companions(s, seat)) + sum(1 for d in s.zones.cards[dead(seat)] if C.card(s, d).type == "companion")
        if count >= RULE_OF_NINE:
            return False                    # R7.9
    if c.requires and not spots(s, c.requires, seat, inst):
        return False
    if c.type in ITEM_TYPES and not c.support_area and not bearers(s, seat, inst):
        return False
    if c.play_exert and not play_exerts(s, seat, inst):
        return False
    if not play_exertions(s, seat, inst):
        return False
    return c.id not in play_cost_holders() or bool(play_cost_choices(s, seat, inst))


def play_exerts(s: Any, seat: int, inst: str) -> list[str]:
    """The characters of `seat` that may exert to play this card ("To play, exert ...")."""
    from lotr_table.games.lotr_tcg.body import can_exert
    c = C.card(s, inst)
    pool = C.minions(s, seat) if c.side == "shadow" else C.companions(s, seat) + C.allies(s, seat)
    return sorted(m for m in pool if C.matches(s, m, c.play_exert, inst, seat) and can_exert(s, m))


def play_exertions(s: Any, seat: int, inst: str) -> list:
    """"To play, exert an Uruk-hai": the characters of `seat` that could exert to play this
    card ([None] when its text asks none; empty when none can)."""
    code = C.card(s, inst).id
    if code not in C.with_keyword("exert_to_play"):
        return [None]
    asks = VOCAB.keywords(code, "exert_to_play")
    mine = C.minions(s, seat) if seat != s.fp else C.companions(s, seat) + C.allies(s, seat)
    return sorted(m for m in mine if C.matches(s, m, asks[0].filter, inst, seat) and not C.exhausted(s, m))


def spots(s: Any, filt: str, seat: int = -1, me: str = "", count: int = 1) -> bool:
    """R20.7: an active card that fits can be spotted."""
    return sum(1 for i, _, _ in C.active(s) if C.matches(s, i, filt, me, seat)) >= count


def pay(s: Any, seat: int, inst: str, discount: int = 0) -> None:
    c = C.card(s, inst)
    n = C.cost(s, inst, discount)
    if c.side == "free_peoples":
        s.twilight += n                      # R7.7
    else:
        s.twilight -= n                      # R8.2
    if c.type == "minion" and c.race == "orc" and c.culture == "moria":
        s.used[("first_orc", s.phase)] = True
    if c.type == "minion" and c.race == "nazgul":
        s.used["first_nazgul"] = True


def put_into_play(s: Any, seat: int, inst: str, bearer: str | None = None, discount: int = 0,
                  free: bool = False, exert: str | None = None) -> None:
    """Pay (unless `free`), place the card, and announce it: its "when you play" triggers.
    `exert`: the character exerted to play it."""
    if bearer is not None:
        for cheaper in VOCAB.keywords(s.zones.card_of[inst], "cheaper_on"):
            if C.matches(s, bearer, cheaper.filter, inst, seat):
                discount += cheaper.n
    if not free:
        pay(s, seat, inst, discount)
    if exert is not None:
        from lotr_table.games.lotr_tcg.body import exert as exert_card
        exert_card(s, exert)
    s.zones.move(inst, play(seat))
    if bearer is not None:
        s.attached[inst] = bearer
        say(s, "{seat} plays {card} on {bearer}.", seat=seat, card=s.zones.card_of[inst],
            bearer=s.zones.card_of[bearer])
    else:
        say(s, "{seat} plays {card}.", seat=seat, card=s.zones.card_of[inst])
    answers.may_answer(s, ("played", inst))                # after its triggers: Breeding Pit
    FLOW.happen(s, ("played", inst))


def reveal_to_all(s: Any, inst: str) -> None:
    s.zones.reveal(inst, range(s.opts.players))


def discards_to_deck(s: Any, seat: int, cards) -> None:
    """Cards of the seat's discard pile put into his draw deck, each shown on the way (R4.4);
    the caller shuffles the deck."""
    for i in cards:
        s.zones.move(i, deck(seat), shown=True)
        say(s, "{seat} shuffles {card} from his discard pile into his draw deck.", seat=seat,
            card=s.zones.card_of[i])


def reveal_top_card(s: Any, seat: int, take: str, me: str) -> bool | None:
    """The top card of the seat's draw deck shown to all: into his hand if it fits `take`,
    else onto his discard pile. Whether it was taken; None when the deck is empty."""
    top = s.zones.top(deck(seat))
    if top is None:
        return None
    reveal_to_all(s, top)
    s.barrier += 1                           # the hidden top card is shown: no undo past it
    if C.matches(s, top, take, me, seat):
        s.zones.move(top, hand(seat), shown=True)
        say(s, "{seat} reveals {card} and takes it into his hand.", seat=seat, card=s.zones.card_of[top])
        return True
    s.zones.move(top, discard(seat), shown=True)
    say(s, "{seat} reveals {card} and discards it.", seat=seat, card=s.zones.card_of[top])
    return False


def discard_from_hand(s: Any, inst: str) -> None:
    s.zones.move(inst, discard(owner(inst)), shown=True)   # R4.4: a card moved to a pile is shown


# -- a cost to play a card besides its twilight ("To play, exert a Dwarf") ------------------

VOCAB.keyword("play_cost", PlayCost)(PlayCost)
VOCAB.keyword("cheaper_on", CheaperOn)(CheaperOn)


@lru_cache(maxsize=1)
def play_cost_holders() -> frozenset:
    """The cards with a cost to play (asked on every offer: a set, not a lookup per card)."""
    return VOCAB.holders("play_cost")


def play_cost_choices(s: Any, seat: int, inst: str) -> list:
    """Every way to pay the card's cost to play (none: [None])."""
    from lotr_table.engine.behaviours import Context
    code = s.zones.card_of[inst]
    extra = VOCAB.keywords(code, "play_cost")
    if not extra:
        return [None]
    part = extra[0].cost
    return COST_CHOICES[part.name](s, Context(inst, code, seat), part.params)


def pay_play_cost(s: Any, seat: int, inst: str, value: Any) -> None:
    from lotr_table.engine.behaviours import Context
    code = s.zones.card_of[inst]
    for extra in VOCAB.keywords(code, "play_cost"):
        VOCAB.pay(s, Context(inst, code, seat, ("chosen", value, None)), extra.cost)
