"""The benchmark scripts run: self-play speed for any registered game (here the toy game), the
tables' redraw for both games (a few actions; the figures are read by hand, never asserted)."""

import importlib.util
import json
from pathlib import Path

SCRIPT = Path(__file__).parent.parent / "benchmarks" / "selfplay_speed.py"
REDRAW = Path(__file__).parent.parent / "benchmarks" / "table_redraw.py"


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_selfplay_speed_runs_on_the_toy_game(toy, capsys):
    spec = importlib.util.spec_from_file_location("selfplay_speed", SCRIPT)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.main(["toy", "--games", "5", "--seed", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "toy" and result["games"] == 5
    assert result["actions_per_second"] > 0 and result["games_per_second"] > 0
    assert 0 < result["save_actions"] <= 200 and result["load_ms_median"] > 0


def test_the_redraw_benchmark_runs_on_the_five_tables(qapp, capsys):
    assert load(REDRAW).main(["--actions", "3"]) == 0
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["game"] for r in results] == ["confrontation", "lotr_coop", "wotr_cards", "lotr_tcg", "wotr"]
    assert all(r["actions"] == 3 and r["redraw_ms_median"] > 0 and r["first_frame_ms"] > 0 for r in results)


def test_the_card_game_benchmark_plays_complete_games(capsys):
    bench = load(Path(__file__).parent.parent / "benchmarks" / "lotr_tcg_speed.py")
    assert bench.main(["--games", "3", "--players", "3", "--variant", "full"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "lotr_tcg" and result["games"] == 3 and result["players"] == 3
    assert result["actions"] > 0 and result["games_per_second"] > 0 and result["games_per_cpu_second"] > 0


def test_the_card_game_benchmark_plays_random_decks(capsys):
    bench = load(Path(__file__).parent.parent / "benchmarks" / "lotr_tcg_speed.py")
    assert bench.main(["--games", "2", "--players", "4", "--decks", "random"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["decks"], result["players"], result["target_games_per_second"]) == ("random", 4, 50)
    assert result["actions"] > 0


def test_selfplay_speed_shares_its_games_among_workers(toy, capsys, monkeypatch):
    monkeypatch.syspath_prepend(str(SCRIPT.parent))      # the workers find the script by its name
    bench = importlib.import_module(SCRIPT.stem)
    assert bench.main(["toy", "--games", "6", "--seed", "1", "--workers", "2"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["workers"] == 2 and result["games"] == 6
    assert result["games_per_second"] > 0 and result["games_per_processor_second"] > 0


def test_the_save_loading_benchmark_breaks_a_load_down(toy, capsys):
    bench = load(Path(__file__).parent.parent / "benchmarks" / "save_loading.py")
    assert bench.main(["toy", "--loads", "2"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "toy" and result["actions"] > 0 and result["goal_ms"] == 8
    assert result["load_ms"] >= 0 and result["plain_apply_ms"] >= 0 and "final_sha256_ms" in result


def test_the_long_war_of_the_ring_benchmark_loads_undoes_and_steps(capsys):
    # 60 actions here (the real figure is 3,000): only the way is tried, never the figures.
    bench = load(Path(__file__).parent.parent / "benchmarks" / "wotr_long_game.py")
    assert bench.main(["--actions", "60", "--loads", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "wotr" and result["actions"] == 60
    assert all(result[f"{name}_ms"] >= 0 for name in ("load", "plain_apply", "undo", "step", "jump"))
    assert result["goals_ms"] == {"load": 150, "undo": 50, "step": 50}


def test_the_card_builders_benchmark_counts_each_games_words(capsys):
    """Issue 32: the one-card builders and the cards that are functions, counted per game."""
    card_builders = load(Path(__file__).parent.parent / "benchmarks" / "card_builders.py")
    card_builders.main(["lotr_tcg", "--list"])
    row = json.loads(capsys.readouterr().out)
    assert row["game"] == "lotr_tcg" and row["card_functions"] == 0 and row["functions"] == []
    assert 0 < row["one_card"] == len(row["one"]) < row["builders"]
