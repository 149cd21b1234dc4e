"""How fast is the Confrontation table? Rebuilding the scene after an action, and dragging a tile.

    python benchmarks/confrontation_table.py [--repeat N] [--pictures DIR]

Runs off screen at 1920x1080. Prints one JSON line:
  rebuild_ms_median / _max: show_view of a mid-game view plus the repaint it causes (every
      item drawn again), over N actions of a real game;
  drag_frame_ms_median / _max: one step of a tile drag (the mouse move event and the
      repaint of what it made dirty);
  battle_rebuild_ms_median: the same for a view in the middle of a battle;
  rebuild_cpu_ms_*: the rebuilds in processor time, which a busy machine does not inflate.
With --pictures DIR it also saves the start, a mid-game position and a battle as PNG files.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from lotr_table.engine.action import Action  # noqa: E402
from lotr_table.games.confrontation.game import GAME  # noqa: E402

SIZE = (1920, 1080)

MID_GAME = {
    "fellowship": {"shire": ["frodo_c", "sam_c"], "eregion": ["gandalf_c"], "cardolan": ["merry", "pippin"],
                   "caradhras": ["aragorn_c"], "rohan": ["legolas"], "high_pass": ["gimli"]},
    "sauron": {"mordor": ["witchking_c", "cavetroll"], "gondor": ["saruman_c", "shelob"], "fangorn": ["orcs_c"],
               "misty_mountains": ["balrog"], "rhudaur": ["blackrider"], "dagorlad": ["flyingnazgul_c"]},
    "dead": ["boromir", "warg"],
    "revealed": ["orcs_c"],
    "hands": {"fellowship": ["f_1", "f_3", "f_5", "f_magic", "f_cloak", "f_retreat"],
              "sauron": ["s_1", "s_2", "s_4", "s_5", "s_eye", "s_retreat"]},
    "specials": {"fellowship": ["shadowfax", "gwaihir"], "sauron": ["palantir"]},
    "options": {"specials": "choose_two"},
    "active": "fellowship",
}


def battle_state():
    """The Balrog attacks Eregion; the Fellowship has chosen its card, Sauron is choosing."""
    pos = dict(MID_GAME, active="sauron")
    pos["fellowship"] = dict(MID_GAME["fellowship"], eregion=["gandalf_c", "sam_c"], shire=["frodo_c", "merry"],
                             cardolan=["pippin"])
    s = GAME.position(pos, 5)
    s = GAME.apply(s, 1, Action("move", hero="balrog", to="eregion"))
    for _ in range(10):      # through the windows before the cards (defender, hero texts)
        seat = GAME.to_act(s)[0]
        decision = GAME.view(s, seat)["decision"]
        if decision == "play":
            break
        options = GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, next((a for a in options if a.kind in ("pass", "defender")), options[0]))
    if 0 in GAME.to_act(s):
        s = GAME.apply(s, 0, Action("play", card="f_5"))
    return s


def _panel(app):
    from lotr_table.table.confrontation import make_panel
    panel = make_panel()
    panel.resize(*SIZE)
    panel.show()
    app.processEvents()
    return panel


CPU: list[float] = []     # the same measurements in processor time (the machine may be busy)


def _show(app, panel, view, seat) -> float:
    t0, c0 = time.perf_counter(), time.process_time()
    panel.show_view(view, seat)
    panel.table.viewport().repaint()
    app.processEvents()
    CPU.append((time.process_time() - c0) * 1000)
    return (time.perf_counter() - t0) * 1000


def measure(repeat: int) -> dict:
    app = QApplication.instance() or QApplication([])
    panel = _panel(app)
    # a real game: random legal actions from a mid-game position, each seat's view in turn
    import random
    rng = random.Random(7)
    s = GAME.position(MID_GAME, 3)
    _show(app, panel, GAME.view(s, 0), 0)
    panel.fit()
    rebuild = []
    CPU.clear()
    while len(rebuild) < repeat:
        to_act = GAME.to_act(s)
        if not to_act:
            s = GAME.position(MID_GAME, len(rebuild))
            continue
        seat = to_act[0]
        rebuild.append(_show(app, panel, GAME.view(s, seat), seat))
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    rebuild_cpu = list(CPU)
    # battle views
    b = battle_state()
    battle = [_show(app, panel, GAME.view(b, seat), seat) for seat in (0, 1) * max(1, repeat // 4)]
    # a drag: press on a tile, move it across the board a step at a time, release off the board
    s = GAME.position(MID_GAME, 3)
    _show(app, panel, GAME.view(s, 0), 0)
    tile = next(t for t in panel.scene.tiles if t.hero == "gimli")
    vp = panel.table.viewport()
    start = panel.table.mapFromScene(tile.scenePos())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    frames = []
    for i in range(1, 121):
        p = start + QPoint(int(4 * i), int(-2 * i))
        t0 = time.perf_counter()
        QTest.mouseMove(vp, p)
        app.processEvents()      # the repaint of what the move made dirty
        frames.append((time.perf_counter() - t0) * 1000)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    app.processEvents()
    panel.close()
    return {
        "size": f"{SIZE[0]}x{SIZE[1]}",
        "rebuild_ms_median": round(statistics.median(rebuild), 2),
        "rebuild_ms_p90": round(sorted(rebuild)[int(len(rebuild) * 0.9)], 2),
        "rebuild_ms_max": round(max(rebuild), 2),
        "rebuild_cpu_ms_median": round(statistics.median(rebuild_cpu), 2),
        "rebuild_cpu_ms_p90": round(sorted(rebuild_cpu)[int(len(rebuild_cpu) * 0.9)], 2),
        "battle_rebuild_ms_median": round(statistics.median(battle), 2),
        "drag_frame_ms_median": round(statistics.median(frames), 2),
        "drag_frame_ms_max": round(max(frames), 2),
        "rebuilds": len(rebuild),
        "drag_frames": len(frames),
    }


def pictures(out: Path) -> list[str]:
    """The start, a mid-game position with a tile picked (and seen by Sauron), a battle and
    its result, and a tile previewed at full size, in English."""
    app = QApplication.instance() or QApplication([])
    from lotr_table.table import i18n
    i18n.set_language("en")
    out.mkdir(parents=True, exist_ok=True)
    saved = []
    panel = _panel(app)

    def shot(name, state, seat, before=None):
        panel.show_view(GAME.view(state, seat), seat)
        panel.fit()
        app.processEvents()
        if before is not None:
            before()
            app.processEvents()
        path = out / f"confrontation_{name}.png"
        panel.grab().save(str(path))
        saved.append(str(path))

    start = GAME.setup(None, 1)
    shot("start", start, 0)
    mid = GAME.position(MID_GAME, 3)
    shot("mid_game", mid, 0, lambda: panel.hands.tile_clicked(
        next(t for t in panel.scene.tiles if t.hero == "gandalf_c")))
    shot("mid_game_sauron", GAME.position(dict(MID_GAME, active="sauron"), 3), 1)
    b = battle_state()
    shot("battle", b, 1)
    shot("battle_result", GAME.apply(b, 1, Action("play", card="s_4")), 0)

    def hover():
        tile = next(t for t in panel.scene.tiles if t.hero == "aragorn_c")
        panel.table._hover_at = panel.table.mapFromScene(tile.scenePos())
        panel.table._hover_now()
    shot("preview", mid, 0, hover)
    panel.close()
    return saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=60)
    parser.add_argument("--pictures", type=Path, default=None)
    args = parser.parse_args(argv)
    result = measure(args.repeat)
    if args.pictures is not None:
        result["pictures"] = pictures(args.pictures)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
