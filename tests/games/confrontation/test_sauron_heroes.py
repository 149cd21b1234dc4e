"""Every Sauron hero text in battle, classic and alternative: the Balrog's ambush, Shelob's
return, Wormtongue's escape, the Mouth of Sauron's swap, and the rest.

Seed 001, «Сауон — классическая версия» and «Саурон — альтернативная версия»;
digest sections 3.6, 6.6 (B3, B4.2, B4.3, B7), 11.4, 11.6, 12.
"""

from __future__ import annotations

from tests.games.confrontation.battle_kit import (
    A, F, S, attack_choosing, cards, dead, discard, hand, hidden, kept, pending, play,
)
from tests.games.confrontation.scenario import (
    FP, SAU, GAME, act, destinations, legal, movers, refused, start, where, winner,
)

ALT = {"heroes": "alternative"}
DRAFT = {"heroes": "draft_known"}


def sauron_attacks(position: dict, hero: str, to: str = "eregion", seed: int = 0):
    return act(start(position, seed), SAU, A("move", hero=hero, to=to))


def fellowship_moves(position: dict, hero: str, to: str, **extra):
    return act(start({**position, "active": "fellowship"}), FP, A("move", hero=hero, to=to, **extra))


# -- Balrog ---------------------------------------------------------------------------------

def tunnel(hero: str, guard: str = "balrog", options=None, **more):
    pos = {"fellowship": {"eregion": [hero], "shire": ["pippin"]},
           "sauron": {"caradhras": [guard], "fangorn": ["blackrider"], "mordor": ["cavetroll"]}, **more}
    if options:
        pos["options"] = options
    return fellowship_moves(pos, hero, "fangorn", via="tunnel")


def test_the_balrog_kills_a_hero_in_the_moria_tunnel_without_a_battle():
    # seed 001 (Balrog): "Если в области Caradhras, когда герой Братства использует туннель в Moria,
    # при желании можно раскрыть, чтобы немедленно победить вражеского героя без боя ... Погибшие таким
    # образом герои Братства не достигают Fangorn, поэтому герои Сауона в этой области не раскрываются."
    s = tunnel("legolas")
    assert pending(s) == "ambush" and A("ambush") in legal(s, SAU)
    s = act(s, SAU, A("ambush"))
    assert dead(s, "legolas")
    assert where(s, "blackrider") == "fangorn" and hidden(s, "blackrider")
    assert where(s, "balrog") == "caradhras"
    assert s.battle is None and s.active == SAU


def test_the_balrog_kills_frodo_in_the_tunnel_and_sauron_wins():
    # seed 001 (Balrog): "немедленно победить вражеского героя без боя (в т.ч. Frodo)"
    s = act(tunnel("frodo_c"), SAU, A("ambush"))
    assert winner(s) == "sauron"


def test_the_balrog_is_unharmed_when_boromir_dies_in_the_tunnel():
    # seed 001 (Balrog): "Сам остается невредимым, даже если уничтожается Boromir."
    s = act(tunnel("boromir"), SAU, A("ambush"))
    assert dead(s, "boromir") and where(s, "balrog") == "caradhras"


def test_a_declined_ambush_lets_the_hero_reach_fangorn_and_fight():
    # seed 001 (Balrog): "при желании можно раскрыть"
    s = act(tunnel("legolas"), SAU, A("pass"))
    assert where(s, "legolas") == "fangorn" and where(s, "balrog") == "caradhras"
    assert s.battle is not None and s.hero[s.battle.defender] == "blackrider"


def test_any_hero_in_caradhras_gives_sauron_a_window_but_only_the_balrog_ambushes():
    # seed 001 (Balrog): only the Balrog kills; reading A-40: the window opens for any Sauron hero
    # in Caradhras so that its presence betrays nothing
    s = tunnel("legolas", guard="orcs_c")
    assert legal(s, SAU) == [A("pass")]
    refused(s, SAU, A("ambush"), "Only the Balrog in Caradhras can kill a hero in the Moria tunnel.")


def test_the_balrog_killing_the_alternative_frodo_passes_the_ring_to_sam():
    # seed 001 (Frodo, alt.): "Если погибает, новым кольценосцем становится Sam."; reading A-47
    s = start({"options": DRAFT, "fellowship": {"eregion": ["frodo_a"], "shire": ["sam_a"]},
               "sauron": {"caradhras": ["balrog"], "mordor": ["cavetroll"]}, "active": "fellowship"})
    s = act(act(s, FP, A("move", hero="frodo_a", to="fangorn", via="tunnel")), SAU, A("ambush"))
    assert dead(s, "frodo_a") and winner(s) is None and s.hero[s.ring_bearer] == "sam_a"


# -- Shelob ---------------------------------------------------------------------------------

def shelob_wins(gondor_fellowship=(), gondor_sauron=(), defenders=("legolas",), **more):
    pos = {"fellowship": {"eregion": list(defenders), "shire": ["frodo_c"]},
           "sauron": {"caradhras": ["shelob"], "mordor": ["cavetroll"]},
           "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_5", "s_6"]}, **more}
    if gondor_fellowship:
        pos["fellowship"]["gondor"] = list(gondor_fellowship)
    if gondor_sauron:
        pos["sauron"]["gondor"] = list(gondor_sauron)
    s = sauron_attacks(pos, "shelob")
    return cards(s, "f_1", "s_5")          # 3+1 against 5+5


def test_shelob_returns_to_gondor_after_a_victory():
    # seed 001 (Shelob): "Если не в Gondor'e и побеждает вражеского героя, немедленно возвращается в Gondor"
    s = shelob_wins()
    assert dead(s, "legolas") and where(s, "shelob") == "gondor"


def test_shelob_dies_on_return_when_a_fellowship_hero_is_in_gondor():
    # seed 001 (Shelob): "при этом немедленно погибает (и убирается с поля), если там присутствует герой Братства"
    s = shelob_wins(gondor_fellowship=("gimli",))
    assert dead(s, "legolas") and dead(s, "shelob") and where(s, "gimli") == "gondor"


def test_shelob_dies_on_return_when_two_other_sauron_heroes_are_in_gondor():
    # seed 001 (Shelob): "или 2 других Сауона"
    s = shelob_wins(gondor_sauron=("orcs_c", "warg"))
    assert dead(s, "shelob") and where(s, "orcs_c") == "gondor"


def test_shelob_survives_her_return_beside_one_other_sauron_hero():
    # seed 001 (Shelob): she dies only with "2 других Сауона" there
    s = shelob_wins(gondor_sauron=("orcs_c",))
    assert where(s, "shelob") == "gondor"


def test_shelobs_return_ends_her_attack():
    # seed 001 (Shelob): "немедленно возвращается в Gondor"; reading A-39: the Fellowship heroes left
    # in the battle region are left alone
    pos = {"fellowship": {"eregion": ["legolas", "merry"], "shire": ["frodo_c"]},
           "sauron": {"caradhras": ["shelob"], "mordor": ["cavetroll"]},
           "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_5", "s_6"]}}
    s = attack_choosing(pos, SAU, A("move", hero="shelob", to="eregion"), "legolas")
    s = cards(s, "f_1", "s_5")
    assert where(s, "shelob") == "gondor" and where(s, "merry") == "eregion"
    assert s.battle is None and s.active == FP


def test_a_defending_shelob_returns_to_gondor_after_a_victory():
    # seed 001 (Shelob): "Если не в Gondor'e и побеждает вражеского героя" — attacking or not
    pos = {"fellowship": {"caradhras": ["legolas"], "shire": ["frodo_c"]},
           "sauron": {"rohan": ["shelob"], "mordor": ["cavetroll"]},
           "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_5", "s_6"]}}
    s = cards(fellowship_moves(pos, "legolas", "rohan"), "f_1", "s_5")
    assert dead(s, "legolas") and where(s, "shelob") == "gondor"


def test_shelob_stays_where_she_wins_in_gondor():
    # seed 001 (Shelob): "Если не в Gondor'e ..."
    pos = {"fellowship": {"fangorn": ["legolas"], "shire": ["frodo_c"]},
           "sauron": {"gondor": ["shelob"], "mordor": ["cavetroll"]},
           "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_5", "s_6"]}}
    s = cards(fellowship_moves(pos, "legolas", "gondor"), "f_1", "s_5")
    assert dead(s, "legolas") and where(s, "shelob") == "gondor"


# -- Witch King, Flying Nazgul, Black Rider (classic): attacks by ability -------------------------

def test_the_witch_king_may_attack_sideways():
    # seed 001 (Witch King): "Может переместиться вбок на соседнюю область, если при этом он нападет
    # на как минимум 1 вражеского героя"
    s = sauron_attacks({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
                        "sauron": {"rhudaur": ["witchking_c"], "mordor": ["cavetroll"]}}, "witchking_c")
    assert s.battle is not None and where(s, "witchking_c") == "eregion"


def test_the_witch_king_may_not_go_sideways_in_the_mountains():
    # seed 001 (Witch King): "нельзя, находясь в горах"
    s = start({"fellowship": {"misty_mountains": ["legolas"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["witchking_c"], "mordor": ["cavetroll"]}})
    refused(s, SAU, A("move", hero="witchking_c", to="misty_mountains"),
            "No moving sideways in the mountains.")


def test_the_flying_nazgul_flies_to_any_lone_fellowship_hero():
    # seed 001 (Flying Nazgul): "Может переместиться в любую область, занятую единственным героем
    # Братства"; reading A-06: anywhere on the board
    pos = {"fellowship": {"cardolan": ["gimli"], "eregion": ["legolas", "merry"], "shire": ["frodo_c"]},
           "sauron": {"mordor": ["flyingnazgul_c", "cavetroll"]}}
    s = start(pos)
    assert "cardolan" in destinations(s, SAU, "flyingnazgul_c")
    refused(s, SAU, A("move", hero="flyingnazgul_c", to="eregion"),
            "Flying Nazgul may only move forward into an adjacent region, unless its text allows more.")    # two heroes there
    s = act(s, SAU, A("move", hero="flyingnazgul_c", to="cardolan"))
    assert s.battle is not None and s.hero[s.battle.defender] == "gimli"


def test_the_flying_nazgul_may_attack_a_neighbouring_mountain_sideways():
    # seed 001 (Flying Nazgul): "(что позволяет атаковать соседнюю горную область)"
    s = sauron_attacks({"fellowship": {"caradhras": ["gimli"], "shire": ["frodo_c"]},
                        "sauron": {"misty_mountains": ["flyingnazgul_c"], "mordor": ["cavetroll"]}},
                       "flyingnazgul_c", "caradhras")
    assert s.battle is not None and where(s, "flyingnazgul_c") == "caradhras"


def test_the_black_rider_rides_many_regions_to_attack():
    # seed 001 (Black Rider): "Может пройти вперед любое количество областей, если при этом он
    # нападет на как минимум 1 вражеского героя"
    s = sauron_attacks({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
                        "sauron": {"mordor": ["blackrider", "cavetroll"]}}, "blackrider")
    assert s.battle is not None and where(s, "blackrider") == "eregion"


def test_the_black_rider_may_not_ride_far_without_attacking():
    # seed 001 (Black Rider): "нельзя без нападения"
    s = start({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
               "sauron": {"mordor": ["blackrider", "cavetroll"]}})
    refused(s, SAU, A("move", hero="blackrider", to="caradhras"),
            "Black Rider may only move forward into an adjacent region, unless its text allows more.")


# -- Saruman (classic) -----------------------------------------------------------------------

def test_the_classic_saruman_may_decide_a_battle_without_cards():
    # seed 001 (Saruman): "битву с его участием можно решить провести без карт ... только на основе силы героев"
    s = sauron_attacks({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["saruman_c"], "mordor": ["cavetroll"]}}, "saruman_c")
    assert set(legal(s, SAU)) == {A("no_cards"), A("pass")}
    s = act(s, SAU, A("no_cards"))             # 4 against 3
    assert dead(s, "legolas") and where(s, "saruman_c") == "eregion"
    assert len(hand(s, F)) == 9 and len(hand(s, S)) == 9


def test_the_classic_saruman_may_go_without_cards_after_aragorn_declined():
    # seed 001 (Saruman): "(в т.ч. после того, как Aragorn (альтернативная версия) решил не использовать
    # свою способность)"
    s = sauron_attacks({"options": DRAFT, "fellowship": {"eregion": ["aragorn_a"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["saruman_c"], "mordor": ["cavetroll"]}}, "saruman_c")
    s = act(act(s, FP, A("pass")), SAU, A("no_cards"))   # 4 against 4
    assert dead(s, "aragorn_a") and dead(s, "saruman_c")
    assert len(hand(s, F)) == 9


def test_the_classic_saruman_cannot_stop_gwaihir():
    # seed 001: "к Специальным картам не применяются те же правила, что и к Боевым картам (например,
    # Saguman (классическая версия) не может помешать сыграть «Gwaihir the Wind» в битве)"
    s = sauron_attacks({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["saruman_c"], "mordor": ["cavetroll"]},
                        "specials": {"fellowship": ["gwaihir"]}}, "saruman_c")
    s = act(act(s, FP, A("gwaihir")), FP, A("retreat", to="rhudaur"))
    assert where(s, "legolas") == "rhudaur" and s.battle is None


# -- Orcs (classic) --------------------------------------------------------------------------

def test_the_orcs_defeat_the_first_hero_they_attack():
    # seed 001 (Orcs): "Немедленно побеждают вражеского героя, которого первым атакуют в данной области."
    s = sauron_attacks({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["orcs_c"], "mordor": ["cavetroll"]}}, "orcs_c")
    assert dead(s, "legolas") and where(s, "orcs_c") == "eregion"
    assert len(hand(s, F)) == 9


def test_the_orcs_fight_the_second_hero_of_the_region_as_usual():
    # seed 001 (Orcs): "Если в данной области присутствуют еще герои Братства, способность
    # игнорируется в последующих с ними битвах."
    pos = {"fellowship": {"eregion": ["legolas", "merry"], "shire": ["frodo_c"]},
           "sauron": {"caradhras": ["orcs_c"], "mordor": ["cavetroll"]},
           "hands": {"fellowship": ["f_5", "f_1"], "sauron": ["s_1", "s_2"]}}
    s = sauron_attacks(pos, "orcs_c")
    first, second = ("legolas", "merry") if dead(s, "legolas") else ("merry", "legolas")
    assert dead(s, first) and pending(s) == "play" and s.hero[s.battle.defender] == second
    s = cards(s, "f_5", "s_1")               # 3+5 or 2+5 against 2+1
    assert dead(s, "orcs_c") and where(s, second) == "eregion"


def test_frodo_escaping_the_orcs_spends_their_first_attack():
    # seed 001 (Orcs): "Если атакуют первым Frodo, он может отступить вбок и остаться невредимым. В этом
    # случае считается, что Orcs свою первую атаку совершили"
    pos = {"fellowship": {"eregion": ["frodo_c", "legolas"], "shire": ["pippin"]},
           "sauron": {"caradhras": ["orcs_c"], "mordor": ["cavetroll"]}}
    s = attack_choosing(pos, SAU, A("move", hero="orcs_c", to="eregion"), "frodo_c")
    s = act(s, FP, A("retreat", to="rhudaur"))
    assert where(s, "frodo_c") == "rhudaur"
    assert where(s, "legolas") == "eregion" and s.hero[s.battle.defender] == "legolas"
    assert pending(s) == "play"
    # seed 001: "В конце битвы (в т.ч. после отступления) все раскрытые выжившие герои снова закрываются"
    assert hidden(s, "frodo_c")


def test_defending_orcs_have_no_instant_victory():
    # seed 001 (Orcs): "Если не нападают сами, способность также игнорируется."
    pos = {"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
           "sauron": {"caradhras": ["orcs_c"], "mordor": ["cavetroll"]},
           "hands": {"fellowship": ["f_1"], "sauron": ["s_1"]}}
    s = fellowship_moves(pos, "legolas", "caradhras")
    assert pending(s) == "play" and where(s, "legolas") == "caradhras"
    s = cards(s, "f_1", "s_1")               # 4 against 3
    assert dead(s, "orcs_c")


# -- Warg -------------------------------------------------------------------------------------

def test_the_warg_silences_frodos_retreat():
    # seed 001: "есть в битве участвует Warg, текст героя Братства игнорируется"; "Некоторые герои
    # Братства ... могут отступить ... (за исключением боя с Warg)"
    s = sauron_attacks({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
                        "sauron": {"caradhras": ["warg"], "mordor": ["cavetroll"]}}, "warg")
    assert pending(s) == "play"
    refused(s, FP, A("retreat", to="rhudaur"), "Against the Warg the Fellowship hero's text does not count.")


def test_the_warg_silences_the_alternative_frodos_immunity():
    # seed 001 (Warg): "Игнорируется текст противостоящего героя Братства." — so Sauron's text
    # card works against the alternative Frodo
    s = sauron_attacks({"options": DRAFT, "fellowship": {"eregion": ["frodo_a"], "shire": ["sam_a"]},
                        "sauron": {"caradhras": ["warg"], "mordor": ["cavetroll"]},
                        "hands": {"fellowship": ["f_1"], "sauron": ["s_retreat"]}}, "warg")
    s = act(cards(s, "f_1", "s_retreat"), SAU, A("retreat", to="rhudaur"))
    assert where(s, "warg") == "rhudaur" and where(s, "frodo_a") == "eregion"


# -- Cave Troll -------------------------------------------------------------------------------

def test_the_cave_trolls_own_card_is_ignored_but_spent():
    # seed 001 (Cave Troll): "Карта игрока Саурана игнорируется (он по-прежнему обязан сыграть и сбросить карту)."
    s = sauron_attacks({"fellowship": {"eregion": ["gandalf_c"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["cavetroll"], "mordor": ["balrog"]},
                        "hands": {"fellowship": ["f_5", "f_1"], "sauron": ["s_6", "s_1"]}}, "cavetroll")
    s = cards(s, "f_5", "s_6")               # Gandalf 5+5 against 9 (+6 ignored)
    assert dead(s, "cavetroll") and where(s, "gandalf_c") == "eregion"
    assert "s_6" in discard(s, S) and "s_6" not in hand(s, S)


def test_an_ignored_retreat_does_not_save_the_cave_troll_from_noble_sacrifice():
    # seed 001 (Cave Troll): "Карта игрока Саурана игнорируется"; reading A-17: an ignored Retreat
    # does not cancel Noble Sacrifice
    s = sauron_attacks({"fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
                        "sauron": {"caradhras": ["cavetroll"], "mordor": ["balrog"]},
                        "hands": {"fellowship": ["f_noble", "f_1"], "sauron": ["s_retreat", "s_1"]}}, "cavetroll")
    s = cards(s, "f_noble", "s_retreat")
    assert dead(s, "cavetroll") and dead(s, "legolas")


# -- Uruk-Hai, Witch King (alternative), Flying Nazgul (alternative) ------------------------------

def test_the_uruk_hai_march_many_regions_into_an_empty_one():
    # seed 001 (Uruk-Hai): "Можно раскрыть, чтобы пройти вперед любое количество областей и закончить
    # движение на пустой области"; reading A-26: hidden again when the move ends
    s = start({"options": ALT, "fellowship": {"cardolan": ["elrond"], "shire": ["frodo_a"]},
               "sauron": {"mordor": ["urukhai", "mouth"]}})
    assert "eregion" in destinations(s, SAU, "urukhai")
    refused(s, SAU, A("move", hero="urukhai", to="cardolan"),
            "Uruk-Hai may only move forward into an adjacent region, unless its text allows more.")   # not into a region with enemies
    s = act(s, SAU, A("move", hero="urukhai", to="eregion"))
    assert where(s, "urukhai") == "eregion" and s.battle is None and hidden(s, "urukhai")
    assert any(e["args"].get("hero") == "urukhai" for e in GAME.view(s, FP)["log"])   # it was shown


def test_the_alternative_witch_king_entering_the_shire_wins_at_once():
    # seed 001 (Witch King, alt.): "Если заходит в Shire, игрок Саурана немедленно выигрывает партию
    # (независимо от присутствия в этой области вражеских героев)."
    s = sauron_attacks({"options": ALT, "fellowship": {"shire": ["frodo_a", "sam_a"]},
                        "sauron": {"arthedain": ["witchking_a"], "mordor": ["mouth"]}}, "witchking_a", "shire")
    assert winner(s) == "sauron" and where(s, "frodo_a") == "shire"


def test_the_alternative_flying_nazgul_leaps_over_a_full_region_to_attack():
    # seed 001 (Flying Nazgul, alt.): "Может переместиться вперед через 1 область (в т.ч. с
    # максимальным количеством героев Саурана или с героями Братства), чтобы напасть."
    pos = {"options": ALT, "fellowship": {"fangorn": ["elrond"], "shire": ["frodo_a"]},
           "sauron": {"mordor": ["flyingnazgul_a"], "gondor": ["mouth", "gollum"]}}
    s = start(pos)
    assert "fangorn" in destinations(s, SAU, "flyingnazgul_a")
    refused(s, SAU, A("move", hero="flyingnazgul_a", to="rohan"),
            "Flying Nazgul may only move forward into an adjacent region, unless its text allows more.")     # no attack there
    s = act(s, SAU, A("move", hero="flyingnazgul_a", to="fangorn"))
    assert s.battle is not None and s.hero[s.battle.defender] == "elrond"


# -- Saruman (alternative) --------------------------------------------------------------------

def test_the_alternative_saruman_defeats_gandalf_before_any_card():
    # seed 001 (Saruman, alt.): "Побеждает Gandalf'a немедленно до того, как сыграны любые карты."
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["gandalf_a"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["saruman_a"], "mordor": ["mouth"]}}, "saruman_a")
    assert dead(s, "gandalf_a") and where(s, "saruman_a") == "eregion"
    assert len(hand(s, F)) == 9


def test_the_alternative_saruman_defeats_the_classic_gandalf_too():
    # seed 001 (Saruman, alt.): "Побеждает Gandalf'a немедленно"; reading A-07: either version
    s = sauron_attacks({"options": DRAFT, "fellowship": {"eregion": ["gandalf_c"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["saruman_a"], "mordor": ["mouth"]}}, "saruman_a")
    assert dead(s, "gandalf_c")


SARUMAN_A = {"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
             "sauron": {"caradhras": ["saruman_a"], "mordor": ["mouth"]},
             "hands": {"fellowship": ["f_5", "f_1", "f_2"], "sauron": ["s_2", "s_1", "s_3"]}}


def test_the_alternative_saruman_forces_another_card():
    # seed 001 (Saruman, alt.): "После того, как игрок Братства открыл свою карту, можно принудить его
    # открыть другую (первая возвращается обратно в руку)"
    s = cards(sauron_attacks(SARUMAN_A, "saruman_a"), "f_5", "s_2")
    assert pending(s) == "s_force"
    s = act(s, SAU, A("force_other"))
    assert A("play", card="f_5") not in legal(s, FP)
    refused(s, FP, A("play", card="f_5"), "\"5\" was sent back by Saruman: you must show another card.")
    s = play(s, FP, "f_1")                    # Elrond 3+1 against 3+2
    assert dead(s, "elrond")
    assert "f_5" in hand(s, F) and "f_1" in discard(s, F)


def test_the_alternative_saruman_cannot_force_the_last_card():
    # seed 001 (Saruman, alt.): "нельзя, если у игрока Братства оставалась только 1 Боевая карта"
    pos = {**SARUMAN_A, "hands": {"fellowship": ["f_5"], "sauron": ["s_2"]}}
    s = cards(sauron_attacks(pos, "saruman_a"), "f_5", "s_2")
    assert pending(s) != "s_force"
    assert dead(s, "saruman_a")               # Elrond 3+5 against 5


# -- Orcs (alternative) -----------------------------------------------------------------------

def test_the_alternative_orcs_have_strength_six_when_attacking():
    # seed 001 (Orcs, alt.): "Когда нападают, сила = 6."
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["orcs_a"], "mordor": ["mouth"]},
                        "hands": {"fellowship": ["f_3"], "sauron": ["s_1"]}}, "orcs_a")
    s = cards(s, "f_3", "s_1")                # 3+3 against 6+1
    assert dead(s, "elrond") and where(s, "orcs_a") == "eregion"


def test_the_alternative_orcs_have_strength_three_when_defending():
    # seed 001: "Orcs (3)"; the 6 only "Когда нападают"
    pos = {"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
           "sauron": {"caradhras": ["orcs_a"], "mordor": ["mouth"]},
           "hands": {"fellowship": ["f_2"], "sauron": ["s_1"]}}
    s = cards(fellowship_moves(pos, "elrond", "caradhras"), "f_2", "s_1")   # 3+2 against 3+1
    assert dead(s, "orcs_a") and where(s, "elrond") == "caradhras"


# -- Wormtongue -------------------------------------------------------------------------------

def test_a_defeated_wormtongue_may_escape_backwards_into_an_empty_region():
    # seed 001 (Wormtongue): "Если побежден, может отступить назад на соседнюю пустую область"
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["wormtongue"], "mordor": ["mouth"]},
                        "hands": {"fellowship": ["f_1"], "sauron": ["s_1"]}}, "wormtongue")
    s = cards(s, "f_1", "s_1")                # 4 against 0
    assert pending(s) == "wormtongue"
    assert set(legal(s, SAU)) == {A("retreat", to="misty_mountains"), A("retreat", to="caradhras"), A("pass")}
    s = act(s, SAU, A("retreat", to="misty_mountains"))
    assert where(s, "wormtongue") == "misty_mountains" and where(s, "elrond") == "eregion"


def test_wormtongue_may_choose_not_to_escape():
    # seed 001 (Wormtongue): "может отступить" — reading A-41: the retreat is optional
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["wormtongue"], "mordor": ["mouth"]},
                        "hands": {"fellowship": ["f_1"], "sauron": ["s_1"]}}, "wormtongue")
    s = act(cards(s, "f_1", "s_1"), SAU, A("pass"))
    assert dead(s, "wormtongue")


def test_a_tie_counts_as_wormtongues_defeat():
    # seed 001 (Wormtongue): "Если побежден, может отступить"; reading A-41: a tie is a defeat
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["wormtongue"], "mordor": ["mouth"]},
                        "hands": {"sauron": ["s_4", "s_1"]}}, "wormtongue")
    s = cards(s, "f_magic", "s_4")            # Magic with an empty discard: 3 against -1+4
    assert pending(s) == "wormtongue"
    s = act(s, SAU, A("retreat", to="caradhras"))
    assert dead(s, "elrond") and where(s, "wormtongue") == "caradhras"


def test_wormtongue_escapes_boromir_who_still_dies():
    # seed 001 (Wormtongue): "в т.ч. будучи побежденным Boromir'ом ... (в обоих случаях вражеский герой погибает)"
    s = sauron_attacks({"options": DRAFT, "fellowship": {"eregion": ["boromir"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["wormtongue"], "mordor": ["mouth"]}}, "wormtongue")
    s = act(s, SAU, A("retreat", to="caradhras"))
    assert dead(s, "boromir") and where(s, "wormtongue") == "caradhras"


def test_wormtongue_escapes_noble_sacrifice_and_the_fellowship_hero_still_dies():
    # seed 001 (Wormtongue): "или картой «Noble Sacrifice» (в обоих случаях вражеский герой погибает)"
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["wormtongue"], "mordor": ["mouth"]},
                        "hands": {"fellowship": ["f_noble"], "sauron": ["s_1"]}}, "wormtongue")
    s = act(cards(s, "f_noble", "s_1"), SAU, A("retreat", to="caradhras"))
    assert dead(s, "elrond") and where(s, "wormtongue") == "caradhras"


def test_wormtongue_escapes_only_into_an_empty_region():
    # seed 001 (Wormtongue): "может отступить назад на соседнюю пустую область" — a region holding one
    # Sauron hero is not empty; reading A-41: "empty" means no hero of either side
    pos = {"options": ALT, "fellowship": {"arthedain": ["elrond"], "shire": ["frodo_a"]},
           "sauron": {"rhudaur": ["wormtongue"], "eregion": ["mouth"], "mordor": ["urukhai"]},
           "hands": {"fellowship": ["f_1"], "sauron": ["s_1"]}}
    s = cards(sauron_attacks(pos, "wormtongue", "arthedain"), "f_1", "s_1")
    s = act(s, FP, A("pass"))                 # Frodo in the Shire next door: the support window
    assert set(legal(s, SAU)) == {A("retreat", to="rhudaur"), A("pass")}
    refused(s, SAU, A("retreat", to="eregion"), "Wormtongue escapes only into an empty region.")


def test_a_defeated_wormtongue_with_no_empty_region_behind_is_removed():
    # seed 001 (Wormtongue): "Если отступить не может, убирается с поля."
    pos = {"options": ALT, "fellowship": {"arthedain": ["elrond"], "caradhras": ["faramir"], "shire": ["frodo_a"]},
           "sauron": {"eregion": ["wormtongue"], "misty_mountains": ["mouth"], "mordor": ["urukhai"]},
           "hands": {"fellowship": ["f_1"], "sauron": ["s_1"]}}
    s = cards(fellowship_moves(pos, "elrond", "eregion"), "f_1", "s_1")
    s = act(s, FP, A("pass"))                 # Faramir's neighbourhood opens the support window
    assert pending(s) != "wormtongue"
    assert dead(s, "wormtongue") and where(s, "elrond") == "eregion"


# -- Mouth of Sauron --------------------------------------------------------------------------

MOUTH = {"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
         "sauron": {"caradhras": ["mouth"], "mordor": ["urukhai"]},
         "hands": {"fellowship": ["f_2", "f_1"], "sauron": ["s_1", "s_4", "s_2"]}}


def test_the_mouth_of_sauron_swaps_in_the_four_from_his_hand():
    # seed 001 (Mouth of Sauron): "После того, как открыты карты, можно заменить свою сыгранную карту на
    # свою Карту силы «4» ...: если «4» берется из руки — первая карта возвращается в руку"
    s = cards(sauron_attacks(MOUTH, "mouth"), "f_2", "s_1")
    assert set(legal(s, SAU)) == {A("mouth_swap", source="hand"), A("pass")}
    s = act(s, SAU, A("mouth_swap", source="hand"))   # 3+4 against 3+2
    assert dead(s, "elrond") and where(s, "mouth") == "eregion"
    assert hand(s, S) == {"s_1", "s_2"} and "s_4" in discard(s, S)


def test_the_mouth_of_sauron_swaps_in_the_four_from_his_discard():
    # seed 001 (Mouth of Sauron): "(даже из сброса) ... если из сброса — кладется в сброс"
    pos = {**MOUTH, "hands": {"fellowship": ["f_2", "f_1"], "sauron": ["s_1", "s_2"]}}
    s = cards(sauron_attacks(pos, "mouth"), "f_2", "s_1")
    assert set(legal(s, SAU)) == {A("mouth_swap", source="discard"), A("pass")}
    s = act(s, SAU, A("mouth_swap", source="discard"))
    assert dead(s, "elrond")
    assert hand(s, S) == {"s_2"} and {"s_1", "s_4"} <= discard(s, S)


def test_the_mouth_of_sauron_cannot_swap_in_a_battle_without_cards():
    # seed 001 (Mouth of Sauron): "Заменить нельзя, если Aragorn (альтернативная версия) решил, что
    # карты играть не будут."
    pos = {**MOUTH, "fellowship": {"eregion": ["aragorn_a"], "shire": ["frodo_a"]}}
    s = act(sauron_attacks(pos, "mouth"), FP, A("no_cards"))
    assert pending(s) != "mouth"
    assert dead(s, "mouth") and where(s, "aragorn_a") == "eregion"    # 4 against 3


# -- The Watcher ------------------------------------------------------------------------------

def test_the_watcher_stays_revealed_and_stops_moving_forward():
    # seed 001 (The Watcher): "Однажды раскрывшись, до окончания партии остается раскрытым и теряет
    # возможность перемещаться вперед"
    s = sauron_attacks({"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
                        "sauron": {"caradhras": ["watcher"], "mordor": ["mouth"]},
                        "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_2"]}}, "watcher")
    s = cards(s, "f_1", "s_1")                # 4 against 7
    assert dead(s, "elrond") and kept(s, "watcher")
    s = act(s, FP, A("move", hero="frodo_a", to="cardolan"))
    assert s.active == SAU and "watcher" not in movers(s, SAU) and movers(s, SAU)
    refused(s, SAU, A("move", hero="watcher", to="arthedain"),
            "The Watcher, once revealed, can no longer move forward.")


def test_a_revealed_watcher_may_still_retreat_sideways_with_the_card():
    # seed 001 (The Watcher): "при этом может отступить вбок при помощи карты «Retreat» ... (остается
    # раскрытым в любом случае)"
    pos = {"options": ALT, "fellowship": {"arthedain": ["elrond"], "shire": ["frodo_a"]},
           "sauron": {"eregion": ["watcher"], "mordor": ["mouth"]}, "revealed": ["watcher"],
           "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_retreat", "s_2"]}}
    s = cards(fellowship_moves(pos, "elrond", "eregion"), "f_1", "s_retreat")
    s = act(s, SAU, A("retreat", to="enedwaith"))
    assert where(s, "watcher") == "enedwaith" and kept(s, "watcher") and where(s, "elrond") == "eregion"


# -- Gollum -----------------------------------------------------------------------------------

def test_gollum_may_retreat_forward_at_the_start_of_the_battle():
    # seed 001 (Gollum): "Может отступить вперед: не считается обычным передвижением; можно только в
    # начале битвы — до того, как сыграны карты"
    pos = {"options": ALT, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
           "sauron": {"caradhras": ["gollum"], "mordor": ["mouth"]}}
    s = fellowship_moves(pos, "elrond", "caradhras")
    assert set(legal(s, SAU)) == {A("retreat", to="eregion"), A("retreat", to="enedwaith"), A("pass")}
    s = act(s, SAU, A("retreat", to="enedwaith"))
    assert where(s, "gollum") == "enedwaith" and where(s, "elrond") == "caradhras"
    assert len(hand(s, F)) == 9 and s.battle is None
