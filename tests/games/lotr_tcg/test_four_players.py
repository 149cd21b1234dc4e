"""Four players (R22): the move limit, the order of the Shadow phases and the turn passing
to the left, with four seats (the engine seats 2 to 4)."""

from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.state import TcgOptions

from tests.games.lotr_tcg.kit import position

FOUR = [{"deck": d, "hand": [c]} for d, c in (("aragorn", "1C116"), ("gandalf", "1C78"), ("aragorn", "1C116"),
                                              ("gandalf", "1C78"))]


def test_the_move_limit_of_four_players_is_three_moves():
    # R8.13: «При игре с большим количеством участников предел перемещения равен количеству
    # соперников в начале игры.»
    s = position({"players": 4, "site": 3, "at": "regroup_choice", "moves": 2, "seats": FOUR}, seed=1)
    assert s.move_limit == 3 and s.pending.kind == "regroup_choice"
    s = position({"players": 4, "site": 3, "at": "regroup_choice", "moves": 3, "seats": FOUR}, seed=1)
    assert s.pending.kind == "reconcile" and s.pending.seat == 0


def test_a_new_game_of_four_sets_the_move_limit_to_three():
    assert GAME.setup(TcgOptions(players=4), 3).move_limit == 3


def test_the_shadow_phases_go_counter_clockwise_from_the_free_peoples_players_right():
    # R9.1: «Когда он заканчивает свою фазу Тьмы, наступает фаза Тьмы игрока Тьмы, сидящего
    # справа от него»
    s = position({"players": 4, "site": 3, "at": "shadow", "fp": 1, "seats": FOUR}, seed=1)
    seen = []
    while s.phase == "shadow" and s.pending.kind == "_window":
        if not seen or seen[-1] != s.pending.seat:
            seen.append(s.pending.seat)
        s = GAME.apply(s, s.pending.seat, PASS)
    assert seen == [0, 3, 2]


def test_the_turn_passes_to_the_left_through_all_four_seats():
    # R5.5: «Ход всегда передается по часовой стрелке»
    s = position({"players": 4, "site": 3, "at": "regroup_choice", "moves": 3, "fp": 2, "seats": FOUR}, seed=1)
    while s.pending.kind in ("reconcile", "reconcile_down"):
        s = GAME.apply(s, s.pending.seat, GAME.legal_actions(s, s.pending.seat)[-1])
    assert s.fp == 3
