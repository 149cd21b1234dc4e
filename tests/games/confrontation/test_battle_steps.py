"""Battles: the four steps, several battles in one region, re-hiding, recycling, Gwaihir.

Seed 001 (Russian rulebook), section БИТВА and «Другие правила»; digest sections 6 and 7.
"""

from __future__ import annotations

from tests.games.confrontation.battle_kit import (
    A, F, S, attack_choosing, cards, dead, discard, hand, hidden, kept, pending, play,
)
from tests.games.confrontation.scenario import FP, SAU, GAME, act, legal, refused, start, where

# Legolas (3) holds Eregion; the Black Rider (3) attacks it from Caradhras. Spare heroes in
# the home corners keep both sides able to move after the battle.
DUEL = {
    "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
}
RIDER_ATTACKS = A("move", hero="blackrider", to="eregion")


def duel(**changes):
    return act(start({**DUEL, **changes}), SAU, RIDER_ATTACKS)


# -- the attack and step 4, comparing strengths -----------------------------------------

def test_entering_an_enemy_region_starts_a_battle():
    # seed 001: "Если герой входит в занятую врагами область (это также называют атакой), происходит битва."
    s = duel()
    assert s.battle is not None and where(s, "blackrider") == "eregion"
    assert s.hero[s.battle.attacker] == "blackrider" and s.hero[s.battle.defender] == "legolas"
    assert pending(s) == "play"


def test_the_hero_with_the_lower_total_dies():
    # seed 001: "число на Карте силы ... прибавляется к силе его героя. Герой с меньшей итоговой силой погибает."
    s = cards(duel(), "f_2", "s_1")  # Legolas 3+2=5, Black Rider 3+1=4
    assert dead(s, "blackrider")
    assert where(s, "legolas") == "eregion"


def test_a_tie_kills_both_heroes():
    # seed 001: "При равенстве результатов погибают оба героя."
    s = cards(duel(), "f_1", "s_1")  # 4 against 4
    assert dead(s, "legolas") and dead(s, "blackrider")


def test_played_cards_go_face_up_to_the_discards():
    # seed 001: "После окончания битвы сыгранные Боевые карты складываются лицом вверх около поля."
    # seed 001: "Все сыгранные Боевые карты в любое время могут быть просмотрены любым игроком."
    s = cards(duel(), "f_2", "s_6")
    assert hand(s, F) == {"f_1"} and hand(s, S) == {"s_1"}
    assert "f_2" in discard(s, F) and "s_6" in discard(s, S)
    for seat in (FP, SAU):
        v = GAME.view(s, seat)
        assert "f_2" in v["discards"]["fellowship"] and "s_6" in v["discards"]["sauron"]


def test_a_dead_hero_lies_face_up_for_both_players():
    # seed 001: "Погибший герой убирается с поля и кладется лицом вверх на стол со стороны соперника."
    s = cards(duel(), "f_2", "s_1")
    assert where(s, "blackrider") is None
    for seat in (FP, SAU):
        assert "blackrider" in GAME.view(s, seat)["dead"]["sauron"]


def test_cards_come_back_when_all_nine_are_spent():
    # seed 001: "Когда использованы все 9 Боевых карт (что всегда происходит одновременно),
    # каждый игрок забирает все свои карты обратно в руку."
    s = duel(hands={"fellowship": ["f_2"], "sauron": ["s_1"]})
    s = cards(s, "f_2", "s_1")
    assert len(hand(s, F)) == 9 and len(hand(s, S)) == 9
    assert discard(s, F) == set() and discard(s, S) == set()


def test_cards_stay_discarded_while_some_remain_in_hand():
    # seed 001: the cards come back only "Когда использованы все 9 Боевых карт"
    s = cards(duel(), "f_2", "s_1")
    assert len(hand(s, F)) == 1 and len(discard(s, F)) == 8


# -- step 3, playing cards ----------------------------------------------------------------

def test_both_players_choose_their_card_secretly_and_at_once():
    # seed 001: "каждый игрок должен тайно выбрать 1 из остающихся у себя на руках Боевых карт.
    # Затем оба игрока одновременно открывают выбранные карты"
    s = duel()
    assert GAME.to_act(s) == [FP, SAU]
    s = play(s, FP, "f_2")
    assert GAME.to_act(s) == [SAU]
    assert s.battle.table == [[], []]  # nothing is on the table before both have chosen
    v = GAME.view(s, SAU)
    assert v["battle"]["committed"]["fellowship"] is True
    assert "f_2" not in str(v["battle"]) and v["battle"]["table"]["fellowship"] == []


def test_a_committed_card_cannot_be_changed():
    # seed 001: "каждый игрок должен тайно выбрать 1 ... Затем оба игрока одновременно открывают"
    s = play(duel(), FP, "f_2")
    refused(s, FP, A("play", card="f_1"), "You have already chosen your combat card for this battle.")


def test_a_card_must_come_from_the_hand():
    # seed 001: "выбрать 1 из остающихся у себя на руках Боевых карт"
    s = duel()
    refused(s, FP, A("play", card="f_5"), "\"5\" is not in your hand.")      # discarded, not in the hand
    refused(s, SAU, A("play", card="f_1"),
            "\"1\" is not one of your combat cards.")     # the other side's card


def test_a_side_cannot_answer_a_question_put_to_the_other():
    # seed 001: "Игрок Братства первым читает текст на плитке своего героя ..., затем игрок Саурана."
    s = act(start({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
                   "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}}), SAU, RIDER_ATTACKS)
    assert pending(s) == "fp_text"      # Frodo's retreat window
    refused(s, SAU, A("play", card="s_6"), "That is not possible now: the Fellowship must decide first.")
    refused(s, SAU, A("pass"), "It is not your turn.")


def test_text_cards_act_before_strength_cards():
    # seed 001: "Текстовые карты всегда действуют перед Картами силы."
    s = duel(hands={"fellowship": ["f_retreat", "f_1"], "sauron": ["s_6", "s_1"]})
    s = cards(s, "f_retreat", "s_6")
    s = act(s, FP, A("retreat", to="arthedain"))
    assert where(s, "legolas") == "arthedain" and where(s, "blackrider") == "eregion"


def test_when_both_play_text_cards_sauron_is_carried_out_first():
    # seed 001: "Если оба игрока открыли Текстовые карты, первой читается и полностью выполняется
    # карта игрока Саурана." The Eye cancels the Fellowship retreat before it can happen.
    s = start({"fellowship": {"eregion": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
               "hands": {"fellowship": ["f_retreat", "f_1"], "sauron": ["s_eye", "s_1"]}})
    s = cards(act(s, SAU, RIDER_ATTACKS), "f_retreat", "s_eye")
    assert where(s, "aragorn_c") == "eregion"   # no retreat: Aragorn 4 against 3
    assert dead(s, "blackrider")


# -- step 2, hero texts -------------------------------------------------------------------

def test_a_death_in_step_two_ends_the_battle_before_cards():
    # seed 001: "Если герой погибает, битва завершается." (Legolas defeats the Flying Nazgul
    # "немедленно до того, как сыграны любые карты")
    s = start({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["flyingnazgul_c"], "mordor": ["balrog"]}})
    s = act(s, SAU, A("move", hero="flyingnazgul_c", to="eregion"))
    assert dead(s, "flyingnazgul_c") and s.battle is None
    assert len(hand(s, F)) == 9 and len(hand(s, S)) == 9


def test_a_fellowship_retreat_cancels_the_sauron_text():
    # seed 001: "Если герой Братства успешно отступил, любой эффект текста героя Саурана
    # (за исключением Warg) игнорируется." Frodo escapes the Orcs' instant win.
    s = start({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
               "sauron": {"caradhras": ["orcs_c"], "mordor": ["balrog"]}})
    s = act(s, SAU, A("move", hero="orcs_c", to="eregion"))
    s = act(s, FP, A("retreat", to="enedwaith"))
    assert where(s, "frodo_c") == "enedwaith" and where(s, "orcs_c") == "eregion"
    assert GAME.outcome(s) is None


# -- choosing the defender; several battles in one region ---------------------------------

TWO_DEFENDERS = {
    "fellowship": {"eregion": ["legolas", "gimli"], "shire": ["frodo_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
}


def test_the_attacker_may_name_a_revealed_defender():
    # seed 001: "нападающий выбирает оппонента в данной битве (случайным образом из закрытых
    # или конкретного из уже раскрытых героев соперника)"
    s = act(start({**TWO_DEFENDERS, "revealed": ["legolas"]}), SAU, RIDER_ATTACKS)
    assert pending(s) == "defender"
    assert set(legal(s, SAU)) == {A("defender", target="random"), A("defender", target="legolas")}
    s = act(s, SAU, A("defender", target="legolas"))
    assert s.hero[s.battle.defender] == "legolas"


def test_a_hidden_defender_cannot_be_named():
    # seed 001: "случайным образом из закрытых"
    s = act(start({**TWO_DEFENDERS, "revealed": ["legolas"]}), SAU, RIDER_ATTACKS)
    refused(s, SAU, A("defender", target="gimli"),
            "Only a revealed hero can be named as the defender; a hidden one is chosen at random.")


def test_a_hidden_defender_is_drawn_at_random():
    # seed 001: "случайным образом из закрытых"; reading A-13: a uniform draw by the engine
    chosen = set()
    for seed in range(40):
        s = act(start(TWO_DEFENDERS, seed), SAU, RIDER_ATTACKS)
        chosen.add(s.hero[s.battle.defender])
    assert chosen == {"legolas", "gimli"}


def test_a_new_battle_follows_while_both_sides_remain():
    # seed 001: "Если после боя в области остаются герои обеих сторон, начинается новая битва"
    pos = {"fellowship": {"eregion": ["legolas", "merry"], "shire": ["frodo_c"]},
           "sauron": {"caradhras": ["cavetroll"], "mordor": ["balrog"]},
           "hands": {"fellowship": ["f_1", "f_2", "f_3"], "sauron": ["s_1", "s_2", "s_3"]}}
    s = attack_choosing(pos, SAU, A("move", hero="cavetroll", to="eregion"), "legolas")
    s = cards(s, "f_1", "s_1")            # Legolas 4 against the Cave Troll's 9
    assert dead(s, "legolas")
    assert pending(s) == "play" and s.hero[s.battle.defender] == "merry"
    assert s.active == SAU                # the turn goes on
    s = cards(s, "f_2", "s_2")
    assert dead(s, "merry") and s.battle is None and s.active == FP


def test_the_attack_ends_when_the_attacker_dies():
    # seed 001: "Ход не закончен, пока не проведены все битвы, и в области не останутся герои
    # только одной из сторон (или не останется ни одного)."
    pos = {**TWO_DEFENDERS, "hands": {"fellowship": ["f_5", "f_4"], "sauron": ["s_1", "s_2"]}}
    s = cards(act(start(pos), SAU, RIDER_ATTACKS), "f_5", "s_1")
    assert dead(s, "blackrider")
    assert where(s, "legolas") == "eregion" and where(s, "gimli") == "eregion"
    assert s.battle is None and s.active == FP and pending(s) == "main"


# -- re-hiding -----------------------------------------------------------------------------

def test_both_heroes_are_revealed_during_the_battle():
    # seed 001: "1. Раскрыть героев. Каждый игрок раскрывает своего героя."
    s = duel()
    assert not hidden(s, "legolas") and not hidden(s, "blackrider")
    assert GAME.view(s, FP)["battle"]["sauron"] == "blackrider"


def test_survivors_are_hidden_again_after_the_battle():
    # seed 001: "В конце битвы (в т.ч. после отступления) все раскрытые выжившие герои снова
    # закрываются от соперника"
    s = cards(duel(), "f_2", "s_1")
    assert hidden(s, "legolas")
    assert all(e["hero"] is None for e in GAME.view(s, SAU)["regions"]["eregion"])


def test_survivors_are_hidden_again_after_a_retreat():
    # seed 001: "В конце битвы (в т.ч. после отступления) все раскрытые выжившие герои снова закрываются"
    s = start({"fellowship": {"eregion": ["pippin"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}, "active": "fellowship"})
    s = act(s, FP, A("move", hero="pippin", to="caradhras"))
    s = act(s, FP, A("retreat", to="enedwaith"))
    assert where(s, "pippin") == "enedwaith"
    assert hidden(s, "pippin") and hidden(s, "blackrider")


def test_a_hero_revealed_for_good_stays_revealed():
    # seed 001: "... снова закрываются от соперника (если только не указано обратное, например,
    # Специальной картой «Crebain of Dunland»)"
    s = cards(duel(revealed=["legolas"]), "f_2", "s_1")
    assert kept(s, "legolas")


# -- Gwaihir the Wind ----------------------------------------------------------------------

def test_gwaihir_makes_the_fellowship_hero_retreat_at_once():
    # seed 001: "Gwaihir the Wind. Играется в начале битвы, до выполнения текстов героев. Только на
    # время данного боя текст героя Братства заменяется на «Немедленно отступить вбок или назад»."
    s = duel(specials={"fellowship": ["gwaihir"]})
    assert pending(s) == "gwaihir"
    s = act(s, FP, A("gwaihir"))
    assert {a["to"] for a in legal(s, FP)} == {"rhudaur", "enedwaith", "arthedain", "cardolan"}
    s = act(s, FP, A("retreat", to="cardolan"))
    assert where(s, "legolas") == "cardolan" and where(s, "blackrider") == "eregion"
    assert len(hand(s, F)) == 2 and len(hand(s, S)) == 2    # no card was played
    assert "gwaihir" in GAME.view(s, SAU)["specials"]["fellowship"]["used"]


def test_gwaihir_replaces_the_heros_own_text():
    # seed 001: "текст героя Братства заменяется на «Немедленно отступить вбок или назад»" —
    # Frodo under Gwaihir may also retreat backwards, which his own text never allows.
    s = start({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
               "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
               "specials": {"fellowship": ["gwaihir"]}})
    s = act(act(s, SAU, RIDER_ATTACKS), FP, A("gwaihir"))
    assert A("retreat", to="arthedain") in legal(s, FP)
    assert A("pass") not in legal(s, FP)     # "Немедленно": the retreat is compulsory (reading A-44)


def test_gwaihir_silences_boromirs_own_text():
    # seed 001 (Gwaihir): "Только на время данного боя текст героя Братства заменяется" — Boromir
    # retreats instead of dying with his opponent
    s = start({"fellowship": {"eregion": ["boromir"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["cavetroll"], "mordor": ["balrog"]},
               "specials": {"fellowship": ["gwaihir"]}})
    s = act(act(s, SAU, A("move", hero="cavetroll", to="eregion")), FP, A("gwaihir"))
    s = act(s, FP, A("retreat", to="rhudaur"))
    assert where(s, "boromir") == "rhudaur" and where(s, "cavetroll") == "eregion"


def test_gwaihir_saves_the_first_hero_from_the_orcs():
    # seed 001 (Orcs): "считается, что Orcs свою первую атаку совершили (как в случае, если игрок
    # Братства применил Специальную карту «Gwaihir the Wind» на первого героя)"
    pos = {"fellowship": {"eregion": ["legolas", "merry"], "shire": ["frodo_c"]},
           "sauron": {"caradhras": ["orcs_c"], "mordor": ["balrog"]},
           "specials": {"fellowship": ["gwaihir"]}}
    s = attack_choosing(pos, SAU, A("move", hero="orcs_c", to="eregion"), "legolas")
    s = act(act(s, FP, A("gwaihir")), FP, A("retreat", to="rhudaur"))
    assert where(s, "legolas") == "rhudaur"
    # the second battle, against Merry, is an ordinary one: the first attack is spent
    assert pending(s) == "play" and where(s, "merry") == "eregion"


def test_gwaihir_cannot_be_played_against_the_warg():
    # seed 001: "Gwaihir the Wind ... Нельзя сыграть в битве против Warg."
    s = start({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["warg"], "mordor": ["balrog"]},
               "specials": {"fellowship": ["gwaihir"]}})
    s = act(s, SAU, A("move", hero="warg", to="eregion"))
    assert pending(s) == "play"
    refused(s, FP, A("gwaihir"), "Gwaihir the Wind cannot be played in a battle against the Warg.")


def test_gwaihir_is_refused_when_no_retreat_is_possible():
    # seed 001: "Нельзя отступить в область, занятую врагами или с максимальным количеством своих
    # героев. Также нельзя отступать вбок в горах"; reading A-44: the card is then not playable.
    s = start({"fellowship": {"caradhras": ["legolas"], "eregion": ["gimli", "merry"],
                              "enedwaith": ["pippin", "boromir"], "shire": ["frodo_c"]},
               "sauron": {"fangorn": ["blackrider"], "mordor": ["balrog"]},
               "specials": {"fellowship": ["gwaihir"]}})
    s = act(s, SAU, A("move", hero="blackrider", to="caradhras"))
    assert pending(s) == "play"
    refused(s, FP, A("gwaihir"),
            "Gwaihir the Wind is played at the start of a battle, before the heroes' texts.")
