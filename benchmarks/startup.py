"""How the program's start compares with a bare PySide6 window's, measured as pairs.

    python benchmarks/startup.py [--runs N]            # first painted frame
    python benchmarks/startup.py --memory [--runs N]   # peak memory, 3 s after the first frame
    python benchmarks/startup.py --cold [--runs N]     # first frame with an empty data folder
    python benchmarks/startup.py --frozen DIR/lotr-table [--memory | --cold]   # the frozen build

Each run starts `python -m lotr_table` (LOTR_TABLE_EXIT_AFTER_FIRST_FRAME=1: it prints the
seconds from process start to the main window's first painted frame, then exits) and
benchmarks/bare_window.py (a window of the same size with a scene of 300 items, reading the
same clock), one after the other, the order swapped every run, so that a machine busy with
other work slows both alike. It prints one JSON line: both medians and the ratio of the
medians (goals: first frame at most 1.5x, memory at most 1.3x, cold start at most 2x); for the
first frame and the cold start also the processor time each start took, and their ratio,
which a machine busy with other work disturbs far less than the wall clock.

- default: one data folder, warmed by an uncounted run (settings written, translations
  compiled), as every start after the first finds it.
- `--memory`: the peak resident memory (max RSS: VmHWM, which each says as it leaves) with
  both held LOTR_TABLE_HOLD_AFTER_FIRST_FRAME=3 seconds after their first frame,
  so that what loads after it counts too.
- `--cold`: a new empty data folder for every run of the program, as on a fresh machine.

Both are started with their byte code compiled by the uncounted run (into a scratch folder:
PYTHONPYCACHEPREFIX), as an installed copy finds it, whatever PYTHONDONTWRITEBYTECODE says.

`--frozen EXE` starts the frozen program (installer/build.py's bundle: build/pyinstaller/
lotr-table/lotr-table) instead of `python -m lotr_table`, against the same bare window run by
this Python (the bare window is not frozen: it stands for what any PySide6 window costs).

`--root DIR` starts the program of another checkout of the project (the same benchmark for the
code before a change). Without a display the offscreen platform is used. A benchmark prints;
it never fails on a slow machine.
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
BARE = Path(__file__).resolve().with_name("bare_window.py")
GOALS = {"frame": 1.5, "memory": 1.3, "cold": 2.0}
HOLD_SECONDS = 3


def one_run(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, int, float]:
    """(seconds to the first frame, peak resident memory in KB, processor seconds to the
    first frame) of one start. The processor time is the process's and its children's that it
    waited for (lrelease), which a machine busy with other work does not lengthen as it does
    the wall clock. The memory is
    what the process says of itself as it leaves (its VmHWM); a program that does not say
    (an older checkout, --root) is given the kernel's account (wait4's ru_maxrss), which also
    counts what this process held when it forked it: right for this small script, not when
    a larger one (a test run) calls it."""
    with tempfile.TemporaryFile("w+") as errors:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=errors, text=True)
        out = process.stdout.read()
        process.stdout.close()
        _, status, usage = os.wait4(process.pid, 0)      # reaped here, for its resource use
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            errors.seek(0)
            raise RuntimeError(f"{command[-1]} failed to start (exit {process.returncode}):\n{errors.read()}")
    words = out.split()
    peak = int(words[words.index("peak_kb") + 1]) if "peak_kb" in words else usage.ru_maxrss
    seconds = next(float(word) for word in words if word.replace(".", "", 1).isdigit())
    # the processor time at the first frame, as each says it; an older checkout (--root) does
    # not: then its whole life's, to its exit just after the first frame
    processor = (float(words[words.index("processor") + 1]) if "processor" in words
                 else usage.ru_utime + usage.ru_stime)
    return seconds, peak, processor


def measure(mode: str, runs: int, root: Path, frozen: Path | None = None) -> dict:
    program = [str(frozen)] if frozen is not None else [sys.executable, "-m", "lotr_table"]
    bare = [sys.executable, str(BARE)]
    env = {**os.environ, "LOTR_TABLE_EXIT_AFTER_FIRST_FRAME": "1"}
    env.pop("LOTR_TABLE_HOLD_AFTER_FIRST_FRAME", None)
    if mode == "memory":
        env["LOTR_TABLE_HOLD_AFTER_FIRST_FRAME"] = str(HOLD_SECONDS)
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    pick = 1 if mode == "memory" else 0            # which figure of one_run is compared
    ours: list[float] = []
    theirs: list[float] = []
    ours_cpu: list[float] = []
    theirs_cpu: list[float] = []
    with tempfile.TemporaryDirectory(prefix="lotr-table-startup-") as scratch:
        # Byte code as an installed copy has it (pip writes it; the frozen build carries it),
        # written by the warm-up run into the scratch folder, never into the checkout. A shell
        # with PYTHONDONTWRITEBYTECODE=1 would otherwise have every counted start compile the
        # program's modules from source, which the bare window's one file hardly pays.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(scratch) / "pycache")
        warm = {**env, "LOTR_TABLE_DATA_DIR": str(Path(scratch) / "warm")}
        one_run(program, root, warm)               # uncounted: settings, translations, disk caches
        one_run(bare, root, warm)
        for n in range(runs):
            data = Path(scratch) / f"cold-{n}" if mode == "cold" else Path(scratch) / "warm"
            program_env = {**env, "LOTR_TABLE_DATA_DIR": str(data)}
            pair = [(ours, ours_cpu, program, program_env), (theirs, theirs_cpu, bare, env)]
            for figures, cpu, command, run_env in (pair if n % 2 == 0 else pair[::-1]):
                measured = one_run(command, root, run_env)
                figures.append(measured[pick])
                cpu.append(round(measured[2], 3))
    unit = "kb" if mode == "memory" else "seconds"
    program_median, bare_median = statistics.median(ours), statistics.median(theirs)
    return {"mode": mode, "runs": runs, f"program_{unit}": ours, f"bare_{unit}": theirs,
            f"program_median_{unit}": round(program_median, 3), f"bare_median_{unit}": round(bare_median, 3),
            "ratio": round(program_median / bare_median, 2), "goal_ratio": GOALS[mode],
            **({} if mode == "memory" else {
                "program_processor_seconds": ours_cpu, "bare_processor_seconds": theirs_cpu,
                "processor_ratio": round(statistics.median(ours_cpu) / statistics.median(theirs_cpu), 2)}),
            "platform": env.get("QT_QPA_PLATFORM", "default"), "root": str(root),
            **({"frozen": str(frozen)} if frozen is not None else {}),
            "load_average": [round(x, 2) for x in os.getloadavg()]}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, metavar="N", help="counted pairs (default 7)")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--memory", action="store_true", help="peak memory 3 s after the first frame")
    which.add_argument("--cold", action="store_true", help="an empty data folder for every start")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose program is started")
    parser.add_argument("--frozen", type=Path, default=None, metavar="EXE",
                        help="start this frozen program (installer/build.py's bundle) instead of python -m lotr_table")
    args = parser.parse_args(argv)
    mode = "memory" if args.memory else "cold" if args.cold else "frame"
    frozen = args.frozen.resolve() if args.frozen is not None else None
    print(json.dumps(measure(mode, max(1, args.runs), args.root.resolve(), frozen)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
