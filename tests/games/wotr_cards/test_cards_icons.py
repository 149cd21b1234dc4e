"""Cards whose text changes icons, the carryover limit, the draw, or where a card may go."""

import pytest

from lotr_table.engine.log_chain import log_events

from lotr_table.games.wotr_cards.combat import icons, location_icons, supports
from lotr_table.games.wotr_cards.round import carryover
from lotr_table.games.wotr_cards.state import hand
from tests.games.wotr_cards.play import ARAGORN, FRODO, SARUMAN, WITCH_KING, has, instance, position

# (card, its seat, the location where it gains, a location where it does not, icon, gain)
AT_LOCATION = [
    ("knights_of_dol_amroth", ARAGORN, "dol_amroth", "pelargir", "bg_def", 1),
    ("guards_of_the_citadel", ARAGORN, "minas_tirith", "pelargir", "bg_def", 1),   # seed: «На поле битвы Минас Тирит: +»
    ("the_great_gate", ARAGORN, "minas_tirith", "pelargir", "bg_def", 3),
    ("balrog_of_moria", SARUMAN, "khazad_dum", "caradhras", "path_atk", 1),        # seed: «На пути Казад-Дум: +»
    ("candles_of_corpses", SARUMAN, "dead_marshes", "emyn_muil", "path_atk", 1),
    ("shelob", SARUMAN, "shelobs_lair", "morgul_vale", "path_atk", 1),
    ("coastal_raiders", SARUMAN, "dol_amroth", "pelargir", "bg_atk", 1),
    ("haradrim_cavalry", SARUMAN, "minas_tirith", "pelargir", "bg_atk", 1),
    ("the_black_fleet", SARUMAN, "pelargir", "dol_amroth", "bg_atk", 1),
    ("treebeard", FRODO, "orthanc", "edoras", "bg_atk", 1),
    ("the_black_easterling", WITCH_KING, "dol_guldur", "minas_morgul", "bg_def", 1),
]


@pytest.mark.parametrize("cid,seat,there,elsewhere,icon,gain", AT_LOCATION, ids=[a[0] for a in AT_LOCATION])
def test_a_card_gains_icons_on_its_named_location(cid, seat, there, elsewhere, icon, gain):
    here = position(active=[there], at={there: [[seat, cid]]})
    away = position(active=[elsewhere], at={elsewhere: [[seat, cid]]})
    assert icons(here, instance(here, cid), icon) == icons(away, instance(away, cid), icon) + gain


def test_dead_men_of_dunharrow_gain_two_and_two_supporting_strider():
    s = position(active=["minas_tirith"], at={"minas_tirith": [[ARAGORN, "dead_men_of_dunharrow"], [ARAGORN, "strider"]]})
    sup = supports(s, "minas_tirith")
    dead = instance(s, "dead_men_of_dunharrow")
    assert sup == {instance(s, "strider"): dead}
    assert icons(s, dead, "bg_def", sup) == 2 and icons(s, dead, "bg_atk", sup) == 2
    alone = position(active=["minas_tirith"], at={"minas_tirith": [[ARAGORN, "dead_men_of_dunharrow"]]})
    assert icons(alone, instance(alone, "dead_men_of_dunharrow"), "bg_def") == 0


def test_theoden_gains_while_gandalf_is_in_play():
    # seed: «Если Гэндальф в игре: +, +»
    s = position(active=["helms_deep"], at={"helms_deep": [[FRODO, "theoden"]]}, reserves={FRODO: ["gandalf_the_grey"]})
    t = instance(s, "theoden")
    without = position(active=["helms_deep"], at={"helms_deep": [[FRODO, "theoden"]]})
    assert icons(s, t, "bg_atk") == icons(without, instance(without, "theoden"), "bg_atk") + 1
    assert icons(s, t, "bg_def") == icons(without, instance(without, "theoden"), "bg_def") + 1


def test_quickbeam_gains_one_and_one_for_every_two_isengard_cards_with_him():
    s = position(active=["orthanc"], at={"orthanc": [[FRODO, "quickbeam"], [SARUMAN, "white_hand_orcs"], [SARUMAN, "white_hand_orcs"],
                                                     [SARUMAN, "wolf_riders"]]})
    assert icons(s, instance(s, "quickbeam"), "bg_atk") == 1


def test_sting_gains_beside_a_monsters_character():
    s = position(active=["khazad_dum"], at={"khazad_dum": [[FRODO, "frodo_baggins"], [FRODO, "sting", 0], [SARUMAN, "cave_troll"]]})
    assert icons(s, instance(s, "frodo_baggins"), "path_def") == 1 + 1 + 1
    alone = position(active=["khazad_dum"], at={"khazad_dum": [[FRODO, "frodo_baggins"], [FRODO, "sting", 0]]})
    assert icons(alone, instance(alone, "frodo_baggins"), "path_def") == 2


def test_arwen_in_reserve_lends_strider_a_defence_and_a_path_defence():
    s = position(active=["fords_of_bruinen"], at={"fords_of_bruinen": [[ARAGORN, "strider"]]}, reserves={ARAGORN: ["arwen"]})
    assert icons(s, instance(s, "strider"), "path_def") == 2 + 1


def test_the_phial_gives_the_path_two_defence_not_its_bearer():
    s = position(active=["amon_hen"], at={"amon_hen": [[FRODO, "sam_gamgee"], [ARAGORN, "phial_of_galadriel", 0]]})
    assert location_icons(s, "amon_hen", "path_def") == 0 + 2
    assert icons(s, instance(s, "sam_gamgee"), "path_def") == 1


@pytest.mark.parametrize("cid,seat,where", [("elrond", ARAGORN, "reserve"), ("the_lidless_eye", WITCH_KING, "reserve"),
                                            ("gandalfs_staff", FRODO, "item"), ("sarumans_staff", SARUMAN, "item")])
def test_the_carryover_limit_rises_by_one(cid, seat, where):
    # seed (Elrond): «В резерве: ваш предел остатка карт увеличен на 1.»
    if where == "reserve":
        s = position(reserves={seat: [cid]})
    else:
        bearer = "gandalf_the_grey" if seat == FRODO else "saruman"
        s = position(reserves={seat: [bearer]}, items={seat: [[cid, bearer]]})
    assert carryover(s, seat) == 3


@pytest.mark.parametrize("cid,seat,extra", [("aragorn", ARAGORN, 1), ("gandalf_the_white", FRODO, 1), ("saruman", SARUMAN, 1),
                                            ("the_witch_king", WITCH_KING, 1), ("mouth_of_sauron", WITCH_KING, 1)])
def test_a_card_in_reserve_draws_one_more_in_the_draw_phase(cid, seat, extra):
    # seed (Saruman): «В резерве: каждую фазу добора берите на 1 карту больше»
    s = position(reserves={seat: [cid]}, phase="draw")
    base = 3 if seat in (FRODO, ARAGORN) else 4
    draws = [(dict(a)["seat"], dict(a)["n"]) for _, t, a in log_events(s) if t == "{seat} draws {n} card(s)."][:4]
    assert (seat, base + extra) in draws


def test_galadriel_in_reserve_draws_one_more_then_cycles_one():
    # seed: «В резерве: каждую фазу добора берите на 1 карту больше, но затем сбрасывайте 1 карту из руки.»
    s = position(reserves={ARAGORN: ["galadriel"]}, phase="draw")
    assert s.pending.kind == "cycle_hand" and s.pending.seat == ARAGORN
    assert len(s.zones.cards[hand(ARAGORN)]) == 4


def test_merry_may_go_to_a_rohan_battleground_and_be_supported_by_a_rohan_army():
    # seed: «Может быть разыгран или перемещён на поле битвы Рохана. Может поддерживаться воинством Рохана.»
    s = position(hands={FRODO: ["merry_brandybuck", "gimli"]}, active=["helms_deep"])
    assert has(s, "play", card="merry_brandybuck", to="helms_deep")
    s = position(active=["helms_deep"], at={"helms_deep": [[FRODO, "merry_brandybuck"], [FRODO, "riders_of_rohan"]]})
    assert instance(s, "merry_brandybuck") in supports(s, "helms_deep")


def test_pippin_may_go_to_a_dunedain_battleground():
    s = position(hands={FRODO: ["pippin_took", "gimli"]}, active=["minas_tirith"])
    assert has(s, "play", card="pippin_took", to="minas_tirith")


def test_the_great_gate_never_goes_to_a_shadow_battleground():
    s = position(hands={ARAGORN: ["the_great_gate", "strider"]}, active=["minas_morgul"], first=2)
    assert not has(s, "play", card="the_great_gate", to="minas_morgul")
    s = position(hands={ARAGORN: ["the_great_gate", "strider"]}, active=["minas_tirith"], first=2)
    assert has(s, "play", card="the_great_gate", to="minas_tirith")


@pytest.mark.parametrize("cid", ["mouth_of_sauron", "the_lidless_eye"])
def test_a_card_cannot_go_to_the_path_while_a_shadow_battleground_is_active(cid):
    path = "shelobs_lair" if cid == "mouth_of_sauron" else "orodruin"
    s = position(hands={WITCH_KING: [cid, "mordor_orcs"]}, active=[path, "minas_morgul"], first=1)
    assert not has(s, "play", card=cid, to=path)
    s = position(hands={WITCH_KING: [cid, "mordor_orcs"]}, active=[path, "lorien"], first=1)
    assert has(s, "play", card=cid, to=path)


def test_the_bow_of_the_galadhrim_goes_on_an_elf():
    # seed: «Оружие. Владелец этого предмета не может владеть другим оружием.» No other weapon of the
    # base set may be borne by an Elf, so the second sentence never bites there.
    s = position(hands={ARAGORN: ["bow_of_the_galadhrim", "elrond"]}, reserves={ARAGORN: ["legolas"], FRODO: ["gimli"]}, first=2)
    assert has(s, "play", card="bow_of_the_galadhrim", to="legolas")
    assert not has(s, "play", card="bow_of_the_galadhrim", to="gimli")


def test_an_item_goes_only_on_an_allowed_bearer():
    s = position(hands={FRODO: ["dwarven_axe", "sam_gamgee"]}, reserves={FRODO: ["gimli", "bilbo_baggins"]})
    assert has(s, "play", card="dwarven_axe", to="gimli")
    assert not has(s, "play", card="dwarven_axe", to="bilbo_baggins")


def test_the_mirror_of_galadriel_shows_its_owner_the_top_of_the_deck():
    from lotr_table.games.wotr_cards.game import GAME
    s = position(reserves={ARAGORN: ["galadriel"]}, items={ARAGORN: [["mirror_of_galadriel", "galadriel"]]})
    deck_view = GAME.view(s, ARAGORN)["zones"]["deck2"]["cards"]
    assert deck_view[-1] is not None and all(c is None for c in deck_view[:-1])
    assert GAME.view(s, FRODO)["zones"]["deck2"]["cards"][-1] is None


def test_a_resample_knows_which_instances_are_the_mirror_of_galadriel():
    # the Mirror is looked for after every action among the instances that are one; a
    # resample redraws hidden cards, so the Mirror may become another instance
    import random
    from lotr_table.games.wotr_cards.game import GAME
    s = position(hands={ARAGORN: ["mirror_of_galadriel"]})
    for seed in range(5):
        r = GAME.resample(s, FRODO, random.Random(seed))
        assert r.mirrors == tuple(i for i, cid in r.zones.card_of.items() if cid == "mirror_of_galadriel")
    assert any(GAME.resample(s, FRODO, random.Random(seed)).mirrors != s.mirrors for seed in range(5))
