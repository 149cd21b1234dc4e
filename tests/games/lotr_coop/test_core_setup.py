"""Setup and the location sequence (E1)."""

import pytest

from lotr_table.games.lotr_coop.game import GAME, invariants
from lotr_table.games.lotr_coop.options import CoopOptions


@pytest.mark.parametrize("level,start", [("introductory", 15), ("standard", 12), ("expert", 10)])
def test_sauron_starts_by_level(level, start):
    # seed: "поставьте фишку Саурана на 12-е деление … лучше разместить маркер Саурана на 15-м делении"
    # and (expert) "поставьте фишку Саурана в начале партии на 10-е деление"
    s = GAME.setup(CoopOptions(level=level), 1)
    assert s.sauron == start


@pytest.mark.parametrize("players,hobbits", [
    (2, ["frodo", "sam"]), (3, ["frodo", "sam", "pippin"]),
    (4, ["frodo", "sam", "pippin", "merry"]), (5, ["frodo", "sam", "pippin", "merry", "fatty"])])
def test_hobbits_by_player_count(players, hobbits):
    # seed: "2 игрока В игре участвуют Фродо и Сэм. 3 игрока Фродо, Сэм, Пиппин. …"
    s = GAME.setup(CoopOptions(players=players), 1)
    assert [h.hobbit for h in s.hobbits] == hobbits
    assert all(h.pos == 0 for h in s.hobbits)


def test_frodo_is_the_first_ring_bearer_and_acts_first():
    # seed: "Первым Кольценосцем становится Фродо … Партия всегда начинается с хода Фродо."
    s = GAME.setup(CoopOptions(players=4), 3)
    assert s.ring_bearer == 0 and s.active == 0
    assert s.location == 0            # Bag End


def test_bag_end_gandalf_gives_six_cards_each():
    # seed: "Сначала игроки предпринимают действие «Гэндальф»: каждый берёт на руку шесть карт путешествия."
    s = GAME.setup(CoopOptions(players=3), 2)
    assert [len(h.hand) for h in s.hobbits] == [6, 6, 6]


def test_components_are_all_there_after_setup():
    # seed: "60 карт путешествия … 23 жетона истории … 6 жетонов золотых рун … 5 карт Гэндальфа"
    s = GAME.setup(CoopOptions(players=5), 4)
    assert len(s.story) == 23 and sorted(s.gold_stack) == [1, 1, 2, 2, 3, 3]
    assert len(s.journey) + sum(len(h.hand) for h in s.hobbits) == 60
    assert s.gandalf == ["healing", "persistence", "guidance", "foresight", "magic"]
    assert invariants(s) == []


def test_setup_shuffles_with_the_seed():
    # seed: "Перемешайте квадратные жетоны истории … Перетасуйте карты путешествия"
    a, b = GAME.setup(None, 1), GAME.setup(None, 2)
    assert a.story != b.story or a.journey != b.journey
    assert GAME.fingerprint(GAME.setup(None, 1)) == GAME.fingerprint(a)
