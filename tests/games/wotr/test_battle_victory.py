"""Settlements captured and the military victory (seed: Розділ VI, «Захоплення поселення»;
Розділ X, «Умови воєнної перемоги»)."""

from __future__ import annotations

from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.setup import position
from lotr_table.games.wotr.state import victory_points
from lotr_table.games.wotr.victory import capture, military_victory
from tests.games.wotr.battle_kit import n, r

NINE = {"minas_tirith": "shadow", "helms_deep": "shadow", "erebor": "shadow",
        "dale": "shadow", "pelargir": "shadow", "edoras": "shadow"}


def test_the_shadow_wins_with_ten_points_of_free_peoples_settlements():
    # «Тінь завойовує Середзем'я. Гравець за Тінь перемагає, якщо контролює поселення Вільних
    # Народів, що загалом дають 10 або більше переможних очок.» «Кожне вороже місто ... дає
    # йому 1 переможне очко, а кожна контрольована ворожа фортеця – 2 переможні очки.»
    s = position({"control": NINE})
    assert victory_points(s, SHADOW) == 9 and military_victory(s) is None
    s = position({"control": NINE | {"the_shire": "shadow"}})
    assert military_victory(s) == SHADOW


def test_the_free_peoples_win_with_four_points_of_shadow_settlements():
    # «Саурон вигнаний з Середзем'я. Гравець за Вільні Народи перемагає, якщо контролює
    # поселення Тіні, що дають 4 або більше переможних очок.»
    s = position({"control": {"dol_guldur": "free_peoples", "angmar": "free_peoples"}})
    assert victory_points(s, FREE_PEOPLES) == 3 and military_victory(s) is None
    s = position({"control": {"dol_guldur": "free_peoples", "minas_morgul": "free_peoples"}})
    assert military_victory(s) == FREE_PEOPLES


def test_when_both_conditions_hold_the_lower_numbered_wins():
    # «умови перемоги з меншим номером мають пріоритет над умовами з більшим номером у тому
    # разі, якщо дві чи більше вимоги виконуються в один і той самий хід»
    s = position({"control": NINE | {"the_shire": "shadow", "dol_guldur": "free_peoples",
                                     "minas_morgul": "free_peoples"}})
    assert military_victory(s) == SHADOW


def test_a_recapture_takes_the_points_back():
    # «Якщо початковий власник регіону відвойовує його назад, заберіть жетон контролю
    # поселення і позбавте гравця переможних очок, здобутих за захоплення цього регіону.»
    s = position({"control": {"dale": "shadow"}})
    assert victory_points(s, SHADOW) == 1
    assert capture(s, r("dale"), FREE_PEOPLES)
    assert victory_points(s, SHADOW) == 0 and s.controller[r("dale")] == FREE_PEOPLES


def test_a_capture_moves_the_nation_toward_war_but_a_passive_one_stops_short():
    # «жетон політики народу автоматично просувається на одну поділку, якщо відбувається
    # будь-яка з цих подій: ... Щоразу, коли суперник захоплює поселення народу (селище, місто
    # чи фортецю).»
    s = position({"politics": {"north": {"step": 2, "active": False}}})
    assert capture(s, r("dale"), SHADOW)
    assert s.step[n("north")] == 1
    assert capture(s, r("dale"), SHADOW) is False          # already held: nothing happens
    s2 = position({"politics": {"north": {"step": 1, "active": False}}})
    capture(s2, r("dale"), SHADOW)
    assert s2.step[n("north")] == 1


def test_towns_are_worth_nothing():
    # «Перемістіть жетон переможних очок ... на 1 поділку вперед за кожне захоплене місто та
    # на 2 поділки за кожну захоплену фортецю.»
    s = position({})
    capture(s, r("lossarnach"), SHADOW)
    assert s.controller[r("lossarnach")] == SHADOW and victory_points(s, SHADOW) == 0
