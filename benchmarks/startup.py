"""How long until the window is on screen? From process start to the main window's first
painted frame, measured by the program itself (LOTR_TABLE_EXIT_AFTER_FIRST_FRAME=1).

    python benchmarks/startup.py [--runs N]

Starts `python -m lotr_table` N times (default 5) after one uncounted warm-up run (which
also builds the translation cache), each in the same fresh data folder, and prints one JSON
line with every run's seconds and their median. Without a display the offscreen platform
is used. The target is under 1.5 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Sequence

ROOT = Path(__file__).resolve().parents[1]
TARGET_SECONDS = 1.5


def one_run(env: dict[str, str]) -> float:
    done = subprocess.run([sys.executable, "-m", "lotr_table"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"the program failed to start (exit {done.returncode}):\n{done.stderr}")
    return float(done.stdout.strip().splitlines()[-1])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, metavar="N", help="counted runs (default 5)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="lotr-table-startup-") as data:
        env = {**os.environ, "LOTR_TABLE_EXIT_AFTER_FIRST_FRAME": "1", "LOTR_TABLE_DATA_DIR": data}
        if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        one_run(env)
        runs = [one_run(env) for _ in range(max(1, args.runs))]
    median = statistics.median(runs)
    print(json.dumps({"runs": runs, "median_seconds": round(median, 3), "target_seconds": TARGET_SECONDS,
                      "platform": env.get("QT_QPA_PLATFORM", "default")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
