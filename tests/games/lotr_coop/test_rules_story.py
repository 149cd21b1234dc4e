"""Story tiles (seed: «1. РАЗВИТИЕ ИСТОРИИ», «ЖЕТОНЫ ИСТОРИИ И СОБЫТИЯ»)."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (hob, journey_hand, kind, kinds, legal, pos, do, settle,
                                                 track, view, who)

FULL_SIDE = {"hiding": 7, "travelling": 7}     # Moria's side tracks complete: Trapped! does nothing


def moria(**kw):
    kw.setdefault("location", "moria")
    return pos(**kw)


def test_activity_tile_moves_its_track_and_ends_the_story_step():
    # seed: "Когда раскрыт жетон истории с символом прохождения, сдвиньте маркер на одно деление по
    # соответствующему треку и получите указанную награду"
    s = moria(story=["travelling", "fighting"], hobbits={"frodo": {"hand": ["grey_hiding"]}})
    s = settle(s)
    assert kind(s) == "cards"
    assert track(s, "travelling") == 1 and track(s, "fighting") == 0
    assert hob(s, "frodo")["runes"] == 1                 # travelling space 1: a silver rune
    assert view(s)["story_left"] == 22


def test_reward_of_a_tile_goes_to_the_active_player():
    # seed: "ПЕРЕД ... СЕРЕБРЯНАЯ РУНА ГЭНДАЛЬФА: активный игрок получает руны с номиналом 1"
    s = moria(active="sam", story=["fighting"])
    s = settle(s)
    assert hob(s, "sam")["runes"] == 1 and hob(s, "frodo")["runes"] == 0


def test_tile_for_a_track_missing_on_the_board_is_a_joker():
    # seed: "Жетоны истории с символом прохождения, трека которого нет на поле приключения, становятся
    # джокерами: активный игрок сам выбирает, на каком треке подвинуть маркер прохождения"
    s = moria(story=["friendship"])
    s = settle(s)
    assert kind(s) == "choose_track"
    assert {a["track"] for a in legal(s)} == {"fighting", "hiding", "travelling"}
    s = do(s, "track", track="hiding")
    assert track(s, "hiding") == 1
    assert "book_of_mazarbul" in view(s, 0)["hand"]       # the space's reward is taken
    assert kind(s) == "cards"


def test_tile_for_a_complete_track_is_a_joker_on_an_incomplete_one():
    # seed: "Если ... маркер уже занимает на этом треке последнее деление, активный игрок сдвигает
    # любой другой маркер прохождения по своему выбору."
    s = moria(story=["hiding"], tracks={"hiding": 7})
    s = settle(s)
    assert kind(s) == "choose_track"
    assert {a["track"] for a in legal(s)} == {"fighting", "travelling"}
    s = do(s, "track", track="travelling")
    assert track(s, "travelling") == 1 and track(s, "hiding") == 7


def test_reveals_chain_until_an_activity_tile():
    # seed: "Активный игрок продолжает раскрывать жетоны истории и выполнять указанные на них
    # действия, пока не раскроет жетон с любым символом прохождения"
    s = moria(story=["ring_influence", "ring_influence", "hiding", "fighting"])
    s = settle(s)
    assert kind(s) == "cards"
    assert hob(s, "frodo")["pos"] == 2                   # two Ring's Influence
    assert track(s, "hiding") == 1 and track(s, "fighting") == 0
    assert view(s)["story_left"] == 20                   # 3 revealed, the fourth still on top


def test_rings_influence_moves_the_ring_bearer_not_the_active_player():
    # seed: "Влияние Кольца: Кольценосец должен передвинуть фишку своего хоббита на одно деление
    # вправо по треку искушения. Затем активный игрок раскрывает следующий жетон истории."
    s = moria(active="sam", ring_bearer="frodo", story=["ring_influence", "fighting"])
    s = settle(s)
    assert hob(s, "frodo")["pos"] == 1 and hob(s, "sam")["pos"] == 0
    assert track(s, "fighting") == 1


def test_saurons_will_a_volunteer_moves_two_right():
    # seed: "Воля Саурана: Доброволец сдвигает фишку своего хоббита на два деления вправо по треку
    # искушения"
    s = moria(story=["sauron_will", "fighting"])
    s = settle(s)
    assert kind(s) == "sauron_will"
    assert {a.kind for a in legal(s)} == {"volunteer", "decline"}
    s = do(s, "volunteer", seat=1)
    s = do(s, "accept")                                 # Sam agrees: it is his own hobbit that moves
    assert hob(s, "sam")["pos"] == 2 and view(s)["sauron"] == 12
    s = settle(s)
    assert track(s, "fighting") == 1                     # then the next tile is revealed


def test_saurons_will_without_volunteer_moves_sauron():
    # seed: "иначе фишка Саурана сдвинется на одно деление влево по треку искушения"
    s = moria(story=["sauron_will", "fighting"])
    s = settle(s)
    s = do(s, "decline")
    assert view(s)["sauron"] == 11
    assert all(h["pos"] == 0 for h in view(s)["hobbits"])


def test_relentless_time_moves_the_event_marker_and_resolves_the_event():
    # seed: "Неумолимое время: Передвиньте маркер событий на следующее деление трека событий на поле
    # приключения и разыграйте указанное событие."  (Moria 1: Speak friend, digest §5.3)
    s = moria(story=["relentless_time", "fighting"])
    s = settle(s)
    assert view(s)["board"]["event_index"] == 1
    assert kind(s) == "pay_group"                        # Speak friend and enter
    s = do(s, "decline")
    assert view(s)["sauron"] == 11
    s = settle(s)
    assert track(s, "fighting") == 1                     # then revealing goes on


def test_meagre_choice_paid_with_three_cards_nothing_happens():
    # seed: "Небогатый выбор: Если Братство сообще сбросит три карты, ничего не произойдёт."
    s = moria(story=["meagre_choice", "fighting"],
              hobbits={"frodo": {"hand": ["grey_fighting", "grey_hiding"]}, "sam": {"hand": ["brown_hiding", "grey_travelling"]}})
    s = settle(s)
    assert kind(s) == "pay_group"
    s = do(s, "pay")
    s = do(s, "give", card="grey_fighting")
    s = do(s, "give", card="grey_hiding")
    s = do(s, "done")
    assert who(s) == 1
    s = do(s, "give", card="brown_hiding")
    s = settle(s)
    assert view(s)["board"]["event_index"] == 0
    assert journey_hand(s, "frodo") == [] and journey_hand(s, "sam") == ["grey_travelling"]
    assert track(s, "fighting") == 1


def test_meagre_choice_unpaid_acts_as_relentless_time():
    # seed: "Если не сбросит, происходит событие, аналогичное «Неумолимому времени»."
    s = moria(story=["meagre_choice", "fighting"], event_index=1, tracks=FULL_SIDE,
              hobbits={"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["brown_hiding"]}})
    s = settle(s)
    s = do(s, "decline")
    assert view(s)["board"]["event_index"] == 2          # Watcher in the Water comes


def test_retreat_paid_with_card_token_and_rune_nothing_happens():
    # seed: "Отступление: Если Братство сообще сбросит карту, любой жетон жизни и руну, ничего не
    # произойдёт."
    s = moria(story=["retreat", "fighting"],
              hobbits={"frodo": {"hand": ["grey_hiding"], "life": {"sun": 1}, "runes": 2}})
    s = settle(s)
    s = do(s, "pay")
    assert {a.kind for a in legal(s)} >= {"give", "give_token", "give_runes"}
    s = do(s, "give", card="grey_hiding")
    s = do(s, "give_token", token="sun")
    s = do(s, "give_runes", value=1)
    s = settle(s)
    f = hob(s, "frodo")
    assert f["runes"] == 1 + 1 and f["life"]["sun"] == 0   # 2 - 1 paid + 1 from fighting space 1
    assert view(s)["board"]["event_index"] == 0


def test_retreat_unpaid_acts_as_relentless_time():
    # seed: "Если не сбросит, происходит событие, аналогичное «Неумолимому времени»."
    s = moria(story=["retreat", "fighting"], event_index=3, tracks=FULL_SIDE)
    s = settle(s)
    s = do(s, "decline")
    assert view(s)["board"]["event_index"] == 4          # Trapped! (nothing: both side tracks complete)
    assert view(s)["sauron"] == 12


def test_played_tiles_are_discarded_face_up():
    # seed: "Когда жетон истории оказал влияние на обстановку, сбросьте его лицом вверх в отдельную стопку."
    s = moria(story=["ring_influence", "fighting"])
    s = settle(s)
    assert view(s)["story_discard_top"] in ("ring_influence", "fighting")
    s = do(s, "end_turn")
    assert view(s)["story_discard_top"] == "fighting"


import pytest  # noqa: E402


def test_saurons_will_a_named_volunteer_must_agree():
    # seed: "Воля Саурана: Доброволец сдвигает фишку своего хоббита на два деления вправо по треку
    # искушения" — a volunteer moves HIS OWN hobbit: naming another player must leave him the choice
    s = moria(story=["sauron_will", "fighting"])
    s = settle(s)
    assert who(s) == 0
    s = do(s, "volunteer", seat=1)
    assert who(s) == 1                                  # Sam is asked whether he volunteers
    assert hob(s, "sam")["pos"] == 0


def test_gandalf_after_a_tile_is_revealed_before_it_resolves():
    # seed: "Карты Гэндальфа можно применить после раскрытия жетона истории, но до розыгрыша указанного на
    # нём события."
    s = moria(story=["ring_influence", "fighting"], hobbits={"frodo": {"runes": 5, "pos": 2}})
    s = do(s, "reveal")                                 # (Foresight could be called before revealing)
    assert kind(s) == "tile" and view(s)["tile"] == "ring_influence"
    assert "call_gandalf" in {a.kind for a in legal(s)}
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="healing", target=0)
    assert hob(s, "frodo")["pos"] == 0
    s = settle(s)
    assert hob(s, "frodo")["pos"] == 1                  # then the tile takes effect


def test_equality_variant_next_adventure_continues_clockwise():
    # seed: "РАВЕНСТВО В БРАТСТВЕ: ... Братство может игнорировать правило, по которому каждое приключение
    # начинается с хода Кольценосца. Просто продолжайте передавать право хода по часовой стрелке"
    ALL = {"heart": 1, "sun": 1, "ring": 1}
    s = pos(location="moria", step="cards", active="sam", options={"players": 3, "equality": True},
            tracks={"fighting": 9}, hobbits={"frodo": {"life": ALL}, "sam": {"life": ALL, "hand": ["grey_fighting"]},
                                             "pippin": {"life": ALL}})
    s = do(s, "play", card="grey_fighting", track="fighting")
    # Lothlórien: answer the sanctuary questions passively, paying nothing
    for _ in range(60):
        s = settle(s)
        if view(s)["location"] == "helms_deep":
            break
        k = kind(s)
        if k in ("pay_give",):
            s = do(s, "decline")
        elif k == "recover":
            s = do(s, "recover_draw")
        elif k == "die_discard":
            s = do(s, "discard", card=legal(s)[0]["card"])
        else:
            raise AssertionError(k)
    assert view(s)["hobbits"][2]["active"]              # Sam played last: Pippin goes first
    assert view(s)["hobbits"][0]["ring_bearer"]
