"""One game at the table: the engine's Session on one side, the game's panel, the curtain
and the computer players on the other.

Every change of position goes the same way, whoever made it: the action is applied by the
engine (a person's refusal goes back to the panel, translated), the game is autosaved, and
the screen is handed to the person who must act: directly if it is the same person (even
for another of their seats), behind the curtain if the screen passes to someone else. The
panel is only ever shown the view of the person at the screen (the union of their seats'
views, seating.eyes), or the public view (seat None). A
computer seat is never shown: while it thinks (in a worker thread, computer_seat.py) the
screen stays with the person who has it, and its move is drawn as a change of that
person's view, one move at a time: after each the person has the pace's pause to see it
(`PAUSE_MS`), unless they skip the rest of the computer's moves (`skip`).

A person whose action revealed something (a roll, a tile) sees the result on their own table
before the curtain falls for the next person; a choice several people made at once and
revealed together (both secret battle cards) is shown to them all in the public view. Either
way the page's ResultHold waits for "Continue" (seating.result_first, seating.result_together).
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QObject, QTimer, Signal

from lotr_table.engine import session as sessions
from lotr_table.engine.action import Action
from lotr_table.engine.acts_on import seen_in
from lotr_table.engine.game import IllegalAction, Outcome, Seat
from lotr_table.engine.saves import Entry, SaveError
from lotr_table.engine.session import Session
from lotr_table.table import seating as seats
from lotr_table.table.computer_seat import ComputerSeats
from lotr_table.table.hint import Teacher
from lotr_table.table.i18n import tr
from lotr_table.table.kit import gestures, motion
from lotr_table.table.refusals import refusal_text, undo_refusal_text
from lotr_table.table.table_page import TablePage

log = logging.getLogger(__name__)

# After a computer's move, the time the person has to see it before the computer thinks on,
# by the pace chosen in the View menu (settings.PACES); longer than the move's animation.
PAUSE_MS = {"slow": 2000, "normal": 1000, "fast": 400, "instant": 0}


class TableSession(QObject):
    status = Signal(str)     # a translated message for the status bar
    changed = Signal()       # the position, the seat at the screen or the file changed
    thinking = Signal(str)   # translated: whom the computer is thinking for; "" when for nobody
    autosaved = Signal()     # the crash-recovery copy was written
    skippable = Signal(bool)  # whether the computer is playing a sequence the person may skip

    def __init__(self, session: Session, table: ModuleType, page: TablePage, seating: seats.Seating,
                 open_table: bool = False, path: Path | None = None, autosave: bool = True,
                 parent: QObject | None = None, pace: str = "normal") -> None:
        super().__init__(parent)
        self.session = session
        self.game = session.game
        self.table = table
        self.page = page
        self.panel = page.panel
        self.seating = seating
        session.seating = dict(seating)   # written into its saves, so it comes back seated alike
        self.open_table = open_table
        self.path = path                  # the save file this game was opened from or saved to
        self._autosave = autosave
        self._disk_warned = False         # a failing disk is said once, never again each move
        self.at_screen: Seat | None = None      # whose view is drawn now; None under the curtain
        self._last_at_screen: Seat | None = None  # who had the screen before the curtain fell
        self._curtain_for: Seat | None = None
        self._gone = False                      # the game has left the table: nothing more happens
        self.thinking_text = ""
        self.pace = pace                        # how long each computer move stays before the next
        # (and each step of what a table tells in steps: the card game's combats)
        self._skipping = False                  # the person skips the computer's moves until theirs
        self._result_before: Seat | None = None   # a revealed result is shown; the curtain waits
        # the people who have committed to a choice made together (secret battle cards) that
        # is not revealed yet
        self._committed: set[seats.Person] = set()
        # the views of the position on the table, by eyes (view_of)
        self._views_of: object = None
        self._views: dict = {}
        self.computers = ComputerSeats(self.game, seats.computers(seating), self)
        self.computers.chose.connect(self._computer_chose)
        self.computers.failed.connect(self._computer_failed)
        self._pause = QTimer(self)             # owned here, so it dies with the game
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._let_computers_think)
        # "What would you do?": the normal-level search from the person's seat, when the lobby
        # allowed hints (recorded in the save with how many each seat asked for)
        self.teacher = Teacher(self.game, self)
        self.teacher.progress.connect(self.panel.hint_working)
        self.teacher.answered.connect(self._hint_answered)
        self._hint_for: tuple[Seat, int] | None = None     # the seat and position a hint is sought for
        self.panel.hint_asked.connect(self.ask_hint)
        self.panel.hint_cancelled.connect(self.cancel_hint)
        self.panel.action_chosen.connect(self.act)
        self.panel.status.connect(self.status)
        self.page.curtain.show_table.connect(self.reveal)
        self.page.result_hold.done.connect(self._result_seen)

    # ---- the flow of play --------------------------------------------------------------

    def start(self, fresh: bool) -> None:
        """Put the game on screen. A fresh game replaces the autosave of its kind at once,
        so a crash before the first action does not bring back an older game."""
        if fresh:
            self._save_for_crash()
        # what happens from here on is marked on each person's table until they act
        for seat in seats.people(self.seating):
            self.panel.note_acted(seat, self.view_of(seat))
        self._present()

    def act(self, seat: Seat, action: Action) -> None:
        """A person's action, from the panel: sent once (the Action the panel made of the
        option), checked once (the seat here, the rules in the engine), and answered with the
        new view once (view_of keeps it for the position, and the panel is handed the same)."""
        to_act = self.session.to_act()
        if seat not in self.person or seat not in to_act:
            # A panel may only act for the seat whose view it was given, and only in its turn
            # (while the computer thinks, the person's table is shown but has nothing to do).
            self.panel.show_refusal(tr("Table", "It is not this seat's turn."))
            return
        barrier = self.game.barrier(self.session.state)
        together = len(to_act) > 1      # a choice several make at once
        try:
            self._record(seat, action)
        except IllegalAction as refusal:
            self.panel.show_refusal(refusal_text(self.game.id, self.table, refusal))
            return
        self.panel.note_acted(seat, self.view_of(seat))
        revealed = self.game.barrier(self.session.state) > barrier
        took_part = self._committed | {seats.person_of(self.seating, seat)}
        if revealed:
            self._committed = set()
        elif together:
            self._committed = took_part
        self._present(revealed=revealed,
                      together=revealed and seats.result_together(self.seating, self.open_table, took_part))
        self.changed.emit()

    def stop(self) -> None:
        """The game leaves the table (a new game, an opened save, quitting): the computer
        stops thinking, and an answer still on its way is ignored."""
        self._gone = True
        self._pause.stop()
        self.computers.stop()
        self.cancel_hint()
        self._tell_thinking()
        self.page.result_hold.hide()

    def undo(self) -> None:
        """Take back the last action of the person at the screen, and with it the computer's
        moves made since (its replies), as far as the engine's undo rules allow. If any step
        is refused, nothing is taken back and the refusal is shown."""
        seat = self._undo_seat()
        refusal, taken = self._take_back(seat)
        if refusal is not None:
            self.status.emit(tr("Undo", "Cannot undo: {reason}").format(reason=undo_refusal_text(refusal)))
            return
        # Whatever the computer was thinking about is no longer the position.
        self._committed = set()
        self._pause.stop()
        self.computers.stop()
        self._save_for_crash()
        if len(taken) > 1:
            self.status.emit(tr("Undo", "Your last action and the computer's moves since were taken back."))
        else:
            self.status.emit(tr("Undo", "The last action was taken back."))
        self._present()
        if self.at_screen is not None:
            self.panel.note_acted(self.at_screen, self.view_of(self.at_screen))
        self.changed.emit()

    def reveal(self, seat: Seat | None = None) -> None:
        """Lift the curtain and show a seat its table: by default the seat the curtain names."""
        seat = self._curtain_for if seat is None else seat
        if seat is None or self._gone:
            return
        self._curtain_for = None
        self.page.curtain.lift()
        self._show(seat)
        self.changed.emit()

    @property
    def pace(self) -> str:
        return self._pace

    @pace.setter
    def pace(self, pace: str) -> None:
        self._pace = pace
        motion.set_step_ms(PAUSE_MS.get(pace, PAUSE_MS["normal"]))

    def skip(self) -> None:
        """Play the computer's moves on without pauses or animations until a person is to act."""
        if not self.computer_to_move:
            return
        self._skipping = True
        motion.finish_all()
        if self._pause.isActive():
            self._pause.stop()
            self._let_computers_think()

    @property
    def computer_to_move(self) -> bool:
        """Whether the computer is playing (thinking, or pausing after its move) and no person
        is to act: what Skip would hurry."""
        to_act = [] if self._gone else self.session.to_act()
        return bool(to_act) and all(self.computers.plays(seat) for seat in to_act)

    @property
    def holding_result(self) -> bool:
        """A revealed result is on screen; the curtain waits for Continue."""
        return self._result_before is not None

    def _result_seen(self) -> None:
        if self._result_before is None or self._gone:
            return
        self._result_before = None
        self._present()
        self.changed.emit()

    def present(self) -> None:
        """Draw the game as it stands again (after a review drew other positions)."""
        if not self._gone:
            self._present()

    def save_to(self, path: Path | str) -> Path:
        """Write the game to a save file. Raises SaveError."""
        written = self.session.to_save(path)
        self.path = written
        self.changed.emit()
        return written

    # ---- what the screen shows ---------------------------------------------------------

    @property
    def person(self) -> seats.Person:
        """The seats of the person at the screen (none under the curtain)."""
        return frozenset() if self.at_screen is None else seats.person_of(self.seating, self.at_screen)

    def view_of(self, seat: Seat | None) -> dict:
        """What the screen may show for the person holding `seat`: the union of their seats'
        views when the game lets one person hold several. Built once per position and eyes:
        the view a person's action is answered with is the one drawn."""
        state = self.session.state
        if self._views_of is not state:
            self._views_of, self._views = state, {}
        eyes = seat if seat is None or not seats.holds_several(self.game) else seats.eyes(
            seats.person_of(self.seating, seat))
        view = self._views.get(eyes)
        if view is None:
            view = self._views[eyes] = self.game.view(state, eyes)
        return view

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.session.state)

    @property
    def is_over(self) -> bool:
        return not self.session.to_act()

    def retranslate(self) -> None:
        self.panel.retranslate()
        self._tell_thinking()
        if self._curtain_for is not None:
            self.page.curtain.cover(self._person_name(self._curtain_for))
        if self._result_before is not None:
            self.page.result_hold.offer(self._person_name(self._result_before),
                                        together=self.page.result_hold.together)
        if self.is_over:
            self.page.show_outcome(self._outcome_text(), self._result_rows())

    def _present(self, before: tuple[Seat | None, dict] | None = None, revealed: bool = False,
                 together: bool = False, applied: tuple[Seat, dict] | None = None) -> None:
        """Hand the screen to whoever should have it now, and set the computer thinking if
        it is to act. `before`: the screen's seat and view just before a computer's move, so
        the panel can show what changed. `revealed`: the action of the person at the screen
        revealed something, which they see before the curtain falls; `together`: several
        people took part in it, and see it together in the public view. `applied`: the seat
        that just acted (the computer) and what its action acted on."""
        self._result_before = None
        self.page.result_hold.hide()
        self.cancel_hint()                  # a hint answers one position only
        to_act = self.session.to_act()
        if not all(self.computers.plays(seat) for seat in to_act):
            self._skipping = False          # a person is to act: the sequence is over
        self.skippable.emit(bool(to_act) and not self._skipping and self.computer_to_move)
        if not to_act:
            self._pause.stop()
            self.computers.stop()
            self._curtain_for = None
            self.page.curtain.lift()
            self._show(seats.next_eyes(self.seating, [], self.at_screen), before, applied)
            self.page.show_outcome(self._outcome_text(), self._result_rows())
            self.status.emit(self._outcome_text())
            self._tell_thinking()
            return
        self.page.hide_outcome()
        seat = seats.next_eyes(self.seating, to_act, self.at_screen)
        if together:
            self._hold_result(seat, public=True)
        elif seats.result_first(self.seating, self.open_table, self.at_screen, seat, revealed):
            self._hold_result(seat)
        elif seats.needs_curtain(self.seating, self.open_table, self.at_screen, seat):
            self._cover(seat)
        else:
            self._show(seat, before, applied)
        pause = 0 if self._skipping else PAUSE_MS.get(self.pace, PAUSE_MS["normal"])
        if before is not None and self._skipping:
            motion.finish_all()             # skipped: the move stands at once
        if before is not None and pause > 0:
            # Let the computer's move be seen before the next one comes.
            self._pause.start(pause)
        else:
            self._let_computers_think()
        self._tell_thinking()

    def _hold_result(self, seat: Seat, public: bool = False) -> None:
        """The person at the screen sees what their action revealed (public: everyone who took
        part sees it in the public view); the screen passes to `seat` after Continue."""
        self._show(None if public else self.at_screen)
        self._result_before = seat
        self.page.result_hold.offer(self._person_name(seat), together=public)

    def _cover(self, seat: Seat) -> None:
        # Clear first: nothing of any seat's view may remain drawn under the curtain.
        if self.at_screen is not None:
            self._last_at_screen = self.at_screen
        self.at_screen = None
        self.cancel_hint()
        self.panel.clear()
        # Nor may a keyboard shortcut of the panel act from under the curtain.
        self.panel.setEnabled(False)
        self._curtain_for = seat
        self.page.curtain.cover(self._person_name(seat))
        self.status.emit(tr("Table", "{seat} to play.").format(seat=self._person_name(seat)))

    def _show(self, seat: Seat | None, before: tuple[Seat | None, dict] | None = None,
              applied: tuple[Seat, dict] | None = None) -> None:
        self.at_screen = seat
        if seat is not None:
            self._last_at_screen = seat
        self.panel.setEnabled(True)
        view = self.view_of(seat)
        if before is not None and self._same_eyes(before[0], seat):
            seen = [] if applied is None else [self._applied(applied, before[1], view)]
            self.panel.show_change(before[1], view, seat, seen)
        else:
            self.panel.show_view(view, seat)
        self._offer_hint()

    @staticmethod
    def _applied(applied: tuple[Seat, dict], before: dict, view: dict) -> dict:
        """Another seat's action as the watcher may see it: the seat, what it acted on as far
        as the watcher's view shows (engine/acts_on.seen_in: a hidden tile is only its places),
        and the log entries it added to the watcher's log."""
        seat, acted = applied
        log = view.get("log") or []
        return {"seat": seat, "acts_on": seen_in(acted, view), "log": log[len(before.get("log") or []):]}

    def _same_eyes(self, one: Seat | None, other: Seat | None) -> bool:
        if one is None or other is None:
            return one == other
        return seats.person_of(self.seating, one) == seats.person_of(self.seating, other)

    def _seat_name(self, seat: Seat) -> str:
        # Named from the public view: the curtain must not consult any seat's secrets.
        return self.panel.seat_name(self.view_of(None), seat)

    def _person_name(self, seat: Seat) -> str:
        """The curtain names the person: every seat they hold."""
        public = self.view_of(None)
        return ", ".join(self.panel.seat_name(public, s) for s in sorted(seats.person_of(self.seating, seat)))

    def _outcome_text(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return tr("Table", "The game is over.")
        headline = getattr(self.table, "result_headline", None)     # a game that tells it its own way
        told = None if headline is None else headline(self.view_of(None), self._seat_name)
        if told:
            return told
        # The games list their outcome reasons for the catalogue, in this context.
        reason = tr(f"{self.game.id}.outcome", outcome.reason).rstrip(".") if outcome.reason else ""
        if outcome.winners:
            names = ", ".join(self._seat_name(seat) for seat in outcome.winners)
            if reason:
                return tr("Table", "Game over: {winners} won ({reason}).").format(winners=names, reason=reason)
            return tr("Table", "Game over: {winners} won.").format(winners=names)
        if reason:
            return tr("Table", "Game over: a draw ({reason}).").format(reason=reason)
        return tr("Table", "Game over: a draw.")

    def _result_rows(self) -> list[tuple[str, str]]:
        """The score in parts, as the game's table package reads it from the final public view;
        and the hints each person used, when the lobby allowed them."""
        rows = getattr(self.table, "result_rows", None)
        told = [] if rows is None else list(rows(self.view_of(None), self._seat_name))
        if self.hints_allowed:
            used = self.session.hints.used
            told.append((tr("Table", "Hints used"), ", ".join(
                tr("Table", "{seat}: {count}").format(seat=self._seat_name(seat), count=used.get(seat, 0))
                for seat in seats.people(self.seating))))
        return told

    # ---- hints -------------------------------------------------------------------------

    @property
    def hints_allowed(self) -> bool:
        return self.session.hints is not None and self.session.hints.allowed

    def _hint_seat(self) -> Seat | None:
        """The seat a hint would be for: one of the person at the screen's seats that is to act."""
        if self._gone or self.at_screen is None:
            return None
        return next((seat for seat in self.session.to_act()
                     if seat in self.person and not self.computers.plays(seat)), None)

    def _offer_hint(self) -> None:
        self.panel.allow_hints(self.hints_allowed, may_ask=self._hint_seat() is not None)

    def ask_hint(self) -> None:
        """What would the computer do in the seat's place: searched from that seat's view only."""
        seat = self._hint_seat()
        if not self.hints_allowed or seat is None:
            return
        place = len(self.session.actions)
        self._hint_for = (seat, place)
        self.panel.hint_working(0.0)
        self.teacher.ask(self.session.state, seat, place)

    def cancel_hint(self) -> None:
        if self._hint_for is not None:
            self._hint_for = None
            self.teacher.cancel()
            self.panel.hint_working(None)

    def _hint_answered(self, hint) -> None:
        asked, self._hint_for = self._hint_for, None
        self.panel.hint_working(None)
        if asked is None or asked[1] != len(self.session.actions) or self._gone:
            return
        seat = asked[0]
        if hint is None:
            self.status.emit(tr("Hint", "No hint could be found for this position."))
            return
        heading = tr("Hint", "What I would do as {seat}").format(seat=self._seat_name(seat))
        shown = hint.shown()
        reason = None
        if len(shown) > 1 and not any(w.wins for w in shown) and shown[0].value > 0:
            # nothing won in any simulation (the cooperative game's long journey): the search
            # ranked by the game's score, and says so
            reason = tr("Hint", "Why: no simulated game was won from here; this option did best by the game's score.")
        self.panel.show_hint([(w.action.to_json(), w.wins) for w in shown], heading, reason)
        used = self.session.hints.used
        used[seat] = used.get(seat, 0) + 1

    def _undo_seat(self) -> Seat:
        """Whose last action Undo takes back: the person at the screen (or, under the curtain,
        the one who just left it). At an open table one person plays every person's seat."""
        actions = self.session.actions
        if self.open_table:
            return next((seat for seat, _ in reversed(actions) if not self.computers.plays(seat)), -1)
        seat = self.at_screen if self.at_screen is not None else self._last_at_screen
        return -1 if seat is None else seat     # -1: nobody has had the screen yet

    def _take_back(self, seat: Seat) -> tuple[str | None, list[Entry]]:
        """Undo back through the computer's moves to the last action of the seat's person (any
        of their seats): (None, the actions taken back), or (the engine's refusal, []) with
        the game as it was."""
        taken: list[Entry] = []
        refusal: str | None = None
        mine = seats.person_of(self.seating, seat)     # a person's last action, whichever seat made it
        while True:
            actions = self.session.actions
            last = actions[-1][0] if actions else None
            if last in mine or (last is not None and self.computers.plays(last)):
                mover = last
            else:
                mover = seat
            refusal = self.session.undo_refusal(mover)
            if refusal is not None:
                break
            taken.append(actions[-1])
            self.session.undo(mover)
            if mover in mine:
                return None, taken
        # Put the computer's moves back as they were: the engine replays them exactly.
        for entry in reversed(taken):
            self.session.apply(*entry)
        return refusal, []

    # ---- the computer's turn -----------------------------------------------------------

    def _record(self, seat: Seat, action: Action) -> None:
        """Apply an action, a person's or the computer's, and keep the game safe on disk.
        Raises IllegalAction with the session untouched."""
        self.session.apply(seat, action)
        if self.outcome is not None:
            if self._autosave:
                try:
                    sessions.discard_autosave(self.game.id)   # a finished game needs no rescue
                except SaveError as error:
                    self._warn_disk(error.message)
        else:
            self._save_for_crash()

    def _let_computers_think(self) -> None:
        """Every computer seat that must act and is not thinking yet starts thinking."""
        if self._gone:
            return
        state = self.session.state
        for seat in self.session.to_act():
            if self.computers.plays(seat) and seat not in self.computers.thinking():
                # The computer's own randomness, the same for the same game at the same point.
                rng = random.Random(f"{self.session.seed}:{seat}:{len(self.session.actions)}")
                self.computers.think(seat, state, rng)

    def _computer_chose(self, seat: Seat, action: Action) -> None:
        if self._gone or seat not in self.session.to_act():
            return
        # What the screen shows now, to show the move as a change of it; nothing when the
        # curtain is down (nobody is looking, and nothing may be drawn under it).
        before = None
        acted: dict = {}
        if not self.page.curtain.is_up:
            before = (self.at_screen, self.view_of(self.at_screen))   # the view on the screen, kept
            # what the computer's action acts on, from its own seat's options; only what the
            # watcher's view then shows of it reaches the panel (_applied)
            mine = gestures.offered(self.game.view(self.session.state, seat))
            chosen = action.to_json()
            acted = next((a for o, a in mine if o == chosen), {})
        barrier = self.game.barrier(self.session.state)
        try:
            self._record(seat, action)
        except IllegalAction as refusal:
            # The rules refused the computer's answer (a bug in a player): play on at random
            # rather than leave the person waiting for a move that never comes.
            log.error("the computer's action %s for seat %s was refused: %s", action, seat, refusal)
            self._computer_failed(seat, str(refusal))
            fallback = random.Random().choice(self.game.legal_actions(self.session.state, seat))
            self._record(seat, fallback)
        if self.game.barrier(self.session.state) > barrier:
            self._committed = set()     # revealed with the person at the screen looking
        self._present(before, applied=(seat, acted))
        self.changed.emit()

    def _computer_failed(self, seat: Seat, problem: str) -> None:
        self.status.emit(tr("Table", "The computer player of {seat} failed and chose at random: {problem}")
                         .format(seat=self._seat_name(seat), problem=problem))

    def _tell_thinking(self) -> None:
        """Say, until it has moved, whom the computer is to move for: also during the pause
        after its last move, so the message does not flicker between two moves."""
        waiting = [] if self._gone else [seat for seat in self.session.to_act()
                                         if self.computers.plays(seat)]
        text = ""
        if waiting:
            names = ", ".join(self._seat_name(seat) for seat in waiting)
            text = tr("Table", "The computer is thinking for {seats}…").format(seats=names)
        if text != self.thinking_text:
            self.thinking_text = text
            self.thinking.emit(text)

    # ---- keeping the game safe ---------------------------------------------------------

    def _save_for_crash(self) -> None:
        if not self._autosave:
            return
        try:
            self.session.autosave()
        except SaveError as error:
            self._warn_disk(error.message)
            return
        self.autosaved.emit()

    def _warn_disk(self, reason: str) -> None:
        """The autosave could not be written or removed: play goes on; say so once."""
        log.warning("autosave: %s", reason)
        if not self._disk_warned:
            self._disk_warned = True
            text = tr("Table", "The game could not be autosaved: {reason}").format(reason=reason)
            # After the move has been drawn, so "X to play." does not cover it at once.
            QTimer.singleShot(0, self, lambda: None if self._gone else self.status.emit(text))
