"""Keyword abilities: named abilities a game's rules consult, validated and indexed by the kernel."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict

from lotr_table.engine.behaviours import Vocabulary


class Against(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    against: list[str]


def vocabulary() -> Vocabulary:
    v = Vocabulary("test")

    @v.keyword("kills_instantly", Against)
    class _Kills:  # what the game's rules call is the game's own business
        pass

    @v.keyword("retreats")
    def retreats(s, piece):
        return ["back"]

    return v


def kills(against):
    return {"type": "keyword", "keyword": {"name": "kills_instantly", "against": against}}


def test_a_card_with_a_keyword_answers_its_parameters():
    v = vocabulary()
    v.load([{"id": "merry", "abilities": [kills(["witchking"])]}])
    assert [k.against for k in v.keywords("merry", "kills_instantly")] == [["witchking"]]
    assert v.has("merry", "kills_instantly")


def test_a_card_naming_a_keyword_twice_has_both_parameter_sets_in_its_order():
    v = vocabulary()
    v.load([{"id": "gimli", "abilities": [kills(["orcs"]), kills(["troll"])]}])
    assert [k.against for k in v.keywords("gimli", "kills_instantly")] == [["orcs"], ["troll"]]


def test_a_card_without_the_keyword_or_unknown_to_the_vocabulary_has_none():
    v = vocabulary()
    v.load([{"id": "sam", "abilities": []}])
    assert v.keywords("sam", "kills_instantly") == ()
    assert not v.has("sam", "kills_instantly")
    assert v.keywords("nobody", "kills_instantly") == ()
    assert not v.has("nobody", "retreats")


def test_holders_are_every_card_with_the_keyword():
    v = vocabulary()
    v.load([{"id": "merry", "abilities": [kills(["witchking"])]},
            {"id": "pippin", "abilities": [{"type": "keyword", "keyword": {"name": "retreats"}}]},
            {"id": "legolas", "abilities": [kills(["nazgul"])]}])
    assert v.holders("kills_instantly") == frozenset({"merry", "legolas"})
    assert v.holders("retreats") == frozenset({"pippin"})


def test_what_the_game_registered_for_a_keyword_is_given_back():
    v = vocabulary()
    assert v.keyword_of("retreats")(None, 0) == ["back"]


def test_keywords_in_walks_a_family_in_the_cards_order():
    v = vocabulary()
    v.load([{"id": "gimli", "abilities": [
        {"type": "keyword", "keyword": {"name": "retreats"}}, kills(["orcs"])]}])
    found = v.keywords_in("gimli", ("kills_instantly", "retreats"))
    assert [name for name, _ in found] == ["retreats", "kills_instantly"]
    assert v.keywords_in("gimli", ("flies",)) == ()
    assert v.keywords_in("nobody", ("retreats",)) == ()


def test_an_unknown_keyword_is_refused_naming_the_card_and_the_ability():
    v = vocabulary()
    with pytest.raises(ValueError, match=r"card 'boromir', ability 2: unknown keyword 'dies_gloriously'"):
        v.load([{"id": "boromir", "abilities": [kills(["orcs"]),
                                                 {"type": "keyword", "keyword": {"name": "dies_gloriously"}}]}])


def test_a_bad_keyword_parameter_is_refused_naming_the_card_and_the_parameter():
    v = vocabulary()
    with pytest.raises(ValueError, match=r"card 'merry', ability 1: keyword 'kills_instantly': .* at against"):
        v.load([{"id": "merry", "abilities": [kills("witchking")]}])


def test_a_keyword_ability_names_nothing_but_its_keyword():
    v = vocabulary()
    with pytest.raises(ValueError, match=r"card 'merry', ability 1: a keyword ability names only its 'keyword'"):
        v.load([{"id": "merry", "abilities": [dict(kills(["witchking"]), amount=1)]}])
    with pytest.raises(ValueError, match=r"card 'merry', ability 1: a keyword ability names only its 'keyword'"):
        v.load([{"id": "merry", "abilities": [{"type": "keyword"}]}])


def test_only_a_keyword_ability_names_a_keyword():
    v = vocabulary()
    with pytest.raises(ValueError, match=r"card 'merry', ability 1: only a keyword ability names a 'keyword'"):
        v.load([{"id": "merry", "abilities": [{"type": "modifier", "what": "strength", "amount": 1,
                                                "keyword": {"name": "retreats"}}]}])


def test_keywords_are_not_continuous_modifiers():
    v = vocabulary()
    v.load([{"id": "merry", "abilities": [kills(["witchking"])]}])
    assert v.modified(None, [("m1", "merry", 0)], "strength", "m1", 2) == 2


def test_a_cards_keyword_index_is_kept_by_the_rules_and_follows_a_reload():
    v = vocabulary()
    v.load([{"id": "merry", "abilities": [kills(["witchking"])]}])
    kept = v.keyword_index("merry")
    assert [k.against for k in kept["kills_instantly"]] == [["witchking"]]
    v.load([{"id": "merry", "abilities": [kills(["nazgul"])]}])
    assert kept is v.keyword_index("merry")
    assert [k.against for k in kept["kills_instantly"]] == [["nazgul"]]
    assert v.keyword_index("nobody") == {}
