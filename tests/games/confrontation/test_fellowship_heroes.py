"""Every Fellowship hero text in battle, classic and alternative, and the Ring-bearer succession.

Seed 001, «Братство — классическая версия» and «Братство — альтернативная версия»;
digest sections 6.3, 6.6 (B2), 10.1, 11.3, 11.5, 12.
"""

from __future__ import annotations

from tests.games.confrontation.battle_kit import (
    A, F, S, attack_choosing, cards, dead, hand, hidden, pending, play,
)
from tests.games.confrontation.scenario import FP, SAU, GAME, act, legal, refused, start, where, winner

ALT = {"heroes": "alternative"}
DRAFT = {"heroes": "draft_known"}


def sauron_attacks(position: dict, hero: str, to: str = "eregion", seed: int = 0):
    return act(start(position, seed), SAU, A("move", hero=hero, to=to))


# -- Frodo (classic) -----------------------------------------------------------------------

def test_frodo_may_retreat_sideways_when_defending():
    # seed 001 (Frodo): "Может отступить вбок, когда обороняется ... можно только в начале битвы —
    # до того, как сыграны карты"
    s = sauron_attacks({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
                        "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}}, "blackrider")
    assert set(legal(s, FP)) == {A("retreat", to="rhudaur"), A("retreat", to="enedwaith"), A("pass")}
    s = act(s, FP, A("retreat", to="rhudaur"))
    assert where(s, "frodo_c") == "rhudaur" and where(s, "blackrider") == "eregion"
    assert len(hand(s, F)) == 9 and len(hand(s, S)) == 9


def test_frodo_may_not_retreat_when_he_attacks():
    # seed 001 (Frodo): "Может отступить вбок, когда обороняется, но не когда нападает сам"
    s = start({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
               "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
               "hands": {"fellowship": ["f_5"], "sauron": ["s_1"]}, "active": "fellowship"})
    s = act(s, FP, A("move", hero="frodo_c", to="caradhras"))
    assert pending(s) == "play"
    refused(s, FP, A("retreat", to="eregion"), "Frodo may retreat only when he defends.")


def test_frodo_may_not_retreat_sideways_in_the_mountains():
    # seed 001 (Frodo): "нельзя в горах"
    s = sauron_attacks({"fellowship": {"caradhras": ["frodo_c"], "shire": ["pippin"]},
                        "sauron": {"fangorn": ["blackrider"], "mordor": ["balrog"]}}, "blackrider", "caradhras")
    assert pending(s) == "play"
    assert all(a.kind == "play" for a in legal(s, FP))


def test_frodo_may_retreat_into_the_region_the_witch_king_came_from():
    # seed 001 (Witch King): "обороняющийся Frodo может отступить вбок на область, где находился
    # Witch King, если там нет других героев Сауона"
    pos = {"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
           "sauron": {"rhudaur": ["witchking_c"], "mordor": ["balrog"]}}
    s = sauron_attacks(pos, "witchking_c")
    s = act(s, FP, A("retreat", to="rhudaur"))
    assert where(s, "frodo_c") == "rhudaur" and where(s, "witchking_c") == "eregion"


def test_frodo_may_not_retreat_where_the_witch_king_left_another_sauron_hero():
    # seed 001 (Witch King): "... если там нет других героев Сауона"
    pos = {"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
           "sauron": {"rhudaur": ["witchking_c", "orcs_c"], "mordor": ["balrog"]}}
    s = sauron_attacks(pos, "witchking_c")
    assert A("retreat", to="rhudaur") not in legal(s, FP)
    refused(s, FP, A("retreat", to="rhudaur"), "Frodo cannot retreat into a region held by the enemy.")


def test_the_death_of_the_classic_frodo_wins_for_sauron():
    # seed 001: "Игрок Саурана немедленно выигрывает, если ... В) погиб Frodo (классическая версия)."
    s = sauron_attacks({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
                        "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
                        "hands": {"fellowship": ["f_1"], "sauron": ["s_6"]}}, "blackrider")
    s = cards(act(s, FP, A("pass")), "f_1", "s_6")
    assert winner(s) == "sauron"


# -- Sam (classic) -------------------------------------------------------------------------

FRODO_AND_SAM = {"fellowship": {"eregion": ["frodo_c", "sam_c"], "shire": ["pippin"]},
                 "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
                 "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_2"]}}


def test_sam_may_take_frodos_place_and_fights_with_strength_five():
    # seed 001 (Sam): "Если в одной области с Frodo, которого атакуют первым, можно раскрыть и
    # подменить Frodo в этой битве"; "Сила = 5, когда в одной области с Frodo"
    s = attack_choosing(FRODO_AND_SAM, SAU, A("move", hero="blackrider", to="eregion"), "frodo_c")
    s = act(s, FP, A("substitute"))
    assert s.hero[s.battle.fp] == "sam_c"
    s = cards(s, "f_1", "s_2")              # Sam 5+1=6 against 3+2=5
    assert dead(s, "blackrider")
    assert where(s, "sam_c") == "eregion" and where(s, "frodo_c") == "eregion"


def test_the_classic_orcs_defeat_a_sam_who_stands_in_for_frodo():
    # seed 001 (Sam): "при этом в бою с Orcs (классическая версия) последние немедленно побеждают Sam'a"
    pos = {**FRODO_AND_SAM, "sauron": {"caradhras": ["orcs_c"], "mordor": ["balrog"]}}
    s = attack_choosing(pos, SAU, A("move", hero="orcs_c", to="eregion"), "frodo_c")
    s = act(s, FP, A("substitute"))
    assert dead(s, "sam_c") and where(s, "frodo_c") == "eregion"
    assert winner(s) is None
    # the next battle against Frodo is an ordinary one ("способность игнорируется в последующих")
    assert s.battle is not None and s.hero[s.battle.defender] == "frodo_c"


def test_the_classic_orcs_defeat_a_substituting_sam_in_a_later_battle_too():
    # seed 001 (Sam): "при этом в бою с Orcs (классическая версия) последние немедленно побеждают
    # Sam'a" — unconditional; reading A-14 lets Sam stand in for Frodo after a first battle
    pos = {"fellowship": {"shire": ["frodo_c", "sam_c", "legolas"], "cardolan": ["pippin"]},
           "sauron": {"arthedain": ["orcs_c"], "mordor": ["balrog"]}}
    for seed in range(200):
        s = act(start(pos, seed), SAU, A("move", hero="orcs_c", to="shire"))
        if dead(s, "legolas") and s.hero[s.battle.defender] == "frodo_c":
            break
    assert not s.battle.first                 # the Orcs' first attack is already spent
    s = act(s, FP, A("substitute"))
    assert dead(s, "sam_c") and where(s, "frodo_c") == "shire" and winner(s) is None


def test_sam_has_strength_five_only_when_frodo_is_shown():
    # seed 001 (Sam): "для подтверждения этого в начале битвы обязательно раскрыть обоих героев — Frodo и Sam'a"
    move = A("move", hero="blackrider", to="eregion")
    proved = attack_choosing(FRODO_AND_SAM, SAU, move, "sam_c")
    assert A("prove") in legal(proved, FP)
    proved = cards(act(proved, FP, A("prove")), "f_1", "s_2")        # 5+1 against 5
    assert dead(proved, "blackrider") and where(proved, "sam_c") == "eregion"
    unproved = cards(act(attack_choosing(FRODO_AND_SAM, SAU, move, "sam_c"), FP, A("pass")), "f_1", "s_2")
    assert dead(unproved, "sam_c")                                   # 2+1 against 5


def test_sam_neither_stands_in_nor_grows_against_the_warg():
    # seed 001 (Sam): "В бою против Warg способность не действует (в т.ч. невозможна замена)"
    pos = {**FRODO_AND_SAM, "sauron": {"caradhras": ["warg"], "mordor": ["balrog"]}}
    move = A("move", hero="warg", to="eregion")
    s = attack_choosing(pos, SAU, move, "frodo_c")
    assert pending(s) == "play"
    refused(s, FP, A("substitute"), "Against the Warg the Fellowship hero's text does not count.")
    s = cards(attack_choosing(pos, SAU, move, "sam_c"), "f_1", "s_2")  # Sam 2+1 against 2+2
    assert dead(s, "sam_c")


# -- Pippin --------------------------------------------------------------------------------

def test_pippin_may_retreat_backwards_when_he_attacks():
    # seed 001 (Pippin): "Когда нападает, после раскрытия героев может отступить назад на соседнюю область"
    s = start({"fellowship": {"eregion": ["pippin"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}, "active": "fellowship"})
    s = act(s, FP, A("move", hero="pippin", to="caradhras"))
    assert set(legal(s, FP)) == {A("retreat", to="eregion"), A("retreat", to="enedwaith"), A("pass")}
    s = act(s, FP, A("retreat", to="eregion"))
    assert where(s, "pippin") == "eregion" and where(s, "blackrider") == "caradhras"


def test_pippin_may_not_retreat_when_he_defends():
    # seed 001 (Pippin): "Когда нападает, ... может отступить"
    s = sauron_attacks({"fellowship": {"eregion": ["pippin"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}}, "blackrider")
    assert pending(s) == "play"
    refused(s, FP, A("retreat", to="arthedain"), "Pippin may retreat only when he attacks.")


# -- Merry, Legolas, Gimli, Boromir: the instant defeats ----------------------------------------

def test_merry_defeats_the_witch_king_before_any_card():
    # seed 001 (Merry): "Побеждает Witch King немедленно до того, как сыграны любые карты."
    s = sauron_attacks({"fellowship": {"eregion": ["merry"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["witchking_c"], "mordor": ["balrog"]}}, "witchking_c")
    assert dead(s, "witchking_c") and where(s, "merry") == "eregion"
    assert len(hand(s, F)) == 9


def test_merry_defeats_the_alternative_witch_king_too():
    # seed 001 (Merry): "Побеждает Witch King немедленно"; reading A-07: either version
    s = sauron_attacks({"options": DRAFT, "fellowship": {"eregion": ["merry"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["witchking_a"], "mordor": ["balrog"]}}, "witchking_a")
    assert dead(s, "witchking_a") and where(s, "merry") == "eregion"


def test_merry_fights_others_as_usual():
    # seed 001 (Merry): "Против других как обычно."
    s = sauron_attacks({"fellowship": {"eregion": ["merry"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}}, "blackrider")
    assert pending(s) == "play" and where(s, "blackrider") == "eregion"


def test_legolas_defeats_the_alternative_flying_nazgul_too():
    # seed 001 (Legolas): "Побеждает Flying Nazgul немедленно до того, как сыграны любые карты."
    # reading A-07: either version
    s = sauron_attacks({"options": DRAFT, "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["flyingnazgul_a"], "mordor": ["balrog"]}}, "flyingnazgul_a")
    assert dead(s, "flyingnazgul_a") and where(s, "legolas") == "eregion"


def test_gimli_defeats_the_attacking_orcs_and_is_unharmed():
    # seed 001 (Orcs): "Gimli побеждает немедленно (поэтому остается невредимым в любом бою с Orcs)."
    s = sauron_attacks({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["orcs_c"], "mordor": ["balrog"]}}, "orcs_c")
    assert dead(s, "orcs_c") and where(s, "gimli") == "eregion"


def test_gimli_defeats_the_orcs_when_he_attacks():
    # seed 001 (Gimli): "Побеждает Orcs немедленно до того, как сыграны любые карты."
    s = start({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["orcs_c"], "mordor": ["balrog"]}, "active": "fellowship"})
    s = act(s, FP, A("move", hero="gimli", to="caradhras"))
    assert dead(s, "orcs_c") and where(s, "gimli") == "caradhras"


def test_boromir_dies_together_with_his_opponent():
    # seed 001 (Boromir): "Немедленно погибает вместе с героем противника"
    s = sauron_attacks({"fellowship": {"eregion": ["boromir"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["cavetroll"], "mordor": ["balrog"]}}, "cavetroll")
    assert dead(s, "boromir") and dead(s, "cavetroll")
    assert len(hand(s, F)) == 9 and len(hand(s, S)) == 9


def test_boromirs_text_is_ignored_against_the_warg():
    # seed 001 (Boromir): "за исключением Warg'a (способность игнорируется)"
    s = sauron_attacks({"fellowship": {"eregion": ["boromir"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["warg"], "mordor": ["balrog"]},
                        "hands": {"fellowship": ["f_5", "f_1"], "sauron": ["s_1", "s_2"]}}, "warg")
    assert pending(s) == "play"
    s = cards(s, "f_5", "s_1")   # Boromir 0+5 against 2+1
    assert dead(s, "warg") and where(s, "boromir") == "eregion"


def test_boromir_and_the_orcs_both_die():
    # seed 001 (Orcs): "Если нападают на Boromir'a, погибают оба."
    s = sauron_attacks({"fellowship": {"eregion": ["boromir"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["orcs_c"], "mordor": ["balrog"]}}, "orcs_c")
    assert dead(s, "boromir") and dead(s, "orcs_c")


# -- Gandalf (classic) ---------------------------------------------------------------------

GANDALF = {"fellowship": {"eregion": ["gandalf_c"], "shire": ["frodo_c"]},
           "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
           "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_magic", "s_retreat"]}}


def test_against_gandalf_sauron_plays_first_and_openly():
    # seed 001 (Gandalf): "Игрок Сауона должен первым выбрать и сыграть свою карту, после чего
    # игрок Братства должен сделать то же"
    s = sauron_attacks(GANDALF, "blackrider")
    assert GAME.to_act(s) == [SAU] and legal(s, FP) == []
    s = play(s, SAU, "s_1")
    assert GAME.to_act(s) == [FP]
    assert GAME.view(s, FP)["battle"]["table"]["sauron"] == ["s_1"]
    s = play(s, FP, "f_1")                     # Gandalf 6 against 4
    assert dead(s, "blackrider")


def test_against_gandalf_a_sauron_magic_is_carried_out_before_the_fellowship_chooses():
    # seed 001 (Gandalf): "Если игрок Сауона сыграл «Magic», он обязан полностью выполнить ее и
    # открыть свою новую карту перед тем, как выберет и сыграет карту игрок Братства."
    s = play(sauron_attacks(GANDALF, "blackrider"), SAU, "s_magic")
    assert GAME.to_act(s) == [SAU] and pending(s) == "fetch"
    s = act(s, SAU, A("fetch", card="s_6"))
    assert GAME.to_act(s) == [FP]
    assert "s_6" in GAME.view(s, FP)["battle"]["table"]["sauron"]
    s = play(s, FP, "f_2")                     # Gandalf 7 against 3+6=9
    assert dead(s, "gandalf_c") and where(s, "blackrider") == "eregion"


def test_against_gandalf_the_fellowship_plays_even_after_a_sauron_retreat():
    # seed 001 (Gandalf): "(даже если игрок Сауона сыграл «Retreat»)"
    s = play(sauron_attacks(GANDALF, "blackrider"), SAU, "s_retreat")
    assert GAME.to_act(s) == [FP] and pending(s) == "play"
    s = act(play(s, FP, "f_2"), SAU, A("retreat", to="rhudaur"))
    assert where(s, "blackrider") == "rhudaur"
    assert "f_2" not in hand(s, F) and "f_2" in GAME.view(s, SAU)["discards"]["fellowship"]


def test_against_the_warg_gandalf_does_not_make_sauron_play_first():
    # seed 001: "есть в битве участвует Warg, текст героя Братства игнорируется"; reading A-21
    pos = {**GANDALF, "sauron": {"caradhras": ["warg"], "mordor": ["balrog"]}}
    s = sauron_attacks(pos, "warg")
    assert GAME.to_act(s) == [FP, SAU]


# -- Aragorn (classic) ---------------------------------------------------------------------

def test_aragorn_may_attack_the_warg_sideways():
    # seed 001 (Aragorn): "Может переместиться в любую соседнюю область (вперед/вбок/назад), если при
    # этом он нападет на как минимум 1 вражеского героя: так можно атаковать Warg'a"
    s = start({"fellowship": {"eregion": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"rhudaur": ["warg"], "mordor": ["balrog"]},
               "hands": {"fellowship": ["f_1"], "sauron": ["s_1"]}, "active": "fellowship"})
    s = act(s, FP, A("move", hero="aragorn_c", to="rhudaur"))
    s = cards(s, "f_1", "s_1")                 # 5 against 3
    assert dead(s, "warg") and where(s, "aragorn_c") == "rhudaur"


def test_aragorn_may_not_go_sideways_without_an_attack():
    # seed 001 (Aragorn): "если при этом он нападет на как минимум 1 вражеского героя ... Иначе
    # двигается как обычно."
    s = start({"fellowship": {"eregion": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"mordor": ["balrog"]}, "active": "fellowship"})
    refused(s, FP, A("move", hero="aragorn_c", to="rhudaur"),
            "Aragorn may only move forward into an adjacent region, unless its text allows more.")


# -- Frodo (alternative) and the Ring-bearer -------------------------------------------------

def test_the_alternative_frodo_ignores_saurons_text_card():
    # seed 001 (Frodo, alt.): "Текстовая карта игрока Саурана игнорируется."
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["frodo_a"], "shire": ["sam_a"]},
                        "sauron": {"caradhras": ["witchking_a"], "mordor": ["urukhai"]},
                        "hands": {"fellowship": ["f_2", "f_1"], "sauron": ["s_retreat", "s_1"]}}, "witchking_a")
    s = cards(s, "f_2", "s_retreat")           # no retreat: Frodo 3 against 2
    assert dead(s, "witchking_a") and where(s, "frodo_a") == "eregion"


def test_when_the_alternative_frodo_dies_sam_becomes_ring_bearer():
    # seed 001 (Альтернативные герои): "Если погибает Frodo, новым «кольценосцем» становится Sam — в
    # этот момент игрок Братства должен показать Sam'a."
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["frodo_a"], "shire": ["sam_a"]},
                        "sauron": {"caradhras": ["orcs_a"], "mordor": ["urukhai"]},
                        "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_2"]}}, "orcs_a")
    s = cards(s, "f_1", "s_1")                 # Frodo 2 against the attacking Orcs' 6+1
    assert dead(s, "frodo_a") and winner(s) is None
    assert s.hero[s.ring_bearer] == "sam_a"
    # Sam is shown to Sauron at that moment (reading A-37: and hidden again after the battle)
    shown = [e for e in GAME.view(s, SAU)["log"] if e["args"].get("hero") == "sam_a"]
    assert shown and hidden(s, "sam_a")


def test_the_alternative_frodo_dying_against_the_warg_loses():
    # seed 001 (Frodo, alt.): "Если погибает в бою против Warg ... игрок Саурана немедленно выигрывает"
    s = sauron_attacks({"options": DRAFT, "fellowship": {"eregion": ["frodo_a"], "shire": ["sam_a"]},
                        "sauron": {"caradhras": ["warg"], "mordor": ["urukhai"]},
                        "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_2"]}}, "warg")
    s = cards(s, "f_1", "s_1")                 # 2 against 3
    assert winner(s) == "sauron"


def test_the_alternative_frodo_dying_without_sam_loses():
    # seed 001 (Frodo, alt.): "или когда Sam уже отсутствует на поле, игрок Саурана немедленно выигрывает";
    # (Альтернативные герои): "Если Frodo погибает, а Sam'a на поле нет, игрок Саурана немедленно выигрывает."
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["frodo_a"], "shire": ["elrond"]},
                        "sauron": {"caradhras": ["orcs_a"], "mordor": ["urukhai"]}, "dead": ["sam_a"],
                        "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_2"]}}, "orcs_a")
    s = cards(s, "f_1", "s_1")
    assert winner(s) == "sauron"


def test_sam_dying_as_ring_bearer_loses():
    # seed 001 (Альтернативные герои): "Игрок Саурана немедленно выигрывает, если, будучи
    # кольценосцем, погибает Sam."
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["sam_a"], "shire": ["elrond"]},
                        "sauron": {"caradhras": ["orcs_a"], "mordor": ["urukhai"]}, "dead": ["frodo_a"],
                        "ring_bearer": "sam_a",
                        "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_2", "s_1"]}}, "orcs_a")
    s = cards(s, "f_1", "s_2")                 # Sam 6+1 against 6+2
    assert winner(s) == "sauron"


def test_sam_as_ring_bearer_entering_mordor_wins_without_a_battle():
    # seed 001 (Альтернативные герои): "Игрок Братства немедленно выигрывает, если Sam, будучи
    # кольценосцем, заходит в Mordor, независимо от присутствия в этой области героев Саурана (битва не происходит)."
    s = start({"options": ALT, "fellowship": {"dagorlad": ["sam_a"], "shire": ["elrond"]},
               "sauron": {"mordor": ["urukhai"], "gondor": ["orcs_a"]}, "dead": ["frodo_a"],
               "ring_bearer": "sam_a", "active": "fellowship"})
    s = act(s, FP, A("move", hero="sam_a", to="mordor"))
    assert winner(s) == "fellowship"
    assert where(s, "urukhai") == "mordor"


# -- Sam (alternative) ---------------------------------------------------------------------

def test_the_alternative_sam_defends_with_the_enemys_strength():
    # seed 001 (Sam, alt.): "Если обороняется, сила = силе вражеского героя"
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["sam_a"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["urukhai"], "mordor": ["mouth"]},
                        "hands": {"fellowship": ["f_2", "f_1"], "sauron": ["s_1", "s_2"]}}, "urukhai")
    s = cards(s, "f_2", "s_1")                 # Sam 4+2 against 4+1
    assert dead(s, "urukhai") and where(s, "sam_a") == "eregion"


def test_the_alternative_sam_has_six_against_the_attacking_alternative_orcs():
    # seed 001 (Sam, alt.): "(если это Orcs (альтернативная версия), сила = 6). Боевые карты ...
    # добавляют силу как обычно."
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["sam_a"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["orcs_a"], "mordor": ["mouth"]},
                        "hands": {"fellowship": ["f_2", "f_1"], "sauron": ["s_1", "s_2"]}}, "orcs_a")
    s = cards(s, "f_2", "s_1")                 # Sam 6+2 against 6+1
    assert dead(s, "orcs_a") and where(s, "sam_a") == "eregion"


def test_the_alternative_sam_attacks_with_strength_one():
    # seed 001 (Sam, alt.): "Если обороняется, сила = силе вражеского героя" — only when defending;
    # reading A-42: "When Sam attacks, his strength is 1."
    s = start({"options": ALT, "fellowship": {"eregion": ["sam_a"], "shire": ["frodo_a"]},
               "sauron": {"caradhras": ["witchking_a"], "mordor": ["mouth"]}, "active": "fellowship",
               "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_2"]}})
    s = cards(act(s, FP, A("move", hero="sam_a", to="caradhras")), "f_1", "s_1")  # 1+1 against 2+1
    assert dead(s, "sam_a") and where(s, "witchking_a") == "caradhras"


# -- Elrond --------------------------------------------------------------------------------

ELROND = {"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
          "sauron": {"caradhras": ["witchking_a"], "mordor": ["urukhai"]},
          "hands": {"fellowship": ["f_retreat", "f_1"], "sauron": ["s_eye", "s_magic", "s_retreat"]}}


def test_elrond_ignores_the_eye_of_sauron():
    # seed 001 (Elrond): "Карты игрока Саурана «Eye of Sauron» и «Magic» игнорируются."
    s = cards(sauron_attacks(ELROND, "witchking_a"), "f_retreat", "s_eye")
    s = act(s, FP, A("retreat", to="arthedain"))
    assert where(s, "elrond") == "arthedain"


def test_elrond_ignores_saurons_magic():
    # seed 001 (Elrond): "Карты игрока Саурана «Eye of Sauron» и «Magic» игнорируются."
    s = cards(sauron_attacks(ELROND, "witchking_a"), "f_1", "s_magic")
    assert pending(s) != "fetch"               # no card is brought back from the discard
    assert dead(s, "witchking_a")              # Elrond 3+1 against 2


def test_elrond_does_not_ignore_saurons_retreat():
    # seed 001 (Elrond): only "«Eye of Sauron» и «Magic»" are ignored
    s = cards(sauron_attacks(ELROND, "witchking_a"), "f_1", "s_retreat")
    assert set(legal(s, SAU)) == {A("retreat", to="rhudaur"), A("retreat", to="enedwaith")}
    s = act(s, SAU, A("retreat", to="enedwaith"))
    assert where(s, "witchking_a") == "enedwaith" and where(s, "elrond") == "eregion"


# -- Gandalf (alternative) -----------------------------------------------------------------

def _support_position(defender: str, gandalf_region: str = "rhudaur", options=ALT, attacker="urukhai"):
    return {"options": options,
            "fellowship": {"eregion": [defender], gandalf_region: ["gandalf_a"], "shire": ["frodo_a"]},
            "sauron": {"caradhras": [attacker], "mordor": ["mouth"]},
            "hands": {"fellowship": ["f_2", "f_1"], "sauron": ["s_1", "s_2"]}}


def test_the_alternative_gandalf_adds_one_from_a_neighbouring_region():
    # seed 001 (Gandalf, alt.): "Можно раскрыть после того, как в битве на той же или соседней с ним
    # области ... открыты Боевые карты, чтобы добавить 1 к силе сражающегося героя Братства"
    s = cards(sauron_attacks(_support_position("elrond"), "urukhai"), "f_2", "s_1")   # 5 against 5
    assert pending(s) == "support"
    s = act(s, FP, A("support"))
    assert dead(s, "urukhai") and where(s, "elrond") == "eregion"


def test_without_gandalfs_support_the_tie_kills_both():
    # seed 001: "При равенстве результатов погибают оба героя." (the support is the player's choice)
    s = cards(sauron_attacks(_support_position("elrond"), "urukhai"), "f_2", "s_1")
    s = act(s, FP, A("pass"))
    assert dead(s, "urukhai") and dead(s, "elrond")


def test_the_alternative_gandalf_supports_from_a_mountain_region():
    # seed 001 (Gandalf, alt.): "на той же или соседней с ним области (в т.ч. горной)"
    pos = _support_position("elrond", gandalf_region="misty_mountains")
    s = act(cards(sauron_attacks(pos, "urukhai"), "f_2", "s_1"), FP, A("support"))
    assert dead(s, "urukhai") and where(s, "elrond") == "eregion"


def test_the_alternative_gandalf_cannot_support_against_the_warg():
    # seed 001 (Gandalf, alt.): "нельзя если битва с Warg"
    pos = _support_position("elrond", options=DRAFT, attacker="warg")
    s = cards(sauron_attacks(pos, "warg"), "f_1", "s_2")   # 3+1 against 2+2: both die
    assert pending(s) != "support"
    assert dead(s, "warg") and dead(s, "elrond")


def test_the_alternative_gandalf_cannot_support_himself():
    # seed 001 (Gandalf, alt.): "нельзя если нападает или обороняется сам"
    pos = _support_position("gandalf_a", gandalf_region="shire")
    pos["fellowship"] = {"eregion": ["gandalf_a"], "rhudaur": ["elrond"], "shire": ["frodo_a"]}
    s = cards(sauron_attacks(pos, "urukhai"), "f_1", "s_2")
    assert A("support") not in legal(s, FP)
    refused(s, FP, A("support"), "Gandalf cannot lend his strength to a battle he fights himself.")


def test_the_alternative_gandalf_supports_a_battle_without_cards():
    # seed 001 (Gandalf, alt.): "можно даже если карты вообще не были сыграны из-за способности
    # Aragorn'a (альтернативная версия)"
    s = sauron_attacks(_support_position("aragorn_a"), "urukhai")
    s = act(s, FP, A("no_cards"))
    assert pending(s) == "support"
    s = act(s, FP, A("support"))               # Aragorn 4+1 against 4
    assert dead(s, "urukhai") and where(s, "aragorn_a") == "eregion"


def test_the_alternative_gandalf_supports_after_the_classic_saruman_chose_no_cards():
    # seed 001 (Gandalf, alt.): "можно даже если карты вообще не были сыграны из-за способности
    # Aragorn'a (альтернативная версия) или Saruman'a (классическая версия)"
    pos = _support_position("elrond", options=DRAFT, attacker="saruman_c")
    s = act(sauron_attacks(pos, "saruman_c"), SAU, A("no_cards"))
    assert pending(s) == "support"
    s = act(s, FP, A("support"))               # Elrond 3+1 against 4: both die, not Elrond alone
    assert dead(s, "saruman_c") and dead(s, "elrond")


def test_an_already_revealed_alternative_gandalf_may_still_be_revealed_to_support():
    # seed 001 (ПОЯСНЕНИЯ): "если Gandalf (альтернативная версия) уже был раскрыт с помощью Специальной
    # карты «Crebain of Dunland», вы по-прежнему можете раскрыть Gandalf, чтобы добавить силы"
    pos = {**_support_position("elrond"), "revealed": ["gandalf_a"]}
    s = act(cards(sauron_attacks(pos, "urukhai"), "f_2", "s_1"), FP, A("support"))
    assert dead(s, "urukhai") and where(s, "elrond") == "eregion"


def test_gandalfs_support_adds_to_the_alternative_sams_borrowed_strength():
    # seed 001 (Sam, alt.): "Боевые карты и способности героев таких, как Gandalf (альтернативная
    # версия), добавляют силу как обычно."
    s = cards(sauron_attacks(_support_position("sam_a"), "urukhai"), "f_2", "s_2")   # 4+2 against 4+2
    s = act(s, FP, A("support"))
    assert dead(s, "urukhai") and where(s, "sam_a") == "eregion"


# -- Aragorn (alternative) -----------------------------------------------------------------

def test_the_defending_alternative_aragorn_may_fight_without_cards():
    # seed 001 (Aragorn, alt.): "Если обороняется, можно решить провести битву без Боевых карт."
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["aragorn_a"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["witchking_a"], "mordor": ["urukhai"]}}, "witchking_a")
    assert A("no_cards") in legal(s, FP)
    s = act(s, FP, A("no_cards"))
    assert dead(s, "witchking_a") and where(s, "aragorn_a") == "eregion"   # 4 against 2
    assert len(hand(s, F)) == 9 and len(hand(s, S)) == 9


def test_the_attacking_alternative_aragorn_must_use_cards():
    # seed 001 (Aragorn, alt.): "Если обороняется, ..." — not when he attacks
    s = start({"options": ALT, "fellowship": {"eregion": ["aragorn_a"], "shire": ["frodo_a"]},
               "sauron": {"caradhras": ["witchking_a"], "mordor": ["urukhai"]}, "active": "fellowship"})
    s = act(s, FP, A("move", hero="aragorn_a", to="caradhras"))
    assert pending(s) == "play"
    refused(s, FP, A("no_cards"), "Aragorn may decide on a battle without cards only when he defends.")


# -- Treebeard -------------------------------------------------------------------------------

def test_treebeard_moves_into_fangorn_and_has_strength_six_there():
    # seed 001 (Treebeard): "Если в Fangorn'e, сила = 6. Может переместиться из любой области в
    # Fangorn, занятый единственным героем Саурана."
    s = start({"options": ALT, "fellowship": {"cardolan": ["treebeard"], "shire": ["frodo_a"]},
               "sauron": {"fangorn": ["urukhai"], "mordor": ["mouth"]}, "active": "fellowship",
               "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_2", "s_1"]}})
    s = act(s, FP, A("move", hero="treebeard", to="fangorn"))
    s = cards(s, "f_1", "s_2")                 # 6+1 against 4+2
    assert dead(s, "urukhai") and where(s, "treebeard") == "fangorn"


def test_treebeard_attacks_the_warg_in_fangorn_but_with_strength_four():
    # seed 001 (Warg): "Treebeard может использовать свою способность атаковать в Fangorn, т.к.
    # применяет ее до битвы, но его сила не увеличивается до 6 в бою в Fangorn против Warg."
    s = start({"options": DRAFT, "fellowship": {"cardolan": ["treebeard"], "shire": ["frodo_a"]},
               "sauron": {"fangorn": ["warg"], "mordor": ["mouth"]}, "active": "fellowship",
               "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_3", "s_1"]}})
    s = act(s, FP, A("move", hero="treebeard", to="fangorn"))
    s = cards(s, "f_1", "s_3")                 # 4+1 against 2+3
    assert dead(s, "treebeard") and dead(s, "warg")


# -- Faramir, Theoden, Smeagol ------------------------------------------------------------------

def test_faramir_may_retreat_sideways_when_he_attacks():
    # seed 001 (Faramir): "Когда нападает, может отступить вбок ... можно только в начале битвы"
    s = start({"options": ALT, "fellowship": {"arthedain": ["faramir"], "shire": ["frodo_a"]},
               "sauron": {"rhudaur": ["urukhai"], "mordor": ["mouth"]}, "active": "fellowship"})
    s = act(s, FP, A("move", hero="faramir", to="rhudaur"))
    assert A("retreat", to="eregion") in legal(s, FP)
    s = act(s, FP, A("retreat", to="eregion"))
    assert where(s, "faramir") == "eregion" and where(s, "urukhai") == "rhudaur"


def test_faramir_may_not_retreat_when_he_defends():
    # seed 001 (Faramir): "Когда нападает, может отступить вбок"
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["faramir"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["urukhai"], "mordor": ["mouth"]}}, "urukhai")
    assert pending(s) == "play"
    refused(s, FP, A("retreat", to="rhudaur"), "Faramir may retreat only when he attacks.")


def test_theoden_has_strength_four_in_rohan_even_when_attacking():
    # seed 001 (Theoden): "Если в Rohan'e или Gondor'e, сила = 4, даже если нападает сам."
    s = start({"options": ALT, "fellowship": {"caradhras": ["theoden"], "shire": ["frodo_a"]},
               "sauron": {"rohan": ["witchking_a"], "mordor": ["mouth"]}, "active": "fellowship",
               "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_2", "s_1"]}})
    s = cards(act(s, FP, A("move", hero="theoden", to="rohan")), "f_1", "s_2")   # 4+1 against 2+2
    assert dead(s, "witchking_a") and where(s, "theoden") == "rohan"


def test_theoden_has_strength_two_elsewhere():
    # seed 001: "Theoden (2)" — the 4 only "в Rohan'e или Gondor'e"
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["theoden"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["witchking_a"], "mordor": ["mouth"]},
                        "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_2", "s_1"]}}, "witchking_a")
    s = cards(s, "f_1", "s_2")                 # 2+1 against 2+2
    assert dead(s, "theoden") and where(s, "witchking_a") == "eregion"


SMEAGOL = {"options": ALT, "fellowship": {"eregion": ["smeagol"], "arthedain": ["elrond"], "shire": ["frodo_a"]},
           "sauron": {"caradhras": ["urukhai"], "mordor": ["mouth"]}}


def test_smeagol_swaps_places_and_the_new_hero_defends():
    # seed 001 (Smeagol): "может поменяться местами с соседним героем Братства ... новый герой
    # обороняется вместо Smeagol'a, и новый текст применяется соответственно"
    s = sauron_attacks(SMEAGOL, "urukhai")
    assert A("swap", hero="elrond") in legal(s, FP)
    s = act(s, FP, A("swap", hero="elrond"))
    assert where(s, "smeagol") == "arthedain" and where(s, "elrond") == "eregion"
    assert s.hero[s.battle.defender] == "elrond" and pending(s) == "play"


def test_smeagol_swapping_with_a_hero_against_the_orcs_gives_them_a_first_attack():
    # seed 001 (Orcs): "Если нападают на Smeagol'a ... он может поменяться местами ... и остаться
    # невредимым. В этом случае считается, что битвы не произошло, и атака Orcs на нового героя
    # является их первой."
    pos = {**SMEAGOL, "options": DRAFT, "sauron": {"caradhras": ["orcs_c"], "mordor": ["mouth"]}}
    s = act(sauron_attacks(pos, "orcs_c"), FP, A("swap", hero="elrond"))
    assert dead(s, "elrond") and where(s, "smeagol") == "arthedain"


def test_smeagol_swapping_in_gimli_against_the_orcs_destroys_them():
    # seed 001 (Smeagol): "новый текст применяется соответственно"; (Orcs) "Gimli побеждает немедленно"
    pos = {"options": DRAFT, "fellowship": {"eregion": ["smeagol"], "arthedain": ["gimli"], "shire": ["frodo_a"]},
           "sauron": {"caradhras": ["orcs_c"], "mordor": ["mouth"]}}
    s = act(sauron_attacks(pos, "orcs_c"), FP, A("swap", hero="gimli"))
    assert dead(s, "orcs_c") and where(s, "gimli") == "eregion" and where(s, "smeagol") == "arthedain"


def test_smeagol_cannot_swap_when_another_fellowship_hero_is_with_him():
    # seed 001 (Smeagol): "и в данной области нет других героев Братства"
    pos = {**SMEAGOL, "fellowship": {"eregion": ["smeagol", "faramir"], "arthedain": ["elrond"],
                                     "shire": ["frodo_a"]}}
    s = attack_choosing(pos, SAU, A("move", hero="urukhai", to="eregion"), "smeagol")
    refused(s, FP, A("swap", hero="elrond"),
            "Smeagol may swap places only when no other Fellowship hero is with him.")


def test_smeagol_cannot_swap_sideways_in_the_mountains():
    # seed 001 (Smeagol): "нельзя вбок в горах"
    pos = {"options": ALT, "fellowship": {"caradhras": ["smeagol"], "misty_mountains": ["elrond"],
                                          "enedwaith": ["faramir"], "shire": ["frodo_a"]},
           "sauron": {"fangorn": ["urukhai"], "mordor": ["mouth"]}}
    s = sauron_attacks(pos, "urukhai", "caradhras")
    assert A("swap", hero="faramir") in legal(s, FP)
    refused(s, FP, A("swap", hero="elrond"),
            "Smeagol swaps only with a Fellowship hero in an adjacent region, never sideways in the mountains or along the Anduin.")
