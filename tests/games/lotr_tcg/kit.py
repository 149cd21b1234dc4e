"""Helpers for the LOTR TCG scenario tests: act as a seat, pass the open windows."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS, Flow
from lotr_table.engine.game import IllegalAction
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.position import find, position  # noqa: F401  (the tests' own)


def act(s, action, seat=None):
    seat = s.pending.seats()[0] if seat is None else seat
    assert action in GAME.legal_actions(s, seat), (action, GAME.legal_actions(s, seat))
    return GAME.apply(s, seat, action)


def pass_windows(s, limit=50, responses=False):
    """Pass every action window until a question of another kind is open (with `responses`,
    pass the "about to" windows too; otherwise stop at one)."""
    for _ in range(limit):
        if s.over or s.pending is None or s.pending.kind != "_window":
            return s
        if not responses and window_kind(s).startswith("about_to:"):
            return s
        s = GAME.apply(s, s.pending.seat, PASS)
    raise AssertionError("the windows never closed")


def window_kind(s):
    """The kind of the response window whose turn the open question is ("act", "answer",
    "about_to:wound", ...), or None when it is not a window's."""
    w = Flow.window_of(s.pending)
    return None if w is None else w.kind


def free_peoples_orders(s, *first):
    """R6.8: triggers set off at once are ordered by the Free Peoples player, whoever controls
    them. Answer his question: the cards named in `first` (codes) first, the rest as listed."""
    q = s.pending
    assert q.kind == "_order_triggers" and q.seats() == [s.fp], q
    labels = dict(q.params)["abilities"]
    items = [labels.index(c) for c in first] + [i for i, c in enumerate(labels) if c not in first]
    return act(s, Action("order", items=tuple(items)), seat=s.fp)


def offered(s, kind, seat=None, **fields):
    """The legal actions of `kind` of the seat to act whose fields include `fields`."""
    seat = s.pending.seats()[0] if seat is None else seat
    return [a for a in GAME.legal_actions(s, seat) if a.kind == kind
            and all(a.get(k) == v for k, v in fields.items())]


def one(s, kind, seat=None, **fields):
    found = offered(s, kind, seat, **fields)
    assert found, (kind, fields, GAME.legal_actions(s, s.pending.seats()[0] if seat is None else seat))
    return found[0]


def answer(s, kind, **fields):
    return act(s, Action(kind, **fields))


def by_code(s, kind, code, seat=None, **fields):
    """The first legal action of `kind` of the seat to act naming a card of `code` (and
    `fields`, given as codes of that seat's or anyone's cards in play where they name cards)."""
    seat = s.pending.seats()[0] if seat is None else seat
    for a in GAME.legal_actions(s, seat):
        if a.kind != kind or s.zones.card_of.get(a.get("card")) != code:
            continue
        if all(_fits(s, a.get(k), v) for k, v in fields.items()):
            return a
    raise AssertionError((kind, code, fields, GAME.legal_actions(s, seat)))


def _fits(s, value, wanted):
    if value == wanted:
        return True
    if isinstance(wanted, str) and isinstance(value, str) and value in s.zones.card_of:
        return s.zones.card_of[value] == wanted
    return value == wanted


def has(s, kind, code, seat=None, **fields):
    try:
        by_code(s, kind, code, seat, **fields)
        return True
    except AssertionError:
        return False


def strength_of(s, seat, code):
    from lotr_table.games.lotr_tcg import cards as C
    return C.strength(s, find(s, seat, code))


def codes(s, zone):
    """The card codes in a zone, in its order."""
    return [s.zones.card_of[i] for i in s.zones.cards[zone]]


def refused(s, action, seat=0):
    """The reason the game gives for refusing `action`."""
    try:
        GAME.apply(s, seat, action)
    except IllegalAction as refusal:
        return refusal.reason
    raise AssertionError(f"{action} was not refused")
