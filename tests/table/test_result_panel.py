"""The end of a game: a result panel says who won and why, gives the score in its parts as the
engine reckoned it, and offers a rematch with the seats swapped, a new game with the same
seats, the lobby and a review."""

from __future__ import annotations

import random

import pytest

from lotr_table.engine import session as sessions
from lotr_table.games.confrontation.game import GAME as CONFRONTATION
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.games.lotr_coop import scoring
from lotr_table.games.lotr_coop.game import GAME as COOP
from lotr_table.games.lotr_coop.options import CoopOptions
from lotr_table.table import seating as seats
from lotr_table.table.confrontation import result as confrontation_result
from lotr_table.table.lotr_coop import result as coop_result
from lotr_table.table.lotr_coop import words as coop_words
from lotr_table.table.seating import PERSON, computer
from tests.engine.toy_game import SEED, ToyOptions
from tests.table.helpers import click


def _finish(table, qtbot, window):
    while not table.is_over:
        click(qtbot, window.page.panel.buttons[0])


def test_the_result_panel_names_the_winner_and_offers_the_ways_on(qtbot, window):
    table = window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    assert not window.page.outcome.isVisible()
    _finish(table, qtbot, window)
    panel = window.page.outcome
    assert panel.isVisible() and panel.text().startswith("Game over:")
    for button in (panel.rematch_button, panel.new_button, panel.lobby_button, panel.review_button):
        assert button.isVisible() and button.text()


def test_a_rematch_swaps_the_seats_and_keeps_the_options(qtbot, window):
    table = window.start_game("toy", ToyOptions(rounds=2), {0: PERSON, 1: computer("easy")}, False, seed=SEED)
    table.session.seating = None
    window.table.computers.stop()
    while not table.is_over:          # play the computer's seat by hand, to reach the end at once
        seat = table.game.to_act(table.session.state)[0]
        table.session.apply(seat, table.game.legal_actions(table.session.state, seat)[0])
    table._present()
    click(qtbot, window.page.outcome.rematch_button)
    again = window.table
    assert again is not table
    assert again.seating == {0: computer("easy"), 1: PERSON}
    assert again.session.options == ToyOptions(rounds=2) and again.session.actions == ()
    assert not window.page.outcome.isVisible()


def test_new_game_keeps_the_seats_and_back_to_the_lobby_shows_it(qtbot, window):
    table = window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    _finish(table, qtbot, window)
    click(qtbot, window.page.outcome.new_button)
    assert window.table is not table and window.table.seating == {0: PERSON, 1: PERSON}
    _finish(window.table, qtbot, window)
    click(qtbot, window.page.outcome.lobby_button)
    assert window._pages.currentWidget() is window.lobby


def test_seats_turn_one_place_on():
    assert seats.turned({0: "a", 1: "b"}) == {0: "b", 1: "a"}
    assert seats.turned({0: "a", 1: "b", 2: "c"}) == {0: "c", 1: "a", 2: "b"}


# -- the score in parts, as each game's engine reckoned it -------------------------------------------

def _random_end(game, options, seed):
    rng = random.Random(seed)
    state = game.setup(options, seed)
    while game.to_act(state):
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_confrontation_game_scores_a_point_per_hero_of_the_winner_left(english, seed):
    state = _random_end(CONFRONTATION, ConfrontationOptions(), seed)
    view = CONFRONTATION.view(state, None)
    (result,) = view["results"]
    rows = confrontation_result.result_rows(view, str)
    assert rows == [("Match points", f"{result['winner'].capitalize()} won: {result['reason']}. "
                     f"{result['points']} points, one for each of its heroes left on the board.")]


def test_a_confrontation_match_gives_both_games_and_the_match_score(english):
    state = _random_end(CONFRONTATION, ConfrontationOptions(match=True), 4)
    view = CONFRONTATION.view(state, None)
    rows = dict(confrontation_result.result_rows(view, str))
    assert set(rows) == {"Game 1", "Game 2", "Match score"}
    a, b = view["scores"]
    assert rows["Match score"] == f"Player 1: {a}, Player 2: {b} (sides swapped in the second game)"
    winner = 1 if a > b else 2
    assert confrontation_result.headline(view, str) == (
        f"The match is drawn, {a} to {b}." if a == b else
        f"Player {winner} won the match, {max(a, b)} to {min(a, b)}.")


def test_a_single_confrontation_game_is_told_by_the_outcome(english):
    view = CONFRONTATION.view(_random_end(CONFRONTATION, ConfrontationOptions(), 1), None)
    assert confrontation_result.headline(view, str) is None


def _coop(options, end):
    state = COOP.setup(options, 7)
    end(state)
    view = COOP.view(state, None)
    return view, coop_result.result_rows(view, lambda seat: coop_words.seat_name(seat, view))


def test_the_ring_destroyed_scores_60_and_the_runes_left(english):
    view, rows = _coop(CoopOptions(players=3), lambda s: scoring.win(s, 0))
    runes = [h["runes"] for h in view["hobbits"]]
    rows = dict(rows)
    assert rows["The Ring destroyed"] == "60"
    assert rows["Runes left over"].startswith(f"{sum(runes)} (")
    assert rows["Score"] == str(60 + sum(runes)) == str(view["outcome"]["score"])


def test_in_competition_each_hobbit_scores_60_and_the_runes_he_gained(english):
    view, rows = _coop(CoopOptions(players=2, competition=True), lambda s: scoring.win(s, 0))
    scores = view["outcome"]["scores"]
    assert [value for _, value in rows] == [f"60 for the Ring + {scores[str(h['seat'])] - 60} runes gained = "
                                            f"{scores[str(h['seat'])]}" for h in view["hobbits"]]


def test_a_lost_game_scores_the_number_the_main_track_reached(english):
    view, rows = _coop(CoopOptions(), lambda s: scoring.lose(s, "Sauron has caught up with the Ring-bearer."))
    assert rows == [("Score", f"{view['outcome']['score']}: the number the main track reached")]


def test_heroes_dying_at_the_crack_of_doom_score_60(english):
    assert coop_result.CRACK_FAILED in scoring.OUTCOME_REASONS
    _, rows = _coop(CoopOptions(), scoring.crack_failed)
    assert rows == [("Score", "60: the Fellowship reached the Crack of Doom")]


def test_a_corrupted_ring_bearer_alone_scores(english):
    assert coop_result.CORRUPTED in scoring.OUTCOME_REASONS
    view, rows = _coop(CoopOptions(players=3, competition=True), lambda s: scoring.corrupted(s, 1))
    scores = [int(value) for _, value in rows]
    assert scores[1] == view["outcome"]["scores"]["1"] and scores[0] == scores[2] == 0


def test_the_finished_game_needs_no_rescue(qtbot, window):
    table = window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    _finish(table, qtbot, window)
    assert sessions.find_autosaves() == []


def test_the_cooperative_headline_says_who_won(english):
    view, _ = _coop(CoopOptions(players=2), lambda s: scoring.win(s, 0))
    name = lambda seat: coop_words.seat_name(seat, view)
    assert coop_result.headline(view, name) == "The Fellowship has won: The Ring is destroyed in the Crack of Doom."
    view, _ = _coop(CoopOptions(), scoring.crack_failed)
    assert coop_result.headline(view, name) == ("Sauron has won: Every hero died at the Crack of Doom; "
                                                 "the Ring was not destroyed.")
    view, _ = _coop(CoopOptions(players=3, competition=True), lambda s: scoring.corrupted(s, 1))
    assert coop_result.headline(view, name).startswith(f"{coop_words.seat_name(1, view)} won: ")
