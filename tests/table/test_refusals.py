"""Refusals reach the player in the player's language."""

import types

import pytest

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.table import i18n
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


# toy_at_table: the windows of earlier tests, still alive, retranslate for the game they
# showed when the language switches back to English at the end

def _reason(game, state, seat, action) -> IllegalAction:
    try:
        game.apply(state, seat, action)
    except IllegalAction as refusal:
        return refusal
    raise AssertionError(f"{action!r} was accepted")


@pytest.mark.parametrize("lang, words", [
    ("ru", "Чтобы позвать Гэндальфа, нужны руны на 5; у игрока Пиппин — на 3."),
    ("uk", "Щоб покликати Ґандальфа, потрібні руни на 5; у гравця Переґрін — на 3."),
])
def test_the_rune_cost_of_calling_gandalf_is_said_in_the_players_language(toy_at_table, english, lang, words):
    from lotr_table.games.lotr_coop.game import GAME
    from lotr_table.table import lotr_coop
    s = GAME.position({"options": {"players": 3}, "step": "turn", "active": "pippin",
                       "hobbits": {"pippin": {"runes": 3}, "frodo": {"runes": 6}}})
    refusal = _reason(GAME, s, 2, Action("call_gandalf"))
    assert i18n.set_language(lang)
    assert refusal_text("lotr_coop", lotr_coop, refusal) == words


@pytest.mark.parametrize("lang, words", [
    ("ru", "Сейчас это невозможно: сначала решает Братство."),
    ("uk", "Зараз це неможливо: спершу вирішує Братство."),
])
def test_who_decides_first_is_said_in_the_players_language(toy_at_table, english, lang, words):
    from lotr_table.games.confrontation.game import GAME
    from lotr_table.table import confrontation
    s = GAME.position({"fellowship": {"eregion": ["frodo_c"], "shire": ["pippin"]},
                       "sauron": {"caradhras": ["blackrider"], "mordor": ["balrog"]}})
    s = GAME.apply(s, 1, Action("move", hero="blackrider", to="eregion"))
    refusal = _reason(GAME, s, 1, Action("play", card="s_6"))
    assert i18n.set_language(lang)
    assert refusal_text("confrontation", confrontation, refusal) == words
