"""Index tables over the data files, for the hot paths of the rules."""

from __future__ import annotations

from functools import lru_cache

from lotr_table.games.confrontation.data import combat_cards, heroes, special_cards, tiles

SIDES = ("fellowship", "sauron")


@lru_cache(maxsize=None)
def card_ids() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Each side's 9 combat cards; a card's index is its bit in hands and discards."""
    cards = combat_cards().values()
    return tuple(tuple(c.id for c in cards if c.side == side) for side in SIDES)  # type: ignore[return-value]


@lru_cache(maxsize=None)
def card_tables():
    """Per side: (value of each card or -1 for a text card, text kind of each card or '')."""
    out = []
    for side in (0, 1):
        values, kinds = [], []
        for cid in card_ids()[side]:
            c = combat_cards()[cid]
            values.append(c.value if c.kind == "strength" else -1)
            kinds.append(cid.split("_", 1)[1] if c.kind == "text" else "")
        out.append((tuple(values), tuple(kinds)))
    return tuple(out)


def card_index(side: int, kind_or_value: str | int) -> int:
    values, kinds = card_tables()[side]
    if isinstance(kind_or_value, int):
        return values.index(kind_or_value)
    return kinds.index(kind_or_value)


@lru_cache(maxsize=None)
def special_ids() -> tuple[tuple[str, ...], tuple[str, ...]]:
    cards = special_cards().values()
    return tuple(tuple(c.id for c in cards if c.side == side) for side in SIDES)  # type: ignore[return-value]


@lru_cache(maxsize=None)
def special_bit(special_id: str) -> tuple[int, int]:
    side = SIDES.index(special_cards()[special_id].side)
    return side, special_ids()[side].index(special_id)


@lru_cache(maxsize=None)
def tile_faces() -> tuple[tuple[str, str], ...]:
    """(classic, alternative) hero ids for pieces 0-17: Fellowship tiles 1-9, then Sauron's."""
    data = tiles().tiles
    ordered = sorted(data, key=lambda t: (SIDES.index(t.side), t.number))
    return tuple((t.classic, t.alternative) for t in ordered)


@lru_cache(maxsize=None)
def strength_of() -> dict[str, int]:
    return {h.id: h.strength for h in heroes().values()}


def hero_name(hero_id: str) -> str:
    return heroes()[hero_id].name
