"""Timing of the turn-skipping special cards, and decision windows that must not betray a
secretly chosen special card (reading A-32; digest 8.6)."""

from lotr_table.engine.action import Action
from tests.games.confrontation.scenario import FP, SAU, GAME, act, kinds, start


def test_recall_to_mordor_is_not_offered_on_saurons_very_first_turn():
    # seed 001: Recall to Mordor "Играется по окончании хода игрока Братства" — on the first
    # turn of the game the Fellowship has had no turn yet
    pos = {"fellowship": {"shire": ["frodo_c"]}, "sauron": {"rohan": ["orcs_c"], "mordor": ["warg"]},
           "specials": {"sauron": ["recall", "crebain"]}, "turn": 1}
    assert not {"recall", "crebain"} & kinds(start(pos), SAU)
    pos["turn"] = 3
    assert {"recall", "crebain"} <= kinds(start(pos), SAU)


def _gwaihir_battle(fellowship_specials):
    pos = {"options": {"specials": "choose_two"},
           "fellowship": {"arthedain": ["legolas"], "shire": ["frodo_c"]},
           "sauron": {"rhudaur": ["orcs_c"], "mordor": ["warg"]},
           "specials": {"fellowship": fellowship_specials}, "active": "sauron"}
    s = start(pos)
    return act(s, SAU, Action("move", hero="orcs_c", to="arthedain"))


def test_the_gwaihir_window_opens_with_or_without_the_card():
    # seed 001: Gwaihir "Играется в начале битвы, до выполнения текстов героев"; with secretly
    # chosen special cards Sauron must not learn from the prompt whether the Fellowship holds it
    with_card = _gwaihir_battle(["gwaihir", "shadowfax"])
    without = _gwaihir_battle(["shadowfax", "king_revealed"])
    assert GAME.to_act(with_card) == GAME.to_act(without) == [FP]
    assert kinds(with_card, FP) == {"gwaihir", "pass"}
    assert kinds(without, FP) == {"pass"}
    assert GAME.view(with_card, SAU)["to_act"] == GAME.view(without, SAU)["to_act"]


def test_the_second_game_of_a_match_starts_afresh_so_recall_waits_for_a_fellowship_turn():
    # seed 001: "Рекомендуется сыграть 2 партии, чередуя стороны"; Recall to Mordor "Играется
    # по окончании хода игрока Братства" — in the second game too, not on Sauron's first turn
    import random
    opts = GAME.Options(match=True, specials="handicap", handicap_seat=0, handicap_cards=("recall", "crebain"))
    s = GAME.setup(opts, 11)
    rng = random.Random(11)
    while s.game_no == 1:
        seat = rng.choice(GAME.to_act(s))
        s = act(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    assert s.fp_seat == 1 and s.turns == 0 and s.winner == -1
    while s.phase != "turn":
        seat = rng.choice(GAME.to_act(s))
        s = act(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    assert s.turns == 1 and s.active == SAU
    assert not {"recall", "crebain"} & kinds(s, s.seat_of(SAU))
