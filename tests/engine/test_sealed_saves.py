"""Sealed saves: a save this installation wrote and nobody changed by one byte since (its
"sealed_sha256" line is the keyed hash of the text above it, under the key in the data
folder), of the same rules and data, was legal when written, so its actions are replayed
without the legality checks; a damaged one is still refused whole, naming the line at fault,
and a file sealed without the key is read with every check."""

import hashlib
import json
import random
import threading

import pytest

from lotr_table.engine import registry, saves
from lotr_table.engine.saves import SaveError
from lotr_table.engine.session import Session
from tests.engine.toy_game import SCRIPT, SEED

FIRST_ACTION_LINE = 13
SEAL = '  "sealed_sha256": "'


def reseal(path, keyed=True):
    """Seal an edited file again: with this installation's key, as only the program (or a
    tool given the key) can, so the seal vouches for it; or with a plain hash, as anyone can."""
    text = path.read_text(encoding="utf-8")
    above = text[:text.rindex(SEAL)]
    digest = saves._seal(above) if keyed else hashlib.sha256(above.encode("utf-8")).hexdigest()
    path.write_text(f'{above}{SEAL}{digest}"\n}}\n', encoding="utf-8")


@pytest.fixture
def save_file(toy, tmp_path):
    return saves.write(tmp_path / "game.lotrsave", toy, toy.Options(), SEED, SCRIPT)


@pytest.fixture
def checks_counted(toy, monkeypatch):
    asked = []
    legal_twin = toy.legal_twin
    monkeypatch.setattr(toy, "legal_twin", lambda *args: asked.append(args) or legal_twin(*args))
    return asked


def test_a_sealed_save_replays_without_asking_the_rules_what_is_legal(save_file, checks_counted):
    loaded = saves.load(save_file)
    assert checks_counted == []
    assert list(loaded.actions) == SCRIPT


def test_a_changed_byte_breaks_the_seal_and_every_action_is_checked(save_file, checks_counted):
    text = save_file.read_text(encoding="utf-8")
    save_file.write_text(text.replace('{"kind": "raise"}', '{"kind":  "raise"}', 1), encoding="utf-8")
    assert list(saves.load(save_file).actions) == SCRIPT
    assert len(checks_counted) == len(SCRIPT)


def test_a_file_sealed_without_the_key_is_read_with_every_check(save_file, checks_counted):
    text = save_file.read_text(encoding="utf-8")
    save_file.write_text(text.replace('"n": 2', '"n": 7', 1), encoding="utf-8")
    reseal(save_file, keyed=False)
    with pytest.raises(SaveError) as caught:
        saves.load(save_file)
    assert caught.value.message == f"line {FIRST_ACTION_LINE + 2} (action 3, pick): refused: pick a number from 1 to 3"
    assert len(checks_counted) == 3           # the checked replay from the first action, never the trusted one


def test_a_save_sealed_in_another_data_folder_is_read_with_every_check(toy, tmp_path, monkeypatch):
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "elsewhere"))
    path = saves.write(tmp_path / "game.lotrsave", toy, toy.Options(), SEED, SCRIPT)
    assert (tmp_path / "elsewhere" / saves.SEAL_KEY_FILE).stat().st_size == 32
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "here"))
    asked = []
    legal_twin = toy.legal_twin
    monkeypatch.setattr(toy, "legal_twin", lambda *args: asked.append(args) or legal_twin(*args))
    assert list(saves.load(path).actions) == SCRIPT
    assert len(asked) == len(SCRIPT)


def test_a_resealed_illegal_action_is_still_refused_naming_its_line(save_file):
    text = save_file.read_text(encoding="utf-8")
    save_file.write_text(text.replace('"n": 2', '"n": 7', 1), encoding="utf-8")
    reseal(save_file)
    with pytest.raises(SaveError) as caught:
        saves.load(save_file)
    assert caught.value.message == f"line {FIRST_ACTION_LINE + 2} (action 3, pick): refused: pick a number from 1 to 3"


def test_a_resealed_number_of_another_json_type_is_still_refused(save_file):
    # even a keyed seal vouches for the text, not for its JSON types: the replay without checks ends
    # elsewhere than the saved position (or fails), so the checked replay runs and names the line
    text = save_file.read_text(encoding="utf-8")
    save_file.write_text(text.replace('"n": 2', '"n": 2.0', 1), encoding="utf-8")
    reseal(save_file)
    with pytest.raises(SaveError) as caught:
        saves.load(save_file)
    assert "(a number or true/false of another kind)" in caught.value.message


@pytest.mark.parametrize("game_id, seed", [("wotr", 3), ("lotr_coop", 0), ("wotr_cards", 0), ("lotr_tcg", 0)])
def test_a_sealed_game_loads_as_the_checked_replay_would(game_id, seed, tmp_path):
    game = registry.get_game(game_id)
    options, rng = game.Options(), random.Random(seed)
    state, taken = game.setup(options, seed), []
    while len(taken) < 80 and game.to_act(state):
        seat = rng.choice(game.to_act(state))
        action = rng.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action)
        taken.append((seat, action))
    path = saves.write(tmp_path / f"{game_id}.lotrsave", game, options, seed, taken)
    sealed = saves.load(path)
    path.write_text(path.read_text(encoding="utf-8").replace("\n  ],\n", "\n  ] ,\n"), encoding="utf-8")
    checked = saves.load(path)
    assert [(s, a.to_json()) for s, a in sealed.actions] == [(s, a.to_json()) for s, a in checked.actions]
    assert game.fingerprint(sealed.state) == game.fingerprint(checked.state) == game.fingerprint(state)
    # the states it keeps (snapshots, the one before the last) are whole, not changed in place after
    assert len(taken) > 64
    for index in (0, 32, 41, 64, len(taken) - 1, len(taken)):
        kept, replayed = sealed.state_at(index), checked.state_at(index)
        assert game.fingerprint(kept) == game.fingerprint(replayed)
        # and each asks its question whole (the states a replay passed on unread are not kept)
        assert {seat: game.legal_actions(kept, seat) for seat in game.to_act(kept)} == \
            {seat: game.legal_actions(replayed, seat) for seat in game.to_act(replayed)}


def test_a_replay_passing_states_on_unread_leaves_another_threads_questions_whole():
    # a computer player thinks in another thread with the same rules while a save loads
    game = registry.get_game("wotr_cards")
    played: list = []

    def play() -> None:
        rng, state = random.Random(1), game.setup(game.Options(), 1)
        for _ in range(60):
            seat = rng.choice(game.to_act(state))
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
            played.append(seat)

    game.flow.replay.unread = True
    try:
        thinker = threading.Thread(target=play)
        thinker.start()
        thinker.join()
    finally:
        game.flow.replay.unread = False
    assert len(played) == 60


def write_position(path, change):
    """Edit the "position" object of a save file (the lines between it and the seal)."""
    text = path.read_text(encoding="utf-8")
    start, end = text.index('  "position": '), text.index(SEAL)
    position = json.loads(text[start + len('  "position": '):end].rstrip().rstrip(","))
    change(position)
    path.write_text(f'{text[:start]}  "position": {json.dumps(position)},\n{text[end:]}', encoding="utf-8")


def play(toy, script):
    """The straight replay's state, by the toy's own apply (not the counted one)."""
    state = toy.setup(toy.Options(), SEED)
    for seat, action in script:
        state = type(toy).apply(toy, state, seat, action)
    return state


@pytest.fixture
def replays_counted(toy, monkeypatch):
    applied = []
    apply = toy.apply
    monkeypatch.setattr(toy, "apply", lambda *args: applied.append(args) or apply(*args))
    return applied


def test_a_sealed_save_of_this_version_reads_its_final_position_and_replays_nothing(toy, save_file,
                                                                                  replays_counted):
    loaded = saves.load(save_file)
    assert replays_counted == []
    assert toy.fingerprint(loaded.state) == toy.fingerprint(play(toy, SCRIPT))
    # undo's check reads the barrier before the last action as saved: the last pick revealed
    assert Session.from_saved(loaded).undo_refusal(0) == "cannot undo past a reveal or a random draw"
    assert replays_counted == []
    # stepping back replays the actions, then, and every state is the straight replay's
    assert [toy.fingerprint(loaded.state_at(n)) for n in range(len(SCRIPT) + 1)] == \
        [toy.fingerprint(play(toy, SCRIPT[:n])) for n in range(len(SCRIPT) + 1)]


def test_a_position_changed_without_the_key_is_never_read(toy, save_file, replays_counted):
    write_position(save_file, lambda position: position.update(scores=[9, 9]))
    reseal(save_file, keyed=False)
    loaded = saves.load(save_file)
    assert toy.fingerprint(loaded.state) == toy.fingerprint(play(toy, SCRIPT))     # the actions say the game
    assert len(replays_counted) == len(SCRIPT)


def test_a_resealed_position_that_shows_another_game_is_not_believed(toy, save_file):
    write_position(save_file, lambda position: position.update(scores=[9, 9]))
    reseal(save_file)
    assert toy.fingerprint(saves.load(save_file).state) == toy.fingerprint(play(toy, SCRIPT))


def test_a_sealed_save_of_schema_2_without_a_position_is_replayed(toy, save_file, replays_counted):
    text = save_file.read_text(encoding="utf-8")
    text = text.replace('"schema": 3', '"schema": 2', 1)
    text = text[:text.index('  "previous_barrier": ')] + text[text.index(SEAL):]
    save_file.write_text(text, encoding="utf-8")
    reseal(save_file)
    loaded = saves.load(save_file)
    assert toy.fingerprint(loaded.state) == toy.fingerprint(play(toy, SCRIPT))
    assert len(replays_counted) == len(SCRIPT)         # the trusted replay (the toy has no apply_trusted)


def test_a_long_game_carries_no_position_and_is_replayed_at_load(toy, tmp_path, monkeypatch, replays_counted):
    # the first undo after loading replays from the setup: a long game pays that at load instead
    monkeypatch.setattr(saves, "RESUMED_AT_MOST", len(SCRIPT) - 1)
    path = saves.write(tmp_path / "long.lotrsave", toy, toy.Options(), SEED, SCRIPT)
    assert '"position"' not in path.read_text(encoding="utf-8")
    replays_counted.clear()
    assert toy.fingerprint(saves.load(path).state) == toy.fingerprint(play(toy, SCRIPT))
    assert len(replays_counted) == len(SCRIPT)


def test_a_long_position_is_written_a_field_a_line_and_its_log_an_event_a_line(toy, tmp_path, monkeypatch,
                                                                             replays_counted):
    # no line of the longest game's position comes near the limit a save's lines are held to
    monkeypatch.setattr(saves, "LONG_LINE", 200)
    path = saves.write(tmp_path / "game.lotrsave", toy, toy.Options(), SEED, SCRIPT)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert '      "seat 0 raises to 2",' in lines and '    "rounds": 3,' in lines
    replays_counted.clear()
    assert toy.fingerprint(saves.load(path).state) == toy.fingerprint(play(toy, SCRIPT))
    assert replays_counted == []
