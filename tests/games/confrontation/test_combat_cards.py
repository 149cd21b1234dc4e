"""Combat cards and their interactions (digest 6.7 table, section 12 items 44-50).

Seed 001, «БОЕВЫЕ КАРТЫ» and «ПОЯСНЕНИЯ». The hero in Eregion defends against the Black Rider
(strength 3) attacking from Caradhras; Legolas has 3, Aragorn (classic) 4.
"""

from __future__ import annotations

from tests.games.confrontation.battle_kit import A, F, S, cards, dead, discard, hand, pending, play
from tests.games.confrontation.scenario import FP, SAU, GAME, act, legal, refused, start, where


def battle(fellowship_hand=None, sauron_hand=None, defender="legolas", **more):
    pos = {"fellowship": {"eregion": [defender], "shire": ["frodo_c"]},
           "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}}
    hands = {}
    if fellowship_hand is not None:
        hands["fellowship"] = fellowship_hand
    if sauron_hand is not None:
        hands["sauron"] = sauron_hand
    pos["hands"] = hands
    for side, regions in more.items():
        for region, heroes in regions.items():
            pos[side].setdefault(region, []).extend(heroes)
    return act(start(pos), SAU, A("move", hero="blackrider", to="eregion"))


# -- Magic -------------------------------------------------------------------------------------

def test_magic_is_replaced_by_a_discarded_card_which_then_counts():
    # seed 001 (Magic): "сыграв эту карту во время битвы, вы должны немедленно заменить ее любой своей
    # картой из сброшенных (сыгранных ранее)"
    s = cards(battle(["f_magic", "f_1"], ["s_2", "s_1"]), "f_magic", "s_2")
    assert pending(s) == "fetch" and GAME.to_act(s) == [FP]
    assert A("fetch", card="f_5") in legal(s, FP) and A("fetch", card="f_1") not in legal(s, FP)
    s = act(s, FP, A("fetch", card="f_5"))    # Legolas 3+5 against 3+2
    assert dead(s, "blackrider")
    assert {"f_magic", "f_5"} <= discard(s, F) and hand(s, F) == {"f_1"}


def test_magic_cannot_bring_back_a_card_that_is_not_discarded():
    # seed 001 (Magic): "заменить ее любой своей картой из сброшенных"
    s = cards(battle(["f_magic", "f_1"], ["s_2", "s_1"]), "f_magic", "s_2")
    refused(s, FP, A("fetch", card="f_1"),
            "\"1\" is still in your hand: Magic brings back a discarded card.")     # still in the hand
    refused(s, FP, A("fetch", card="s_6"), "\"6\" is not one of your combat cards.")     # not his own card


def test_magic_with_an_empty_discard_has_neither_strength_nor_effect():
    # seed 001 (Magic): "Если у вас нет сыгранных, эта карта не имеет ни силы, ни эффекта."
    s = cards(battle(), "f_magic", "s_1")      # full hands: nothing is discarded yet
    assert pending(s) != "fetch"
    assert dead(s, "legolas") and where(s, "blackrider") == "eregion"   # 3 against 4


def test_magic_against_magic_sauron_chooses_first():
    # seed 001 (Magic): "Если оба игрока одновременно сыграли по карте «Magic», игрок Саурана первым
    # выбирает замену." Reading A-20: the Fellowship sees it before choosing.
    s = cards(battle(["f_magic", "f_1"], ["s_magic", "s_1"]), "f_magic", "s_magic")
    assert GAME.to_act(s) == [SAU] and legal(s, FP) == []
    s = act(s, SAU, A("fetch", card="s_6"))
    assert GAME.to_act(s) == [FP] and "s_6" in GAME.view(s, FP)["battle"]["table"]["sauron"]
    s = act(s, FP, A("fetch", card="f_5"))    # 3+5 against 3+6
    assert dead(s, "legolas")


def test_magic_bringing_back_a_text_card_carries_it_out():
    # seed 001 (Magic): "заменить ее любой своей картой из сброшенных"; reading A-19: the card
    # brought back is the played card for every purpose
    s = cards(battle(["f_magic", "f_1"], ["s_1", "s_2"]), "f_magic", "s_1")
    s = act(s, FP, A("fetch", card="f_noble"))
    assert dead(s, "legolas") and dead(s, "blackrider")


def test_a_cloak_brought_back_by_magic_ignores_saurons_strength():
    # seed 001 (Elven Cloak): "Карта силы, сыгранная со стороны Саурана, игнорируется." (brought by
    # Magic, reading A-19)
    s = cards(battle(["f_magic", "f_1"], ["s_6", "s_1"], defender="aragorn_c"), "f_magic", "s_6")
    s = act(s, FP, A("fetch", card="f_cloak"))   # Aragorn 4 against 3 (+6 ignored)
    assert dead(s, "blackrider") and where(s, "aragorn_c") == "eregion"


# -- Noble Sacrifice ---------------------------------------------------------------------------

def test_noble_sacrifice_kills_both_heroes():
    # seed 001 (Noble Sacrifice): "оба героя, участвующие в битве, погибают."
    s = cards(battle(["f_noble", "f_1"], ["s_6", "s_1"], defender="aragorn_c"), "f_noble", "s_6")
    assert dead(s, "aragorn_c") and dead(s, "blackrider")


def test_noble_sacrifice_against_a_retreat_kills_nobody():
    # seed 001 (Noble Sacrifice): "В случае если игрок Саурана сыграл карту «Retreat», никто не погибает
    # (но обе карты считаются сброшенными)."
    s = cards(battle(["f_noble", "f_1"], ["s_retreat", "s_1"]), "f_noble", "s_retreat")
    s = act(s, SAU, A("retreat", to="enedwaith"))
    assert where(s, "legolas") == "eregion" and where(s, "blackrider") == "enedwaith"
    assert "f_noble" in discard(s, F) and "s_retreat" in discard(s, S)


def test_noble_sacrifice_against_an_impossible_retreat_kills_nobody_and_the_fight_goes_on():
    # seed 001 (ПОЯСНЕНИЯ): "Если при этом игрок Братства сыграл «Noble Sacrifice», обе карты
    # сбрасываются, при этом никто из героев не погибает, ни отступает." Reading A-18: no comparison,
    # and a new battle begins at once since both sides remain.
    pos = {"fellowship": {"caradhras": ["legolas"], "shire": ["frodo_c"]},
           "sauron": {"fangorn": ["blackrider"], "mordor": ["balrog"]},
           "hands": {"fellowship": ["f_noble", "f_1"], "sauron": ["s_retreat", "s_6"]}}
    s = act(start(pos), SAU, A("move", hero="blackrider", to="caradhras"))
    s = cards(s, "f_noble", "s_retreat")
    assert where(s, "legolas") == "caradhras" and where(s, "blackrider") == "caradhras"
    assert {"f_noble"} <= discard(s, F) and {"s_retreat"} <= discard(s, S)
    assert pending(s) == "play" and s.battle is not None


def test_noble_sacrifice_against_a_retreat_brought_by_magic_kills_nobody():
    # seed 001 (Noble Sacrifice): "В случае если игрок Саурана сыграл карту «Retreat», никто не
    # погибает"; reading A-19: the card Magic brings back is the played card
    s = cards(battle(["f_noble", "f_1"], ["s_magic", "s_1"]), "f_noble", "s_magic")
    s = act(act(s, SAU, A("fetch", card="s_retreat")), SAU, A("retreat", to="rhudaur"))
    assert where(s, "legolas") == "eregion" and where(s, "blackrider") == "rhudaur"


def test_an_eye_brought_by_magic_cancels_noble_sacrifice():
    # seed 001 (The Eye of Sauron): "Текстовая карта, сыгранная со стороны Братства, игнорируется."
    s = cards(battle(["f_noble", "f_1"], ["s_magic", "s_1"], defender="aragorn_c"), "f_noble", "s_magic")
    s = act(s, SAU, A("fetch", card="s_eye"))   # no sacrifice: Aragorn 4 against 3
    assert dead(s, "blackrider") and where(s, "aragorn_c") == "eregion"


# -- Elven Cloak -------------------------------------------------------------------------------

def test_elven_cloak_ignores_saurons_strength_card():
    # seed 001 (Elven Cloak): "Карта силы, сыгранная со стороны Саурана, игнорируется."
    s = cards(battle(["f_cloak", "f_1"], ["s_6", "s_1"], defender="aragorn_c"), "f_cloak", "s_6")
    assert dead(s, "blackrider") and where(s, "aragorn_c") == "eregion"   # 4 against 3


def test_elven_cloak_ignores_a_strength_card_brought_by_saurons_magic():
    # seed 001 (Elven Cloak): "Если игрок Саурана сыграл карту «Magic» и заменил ее Картой силы, то
    # последняя так же игнорируется."
    s = cards(battle(["f_cloak", "f_1"], ["s_magic", "s_1"], defender="aragorn_c"), "f_cloak", "s_magic")
    s = act(s, SAU, A("fetch", card="s_6"))
    assert dead(s, "blackrider") and where(s, "aragorn_c") == "eregion"


def test_elven_cloak_ignores_the_four_of_the_mouth_of_sauron():
    # seed 001 (Elven Cloak): "Карта силы, сыгранная со стороны Саурана, игнорируется." — also the
    # "4" the Mouth of Sauron puts in place of his card (digest B4.6)
    pos = {"options": {"heroes": "alternative"}, "fellowship": {"eregion": ["elrond"], "shire": ["frodo_a"]},
           "sauron": {"caradhras": ["mouth"], "mordor": ["urukhai"]},
           "hands": {"fellowship": ["f_cloak", "f_1"], "sauron": ["s_1", "s_4"]}}
    s = cards(act(start(pos), SAU, A("move", hero="mouth", to="eregion")), "f_cloak", "s_1")
    s = act(s, SAU, A("mouth_swap", source="hand"))   # Elrond 3 against 3 (+4 ignored)
    assert dead(s, "mouth") and dead(s, "elrond")


# -- Retreat (Backwards) -----------------------------------------------------------------------

def test_the_fellowship_retreat_goes_backwards_only():
    # seed 001 (Retreat (Backwards)): "передвинуть своего героя назад на соседнюю область"
    s = cards(battle(["f_retreat", "f_1"], ["s_6", "s_1"]), "f_retreat", "s_6")
    assert set(legal(s, FP)) == {A("retreat", to="arthedain"), A("retreat", to="cardolan")}
    refused(s, FP, A("retreat", to="rhudaur"),
            "Legolas must retreat backwards, and Rhudaur is not an adjacent region behind.")
    s = act(s, FP, A("retreat", to="cardolan"))
    assert where(s, "legolas") == "cardolan" and where(s, "blackrider") == "eregion"


def test_an_impossible_fellowship_retreat_leads_to_the_battle():
    # seed 001 (Retreat (Backwards)): "в которой нет героев Саурана или максимального количества
    # Братства (в ином случае отступление невозможно, и происходит битва)"
    s = battle(["f_retreat", "f_1"], ["s_1", "s_2"],
               fellowship={"arthedain": ["gimli", "merry"]}, sauron={"cardolan": ["orcs_c"]})
    s = cards(s, "f_retreat", "s_1")           # 3 against 3+1
    assert dead(s, "legolas") and where(s, "blackrider") == "eregion"


# -- The Eye of Sauron -------------------------------------------------------------------------

def test_the_eye_ignores_a_fellowship_text_card():
    # seed 001 (The Eye of Sauron): "Текстовая карта, сыгранная со стороны Братства, игнорируется."
    s = cards(battle(["f_noble", "f_1"], ["s_eye", "s_1"], defender="aragorn_c"), "f_noble", "s_eye")
    assert dead(s, "blackrider") and where(s, "aragorn_c") == "eregion"   # no sacrifice: 4 against 3


def test_the_eye_has_no_effect_on_a_strength_card():
    # seed 001 (The Eye of Sauron): "Если игрок Братства сыграл карту силы, то карта «The Eye of
    # Sauron» эффекта не имеет."
    s = cards(battle(["f_2", "f_1"], ["s_eye", "s_1"]), "f_2", "s_eye")    # 3+2 against 3
    assert dead(s, "blackrider") and where(s, "legolas") == "eregion"


def test_the_eye_stops_fellowship_magic_from_fetching():
    # seed 001 (The Eye of Sauron): "Текстовая карта, сыгранная со стороны Братства, игнорируется."
    s = cards(battle(["f_magic", "f_1"], ["s_eye", "s_1"], defender="aragorn_c"), "f_magic", "s_eye")
    assert pending(s) != "fetch"
    assert dead(s, "blackrider") and "f_5" in discard(s, F)


def test_an_eye_brought_by_saurons_magic_stops_fellowship_magic():
    # seed 001 (Magic): "игрок Саурана первым выбирает замену"; reading A-20: Sauron's card is
    # carried out first, so the Eye cancels the Fellowship Magic before it fetches anything
    s = cards(battle(["f_magic", "f_1"], ["s_magic", "s_1"], defender="aragorn_c"), "f_magic", "s_magic")
    s = act(s, SAU, A("fetch", card="s_eye"))
    assert pending(s) != "fetch"
    assert dead(s, "blackrider")


# -- Retreat (Sideways) ------------------------------------------------------------------------

def test_the_sauron_retreat_moves_his_hero_sideways_and_ends_the_battle():
    # seed 001 (Retreat (Sideways)): "передвинуть своего героя вбок на соседнюю область, не являющейся
    # горной и в которой нет героев Братства или максимального количества Сауона"
    s = cards(battle(["f_5", "f_1"], ["s_retreat", "s_1"]), "f_5", "s_retreat")
    assert set(legal(s, SAU)) == {A("retreat", to="rhudaur"), A("retreat", to="enedwaith")}
    s = act(s, SAU, A("retreat", to="rhudaur"))
    assert where(s, "blackrider") == "rhudaur" and where(s, "legolas") == "eregion"
    assert "f_5" in discard(s, F) and s.battle is None


def test_the_sauron_retreat_avoids_fellowship_and_full_regions():
    # seed 001 (Retreat (Sideways)): "в которой нет героев Братства или максимального количества Сауона"
    s = battle(["f_5", "f_1"], ["s_retreat", "s_1"],
               fellowship={"rhudaur": ["gimli"]}, sauron={"enedwaith": ["orcs_c", "warg"]})
    s = cards(s, "f_1", "s_retreat")           # impossible: Legolas 3+1 against 3
    assert dead(s, "blackrider") and where(s, "legolas") == "eregion"


def test_the_sauron_retreat_is_impossible_in_the_mountains():
    # seed 001 (ПОЯСНЕНИЯ): "Если игрок Саурана вынужден сыграть «Retreat (Sideways)», но отступить не
    # может (битва в горах ...), карта сбрасывается без эффекта, и происходит битва как обычно."
    pos = {"fellowship": {"caradhras": ["legolas"], "shire": ["frodo_c"]},
           "sauron": {"fangorn": ["blackrider"], "mordor": ["balrog"]},
           "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_retreat", "s_6"]}}
    s = act(start(pos), SAU, A("move", hero="blackrider", to="caradhras"))
    s = cards(s, "f_1", "s_retreat")           # 3+1 against 3
    assert dead(s, "blackrider") and where(s, "legolas") == "caradhras"
    assert "s_retreat" in discard(s, S)


def test_both_retreats_are_carried_out_saurons_first():
    # seed 001: "первой читается и полностью выполняется карта игрока Саурана"; reading A-16: the
    # Fellowship Retreat is still carried out after Sauron's hero has left
    s = cards(battle(["f_retreat", "f_1"], ["s_retreat", "s_1"]), "f_retreat", "s_retreat")
    assert GAME.to_act(s) == [SAU]
    s = act(s, SAU, A("retreat", to="rhudaur"))
    s = act(s, FP, A("retreat", to="arthedain"))
    assert where(s, "blackrider") == "rhudaur" and where(s, "legolas") == "arthedain"
    assert where(s, "legolas") is not None and s.battle is None


def test_retreat_cards_are_refused_outside_their_decision():
    # seed 001: the Retreat (Sideways) moves "своего героя" — the Fellowship cannot answer for Sauron
    s = cards(battle(["f_5", "f_1"], ["s_retreat", "s_1"]), "f_5", "s_retreat")
    refused(s, FP, A("retreat", to="rhudaur"), "It is not your turn.")
    refused(s, SAU, A("retreat", to="arthedain"),
            "Black Rider must retreat sideways, and Arthedain is not an adjacent region beside.")     # not sideways
