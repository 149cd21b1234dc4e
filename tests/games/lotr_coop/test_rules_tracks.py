"""Activity tracks and their rewards (seed: «ТРЕКИ ПРОХОЖДЕНИЯ»; board data digest §5 [P])."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (hob, kind, log_templates, pos, do, settle, track, view)


def cards_step(hobbit, hand, **kw):
    kw.setdefault("location", "moria")
    hobbits = kw.pop("hobbits", {})
    hobbits.setdefault(hobbit, {})["hand"] = list(hand)
    return pos(step="cards", active=hobbit, hobbits=hobbits, **kw)


def test_silver_rune_space():
    # seed: "СЕРЕБРЯНАЯ РУНА ГЭНДАЛЬФА: активный игрок получает руны с номиналом 1"
    s = cards_step("sam", ["grey_fighting"])
    s = do(s, "play", card="grey_fighting", track="fighting")
    assert hob(s, "sam")["runes"] == 1


def test_gold_rune_space_draws_one_gold_rune_blind():
    # seed: "ЗОЛОТАЯ РУНА ГЭНДАЛЬФА: активный игрок вслепую берёт одну особую руну"
    # (Moria fighting 10 is a gold rune, digest §5.3 [P])
    s = cards_step("sam", ["grey_fighting", "brown_travelling"], tracks={"fighting": 9}, gold=[3, 1, 1, 2, 2, 3])
    s = do(s, "play", card="grey_fighting", track="fighting")
    assert hob(s, "sam")["runes"] == 3
    assert view(s)["gold_left"] == 5


def test_life_token_spaces():
    # seed: "ЖЕТОН ЖИЗНИ: активный игрок получает жетон жизни указанного типа и кладёт его на карту
    # своего хоббита" (Moria hiding 2 Ring, 3 heart; travelling 3 sun [P])
    s = cards_step("sam", ["legolas", "grey_travelling"], tracks={"hiding": 1, "travelling": 2})
    s = do(s, "play", card="legolas", track="hiding")
    s = do(s, "play", card="grey_travelling", track="travelling")
    assert hob(s, "sam")["life"] == {"heart": 1, "sun": 1, "ring": 1}


def test_legendary_card_space_and_using_it_the_same_turn():
    # seed: "ЛЕГЕНДАРНАЯ КАРТА ЭПОСА: активный игрок забирает на руку указанную легендарную карту эпоса
    # и может использовать её при подходящих обстоятельствах даже в этот же ход."
    s = cards_step("sam", ["brown_hiding"])
    s = do(s, "play", card="brown_hiding", track="hiding")
    assert "book_of_mazarbul" in view(s, 1)["hand"]
    assert "book_of_mazarbul" not in view(s)["row"]
    s = do(s, "play", card="book_of_mazarbul", track="hiding")    # the grey card of this turn
    assert track(s, "hiding") == 2


def test_purification_space_moves_left():
    # seed: "ОЧИЩЕНИЕ: фишка хоббита активного игрока сдвигается на одно деление влево по треку
    # искушения, если это возможно." (Shelob's Lair travelling 8 [P])
    s = cards_step("sam", ["grey_travelling"], location="shelobs_lair", tracks={"travelling": 7},
                   hobbits={"sam": {"pos": 3}})
    s = do(s, "play", card="grey_travelling", track="travelling")
    assert hob(s, "sam")["pos"] == 2


def test_purification_on_zero_stays_on_zero():
    # seed: "сдвигается на одно деление влево ... если это возможно"
    s = cards_step("sam", ["grey_travelling"], location="shelobs_lair", tracks={"travelling": 7})
    s = do(s, "play", card="grey_travelling", track="travelling")
    assert hob(s, "sam")["pos"] == 0


def test_die_space_is_rolled_after_the_other_rewards():
    # seed: "КУБИК УГРОЗЫ: активный игрок бросает кубик угрозы. Если перед этим он прошёл другие
    # деления, то сначала необходимо совершить все действия (например, взять руны), а только потом
    # бросить кубик угрозы." (Moria fighting 7 = die, 8 = rune [P])
    s = cards_step("sam", ["gimli"], tracks={"fighting": 6}, hobbits={"sam": {"pos": 0}})
    s = do(s, "play", card="gimli", track="fighting")
    s = settle(s)
    logs = log_templates(s)
    rune = max(i for i, t in enumerate(logs) if t.startswith("{hobbit} takes runes worth"))
    roll = max(i for i, t in enumerate(logs) if t.startswith("{hobbit} rolls the threat die"))
    assert rune < roll
    assert view(s)["last_roll"]["seat"] == 1


def test_two_die_spaces_give_two_rolls():
    # seed: "Если маркер прохождения прошёл несколько делений трека за раз, все они воздействуют на
    # игру, как полезные, так и вредные." (Shelob's Lair fighting 6 and 7 = die [P])
    s = cards_step("sam", ["eomer"], location="shelobs_lair", tracks={"fighting": 5},
                   hobbits={"sam": {"hand": ["eomer"] + ["grey_hiding"] * 5}})
    s = do(s, "play", card="eomer", track="fighting")
    s = settle(s)
    assert sum(t.startswith("{hobbit} rolls the threat die") for t in log_templates(s)) == 2


def test_die_is_rolled_before_the_next_card():
    # seed: "Кубик должен быть брошен до применения игроком другой карты."
    s = cards_step("sam", ["grey_fighting", "brown_hiding"], tracks={"fighting": 6},
                   hobbits={"sam": {"hand": ["grey_fighting", "brown_hiding"] + ["grey_travelling"] * 4}})
    s = do(s, "play", card="grey_fighting", track="fighting")
    s = settle(s)
    assert view(s)["last_roll"] is not None or not view(s)["hobbits"][1]["alive"]
    if kind(s) == "cards":
        assert view(s)["last_roll"]["seat"] == 1


def test_completing_the_main_track_ends_the_adventure():
    # seed: "Приключение завершается, когда маркер прохождения на главном треке прохождения
    # достигает последнего деления"; "В первом случае активный игрок завершает свой ход по обычным
    # правилам"
    s = cards_step("sam", ["grey_fighting", "brown_hiding"], tracks={"fighting": 9},
                   hobbits={"frodo": {"life": {"heart": 1, "sun": 1, "ring": 1}},
                            "sam": {"life": {"heart": 1, "sun": 1, "ring": 1}}})
    s = do(s, "play", card="grey_fighting", track="fighting")
    s = settle(s)
    # no more cards affect the finished adventure; the fellowship moves on to Lothlórien
    assert view(s)["location"] == "lothlorien"
    assert "brown_hiding" in view(s, 1)["hand"]


def test_main_track_numbers_are_printed_numbers():
    # seed: "Его деления пронумерованы для удобства подсчёта очков в конце партии." (Moria 10–20 [P])
    v = view(pos(location="moria", tracks={"fighting": 4}))
    assert v["board"]["main"] == "fighting"
    assert v["board"]["numbers"][4] == 14
