"""Scoring and the Competition variant (seed: «ПОДСЧЁТ ОЧКОВ», «СОСТЯЗАНИЕ»)."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import GAME, hob, kind, legal, pos, do, settle, view

from tests.games.lotr_coop.test_rules_mordor import crack, first


def test_ring_bearer_killed_early_scores_the_main_track_number_without_runes():
    # seed: "Если Кольценосец погиб до того, как Братство дошло до последнего деления главного трека
    # прохождения в Мордоре, игра тут же завершается. Счёт Братства равен номеру того деления на главном
    # треке, где остановился маркер прохождения. Руны не добавляются."
    s = pos(location="mordor", tracks={"travelling": 6}, story=["ring_influence"],
            hobbits={"frodo": {"pos": 11, "runes": 8}, "sam": {"runes": 4}})
    s = settle(s)
    o = GAME.outcome(s)
    assert o.winners == () and set(o.scores.values()) == {53}


def test_competition_each_scores_sixty_plus_own_runes_highest_wins():
    # seed: "При успешном уничтожении Кольца каждый игрок получит 60 очков, к которым он добавит сумму
    # номиналов рун, добытых им в течение партии, независимо от того, остался он в строю или выбыл ...
    # Только этот игрок считается победителем."
    s = first(lambda seed: crack(seed, gold=[1], options={"players": 3, "competition": True},
                                 hobbits={"frodo": {"hand": ["grey_travelling"] + ["grey_hiding"] * 3, "runes": 2},
                                          "sam": {"runes": 3}, "pippin": {"alive": False, "runes": 9}}),
              lambda s: GAME.outcome(s) is not None and view(s)["ring"]["placed"] and GAME.outcome(s).scores[2] == 69
              and GAME.outcome(s).scores[0] >= 60)
    o = GAME.outcome(s)
    assert o.scores[2] == 69 and o.winners == (2,)
    assert o.scores[1] == 63


def test_competition_corrupted_ring_bearer_wins_alone():
    # seed: "Если Кольценосец встречает Саурана на треке искушения, обладая при этом как минимум тремя
    # жетонами Кольца, сила Кольца искажает хоббита и он переходит на сторону Саурана. Этот игрок
    # побеждает в партии. Он один получает очки по номеру деления на главном треке прохождения,
    # остальным записывается техническое поражение с нулевым счётом."
    s = pos(location="moria", options={"competition": True}, tracks={"fighting": 5}, story=["ring_influence"],
            hobbits={"frodo": {"pos": 11, "life": {"ring": 3}}, "sam": {"runes": 6}})
    s = settle(s)
    o = GAME.outcome(s)
    assert o.winners == (0,)
    assert o.scores == {0: 15, 1: 0}


def test_competition_bearer_with_two_ring_tokens_is_not_corrupted():
    # seed: "обладая при этом как минимум тремя жетонами Кольца"
    s = pos(location="moria", options={"competition": True}, tracks={"fighting": 5}, story=["ring_influence"],
            hobbits={"frodo": {"pos": 11, "life": {"ring": 2}}})
    s = settle(s)
    o = GAME.outcome(s)
    assert o.winners == () and o.scores == {0: 15, 1: 15}


def test_competition_no_destruction_same_score_no_winner():
    # seed: "Если Кольцо не будет уничтожено, Братство не выполнит свою миссию, руны не будут учтены, у
    # всех будет один и тот же счёт — по делению под маркером прохождения на главном треке
    # прохождения. ... но победителя не будет."
    s = pos(location="mordor", options={"competition": True}, event_index=5, tracks={"travelling": 8},
            story=["relentless_time"], hobbits={"frodo": {"runes": 3}, "sam": {"runes": 1}})
    s = settle(s)
    o = GAME.outcome(s)
    assert o.winners == () and o.scores == {0: 55, 1: 55}


def test_competition_runes_are_hidden_from_the_others():
    # seed: "В этом случае все полученные руны игроки хранят в закрытую, не афишируя другим их ценность."
    s = pos(location="moria", options={"competition": True}, hobbits={"frodo": {"runes": 3}, "sam": {"runes": 4}})
    v1 = view(s, 1)
    assert v1["hobbits"][1]["runes"] == 4 and v1["hobbits"][0]["runes"] is None
    assert view(s, 0)["hobbits"][1]["runes"] is None


def test_standard_runes_are_open():
    # seed: "активный игрок получает руны с номиналом 1 и кладёт её в открытую перед собой"
    s = pos(location="moria", hobbits={"frodo": {"runes": 3}})
    assert view(s, 1)["hobbits"][0]["runes"] == 3


def test_competition_counts_the_runes_gained_even_if_spent():
    # seed: "каждый игрок получит 60 очков, к которым он добавит сумму номиналов рун, добытых им в течение
    # партии" — runes GAINED (the standard game counts «нерастраченных», the unspent ones)
    s = first(lambda seed: crack(seed, gold=[1], options={"players": 3, "competition": True},
                                 hobbits={"frodo": {"hand": ["grey_travelling"] + ["grey_hiding"] * 3, "runes": 2},
                                          "sam": {"runes": 0, "gained": 7}, "pippin": {"alive": False, "runes": 9}}),
              lambda s: GAME.outcome(s) is not None and view(s)["ring"]["placed"]
              and GAME.outcome(s).scores[2] == 69 and GAME.outcome(s).scores[0] >= 60)
    o = GAME.outcome(s)
    assert o.scores[1] == 67                 # Sam spent all 7 of the runes he won; they still count
