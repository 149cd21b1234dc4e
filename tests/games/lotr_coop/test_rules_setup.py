"""Setup by player count and level (seed: ПОДГОТОВКА К ИГРЕ, ВАРИАНТЫ ИГРЫ)."""

from __future__ import annotations

import pytest

from tests.games.lotr_coop.rules_helpers import HOBBITS, kind, setup, view, who


@pytest.mark.parametrize("level,start", [("introductory", 15), ("standard", 12), ("expert", 10)])
def test_sauron_start_by_level(level, start):
    # seed: "поставьте фишку Саурана на 12-е деление трека искушения (для первой партии лучше
    # разместить маркер Саурана на 15-м делении" ... "поставьте фишку Саурана в начале партии на
    # 10-е деление трека искушения"
    s = setup(players=2, level=level)
    assert view(s)["sauron"] == start


def test_default_level_is_standard_twelve():
    # seed: "поставьте фишку Саурана на 12-е деление трека искушения"
    assert view(setup(players=3))["sauron"] == 12


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hobbits_by_player_count(players):
    # seed: "2 игрока В игре участвуют Фродо и Сэм. 3 игрока Фродо, Сэм, Пиппин. 4 игрока Фродо,
    # Сэм, Пиппин, Мерри. 5 игроков Фродо, Сэм, Пиппин, Мерри, Фэтти."
    s = setup(players=players)
    assert [h["hobbit"] for h in view(s)["hobbits"]] == list(HOBBITS[:players])


@pytest.mark.parametrize("players", [2, 5])
def test_hobbits_start_on_zero(players):
    # seed: "Каждый игрок берёт фишку доставшегося ему хоббита и ставит её на нулевое деление"
    s = setup(players=players)
    assert all(h["pos"] == 0 and h["alive"] for h in view(s)["hobbits"])


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_frodo_is_first_ring_bearer_and_acts_first(players):
    # seed: "Первым Кольценосцем становится Фродо." / "Партия всегда начинается с хода Фродо."
    s = setup(players=players, seed=players)
    v = view(s)
    frodo = v["hobbits"][0]
    assert frodo["hobbit"] == "frodo" and frodo["ring_bearer"] and frodo["active"]
    assert sum(h["ring_bearer"] for h in v["hobbits"]) == 1
    assert who(s) == 0


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bag_end_gandalf_gives_six_cards_each(players):
    # seed: "Сначала игроки предпринимают действие «Гэндальф»: каждый берёт на руку шесть карт
    # путешествия."
    s = setup(players=players, seed=7)
    v = view(s)
    assert v["location"] == "bag_end"
    assert [h["hand_size"] for h in v["hobbits"]] == [6] * players
    assert v["journey_left"] == 60 - 6 * players
    for seat in range(players):
        assert len(view(s, seat)["hand"]) == 6


def test_first_question_is_the_ring_bearers_preparation():
    # seed: "Далее Кольценосец (пока ещё Фродо) может решить, нужна ли хоббитам «Подготовка»."
    s = setup(players=3)
    assert who(s) == 0 and kind(s) == "prepare"
    assert view(s)["sanctuary_action"] == "preparation"


def test_supplies_at_setup():
    # seed: "Возьмите шесть золотых рун Гэндальфа" / "Выложите пять карт Гэндальфа лицом вверх"
    v = view(setup(players=2))
    assert v["gold_left"] == 6
    assert sorted(v["gandalf"]) == sorted(["healing", "persistence", "guidance", "foresight", "magic"])
    assert all(h["runes"] == 0 for h in v["hobbits"])
    assert v["ring"]["bearer"] == 0 and not v["ring"]["used"]
