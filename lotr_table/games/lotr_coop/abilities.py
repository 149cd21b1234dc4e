"""The epic cards' moments as data: the cooperative game's vocabulary on the kernel
(engine/behaviours.py).

Each epic card in data/legendary.json names, as a condition, the moment it may be played:

    {"id": "staff", ..., "abilities": [
        {"type": "unique", "condition": {"name": "on_tile", "tiles": ["meagre_choice", "retreat"]}}]}

- "any_time": in every open question (Miruvor, Elessar, Lembas);
- "before_reveal": in the open question before the active player reveals a story tile (Phial);
- "on_tile": in the open question on a revealed story tile of these kinds (Staff);
- "answers_window": only in its reactive window of windows.py (Belt, Mithril coat, Athelas).

What each card does is one function registered by its id (`LEGENDARY.unique`, in epics.py,
which this module cannot import without a cycle: the records are loaded here with
`unique_later` and epics.py checks every function has come).

A moment is the context's event: ("open", kind of the open question) or ("window", kind).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict

from lotr_table.engine.behaviours import Context, Part, Vocabulary
from lotr_table.games.lotr_coop import data

LEGENDARY = Vocabulary("lotr_coop")


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _tile(value: str) -> str:
    if value not in data.story_tiles():
        raise ValueError(f"no story tile {value!r}")
    return value


class OnTile(_Params):
    tiles: list[Annotated[str, AfterValidator(_tile)]]


class AnswersWindow(_Params):
    window: Literal["before_roll", "after_roll", "before_penalty"]


@LEGENDARY.condition("any_time")
def _any_time(s, ctx: Context, params) -> bool:
    return ctx.event[0] == "open"


@LEGENDARY.condition("before_reveal")
def _before_reveal(s, ctx: Context, params) -> bool:
    return ctx.event[:2] == ("open", "reveal")


@LEGENDARY.condition("on_tile", OnTile)
def _on_tile(s, ctx: Context, params: OnTile) -> bool:
    return ctx.event[:2] == ("open", "tile") and s.tile in params.tiles


@LEGENDARY.condition("answers_window", AnswersWindow)
def _answers_window(s, ctx: Context, params: AnswersWindow) -> bool:
    return ctx.event[:2] == ("window", params.window)


# the order of the conditions above is the order the open question offers the cards in
MOMENTS = tuple(LEGENDARY.builders["condition"])

LEGENDARY.load([{"id": c.id, "abilities": c.abilities} for c in data.legendary().values() if c.epic],
               unique_later=True)


def _check_moments() -> None:
    for cid, behaviour in LEGENDARY.cards.items():
        abilities = behaviour.abilities
        if len(abilities) != 1 or abilities[0].type != "unique" or abilities[0].condition is None:
            raise ValueError(f"card {cid!r}: an epic card has one unique ability naming its moment")


_check_moments()


def moment(card: str) -> Part:
    """The condition naming when epic card `card` may be played."""
    return LEGENDARY.cards[card].abilities[0].condition


# the epic cards an open question may offer (not only in a reactive window), any-time ones
# first, each group in legendary.json order
IN_OPEN_QUESTIONS = tuple(sorted((c for c in LEGENDARY.cards if moment(c).name != "answers_window"),
                                 key=lambda c: MOMENTS.index(moment(c).name)))
OPEN_EPICS = frozenset(IN_OPEN_QUESTIONS)


def playable(s, card: str, seat: int, event: tuple) -> bool:
    """May `card` be played at this moment (event ("open", kind) or ("window", kind))?"""
    return LEGENDARY.holds(s, Context(card, card, seat, event), moment(card))


def usable_epics(s, kind: str | None) -> frozenset[str]:
    """The epic cards an open question of `kind` could take now. A moment depends only on
    the kind and, on a tile, the tile shown: the answers are kept (asked on every open
    question)."""
    key = (kind, s.tile) if kind == "tile" else kind
    found = _USABLE.get(key)
    if found is None:
        shown = SimpleNamespace(tile=s.tile)        # the one fact of the state a moment reads
        found = _USABLE[key] = frozenset(c for c in IN_OPEN_QUESTIONS if playable(shown, c, -1, ("open", kind)))
    return found


_USABLE: dict = {}
