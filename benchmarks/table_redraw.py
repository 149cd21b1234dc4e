"""How fast do the tables redraw after an action (War of the Ring's map, a preview, too)? Run by hand, off screen at 1920x1080.

    python benchmarks/table_redraw.py [--game confrontation|lotr_coop|wotr_cards|lotr_tcg|wotr] [--actions N] [--seed S]
                                      [--profile N] [--against ROOT --rounds R]

A game is played with random legal actions; after each one the table is shown the new view
of the seat watching (seat 0, as when a person plays the computer) and the time is taken
until the window has painted everything the new view changed (`redraw_ms_*`: show_view, then
every event it posted delivered until none is left: the queued signals, the layout requests,
the scene's changed items, the window's update request and so its paint). An animation the
view started (a slide, a die turning) is painted there at its first frame; its later frames
come from its timer, one every 16 ms, and are not the redraw: `frame_cpu_ms_*` is what one
such frame costs (every eighth action, the animations played to their end). `full_repaint_ms_*`
is the redraw with the whole viewport painted again on top (what benchmarks/confrontation_table.py
calls a rebuild), and `cpu_` the redraw in processor time, which a busy machine does not
inflate. `first_show_ms` is the table drawn from empty (after the curtain); `first_frame_ms` the
table's first frame in this process (its package imported, the panel made and the first view
painted: run one --game at a time for a cold figure). Prints one JSON line per game.

`--against ROOT` (another checkout) measures the same games with ROOT's code at the same
moment as this one's, R rounds, and prints both lines of each round: on a shared machine the
load weighs on both alike.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import json
import os
import pstats
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from lotr_table.engine import registry  # noqa: E402
from lotr_table.table.kit import motion  # noqa: E402

SIZE = (1920, 1080)
GAMES = ("confrontation", "lotr_coop", "wotr_cards", "lotr_tcg", "wotr")
WATCHER = 0


def _start(game_id: str, game, seed: int):
    """A position in the middle of things: Confrontation's benchmark position, the
    cooperative game's first board after the opening, the card game's trilogy for four in its
    first round with cards on the locations, the TCG's first skirmish with the starter decks, War
    of the Ring's map with the seed's starting armies."""
    if game_id == "confrontation":
        spec = importlib.util.spec_from_file_location("confrontation_table",
                                                      Path(__file__).with_name("confrontation_table.py"))
        positions = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(positions)
        return game.position(positions.MID_GAME, seed)
    if game_id == "wotr_cards":
        from lotr_table.table.wotr_cards.demo import POSITIONS as CARD_POSITIONS
        return game.position(CARD_POSITIONS["trilogy"], seed)
    if game_id == "wotr":
        return game.setup(game.Options(), seed)     # the map with the seed's starting armies (a preview table)
    if game_id == "lotr_tcg":
        from lotr_table.table.lotr_tcg.demo import position
        return game.position(position("skirmish"), seed)
    from lotr_table.table.lotr_coop.demo import POSITIONS
    return game.position(POSITIONS["moria"], seed)


def _idle(app) -> None:
    """Deliver every posted event, and those they post, until none is left: the scene tells the
    view what changed through queued signals, the view asks the window for an update, the
    window paints. Timers are not run: an animation's next frame is its own (`_frames`)."""
    for _ in range(6):
        QCoreApplication.sendPostedEvents()


class _Paints(QObject):
    """Counts the board's paints (the frames of its animations)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _frames(app, paints: _Paints) -> float | None:
    """Play the animations the last view started to their end: the processor time of one of
    their frames (None when none ran)."""
    c0, n0 = time.process_time(), paints.count
    end = time.perf_counter() + 2.0
    wake = QTimer()             # the loop sleeps until the next frame's timer, at most 50 ms
    wake.start(50)
    while motion.running() and time.perf_counter() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    wake.stop()
    app.processEvents()
    frames = paints.count - n0
    return (time.process_time() - c0) * 1000 / frames if frames else None


def _median(xs: list[float]) -> float:
    return round(statistics.median(xs), 2)


def _p90(xs: list[float]) -> float:
    return round(sorted(xs)[int(len(xs) * 0.9)], 2)


def measure(game_id: str, actions: int, seed: int, profile: cProfile.Profile | None = None) -> dict:
    app = QApplication.instance() or QApplication([])
    game = registry.get_game(game_id)
    rng = random.Random(seed)
    state = _start(game_id, game, seed)
    view = game.view(state, WATCHER)
    # the table's first frame: its package imported, the panel made, the view painted
    t0 = time.perf_counter()
    from lotr_table.table.games import table
    panel = table(game_id).make_panel()
    panel.resize(*SIZE)
    panel.show()
    panel.show_view(view, WATCHER)
    _idle(app)
    first_frame = (time.perf_counter() - t0) * 1000
    panel.fit()
    _idle(app)
    # the table drawn from empty, as after the curtain
    first = []
    for _ in range(5):
        panel.clear()
        _idle(app)
        t0 = time.perf_counter()
        panel.show_view(game.view(state, WATCHER), WATCHER)
        _idle(app)
        first.append((time.perf_counter() - t0) * 1000)
    redraw, cpu, full, frame = [], [], [], []
    paints = _Paints()
    panel.table.viewport().installEventFilter(paints)
    restarts = 0
    while len(redraw) < actions:
        to_act = game.to_act(state)
        if not to_act:
            restarts += 1
            state = _start(game_id, game, seed + restarts)
            panel.show_view(game.view(state, WATCHER), WATCHER)
            _idle(app)
            continue
        seat = to_act[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        view = game.view(state, WATCHER)
        # the table as it stands when the next action comes (a person takes seconds, so the
        # last slide has ended): the animations still running jump to their end, untimed
        motion.finish_all()
        _idle(app)
        if profile is not None:
            profile.enable()
        t0, c0 = time.perf_counter(), time.process_time()
        panel.show_view(view, WATCHER)
        _idle(app)
        if profile is not None:
            profile.disable()
        redraw.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
        if len(redraw) % 4 == 1:      # every fourth action, the whole viewport as well
            t0 = time.perf_counter()
            panel.show_view(view, WATCHER)
            panel.table.viewport().repaint()
            _idle(app)
            full.append((time.perf_counter() - t0) * 1000)
        if len(redraw) % 8 == 3:
            one = _frames(app, paints)
            if one is not None:
                frame.append(one)
    panel.close()
    return {
        "game": game_id, "size": f"{SIZE[0]}x{SIZE[1]}", "actions": len(redraw),
        "redraw_ms_median": _median(redraw), "redraw_ms_p90": _p90(redraw), "redraw_ms_max": round(max(redraw), 2),
        "redraw_cpu_ms_median": _median(cpu), "redraw_cpu_ms_p90": _p90(cpu),
        "full_repaint_ms_median": _median(full), "full_repaint_ms_p90": _p90(full),
        "frame_cpu_ms_median": _median(frame) if frame else None, "frame_cpu_ms_p90": _p90(frame) if frame else None,
        "first_show_ms_median": _median(first), "first_frame_ms": round(first_frame, 1),
    }


def against(root: Path, rounds: int, games: list[str], actions: int, seed: int) -> None:
    """Each round this checkout's run and `root`'s at once, measured by this script: one JSON
    line each, with "code" naming whose."""
    here = Path(__file__).resolve().parents[1]
    for _ in range(rounds):
        for game_id in games:
            args = ["--game", game_id, "--actions", str(actions), "--seed", str(seed)]
            runs = [(where, subprocess.Popen([sys.executable, str(Path(__file__).resolve()), *args], cwd=where,
                                             env={**os.environ, "PYTHONPATH": str(where)},
                                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True))
                    for where in (here, root)]
            for where, run in runs:
                print(json.dumps({"code": str(where), **json.loads(run.communicate()[0])}), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--actions", type=int, default=120)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="print the N functions that take most of the redraws' time (cumulative)")
    parser.add_argument("--against", type=Path, default=None, help="another checkout to time at the same moment")
    parser.add_argument("--rounds", type=int, default=3, help="with --against: runs of each")
    args = parser.parse_args(argv)
    if args.against is not None:
        against(args.against.resolve(), args.rounds, args.game or list(GAMES), args.actions, args.seed)
        return 0
    for game_id in args.game or GAMES:
        profile = cProfile.Profile() if args.profile else None
        print(json.dumps(measure(game_id, args.actions, args.seed, profile)), flush=True)
        if profile is not None:
            pstats.Stats(profile, stream=sys.stdout).sort_stats("cumulative").print_stats(args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
