"""Start-up: the first-frame flag used by benchmarks/startup.py, the clock it reads, and the
benchmark's three modes (each run once: they print figures, they never judge them)."""

import importlib.util
import json
import time
from pathlib import Path

import lotr_table
from lotr_table.table import app

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "startup.py"


def test_the_process_clock_started_before_the_package_was_imported():
    # Both sides read a steady clock, so a step of the wall clock cannot fail this.
    since_import = time.monotonic() - lotr_table.IMPORTED_AT
    age = app.seconds_since_start()
    assert age >= since_import - 0.05
    assert abs(app.process_start_time() - (time.time() - age)) < 1


def _benchmark():
    spec = importlib.util.spec_from_file_location("startup", SCRIPT)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    return bench


def test_the_startup_benchmark_starts_the_program_and_a_bare_window_and_compares_their_first_frames(capsys):
    assert _benchmark().main(["--runs", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["mode"] == "frame" and len(result["program_seconds"]) == len(result["bare_seconds"]) == 1
    assert 0 < result["program_median_seconds"] < 30 and 0 < result["bare_median_seconds"] < 30
    assert result["ratio"] == round(result["program_median_seconds"] / result["bare_median_seconds"], 2)


def test_the_memory_mode_holds_both_after_the_first_frame_and_reports_their_peaks(capsys):
    bench = _benchmark()
    bench.HOLD_SECONDS = 0.2        # the real figure holds 3 s; here only the way is tried
    assert bench.main(["--memory", "--runs", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["mode"] == "memory" and result["goal_ratio"] == 1.3
    assert 20_000 < result["bare_median_kb"] < result["program_median_kb"] < 1_000_000


def test_the_cold_mode_starts_the_program_on_an_empty_data_folder(capsys):
    assert _benchmark().main(["--cold", "--runs", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["mode"] == "cold" and result["goal_ratio"] == 2.0 and result["program_median_seconds"] > 0
