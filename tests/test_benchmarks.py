"""The benchmark script runs for any registered game (here the toy game)."""

import importlib.util
import json
from pathlib import Path

SCRIPT = Path(__file__).parent.parent / "benchmarks" / "selfplay_speed.py"


def test_selfplay_speed_runs_on_the_toy_game(toy, capsys):
    spec = importlib.util.spec_from_file_location("selfplay_speed", SCRIPT)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.main(["toy", "--games", "5", "--seed", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "toy" and result["games"] == 5
    assert result["actions_per_second"] > 0 and result["games_per_second"] > 0
    assert 0 < result["save_actions"] <= 200 and result["load_ms_median"] > 0
