"""Mixed armies: the pieces of two players of a team in one region (seed: Розділ XI,
«Змішані війська»), the three-player bar on «те саме змішане військо», and a retreat's
duty to leave another nation's lands (Розділ VII, «Вступ у війну»).

With four people seat 0 plays Gondor and the Elves (the Free Peoples' leading player on
turn 1), seat 2 Rohan, the North and the Dwarves, seat 1 Sauron, seat 3 Isengard and the
Southrons & Easterlings. The Free Peoples' non-leading player (seat 2) acts first, then
the Shadow's non-leading player (seat 3)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import refusal as reasons
from lotr_table.games.wotr.board import FREE_PEOPLES, REGULAR, board
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.state import slot

from tests.games.wotr.battle_kit import HIT, MISS, rig
from tests.games.wotr.play import at_actions, die, pick, play, refused, values

B = board()
AT_WAR = {"step": 0, "active": True}
WAR = {"gondor": AT_WAR, "rohan": AT_WAR, "north": AT_WAR, "sauron": AT_WAR, "isengard": AT_WAR}
GONDOR_SEAT, ROHAN_SEAT, SARUMAN_SEAT = 0, 2, 3
YES, NO = Action("yes"), Action("no")


def r(region_id: str) -> int:
    return B.region(region_id)


def four(armies: dict, fp=("army",), shadow=("event",), mixed=(), politics=WAR):
    return at_actions({"options": {"players": 4}, "politics": politics, "armies": armies,
                       "mixed": list(mixed)}, fp, shadow)


def regulars(gondor: int = 0, rohan: int = 0) -> tuple:
    return tuple(part for part in (("gondor", "regular", gondor), ("rohan", "regular", rohan)) if part[2])


def moved_in(s):
    """Seat 2 (Rohan) moves its two regulars from the Folde into Drúadan Forest."""
    return play(s, ROHAN_SEAT, die("army"), pick("use", "move"), pick("army", "folde"),
                pick("units", regulars(rohan=2)), pick("to", "druadan_forest"))


def test_allies_whose_armies_meet_join_them_when_both_agree():
    # «Якщо після завершення дії в одному регіоні опинилися військові загони й лідери,
    # контрольовані різними гравцями, вони можуть залишатися окремими військами, а можуть
    # об’єднатися в одне змішане військо.» «... якщо обидва гравці згодні.»
    s = moved_in(four({"folde": {"rohan": {"regular": 2}}, "druadan_forest": {"gondor": {"regular": 3}}}))
    # the player who would lead the mixed army (Gondor's, with more units) proposes
    assert s.pending.kind == "_propose" and s.pending.seat == GONDOR_SEAT
    s = play(s, GONDOR_SEAT, Action("merge", region="druadan_forest"))
    assert s.pending.kind == "_consent" and s.pending.seat == ROHAN_SEAT
    s = play(s, ROHAN_SEAT, YES)
    assert r("druadan_forest") in s.mixed and s.pending.kind == "opportunity"
    assert GAME.view(s, 1)["mixed_armies"] == ["druadan_forest"]       # on the table for all to see


def test_allies_who_do_not_agree_keep_separate_armies_each_moved_by_its_player():
    # «Якщо війська не об’єднуються, то кожен гравець зберігає контроль над своїми загонами й лідерами.»
    s = moved_in(four({"folde": {"rohan": {"regular": 2}}, "druadan_forest": {"gondor": {"regular": 3}}},
                      fp=("army", "army")))
    s = play(s, GONDOR_SEAT, Action("merge", region="druadan_forest"), )
    s = play(s, ROHAN_SEAT, NO)
    assert r("druadan_forest") in s.apart and r("druadan_forest") not in s.mixed
    s = play(s, SARUMAN_SEAT, die("event"), pick("use", "skip"))
    s = play(s, GONDOR_SEAT, die("army"), pick("use", "move"), pick("army", "druadan_forest"))
    assert set(values(s, GONDOR_SEAT)) == {regulars(gondor=3), regulars(gondor=2), regulars(gondor=1)}
    assert refused(s, GONDOR_SEAT, pick("units", regulars(gondor=3, rohan=2))) == reasons.NOT_IN_COMMAND


def test_the_player_with_the_most_units_leads_a_mixed_army_and_never_splits_it_to_lose_the_lead():
    # «Лише гравець, що контролює змішане військо, може використовувати дії, щоб переміщувати
    # його чи воювати ним» — «не може навмисно розділити його (під час переміщення чи атаки),
    # якщо внаслідок цього він втратить контроль над ним.»
    s = four({"druadan_forest": {"gondor": {"regular": 3}, "rohan": {"regular": 2}}},
             fp=("event", "army"), mixed=["druadan_forest"])
    s = play(s, ROHAN_SEAT, die("event"), pick("use", "skip"))
    s = play(s, SARUMAN_SEAT, die("event"), pick("use", "skip"))
    s = play(s, GONDOR_SEAT, die("army"), pick("use", "move"), pick("army", "druadan_forest"))
    # each part that still holds Rohan's pieces stays under Gondor's lead (a tie of units
    # and elites goes to the leading player, Gondor's on turn 1)
    assert set(values(s, GONDOR_SEAT)) == {regulars(3, 2), regulars(2, 2), regulars(2, 1), regulars(1, 1),
                                           regulars(1, 0)}
    # two Rohan regulars led out by one of Gondor's would follow Rohan's player
    assert refused(s, GONDOR_SEAT, pick("units", regulars(1, 2))) == reasons.NOT_IN_COMMAND
    # nor may Gondor walk off and leave Rohan's pieces to themselves
    assert refused(s, GONDOR_SEAT, pick("units", regulars(3, 0))) == reasons.NOT_IN_COMMAND


def test_the_ally_takes_back_its_own_units_by_moving_them_out():
    # «Гравець може відновити контроль над своїми загонами в змішаному війську, просто
    # використавши дію, щоб перемістити ці загони з регіону, де розмістилося змішане військо.»
    s = four({"druadan_forest": {"gondor": {"regular": 3}, "rohan": {"regular": 2}}}, mixed=["druadan_forest"])
    s = play(s, ROHAN_SEAT, die("army"), pick("use", "move"), pick("army", "druadan_forest"))
    assert set(values(s, ROHAN_SEAT)) == {regulars(rohan=2), regulars(rohan=1)}
    s = play(s, ROHAN_SEAT, pick("units", regulars(rohan=2)), pick("to", "folde"))
    assert s.armies[r("folde")][slot(B.nation("rohan"), REGULAR)] == 2
    assert r("druadan_forest") not in s.mixed        # Gondor's army alone: nothing mixed there


def test_control_of_a_mixed_army_follows_the_numbers_of_units():
    # «Якщо кількість загонів зміниться, то керування змішаним військом може перейти до іншого гравця.»
    s = four({"druadan_forest": {"gondor": {"regular": 1}, "rohan": {"regular": 3}}}, mixed=["druadan_forest"])
    s = play(s, ROHAN_SEAT, die("army"), pick("use", "move"), pick("army", "druadan_forest"))
    assert regulars(1, 3) in values(s, ROHAN_SEAT)   # Rohan's three units lead now


def test_separate_armies_must_join_when_their_region_is_attacked():
    # «Однак війська повинні об’єднатися в змішане військо, якщо регіон атакують.» The
    # casualties are then chosen by the player leading it (Rohan's: more units).
    s = four({"druadan_forest": {"gondor": {"regular": 1}, "rohan": {"regular": 2}},
              "osgiliath": {"isengard": {"regular": 3}}}, fp=(), shadow=("army",))
    assert r("druadan_forest") in s.apart
    rig(s, HIT, MISS, MISS, MISS, MISS, MISS)
    s = play(s, SARUMAN_SEAT, die("army"), pick("use", "attack"), pick("army", "osgiliath"),
             pick("units", (("isengard", "regular", 3),)), pick("target", "druadan_forest"))
    assert r("druadan_forest") in s.mixed and r("druadan_forest") not in s.apart
    assert s.pending.kind == "battle_casualty" and s.pending.seat == ROHAN_SEAT


def test_a_mixed_army_keeps_the_political_limits_of_its_nations_not_at_war():
    # «Змішане військо дотримується всіх політичних обмежень (як-от неможливість перетнути
    # інший кордон), що стосуються загонів невойовничих народів, які входять до складу
    # змішаного війська.»
    politics = dict(WAR, rohan={"step": 1, "active": True})
    s = four({"folde": {"gondor": {"regular": 3}, "rohan": {"regular": 2}}}, fp=("event", "army"),
             mixed=["folde"], politics=politics)
    s = play(s, ROHAN_SEAT, die("event"), pick("use", "skip"))
    s = play(s, SARUMAN_SEAT, die("event"), pick("use", "skip"))
    s = play(s, GONDOR_SEAT, die("army"), pick("use", "move"), pick("army", "folde"), pick("units", regulars(3, 2)))
    assert "druadan_forest" not in values(s, GONDOR_SEAT)         # Gondor's land: Rohan is not at war
    assert set(values(s, GONDOR_SEAT)) == {"westemnet", "edoras", "eastemnet"}


def test_two_allies_armies_over_the_limit_remove_a_unit_each_the_non_leading_player_first():
    # «Якщо загальна кількість загонів двох військ перевищує обмеження групування, то гравці
    # повинні прибрати по одному загонові, починаючи з неголовного гравця, допоки обмеження не
    # перестане порушуватися.» Gondor (seat 0) leads the Free Peoples on turn 1.
    s = four({"folde": {"rohan": {"regular": 2}}, "druadan_forest": {"gondor": {"regular": 9, "elite": 1}}},
             politics={**WAR, "rohan": AT_WAR, "gondor": AT_WAR})
    s = play(s, ROHAN_SEAT, die("army"), pick("use", "move"), pick("army", "folde"), pick("units", regulars(rohan=2)))
    assert "druadan_forest" in values(s, ROHAN_SEAT)
    s = play(s, ROHAN_SEAT, pick("to", "druadan_forest"))
    if s.pending.kind == "second_army":
        s = play(s, ROHAN_SEAT, Action("done"))
    # Rohan's player is not the leading one: he removes first, one of his own (one kind: no question)
    assert s.armies[r("druadan_forest")][slot(B.nation("rohan"), REGULAR)] == 1
    assert s.pending.kind == "over_limit" and s.pending.seat == GONDOR_SEAT
    assert {a["nation"] for a in s.pending.actions} == {"gondor"}
    s = play(s, GONDOR_SEAT, Action("remove", nation="gondor", piece="regular"))
    assert s.armies[r("druadan_forest")][slot(B.nation("gondor"), REGULAR)] == 8
    assert s.pending.kind != "over_limit"


# ---- three players: «це не повинно бути одне й те саме військо» ---------------------------

def test_with_three_players_a_gondor_army_then_a_mixed_army_but_not_that_mixed_army_again():
    # «Він може використати дві послідовні дії для змішаних військ, але це не повинно бути одне й
    # те саме військо (наприклад, він може один раз перемістити військо Ґондору, а потім
    # перемістити змішане військо Ґондору й Рогану, але гравець не може двічі виконати дію тим
    # самим змішаним військом Ґондору й Рогану).»
    s = at_actions({"options": {"players": 3}, "politics": WAR,
                    "armies": {"minas_tirith": {"gondor": {"regular": 2}},
                               "druadan_forest": {"gondor": {"regular": 2}, "rohan": {"regular": 2}},
                               "edoras": {"gondor": {"regular": 1}, "rohan": {"regular": 1}}}},
                   ["army", "army", "army"], ["event", "event", "event"])
    s = play(s, FREE_PEOPLES, die("army"), pick("use", "move"), pick("army", "minas_tirith"),
             pick("units", regulars(gondor=2)), pick("to", "lossarnach"), Action("done"))
    s = play(s, 2, die("event"), pick("use", "skip"))
    s = play(s, FREE_PEOPLES, die("army"), pick("use", "move"), pick("army", "druadan_forest"))
    offered = values(s, FREE_PEOPLES)
    assert regulars(2, 2) in offered and regulars(gondor=2) not in offered
    s = play(s, FREE_PEOPLES, pick("units", regulars(2, 2)), pick("to", "folde"), Action("done"))
    assert s.last_army == (r("folde"),)
    s = play(s, 1, die("event"), pick("use", "skip"))
    s = play(s, FREE_PEOPLES, die("army"), pick("use", "move"), pick("army", "folde"))
    assert all(len({nation for nation, _, _ in g}) == 1 for g in values(s, FREE_PEOPLES))
    assert refused(s, FREE_PEOPLES, pick("units", regulars(2, 2))) == reasons.SAME_ARMY
    # another mixed army is no "same army"
    s = play(s, FREE_PEOPLES, Action("back"), pick("army", "edoras"))
    assert regulars(1, 1) in values(s, FREE_PEOPLES)


# ---- the retreat into another nation's lands -----------------------------------------------

def test_units_retreated_into_another_nations_lands_leave_them_on_their_next_move():
    # «Виняток. Невойовничі фігурки можуть перетнути кордон іншого народу, якщо вони відступають з
    # битви. У такому разі протягом наступного свого переміщення вони повинні покинути землі
    # цього народу, якщо їхній політичний статус до цього часу не буде «у війні».» The seed's
    # North regular in Erebor, after the Dale example, moves only out of the Dwarves' lands:
    # the border rule for a nation not At War already keeps it from Iron Hills.
    spec = {"politics": {"north": {"step": 1, "active": True}, "sauron": AT_WAR}, "control": {"dale": "shadow"},
            "armies": {"erebor": {"north": {"regular": 1}}, "dale": {"sauron": {"regular": 3}}}}
    s = at_actions(spec, ["army"], [])
    s = play(s, FREE_PEOPLES, die("army"), pick("use", "move"), pick("army", "erebor"),
             pick("units", (("north", "regular", 1),)))
    assert values(s, FREE_PEOPLES) == ["withered_heath"]
    # «якщо їхній політичний статус до цього часу не буде «у війні»»: at war, it may stay
    s = at_actions(spec | {"politics": {"north": AT_WAR, "sauron": AT_WAR}}, ["army"], [])
    s = play(s, FREE_PEOPLES, die("army"), pick("use", "move"), pick("army", "erebor"),
             pick("units", (("north", "regular", 1),)))
    assert set(values(s, FREE_PEOPLES)) == {"withered_heath", "iron_hills"}


def test_a_player_never_leaves_his_allys_leader_without_an_army():
    # «Лідери не можуть переміщуватися самостійно й завжди повинні бути у складі дружнього
    # війська.» An Elven leader (Gondor's player) stands with the North's regular (Rohan's
    # player), the two armies kept apart: the North's regular may not walk off and leave him.
    s = four({"withered_heath": {"elves": {"leaders": 1}, "north": {"regular": 1, "leaders": 1}},
              "erebor": {"north": {"regular": 1}}})
    s = play(s, ROHAN_SEAT, die("army"), pick("use", "move"))
    assert "withered_heath" not in values(s, ROHAN_SEAT) and "erebor" in values(s, ROHAN_SEAT)
