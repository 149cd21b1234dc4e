"""Cards that act when played or moved, that change an elimination, and the events."""

import pytest

from lotr_table.games.wotr_cards.combat import icons
from lotr_table.games.wotr_cards.state import ACTIVE, cycle_pile, deck, drawn, eliminated, hand, reserve
from tests.games.wotr_cards.play import (ARAGORN, FRODO, SARUMAN, WITCH_KING, do, has, ids, instance, options,
                                         position)


def play(s, cid, to, cost=None):
    s = do(s, "play", card=cid, to=to)
    if s.pending.kind == "pay":
        s = do(s, "cycle", **({"card": cost} if cost else {}))
    return s


def hand_size(s, seat):
    return len(s.zones.cards[hand(seat)])


@pytest.mark.parametrize("cid,seat", [("arwen", ARAGORN), ("elrond", ARAGORN), ("galadriel", ARAGORN),
                                      ("the_black_easterling", WITCH_KING)])
def test_when_played_draw_one(cid, seat):
    # Elrond, in the seed: «При розыгрыше: возьмите 1 карту.»
    s = position(hands={seat: [cid, "the_three_hunters" if seat == ARAGORN else "mordor_orcs"]}, active=["bag_end"], first=seat)
    s = play(s, cid, "reserve")
    assert hand_size(s, seat) == 1


def test_boromir_draws_one_and_forsakes_one_on_a_path():
    s = position(hands={ARAGORN: ["boromir", "elrond", "legolas"]}, active=["the_council_of_elrond"], first=2)
    s = play(s, "boromir", "the_council_of_elrond", cost="elrond")
    assert s.pending.kind == "forsake" and hand_size(s, ARAGORN) == 2


def test_the_lidless_eye_makes_each_shadow_player_draw_one():
    s = position(hands={WITCH_KING: ["the_lidless_eye", "mordor_orcs"]}, active=["bag_end"], first=1)
    s = play(s, "the_lidless_eye", "reserve")
    assert hand_size(s, WITCH_KING) == 1 and hand_size(s, SARUMAN) == 1


@pytest.mark.parametrize("cid,seat,wanted,source", [("legolas", ARAGORN, "bow_of_the_galadhrim", "deck"),
                                                    ("gimli", FRODO, "dwarven_axe", "cycle")])
def test_when_played_you_may_take_a_named_card(cid, seat, wanted, source):
    # Gimli, in the seed: «При розыгрыше: можете забрать из своего сброса Гномий топор.»
    spec = dict(hands={seat: [cid, "elrond" if seat == ARAGORN else "bilbo_baggins"]}, active=["bag_end"], first=seat)
    if source == "cycle":
        spec["cycle"] = {seat: [wanted]}
    s = play(position(**spec), cid, "reserve")
    assert s.pending.kind == "_optional_trigger"
    s = do(s, "yes")
    s = do(s, "take", card=wanted)
    assert ids(s, hand(seat)) == [wanted]


def test_prince_imrahil_cycles_a_card_to_take_the_knights_of_dol_amroth():
    s = position(hands={ARAGORN: ["prince_imrahil", "elrond", "legolas"]}, active=["bag_end"], first=2)
    s = play(s, "prince_imrahil", "reserve", cost="elrond")
    s = do(s, "yes")
    s = do(s, "cycle")
    s = do(s, "take", card="knights_of_dol_amroth")
    assert ids(s, hand(ARAGORN)) == ["knights_of_dol_amroth"]


@pytest.mark.parametrize("cid,gone,seat", [("aragorn", "strider", ARAGORN), ("gandalf_the_white", "gandalf_the_grey", FRODO)])
def test_playing_the_second_card_of_a_character_removes_the_first(cid, gone, seat):
    # seed: «Разыгрывая Арагорна, уберите из игры Странника.»
    s = position(hands={seat: [cid, "elrond" if seat == ARAGORN else "gimli"]}, reserves={seat: [gone]}, active=["bag_end"], first=seat)
    s = play(s, cid, "reserve")
    assert gone in ids(s, eliminated(seat)) and ids(s, reserve(seat)) == [cid]


def test_eowyn_on_a_battleground_eliminates_a_nazgul_there():
    # seed: «При розыгрыше на поле битвы: удалите любого назгула с этого поля битвы.»
    s = position(hands={FRODO: ["eowyn", "gimli"]}, active=["minas_tirith"], at={"minas_tirith": [[WITCH_KING, "the_warrior"]]},
                 round_rules=[])
    assert not has(s, "play", card="eowyn", to="minas_tirith")          # Rohan does not fight at Minas Tirith
    s = position(hands={FRODO: ["eowyn", "gimli"]}, active=["morannon"], at={"morannon": [[WITCH_KING, "the_warrior"]]})
    s = play(s, "eowyn", "morannon")
    s = do(s, "eliminate", card="the_warrior")
    assert ids(s, eliminated(WITCH_KING)) == ["the_warrior"]


def test_eowyn_to_reserve_may_take_merry_or_pippin_back():
    # seed: «При розыгрыше в резерв: можете забрать из своего сброса Мерри или Пиппина.»
    s = position(hands={FRODO: ["eowyn", "gimli"]}, cycle={FRODO: ["pippin_took"]}, active=["bag_end"])
    s = play(s, "eowyn", "reserve")
    s = do(s, "yes")
    s = do(s, "take", card="pippin_took")
    assert "pippin_took" in ids(s, hand(FRODO))


def test_faramir_on_a_path_7_may_activate_another_path_7():
    s = position(hands={ARAGORN: ["faramir", "elrond"]}, active=["henneth_annun"], first=2)
    s = play(s, "faramir", "henneth_annun")
    s = do(s, "yes")
    s = do(s, "path", location="osgiliath")
    while s.pending.kind != "_window":
        s = do(s, options(s)[0].kind)
    assert "osgiliath" in s.zones.cards[ACTIVE]


@pytest.mark.parametrize("cid,to", [("balrog_of_moria", "khazad_dum"), ("shelob", "shelobs_lair")])
def test_arriving_makes_each_free_peoples_player_forsake(cid, to):
    # the Balrog, in the seed: «При розыгрыше на путь или поле битвы либо при перемещении туда: каждый игрок за свободные народы отказывается от 1 карты.»
    s = position(hands={SARUMAN: [cid, "ugluk"], FRODO: ["gimli"]}, active=[to], first=3)
    s = play(s, cid, to)
    assert s.pending.kind == "forsake" and s.pending.seat == FRODO


def test_the_balrog_moved_from_reserve_still_makes_them_forsake():
    s = position(reserves={SARUMAN: ["balrog_of_moria"]}, hands={FRODO: ["gimli"]}, active=["khazad_dum"], first=3)
    s = do(s, "move", card="balrog_of_moria", to="khazad_dum")
    assert s.pending.kind == "forsake" and s.pending.seat == FRODO


def test_treebeard_makes_the_isengard_player_eliminate_an_isengard_army_there():
    s = position(hands={FRODO: ["treebeard", "gimli"]}, active=["orthanc"], at={"orthanc": [[SARUMAN, "white_hand_orcs"]]})
    s = play(s, "treebeard", "orthanc")
    assert s.pending.seat == SARUMAN
    s = do(s, "eliminate", card="white_hand_orcs")
    assert ids(s, eliminated(SARUMAN)) == ["white_hand_orcs"]


def test_caradhras_the_cruel_played_on_caradhras_activates_another_path_4():
    s = position(hands={SARUMAN: ["caradhras_the_cruel", "ugluk"]}, active=["caradhras"], first=3)
    s = play(s, "caradhras_the_cruel", "caradhras")
    assert {a["location"] for a in options(s)} == {"khazad_dum", "the_doors_of_durin"}


@pytest.mark.parametrize("path,gain", [("cirith_ungol", 2), ("morgul_vale", 1)])
def test_gorbag_and_shagrat_cycle_a_card_for_path_attack(path, gain):
    # seed: «можете сбросить 1 карту из руки. Если вы это сделали и активный путь — Крепость Кирит Унгол: +»
    s = position(hands={WITCH_KING: ["gorbag_shagrat", "mordor_orcs", "olog_hai"]}, active=[path], first=1)
    s = play(s, "gorbag_shagrat", path, cost="mordor_orcs")
    s = do(s, "yes")
    s = do(s, "cycle")
    assert icons(s, instance(s, "gorbag_shagrat"), "path_atk") == gain


@pytest.mark.parametrize("mount,to", [("black_riders_mount", "weathertop"), ("fell_beast", "minas_tirith")])
def test_a_mount_played_on_a_bearer_in_reserve_may_carry_it_off(mount, to):
    # Black Rider's Mount, in the seed: «можете переместить владельца этого предмета на путь (даже если он был разыгран в этом раунде)»
    s = position(hands={WITCH_KING: [mount, "mordor_orcs"]}, reserves={WITCH_KING: ["the_hunter"]}, active=["weathertop", "minas_tirith"],
                 first=1)
    s = play(s, mount, "the_hunter")
    s = do(s, "yes")
    s = do(s, "move", to=to)
    assert ids(s, "at_" + to) == sorted(["the_hunter", mount])


@pytest.mark.parametrize("cid,pick", [("eomer", "riders_of_rohan"), ("theoden", "village_militia")])
def test_draw_five_and_play_a_rohan_card_from_them(cid, pick):
    # Éomer, in the seed: «взяли 5 карт, разыграли из них 1 воинство и сбросили остальные 4»
    s = position(hands={FRODO: [cid, "gimli"]}, active=["helms_deep"], deck_top={FRODO: [pick]})
    s = play(s, cid, "reserve")
    assert len(s.zones.cards[drawn(FRODO)]) == 5
    s = do(s, "play", card=pick, to="helms_deep")
    while s.pending.kind != "_window":
        s = do(s, options(s)[-1].kind)
    assert pick in ids(s, "at_helms_deep") and not s.zones.cards[drawn(FRODO)]
    assert len(s.zones.cards[cycle_pile(FRODO)]) == 1 + 4       # the cost, and the four others


@pytest.mark.parametrize("cid,seat", [("frodo_baggins", FRODO), ("bilbo_baggins", FRODO)])
def test_a_card_eliminated_for_any_reason_is_cycled_instead_and_shown(cid, seat):
    # Frodo, in the seed: «Если эта карта должна быть удалена (в том числе в результате отказа): вместо этого сбросьте её.»
    s = position(hands={FRODO: [cid]}, reserves={SARUMAN: ["barrow_wights"]}, active=["bag_end"], first=3)
    s = do(s, "use", card="barrow_wights")
    s = do(s, "forsake", card=cid)
    assert ids(s, cycle_pile(FRODO)) == [cid]
    from lotr_table.games.wotr_cards.game import GAME
    assert any(c and c["card"] == cid for c in GAME.view(s, WITCH_KING)["zones"]["cycle0"]["cards"])


def test_frodos_items_are_eliminated_when_he_is_cycled_instead():
    s = position(active=["weathertop"], phase="combat", at={"weathertop": [[WITCH_KING, "the_witch_king"], [WITCH_KING, "the_hunter"],
                                                                             [FRODO, "frodo_baggins"], [FRODO, "mithril_coat", 2]]})
    assert ids(s, cycle_pile(FRODO)) == ["frodo_baggins"] and ids(s, eliminated(FRODO)) == ["mithril_coat"]


@pytest.mark.parametrize("cid,seat", [("merry_brandybuck", FRODO), ("pippin_took", FRODO), ("smeagol", FRODO)])
def test_a_character_eliminated_in_a_path_combat_is_cycled_instead(cid, seat):
    s = position(active=["weathertop"], phase="combat", at={"weathertop": [[WITCH_KING, "the_witch_king"], [seat, cid]]})
    assert ids(s, cycle_pile(seat)) == [cid]


def test_gollum_eliminated_in_a_path_combat_is_cycled_instead():
    s = position(active=["the_cross_roads"], phase="combat",
                 at={"the_cross_roads": [[SARUMAN, "gollum"], [ARAGORN, "legolas"], [ARAGORN, "bow_of_the_galadhrim", 1]]})
    assert ids(s, cycle_pile(SARUMAN)) == ["gollum"]


def test_the_elven_cloak_saves_its_bearer_in_a_path_combat():
    # seed: «Если во время сражения на пути владелец этого предмета должен быть удалён: вместо этого сбросьте его.»
    s = position(active=["weathertop"], phase="combat",
                 at={"weathertop": [[WITCH_KING, "the_witch_king"], [FRODO, "sam_gamgee"], [ARAGORN, "elven_cloak", 1]]})
    assert ids(s, cycle_pile(FRODO)) == ["sam_gamgee"] and ids(s, cycle_pile(ARAGORN)) == ["elven_cloak"]


@pytest.mark.parametrize("item,bearer,seat", [("woven_of_all_colours", "saruman", SARUMAN), ("nazguls_mantle", "the_warrior", WITCH_KING)])
def test_a_cloak_saves_its_bearer_in_any_combat(item, bearer, seat):
    # seed (Плащ всех цветов): «Если во время сражения владелец этого предмета должен быть удалён: вместо этого сбросьте его.»
    s = position(active=["lorien"], phase="combat", at={"lorien": [[seat, bearer], [seat, item, 0]]})
    assert ids(s, cycle_pile(seat)) == sorted([bearer, item])


@pytest.mark.parametrize("cid,seat", [("aragorn", ARAGORN), ("saruman", SARUMAN), ("the_witch_king", WITCH_KING),
                                      ("gandalf_the_white", FRODO)])
def test_forsaken_from_the_top_of_the_deck_it_is_cycled_instead(cid, seat):
    # Saruman, in the seed: «Если от этой карты отказались, когда она была верхней картой вашей колоды: сбросьте её вместо удаления.»
    s = position(active=["bag_end"], first=seat)
    s = s.clone()
    inst = instance(s, cid)
    s.zones.move(inst, deck(seat), source=deck(seat))          # to the top
    from lotr_table.games.wotr_cards.flow import FLOW
    s.pending = None
    FLOW.then(s, ("forsake", seat, 1))
    FLOW.advance(s)
    s = do(s, "forsake", top=True)
    assert cid in ids(s, cycle_pile(seat))


def test_fatty_bolger_forsaken_from_the_reserve_is_cycled_instead():
    s = position(reserves={FRODO: ["fatty_bolger"], SARUMAN: ["hill_troll"]}, active=["bag_end"], first=3)
    s = do(s, "use", card="hill_troll")
    s = do(s, "forsake", card="fatty_bolger")
    assert ids(s, cycle_pile(FRODO)) == ["fatty_bolger"]


# -- events ----------------------------------------------------------------------------------

def test_paths_of_the_dead_forsakes_two_then_draws_five_with_strider_in_reserve():
    s = position(hands={ARAGORN: ["paths_of_the_dead", "elrond", "legolas"]}, reserves={ARAGORN: ["strider"]}, active=["bag_end"], first=2)
    s = play(s, "paths_of_the_dead", "event", cost="elrond")
    s = do(s, "forsake", card="legolas")
    s = do(s, "forsake", top=True)
    assert hand_size(s, ARAGORN) == 5 and "paths_of_the_dead" in ids(s, eliminated(ARAGORN))


def test_the_red_arrow_lets_rohan_go_to_dunedain_battlegrounds_this_round():
    s = position(hands={ARAGORN: ["the_red_arrow", "elrond"], FRODO: ["riders_of_rohan", "gimli"]}, active=["minas_tirith"], first=2)
    s = play(s, "the_red_arrow", "event")
    s = do(s, "pass")
    assert has(s, "play", card="riders_of_rohan", to="minas_tirith")


def test_the_three_hunters_go_to_any_battleground_this_round():
    s = position(hands={ARAGORN: ["the_three_hunters", "elrond", "legolas"]}, active=["orthanc"], first=2)
    assert not has(s, "play", card="legolas", to="orthanc")
    s = play(s, "the_three_hunters", "event", cost="elrond")
    for _ in range(3):
        s = do(s, "pass")
    assert has(s, "play", card="legolas", to="orthanc")


def test_there_is_another_way_activates_another_path_of_the_number_with_a_defence():
    s = position(hands={FRODO: ["there_is_another_way", "gimli"]}, active=["weathertop"])
    s = play(s, "there_is_another_way", "event")
    s = do(s, "path", location="the_old_forest")
    while s.pending.kind != "_window":
        s = do(s, options(s)[0].kind)
    from lotr_table.games.wotr_cards.combat import location_icons
    assert location_icons(s, "the_old_forest", "path_def") == 1 + 1


def test_death_ride_to_ruin_costs_the_mordor_player_as_many_cards():
    s = position(hands={FRODO: ["death_ride_ride_to_ruin", "gimli"]}, reserves={FRODO: ["riders_of_rohan"]}, active=["minas_tirith"],
                 at={"minas_tirith": [[WITCH_KING, "mordor_orcs"], [WITCH_KING, "olog_hai"]]})
    s = play(s, "death_ride_ride_to_ruin", "event")
    s = do(s, "eliminate", card="riders_of_rohan")
    s = do(s, "done")
    assert s.pending.seat == WITCH_KING
    s = do(s, "eliminate", card="olog_hai")
    assert ids(s, "at_minas_tirith") == ["mordor_orcs"]


@pytest.mark.parametrize("event,who,seat,bg", [("threats_and_promises", "saruman", SARUMAN, "orthanc"),
                                               ("the_black_captain", "the_witch_king", WITCH_KING, "minas_morgul")])
def test_an_event_activates_a_battleground_and_may_send_the_leader_there(event, who, seat, bg):
    # the Black Captain, in the seed: «Если Король-чародей в резерве, активируйте или повторно активируйте поле битвы Мордора и затем можете переместить на него Короля-чародея»
    s = position(hands={seat: [event, "ugluk" if seat == SARUMAN else "mordor_orcs"]}, reserves={seat: [who]}, active=["bag_end"], first=seat)
    s = play(s, event, "event")
    s = do(s, "battleground", location=bg)
    while s.pending.kind != "move_there":
        s = do(s, "done" if has(s, "done") else options(s)[0].kind)
    s = do(s, "yes")
    assert who in ids(s, "at_" + bg)


def test_the_black_captain_does_nothing_without_the_witch_king_in_reserve():
    s = position(hands={WITCH_KING: ["the_black_captain", "mordor_orcs"]}, active=["bag_end"], first=1)
    s = play(s, "the_black_captain", "event")
    assert s.pending.kind == "_window" and "the_black_captain" in ids(s, eliminated(WITCH_KING))


@pytest.mark.parametrize("event", ["the_day_without_dawn", "the_ringwraiths_are_abroad"])
def test_draw_seven_eliminate_one_play_up_to_two_cycle_the_rest(event):
    s = position(hands={WITCH_KING: [event, "mordor_orcs"]}, active=["minas_tirith", "weathertop"], first=1)
    s = play(s, event, "event")
    assert len(s.zones.cards[drawn(WITCH_KING)]) == 7 and s.pending.kind == "eliminate_hand"
    s = do(s, "eliminate")
    played = 0
    while s.pending.kind == "play_drawn" and played < 2:
        s = do(s, "play", to="reserve") if has(s, "play", to="reserve") else do(s, "done")
        played += 1
        while s.pending.kind not in ("play_drawn", "_window"):
            s = do(s, options(s)[-1].kind)
    while s.pending.kind != "_window":
        s = do(s, "done" if has(s, "done") else options(s)[-1].kind)
    assert not s.zones.cards[drawn(WITCH_KING)]
    assert len(s.zones.cards[eliminated(WITCH_KING)]) >= 2        # the event and the card eliminated


def test_gorbag_and_shagrat_with_an_empty_hand_pay_nothing_and_gain_nothing():
    s = position(hands={WITCH_KING: ["gorbag_shagrat", "mordor_orcs"]}, active=["cirith_ungol"], first=1)
    s = play(s, "gorbag_shagrat", "cirith_ungol", cost="mordor_orcs")
    s = do(s, "yes")
    assert s.pending.kind == "_window" and icons(s, instance(s, "gorbag_shagrat"), "path_atk") == 0
