"""War of the Ring as a Game: self-play ends every game without error, broken invariant or
leak; each side's hand stays hidden; every text is declared; refusals name their rule."""

from __future__ import annotations

import random

from lotr_table import selfplay
from lotr_table.engine.action import Action
from lotr_table.engine.refusal import NOT_YOUR_TURN
from lotr_table.engine.secrets import twin_leaks
from lotr_table.games.wotr import refusal as reasons
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.options import WotrOptions

from tests.games.wotr.play import refused


def test_selfplay_of_two_players_ends_every_game_at_the_turn_limit():
    report = selfplay.play(GAME, 100, seed=1, options=WotrOptions(players=2, turn_limit=3))
    assert report.errors == 0, report.to_json()
    assert report.invariant_violations == 0 and report.view_leaks == 0, report.to_json()
    assert report.finished == 100 and report.wins == {"draw": 100}


def test_selfplay_games_end_by_a_victory_with_no_turn_limit():
    # Розділ X: «Існує чотири способи перемогти»; the seed sets no turn limit, nor does self-play
    assert all(o.turn_limit is None for o in GAME.selfplay_options())
    report = selfplay.play(GAME, 2, seed=1)
    assert report.errors == 0 and report.invariant_violations == 0 and report.view_leaks == 0, report.to_json()
    assert report.finished == 2 and "draw" not in report.wins


def test_the_selfplay_player_goes_on_rather_than_back_and_stays_legal():
    s = GAME.setup(WotrOptions(), 3)
    rng = random.Random(5)
    for _ in range(300):
        if s.over:                        # a victory leaves nobody to decide
            break
        seat, action = GAME.selfplay_decision(s, rng)
        offered = GAME.legal_actions(s, seat)
        assert action in offered
        assert action.kind != "back" or all(a.kind == "back" for a in offered)
        s = GAME.apply(s, seat, action)


def test_selfplay_of_three_and_four_players():
    for players in (3, 4):
        report = selfplay.play(GAME, 10, seed=1, options=WotrOptions(players=players, turn_limit=3))
        assert report.errors == 0 and report.invariant_violations == 0 and report.view_leaks == 0, report.to_json()
        assert report.finished == 10
        tally = report.to_json()["tally_per_game"]       # the cards played, counted from each game's log
        assert set(tally) == {"event cards played", "combat cards played"}


def hand(view: dict, seat: int) -> list:
    """A hand as a view shows it: its cards sorted, None for each card the viewer may not see."""
    shown = view["zones"][f"hand{seat}"]["cards"]
    return sorted(c["card"] for c in shown if c) + [None] * shown.count(None)


def test_a_side_sees_its_own_hand_and_only_the_size_of_the_other():
    s = GAME.setup(WotrOptions(), 4)
    fp, shadow = GAME.view(s, 0), GAME.view(s, 1)
    assert hand(fp, 0) == list(s.hands[0]) and hand(fp, 1) == [None, None]
    assert hand(shadow, 1) == list(s.hands[1]) and hand(shadow, 0) == [None, None]
    assert GAME.leaks(s, 0, fp) == [] and twin_leaks(GAME, s, 0, fp, random.Random(1)) == []
    shown = GAME.view(s, frozenset((0, 1)))
    assert GAME.leaks(s, 0, shown)[0].startswith("hand1[0] is hidden from seats [0] but the view shows")


def test_every_text_is_declared_once_per_context():
    texts = GAME.texts()
    assert len({(t.context, t.source) for t in texts}) == len(texts)
    sources = {t.source for t in texts}
    assert {"Choose how to use the die.", "Place dice in the Hunt Box.", reasons.NO_PASS,
            "The Shadow conquers Middle-earth."} <= sources


def test_a_seat_not_to_act_is_told_it_is_not_its_turn():
    s = _at_hunt_allocation()
    assert refused(s, 0, Action("hunt", n=0)) == NOT_YOUR_TURN


def test_every_refusal_to_the_seat_to_act_names_a_rule():
    # actions legal at other moments of other games, tried now: the reason is never the
    # kernel's generic one, and the state is left as it was
    rng = random.Random(2)
    states, tried = [], []
    for seed in range(6):
        s = GAME.setup(WotrOptions(turn_limit=2), seed)
        while not s.over:
            states.append(s)
            seat = GAME.to_act(s)[0]
            action = rng.choice(GAME.legal_actions(s, seat))
            tried.append(action)
            s = GAME.apply(s, seat, action)
    refusals = 0
    for _ in range(1500):
        s, action = rng.choice(states), rng.choice(tried)
        seat = GAME.to_act(s)[0]
        if action in GAME.legal_actions(s, seat):
            continue
        before = GAME.fingerprint(s)
        reason = refused(s, seat, action)
        refusals += 1
        assert reason not in ("That is not possible now.", NOT_YOUR_TURN), (action, s.pending.kind)
        assert GAME.fingerprint(s) == before
    assert refusals > 500


def _at_hunt_allocation():
    s = GAME.setup(WotrOptions(), 4)
    for answer in (Action("keep_hidden"), Action("guide", companion="gandalf_the_grey")):
        s = GAME.apply(s, 0, answer)              # the Fellowship phase; then the Shadow allocates the Hunt
    return s


def test_an_answer_to_another_question_names_the_question_open():
    s = _at_hunt_allocation()
    assert refused(s, 1, Action("pass")) == reasons.OTHER_QUESTION
    assert refused(s, 1, Action("hunt", n=9)) == reasons.HUNT_RANGE


def test_a_person_holding_both_seats_of_a_side_sees_both_hands():
    s = GAME.setup(WotrOptions(players=4), 3)
    both = GAME.view(s, frozenset((0, 2)))
    assert hand(both, 0) == list(s.hands[0]) and hand(both, 2) == list(s.hands[2])
    assert hand(both, 1) == [None] * len(s.hands[1]) and both["question"]["seat"] in (0, 2)
