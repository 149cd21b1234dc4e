"""Who plays which nations (seed: Розділ XI)."""

from lotr_table.games.wotr.board import DWARVES, ELVES, FREE_PEOPLES, GONDOR, ISENGARD, ROHAN, SAURON, SHADOW, SOUTHRONS
from lotr_table.games.wotr.players import first_leading, seat_info, seat_of_nation, seats_of_side


def test_four_players_split_each_side_as_the_seed_says():
    # «Гравець Вільних Народів 1 — Гондор, також контролює Ельфів»
    assert seat_of_nation(4, GONDOR) == seat_of_nation(4, ELVES) == 0
    assert seat_of_nation(4, ROHAN) == seat_of_nation(4, DWARVES) == 2
    assert seat_of_nation(4, SAURON) == 1
    assert seat_of_nation(4, ISENGARD) == seat_of_nation(4, SOUTHRONS) == 3
    assert seats_of_side(4, FREE_PEOPLES) == (0, 2) and seats_of_side(4, SHADOW) == (1, 3)


def test_three_players_one_free_peoples_two_shadow():
    assert {seat_of_nation(3, n) for n in (GONDOR, ELVES, ROHAN, DWARVES)} == {0}
    assert seat_of_nation(3, SAURON) == 1 and seat_of_nation(3, ISENGARD) == 2
    assert [s.team for s in seat_info(3)] == ["free_peoples", "shadow", "shadow"]


def test_the_gondor_and_witch_king_players_lead_first():
    assert first_leading(4, FREE_PEOPLES) == 0 and first_leading(4, SHADOW) == 1
    assert first_leading(2, SHADOW) == 1
