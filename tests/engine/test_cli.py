"""`lotr-table`: --version, the listing without a table, selfplay and replay (on the toy game)."""

import json
import subprocess
import sys

import pytest

from lotr_table.cli import main
from lotr_table.engine import saves
from tests.engine.toy_game import SCRIPT, SEED

SELFPLAY_KEYS = ["game", "games", "finished", "errors", "invariant_violations", "view_leaks", "wins",
                 "mean_actions", "actions_per_second", "seconds"]


def test_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == "lotr-table 0.1.0\n"


def test_version_as_a_module():
    done = subprocess.run([sys.executable, "-m", "lotr_table", "--version"], capture_output=True, text=True)
    assert (done.returncode, done.stdout) == (0, "lotr-table 0.1.0\n")


def test_without_a_table_it_lists_games_and_commands(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "lotr_table.table", None)   # as if the table were not built
    assert main([]) == 0
    out = capsys.readouterr().out
    assert "confrontation" in out and "selfplay" in out and "replay" in out


def test_usage_errors_exit_2(capsys):
    assert main(["selfplay"]) == 2
    assert main(["selfplay", "toy", "--games", "0"]) == 2
    assert "usage: lotr-table" in capsys.readouterr().err


def selfplay(capsys, *args):
    code = main(["selfplay", "toy", *args])
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert len(lines) == 1
    return code, json.loads(lines[0]), captured.err


def test_selfplay_on_a_sound_game(toy, capsys):
    code, report, err = selfplay(capsys, "--games", "30", "--seed", "5")
    assert code == 0, err
    assert list(report) == SELFPLAY_KEYS
    assert report["game"] == "toy" and report["games"] == 30 and report["finished"] == 30
    assert report["errors"] == report["invariant_violations"] == report["view_leaks"] == 0
    assert sum(report["wins"].values()) == 30 and set(report["wins"]) <= {"north", "south", "draw"}
    assert report["mean_actions"] > 7
    assert err == ""


def test_selfplay_is_reproducible(toy, capsys):
    first = selfplay(capsys, "--games", "10", "--seed", "9")[1]
    second = selfplay(capsys, "--games", "10", "--seed", "9")[1]
    for timing in ("actions_per_second", "seconds"):
        del first[timing], second[timing]
    assert first == second


def test_selfplay_catches_a_leaking_view(toy, capsys, monkeypatch):
    honest = toy.view
    monkeypatch.setattr(toy, "view", lambda state, seat: {**honest(state, seat), "picks": list(state.picks)})
    code, report, err = selfplay(capsys, "--games", "3")
    assert code == 1
    assert report["view_leaks"] > 0 and report["errors"] == 0
    assert "game seed 0, action 0: leak to seat 0: unexpected field 'picks'" in err


def test_selfplay_catches_broken_invariants(toy, capsys, monkeypatch):
    monkeypatch.setattr(toy, "invariants", lambda state: ["a card vanished"] if state.round > 1 else [])
    code, report, err = selfplay(capsys, "--games", "2")
    assert code == 1 and report["invariant_violations"] > 0
    assert "invariant: a card vanished" in err


@pytest.mark.parametrize("breakage, expected", [
    ("apply", "raised RuntimeError: boom"),
    ("legal_actions", "has no legal action"),
    ("view", "is not JSON"),
])
def test_selfplay_reports_errors(toy, capsys, monkeypatch, breakage, expected):
    def boom(state, seat, action):
        raise RuntimeError("boom")

    honest_view = toy.view
    broken = {
        "apply": boom,
        "legal_actions": lambda state, seat: [],
        "view": lambda state, seat: {**honest_view(state, seat), "when": object()},
    }
    monkeypatch.setattr(toy, breakage, broken[breakage])
    code, report, err = selfplay(capsys, "--games", "4")
    assert code == 1
    assert report["errors"] == 4 and report["finished"] == 0
    assert expected in err and "game seed 0, action" in err


def test_selfplay_game_too_long_is_an_error(toy, capsys):
    code, report, err = selfplay(capsys, "--games", "2", "--max-actions", "3")
    assert code == 1 and report["errors"] == 2
    assert "did not end within 3 actions" in err


def test_selfplay_unknown_game(capsys):
    assert main(["selfplay", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_replay_prints_position_log_and_outcome(toy, capsys, tmp_path):
    path = saves.write(tmp_path / "done.lotrsave", toy, toy.Options(), SEED, SCRIPT)
    assert main(["replay", str(path)]) == 0
    state = saves.load(path).state
    expected = [toy.position_text(state), "", *toy.log_lines(state)]
    lines = capsys.readouterr().out.splitlines()
    assert lines[:-1] == expected
    assert lines[-1].startswith("Outcome: ")


def test_replay_refuses_a_damaged_save(toy, capsys, tmp_path):
    path = saves.write(tmp_path / "bad.lotrsave", toy, toy.Options(), SEED, SCRIPT)
    path.write_text(path.read_text(encoding="utf-8").replace('"n": 2', '"n": 0'), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"cannot load {path}: line 15 (action 3, pick): refused: pick a number from 1 to 3\n"


def test_replay_at_shows_the_game_after_its_first_actions(toy, capsys, tmp_path):
    path = saves.write(tmp_path / "done.lotrsave", toy, toy.Options(), SEED, SCRIPT)
    assert main(["replay", str(path), "--at", "4"]) == 0
    state = saves.load(path).state_at(4)
    assert capsys.readouterr().out.splitlines() == [toy.position_text(state), "", *toy.log_lines(state)]
    assert main(["replay", str(path), "--at", str(len(SCRIPT) + 1)]) == 2
    assert capsys.readouterr().err == f"--at {len(SCRIPT) + 1}: the game has actions 0 to {len(SCRIPT)}\n"


def test_selfplay_counts_each_item_a_game_tallies(toy, capsys, monkeypatch):
    # a game's `selfplay_tally` (War of the Ring: each card's event and combat half played) is
    # summed: each half's plays, the halves never played, the cards neither half of which was
    monkeypatch.setattr(toy, "selfplay_tally", lambda state: {
        "cards played": 2, "event:a": 1, "event:b": 0, "event:c": 0, "combat:a": 0, "combat:b": 1, "combat:c": 0},
        raising=False)
    code, report, err = selfplay(capsys, "--games", "3")
    assert code == 0 and report["tally_per_game"] == {"cards played": 2.0}
    assert report["fewest_in_a_game"] == {"cards played": 2}      # every game, not only on average
    assert report["counted"] == {"combat": {"a": 0, "b": 3, "c": 0}, "event": {"a": 3, "b": 0, "c": 0}}
    assert report["never"] == {"combat": ["a", "c"], "event": ["b", "c"]} and report["never_any"] == ["c"]
    assert "event: 1 of 3 played; never: b, c" in err
