"""The card data: every faction card and location, and the values the seed's examples fix."""

from collections import Counter

import pytest

from lotr_table.games.wotr_cards.cards import CardFile, faction_cards, locations


def test_there_are_120_faction_cards_60_a_side():
    cards = faction_cards().values()
    assert sum(c.copies for c in cards) == 120
    per_side = Counter()
    for c in cards:
        per_side[c.side] += c.copies
    assert per_side == {"free_peoples": 60, "shadow": 60}


def test_faction_sizes_follow_the_seed():
    # «все карты эльфов из базовой игры» lists 13 Elf cards; every Trilogy deck has 30 cards
    size = Counter()
    for c in faction_cards().values():
        size[c.faction] += c.copies
    assert size["elves"] == 13
    assert size["mordor"] == 30
    assert size["dunedain"] + size["elves"] == 30
    assert size["isengard"] + size["monsters"] + size["harad"] == 30
    assert size["dwarves"] + size["hobbits"] + size["rohan"] + size["wizards"] == 30


def test_41_locations_27_paths_three_of_each_number_and_7_battlegrounds_a_side():
    locs = locations().values()
    assert len(locs) == 41
    paths = Counter(l.path for l in locs if l.kind == "path")
    assert paths == {n: 3 for n in range(1, 10)}
    assert Counter(l.side for l in locs if l.kind == "battleground") == {"free_peoples": 7, "shadow": 7}


def test_the_values_the_seeds_examples_fix():
    c, l = faction_cards(), locations()
    # Dol Guldur's 2 defence; the scoring example's VP
    assert l["dol_guldur"].defence == 2
    assert {k: l[k].vp for k in ("helms_deep", "minas_tirith", "lorien", "orthanc", "minas_morgul", "dol_guldur")} == \
        {"helms_deep": 2, "minas_tirith": 3, "lorien": 2, "orthanc": 2, "minas_morgul": 2, "dol_guldur": 1}
    assert all(l[k].vp == 1 for k in ("bag_end", "the_council_of_elrond", "lothlorien", "henneth_annun"))
    # the path example: Gimli 1, Legolas 1, the Bow +1; the Commander, the Destroyer and the Mount 1 attack each
    assert c["gimli"].icons["path_def"] == 1 and c["legolas"].icons["path_def"] == 1
    assert c["bow_of_the_galadhrim"].icons["path_def"] == 1
    assert [c[k].icons["path_atk"] for k in ("the_commander", "the_destroyer", "black_riders_mount")] == [1, 1, 1]
    # the battleground example: High Elves + Galadriel (supported) = 4 attack, Nenya +1; Gorbag & Shagrat 1 leadership defence
    assert c["high_elves"].icons["bg_atk"] + c["galadriel"].icons["bg_atk"] + c["galadriel"].icons["lead_atk"] == 4
    assert c["nenya_ring_of_adamant"].icons["bg_atk"] == 1
    assert c["gorbag_shagrat"].icons.get("bg_def", 0) == 0 and c["gorbag_shagrat"].icons["lead_def"] == 1
    assert c["mordor_orcs"].icons["bg_def"] == 1 and c["olog_hai"].icons["bg_def"] >= 2


def test_every_record_says_its_source_and_the_disputed_ones_say_why():
    for card in list(faction_cards().values()) + list(locations().values()):
        assert card.source in ("seed", "published")
    for disputed in ("eowyn", "arwen", "fatty_bolger", "nenya_ring_of_adamant", "black_riders_mount", "sting",
                     "ent_draught", "denethor", "the_reaver", "fell_beast"):
        assert faction_cards()[disputed].note, disputed
    assert locations()["the_doors_of_durin"].note


def test_the_fellowship_lists_name_cards_that_exist():
    from lotr_table.games.wotr_cards.scenarios import FELLOWSHIP_DECKS, FELLOWSHIP_PATHS, FELLOWSHIP_BATTLEGROUNDS
    for deck in FELLOWSHIP_DECKS.values():
        assert sum(n for _, n in deck) == 30
        assert all(card in faction_cards() for card, _ in deck)
    assert all(p in locations() for ps in FELLOWSHIP_PATHS.values() for p in ps)
    assert all(b in locations() for bs in FELLOWSHIP_BATTLEGROUNDS.values() for b in bs)


def test_a_bad_record_is_refused():
    with pytest.raises(ValueError, match="an item, and only an item"):
        CardFile.model_validate({"about": "", "cards": [{"id": "x", "name": "X", "numbers": [1], "copies": 1, "faction": "elves",
                                                         "type": "army", "bearers": ["faction:elves"], "text": "", "source": "seed"}]})
