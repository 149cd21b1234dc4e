"""Cards with an action ("you may use an action to ..."): each used once, its cost paid and
its effect seen (rules §8.3)."""

import pytest

from lotr_table.games.wotr_cards.combat import location_icons
from lotr_table.games.wotr_cards.state import ACTIVE, cycle_pile, eliminated, hand, reserve, vp_area
from tests.games.wotr_cards.play import ARAGORN, FRODO, SARUMAN, WITCH_KING, do, has, ids, options, position


def hand_size(s, seat):
    return len(s.zones.cards[hand(seat)])


FORSAKERS = [("barrow_wights", SARUMAN, eliminated), ("candles_of_corpses", SARUMAN, eliminated),
             ("caradhras_the_cruel", SARUMAN, eliminated), ("cave_troll", SARUMAN, eliminated),
             ("hill_troll", SARUMAN, eliminated), ("the_reaver", WITCH_KING, cycle_pile)]


@pytest.mark.parametrize("cid,seat,pile", FORSAKERS, ids=[f[0] for f in FORSAKERS])
def test_each_free_peoples_player_forsakes_a_card(cid, seat, pile):
    # the Reaver, in the seed: «использовать действие и сбросить эту карту, чтобы каждый игрок за свободные народы отказался от 1 карты»
    s = position(reserves={seat: [cid]}, hands={FRODO: ["gimli"], ARAGORN: ["elrond"]}, active=["bag_end"], first=seat)
    s = do(s, "use", card=cid)
    assert cid in ids(s, pile(seat))
    assert s.pending.kind == "forsake" and s.pending.seat == FRODO
    s = do(s, "forsake", card="gimli")
    assert s.pending.kind == "forsake" and s.pending.seat == ARAGORN
    s = do(s, "forsake", card="elrond")
    assert ids(s, eliminated(FRODO)) == ["gimli"] and ids(s, eliminated(ARAGORN)) == ["elrond"]


@pytest.mark.parametrize("cid,seat,pile,who,n", [
    ("bilbo_baggins", FRODO, cycle_pile, (FRODO,), 2), ("fatty_bolger", FRODO, eliminated, (FRODO,), 3),
    ("the_commander", WITCH_KING, cycle_pile, (WITCH_KING, SARUMAN), 1)])
def test_a_card_action_draws_cards(cid, seat, pile, who, n):
    # the Commander, in the seed: «чтобы каждый игрок за Тьму взял 1 карту»
    s = position(reserves={seat: [cid]}, active=["bag_end"], first=seat)
    s = do(s, "use", card=cid)
    assert cid in ids(s, pile(seat))
    assert [hand_size(s, x) for x in who] == [n] * len(who)


def test_vilya_makes_each_free_peoples_player_draw_one():
    s = position(reserves={ARAGORN: ["elrond"]}, items={ARAGORN: [["vilya_ring_of_air", "elrond"]]}, active=["bag_end"], first=2)
    s = do(s, "use", card="vilya_ring_of_air")
    assert hand_size(s, FRODO) == 1 and hand_size(s, ARAGORN) == 1
    assert ids(s, cycle_pile(ARAGORN)) == ["vilya_ring_of_air"] and ids(s, reserve(ARAGORN)) == ["elrond"]


@pytest.mark.parametrize("cid,seat,icon,target", [
    ("the_destroyer", WITCH_KING, "bg_atk", "helms_deep"), ("the_warrior", WITCH_KING, "bg_def", "helms_deep"),
    ("the_hunter", WITCH_KING, "path_atk", "bag_end"), ("sam_gamgee", FRODO, "path_def", "bag_end")])
def test_a_card_action_adds_an_icon_to_a_location(cid, seat, icon, target):
    # the Destroyer, in the seed: «чтобы добавить   на активное поле битвы» (a battleground attack icon, rules A14)
    s = position(reserves={seat: [cid]}, active=["bag_end", "helms_deep"], first=seat)
    before = location_icons(s, target, icon)
    s = do(s, "use", card=cid)
    assert location_icons(s, target, icon) == before + 1
    assert cid in ids(s, cycle_pile(seat))


def test_nenya_adds_a_defence_to_the_path_or_a_battleground():
    # seed: «сбросить эту карту, чтобы добавить   на активный путь или   на активное поле битвы»
    s = position(reserves={ARAGORN: ["galadriel"]}, items={ARAGORN: [["nenya_ring_of_adamant", "galadriel"]]},
                 active=["bag_end", "helms_deep"], first=2)
    s = do(s, "use", card="nenya_ring_of_adamant")
    assert {a["target"] for a in options(s)} == {"bag_end", "helms_deep"}
    s = do(s, "token", target="helms_deep")
    assert location_icons(s, "helms_deep", "bg_def") == 2 + 1


@pytest.mark.parametrize("cid,seat,wanted,source,cost_pile", [
    ("halbarad", ARAGORN, "strider", "deck", cycle_pile), ("gwaihir_the_windlord", FRODO, "gandalf_the_grey", "cycle", cycle_pile),
    ("the_messenger", WITCH_KING, "the_witch_king", "cycle", cycle_pile)])
def test_a_card_action_takes_a_named_card(cid, seat, wanted, source, cost_pile):
    spec = {"reserves": {seat: [cid]}, "active": ["bag_end"], "first": seat}
    if source == "cycle":
        spec["cycle"] = {seat: [wanted]}
    s = position(**spec)
    s = do(s, "use", card=cid)
    s = do(s, "take", card=wanted)
    assert wanted in ids(s, hand(seat)) and cid in ids(s, cost_pile(seat))


def test_denethor_forsakes_a_card_to_take_boromir_or_faramir():
    s = position(reserves={ARAGORN: ["denethor"]}, hands={ARAGORN: ["elrond"]}, active=["bag_end"], first=2)
    s = do(s, "use", card="denethor")
    s = do(s, "forsake", card="elrond")
    s = do(s, "take", card="faramir")
    assert ids(s, hand(ARAGORN)) == ["faramir"] and ids(s, reserve(ARAGORN)) == ["denethor"]


def test_herbs_and_stewed_rabbit_take_a_hobbit_back_and_draw():
    s = position(reserves={FRODO: ["sam_gamgee"]}, items={FRODO: [["herbs_and_stewed_rabbit", "sam_gamgee"]]},
                 cycle={FRODO: ["merry_brandybuck"]}, active=["bag_end"])
    s = do(s, "use", card="herbs_and_stewed_rabbit")
    s = do(s, "take", card="merry_brandybuck")
    assert hand_size(s, FRODO) == 2 and "herbs_and_stewed_rabbit" in ids(s, eliminated(FRODO))


def test_the_ent_draught_lets_the_hobbit_player_take_two_hobbits_back():
    s = position(reserves={FRODO: ["treebeard"]}, items={FRODO: [["ent_draught", "treebeard"]]},
                 cycle={FRODO: ["merry_brandybuck", "pippin_took"]}, active=["bag_end"])
    s = do(s, "use", card="ent_draught")
    s = do(s, "take", card="merry_brandybuck")
    s = do(s, "take", card="pippin_took")
    assert ids(s, hand(FRODO)) == ["merry_brandybuck", "pippin_took"]


@pytest.mark.parametrize("cid,bg", [("coastal_raiders", "dol_amroth"), ("corsairs_of_umbar", "umbar"),
                                    ("haradrim_regulars", "harad"), ("haradrim_cavalry", "minas_tirith"),
                                    ("the_black_fleet", "pelargir")])
def test_a_harad_army_activates_its_battleground(cid, bg):
    s = position(reserves={SARUMAN: [cid]}, active=["bag_end"], first=3)
    s = do(s, "use", card=cid)
    s = do(s, "battleground", location=bg)
    while s.pending.kind != "_window":
        s = do(s, options(s)[0].kind)
    assert bg in s.zones.cards[ACTIVE] and cid in ids(s, eliminated(SARUMAN))


@pytest.mark.parametrize("item,bearer,seat,bg", [("anduril", "strider", ARAGORN, "minas_tirith"),
                                                 ("shadowfax", "gandalf_the_grey", FRODO, "orthanc")])
def test_a_card_activates_a_battleground_and_its_bearer_must_go_there(item, bearer, seat, bg):
    s = position(hands={seat: [bearer, item] + (["elrond"] if seat == ARAGORN else ["gimli"])}, active=["bag_end"], first=seat)
    s = do(s, "play", card=bearer, to="reserve")
    s = do(s, "cycle", card="elrond" if seat == ARAGORN else "gimli")
    s = do(s, "pass") if s.pending.seat != seat else s
    while s.pending.seat != seat or s.pending.kind != "_window":
        s = do(s, "pass")
    s = do(s, "play", card=item, to=bearer)
    s = do(s, "forsake", top=True)
    while s.pending.seat != seat or s.pending.kind != "_window":
        s = do(s, "pass")
    s = do(s, "use", card=item)
    s = do(s, "battleground", location=bg)
    if s.pending.kind == "forsake_to":           # Minas Tirith's own text
        s = do(s, "no")
    if s.pending.kind == "take":                 # Orthanc's
        s = do(s, "done")
    assert bearer in ids(s, "at_" + bg) and item in ids(s, "at_" + bg)


@pytest.mark.parametrize("cid,seat,victim", [("narya_ring_of_fire", FRODO, WITCH_KING), ("the_beguiler", WITCH_KING, FRODO)])
def test_each_player_of_the_other_side_cycles_a_card(cid, seat, victim):
    if cid == "narya_ring_of_fire":
        s = position(reserves={FRODO: ["gandalf_the_grey"]}, items={FRODO: [[cid, "gandalf_the_grey"]]},
                     hands={WITCH_KING: ["mordor_orcs"], SARUMAN: ["ugluk"]}, active=["bag_end"])
    else:
        s = position(reserves={seat: [cid]}, hands={FRODO: ["gimli"], ARAGORN: ["elrond"]}, active=["bag_end"], first=1)
    s = do(s, "use", card=cid)
    assert s.pending.kind == "cycle_hand" and s.pending.seat == victim


@pytest.mark.parametrize("cid,seat", [("strider", ARAGORN), ("gandalf_the_grey", FRODO), ("smeagol", FRODO)])
def test_a_character_on_the_path_activates_the_next_path_after_the_old_one_is_fought(cid, seat):
    # Strider, in the seed: «На пути: можете использовать действие, чтобы активировать путь со следующим номером.»
    s = position(active=["inn_of_the_prancing_pony"], at={"inn_of_the_prancing_pony": [[seat, cid]]}, first=seat)
    s = do(s, "use", card=cid)
    s = do(s, "path", location="the_council_of_elrond")
    while s.pending.kind != "_window":
        s = do(s, options(s)[0].kind)
    assert "inn_of_the_prancing_pony" in s.zones.cards[vp_area("free_peoples")]
    assert "the_council_of_elrond" in s.zones.cards[ACTIVE]
    assert s.corruption == (1 if cid == "smeagol" else 0)


@pytest.mark.parametrize("cid,seat", [("ugluk", SARUMAN), ("flocks_of_crebain", SARUMAN), ("gollum", SARUMAN)])
def test_a_shadow_character_on_the_path_activates_another_path_of_its_number(cid, seat):
    s = position(active=["dead_marshes"], at={"dead_marshes": [[seat, cid]]}, first=seat)
    s = do(s, "use", card=cid)
    assert {a["location"] for a in options(s)} == {"amon_hen", "emyn_muil"}
    s = do(s, "path", location="emyn_muil")
    while s.pending.kind != "_window":
        s = do(s, options(s)[0].kind)
    assert "emyn_muil" in s.zones.cards[ACTIVE] and "dead_marshes" in s.zones.cards[vp_area("free_peoples")]


@pytest.mark.parametrize("cid,item_of", [("grishnakh", None), ("morgul_blade", "the_hunter")])
def test_a_card_on_the_path_is_eliminated_to_add_a_corruption(cid, item_of):
    at = [[WITCH_KING, item_of or cid]] + ([[WITCH_KING, cid, 0]] if item_of else [])
    s = position(active=["weathertop" if item_of else "dead_marshes"], at={("weathertop" if item_of else "dead_marshes"): at}, first=1)
    s = do(s, "use", card=cid)
    assert s.corruption == 1 and cid in ids(s, eliminated(WITCH_KING))


def test_black_breath_cycles_itself_and_its_bearer_for_a_corruption():
    s = position(active=["weathertop"], at={"weathertop": [[WITCH_KING, "the_hunter"], [WITCH_KING, "black_breath", 0]]}, first=1)
    s = do(s, "use", card="black_breath")
    assert s.corruption == 1 and ids(s, cycle_pile(WITCH_KING)) == ["black_breath", "the_hunter"]


def test_lembas_lets_the_hobbit_player_remove_a_corruption_per_hobbit_on_the_path():
    # seed: «На пути: игрок за хоббитов может использовать действие и удалить эту карту, чтобы убрать 1 влияние Кольца за каждого персонажа-хоббита на этом пути.»
    s = position(active=["weathertop"], corruption=3,
                 at={"weathertop": [[FRODO, "frodo_baggins"], [ARAGORN, "lembas", 0], [FRODO, "sam_gamgee"]]})
    s = do(s, "use", card="lembas", seat=FRODO)
    assert s.corruption == 1 and ids(s, eliminated(ARAGORN)) == ["lembas"]


def test_grima_either_takes_saruman_or_eliminates_a_rohan_character():
    s = position(reserves={SARUMAN: ["grima_wormtongue"], FRODO: ["eomer"]}, active=["bag_end"], first=3)
    s = do(s, "use", card="grima_wormtongue")
    s = do(s, "option", n=1)
    s = do(s, "eliminate", card="eomer")
    assert ids(s, eliminated(FRODO)) == ["eomer"] and ids(s, eliminated(SARUMAN)) == ["grima_wormtongue"]


def test_the_palantir_looks_at_three_eliminates_one_cycles_one_keeps_one_once_a_round():
    s = position(reserves={SARUMAN: ["saruman"]}, items={SARUMAN: [["palantir_of_orthanc", "saruman"]]}, active=["bag_end"], first=3)
    s = do(s, "use", card="palantir_of_orthanc")
    s = do(s, "eliminate")
    s = do(s, "cycle")
    assert hand_size(s, SARUMAN) == 1 and len(s.zones.cards[eliminated(SARUMAN)]) == 1
    while s.pending.seat != SARUMAN:
        s = do(s, "pass")
    assert not has(s, "use", card="palantir_of_orthanc")


def test_an_action_that_would_do_nothing_is_not_offered():
    # rules A19: Strider on the last path has no next path to activate
    s = position(active=["orodruin"], at={"orodruin": [[ARAGORN, "strider"]]}, first=2, last_path=9)
    assert not has(s, "use", card="strider")
    s = position(active=["orodruin"], at={"orodruin": [[SARUMAN, "gollum"]]}, first=3, last_path=9)
    assert has(s, "use", card="gollum")                  # the other two paths 9 are left
