"""Epic cards and Gollum (seed: «ЛЕГЕНДАРНЫЕ КАРТЫ ЭПОСА», «ГОЛЛУМ»)."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (A, find, hob, journey_hand, kind, legal, log_templates, pos, do,
                                                 settle, track, view, who)

ROLL = "{hobbit} rolls the threat die: {face}."


def rolls(s):
    return sum(t == ROLL for t in log_templates(s))


def test_miruvor_any_player_passes_one_card_to_any_other():
    # seed: "МИРУВОР: позволяет любому игроку передать одну карту любому другому игроку."
    s = pos(location="moria", step="cards", options={"players": 3},
            hobbits={"frodo": {"hand": ["miruvor"]}, "sam": {"hand": ["gimli", "grey_hiding"]}})
    s = do(s, "epic", card="miruvor", target=1, to=2)
    assert who(s) == 1 and kind(s) == "miruvor"
    s = do(s, "give", card="gimli")
    assert "gimli" in view(s, 2)["hand"] and "gimli" not in view(s, 1)["hand"]
    assert "miruvor" not in view(s, 0)["hand"] and kind(s) == "cards"


def test_belt_the_player_does_not_roll():
    # seed: "ПОЯС ГАЛАДРИЭЛИ: сыграйте эту карту на любого игрока, который должен бросить кубик угрозы, и
    # ему не придётся совершать бросок."
    s = pos(location="moria", step="cards", active="sam", tracks={"fighting": 6},
            hobbits={"frodo": {"hand": ["belt"]}, "sam": {"hand": ["grey_fighting"]}})
    s = do(s, "play", card="grey_fighting", track="fighting")
    assert kind(s) == "before_roll" and who(s) == 1
    s = do(s, "ask", seat=0)
    s = do(s, "epic", card="belt", target=1)
    assert view(s)["last_roll"] is None and rolls(s) == 0
    assert "belt" not in view(s, 0)["hand"]


def test_mithril_ignores_one_roll_result():
    # seed: "КОЛЬЧУГА ИЗ МИФРИЛА: любой игрок может проигнорировать результат одного броска угрозы
    # (применяется после броска кубика угрозы)."
    def build(seed):
        return pos(seed, location="moria", step="cards", active="sam", tracks={"fighting": 6},
                   hobbits={"sam": {"hand": ["grey_fighting", "mithril"]}})

    def run(s):
        s = do(s, "play", card="grey_fighting", track="fighting")
        assert kind(s) == "after_roll"
        return s
    s = find(build, run, "three")
    s = do(s, "epic", card="mithril", target=1)
    assert hob(s, "sam")["pos"] == 0


def test_staff_cancels_meagre_choice():
    # seed: "ПОСОХ ГЭНДАЛЬФА: лишает силы жетон истории «Небогатый выбор» или жетон «Отступление».
    # Братство не должно сбрасывать карты и жетоны, а маркер событий не сдвигается дальше по треку событий."
    s = pos(location="moria", story=["meagre_choice", "fighting"], hobbits={"frodo": {"hand": ["staff", "grey_hiding"]}})
    assert kind(s) == "tile" and A("epic", card="staff") in legal(s)
    s = do(s, "epic", card="staff")
    s = settle(s)
    assert view(s)["board"]["event_index"] == 0
    assert journey_hand(s, "frodo") == ["grey_hiding"]
    assert track(s, "fighting") == 1 and kind(s) == "cards"


def test_staff_not_on_relentless_time():
    # seed: "К жетону «Неумолимое время» не применяется."
    s = pos(location="moria", story=["relentless_time", "fighting"], hobbits={"frodo": {"hand": ["staff"]}})
    assert A("epic", card="staff") not in legal(s)


def test_phial_no_reveal_go_to_card_play():
    # seed: "ФИАЛ ГАЛАДРИЭЛИ: ... Активный игрок не раскрывает жетон истории и продолжает свой ход
    # розыгрышем карт."
    s = pos(location="moria", story=["sauron_will", "fighting"], hobbits={"frodo": {"hand": ["phial", "grey_hiding"]}})
    assert kind(s) == "reveal"
    left = view(s)["story_left"]
    s = do(s, "epic", card="phial")
    assert kind(s) == "cards" and view(s)["story_left"] == left
    assert view(s)["sauron"] == 12


def test_elessar_any_player_moves_one_left():
    # seed: "ЭЛЕССАР: любой игрок может сдвинуть своего хоббита на деление влево по треку искушения, если
    # это возможно."
    s = pos(location="moria", step="cards", hobbits={"frodo": {"hand": ["elessar"]}, "sam": {"pos": 4}})
    assert A("epic", card="elessar", target=0) not in legal(s)           # Frodo is on 0
    s = do(s, "epic", card="elessar", target=1)
    assert hob(s, "sam")["pos"] == 3


def test_lembas_discard_any_then_draw_up_to_six():
    # seed: "ЛЕМБАС: любой игрок может сбросить столько карт, сколько пожелает, и потом вытянуть новые
    # карты из колоды путешествия, пока на руке не будет шесть карт."
    s = pos(location="moria", step="cards",
            hobbits={"frodo": {"hand": ["lembas"]}, "sam": {"hand": ["grey_hiding", "grey_fighting"]}})
    s = do(s, "epic", card="lembas", target=1)
    assert who(s) == 1 and kind(s) == "lembas"
    s = do(s, "discard", card="grey_hiding")
    s = do(s, "done")
    assert hob(s, "sam")["hand_size"] == 6 and "grey_fighting" in view(s, 1)["hand"]


def test_athelas_at_pelennor():
    # seed: "АЦЕЛАС: ... (применяется к любому игроку в конце приключения или при одном из событий в
    # Мордоре)" (Pelennor Fields, digest §5.6 [P])
    s = pos(location="mordor", event_index=2, story=["relentless_time", "travelling"],
            hobbits={"frodo": {"life": {"heart": 1}, "hand": ["athelas"]},
                     "sam": {"hand": ["grey_hiding", "grey_fighting", "brown_hiding"]}})
    s = settle(s)
    s = do(s, "give_token", token="heart")
    s = do(s, "decline")                               # Sam has no heart
    assert kind(s) == "before_penalty" and who(s) == 1
    s = do(s, "ask", seat=0)
    s = do(s, "epic", card="athelas", target=1)
    s = settle(s)
    assert rolls(s) == 0 and hob(s, "sam")["hand_size"] == 3


def test_gollum_played_moves_three_on_one_track_then_rolls():
    # seed: "ГОЛЛУМ: это тройной джокер (три звезды), который можно использовать ... для перемещения
    # маркера прохождения по одному из треков прохождения. В обоих случаях игрок, применивший «Голлума»,
    # обязан бросить кубик угрозы сразу после розыгрыша."
    s = pos(location="shelobs_lair", step="cards", active="sam", row=["faramir"],
            hobbits={"sam": {"hand": ["gollum", "grey_hiding", "grey_hiding", "grey_hiding"]}})
    s = do(s, "play", card="gollum", track="travelling")
    s = settle(s)
    assert track(s, "travelling") == 3
    assert rolls(s) == 1 and view(s)["last_roll"]["seat"] == 1


def test_gollum_used_to_pay_then_rolls():
    # seed: "...можно использовать для оплаты штрафов ... В обоих случаях игрок, применивший «Голлума»,
    # обязан бросить кубик угрозы сразу после розыгрыша."
    s = pos(location="shelobs_lair", event_index=1, story=["relentless_time", "fighting"], active="sam",
            row=["faramir"], hobbits={"sam": {"hand": ["gollum", "grey_hiding", "grey_hiding"]}, "frodo": {"hand": ["sting"]}})
    s = settle(s)
    assert who(s) == 1                                 # Faces of the Dead: Sam first
    s = do(s, "give", card="gollum")
    s = settle(s, stop=("pay_give",))
    assert rolls(s) == 1 and view(s)["last_roll"]["seat"] == 1


def test_gollum_discarded_by_the_die_no_roll():
    # seed: "Примечание: если эта карта сброшена по другой причине, т. е. три звезды не были использованы,
    # кубик угрозы бросать не надо."
    def build(seed):
        return pos(seed, location="shelobs_lair", step="cards", active="pippin", options={"players": 3},
                   tracks={"fighting": 5}, row=["faramir"],
                   hobbits={"pippin": {"hand": ["grey_fighting", "gollum", "grey_hiding", "grey_travelling"]}})
    s = find(build, lambda s: settle(do(s, "play", card="grey_fighting", track="fighting")), "cards")
    assert kind(s) == "die_discard"
    s = do(s, "discard", card="gollum")
    s = do(s, "discard", card="grey_hiding")
    s = settle(s)
    # only the die-space rolls (space 6, then space 7 is not reached by one symbol)
    assert rolls(s) == 1
