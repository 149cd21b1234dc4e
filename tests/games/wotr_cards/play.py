"""Helpers for the scenario tests: a position from a readable dict, and acting by words."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr_cards.game import CARDS, GAME

FRODO, WITCH_KING, ARAGORN, SARUMAN = 0, 1, 2, 3


def position(seed: int = 0, **spec):
    return GAME.position(spec, seed)


def options(s, seat=None):
    seat = GAME.to_act(s)[0] if seat is None else seat
    return GAME.legal_actions(s, seat)


def find(s, kind: str, seat=None, **fields) -> Action:
    def fits(a, k, v):
        got = a.get(k)
        if k == "card" and isinstance(got, str) and got in s.zones.card_of and v in CARDS:
            return s.zones.card_of[got] == v            # a card named by its id: any instance of it
        if k == "to" and isinstance(got, str) and got in s.zones.card_of and v in CARDS:
            return s.zones.card_of[got] == v            # an item's bearer named by its card id
        return got == v
    for a in options(s, seat):
        if a.kind == kind and all(fits(a, k, v) for k, v in fields.items()):
            return a
    raise AssertionError(f"no {kind} {fields} among {options(s, seat)}")


def has(s, kind: str, seat=None, **fields) -> bool:
    try:
        find(s, kind, seat, **fields)
        return True
    except AssertionError:
        return False


def do(s, kind: str, seat=None, **fields):
    seat = GAME.to_act(s)[0] if seat is None else seat
    return GAME.apply(s, seat, find(s, kind, seat, **fields))


def instance(s, card_id: str, zone: str | None = None) -> str:
    found = sorted((i for i, c in s.zones.card_of.items() if c == card_id and (zone is None or i in s.zones.cards[zone])),
                   key=lambda i: (s.zones.zone_of(i).startswith("deck"), i))   # one in sight first
    assert found, f"no {card_id} in {zone}"
    return found[0]


def zone_of(s, card_id: str) -> str:
    return s.zones.zone_of(instance(s, card_id))


def ids(s, zone: str) -> list[str]:
    return sorted(s.zones.card_of[i] for i in s.zones.cards[zone])


def pass_until(s, kind: str):
    """Every seat passes until a question of `kind` is open."""
    for _ in range(50):
        if s.pending.kind == kind:
            return s
        s = do(s, "pass")
    raise AssertionError(f"no {kind} question came: {s.pending}")
