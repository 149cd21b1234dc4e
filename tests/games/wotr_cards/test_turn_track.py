"""The turn-order track and the pass count in every seat's view (rules §8, the seed's «Фаза
действий немедленно завершается, когда все игроки пропустили ход подряд»): the slots in turn
order from the first player, the slot at turn, the seats in the unbroken run of passes."""

from lotr_table.games.wotr_cards.game import GAME
from tests.games.wotr_cards.play import ARAGORN, FRODO, SARUMAN, WITCH_KING, do, position

# Round 2 of the Trilogy: the Witch-king is the first player; everyone holds few cards, so
# anyone may pass.
ROUND_TWO = dict(round=2, first=1, active=["weathertop"],
                 hands={"0": ["sam_gamgee"], "1": ["mordor_orcs"], "2": ["legolas"], "3": ["wolf_riders"]})


def test_the_track_runs_from_the_first_player_in_turn_order():
    # «очерёдность хода: Фродо — Король-чародей — Арагорн — Саруман, затем снова Фродо»
    s = position(**ROUND_TWO)
    turn = GAME.view(s, None)["turn"]
    assert turn["order"] == [WITCH_KING, ARAGORN, SARUMAN, FRODO]
    assert turn["at"] == 0 and turn["passed"] == [] and turn["needed"] == 4


def test_each_pass_joins_the_run_and_the_turn_moves_on():
    s = position(**ROUND_TWO)
    s = do(s, "pass")
    s = do(s, "pass")
    turn = GAME.view(s, FRODO)["turn"]
    assert turn["passed"] == [WITCH_KING, ARAGORN] and turn["at"] == 2


def test_an_action_breaks_the_run_of_passes():
    # «Пропуск хода не выводит вас из раунда ... когда ход снова дойдёт до вас»
    s = position(**ROUND_TWO)
    s = do(s, "pass")
    s = do(s, "play", card="legolas", to="reserve")
    turn = GAME.view(s, FRODO)["turn"]
    assert turn["passed"] == [] and turn["at"] == 1          # Aragorn pays for Legolas: still his turn
    s = do(s, "forsake")
    s = do(s, "no")                                          # nor does he take a Bow on the way
    turn = GAME.view(s, FRODO)["turn"]
    assert turn["passed"] == [] and turn["at"] == 2          # Saruman's turn, nobody in the run


def test_the_phase_ends_when_every_seat_has_passed_in_a_row():
    s = position(**ROUND_TWO)
    for _ in range(3):
        s = do(s, "pass")
        assert GAME.view(s, None)["playing"] == "action"
    s = do(s, "pass")
    view = GAME.view(s, None)
    assert view["playing"] != "action" and view["turn"]["at"] is None and view["turn"]["passed"] == []


def test_in_the_three_player_duel_gandalf_stands_twice_and_counts_once():
    # rules A2: the run must hold every seat at least once; Gandalf's two slots are one seat
    s = position(scenario="three_player_duel", players=3, round=1, first=0, active=["weathertop"],
                 hands={"0": ["sam_gamgee"], "1": ["mordor_orcs"], "2": ["wolf_riders"]})
    turn = GAME.view(s, None)["turn"]
    assert turn["order"] == [0, 1, 0, 2] and turn["needed"] == 3
    for _ in range(3):
        s = do(s, "pass")
    turn = GAME.view(s, None)["turn"]
    assert turn["passed"] == [0, 1, 0] and turn["at"] == 3 and GAME.view(s, None)["playing"] == "action"
