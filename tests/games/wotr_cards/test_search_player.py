"""The search player (mcts in the arena and the table's computer seats): it looks to the end
of the round and grades the points then banked; it never reads what its seat may not know."""

from __future__ import annotations

import random

import pytest

from lotr_table.ai import SeatEye, player_from_spec
from lotr_table.ai.mcts import Budget
from lotr_table.games.wotr_cards.ai_knowledge import KNOWLEDGE
from lotr_table.games.wotr_cards.game import GAME
from lotr_table.games.wotr_cards.heuristic import Heuristic
from lotr_table.games.wotr_cards.scenarios import Options
from tests.games.wotr_cards.play import FRODO, SARUMAN, WITCH_KING, position

NORMAL = "mcts:normal,seconds=1000"      # the normal level's simulations, never cut short by the clock


def _helms_deep_or_weathertop():
    """Frodo holds only Gandalf the Grey. Weathertop has no attacker, so the Free Peoples win
    it as things stand; Helm's Deep (2 points) is attacked by Devilry of Saruman's 3 icons
    against its own 2 defence. The Shadow players hold no card to answer with."""
    return position(hands={FRODO: ["gandalf_the_grey"]}, active=["weathertop", "helms_deep"],
                    at={"helms_deep": [[SARUMAN, "devilry_of_saruman"]]})


def test_it_sends_gandalf_where_the_points_are_at_stake():
    """Rules §10.2: "The defender wins if all attack icons were cancelled" — Gandalf's 2
    battleground defence saves Helm's Deep, where his 3 path defence on Weathertop win
    nothing that is not won already. The rule of thumb, counting icons only, goes to the path."""
    s = _helms_deep_or_weathertop()
    eye = SeatEye(GAME, s, FRODO)
    chosen = player_from_spec(NORMAL, GAME).choose(eye, random.Random(0))
    assert chosen.kind == "play" and chosen["to"] == "helms_deep"
    assert Heuristic().choose(eye, random.Random(0))["to"] == "weathertop"


def test_its_choice_does_not_depend_on_the_cards_it_cannot_see():
    """Rules §5.8: a player's hand is hidden from every other player. Two worlds that differ
    only in the Witch-king's hand look the same to Frodo, and get the same decision."""
    one = position(hands={FRODO: ["gandalf_the_grey", "sam_gamgee"], WITCH_KING: ["the_hunter", "black_uruks"]},
                   active=["weathertop", "helms_deep"], at={"helms_deep": [[SARUMAN, "devilry_of_saruman"]]})
    two = position(hands={FRODO: ["gandalf_the_grey", "sam_gamgee"], WITCH_KING: ["the_witch_king", "the_warrior"]},
                   active=["weathertop", "helms_deep"], at={"helms_deep": [[SARUMAN, "devilry_of_saruman"]]})
    assert GAME.fingerprint(one) != GAME.fingerprint(two)
    assert GAME.view(one, FRODO) == GAME.view(two, FRODO)
    player = player_from_spec("mcts:easy,iterations=24,seconds=1000", GAME)
    assert player.choose(SeatEye(GAME, one, FRODO), random.Random(3)) == \
        player.choose(SeatEye(GAME, two, FRODO), random.Random(3))


def test_a_simulation_stops_when_the_round_is_over():
    """Rules §7: a round is location, action, combat, victory check and draw; the look-ahead
    ends where the next round begins, its combats fought and their points banked."""
    start = GAME.setup(Options(scenario="duel", players=2), 4)
    s, rng = start, random.Random(4)
    while not KNOWLEDGE.horizon(start, s):
        assert s.round == start.round and not s.over
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, seat, KNOWLEDGE.rollout(GAME, s, seat, rng))
    assert s.round == start.round + 1 and s.zones.cards["vp_free_peoples"] + s.zones.cards["vp_shadow"]


def test_a_tie_in_points_is_graded_for_the_shadow():
    """Rules §12.2: "When the game ends, the side with more VP wins. On a tie, Shadow wins." """
    s = position(active=["weathertop"])
    assert KNOWLEDGE.estimate(s, FRODO) < 0.5 < KNOWLEDGE.estimate(s, WITCH_KING)


def test_a_lead_in_points_is_graded_for_the_side_that_has_it():
    s = position(vp={"free_peoples": ["helms_deep", "minas_tirith"]}, active=["weathertop"])
    assert KNOWLEDGE.estimate(s, FRODO) > 0.75 and KNOWLEDGE.estimate(s, SARUMAN) < 0.25


@pytest.mark.parametrize("scenario, players", [("trilogy", 4), ("duel", 2), ("three_player_duel", 3), ("fellowship", 2)])
def test_it_plays_whole_games_legally(scenario, players):
    search = player_from_spec("mcts:easy,iterations=3,seconds=1000", GAME)
    s = GAME.setup(Options(scenario=scenario, players=players), 2)
    rng, searching = random.Random(2), {x.seat for x in GAME.seat_info(s.opts) if x.side == "shadow"}
    while not s.over:
        seat = GAME.to_act(s)[0]
        player = search if seat in searching else Heuristic()
        action = player.choose(SeatEye(GAME, s, seat), rng)
        assert action in GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, action)
    assert GAME.outcome(s) is not None


def test_the_levels_are_priced_for_this_game():
    """One simulated round costs far more here than a simulated game of Confrontation: the
    game's knowledge sets how many the normal level runs."""
    assert player_from_spec("mcts:normal", GAME).budget == Budget(**KNOWLEDGE.levels["normal"])
