"""Start-up: the first-frame flag used by benchmarks/startup.py, and the clock it reads."""

import importlib.util
import json
import time
from pathlib import Path

import lotr_table
from lotr_table.table import app

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "startup.py"


def test_the_process_clock_started_before_the_package_was_imported():
    started = app.process_start_time()
    assert started <= lotr_table.IMPORTED_AT + 0.05
    assert 0 < app.seconds_since_start() < time.time() - started + 1


def test_the_startup_benchmark_starts_the_program_and_reports_the_first_frame(capsys):
    spec = importlib.util.spec_from_file_location("startup", SCRIPT)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.main(["--runs", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert len(result["runs"]) == 1 and 0 < result["median_seconds"] < 30
