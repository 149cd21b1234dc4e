"""End of an adventure (seed: «ЗАВЕРШЕНИЕ ПРИКЛЮЧЕНИЯ»: «ПОГРУЖЕНИЕ ВО ТЬМУ», «ПЕРЕДАЧА КОЛЬЦА»)."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (hob, journey_hand, kind, legal, pos, do, settle, view, who)

ALL = {"heart": 1, "sun": 1, "ring": 1}


def end(players=2, **hobbits):
    return pos(location="moria", step="adventure_end", options={"players": players}, hobbits=hobbits)


def test_each_missing_token_moves_one_right():
    # seed: "За каждый недостающий жетон игрок сдвигает фишку своего хоббита на одно деление вправо по
    # треку искушения."
    s = end(frodo={"life": {"heart": 1}}, sam={"life": {"heart": 1, "sun": 1}})
    assert hob(s, "frodo")["pos"] == 2 and hob(s, "sam")["pos"] == 1


def test_all_three_tokens_no_move_and_extra_tokens_useless():
    # seed: "Лишние жетоны жизни пользы не приносят: два «солнца» не спасут хоббита от увеличения
    # искушения надёжнее, чем одно."
    s = end(frodo={"life": ALL}, sam={"life": {"sun": 2, "heart": 1}})
    assert hob(s, "frodo")["pos"] == 0 and hob(s, "sam")["pos"] == 1


def test_merry_needs_one_token_fewer():
    # seed: "Мерри требуется одним жетоном жизни меньше в конце каждого приключения ... С одним жетоном
    # жизни Мерри сдвигается на одно деление вправо по треку искушения, без жетонов — на два."
    s = end(4, frodo={"life": ALL}, sam={"life": ALL}, pippin={"life": ALL}, merry={"life": {"sun": 1}})
    assert hob(s, "merry")["pos"] == 1
    s = end(4, frodo={"life": ALL}, sam={"life": ALL}, pippin={"life": ALL}, merry={"life": {"sun": 1, "ring": 1}})
    assert hob(s, "merry")["pos"] == 0
    s = end(4, frodo={"life": ALL}, sam={"life": ALL}, pippin={"life": ALL})
    assert hob(s, "merry")["pos"] == 2


def test_athelas_spares_the_penalty():
    # seed: "АЦЕЛАС: если игроку не хватает одного или нескольких жетонов жизни, он не получает штраф
    # (применяется к любому игроку в конце приключения"
    s = end(frodo={"life": ALL, "hand": ["athelas"]}, sam={"life": {}})
    assert kind(s) == "before_penalty" and who(s) == 1
    s = do(s, "ask", seat=0)
    assert who(s) == 0
    s = do(s, "epic", card="athelas", target=1)
    s = settle(s)
    assert hob(s, "sam")["pos"] == 0
    assert "athelas" not in view(s, 0)["hand"]


def test_ring_goes_to_most_ring_tokens():
    # seed: "Игрок с наибольшим количеством жетонов Кольца становится новым Кольценосцем."
    s = end(3, frodo={"life": {"ring": 1}}, sam={"life": {"ring": 1}}, pippin={"life": {"ring": 2}})
    assert hob(s, "pippin")["ring_bearer"]


def test_ring_tie_goes_clockwise_nearest_to_the_ring_bearer():
    # seed: "При равенстве жетонов Кольцо надо отдать тому претенденту, который сидит ближе к
    # нынешнему Кольценоосцу по часовой стрелке."
    s = pos(location="moria", step="adventure_end", options={"players": 4}, ring_bearer="pippin",
            hobbits={"frodo": {"life": {"ring": 2}}, "sam": {"life": {"ring": 2}}, "pippin": {"life": {"ring": 1}}})
    # clockwise from Pippin: Merry, Frodo, Sam → Frodo
    assert hob(s, "frodo")["ring_bearer"] and not hob(s, "sam")["ring_bearer"]


def test_ring_bearer_with_the_most_keeps_it_also_on_a_tie():
    # seed: "Если Кольценосец собрал наибольшее количество жетонов Кольца, он сохраняет свой статус."
    s = pos(location="moria", step="adventure_end", options={"players": 3}, ring_bearer="sam",
            hobbits={"frodo": {"life": {"ring": 2}}, "sam": {"life": {"ring": 2}}, "pippin": {"life": {"ring": 2}}})
    assert hob(s, "sam")["ring_bearer"]


def test_new_ring_bearer_draws_two_and_tokens_return():
    # seed: "Определив Кольценоосца, верните все жетоны жизни в соответствующие стопки рядом с основным
    # полем. Новый Кольценосец тянет две карты из колоды путешествия"
    s = end(frodo={"life": ALL}, sam={"life": {"ring": 2, "heart": 1, "sun": 1}})
    assert hob(s, "sam")["ring_bearer"]
    assert len(journey_hand(s, "sam")) == 2 and len(journey_hand(s, "frodo")) == 0
    assert all(h["life"] == {"heart": 0, "sun": 0, "ring": 0} for h in view(s)["hobbits"])
    assert not view(s)["ring"]["used"]


def test_fatty_draws_two_after_each_adventure():
    # seed: "Фэтти может брать две добавочные карты путешествия из колоды путешествия после каждого
    # приключения." / "играющий за Фэтти берёт две карты в конце каждого приключения."
    s = end(5, frodo={"life": {**ALL, "ring": 2}}, sam={"life": ALL}, pippin={"life": ALL},
            merry={"life": ALL}, fatty={"life": ALL})
    assert hob(s, "frodo")["ring_bearer"]
    assert len(journey_hand(s, "fatty")) == 2
    assert len(journey_hand(s, "frodo")) == 2 and len(journey_hand(s, "sam")) == 0


def test_fatty_as_new_ring_bearer_draws_four():
    # seed: "Новый Кольценосец тянет две карты" + "играющий за Фэтти берёт две карты в конце каждого
    # приключения" (A28)
    s = end(5, frodo={"life": ALL}, sam={"life": ALL}, pippin={"life": ALL},
            merry={"life": ALL}, fatty={"life": {**ALL, "ring": 2}})
    assert hob(s, "fatty")["ring_bearer"]
    assert len(journey_hand(s, "fatty")) == 4


def test_then_the_fellowship_goes_on_to_lothlorien():
    # seed: "Выбравшись из Мории, Братство оказывается в землях эльфов Лориена."
    s = end(frodo={"life": ALL}, sam={"life": ALL})
    assert view(s)["location"] == "lothlorien"


def test_next_adventure_starts_with_the_ring_bearer():
    # seed: "Затем игроки будут действовать по очереди, начиная с Кольценосца, до конца приключения"
    s = pos(location="shelobs_lair", step="adventure_end", ring_bearer="frodo",
            hobbits={"frodo": {"life": ALL}, "sam": {"life": {**ALL, "ring": 2}}}, story=[])
    s = settle(s, stop=("tile",))
    assert kind(s) == "tile"
    v = view(s)
    assert v["location"] == "mordor" and v["hobbits"][1]["ring_bearer"] and v["hobbits"][1]["active"]
    assert v["board"]["event_index"] == 0
    assert all(t["pos"] == 0 for t in v["board"]["tracks"].values())
    assert v["row"] == ["army_of_the_dead", "ghan", "eowyn"]


def test_descent_can_kill_the_ring_bearer_and_end_the_game():
    # seed: "За каждый недостающий жетон игрок сдвигает фишку..." + "Если фишка хоббита оказывается на
    # одном делении с фишкой Саурана или правее её, герой погибает"; Ring-bearer's death ends the game
    s = pos(location="moria", step="adventure_end", sauron=5, hobbits={"frodo": {"pos": 3}, "sam": {"life": ALL}})
    assert view(s)["over"] and view(s)["outcome"]["fellowship_won"] is False
