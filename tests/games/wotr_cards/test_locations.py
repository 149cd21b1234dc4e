"""Every location's activation text, activated once (rules §7.1: resolved whenever the
location is activated or reactivated)."""

import pytest

from lotr_table.games.wotr_cards.cards import locations
from lotr_table.games.wotr_cards.combat import location_icons
from lotr_table.games.wotr_cards.flow import FLOW
from lotr_table.games.wotr_cards.state import ACTIVE, drawn, hand
from tests.games.wotr_cards.play import ARAGORN, FRODO, SARUMAN, WITCH_KING, do, has, ids, options, position

HANDS = {FRODO: ["gimli", "bilbo_baggins"], WITCH_KING: ["mordor_orcs"], ARAGORN: ["elrond"], SARUMAN: ["ugluk", "saruman"]}


def activate(loc, seat=FRODO, **spec):
    s = position(hands=spec.pop("hands", HANDS), active=spec.pop("active", []), **spec).clone()
    FLOW.postpone(s)                     # the open window waits while the step runs
    FLOW.then(s, ("activate", loc, seat, False))
    FLOW.advance(s)
    return s


def sizes(s):
    return [len(s.zones.cards[hand(x)]) for x in range(4)]


BASE = [2, 1, 1, 2]
DRAWS = {  # location: hand sizes after (seed: Bag End «Игрок за хоббитов берёт 2 карты»)
    "bag_end": [4, 1, 1, 2], "buckleberry_ferry": [3, 2, 1, 2], "inn_of_the_prancing_pony": [2, 3, 1, 4],
    "weathertop": [2, 3, 1, 2], "imladris": [2, 1, 3, 2], "the_council_of_elrond": [3, 1, 2, 2],
    "khazad_dum": [2, 1, 1, 4], "dead_marshes": [2, 1, 1, 4], "henneth_annun": [2, 1, 2, 2], "the_cross_roads": [3, 1, 2, 2],
    "shelobs_lair": [2, 1, 1, 4], "crack_of_doom": [2, 1, 1, 4], "orodruin": [2, 3, 1, 2], "moria": [2, 1, 1, 4],
    "harad": [2, 2, 1, 3], "umbar": [2, 2, 1, 3],
}


@pytest.mark.parametrize("loc", sorted(DRAWS))
def test_a_location_makes_players_draw(loc):
    assert sizes(activate(loc)) == DRAWS[loc]


@pytest.mark.parametrize("loc,seat", [("gildors_encampment", ARAGORN), ("lothlorien", ARAGORN), ("rivendell", ARAGORN),
                                      ("amon_hen", WITCH_KING)])
def test_a_location_draws_one_then_cycles_one(loc, seat):
    # Lothlórien, in the seed's English: "The Elf player draws 1 card and then cycles 1 card from hand."
    s = activate(loc)
    assert s.pending.kind == "cycle_hand" and s.pending.seat == seat
    assert sizes(s)[seat] == BASE[seat] + 1


@pytest.mark.parametrize("loc", ["the_old_forest", "caradhras", "emyn_muil"])
def test_each_free_peoples_player_forsakes(loc):
    s = activate(loc)
    assert s.pending.kind == "forsake" and s.pending.seat == FRODO
    s = do(s, "forsake", card="gimli")
    assert s.pending.kind == "forsake" and s.pending.seat == ARAGORN


def test_fords_of_bruinen_forsake_then_draw_three():
    s = activate("fords_of_bruinen")
    s = do(s, "forsake", card="gimli")
    assert sizes(s)[FRODO] == 1 + 3 and s.pending.seat == ARAGORN


def test_egladil_each_free_peoples_player_draws_two_then_cycles_one():
    # seed: «Каждый игрок за свободные народы берёт 2 карты, затем сбрасывает 1 карту из руки» (English on the card in the seed)
    s = activate("egladil")
    assert sizes(s)[FRODO] == 4 and s.pending.kind == "cycle_hand" and s.pending.seat == FRODO


def test_dimrill_dale_each_shadow_player_cycles_two():
    s = activate("dimrill_dale")
    assert s.pending.kind == "cycle_hand" and s.pending.seat == WITCH_KING


@pytest.mark.parametrize("loc,seat,n", [("dol_amroth", ARAGORN, 1), ("pelargir", ARAGORN, 1), ("minas_tirith", ARAGORN, 3),
                                        ("osgiliath", ARAGORN, 3)])
def test_the_dunedain_player_may_forsake_to_draw(loc, seat, n):
    # Minas Tirith, in the seed: «Игрок за дунэдайн может отказаться от 1 карты, чтобы взять 3 карты.»
    s = activate(loc)
    s = do(s, "yes")
    s = do(s, "forsake", card="elrond")
    assert sizes(s)[seat] == n


def test_the_doors_of_durin_the_monsters_player_may_forsake_for_a_path_attack():
    s = activate("the_doors_of_durin")
    s = do(s, "yes")
    s = do(s, "forsake", card="ugluk")
    assert location_icons(s, "the_doors_of_durin", "path_atk") == 1


def test_morgai_gets_a_path_attack():
    assert location_icons(activate("morgai"), "morgai", "path_atk") == 1


@pytest.mark.parametrize("loc,other", [("lorien", "dol_guldur"), ("dol_guldur", "lorien"), ("edoras", "helms_deep")])
def test_a_battleground_brings_its_partner(loc, other):
    # seed: «Лориен ... заставляет его найти в колоде полей битв Тьмы Дол Гулдур и тоже активировать его»
    s = activate(loc)
    if s.pending.kind == "choose_battleground":
        s = do(s, "battleground", location=other)
    assert other in s.zones.cards[ACTIVE]


def test_lorien_reactivates_dol_guldur_from_a_victory_area():
    s = activate("lorien", vp={"free_peoples": ["dol_guldur"]})
    s = do(s, "battleground", location="dol_guldur")
    assert "dol_guldur" in s.zones.cards[ACTIVE] and "dol_guldur" in s.reactivated_against


@pytest.mark.parametrize("loc,seat,card,to", [("helms_deep", FRODO, "riders_of_rohan", "helms_deep"),
                                              ("minas_morgul", WITCH_KING, "the_hunter", "reserve"),
                                              ("morannon", WITCH_KING, "mordor_orcs", "reserve"),
                                              ("cirith_ungol", WITCH_KING, "olog_hai", "reserve"),
                                              ("morgul_vale", WITCH_KING, "the_hunter", "reserve")])
def test_a_location_draws_five_and_plays_one_of_them(loc, seat, card, to):
    # Minas Morgul, in the seed's English: "The Mordor player draws 5 cards, and from these may play up to 1 Nazgûl to reserve"
    s = activate(loc, deck_top={seat: [card]})
    assert len(s.zones.cards[drawn(seat)]) == 5
    s = do(s, "play", card=card, to=to)
    while s.pending.kind != "_window":
        s = do(s, "done" if has(s, "done") else options(s)[-1].kind)
    assert card in ids(s, "at_" + to if to != "reserve" else f"reserve{seat}")
    assert not s.zones.cards[drawn(seat)]


def test_minas_morgul_plays_only_a_nazgul_and_only_to_reserve():
    s = activate("minas_morgul", deck_top={WITCH_KING: ["mordor_orcs", "the_hunter"]})
    plays = [a for a in options(s) if a.kind == "play"]
    from lotr_table.games.wotr_cards.cards import faction_cards
    assert plays and all(a["to"] == "reserve" and "nazgul" in faction_cards()[s.zones.card_of[a["card"]]].subtypes for a in plays)
    assert any(s.zones.card_of[i] == "mordor_orcs" for i in s.zones.cards[drawn(WITCH_KING)])


def test_orthanc_the_isengard_player_may_take_saruman_then_recycles():
    # seed: «Игрок за Изенгард может забрать Сарумана из своей колоды или сброса. Затем игрок за Изенгард замешивает свой сброс в колоду.»
    s = activate("orthanc", hands={SARUMAN: ["ugluk"]}, cycle={SARUMAN: ["wolf_riders"]})
    s = do(s, "take", card="saruman")
    assert "saruman" in ids(s, hand(SARUMAN)) and not s.zones.cards["cycle3"]


def test_every_location_is_tested_here():
    tested = set(DRAWS) | {"gildors_encampment", "lothlorien", "rivendell", "amon_hen", "the_old_forest", "caradhras", "emyn_muil",
                           "fords_of_bruinen", "egladil", "dimrill_dale", "dol_amroth", "pelargir", "minas_tirith", "osgiliath",
                           "the_doors_of_durin", "morgai", "lorien", "dol_guldur", "edoras", "helms_deep", "minas_morgul",
                           "morannon", "cirith_ungol", "morgul_vale", "orthanc"}
    assert tested == set(locations())
