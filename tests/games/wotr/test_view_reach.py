"""What a seat's view tells a table about an army being taken (view.py `reach`, and the
`source` of the units and where-to picks): the regions its units may go to or attack, and
the army each later part takes from, so the table lights the first while the army is carried
and finds the stack for the second. The position is the map-gesture tests' (play.at_actions)."""

from __future__ import annotations

from lotr_table.games.wotr.game import GAME

from tests.games.wotr.play import at_actions, die, pick, play

SH = 1
AT_WAR = {"step": 0, "active": True}
BOARD = {"politics": {"gondor": AT_WAR, "sauron": AT_WAR},
         "armies": {"dagorlad": {"sauron": {"regular": 3}}, "north_ithilien": {"gondor": {"regular": 1}}}}


def test_a_move_reaches_the_free_neighbours_an_attack_the_enemys():
    # «Щоб перемістити військо, гравець просто пересуває вибрані загони в сусідній регіон»
    # (an enemy's region is none to move into); «щоб атакувати вороже військо в сусідньому
    # регіоні»
    moving = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "move"))
    reach = GAME.view(moving, SH)["reach"]
    assert "morannon" in reach["dagorlad"] and "north_ithilien" not in reach["dagorlad"]
    attacking = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "attack"))
    assert GAME.view(attacking, SH)["reach"]["dagorlad"] == ["north_ithilien"]
    assert GAME.view(at_actions(BOARD, [], ["army"]), SH)["reach"] is None     # a die asked: no army


def test_the_units_and_where_they_go_name_the_army_taken():
    s = play(at_actions(BOARD, [], ["army"]), SH, die("army"), pick("use", "move"), pick("army", "dagorlad"))
    shape = GAME.view(s, SH)["question"]["shape"]
    picks = [on for option, on in zip(shape["options"], shape["acts_on"]) if option["kind"] == "pick"]
    assert len(picks) == 3 and all(on == {"source": "dagorlad"} for on in picks)
    s = play(s, SH, pick("units", (("sauron", "regular", 2),)))
    shape = GAME.view(s, SH)["question"]["shape"]
    on = dict((option["value"], on) for option, on in zip(shape["options"], shape["acts_on"]) if option["kind"] == "pick")
    assert on["morannon"] == {"to": "morannon", "source": "dagorlad"}
