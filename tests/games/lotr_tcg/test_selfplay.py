"""Random legal play to the end with every check on (the self-play loop run on the game
directly, one option set at a time)."""

from lotr_table import selfplay
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.state import TcgOptions


def _clean(report):
    assert report.errors == 0 and report.invariant_violations == 0 and report.view_leaks == 0, report.problems
    assert report.finished == report.games


def test_two_players_play_to_the_end_with_no_error_invariant_or_leak():
    report = selfplay.play(GAME, 24, seed=1, options=TcgOptions(players=2))
    _clean(report)
    assert sum(report.wins.values()) == 24


def test_the_decks_swapped_play_to_the_end():
    _clean(selfplay.play(GAME, 12, seed=101, options=TcgOptions(players=2, decks=("gandalf", "aragorn"))))


def test_three_players_play_to_the_end():
    _clean(selfplay.play(GAME, 8, seed=7, options=TcgOptions(players=3)))


def test_four_players_play_to_the_end():
    _clean(selfplay.play(GAME, 4, seed=11, options=TcgOptions(players=4, decks=("aragorn", "gandalf", "gandalf", "aragorn"))))


def test_the_full_game_with_bidding_plays_to_the_end():
    _clean(selfplay.play(GAME, 10, seed=21, options=TcgOptions(players=2, variant="full")))
    _clean(selfplay.play(GAME, 4, seed=31, options=TcgOptions(players=3, variant="full")))
