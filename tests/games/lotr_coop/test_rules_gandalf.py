"""Gandalf cards (seed: «КАРТЫ ГЭНДАЛЬФА»)."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (A, hob, journey_hand, kind, legal, pos, do, refused, settle,
                                                 track, view, who)


def cards(**kw):
    kw.setdefault("location", "moria")
    return pos(step="cards", **kw)


def test_calling_gandalf_costs_five_runes():
    # seed: "любой игрок может позвать Гэндальфа на помощь, сбросив рун на 5 единиц"
    s = cards(hobbits={"frodo": {"runes": 6, "pos": 3}})
    assert A("call_gandalf") in legal(s)
    s = do(s, "call_gandalf")
    assert hob(s, "frodo")["runes"] == 1
    assert kind(s) == "gandalf_card"


def test_no_call_with_fewer_than_five_runes():
    # seed: "сбросив рун на 5 единиц"
    s = cards(hobbits={"frodo": {"runes": 4}})
    assert A("call_gandalf") not in legal(s)


def test_the_active_player_chooses_the_card_even_if_another_player_paid():
    # seed: "Затем активный игрок решает, какую из карт Гэндальфа и каким способом применить."
    s = cards(active="sam", hobbits={"frodo": {"runes": 5}})
    s = do(s, "floor", seat=0)
    assert who(s) == 0
    s = do(s, "call_gandalf")
    assert hob(s, "frodo")["runes"] == 0
    assert who(s) == 1 and kind(s) == "gandalf_card"


def test_healing_moves_the_chosen_hobbit_two_left():
    # seed: "ИСЦЕЛЕНИЕ: Активный игрок выбирает цель (можно выбрать себя самого). Выбранный хоббит
    # сдвигается на два деления влево по треку искушения."
    s = cards(hobbits={"frodo": {"runes": 5}, "sam": {"pos": 5}})
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="healing", target=1)
    assert hob(s, "sam")["pos"] == 3
    assert "healing" not in view(s)["gandalf"]


def test_each_gandalf_card_only_once_per_game():
    # seed: "Каждую карту Гэндальфа можно использовать только раз за партию."
    s = cards(hobbits={"frodo": {"runes": 10, "pos": 6}})
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="healing", target=0)
    s = do(s, "call_gandalf")
    assert not any(a["card"] == "healing" for a in legal(s))
    refused(s, "gandalf_card", card="healing", target=0,
            why="Healing has already been used: each Gandalf card is used once a game.")


def test_persistence_chosen_player_draws_four():
    # seed: "УПОРСТВО: ... Выбранный игрок берёт на руку четыре карты путешествия из колоды путешествия."
    s = cards(hobbits={"frodo": {"runes": 5}})
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="persistence", target=1)
    assert hob(s, "sam")["hand_size"] == 4


def test_guidance_played_as_a_two_star_card():
    # seed: "НАСТАВЛЕНИЕ: Активный игрок может применить эту карту так, словно только что разыграл ... карту
    # с двумя звёздами (джокеры)."
    s = cards(hobbits={"frodo": {"runes": 5}})
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="guidance")
    assert kind(s) == "choose_track"
    s = do(s, "track", track="travelling")
    assert track(s, "travelling") == 2 and hob(s, "frodo")["runes"] == 2   # both spaces' runes


def test_guidance_given_in_a_payment_as_two_stars():
    # seed: "...словно только что разыграл или сбросил карту с двумя звёздами (джокеры)."
    s = pos(location="moria", event_index=0, story=["relentless_time", "fighting"],
            hobbits={"frodo": {"runes": 5, "hand": ["grey_friendship"]}})
    s = settle(s)
    s = do(s, "pay")
    s = do(s, "give_gandalf", card="guidance")
    assert view(s)["sauron"] == 12                     # friendship + star paid by Guidance alone
    assert hob(s, "frodo")["runes"] == 0 and "guidance" not in view(s)["gandalf"]
    assert journey_hand(s, "frodo") == ["grey_friendship"]


def test_foresight_look_at_three_tiles_and_reorder():
    # seed: "ПРЕДВИДЕНИЕ: Активный игрок может посмотреть три верхних жетона истории и вернуть обратно в
    # стопку в любом удобном ему порядке."
    s = pos(location="moria", story=["fighting", "hiding", "travelling"], step="cards",
            hobbits={"frodo": {"runes": 5}})
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="foresight")
    assert kind(s) == "foresight" and len(legal(s)) == 6
    s = do(s, "order", tiles=("travelling", "fighting", "hiding"))
    assert view(s, 0)["foresight"] == ["travelling", "fighting", "hiding"]
    assert view(s, 1)["foresight"] is None
    s = settle(do(s, "end_turn"))                     # Sam reveals: travelling
    assert track(s, "travelling") == 1


def test_magic_ignores_the_event():
    # seed: "МАГИЯ: Передвинув маркер событий на очередное деление, игнорируйте событие."
    s = pos(location="moria", event_index=4, story=["relentless_time", "fighting"], hobbits={"frodo": {"runes": 5}})
    s = settle(s, stop=("before_event",))
    assert kind(s) == "before_event"
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="magic")
    s = settle(s)
    v = view(s)
    assert v["board"]["event_index"] == 5 and v["sauron"] == 12      # Orcs attack ignored
    assert kind(s) == "cards"


def test_magic_on_the_last_event_ends_the_adventure():
    # seed: "Если это последнее событие приключения, то приключение завершено."
    s = pos(location="moria", event_index=5, story=["relentless_time", "fighting"],
            hobbits={"frodo": {"runes": 5, "life": {"heart": 1, "sun": 1, "ring": 1}},
                     "sam": {"life": {"heart": 1, "sun": 1, "ring": 1}}})
    s = settle(s, stop=("before_event",))
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="magic")
    s = settle(s)
    assert view(s)["location"] == "lothlorien"
    assert all(h["pos"] == 0 for h in view(s)["hobbits"])


def test_gandalf_in_a_sanctuary():
    # seed: "В любой момент игры, если не указано обратное, любой игрок может позвать Гэндальфа" (A13)
    s = pos(location="bag_end", action_index=1, hobbits={"frodo": {"runes": 5, "pos": 2}})
    assert kind(s) == "sanctuary_window" and A("call_gandalf") in legal(s)
    s = do(s, "call_gandalf")
    s = do(s, "gandalf_card", card="healing", target=0)
    assert hob(s, "frodo")["pos"] == 0
