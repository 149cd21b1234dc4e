"""The heroes' and special cards' abilities are data (data/heroes.json, specials.json) named
in Confrontation's vocabulary (abilities.py), validated at load; the rules read them."""

from __future__ import annotations

import pytest

from lotr_table.games.confrontation import abilities
from lotr_table.games.confrontation.data import heroes, special_cards
from tests.games.confrontation.battle_kit import A, dead, pending
from tests.games.confrontation.scenario import SAU, act, start


def keyword(name, **params):
    return {"type": "keyword", "keyword": {"name": name, **params}}


def test_every_hero_and_special_card_names_its_abilities():
    # every tile and every special card of the seed prints a text, so each names at least one
    for card in list(heroes().values()) + list(special_cards().values()):
        assert card.abilities, card.id


def test_each_special_card_has_exactly_one_shape():
    assert abilities.SPECIAL["shadowfax"][0] == "moves_ahead_first"
    assert abilities.SPECIAL["crebain"][0] == "reveals_for_good"
    assert set(abilities.SPECIAL) == set(special_cards())


def test_a_hero_named_in_a_parameter_must_exist():
    with pytest.raises(ValueError, match=r"card 'merry', ability 1: keyword 'kills_instantly': .*no hero 'witchking'"):
        abilities.VOCAB.load([{"id": "merry", "abilities": [keyword("kills_instantly", against=["witchking"])]}])


def test_a_region_named_in_a_parameter_must_exist():
    with pytest.raises(ValueError, match=r"card 'treebeard', ability 1: .*no region 'fangorn_forest'"):
        abilities.VOCAB.load([{"id": "treebeard", "abilities": [
            keyword("strength_becomes", strength=6, when="always", regions=["fangorn_forest"])]}])


def test_a_text_card_named_in_a_parameter_must_exist():
    with pytest.raises(ValueError, match=r"card 'elrond', ability 1: .*no text card 'palantir'"):
        abilities.VOCAB.load([{"id": "elrond", "abilities": [keyword("ignores_enemy_cards", cards=["palantir"])]}])


def test_when_is_attacking_defending_or_always():
    with pytest.raises(ValueError, match=r"card 'pippin', ability 1: keyword 'retreats': .* at when"):
        abilities.VOCAB.load([{"id": "pippin", "abilities": [keyword("retreats", direction="back", when="fleeing")]}])


def test_a_refused_record_leaves_the_loaded_abilities_as_they_were():
    with pytest.raises(ValueError):
        abilities.VOCAB.load([{"id": "merry", "abilities": [keyword("kills_instantly", against=["nobody"])]}])
    assert [k.against for k in abilities.keywords("merry", "kills_instantly")] == [["witchking_c", "witchking_a"]]


def test_the_lookups_follow_the_records():
    assert abilities.MOVERS == {"aragorn_c", "witchking_c", "flyingnazgul_c", "blackrider", "urukhai",
                                "flyingnazgul_a", "treebeard"}
    assert abilities.STOOD_IN_FOR == {"frodo_c", "frodo_a"}
    assert abilities.SILENCERS == {"warg"} and abilities.STAYS_REVEALED == {"watcher"}


@pytest.fixture
def legolas_record():
    """Give Legolas another record for one test, then his own back."""
    own = {"id": "legolas", "abilities": heroes()["legolas"].abilities}
    yield lambda abilities_: abilities.VOCAB.load([{"id": "legolas", "abilities": abilities_}])
    abilities.VOCAB.load([own])


DUEL = {
    "fellowship": {"eregion": ["legolas"], "shire": ["frodo_c"]},
    "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]},
    "hands": {"fellowship": ["f_1", "f_2"], "sauron": ["s_1", "s_6"]},
}


def test_the_battle_reads_the_heros_record_not_his_name(legolas_record):
    # by his printed text Legolas kills only the Flying Nazgul at once: against the Black
    # Rider the cards are played
    s = act(start(DUEL), SAU, A("move", hero="blackrider", to="eregion"))
    assert pending(s) == "play"
    # a record saying he kills the Black Rider at once is what the battle follows
    legolas_record([keyword("kills_instantly", against=["blackrider"])])
    s = act(start(DUEL), SAU, A("move", hero="blackrider", to="eregion"))
    assert dead(s, "blackrider")
