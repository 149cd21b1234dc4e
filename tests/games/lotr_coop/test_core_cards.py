"""The card step (E1): one brown + one grey, stars, Frodo, Pippin, A5, rest, rewards."""

import pytest

from lotr_table.engine.game import IllegalAction
from tests.games.lotr_coop.core_kit import A, do, hob, legal, load_die, passive, pos


def cards(hand, hobbit="frodo", **kw):
    kw.setdefault("location", "moria")
    hobbits = {hobbit: {"hand": hand}}
    hobbits.update(kw.pop("hobbits", {}))
    options = kw.pop("options", {"players": 3 if hobbit == "pippin" else 2})
    return pos(step="cards", active=hobbit, hobbits=hobbits, options=options, **kw)


def plays(s):
    return {(a["card"], a["track"]) for a in legal(s) if a.kind == "play"}


def test_one_brown_and_one_grey():
    # seed: "активный игрок может применить до двух карт с руки …, одну коричневую и одну серую"
    s = cards(["brown_hiding", "brown_travelling", "grey_hiding"], hobbit="sam", tracks={"hiding": 1})
    s = do(s, "play", card="brown_hiding", track="hiding")
    assert plays(s) == {("grey_hiding", "hiding")}
    with pytest.raises(IllegalAction) as no:
        do(s, "play", card="brown_travelling", track="travelling")
    assert no.value.reason == "You have already played a brown card this turn."
    s = do(s, "play", card="grey_hiding", track="hiding")
    assert plays(s) == set()


def test_pippin_may_play_two_of_one_colour():
    # seed: "Пиппин может сыграть две карты одного и того же цвета за ход"
    s = cards(["brown_hiding", "brown_travelling", "grey_hiding"], hobbit="pippin")
    s = do(s, "play", card="brown_hiding", track="hiding")
    assert ("brown_travelling", "travelling") in plays(s)
    s = do(s, "play", card="brown_travelling", track="travelling")
    assert plays(s) == set()                           # still at most two cards


def test_star_card_moves_one_track_of_the_players_choice():
    # seed: "Одна такая карта позволяет сдвинуть маркер прохождения на одном из треков прохождения"
    s = cards(["brown_star"], hobbit="sam")
    assert plays(s) == {("brown_star", t) for t in ("fighting", "hiding", "travelling")}


def test_two_star_card_moves_one_track_two_spaces():
    # seed: "нельзя сыграть карту с двумя звёздами и подвинуть разом и маркер уклонения, и маркер движения"
    s = cards(["aragorn"], hobbit="sam")
    s = do(s, "play", card="aragorn", track="travelling")
    assert s.tracks == {"fighting": 0, "hiding": 0, "travelling": 2}


def test_frodos_brown_journey_cards_are_jokers():
    # seed: "Для Фродо любая коричневая карта путешествия — джокер."
    s = cards(["brown_fighting", "grey_fighting"])
    assert ("brown_fighting", "travelling") in plays(s)
    assert ("grey_fighting", "travelling") not in plays(s)


def test_frodos_brown_legendary_cards_are_not_jokers():
    # seed: "любая коричневая карта путешествия" — journey cards only
    s = cards(["boromir"])
    assert plays(s) == {("boromir", "fighting")}


def test_cards_of_a_missing_track_cannot_be_played():
    # seed: "Карты с символами, отсутствующими на поле приключения, не могут влиять на приключение." (A5)
    s = cards(["grey_friendship"], hobbit="sam")
    assert plays(s) == set()
    with pytest.raises(IllegalAction) as no:
        do(s, "play", card="grey_friendship", track="friendship")
    assert no.value.reason == "There is no Friendship track on this board."


def test_cards_of_a_complete_track_cannot_be_played():
    # seed: "Аналогично не действуют карты с символами прохождения, если на соответствующем треке
    # прохождения маркер достиг последнего деления."
    s = cards(["grey_hiding"], hobbit="sam", tracks={"hiding": 7})
    with pytest.raises(IllegalAction) as no:
        do(s, "play", card="grey_hiding", track="hiding")
    assert no.value.reason == "The Hiding track is complete."


def test_no_such_card_is_refused_with_a_reason():
    s = cards(["grey_hiding"], hobbit="sam")
    with pytest.raises(IllegalAction) as no:
        do(s, "play", card="grey_fighting", track="fighting")
    assert no.value.reason == "Sam has no such card."


def test_gimli_moves_two_and_each_space_rewards():
    # seed: "Кольценосец применяет коричневую карту «Гимли» … Маркер прохождения сдвигается по треку
    # сражения на два деления, каждое из которых приносит игроку по серебряной руне Гэндальфа."
    s = cards(["gimli", "grey_fighting"], hobbit="sam")
    s = do(s, "play", card="gimli", track="fighting")
    assert s.tracks["fighting"] == 2 and hob(s, "sam").runes == 2
    # "Затем он играет серую карту … после чего получает жетон Кольца."
    s = do(s, "play", card="grey_fighting", track="fighting")
    assert hob(s, "sam").life["ring"] == 1


def test_a_multi_symbol_card_stops_at_the_end_of_the_track():
    # seed: "сдвигается … на одно деление за каждый символ, если только не достигает конца трека"
    s = cards(["legolas"], hobbit="sam", tracks={"hiding": 6})
    s = do(s, "play", card="legolas", track="hiding")
    assert s.tracks["hiding"] == 7


def test_die_spaces_are_rolled_after_the_other_rewards(monkeypatch):
    # seed: "Если перед этим он прошёл другие деления, то сначала необходимо совершить все действия
    # (например, взять руны), а только потом бросить кубик угрозы."
    load_die(monkeypatch, "blank", "blank")
    s = cards(["boromir"], hobbit="sam", tracks={"fighting": 6})     # 7 = die, 8 = rune
    s = do(s, "play", card="boromir", track="fighting")
    s = passive(s, until=("cards",))
    log = [t for _, t, _ in __import__("lotr_table.games.lotr_coop.flow", fromlist=["x"]).log_events(s)]
    assert log.index("{hobbit} takes runes worth {n}.") < log.index("{hobbit} rolls the threat die: {face}.")


def test_legendary_space_gives_the_card_from_the_row():
    # seed: "активный игрок забирает на руку указанную легендарную карту эпоса и может использовать её
    # … даже в этот же ход"
    s = cards(["grey_hiding", "brown_star"], hobbit="sam")
    s = do(s, "play", card="grey_hiding", track="hiding")
    assert "book_of_mazarbul" in hob(s, "sam").hand and "book_of_mazarbul" not in s.row


def test_gollum_played_moves_three_then_rolls(monkeypatch):
    # seed: "ГОЛЛУМ: это тройной джокер … В обоих случаях игрок, применивший «Голлума», обязан бросить
    # кубик угрозы сразу после розыгрыша."
    load_die(monkeypatch, "one")
    s = cards(["gollum"], hobbit="sam", location="shelobs_lair")
    s = do(s, "play", card="gollum", track="travelling")
    s = passive(s, until=("cards",))
    assert s.tracks["travelling"] == 3 and hob(s, "sam").pos == 1


def test_rest_draw_two():
    # seed: "он может либо взять две карты путешествия из колоды"
    s = cards(["grey_hiding"], hobbit="sam")
    s = do(s, "rest_draw")
    assert len(hob(s, "sam").hand) == 3 and s.active == 0


def test_rest_move_left_only_off_zero():
    # seed: "либо сдвинуть маркер своего хоббита на одно деление влево по треку искушения"
    s = cards(["grey_hiding"], hobbit="sam")
    assert A("rest_heal") not in legal(s)
    s = cards(["grey_hiding"], hobbit="sam", hobbits={"sam": {"hand": ["grey_hiding"], "pos": 3}})
    s = do(s, "rest_heal")
    assert hob(s, "sam").pos == 2


def test_no_rest_after_playing_a_card():
    # seed: "Активный игрок вправе ничего не применять на этапе розыгрыша карт. В таком случае …" (A3)
    s = cards(["grey_hiding", "brown_hiding"], hobbit="sam")
    s = do(s, "play", card="grey_hiding", track="hiding")
    with pytest.raises(IllegalAction) as no:
        do(s, "rest_draw")
    assert no.value.reason == "You cannot rest after playing a card this turn."


def test_played_cards_go_to_the_discard_face_up():
    # seed: "Сыгранную карту положите лицом вверх в стопку сброса рядом с колодой путешествия."
    s = cards(["grey_hiding"], hobbit="sam")
    s = do(s, "play", card="grey_hiding", track="hiding")
    assert s.journey_discard[-1] == "grey_hiding"


def test_play_passes_clockwise_to_the_next_living_player():
    # seed: "Первым ходит Кольценосец, от него право хода передаётся по часовой стрелке."
    s = pos(step="cards", active="sam", options={"players": 3},
            hobbits={"pippin": {"alive": False}}, story=["hiding"])
    s = passive(do(s, "end_turn"), until=("cards",))
    assert s.active == 0
