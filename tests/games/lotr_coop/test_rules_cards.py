"""Card play and rest (seed: «2. РОЗЫГРЫШ КАРТ», «ПЕРЕДЫШКА», hobbit cards)."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (A, GAME, hob, journey_hand, kind, legal, pos, do, refused,
                                                 settle, track, view, who)


def cards_step(hobbit="frodo", hand=(), **kw):
    """Moria, the card step of `hobbit`'s turn."""
    kw.setdefault("location", "moria")
    hobbits = kw.pop("hobbits", {})
    hobbits.setdefault(hobbit, {})["hand"] = list(hand)
    return pos(step="cards", active=hobbit, hobbits=hobbits, **kw)


def test_one_brown_and_one_grey_may_be_played():
    # seed: "активный игрок может применить до двух карт с руки (путешествия или легендарных карт),
    # одну коричневую и одну серую"
    s = cards_step("sam", ["brown_fighting", "grey_hiding"])
    s = do(s, "play", card="brown_fighting", track="fighting")
    s = do(s, "play", card="grey_hiding", track="hiding")
    assert track(s, "fighting") == 1 and track(s, "hiding") == 1
    assert sorted(view(s)["played"]) == ["brown_fighting", "grey_hiding"]


def test_a_second_brown_card_is_refused():
    # seed: "одну коричневую и одну серую"
    s = cards_step("sam", ["brown_fighting", "brown_hiding", "grey_hiding"])
    s = do(s, "play", card="brown_fighting", track="fighting")
    assert not any(a.kind == "play" and a["card"] == "brown_hiding" for a in legal(s))
    refused(s, "play", card="brown_hiding", track="hiding", why="You have already played a brown card this turn.")
    assert track(s, "hiding") == 0


def test_a_second_grey_card_is_refused():
    # seed: "одну коричневую и одну серую"
    s = cards_step("sam", ["grey_fighting", "grey_hiding"])
    s = do(s, "play", card="grey_fighting", track="fighting")
    refused(s, "play", card="grey_hiding", track="hiding",
            why="You have already played a grey card this turn.")


def test_no_third_card():
    # seed: "может применить до двух карт с руки"
    s = cards_step("sam", ["grey_fighting", "brown_hiding", "grey_travelling"])
    s = do(s, "play", card="grey_fighting", track="fighting")
    s = do(s, "play", card="brown_hiding", track="hiding")
    assert not any(a.kind == "play" for a in legal(s))
    refused(s, "play", card="grey_travelling", track="travelling",
            why="You have already played two cards this turn.")


def test_pippin_plays_two_cards_of_the_same_colour():
    # seed: "Пиппин может сыграть две карты одного и того же цвета за ход"
    s = cards_step("pippin", ["brown_fighting", "brown_hiding", "brown_travelling"], options={"players": 3})
    s = do(s, "play", card="brown_fighting", track="fighting")
    s = do(s, "play", card="brown_hiding", track="hiding")
    assert track(s, "fighting") == 1 and track(s, "hiding") == 1
    # but still only two cards
    refused(s, "play", card="brown_travelling", track="travelling",
            why="You have already played two cards this turn.")


def test_frodo_plays_a_brown_journey_card_as_a_joker():
    # seed: "Для Фродо любая коричневая карта путешествия — джокер."
    s = cards_step("frodo", ["brown_fighting"])
    assert {a["track"] for a in legal(s) if a.kind == "play"} == {"fighting", "hiding", "travelling"}
    s = do(s, "play", card="brown_fighting", track="travelling")
    assert track(s, "travelling") == 1 and track(s, "fighting") == 0


def test_frodos_joker_brown_card_still_counts_as_his_brown_card():
    # seed: "одну коричневую и одну серую" (A26: for the colour limit they stay brown)
    s = cards_step("frodo", ["brown_fighting", "brown_hiding"])
    s = do(s, "play", card="brown_fighting", track="travelling")
    refused(s, "play", card="brown_hiding", track="hiding",
            why="You have already played a brown card this turn.")


def test_for_sam_a_brown_journey_card_is_no_joker():
    # seed: "Для Фродо любая коричневая карта путешествия — джокер." (only Frodo)
    s = cards_step("sam", ["brown_fighting"])
    assert {a["track"] for a in legal(s) if a.kind == "play"} == {"fighting"}
    refused(s, "play", card="brown_fighting", track="travelling",
            why="Fighting (brown) shows no Travelling symbol.")


def test_frodos_brown_legendary_card_is_not_a_joker():
    # seed: "Для Фродо любая коричневая карта путешествия — джокер." — a legendary card is not a
    # journey card (digest §18 [I])
    s = cards_step("frodo", ["gimli"])
    assert {a["track"] for a in legal(s) if a.kind == "play"} == {"fighting"}


def test_two_star_joker_moves_one_track_by_two():
    # seed: "нельзя сыграть карту с двумя звёздами и подвинуть разом и маркер уклонения, и маркер
    # движения на одно деление каждый"
    s = cards_step("sam", ["aragorn"])
    plays = [a for a in legal(s) if a.kind == "play"]
    assert all(set(a.fields) == {("card", "aragorn"), ("track", a["track"])} for a in plays)
    s = do(s, "play", card="aragorn", track="hiding")
    assert track(s, "hiding") == 2 and track(s, "travelling") == 0 and track(s, "fighting") == 0


def test_two_symbol_card_moves_two_spaces_and_takes_both_rewards():
    # seed: "Кольценосец применяет коричневую карту «Гимли», на каждой стороне которой изображены два
    # символа сражения. Маркер прохождения сдвигается по треку сражения на два деления, каждое из
    # которых приносит игроку по серебряной руне Гэндальфа."
    s = cards_step("frodo", ["gimli", "grey_fighting"])
    s = do(s, "play", card="gimli", track="fighting")
    assert track(s, "fighting") == 2 and hob(s, "frodo")["runes"] == 2
    # "Затем он играет серую карту ... после чего получает жетон Кольца."
    s = do(s, "play", card="grey_fighting", track="fighting")
    assert hob(s, "frodo")["life"]["ring"] == 1


def test_card_for_a_track_not_on_the_board_is_refused():
    # seed: "Карты с символами, отсутствующими на поле приключения, не могут влиять на приключение."
    # (A5: the engine refuses a play that can have no effect)
    s = cards_step("sam", ["grey_friendship"])
    assert not any(a.kind == "play" for a in legal(s))
    refused(s, "play", card="grey_friendship", track="friendship",
            why="There is no Friendship track on this board.")


def test_card_for_a_complete_track_is_refused():
    # seed: "Аналогично не действуют карты с символами прохождения, если на соответствующем треке
    # прохождения маркер достиг последнего деления."
    s = cards_step("sam", ["grey_hiding"], tracks={"hiding": 7})
    assert not any(a.kind == "play" for a in legal(s))
    refused(s, "play", card="grey_hiding", track="hiding", why="The Hiding track is complete.")


def test_multi_symbol_card_stops_at_the_end_of_the_track():
    # seed: "За каждый символ прохождения ... сдвиньте соответствующий маркер ... если только не
    # достигает конца трека"
    s = cards_step("sam", ["legolas"], tracks={"hiding": 6})
    s = do(s, "play", card="legolas", track="hiding")
    assert track(s, "hiding") == 7


def test_epic_cards_do_not_count_towards_the_two_cards():
    # seed: "Легендарные карты эпоса не идут в счёт двух карт, которые можно сыграть за ход."
    s = cards_step("sam", ["elessar", "brown_fighting", "grey_hiding"], hobbits={"sam": {"pos": 3}})
    s = do(s, "epic", card="elessar", target=1)
    assert hob(s, "sam")["pos"] == 2
    s = do(s, "play", card="brown_fighting", track="fighting")
    s = do(s, "play", card="grey_hiding", track="hiding")
    assert track(s, "fighting") == 1 and track(s, "hiding") == 1


def test_played_cards_go_to_the_discard_pile():
    # seed: "Сыгранную карту положите лицом вверх в стопку сброса рядом с колодой путешествия."
    s = cards_step("sam", ["grey_hiding"])
    s = do(s, "play", card="grey_hiding", track="hiding")
    assert view(s)["journey_discard_top"] == "grey_hiding"
    assert journey_hand(s, "sam") == []


# ------------------------------------------------------------------ rest

def test_rest_draw_two_cards():
    # seed: "Активный игрок вправе ничего не применять на этапе розыгрыша карт. В таком случае он может
    # либо взять две карты путешествия из колоды"
    s = cards_step("sam", ["grey_hiding"], journey=["brown_travelling", "grey_travelling"])
    s = do(s, "rest_draw")
    assert journey_hand(s, "sam") == ["brown_travelling", "grey_hiding", "grey_travelling"]
    assert view(s)["hobbits"][0]["active"]               # the turn passed on to Frodo


def test_rest_move_left():
    # seed: "либо сдвинуть маркер своего хоббита на одно деление влево по треку искушения"
    s = cards_step("sam", ["grey_hiding"], hobbits={"sam": {"pos": 4}})
    s = do(s, "rest_heal")
    assert hob(s, "sam")["pos"] == 3
    assert journey_hand(s, "sam") == ["grey_hiding"]


def test_rest_move_left_not_offered_on_space_zero():
    # A35: a hobbit never goes below 0 (digest §8.3 [I]: not offered on 0)
    s = cards_step("sam", ["grey_hiding"])
    assert "rest_heal" not in {a.kind for a in legal(s)}
    assert "rest_draw" in {a.kind for a in legal(s)}


def test_no_rest_after_playing_a_card():
    # seed: "Активный игрок вправе ничего не применять на этапе розыгрыша карт. В таком случае ..."
    s = cards_step("sam", ["grey_hiding", "brown_fighting"], hobbits={"sam": {"pos": 2}})
    s = do(s, "play", card="grey_hiding", track="hiding")
    assert not {"rest_draw", "rest_heal"} & {a.kind for a in legal(s)}
    refused(s, "rest_draw", why="You cannot rest after playing a card this turn.")


def test_rest_allowed_after_an_epic_card():
    # A3: only cards counted towards the two-card limit block Rest
    s = cards_step("sam", ["elessar"], hobbits={"sam": {"pos": 3}})
    s = do(s, "epic", card="elessar", target=1)
    assert "rest_draw" in {a.kind for a in legal(s)}


def test_turn_passes_clockwise():
    # seed: "Первым ходит Кольценосец, от него право хода передаётся по часовой стрелке."
    s = cards_step("sam", [], options={"players": 3}, story=["fighting", "fighting"])
    s = do(s, "end_turn")
    v = view(s)
    assert v["hobbits"][2]["active"]


def test_empty_deck_reshuffle_removes_legendary_and_gandalf_cards():
    # seed: "когда карты в колоде путешествия закончатся, уберите из стопки сброса в коробку все
    # легендарные карты и карты Гэндальфа. В этой партии они больше не вернуться. Перетасуйте оставшиеся
    # карты путешествия и сделайте новую колоду путешествия."
    deck = ([f"{c}_{a}" for c in ("brown", "grey") for a in ("fighting", "friendship", "hiding", "travelling")
             for _ in range(7 if c == "brown" else 5)] + ["brown_star"] * 12)
    s = pos(location="moria", step="cards", active="sam", journey_discard=deck + ["gimli", "healing"],
            gandalf=["persistence", "guidance", "foresight", "magic"])
    assert view(s)["journey_left"] == 0
    s = do(s, "rest_draw")
    v = view(s)
    assert len(journey_hand(s, "sam")) == 2
    assert v["journey_left"] == 58
    assert v["journey_discard_top"] is None
    assert "healing" not in v["gandalf"]
