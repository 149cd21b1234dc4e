"""Deaths and the Relay (seed: «ГИБЕЛЬ ГЕРОЯ», «ТРЕК ИСКУШЕНИЯ», «ЭСТАФЕТА»)."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (GAME, find, hob, kind, legal, pos, do, settle, view, who)


def moria(seed=0, **kw):
    kw.setdefault("location", "moria")
    return pos(seed, **kw)


def test_hobbit_meeting_sauron_dies_and_keeps_his_runes():
    # seed: "Если хоббит активного игрока сталкивается с Сауроном ... он погибает" / "все его карты и
    # жетоны жизни сбрасываются, но он сохраняет руны для подсчёта очков"
    s = moria(options={"players": 3}, active="sam", story=["sauron_will", "fighting"],
              hobbits={"sam": {"pos": 10, "runes": 5, "hand": ["grey_hiding"], "life": {"heart": 1}}})
    s = settle(s)
    s = do(s, "volunteer", seat=1)
    sam = hob(s, "sam")
    assert not sam["alive"] and sam["runes"] == 5 and sam["hand_size"] == 0
    assert sam["life"] == {"heart": 0, "sun": 0, "ring": 0}
    assert not view(s)["over"]


def test_sauron_moving_onto_a_hobbit_kills_him():
    # seed: "Если фишка хоббита оказывается на одном делении с фишкой Саурана или правее её, герой
    # погибает ... Это может произойти ..." (digest §4.3: also when Sauron moves left)
    s = moria(options={"players": 3}, story=["sauron_will", "fighting"], hobbits={"pippin": {"pos": 11}})
    s = settle(s)
    s = do(s, "decline")
    assert view(s)["sauron"] == 11 and not hob(s, "pippin")["alive"]


def test_dead_player_no_longer_takes_turns():
    # seed: "Игрок больше не предпринимает никаких действий, его ход тут же завершается."
    s = moria(options={"players": 3}, step="cards", active="frodo",
              hobbits={"sam": {"alive": False}}, story=["fighting", "fighting"])
    s = do(s, "end_turn")
    assert view(s)["hobbits"][2]["active"]


def test_active_player_dying_during_story_reveals_no_more_tiles():
    # seed: "если игрок выбыл из игры после раскрытия жетона истории, указанное действие
    # разыгрывается, но больше жетонов истории игрок не раскрывает."
    s = moria(options={"players": 3}, active="sam", story=["sauron_will", "fighting", "hiding"],
              hobbits={"sam": {"pos": 10}})
    s = settle(s)
    s = do(s, "volunteer", seat=1)
    s = settle(s, stop=("tile",))
    v = view(s)
    assert v["hobbits"][2]["active"]                     # Pippin's turn now
    assert v["board"]["tracks"]["fighting"]["pos"] == 0  # Sam's next tile was never revealed


def test_ring_bearer_death_ends_the_game():
    # seed: "Игра завершается, когда: погибает Кольценосец"
    s = moria(story=["ring_influence"], hobbits={"frodo": {"pos": 11}}, tracks={"fighting": 3})
    s = settle(s)
    assert view(s)["over"]
    o = GAME.outcome(s)
    assert o.winners == () and set(o.scores.values()) == {13}


def test_unpaid_card_penalty_keeps_runes():
    # seed: "если в любой момент у игрока не хватает карт или рун для оплаты штрафа, он должен
    # сбросить всё, что имеет, и его герой тут же погибает." + "он сохраняет руны для подсчёта очков"
    def build(seed):
        return moria(seed, step="cards", active="sam", options={"players": 3}, tracks={"fighting": 6},
                     hobbits={"sam": {"hand": ["grey_fighting"], "runes": 6}})
    s = find(build, lambda s: settle(do(s, "play", card="grey_fighting", track="fighting")), "cards")
    sam = hob(s, "sam")
    assert not sam["alive"] and sam["runes"] == 6


def test_relay_new_ring_bearer_when_the_bearer_dies_of_a_penalty():
    # seed: "Если Кольценосец погибает по любой причине, кроме встречи с Сауроном на треке искушения
    # ..., игрок слева от вышедшего перекладывает бремя Кольценосца на своего хоббита"
    def build(seed):
        return moria(seed, step="cards", options={"players": 3, "relay": True}, tracks={"fighting": 6},
                     hobbits={"frodo": {"hand": ["grey_fighting"]}})
    s = find(build, lambda s: settle(do(s, "play", card="grey_fighting", track="fighting")), "cards")
    assert not hob(s, "frodo")["alive"]
    assert not view(s)["over"]
    assert hob(s, "sam")["ring_bearer"]


def test_relay_does_not_save_the_bearer_caught_by_sauron():
    # seed: "по любой причине, кроме встречи с Сауроном на треке искушения"
    s = moria(options={"players": 3, "relay": True}, story=["ring_influence"], hobbits={"frodo": {"pos": 11}})
    s = settle(s)
    assert view(s)["over"] and not view(s)["outcome"]["fellowship_won"]


def test_without_relay_a_penalty_death_of_the_bearer_ends_the_game():
    # seed: "Игра завершается, когда: погибает Кольценосец"
    def build(seed):
        return moria(seed, step="cards", options={"players": 3}, tracks={"fighting": 6},
                     hobbits={"frodo": {"hand": ["grey_fighting"]}})
    s = find(build, lambda s: settle(do(s, "play", card="grey_fighting", track="fighting")), "cards")
    assert view(s)["over"]


def test_each_player_event_goes_on_after_a_death():
    # seed: "если герой погибает при розыгрыше события с текстом «каждый игрок», оставшиеся игроки
    # должны полностью разыграть это событие."
    s = moria(options={"players": 3}, story=["relentless_time", "fighting"], event_index=1, active="sam",
              hobbits={"sam": {"pos": 9, "hand": ["grey_fighting"] * 3}, "pippin": {"hand": ["grey_hiding"]},
                       "frodo": {"hand": ["grey_hiding"]}})
    s = settle(s)
    assert who(s) == 1                                   # Watcher: Sam first
    s = settle(do(s, "decline"))                         # Sam rolls
    # whatever Sam rolled, Pippin and Frodo are still asked
    while who(s) == 1 and kind(s) == "die_discard":
        s = do(s, "discard", card=legal(s)[0]["card"])
    assert who(s) == 2 and kind(s) == "pay_give"
