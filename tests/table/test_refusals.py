"""Refusals reach the player in the player's language."""

import types

from lotr_table.engine.game import IllegalAction
from lotr_table.table.refusals import refusal_text, undo_refusal_text

WITH_ARGS = types.SimpleNamespace(translate_arg=lambda key, value: f"<{key}:{value}>")
WITHOUT = types.SimpleNamespace()


def test_a_template_is_translated_with_its_arguments_named_by_the_game(english):
    refusal = IllegalAction("Frodo cannot move to Moria now.", "{hero} cannot move to {to} now.",
                            {"hero": "frodo", "to": "moria"})
    assert refusal_text("toy", WITH_ARGS, refusal) == "<hero:frodo> cannot move to <to:moria> now."


def test_without_a_way_to_name_the_arguments_the_english_reason_is_shown(english):
    refusal = IllegalAction("Frodo cannot move to Moria now.", "{hero} cannot move to {to} now.", {"hero": "frodo"})
    assert refusal_text("toy", WITHOUT, refusal) == "Frodo cannot move to Moria now."


def test_a_reason_without_arguments_is_translated_as_it_is(english):
    assert refusal_text("toy", WITHOUT, IllegalAction("the leader has not stood yet")) == \
        "the leader has not stood yet"


def test_a_template_whose_placeholders_do_not_match_falls_back_to_english(english):
    refusal = IllegalAction("Frodo is tired.", "{hero} is {mood}.", {"hero": "frodo"})
    assert refusal_text("toy", WITH_ARGS, refusal) == "Frodo is tired."


def test_undo_reasons(english):
    assert undo_refusal_text("nothing to undo") == "Nothing to undo."
    assert undo_refusal_text("the last action was not yours") == "The last action was not yours."
    assert undo_refusal_text("cannot undo past a reveal or a random draw") == \
        "Cannot undo past a reveal or a random draw."
