"""A game declares every text it can show (Game.texts(), lotr_table/engine/texts.py), so the
translation catalogue needs no look at its source: seeded random games of each game, with
illegal actions tried along the way, show no log line, prompt, refusal or outcome reason
that the game has not declared in the context the table translates it in; and a literal
template in a say() or ask() call is declared in its own module, reached or not."""

from __future__ import annotations

import ast
import importlib
import random
from pathlib import Path

import pytest

from lotr_table.engine import registry, session
from lotr_table.engine.game import IllegalAction
from tests.games.behaviour_record import option_mix

GAMES = ("confrontation", "lotr_coop")
GAMES_PER_GAME = 100
MAX_ACTIONS = 3000


def declared(game_id: str) -> set[tuple[str, str]]:
    game = registry.get_game(game_id)
    return {(t.context, t.source) for t in list(game.texts()) + session.texts(game_id)}


def shown(game_id: str, view: dict) -> set[tuple[str, str]]:
    """What one seat's view asks the table to translate: the log lines' templates, the prompt
    of the question waiting, the reason the game ended."""
    found = {(f"{game_id}.log", line["template"]) for line in view.get("log") or ()}
    pending = view.get("pending") or {}
    if pending.get("prompt"):
        found.add((f"{game_id}.prompt", pending["prompt"]))
    outcome = view.get("outcome") or {}
    if outcome.get("reason"):
        found.add((f"{game_id}.outcome", outcome["reason"]))
    return found


def play(game_id: str, number: int) -> set[tuple[str, str]]:
    """Everything seeded game `number` shows, and the refusals of actions tried out of turn or
    out of place (each taken from those legal at some moment of the same game)."""
    game = registry.get_game(game_id)
    mix = option_mix(game_id)
    state = game.setup(mix[number % len(mix)], number)
    seats = game.seats(mix[number % len(mix)])
    rng = random.Random(number)
    seen_actions: list = []
    found: set[tuple[str, str]] = set()
    for _ in range(MAX_ACTIONS):
        to_act = game.to_act(state)
        if not to_act:
            break
        seat = rng.choice(to_act)
        legal = game.legal_actions(state, seat)
        found |= shown(game_id, game.view(state, seat))
        seen_actions += rng.sample(legal, min(3, len(legal)))
        stray_seat, stray = rng.choice(seats), rng.choice(seen_actions)
        if stray not in game.legal_actions(state, stray_seat):
            with pytest.raises(IllegalAction) as refused:
                game.apply(state, stray_seat, stray)
            found.add((f"{game_id}.refusal", refused.value.template))
        state = game.apply(state, seat, rng.choice(legal))
    for seat in [*seats, None]:
        found |= shown(game_id, game.view(state, seat))
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_everything_random_games_show_is_declared(game_id):
    found: set[tuple[str, str]] = set()
    for number in range(GAMES_PER_GAME):
        found |= play(game_id, number)
    assert found - declared(game_id) == set()
    # the games really said, asked and refused things: a test that saw nothing proves nothing
    kinds = {context.rsplit(".", 1)[1] for context, _ in found}
    assert kinds == {"log", "refusal", "outcome"} | ({"prompt"} if game_id == "lotr_coop" else set())


@pytest.mark.parametrize("game_id", GAMES)
def test_the_session_refuses_a_finished_game_in_declared_words(game_id, data_dir):
    game = registry.get_game(game_id)
    played = session.Session(game, game.Options(), 3)
    first = game.legal_actions(played.state, game.to_act(played.state)[0])[0]
    rng = random.Random(3)
    while game.to_act(played.state):
        seat = rng.choice(game.to_act(played.state))
        played.apply(seat, rng.choice(game.legal_actions(played.state, seat)))
    with pytest.raises(IllegalAction) as refused:
        played.apply(0, first)
    assert (f"{game_id}.refusal", refused.value.template) in declared(game_id)


# What random play never reaches is kept honest at the source: a literal template written in
# a say() or ask() call is in its own module's tuple. (A lint for the declarations, not how
# the catalogue finds texts.)
_DECLARED_IN = {"say": ("LOG_TEMPLATES", 1, "template"), "ask": ("PROMPT_TEMPLATES", 4, "prompt")}


def literal_templates(path):
    """(call name, template, line) of each say()/ask() whose template is a string literal."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        if node.func.id not in _DECLARED_IN:
            continue
        _, index, keyword = _DECLARED_IN[node.func.id]
        arg = node.args[index] if len(node.args) > index else next(
            (k.value for k in node.keywords if k.arg == keyword), None)
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            yield node.func.id, arg.value, node.lineno


@pytest.mark.parametrize("game_id", GAMES)
def test_every_literal_template_is_declared_in_its_module(game_id):
    package = importlib.import_module(f"lotr_table.games.{game_id}")
    missing, checked = [], 0
    for path in sorted(Path(package.__file__).parent.glob("*.py")):
        module = importlib.import_module(f"lotr_table.games.{game_id}.{path.stem}")
        for call, template, line in literal_templates(path):
            checked += 1
            if template not in getattr(module, _DECLARED_IN[call][0], ()):
                missing.append(f"{path.name}:{line}: {call}({template!r})")
    assert missing == []
    assert checked > 20
