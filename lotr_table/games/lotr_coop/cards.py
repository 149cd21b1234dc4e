"""Cards: drawing (with the reshuffle rule), revealing, discarding, colours and symbols.

Zones a card can be in: `s.journey` (deck), `s.journey_discard`, `s.removed` (out of the game),
a hand, `s.aside[seat]` (held aside during a payment), `s.revealed` (shown face up now),
`s.row` (this board's legendary cards), `s.gandalf` (Gandalf cards not yet used), and for
legendary cards whose location has not come yet, the "not yet dealt" stacks (implicit).
"""

from __future__ import annotations

from functools import cache

from lotr_table.games.lotr_coop import tables
from lotr_table.games.lotr_coop.flow import say, shuffle
from lotr_table.games.lotr_coop.state import State

_JOURNEY = tables.journey_ids()
_BROWN_JOURNEY = frozenset(c for c in tables.journey_ids() if tables.colours()[c] == "brown")


def colour(card: str) -> str:
    """brown / grey / green ("gandalf" for a Gandalf card)."""
    return tables.colours()[card]


def is_epic(card: str) -> bool:
    return card in tables.EPICS


def is_journey(card: str) -> bool:
    return card in tables.journey_ids()


def symbols(card: str, seat: int | None = None, s: State | None = None) -> dict[str, int]:
    """The symbols of one half of `card` as `seat` would use them: {activity or "star": n}.

    seed: «Для Фродо любая коричневая карта путешествия — джокер» — Frodo's brown JOURNEY
    cards are stars (as many as the card shows). Epic cards and Gandalf cards: {}.
    `seat` is the hobbit index; Frodo is the hobbit "frodo" (pass `s` to look the hobbit up;
    without it, seat 0 is Frodo, as seats follow frodo, sam, pippin, merry, fatty)."""
    sym = tables.card_symbols().get(card)
    if sym is None:
        return {}
    if seat is not None and card in _BROWN_JOURNEY:
        hobbit = s.hobbits[seat].hobbit if s is not None else tables.HOBBITS[seat]
        if hobbit == "frodo":
            return {"star": sym[1]}
    return {sym[0]: sym[1]}


@cache
def play_table(frodo: bool) -> dict[str, tuple[str, str]]:
    """card -> (colour, symbol or "star") for every brown or grey card, as Frodo (True) or
    another hobbit would play it: `symbols` and `colour` looked up once for the card step,
    which weighs every card in hand on every decision."""
    out = {}
    for card in tables.card_symbols():
        col = colour(card)
        if col == "brown" or col == "grey":
            sym = "star" if frodo and card in _BROWN_JOURNEY else tables.card_symbols()[card][0]
            out[card] = (col, sym)
    return out


def draw(s: State, seat: int, n: int) -> int:
    """`seat` draws n journey cards; returns how many were drawn.

    seed: «когда карты в колоде путешествия закончатся, уберите из стопки сброса в коробку все
    легендарные карты и карты Гэндальфа … Перетасуйте оставшиеся карты путешествия и сделайте
    новую колоду». If deck and discard are both empty, fewer cards are drawn."""
    h = s.hobbits[seat]
    if not h.alive or n <= 0:
        return 0
    got = []
    for _ in range(n):
        if not s.journey and not _reshuffle(s):
            break
        got.append(s.journey.pop())
    if got:
        h.hand.extend(got)
        s.barrier += 1
        say(s, "{hobbit} draws {n} journey cards.", hobbit=h.hobbit, n=len(got))
        say(s, "{hobbit} draws {cards}.", vis=seat, hobbit=h.hobbit, cards=tuple(got))
    return len(got)


def _reshuffle(s: State) -> bool:
    keep, out = [], []
    for c in s.journey_discard:
        (keep if c in tables.journey_ids() else out).append(c)
    s.removed.extend(out)
    s.journey_discard = []
    if not keep:
        return False
    shuffle(s, keep)
    s.journey = keep
    say(s, "The journey deck is empty: the discard pile is shuffled into a new deck; {n} legendary and Gandalf cards leave the game.", n=len(out))
    return True


def reveal_top(s: State) -> str | None:
    """Turn the top journey card face up into `s.revealed` (reveal-and-match events).
    The caller later calls `clear_revealed(s)`, which discards it (A19)."""
    if not s.journey and not _reshuffle(s):
        return None
    card = s.journey.pop()
    s.revealed.append(card)
    s.barrier += 1
    say(s, "The top journey card is revealed: {card}.", card=card)
    return card


def clear_revealed(s: State) -> None:
    """Send every card shown in `s.revealed` to the journey discard pile."""
    s.journey_discard.extend(s.revealed)
    s.revealed = []


def discard(s: State, seat: int, card: str, log: bool = True) -> None:
    """Hand -> journey discard pile, face up, with a public log line."""
    s.hobbits[seat].hand.remove(card)
    s.journey_discard.append(card)
    if log:
        say(s, "{hobbit} discards {card}.", hobbit=s.hobbits[seat].hobbit, card=card)


def held_aside(s: State) -> list[str]:
    """Cards a step in progress holds outside every zone: items set aside in a payment
    ("card:<id>", payments.py) and the Council picks (s.scratch["council"], sanctuary.py)."""
    out = []
    for items in s.aside.values():
        out.extend(i[5:] for i in items if isinstance(i, str) and i.startswith("card:"))
    council = s.scratch.get("council")
    if isinstance(council, dict):
        out.extend(council.values())
    return out


def legendary_in_hands(s: State) -> set:
    """Legendary cards the living players hold (public: every deal, award, play and discard
    is seen). A card set aside in a payment or picked to pass at the Council is still held:
    counting it out would show the table which card was chosen."""
    # asked several times on every decision: gather with set operations (run in C)
    held = set()
    for h in s.hobbits:
        if h.alive:
            held.update(h.hand)
    if s.aside or "council" in s.scratch:
        held.update(held_aside(s))
    held -= _JOURNEY
    return held


def holder(s: State, card: str) -> int | None:
    for i, h in enumerate(s.hobbits):
        if h.alive and card in h.hand:
            return i
    return None


# every log line this module says, declared for translation (texts.py)
LOG_TEMPLATES = (
    "{hobbit} draws {cards}.",
    "{hobbit} draws {n} journey cards.",
    "The journey deck is empty: the discard pile is shuffled into a new deck; {n} "
    "legendary and Gandalf cards leave the game.",
    "The top journey card is revealed: {card}.",
    "{hobbit} discards {card}.",
)
