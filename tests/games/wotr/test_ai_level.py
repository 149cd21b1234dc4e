"""The computer player at the normal level (the lobby's "Computer — normal", mcts:normal):
the search decides what an action die is used for (seed, Розділ II: «кожен кубик дії — одна
дія»), the rule of thumb every other question, so every decision stays under a second."""

import random

from lotr_table.ai.eye import SeatEye
from lotr_table.games.wotr.ai_knowledge import KNOWLEDGE
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.heuristic import Heuristic, decide, side_of_seat


def _until(seed: int, stop):
    """A 2-player game of the rule of thumb against itself, stopped at the first decision
    `stop(legal)` accepts."""
    s = GAME.setup(GAME.Options(players=2), seed)
    rng, player = random.Random(seed), Heuristic()
    while GAME.outcome(s) is None:
        seat = GAME.to_act(s)[0]
        legal = GAME.legal_actions(s, seat)
        if len(legal) > 1 and stop(legal):
            return s, seat
        s = GAME.apply(s, seat, player.choose(SeatEye(GAME, s, seat), rng))
    raise AssertionError("no such decision")


def test_the_search_decides_what_a_die_is_used_for():
    s, seat = _until(1, lambda legal: any(a.kind == "pick" and a.get("part") == "use" for a in legal))
    assert KNOWLEDGE.settle(SeatEye(GAME, s, seat), random.Random(0)) is None


def test_the_rule_of_thumb_answers_a_battle_without_search():
    s, seat = _until(1, lambda legal: any(a.kind == "advance" for a in legal) or any(a.kind == "combat_card" for a in legal))
    eye = SeatEye(GAME, s, seat)
    view = eye.view()
    settled = KNOWLEDGE.settle(eye, random.Random(0))
    assert settled is not None
    assert settled == decide(view, side_of_seat(view, seat), eye.legal_actions(), random.Random(0))


def test_the_shadow_hunts_with_five_dice_on_the_mordor_track():
    """"The Shadow rolls combat dice equal to the Hunt level, to a maximum of 5" (rules digest
    9.4): on the Mordor Track, where every step is hunted, the rule of thumb puts a Hunt's
    most in the box; far from Mordor, two."""
    s, seat = _until(1, lambda legal: any(a.kind == "hunt" and a["n"] >= 5 for a in legal))
    far = Heuristic().choose(SeatEye(GAME, s, seat), random.Random(0))
    inside = s.clone()
    inside.mordor = 1
    near = Heuristic().choose(SeatEye(GAME, inside, seat), random.Random(0))
    assert far["n"] == 2 and near["n"] == 5
