"""The kernel's order of looking for a refusal's reason (engine/refusal.py): the game over,
then a rule that holds whatever the moment, then what must happen first, then whose turn."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from lotr_table.engine import refusal
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction

NEVER = IllegalAction("Dragons do not fly backwards.")
NOT_NOW = IllegalAction("That is not possible now: the dragon must land first.")


def reasons(never=None, not_now=None, asked=None):
    """A game's hooks that answer as told, and note which were asked."""
    asked = asked if asked is not None else []

    def hook(name, answer):
        def look(state, seat, action):
            asked.append(name)
            return answer
        return look
    return SimpleNamespace(never=hook("never", never), not_now=hook("not_now", not_now))


FLY = Action("fly", to="north")


def test_a_finished_game_is_over_before_any_rule():
    asked = []
    found = refusal.refusal(reasons(NEVER, NOT_NOW, asked), None, 0, FLY, over=True, to_act=False)
    assert found.template == refusal.GAME_OVER and asked == []


@pytest.mark.parametrize("to_act", [True, False])
def test_a_rule_that_holds_whatever_the_moment_comes_first(to_act):
    assert refusal.refusal(reasons(NEVER, NOT_NOW), None, 0, FLY, over=False, to_act=to_act) is NEVER


@pytest.mark.parametrize("to_act", [True, False])
def test_then_what_must_happen_first(to_act):
    assert refusal.refusal(reasons(None, NOT_NOW), None, 0, FLY, over=False, to_act=to_act) is NOT_NOW


def test_not_your_turn_only_when_no_rule_and_no_moment_forbids_it():
    found = refusal.refusal(reasons(), None, 1, FLY, over=False, to_act=False)
    assert found.reason == found.template == "It is not your turn."


def test_a_seat_to_act_never_hears_not_your_turn():
    found = refusal.refusal(reasons(), None, 0, FLY, over=False, to_act=True)
    assert found.template == refusal.NOT_NOW


@pytest.mark.parametrize("game", ["confrontation", "lotr_coop"])
def test_every_game_declares_the_kernels_reasons_for_translation(game):
    module = __import__(f"lotr_table.games.{game}.refusal", fromlist=["TEMPLATES"])
    assert set(refusal.TEMPLATES) <= set(module.TEMPLATES)
    assert callable(module.never) and callable(module.not_now)
