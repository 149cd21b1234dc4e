"""Save files: round trip, atomic writes, and damaged files refused by line, untouched."""

import json
import os

import pytest

from lotr_table import __version__
from lotr_table.engine import saves
from lotr_table.engine.saves import SaveError
from tests.engine.toy_game import SCRIPT, SEED

# The first action entry sits on this line of a written save (after "{", 10 header fields
# and "actions": [).
FIRST_ACTION_LINE = 13


def play(toy, script, seed=SEED):
    state = toy.setup(toy.Options(), seed)
    for seat, action in script:
        state = toy.apply(state, seat, action)
    return state


@pytest.fixture
def save_file(toy, tmp_path):
    return saves.write(tmp_path / "game.lotrsave", toy, toy.Options(), SEED, SCRIPT)


def edit_line(path, line, old, new):
    lines = path.read_text(encoding="utf-8").split("\n")
    assert old in lines[line - 1], lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    path.write_text("\n".join(lines), encoding="utf-8")


def refused(path):
    """Load a save that must be refused; check the file is byte for byte as it was."""
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        saves.load(path)
    assert path.read_bytes() == before
    assert caught.value.message == str(caught.value)
    return caught.value.message


# ---- sound saves -----------------------------------------------------------------------


def test_save_load_gives_the_same_state(toy, save_file):
    loaded = saves.load(save_file)
    assert loaded.game is toy
    assert loaded.options == toy.Options()
    assert loaded.seed == SEED
    assert list(loaded.actions) == SCRIPT
    assert loaded.app_version == __version__
    assert len(loaded.states) == len(SCRIPT) + 1
    assert toy.fingerprint(loaded.state) == toy.fingerprint(play(toy, SCRIPT))
    assert toy.fingerprint(loaded.states[0]) == toy.fingerprint(toy.setup(toy.Options(), SEED))


def test_the_file_has_one_action_per_line(toy, save_file):
    lines = save_file.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "{"
    assert lines[1] == '  "format": "lotr-table-save",'
    assert lines[2] == '  "schema": 3,'
    assert lines[FIRST_ACTION_LINE - 2] == '  "actions": ['
    entries = lines[FIRST_ACTION_LINE - 1:FIRST_ACTION_LINE - 1 + len(SCRIPT)]
    assert [json.loads(e.rstrip(",")) for e in entries] == [
        {"seat": seat, "action": action.to_json()} for seat, action in SCRIPT
    ]
    data = json.loads(save_file.read_text(encoding="utf-8"))
    assert data["format"] == "lotr-table-save" and data["game"] == "toy" and data["options"] == {"rounds": 3}


def test_options_and_an_empty_game_round_trip(toy, tmp_path):
    options = toy.Options(rounds=5)
    path = saves.write(tmp_path / "new.lotrsave", toy, options, 123, [])
    loaded = saves.load(path)
    assert loaded.options == options and loaded.seed == 123 and loaded.actions == ()
    assert toy.fingerprint(loaded.state) == toy.fingerprint(toy.setup(options, 123))


def test_a_reformatted_save_still_loads_and_lines_still_count(toy, save_file):
    data = json.loads(save_file.read_text(encoding="utf-8"))
    save_file.write_text(json.dumps(data, indent=4), encoding="utf-8")
    assert toy.fingerprint(saves.load(save_file).state) == toy.fingerprint(play(toy, SCRIPT))

    data["actions"][2]["action"]["n"] = 9
    text = json.dumps(data, indent=4)
    save_file.write_text(text, encoding="utf-8")
    line = next(i for i, l in enumerate(text.splitlines(), 1) if '"n": 9' in l)
    # With indent=4 each entry spans several lines; the error names the line where it starts.
    entry_line = max(i for i, l in enumerate(text.splitlines()[:line], 1) if l.strip() == "{")
    assert refused(save_file).startswith(f"line {entry_line} (action 3, pick): refused:")


def test_a_byte_order_mark_is_tolerated(toy, save_file):
    save_file.write_bytes(b"\xef\xbb\xbf" + save_file.read_bytes())
    assert len(saves.load(save_file).actions) == len(SCRIPT)


# ---- atomic writes ---------------------------------------------------------------------


def test_atomic_write_leaves_only_the_save(toy, tmp_path):
    folder = tmp_path / "saves"
    for _ in range(3):                       # overwriting too
        saves.write(folder / "game.lotrsave", toy, toy.Options(), SEED, SCRIPT)
    assert [p.name for p in folder.iterdir()] == ["game.lotrsave"]


def test_a_failed_write_keeps_the_old_file_and_no_temp_file(toy, save_file, monkeypatch):
    before = save_file.read_bytes()

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(SaveError, match="No space left on device"):
        saves.write(save_file, toy, toy.Options(), SEED, SCRIPT[:2])
    assert save_file.read_bytes() == before
    assert [p.name for p in save_file.parent.iterdir()] == [save_file.name]


# ---- damaged saves ---------------------------------------------------------------------


def test_truncated_file_names_the_last_line(save_file):
    text = save_file.read_text(encoding="utf-8")
    cut = text.index('"kind": "pick", "n": 3')        # the 4th action, cut mid-entry
    save_file.write_text(text[:cut + 10], encoding="utf-8")
    message = refused(save_file)
    assert message.startswith(f"line {FIRST_ACTION_LINE + 3}, column ")
    assert "truncated" in message


def test_file_cut_between_lines_names_the_end(save_file):
    lines = save_file.read_text(encoding="utf-8").splitlines(keepends=True)
    save_file.write_text("".join(lines[:FIRST_ACTION_LINE + 1]), encoding="utf-8")
    message = refused(save_file)
    assert message.startswith(f"line {FIRST_ACTION_LINE + 2}, column 1:")
    assert "truncated" in message


def test_bad_json_names_the_line(save_file):
    edit_line(save_file, FIRST_ACTION_LINE + 4, '"seat": 1,', '"seat" 1,')
    message = refused(save_file)
    assert message.startswith(f"line {FIRST_ACTION_LINE + 4}, column ")
    assert "delimiter" in message


def test_hand_edited_illegal_action_is_refused_by_line(save_file):
    edit_line(save_file, FIRST_ACTION_LINE + 2, '"n": 2', '"n": 7')
    assert refused(save_file) == f"line {FIRST_ACTION_LINE + 2} (action 3, pick): refused: pick a number from 1 to 3"


def test_action_for_a_seat_not_to_act_is_refused(save_file):
    edit_line(save_file, FIRST_ACTION_LINE + 1, '"seat": 0', '"seat": 1')      # seat 0 leads round 1
    assert refused(save_file) == (
        f"line {FIRST_ACTION_LINE + 1} (action 2, stand): refused: seat 1 is not to act here (to act: 0)"
    )


def test_action_after_the_end_is_refused(toy, save_file):
    text = save_file.read_text(encoding="utf-8").replace(
        '"n": 1}}\n  ]', '"n": 1}},\n    {"seat": 0, "action": {"kind": "raise"}}\n  ]')
    save_file.write_text(text, encoding="utf-8")
    line = FIRST_ACTION_LINE + len(SCRIPT)
    assert refused(save_file) == f"line {line} (action {len(SCRIPT) + 1}, raise): refused: the game is already over"


def test_unknown_action_kind_is_refused(save_file):
    edit_line(save_file, FIRST_ACTION_LINE, '"kind": "raise"', '"kind": "fly"')
    assert refused(save_file) == f"line {FIRST_ACTION_LINE} (action 1, fly): refused: unknown action 'fly'"


@pytest.mark.parametrize("entry, detail", [
    ('{"seat": "zero", "action": {"kind": "raise"}}', "malformed action entry: 'seat': "),
    ('{"seat": 0}', "malformed action entry: no 'action'"),
    ('{"seat": 0, "action": {"kind": "raise"}, "extra": 1}', "malformed action entry: 'extra': unknown field"),
    ('{"seat": 0, "action": {"piece": "frodo"}}', "malformed action: "),
    ('{"seat": 0, "action": {"kind": "raise", "to": {"x": 1}}}', "malformed action: "),
    ('[0, "raise"]', "malformed action entry: expected"),
])
def test_malformed_entries_are_refused_by_line(save_file, entry, detail):
    edit_line(save_file, FIRST_ACTION_LINE, '{"seat": 0, "action": {"kind": "raise"}}', entry)
    message = refused(save_file)
    assert message.startswith(f"line {FIRST_ACTION_LINE} (action 1")
    assert detail in message


def test_future_schema_is_refused(save_file):
    edit_line(save_file, 3, '"schema": 3', '"schema": 4')
    assert refused(save_file) == "this save was written by a newer version (schema 4); this program reads up to schema 3"


def test_wrong_format_name_is_refused(save_file):
    edit_line(save_file, 2, "lotr-table-save", "chess-save")
    assert refused(save_file) == "line 2: this is not a LOTR Table save (format 'chess-save', expected 'lotr-table-save')"


def test_other_json_is_refused(tmp_path):
    path = tmp_path / "x.lotrsave"
    path.write_text('{"name": "not a save"}', encoding="utf-8")
    assert "not a LOTR Table save" in refused(path)
    path.write_text("[1, 2, 3]", encoding="utf-8")
    assert refused(path).startswith("line 1: a save is a JSON object")


def test_unknown_game_is_refused(save_file):
    edit_line(save_file, 5, '"toy"', '"chess"')
    message = refused(save_file)
    assert message.startswith("line 5: unknown game 'chess'; this program knows: ")
    assert "toy" in message


def test_bad_options_name_the_option(save_file):
    edit_line(save_file, 8, '"rounds": 3', '"rounds": 0')
    message = refused(save_file)
    assert message.startswith("line 8: bad option 'rounds': ")
    edit_line(save_file, 8, '"rounds": 0', '"rounds": 3, "colour": "red"')
    assert refused(save_file) == "line 8: bad option 'colour': unknown field"


@pytest.mark.parametrize("line, old, new, expected", [
    (9, '"seed": 7', '"seed": "seven"', "line 9: 'seed': Input should be a valid integer"),
    (9, '"seed": 7', '"seed": true', "line 9: 'seed': Input should be a valid integer"),
    (9, '"seed": 7', '"seed": 7.0', "line 9: 'seed': Input should be a valid integer"),
    (3, '"schema": 3', '"schema": 0', "line 3: 'schema': expected a whole number such as 3, not 0"),
    (3, '"schema": 3', '"schema": true', "line 3: 'schema': expected a whole number such as 3, not true"),
    (3, '"schema": 3', '"schema": "3"', "line 3: 'schema': expected a whole number such as 3, not \"3\""),
    (4, '"app_version": "0.1.0",', '"app_version": "0.1.0", "player": "Bilbo",', "line 4: 'player': unknown field"),
    (5, '"game": "toy",', "", "the save has no 'game' field"),
])
def test_bad_header_fields_are_refused(save_file, line, old, new, expected):
    edit_line(save_file, line, old, new)
    assert refused(save_file) == expected


def test_actions_must_be_a_list(save_file):
    text = save_file.read_text(encoding="utf-8")
    save_file.write_text(text.replace('"actions": [', '"actions": {"all": [').replace("\n  ],\n", "\n  ]},\n"),
                         encoding="utf-8")
    assert refused(save_file) == "line 12: 'actions': Input should be a valid list"


def test_missing_file_and_non_text_are_refused(tmp_path):
    with pytest.raises(SaveError, match="cannot read the file"):
        saves.load(tmp_path / "missing.lotrsave")
    path = tmp_path / "binary.lotrsave"
    path.write_bytes(b'{\n"format": "\xff\xfe"}')
    assert refused(path) == "line 2: this is not UTF-8 text, so not a LOTR Table save"


def test_empty_file_is_refused(tmp_path):
    path = tmp_path / "empty.lotrsave"
    path.write_bytes(b"")
    assert refused(path).startswith("line 1, column 1: Expecting value")


def test_a_game_that_crashes_on_replay_gives_a_save_error(toy, save_file, monkeypatch):
    def broken_apply(state, seat, action):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(toy, "apply", broken_apply)
    # a changed byte breaks the seal, so the actions are replayed (a sealed save would read
    # its final position and replay nothing at load)
    edit_line(save_file, FIRST_ACTION_LINE, '{"kind": "raise"}', '{"kind":  "raise"}')
    message = refused(save_file)
    assert message.startswith(f"line {FIRST_ACTION_LINE} (action 1, raise): the game failed on this action")


def test_a_sound_save_is_parsed_once(toy, save_file, monkeypatch):
    # Line numbers are worked out only for a message; loading a good save must not pay for them.
    def no_second_parse(self):
        raise AssertionError("lines were counted for a sound save")

    monkeypatch.setattr(saves._Places, "_scan", no_second_parse)
    assert len(saves.load(save_file).actions) == len(SCRIPT)
