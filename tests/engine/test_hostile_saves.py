"""Hostile save files: each is refused whole with a message naming the line, never a traceback.

Deep nesting, huge numbers, non-numbers, oversized files, lines and action lists are
refused before the file is parsed; options and the header are read strictly; an action
is taken only as the legal action it equals, written with the same JSON types. Every
file here is made by the test.
"""

import json
import random

import pytest

from lotr_table.cli import main
from lotr_table.engine import registry, saves
from lotr_table.engine.saves import SaveError
from tests.engine.toy_game import SCRIPT, SEED

FIRST_ACTION_LINE = 13
SEED_LINE = 9
OPTIONS_LINE = 8


@pytest.fixture
def save_file(toy, tmp_path):
    return saves.write(tmp_path / "game.lotrsave", toy, toy.Options(), SEED, SCRIPT)


def replace_in(path, old, new, count=1):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def refused(path):
    with pytest.raises(SaveError) as caught:
        saves.load(path)
    return caught.value.message


@pytest.fixture
def never_parsed(monkeypatch):
    """The file must be refused before json.loads reads it."""
    def parse(*args, **kwargs):
        raise AssertionError("the file was parsed")
    monkeypatch.setattr(saves.json, "loads", parse)


# ---- shapes no save has, refused before parsing ----------------------------------------


def test_deep_nesting_is_refused_by_line_before_parsing(tmp_path, never_parsed):
    path = tmp_path / "deep.lotrsave"
    path.write_text("[" * 2000 + "]" * 2000, encoding="utf-8")
    assert refused(path) == f"line 1: the brackets nest more than {saves.MAX_DEPTH} deep; a save never does"


def test_deep_nesting_inside_an_action_names_its_line(save_file, never_parsed):
    replace_in(save_file, '{"kind": "raise"}', '{"kind": "raise", "x": ' + "[" * 100 + "]" * 100 + "}")
    assert refused(save_file) == f"line {FIRST_ACTION_LINE}: the brackets nest more than {saves.MAX_DEPTH} deep; a save never does"


def test_brackets_inside_strings_do_not_count_as_nesting(toy, save_file):
    replace_in(save_file, '"app_version": "0.1.0"', '"app_version": "' + "[" * 100 + '"')
    assert saves.load(save_file).app_version == "[" * 100


def test_a_huge_integer_seed_is_refused_by_line(save_file, never_parsed):
    replace_in(save_file, f'"seed": {SEED}', '"seed": 1' + "0" * 5000)
    assert refused(save_file) == (f"line {SEED_LINE}: a number of 5,001 digits; "
                                  f"a save holds none longer than {saves.MAX_DIGITS}")


def test_a_huge_integer_in_an_action_field_is_refused_by_line(save_file, never_parsed):
    replace_in(save_file, '"n": 2', '"n": ' + "9" * 4400)
    assert refused(save_file).startswith(f"line {FIRST_ACTION_LINE + 2}: a number of 4,400 digits")


@pytest.mark.parametrize("written, problem", [
    ("NaN", "NaN is not a number a save may hold"),
    ("-Infinity", "-Infinity is not a number a save may hold"),
    ("1e999", "the number 1e999 is too large"),
])
def test_non_numbers_are_refused_by_line(save_file, written, problem):
    replace_in(save_file, '"n": 2', f'"n": {written}')
    assert refused(save_file) == f"line {FIRST_ACTION_LINE + 2}: {problem}"


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path, never_parsed):
    path = tmp_path / "huge.lotrsave"
    path.write_bytes(b"{" + b" " * saves.MAX_BYTES + b"}")
    assert refused(path) == "the file is larger than 8 MB, far more than any game: not a LOTR Table save"


def test_an_overlong_line_is_refused_by_line(save_file, never_parsed):
    replace_in(save_file, '"app_version": "0.1.0"', '"app_version": "' + "x" * (saves.MAX_LINE_CHARS + 1) + '"')
    assert refused(save_file) == (f"line 4: the line is longer than {saves.MAX_LINE_CHARS:,} characters; "
                                  "a save has one action a line")


def test_too_many_actions_are_refused_before_parsing(save_file, never_parsed):
    entry = '    {"seat": 0, "action": {"kind": "raise"}},\n'
    replace_in(save_file, '  "actions": [\n', '  "actions": [\n' + entry * saves.MAX_ACTIONS)
    assert refused(save_file) == (f"line {FIRST_ACTION_LINE + saves.MAX_ACTIONS}: more than "
                                  f"{saves.MAX_ACTIONS:,} actions, far more than any game")


def test_a_file_name_with_a_nul_is_refused():
    with pytest.raises(SaveError, match="its name holds a character no file name may"):
        saves.load("game\0.lotrsave")


# ---- strict types ----------------------------------------------------------------------


def real_save(tmp_path, game_id, options, actions=0, seed=3):
    """A save of a real game with `actions` random legal actions."""
    game = registry.get_game(game_id)
    opts = game.Options(**options)
    state, chooser, taken = game.setup(opts, seed), random.Random(seed), []
    while len(taken) < actions and game.to_act(state):
        seat = chooser.choice(game.to_act(state))
        action = chooser.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action)
        taken.append((seat, action))
    return saves.write(tmp_path / f"{game_id}.lotrsave", game, opts, seed, taken), taken


@pytest.mark.parametrize("game_id, option, written, problem", [
    ("lotr_coop", "players", '"3"', "Input should be a valid integer"),
    ("lotr_coop", "players", "3.0", "Input should be a valid integer"),
    ("lotr_coop", "players", "true", "Input should be a valid integer"),
    ("lotr_coop", "relay", '"yes"', "Input should be a valid boolean"),
    ("lotr_coop", "relay", "1", "Input should be a valid boolean"),
    ("confrontation", "match", "1", "Input should be a valid boolean"),
    ("confrontation", "fellowship_seat", "true", "expected 1, not true"),
    ("confrontation", "fellowship_seat", "1.0", "expected 1, not 1.0"),
])
def test_options_are_not_coerced(tmp_path, game_id, option, written, problem):
    path, _ = real_save(tmp_path, game_id, {})
    text = path.read_text(encoding="utf-8")
    line = text.splitlines()[OPTIONS_LINE - 1]
    options = json.loads(line.split(": ", 1)[1].rstrip(","))
    assert option in options
    edited = line.replace(f'"{option}": {json.dumps(options[option])}', f'"{option}": {written}')
    assert edited != line
    path.write_text(text.replace(line, edited), encoding="utf-8")
    message = refused(path)
    assert message.startswith(f"line {OPTIONS_LINE}: bad option '{option}': ")
    assert problem in message


@pytest.mark.parametrize("written, equal_to", [("2.0", 2), ("true", 1)])
def test_an_action_number_written_as_another_json_type_is_refused(save_file, written, equal_to):
    # Action equality is Python's (2 == 2.0, 1 == True): the file's types must match the legal action's.
    replace_in(save_file, '"n": 2', f'"n": {written}')
    assert refused(save_file) == (
        f'line {FIRST_ACTION_LINE + 2} (action 3, pick): refused: the action is written '
        f'{{"kind": "pick", "n": {written}}}, but the rules offer {{"kind": "pick", "n": {equal_to}}} '
        "(a number or true/false of another kind)")


def test_in_a_real_game_a_float_for_an_integer_field_is_refused(tmp_path):
    path, taken = real_save(tmp_path, "lotr_coop", {"players": 3}, actions=60)
    index, field = next((i, k) for i, (_, a) in enumerate(taken)
                        for k, v in a.to_json().items() if type(v) is int)
    lines = path.read_text(encoding="utf-8").splitlines()
    entry = json.loads(lines[FIRST_ACTION_LINE - 1 + index].rstrip(","))
    entry["action"][field] = float(entry["action"][field])
    lines[FIRST_ACTION_LINE - 1 + index] = "    " + json.dumps(entry) + ","
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    message = refused(path)
    assert message.startswith(f"line {FIRST_ACTION_LINE + index} (action {index + 1}, ")
    assert "(a number or true/false of another kind)" in message


# ---- a field written twice --------------------------------------------------------------


def test_a_seat_written_twice_in_an_action_is_refused_naming_its_line(save_file):
    # json.loads would let the last one win: {"seat": 5, "seat": 0} is read as seat 0.
    replace_in(save_file, '{"seat": 0, ', '{"seat": 5, "seat": 0, ')
    assert refused(save_file) == (f'line {FIRST_ACTION_LINE}: "seat" is written twice in one object; a save writes '
                                  "each field once, so this file was changed")


def test_a_second_game_line_is_refused_naming_it(save_file):
    replace_in(save_file, '  "seed": ', '  "game": "toy",\n  "seed": ')
    assert refused(save_file) == (f'line {SEED_LINE}: "game" is written twice in one object; a save writes '
                                  "each field once, so this file was changed")


def test_the_same_key_in_two_objects_is_no_repeat(toy, save_file):
    # Every action entry has its own "seat": only a key twice in one object is refused.
    assert len(saves.load(save_file).actions) == len(SCRIPT)


# ---- the command line ------------------------------------------------------------------


HOSTILE = {
    "deep": lambda text: "[" * 2000 + "]" * 2000,
    "huge_seed": lambda text: text.replace(f'"seed": {SEED}', '"seed": 1' + "0" * 5000),
    "huge_field": lambda text: text.replace('"n": 2', '"n": ' + "7" * 5000),
    "nan": lambda text: text.replace('"n": 2', '"n": NaN'),
    "float_field": lambda text: text.replace('"n": 2', '"n": 2.0'),
    "bool_schema": lambda text: text.replace('"schema": 3', '"schema": true'),
    "long_line": lambda text: text.replace('"0.1.0"', '"' + "x" * 300_000 + '"'),
    "truncated": lambda text: text[: len(text) // 2],
    "repeated_key": lambda text: text.replace('{"seat": 0, ', '{"seat": 5, "seat": 0, ', 1),
}


@pytest.mark.parametrize("damage", sorted(HOSTILE))
def test_replay_refuses_every_hostile_save_with_exit_2(toy, save_file, capsys, damage):
    save_file.write_text(HOSTILE[damage](save_file.read_text(encoding="utf-8")), encoding="utf-8")
    assert main(["replay", str(save_file)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"cannot load {save_file}: ")
    assert "Traceback" not in captured.err
