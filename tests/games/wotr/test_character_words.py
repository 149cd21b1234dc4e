"""The companions' and minions' abilities are keywords read from data/characters.json and
checked at load (character_words.py): a mistake names the character and the ability."""

import json

import pytest

from lotr_table.games.wotr import character_words
from lotr_table.games.wotr.characters import Characters
from lotr_table.games.wotr.data import DATA_DIR


def _characters(change) -> Characters:
    raw = json.loads((DATA_DIR / "characters.json").read_text(encoding="utf-8"))
    change(raw)
    return Characters.model_validate(raw)


def test_every_character_ability_is_a_known_keyword():
    character_words.check(_characters(lambda raw: None))
    assert {c for c, _ in character_words.companions_with("captain_of_the_west")} == {0, 1, 2, 3, 4, 7}


def test_an_unknown_keyword_names_the_character_and_the_ability():
    def wrong(raw):
        raw["companions"][2]["abilities"][1]["keyword"]["name"] = "high_warden"
    with pytest.raises(ValueError, match=r"character 'boromir', ability 2: unknown keyword 'high_warden'"):
        character_words.check(_characters(wrong))
    character_words.check(_characters(lambda raw: None))        # the vocabulary holds the true ones again


def test_a_parameter_naming_no_region_is_refused():
    def wrong(raw):
        raw["minions"][2]["abilities"][0]["keyword"]["region"] = "isengard_tower"
    with pytest.raises(ValueError, match=r"character 'saruman', ability 1: keyword 'enters_play': .*isengard_tower"):
        character_words.check(_characters(wrong))
    character_words.check(_characters(lambda raw: None))


def test_the_rules_read_who_has_each_ability_not_who_he_is():
    # hunt.py, battle.py, successors.py ask the keywords: Meriadoc and Peregrin (5, 6), Gollum (9),
    # Gandalf the White (8), the Witch-king (minion 0)
    assert character_words.companion_has("take_them_alive") == {5, 6}
    assert character_words.guides_with("leaves_to_lessen_damage") == {5, 6}
    assert character_words.guides_with("tiles_do_not_reveal") == {9}
    assert character_words.companion_has("the_white_rider") == {8}
    assert character_words.minion_has("counts_as_nazgul") == {0}
    assert character_words.minion_has("sorcerer") == {0}


def test_heir_to_isildur_naming_no_region_names_the_character_and_the_ability():
    def wrong(raw):
        raw["companions"][1]["abilities"][2]["keyword"]["at"] = ["minas_tirith", "osgiliath_city"]
    with pytest.raises(ValueError, match=r"character 'strider', ability 3: keyword 'may_be_replaced': .*osgiliath_city"):
        character_words.check(_characters(wrong))
    character_words.check(_characters(lambda raw: None))


def test_an_emissary_nobody_replaces_is_refused():
    def wrong(raw):
        raw["companions"][2]["abilities"].append(
            {"type": "keyword", "text": "Emissary from the West",
             "keyword": {"name": "may_be_replaced", "after_minion": True, "or_in": ["fangorn"], "or_stronghold_of": "elves"}})
    with pytest.raises(ValueError, match=r"character 'boromir': may_be_replaced: no companion replaces him"):
        character_words.check(_characters(wrong))
    character_words.check(_characters(lambda raw: None))
