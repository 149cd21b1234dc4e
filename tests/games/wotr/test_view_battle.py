"""What a seat's view shows of a battle (view.py `battle`) and what the battle's options act on
(acts_on.py), so that a table draws the battle round by round and matches a click to an
option without reading the options' fields. The battles of test_battle_combat_cards.py: the
Shadow attacks the Free Peoples' army of North Ithilien from Minas Morgul."""

from __future__ import annotations

from lotr_table.games.wotr.game import GAME

from tests.games.wotr.test_battle_combat_cards import FP, SAURON3, SH, attack, board, choose, dice


def acts(view):
    shape = view["question"]["shape"]
    return list(zip(shape["options"], shape["acts_on"]))


def test_the_combat_cards_are_backs_until_revealed_then_named_with_the_dice_and_hits():
    # «Гравці таємно вибирають карти, а потім одночасно відкривають їх. Однак суперник завжди
    # повинен бачити зворот вибраної карти.»
    s = board({"gondor": {"regular": 2, "elite": 1}}, SAURON3, fp=["fp_str_22"], shadow=["sh_str_22"])
    attack(s, SAURON3)
    view = GAME.view(s, SH)
    battle = view["battle"]
    assert (battle["attacker"], battle["region"], battle["source"], battle["round"]) == \
        ("shadow", "north_ithilien", "minas_morgul", 1)
    assert battle["armies"] == [{"sauron": {"regular": 3, "elite": 0, "leaders": 0}},
                                {"gondor": {"regular": 2, "elite": 1, "leaders": 0}}]
    # the combat card chosen is the card the option acts on
    assert ({"kind": "combat_card", "card": "sh_str_22"}, {"piece": "sh_str_22"}) in acts(view)
    choose(s, SH, "sh_str_22")
    view = GAME.view(s, FP)
    assert view["battle"]["cards"] == [None, None] and view["combat_backs"] == {"1": "strategy"}
    dice(s, 6, 6, 6, 1, 1, 1)
    choose(s, FP, "fp_str_22")
    view = GAME.view(s, FP)
    battle = view["battle"]
    assert battle["cards"] == ["sh_str_22", "fp_str_22"]      # «одночасно відкривають їх»
    assert battle["dice"][0][0] == [6, 6, 6] and battle["hits"][1] >= 1


def test_a_casualty_acts_on_a_unit_of_the_battle_as_the_view_names_it():
    # «За кожне влучання суперника ... приберіть 1 звичайний загін або замініть один елітний
    # загін одним звичайним загоном того самого народу»
    s = board({"gondor": {"regular": 2, "elite": 1}}, SAURON3)
    dice(s, 6, 6, 6, 1, 1, 1)       # no combat card in either hand: the roll at once, three hits on Gondor
    attack(s, SAURON3)
    view = GAME.view(s, s.pending.seat)
    assert view["question"]["kind"] == "battle_casualty"
    units = set(view["battle"]["units"][1])
    assert units == {"gondor.regular", "gondor.elite"}
    for option, on in acts(view):
        assert on["piece"] in units and on["piece"] == f"{option['nation']}.{option['piece']}"
