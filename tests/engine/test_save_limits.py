"""The quick look at a save's shape (`saves._plainly_within_limits`, a few regular expressions)
lets only what the token-by-token check (`saves._check_limits`) lets through: whenever it
passes a text, the exact check would have too. A sound save is loaded without the slow check."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lotr_table.engine import saves
from lotr_table.engine.saves import SaveError


def _exact_check_passes(text: str) -> bool:
    try:
        saves._check_limits(text)
    except SaveError:
        return False
    return True


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


CASES = [
    '{"a": [1, 2, {"b": "c"}]}',
    '{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}',             # brackets in a string count for nothing
    '{"a": "a \\" [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ \\\\"}',  # nor after an escaped quote
    '{"a": "' + "1" * 40 + '"}',                                  # nor digits in a string
    '{"a": ' + "1" * 30 + "}", '{"a": ' + "1" * 31 + "}",         # 30 digits pass, 31 do not
    '{"a": 1.' + "0" * 31 + "}",
    _nested(32), _nested(33), "[" * 40, "]" * 40, "[}" * 3, '"unclosed [[[', '"a\n[[["',
    "x" * (saves.MAX_LINE_CHARS + 1), '{"a": "' + "x" * saves.MAX_LINE_CHARS + '"}',
    '{"actions": [' + ",".join(["{}"] * (saves.MAX_ACTIONS + 1)) + "]}",
]


@pytest.mark.parametrize("text", CASES)
def test_the_quick_look_passes_only_what_the_exact_check_passes(text):
    if saves._plainly_within_limits(text):
        assert _exact_check_passes(text)


def test_the_quick_look_passes_a_sound_shape_and_stops_at_each_limit():
    assert saves._plainly_within_limits(_nested(32)) and not saves._plainly_within_limits(_nested(33))
    assert saves._plainly_within_limits('{"a": ' + "1" * 30 + "}")
    assert not saves._plainly_within_limits('{"a": ' + "1" * 31 + "}")


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet='[]{}"\\0123456789a :,\n', max_size=120))
def test_on_any_text_the_quick_look_is_never_more_lenient(text):
    if saves._plainly_within_limits(text):
        assert _exact_check_passes(text)


def test_a_sound_save_is_loaded_without_the_token_by_token_check(toy, tmp_path, monkeypatch):
    from tests.engine.toy_game import SCRIPT, SEED
    path = saves.write(tmp_path / "sound.lotrsave", toy, toy.Options(), SEED, SCRIPT)

    def scanned(text):
        raise AssertionError("a sound save was scanned token by token")
    monkeypatch.setattr(saves, "_check_limits", scanned)
    assert len(saves.load(path).actions) == len(SCRIPT)
