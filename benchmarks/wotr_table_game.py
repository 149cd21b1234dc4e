"""A whole game of War of the Ring played at the table: the Free Peoples by a "person" whose
answers go through the table's own gestures — a click on the lit region an option acts on, a
button of the decision area for the rest, the number and yes/no controls —, the Shadow by the
computer (the rule-of-thumb player, games/wotr/heuristic.py). The person decides as the same
rule-of-thumb player would, from its seat's view; every answer it gives must leave the table as
the option it meant. Prints the actions made by gesture and by button, the refusals (none
expected), the outcome and the time.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/wotr_table_game.py [--seed N]
        [--position NAME] [--size 1366x768] [--max-actions N]

tests/table/wotr/test_table_game.py plays from the `late` demo position to the end the same way.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


class TableGame:
    """The engine, the panel for the person's seat, and the two players."""

    def __init__(self, state, person: int = 0, size=(1366, 768), seed: int = 0) -> None:
        from lotr_table.engine import registry
        from lotr_table.games.wotr.heuristic import Heuristic
        from lotr_table.table.kit.panel import TablePanel
        from lotr_table.table.wotr.parts import PARTS
        self.game = registry.get_game("wotr")
        self.s = state
        self.person = person
        self.player = Heuristic()
        self.rng = random.Random(seed)
        self.panel = TablePanel(PARTS)
        self.panel.resize(*size)
        self.panel.show()
        self.sent: list = []
        self.refusals: list[str] = []
        self.by = {"gesture": 0, "button": 0, "computer": 0}
        self.panel.action_chosen.connect(lambda seat, action: self.sent.append((seat, action)))

    def _eye(self, seat):
        from lotr_table.ai.eye import SeatEye
        return SeatEye(self.game, self.s, seat)

    def step(self) -> None:
        """One action: the computer's, or the person's through the table."""
        seat = self.game.to_act(self.s)[0]
        if seat != self.person:
            self.s = self.game.apply(self.s, seat, self.player.choose(self._eye(seat), self.rng))
            self.by["computer"] += 1
            return
        wanted = self.player.choose(self._eye(seat), self.rng)
        view = self.game.view(self.s, seat)
        self.panel.show_view(view, seat)
        self._answer(view, wanted)
        sent = self._wait()
        if sent is None:
            raise AssertionError(f"the table sent nothing for {wanted!r}")
        self.s = self.game.apply(self.s, sent[0], sent[1])
        if sent[1] != wanted:
            raise AssertionError(f"meant {wanted!r}, the table sent {sent[1]!r}")

    def _answer(self, view: dict, wanted) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        shape = view["question"]["shape"]
        widget = self.panel.decision.widget
        if shape["shape"] == "number":
            widget.spin.setValue(wanted["n"])
            widget.confirm.click()
        elif shape["shape"] == "yes_no":
            (widget.yes if wanted.kind == "yes" else widget.no).click()
        else:
            options = shape["options"]
            k = options.index(wanted.to_json())
            acts = (shape.get("acts_on") or [{}] * len(options))[k]
            region = self._region_of(acts)
            hands = self.panel.hands
            if region is not None and hands.options_of(region) == [options[k]]:
                view_ = self.panel.table
                view_.zoom_to(region)
                at = view_.mapFromScene(self.panel.scene.regions[region].path.boundingRect().center())
                # the click lands on the region itself, not on a name or counters drawn over it
                at = self._free_point(region, at)
                QTest.mouseClick(view_.viewport(), Qt.MouseButton.LeftButton, pos=at)
                self.by["gesture"] += 1
                view_.fit()
                return
            widget.button_for(options[k]).click()
            self.by["button"] += 1

    def _region_of(self, acts: dict):
        regions = self.panel.scene.regions
        for role in ("source", "to"):
            if acts.get(role) in regions and not ("piece" in acts and role == "to"):
                return acts[role]
        for one in acts.get("targets", ()):
            if one in regions:
                return one
        return None

    def _free_point(self, region, at):
        """A point of the region on screen where the region is the top item under the pointer."""
        from PySide6.QtCore import QPoint
        view = self.panel.table
        item = self.panel.scene.regions[region]
        if view.itemAt(at) is item:
            return at
        box = view.mapFromScene(item.path.boundingRect()).boundingRect()
        for fy in (0.5, 0.3, 0.7, 0.2, 0.8):
            for fx in (0.5, 0.3, 0.7, 0.2, 0.8):
                p = QPoint(int(box.left() + box.width() * fx), int(box.top() + box.height() * fy))
                if view.itemAt(p) is item:
                    return p
        return at

    def _wait(self):
        from PySide6.QtCore import QCoreApplication
        deadline = time.monotonic() + 2
        while not self.sent and time.monotonic() < deadline:
            QCoreApplication.processEvents()
        return self.sent.pop() if self.sent else None

    def play(self, max_actions: int) -> int:
        n = 0
        while self.game.outcome(self.s) is None and n < max_actions:
            self.step()
            n += 1
        return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--position", default=None, help="a demo position (midgame, late) instead of a new game")
    ap.add_argument("--size", default="1366x768")
    ap.add_argument("--max-actions", type=int, default=20000)
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from lotr_table.engine import registry
    from lotr_table.table.kit import motion
    from lotr_table.table.wotr import demo_position
    motion.set_enabled(False)
    game = registry.get_game("wotr")
    spec = demo_position(args.position)
    state = game.position(spec, args.seed) if spec else game.setup(game.Options(), args.seed)
    width, height = (int(x) for x in args.size.split("x"))
    table = TableGame(state, size=(width, height), seed=args.seed)
    start = time.perf_counter()
    n = table.play(args.max_actions)
    seconds = time.perf_counter() - start
    outcome = game.outcome(table.s)
    print(f"{n} actions in {seconds:.1f} s: {table.by['gesture']} on the map, {table.by['button']} by button, "
          f"{table.by['computer']} by the computer; turn {table.s.turn}")
    print("outcome:", outcome.reason if outcome else "none (stopped)", outcome.sides if outcome else "")
    app.quit()


if __name__ == "__main__":
    main()
