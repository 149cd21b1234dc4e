"""A card record is read at load and checked against the vocabulary: a word it names that the
game lacks, or a parameter its word refuses, is a mistake that names the card and the
ability; a refused load changes nothing (engine/behaviours.py)."""

import pytest

from lotr_table.games.lotr_tcg import abilities  # noqa: F401  (the words, and every card loaded)
from lotr_table.games.lotr_tcg.state import VOCAB


def refused(record: dict) -> str:
    before = dict(VOCAB.cards)
    with pytest.raises(ValueError) as err:
        VOCAB.load([record])
    assert VOCAB.cards == before                 # nothing changed
    return str(err.value)


def test_a_word_the_vocabulary_lacks_is_refused_naming_the_card_and_the_ability():
    # Moria Lake's old word, folded into title_or_two_exert
    msg = refused({"id": "1C346", "abilities": [
        {"type": "trigger", "on": "moved", "condition": {"name": "arrived_here"},
         "effect": {"name": "frodo_or_two_exert"}}]})
    assert msg.startswith("card '1C346', ability 1: unknown effect 'frodo_or_two_exert'")
    assert VOCAB.cards["1C346"].abilities[0].effect.name == "title_or_two_exert"


def test_a_parameter_its_word_refuses_is_named_with_the_card_and_the_ability():
    # "Reveal an opponent's hand; he discards a card for each Orc revealed": what is counted
    # must be named
    msg = refused({"id": "1R36", "abilities": [
        {"type": "action", "cost": {"name": "exert", "filter": "elf"},
         "effect": {"name": "reveal_hand", "to_all": True, "each_fit": "he_discards"}}]})
    assert msg.startswith("card '1R36', ability 1: effect 'reveal_hand'") and "fits" in msg
    msg = refused({"id": "1U363", "abilities": [
        {"type": "action", "effect": {"name": "minions_from_discard", "minion": "tracker", "n": 3,
                                      "per": "companion"}}]})
    assert msg.startswith("card '1U363', ability 1: effect 'minions_from_discard'") and "one of them" in msg


def test_a_word_inside_a_composing_word_is_checked_too():
    msg = refused({"id": "1C294", "abilities": [
        {"type": "action", "effect": {"name": "if", "condition": {"name": "spot", "filter": "hobbit"},
                                      "then": {"name": "heal", "filter": "hobbit", "paying_twilight": True,
                                               "or_remove_burden": True}}}]})
    assert msg.startswith("card '1C294', ability 1: effect 'if'") and "heal takes one of" in msg
