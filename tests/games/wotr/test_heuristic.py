"""The rule-of-thumb player ("heuristic"): it plays whole games by the rules, and decides from
what its seat may know (seed, Розділ I: the Free Peoples win when the Ring is destroyed, the
Shadow when corruption reaches 12 or it holds enough victory points)."""

import random

from lotr_table.ai.eye import SeatEye
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.heuristic import Heuristic


def _play(seed: int, until=None):
    """A 2-player game of the heuristic against itself; `until(state, seat)` stops it early."""
    s = GAME.setup(GAME.Options(players=2), seed)
    rng = random.Random(seed)
    player = Heuristic()
    while GAME.outcome(s) is None:
        seat = GAME.to_act(s)[0]
        if until is not None and until(s, seat):
            return s, seat
        action = player.choose(SeatEye(GAME, s, seat), rng)
        assert action in GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, action)
    return s, None


def test_it_plays_a_whole_two_player_game_to_a_victory_the_rules_name():
    s, _ = _play(1)
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.sides in (("free_peoples",), ("shadow",))


def test_the_same_view_gets_the_same_decision_whatever_the_hidden_cards():
    """Two states that differ only in what a seat cannot see (the other side's hand, the decks,
    the Hunt pool's order: `GAME.resample`) but show it the same view get the same decision
    from the same seed: the Shadow learns nothing of the Free Peoples' cards, nor they of its."""
    checked, differ = 0, 0
    for seed in (2, 3):
        state, seat = _play(seed, until=lambda s, seat: s.turn >= 3 and len(GAME.legal_actions(s, seat)) > 1
                            and any(s.hands[x] for x in range(2) if x != seat))
        assert seat is not None
        for k in range(3):
            twin = GAME.resample(state, seat, random.Random(k))
            assert GAME.view(twin, seat) == GAME.view(state, seat)
            differ += twin.hands != state.hands
            first = Heuristic().choose(SeatEye(GAME, state, seat), random.Random(k))
            second = Heuristic().choose(SeatEye(GAME, twin, seat), random.Random(k))
            assert first == second
            checked += 1
    assert checked == 6 and differ       # the twins hold other hidden cards


def test_the_search_grades_more_corruption_worse_for_the_free_peoples():
    """«Якщо рівень Порчі досягне 12 ... Тінь перемагає»: the same board with the Ring-bearers
    more corrupted is graded worse for the Free Peoples (seat 0) and better for the Shadow."""
    from lotr_table.games.wotr.ai_knowledge import KNOWLEDGE
    s = GAME.setup(GAME.Options(players=2), 1)
    worse = s.clone()
    worse.corruption = 8
    assert KNOWLEDGE.estimate(worse, 0) < KNOWLEDGE.estimate(s, 0)
    assert KNOWLEDGE.estimate(worse, 1) > KNOWLEDGE.estimate(s, 1)


def test_the_search_player_answers_with_the_games_knowledge_within_its_budget():
    import time

    from lotr_table.ai import player_from_spec
    s = GAME.setup(GAME.Options(players=2), 1)
    seat = GAME.to_act(s)[0]
    started = time.process_time()
    action = player_from_spec("mcts:easy", GAME).choose(SeatEye(GAME, s, seat), random.Random(0))
    assert action in GAME.legal_actions(s, seat)
    assert time.process_time() - started < 2.0


def test_the_shadow_plays_the_card_that_hurts_the_ring_bearers_first_and_draws_from_the_character_deck():
    """The Shadow's character events act on the Fellowship (seed, Розділ V) and the Shadow
    lost to the Ring destroyed most often: offered several cards to play, its rule of thumb
    plays the one worth most to it (shadow_cards.WORTH: corruption and Hunt tiles first), and
    it draws from the character deck while it holds cards."""
    from lotr_table.games.wotr import card_play, shadow_cards
    from lotr_table.games.wotr.heuristic import SHADOW, decide, side_of_seat

    def asked(part):
        def at(s, seat):
            q = (GAME.view(s, seat).get("question") or {})
            picks = [a for a in GAME.legal_actions(s, seat) if a.kind == "pick" and a.get("part") == part]
            return (side_of_seat(GAME.view(s, seat), seat) == SHADOW and len(picks) > 1
                    and (part != "card" or q.get("prompt") == card_play.PROMPT)
                    and (part != "card" or len({shadow_cards.worth(a["value"]) for a in picks}) > 1))
        return at

    for part in ("card", "deck"):
        for seed in range(1, 8):
            s, seat = _play(seed, until=asked(part))
            if seat is not None:
                break
        assert seat is not None
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s, seat)
        chosen = decide(view, SHADOW, legal, random.Random(0))
        if part == "card":
            assert shadow_cards.worth(chosen["value"]) == max(shadow_cards.worth(a["value"]) for a in legal
                                                              if a.kind == "pick")
        else:
            assert chosen["value"] == "character"
