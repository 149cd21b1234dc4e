"""Attacking with an action die (seed: «Атака військами»): an Army result attacks with one
army, a Character result with an army that holds a leader; only nations At War start a
battle. The attack is asked in steps (the army, the attacking pieces, the enemy) and
battle.py fights it."""

from __future__ import annotations

from lotr_table.games.wotr.board import SHADOW, board
from lotr_table.games.wotr.game import GAME

from tests.games.wotr.play import at_actions, die, pick, play, values

SH = 1
B = board()
AT_WAR = {"step": 0, "active": True}
BOARD = {"politics": {"gondor": AT_WAR, "sauron": AT_WAR},
         "armies": {"dagorlad": {"sauron": {"regular": 3}}, "north_ithilien": {"gondor": {"regular": 1}}}}


def test_an_army_result_attacks_an_adjacent_enemy_army():
    # «атакувати вороже військо в сусідньому регіоні»
    s = at_actions(BOARD, [], ["army"])
    s = play(s, SH, die("army"))
    assert "attack" in values(s, SH)
    s = play(s, SH, pick("use", "attack"))
    assert values(s, SH) == ["dagorlad"]
    s = play(s, SH, pick("army", "dagorlad"))
    whole = values(s, SH)[0]
    s = play(s, SH, pick("units", whole))
    assert values(s, SH) == ["north_ithilien"]
    s = play(s, SH, pick("target", "north_ithilien"))
    # the die is spent and the battle is fought from the attacker's own region
    assert s.rolled[SHADOW] == ()
    assert (s.battle.side, s.battle.kind) == (SHADOW, "field")
    assert (B.ids[s.battle.source], B.ids[s.battle.target]) == ("dagorlad", "north_ithilien")
    log = GAME.log_lines(s)
    at = log.index("The Shadow player attacks North Ithilien from Dagorlad.")
    # the dice of both sides are told, as at the table
    assert log[at + 1].startswith("The Shadow player rolls ") and log[at + 2].startswith("The Free Peoples player rolls ")


def test_a_character_result_attacks_only_with_a_leader():
    # «Атакувати військом із лідером … за допомогою результату «персонаж»»
    s = at_actions(BOARD, [], ["character"])
    s = play(s, SH, die("character"))
    assert "leader_attack" not in values(s, SH)
    with_nazgul = {**BOARD, "armies": {**BOARD["armies"], "dagorlad": {"sauron": {"regular": 3, "nazgul": 1}}}}
    s = at_actions(with_nazgul, [], ["character"])
    s = play(s, SH, die("character"))
    assert "leader_attack" in values(s, SH)
    s = play(s, SH, pick("use", "leader_attack"), pick("army", "dagorlad"))
    assert all(any(kind == "leaders" for _, kind, _ in group) for group in values(s, SH))


def test_only_a_nation_at_war_starts_a_battle():
    # «Лише війська народів, що перебувають «у війні», можуть розпочинати битви.»
    passive = {**BOARD, "politics": {"gondor": AT_WAR, "sauron": {"step": 1, "active": True}}}
    s = at_actions(passive, [], ["army"])
    s = play(s, SH, die("army"))
    assert "attack" not in values(s, SH)


def test_besiegers_are_joined_by_an_army_moving_in_and_the_stronghold_stays_besieged():
    # «регіон, в якому розташована обложена фортеця, уважають вільним для гравця, що веде облогу»
    siege = {"politics": {"gondor": AT_WAR, "sauron": AT_WAR},
             "armies": {"minas_tirith": {"sauron": {"regular": 2}}, "osgiliath": {"sauron": {"regular": 3}}},
             "besieged": {"minas_tirith": {"gondor": {"regular": 2}}}}
    s = at_actions(siege, [], ["army"])
    s = play(s, SH, die("army"), pick("use", "move"), pick("army", "osgiliath"))
    s = play(s, SH, pick("units", values(s, SH)[0]))
    assert "minas_tirith" in values(s, SH)
    s = play(s, SH, pick("to", "minas_tirith"))
    mt = B.region("minas_tirith")
    assert s.controller[mt] == 0, "joining a siege does not take the stronghold"
    assert sum(s.armies[mt]) == 5 and sum(s.besieged[mt]) == 2


def test_figures_without_army_units_are_never_attacked():
    # «персонажів, які перебувають в одному регіоні без дружніх військових загонів, ніколи не можна
    # залучати до битв»: Nazgûl alone in North Ithilien are no army to attack (reading: Nazgûl
    # count as such figures; only units make an army that can be attacked)
    board_ = {"politics": {"gondor": AT_WAR, "sauron": AT_WAR},
              "armies": {"osgiliath": {"gondor": {"regular": 2}}, "north_ithilien": {"sauron": {"nazgul": 2}}}}
    s = at_actions(board_, ["army"], [])
    s = play(s, 0, die("army"))
    assert "attack" not in values(s, 0)
    # nor do they close the region to the army: it may move in beside them
    s = play(s, 0, pick("use", "move"), pick("army", "osgiliath"), pick("units", (("gondor", "regular", 2),)))
    assert "north_ithilien" in values(s, 0)


def test_the_siege_ends_when_the_besiegers_leave_and_the_defenders_come_out():
    # «Облога завершується, коли військо нападника залишає регіон» — «Після завершення облоги
    # перемістіть усі вцілілі загони захисників з комірки фортеці в її регіон на карті.»
    siege = {"politics": {"gondor": AT_WAR, "sauron": AT_WAR},
             "armies": {"minas_tirith": {"sauron": {"regular": 2}}},
             "besieged": {"minas_tirith": {"gondor": {"regular": 2}}}}
    s = at_actions(siege, [], ["army"])
    s = play(s, SH, die("army"), pick("use", "move"), pick("army", "minas_tirith"),
             pick("units", (("sauron", "regular", 2),)), pick("to", "osgiliath"))
    mt = B.region("minas_tirith")
    assert sum(s.besieged[mt]) == 0 and sum(s.armies[mt]) == 2 and s.controller[mt] == 0
