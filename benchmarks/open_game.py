"""How long from the lobby's Start to the first painted frame of the game's table, for each
game the lobby offers, each in a fresh process (so nothing of the game is loaded before the
click, unless the lobby warmed it up: --warm waits in the lobby for that first).

    python benchmarks/open_game.py [--runs N] [--warm]

Prints one JSON line per game: every run's milliseconds and their median (goal: under 150 ms,
no visible wait), and the processor time the program spent in them (all its threads): on a
machine busy with other work the wall clock counts their turns too. Each game is first opened once uncounted, to compile its byte code. A benchmark prints; it never fails on a slow machine.
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

_ONE_OPENING = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from lotr_table.table import app as program

game_id, warm = sys.argv[1], sys.argv[2] == "1"
qt = QApplication([])
from lotr_table.table import translation_files
translation_files.start_compiling("en")     # as the program's start does, beside the imports
window = program.open_window()
window.show()

class FirstTableFrame(QObject):
    started = None
    def eventFilter(self, watched, event):
        if (self.started is not None and event.type() == QEvent.Type.Paint and watched.isWidgetType()
                and window.page.isAncestorOf(watched) and window.page.panel is not None
                and window.page.panel.isAncestorOf(watched)):
            print(f"{(time.perf_counter() - self.started) * 1000:.1f} "
                  f"{(time.process_time() - self.cpu) * 1000:.1f}", flush=True)
            self.started = None
            QTimer.singleShot(0, qt.quit)
        return False

watch = FirstTableFrame()
qt.installEventFilter(watch)

def start():
    index = [window.lobby.game_list.item(i).data(0x0100) for i in range(window.lobby.game_list.count())].index(game_id)
    window.lobby.game_list.setCurrentRow(index)
    if warm:
        window.lobby.warm_up_now()           # what a person's first move in the lobby sets going
    QTimer.singleShot(50, click_when_warm if warm else click)

def click_when_warm():
    # a person reaches Start after the warm-up is done (on a busy machine a fixed wait was
    # sometimes too short, and the click paid for the rest of it)
    if window.lobby.warm_up._steps:
        QTimer.singleShot(50, click_when_warm)
    else:
        QTimer.singleShot(200, click)

def click():
    watch.started = time.perf_counter()
    watch.cpu = time.process_time()
    window.lobby.start_button.click()

window.first_frame.connect(lambda: QTimer.singleShot(200, start))
qt.exec()
"""


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, metavar="N", help="runs per game (default 3)")
    parser.add_argument("--warm", action="store_true", help="let the lobby warm the game up before the click")
    args = parser.parse_args(argv)
    env = {**os.environ}
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    from lotr_table.table import games
    with tempfile.TemporaryDirectory(prefix="lotr-table-open-") as scratch:
        # Byte code as an installed copy has it, compiled by an uncounted run of each game into
        # the scratch folder (see benchmarks/startup.py): under PYTHONDONTWRITEBYTECODE=1 every
        # run would otherwise compile the game's rules and table from source after the click.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(scratch) / "pycache")
        for game_id in games.available():
            runs, cpu = [], []
            for n in range(-1, max(1, args.runs)):     # run -1: uncounted, writes the byte code
                # A data folder of its own each time: an autosave left by the last run would
                # be read by the lobby, loading the game before the click.
                env["LOTR_TABLE_DATA_DIR"] = str(Path(scratch) / f"{game_id}-{n}")
                done = subprocess.run([sys.executable, "-c", _ONE_OPENING, game_id, "1" if args.warm else "0"],
                                      cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
                if done.returncode != 0:
                    raise RuntimeError(f"opening {game_id} failed:\n{done.stderr}")
                if n >= 0:
                    runs.append(float(done.stdout.split()[-2]))
                    cpu.append(float(done.stdout.split()[-1]))
            print(json.dumps({"game": game_id, "warm": args.warm, "runs_ms": runs,
                              "median_ms": round(statistics.median(runs), 1), "goal_ms": 150,
                              "processor_runs_ms": cpu, "processor_median_ms": round(statistics.median(cpu), 1),
                              "load_average": [round(x, 2) for x in os.getloadavg()]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
