"""A question's options posed as Choices (engine/flow.py): what `find` says of one action is
what the built list says, for the kernel's compound decisions and response windows along
seeded random games; a save's replay relies on it to check an action without the list."""

from __future__ import annotations

import random

import pytest

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.flow import UNKNOWN, Choices
from lotr_table.engine.flow import as_posed as _posed


def _strangers(listed: list[Action]) -> list[Action]:
    """Actions the question does not offer, shaped like those it does."""
    out = [Action("pick", part="nowhere", value="x"), Action("back"), Action("pass"), Action("no_such_kind")]
    for a in listed[:3]:
        if a.kind == "pick":
            out.append(Action("pick", part=a["part"], value=("not", "a", "value")))
    # an offer naming another card (a window's find looks at the named card's offers alone)
    cards = sorted({a["card"] for a in listed if isinstance(a.get("card"), str)})
    for a in [a for a in listed if isinstance(a.get("card"), str)][:2]:
        out += [Action(a.kind, **{**dict(a.fields), "card": c}) for c in cards[:4] + ["no_such_card"]]
    return [a for a in out if a not in listed]


@pytest.mark.parametrize("game_id", ["wotr", "lotr_tcg", "wotr_cards"])
def test_find_agrees_with_the_built_list(game_id):
    game = registry.get_game(game_id)
    rng = random.Random(7)
    state, seen = game.setup(game.Options(), 7), 0
    for _ in range(400):
        if not game.to_act(state):
            break
        q = state.pending
        posed = _posed(q) if q is not None else None
        seat = rng.choice(game.to_act(state))
        listed = game.legal_actions(state, seat)
        if posed.__class__ is Choices:
            seen += 1
            for action in listed:
                found = posed.find(state, action)
                assert found is UNKNOWN or found == action, (q.kind, action, found)
            for action in _strangers(listed):
                assert posed.find(state, action) in (None, UNKNOWN), (q.kind, action)
        state = game.apply(state, seat, rng.choice(listed))
    assert seen > 20, "the game posed too few questions as Choices to check"


def _to_choices(game, seed):
    """The first state of a seeded random game whose question is posed as Choices."""
    state, rng = game.setup(game.Options(), seed), random.Random(seed)
    while _posed(state.pending).__class__ is not Choices:
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return state


def test_options_are_built_from_the_state_they_were_posed_on():
    # a copy that shares the question but holds other pieces (a redrawn twin, a state changed
    # by mistake) still reads the options of the state the question was posed on
    game = registry.get_game("wotr")
    state = _to_choices(game, 3)
    seat = game.to_act(state)[0]
    other = state.clone()
    other.armies = [tuple(0 for _ in pieces) for pieces in other.armies]
    other.rolled = tuple(() for _ in other.rolled)       # no dice, no armies: nothing to choose
    posed_on_state = tuple(game.legal_actions(_to_choices(game, 3), seat))
    assert _posed(_to_choices(game, 3).pending).build(other) != posed_on_state   # the copy would offer other things
    read_through_other = tuple(game.legal_actions(other, seat))
    assert read_through_other == posed_on_state
    assert read_through_other, "the question offers something"
