"""A game reviewed with its analysis: where it was won and lost.

"Analyse" weighs every decision each person made, each from that person's view at that
moment (ai/analysis.py), in a worker process (analysis_run.py) with a progress bar; Stop
ends it after the decision being weighed, and "Resume" goes on from there. The analysis is
kept beside the save (ai/analysis.beside), never inside the replay, so a review opened again
shows it at once. Under the board a chart draws each side's estimated chance to win over the
game, with its turning points: the decisions whose chosen option's chance was 15 points or
more below the best option's. At a turning point the better move and the move made are drawn
on the board with both chances; T (or the button) steps to the next one.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from lotr_table.ai import analysis as analyses
from lotr_table.engine import saves
from lotr_table.engine.action import Action
from lotr_table.table import seating as seats
from lotr_table.table.analysis_chart import LINE_COLOURS, TOGETHER, AnalysisBox
from lotr_table.table.analysis_run import AnalysisRun
from lotr_table.table.i18n import tr
from lotr_table.table.kit.gestures import offered


class ReviewAnalysis(QObject):
    """The analysis of the game under review: its file, its run, its chart, its turning points."""

    def __init__(self, review, box: AnalysisBox, path: Path | None) -> None:
        super().__init__(review)
        self.review = review
        self.session = session = review.session
        self.game = session.game
        self.box = box
        self.path = None if path is None else analyses.beside(path)
        self.final = saves.final_sha256(self.game, session.state)
        seating = session.seating
        every = self.game.seats(session.options)
        self.people = [s for s in every if seating is None or seats.is_person(seating.get(s, seats.PERSON))]
        self.together = analyses.together(self.game)
        self.analysis = None if self.path is None else analyses.read(self.path, self.game.id, self.final)
        self.run = AnalysisRun(self)
        self.run.progress.connect(self._progress)
        self.run.ended.connect(self._ended)
        self._links = [(box.analyse, self.start), (box.stop, self.run.stop), (box.next_turning, self.next_turning_point),
                       (box.chart.step, review.go)]
        for signal, slot in self._links:
            signal.connect(slot)
        self.problem = ""
        box.running(False)
        box.show()
        QTimer.singleShot(0, review.panel.fit)      # the board fits what the chart leaves
        self._draw()

    # -- the run -------------------------------------------------------------------------

    @property
    def available(self) -> bool:
        """A finished game that can be replayed from its setup, with a person's decisions."""
        return self.review.finished and not self.session.from_position and self.path is not None and bool(self.people)

    def start(self) -> None:
        """Analyse, or resume the analysis, in a worker process."""
        if not self.available or self.run.running:
            return
        task = analyses.job(self.game, self.session.options, self.session.seed, self.session.actions,
                            self.people, self.path, self.final)
        self.problem = ""
        self.box.running(True)
        self.box.progress.setRange(0, 0)           # busy until the process says how many
        self.run.start(task)
        self._words()

    def stop(self) -> None:
        self.run.stop()

    def close(self) -> None:
        self.run.abandon()
        for signal, slot in self._links:
            signal.disconnect(slot)
        self.box.hide()

    def _progress(self, done: int, total: int) -> None:
        self.box.progress.setRange(0, max(1, total))
        self.box.progress.setValue(done)
        self.box.progress.setFormat(tr("Analysis", "{done} of {total} decisions").format(done=done, total=total))
        if done and done % 5 == 0 or done == total:
            self._reload()

    def _ended(self, finished: bool, problem: str) -> None:
        self.problem = problem
        self.box.running(False)
        self._reload()

    def _reload(self) -> None:
        if self.path is not None:
            self.analysis = analyses.read(self.path, self.game.id, self.final) or self.analysis
        self._draw()
        self.at(self.review.at)

    # -- what it shows -------------------------------------------------------------------

    def turning_points(self) -> list:
        return [] if self.analysis is None else self.analysis.turning_points()

    def _draw(self) -> None:
        public = self.game.view(self.session.state, None)
        lines = []
        if self.analysis is not None:
            for seat, points in analyses.chances(self.analysis, self.game.seats(self.session.options),
                                                 self.together).items():
                if not points:
                    continue            # a seat no person played, in a game of more than two
                if seat is None:
                    lines.append((tr("Analysis", "Chance to win, together"), TOGETHER, points))
                else:
                    lines.append((self.review.panel.seat_name(public, seat), LINE_COLOURS[seat % len(LINE_COLOURS)],
                                  points))
        self.box.chart.set_lines(lines, self.review.total, [w.index for w in self.turning_points()])
        self._words()

    def _words(self) -> None:
        box = self.box
        box.retranslate()
        a = self.analysis
        if self.run.running:
            box.summary.setText(tr("Analysis", "Weighing each decision from the player's view at that moment…"))
        elif not self.available:
            box.summary.setText(tr("Analysis", "Only a finished game saved from its start can be analysed."))
        elif a is None or not a.weighed:
            box.summary.setText(tr("Analysis", "Not analysed yet."))
        elif not a.complete:
            box.summary.setText(tr("Analysis", "Analysed {done} of {total} decisions.").format(
                done=len(a.weighed), total=a.decisions))
        else:
            box.summary.setText(tr("Analysis", "{count} turning points in {total} decisions.").format(
                count=len(self.turning_points()), total=a.decisions))
        if self.problem:
            box.summary.setText(box.summary.text() + " " + tr("Analysis", "The analysis stopped: {problem}").format(
                problem=self.problem))
        partial = a is not None and a.weighed and not a.complete
        box.analyse_button.setText(tr("Analysis", "Resume the analysis") if partial else tr("Analysis", "Analyse"))
        box.analyse_button.setEnabled(self.available and not (a is not None and a.complete))
        box.next_button.setEnabled(bool(self.turning_points()))

    def retranslate(self) -> None:
        self._draw()
        self.at(self.review.at)

    def at(self, at: int) -> None:
        """The review shows the position after `at` actions: at a turning point (the position
        before the decision), the better move and the move made are drawn."""
        self.box.chart.set_at(at)
        weighed = None if self.analysis is None else self.analysis.weighed.get(at)
        if weighed is None or not weighed.turning_point:
            return
        view = self.game.view(self.session.state_at(at), weighed.seat)
        found = {Action.from_json(option): (option, acts) for option, acts in offered(view)}
        shown = []
        for action, chance in ((weighed.best, weighed.best_chance), (weighed.chosen, weighed.chosen_chance)):
            option, acts = found.get(action, (action.to_json(), {}))
            shown.append((option, acts, chance))
        public = self.game.view(self.session.state, None)
        heading = tr("Analysis", "Turning point for {seat}: 1 the better move, 2 the move made").format(
            seat=self.review.panel.seat_name(public, weighed.seat))
        self.review.panel.show_better(shown, heading)

    def next_turning_point(self) -> None:
        """Step to the next turning point after the position shown (round to the first), seen
        through the deciding seat's eyes when the game is over."""
        points = self.turning_points()
        if not points:
            return
        after = [w for w in points if w.index > self.review.at]
        target = (after or points)[0]
        if self.review.finished:
            self.review.seat = target.seat
            self.review.bar.set_eyes_current(target.seat)
        self.review.go(target.index)
