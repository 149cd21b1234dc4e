"""One game at the table: the engine's Session on one side, the game's panel and the curtain
on the other.

Every change of position goes the same way: the panel's chosen action is applied by the
engine (a refusal goes back to the panel, translated), the game is autosaved, and the screen
is handed to the seat that must act: directly if it is the same person, behind the curtain
if the screen passes to someone else. The panel is only ever shown `view(state, seat)` for
the seat at the screen, or the public view (seat None).
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QObject, Signal

from lotr_table.engine import session as sessions
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction, Outcome, Seat
from lotr_table.engine.saves import SaveError
from lotr_table.engine.session import Session
from lotr_table.table import seating as seats
from lotr_table.table.i18n import tr
from lotr_table.table.refusals import refusal_text, undo_refusal_text
from lotr_table.table.table_page import TablePage


class TableSession(QObject):
    status = Signal(str)     # a translated message for the status bar
    changed = Signal()       # the position, the seat at the screen or the file changed

    def __init__(self, session: Session, table: ModuleType, page: TablePage, seating: seats.Seating,
                 open_table: bool = False, path: Path | None = None, autosave: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.game = session.game
        self.table = table
        self.page = page
        self.panel = page.panel
        self.seating = seating
        self.open_table = open_table
        self.path = path                  # the save file this game was opened from or saved to
        self._autosave = autosave
        self.at_screen: Seat | None = None      # whose view is drawn now; None under the curtain
        self._last_at_screen: Seat | None = None  # who had the screen before the curtain fell
        self._curtain_for: Seat | None = None
        self.panel.action_chosen.connect(self.act)
        self.panel.status.connect(self.status)
        self.page.curtain.show_table.connect(self.reveal)

    # ---- the flow of play --------------------------------------------------------------

    def start(self, fresh: bool) -> None:
        """Put the game on screen. A fresh game replaces the autosave of its kind at once,
        so a crash before the first action does not bring back an older game."""
        if fresh:
            self._save_for_crash()
        self._present()

    def act(self, seat: Seat, action: Action) -> None:
        if seat != self.at_screen:
            # A panel may only act for the seat whose view it was given.
            self.panel.show_refusal(tr("Table", "It is not this seat's turn."))
            return
        try:
            self.session.apply(seat, action)
        except IllegalAction as refusal:
            self.panel.show_refusal(refusal_text(self.game.id, self.table, refusal))
            return
        if self.outcome is not None:
            if self._autosave:
                sessions.discard_autosave(self.game.id)   # a finished game needs no rescue
        else:
            self._save_for_crash()
        self._present()
        self.changed.emit()

    def undo(self) -> None:
        seat = self._undo_seat()
        refusal = self.session.undo_refusal(seat)
        if refusal is not None:
            self.status.emit(tr("Undo", "Cannot undo: {reason}").format(reason=undo_refusal_text(refusal)))
            return
        self.session.undo(seat)
        self._save_for_crash()
        self.status.emit(tr("Undo", "The last action was taken back."))
        self._present()
        self.changed.emit()

    def reveal(self, seat: Seat | None = None) -> None:
        """Lift the curtain and show a seat its table: by default the seat the curtain names."""
        seat = self._curtain_for if seat is None else seat
        if seat is None:
            return
        self._curtain_for = None
        self.page.curtain.lift()
        self._show(seat)
        self.changed.emit()

    def save_to(self, path: Path | str) -> Path:
        """Write the game to a save file. Raises SaveError."""
        written = self.session.to_save(path)
        self.path = written
        self.changed.emit()
        return written

    # ---- what the screen shows ---------------------------------------------------------

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.session.state)

    @property
    def is_over(self) -> bool:
        return not self.game.to_act(self.session.state)

    def retranslate(self) -> None:
        self.panel.retranslate()
        if self._curtain_for is not None:
            self.page.curtain.cover(self._seat_name(self._curtain_for))
        if self.is_over:
            self.page.show_outcome(self._outcome_text())

    def _present(self) -> None:
        to_act = self.game.to_act(self.session.state)
        if not to_act:
            self._curtain_for = None
            self.page.curtain.lift()
            self._show(None)
            self.page.show_outcome(self._outcome_text())
            self.status.emit(self._outcome_text())
            return
        self.page.hide_outcome()
        seat = seats.next_eyes(to_act, self.at_screen)
        if seats.needs_curtain(self.seating, self.open_table, self.at_screen, seat):
            self._cover(seat)
        else:
            self._show(seat)

    def _cover(self, seat: Seat) -> None:
        # Clear first: nothing of any seat's view may remain drawn under the curtain.
        if self.at_screen is not None:
            self._last_at_screen = self.at_screen
        self.at_screen = None
        self.panel.clear()
        # Nor may a keyboard shortcut of the panel act from under the curtain.
        self.panel.setEnabled(False)
        self._curtain_for = seat
        self.page.curtain.cover(self._seat_name(seat))
        self.status.emit(tr("Table", "{seat} to play.").format(seat=self._seat_name(seat)))

    def _show(self, seat: Seat | None) -> None:
        self.at_screen = seat
        if seat is not None:
            self._last_at_screen = seat
        self.panel.setEnabled(True)
        self.panel.show_view(self.game.view(self.session.state, seat), seat)

    def _seat_name(self, seat: Seat) -> str:
        # Named from the public view: the curtain must not consult any seat's secrets.
        return self.panel.seat_name(self.game.view(self.session.state, None), seat)

    def _outcome_text(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return tr("Table", "The game is over.")
        # The games list their outcome reasons for the catalogue, in this context.
        reason = tr(f"{self.game.id}.outcome", outcome.reason) if outcome.reason else ""
        if outcome.winners:
            names = ", ".join(self._seat_name(seat) for seat in outcome.winners)
            if reason:
                return tr("Table", "Game over: {winners} won ({reason}).").format(winners=names, reason=reason)
            return tr("Table", "Game over: {winners} won.").format(winners=names)
        if reason:
            return tr("Table", "Game over: a draw ({reason}).").format(reason=reason)
        return tr("Table", "Game over: a draw.")

    def _undo_seat(self) -> Seat:
        """Whose last action Undo takes back: the person at the screen (or, under the curtain,
        the one who just left it). At an open table one person plays every seat."""
        actions = self.session.actions
        if self.open_table and actions:
            return actions[-1][0]
        seat = self.at_screen if self.at_screen is not None else self._last_at_screen
        return -1 if seat is None else seat     # -1: nobody has had the screen yet

    def _save_for_crash(self) -> None:
        if not self._autosave:
            return
        try:
            self.session.autosave()
        except SaveError as error:
            self.status.emit(tr("Table", "The game could not be autosaved: {reason}").format(reason=error.message))
