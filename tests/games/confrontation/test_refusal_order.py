"""A refused action names the rule that refuses it: a rule that forbids it to this side
whatever the moment first, then what must happen first, and "It is not your turn." only for
an action the side could take on its own turn (issue 18)."""

from __future__ import annotations

from lotr_table.engine.action import Action as A

from tests.games.confrontation.scenario import FP, SAU, act, refused, start

MOUNTAINS = {"fellowship": {"misty_mountains": ["gimli"], "shire": ["frodo_c"]},
             "sauron": {"caradhras": ["witchking_c"], "mordor": ["orcs_c"]}, "active": "fellowship"}


def test_a_move_no_hero_may_make_names_the_board_rule_even_out_of_turn():
    # seed 001: "нельзя вбок" in the mountains holds on Sauron's turn too, so it is the reason
    s = start(MOUNTAINS)
    refused(s, SAU, A("move", hero="witchking_c", to="misty_mountains"), "No moving sideways in the mountains.")


def test_a_move_legal_on_the_sides_own_turn_is_not_your_turn():
    # seed 001: "ХОД. По очереди"
    s = start(MOUNTAINS)
    refused(s, SAU, A("move", hero="orcs_c", to="gondor"), "It is not your turn.")


def test_another_sides_card_names_whose_card_it_is():
    # seed 001: "Саурон: ... Palantir"
    s = start({**MOUNTAINS, "specials": {"sauron": ["palantir"]}})
    refused(s, FP, A("palantir", region="caradhras"), "{special} is not one of your special cards.")


def test_a_combat_card_outside_a_battle_says_there_is_no_battle():
    # seed 001: combat cards are chosen in step 3 of a battle
    s = start(MOUNTAINS)
    refused(s, FP, A("play", card="f_5"), "That is not possible now: there is no battle.")
    refused(s, SAU, A("play", card="s_5"), "That is not possible now: there is no battle.")


def test_an_answer_to_a_question_the_other_side_holds_says_who_decides_first():
    # seed 001: "Игрок Братства первым читает текст на плитке своего героя ..., затем игрок Саурана."
    s = act(start({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
                   "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}}),
            SAU, A("move", hero="blackrider", to="eregion"))
    assert s.pending.kind == "fp_text"
    refused(s, SAU, A("play", card="s_6"), "That is not possible now: the Fellowship must decide first.")
    refused(s, FP, A("play", card="f_5"), "That is not possible now: you must use your hero's text or pass.")


def test_the_side_to_act_never_hears_not_your_turn():
    s = start(MOUNTAINS)
    refused(s, FP, A("pass"), "That is not possible now: you must move one of your heroes.")
    refused(s, FP, A("move", hero="gimli", to="caradhras", via="tunnel"),
            "The Moria tunnel leads only from Eregion to Fangorn.")
