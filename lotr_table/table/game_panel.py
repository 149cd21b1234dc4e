"""The contract between the program's shell (main window, lobby, curtain, saves, language)
and one game's table. Each game provides a GamePanel subclass; the shell knows nothing of
any game's rules or pictures.

The shell owns the Session (engine/session.py). Whenever the position changes it calls
`show_view(game.view(state, seat), seat)` with the seat whose eyes are at the screen — never
the full state. (A person holding several seats is shown the view of all of them, a set of
seats, with the seat they act for: table/seating.py.) The panel draws that view, lets the person choose among
`view["actions"]` (drag, click, keyboard, buttons) and emits `action_chosen(seat, action)`.
The shell applies it through the engine; a refusal comes back through `show_refusal`.
When a computer seat has acted, the shell calls `show_change(before, view, seat, applied)`
instead, so the person at the screen can follow the computer's move: `applied` holds the
actions applied, each with what it acted on as far as the seat's view shows and its log
entries.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget


class GamePanel(QWidget):
    # (seat, lotr_table.engine.action.Action) chosen by the person at the screen
    action_chosen = Signal(int, object)
    # a short message for the status bar, already translated
    status = Signal(str)

    # "What would you do?": the person asks for a hint, or cancels the one being sought
    hint_asked = Signal()
    hint_cancelled = Signal()

    game_id: str = ""

    def show_view(self, view: dict, seat: int | None) -> None:
        """Rebuild everything from this seat's view (seat None: the public view, e.g. under
        the curtain or for a spectator)."""
        raise NotImplementedError

    def show_change(self, before: dict, view: dict, seat: int | None, applied: list[dict] = ()) -> None:
        """Another seat (the computer) acted: draw `view` as show_view does, and make the
        change plain to see from `applied` (the actions applied: {"seat", "acts_on", "log"}),
        e.g. slide the tile that moved from where to where. Only what `seat`'s view shows of
        them is handed over (a hidden tile is its places, not its hero). By default the new
        view is simply drawn."""
        self.show_view(view, seat)

    def note_acted(self, seat: int, view: dict) -> None:
        """`seat` has acted and `view` is its view now: a table may mark what others change
        from here on, until it acts again."""

    def clear(self) -> None:
        """Draw nothing secret: the curtain is up."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """The language changed: redraw every text."""
        raise NotImplementedError

    def fit(self) -> None:
        """Fit the board to the window."""

    def show_refusal(self, reason: str) -> None:
        """An action was refused; `reason` is translated. Slide back whatever was dragged."""
        self.status.emit(reason)

    # -- hints (table/hint.py); a panel without them ignores these -------------------------

    def allow_hints(self, allowed: bool, may_ask: bool = True) -> None:
        """Whether the hint button is there (the lobby allowed hints) and may be pressed now."""

    def hint_working(self, fraction: float | None) -> None:
        """The search's progress 0..1, or None when none runs."""

    def show_hint(self, ranked: list[tuple[dict, float]], heading: str, reason: str | None = None) -> bool:
        """Draw a hint: the options of the view shown (as JSON), the best first, each with its
        chance, and why (by default the first's chance against the second's). False when the
        view offers none of them (nothing drawn)."""
        return False

    def show_better(self, options: list[tuple[dict, dict, float]], heading: str, reason: str | None = None) -> None:
        """Draw options that are not offered now (a review's turning point): each as (option
        JSON, what it acts on, chance), the better first."""

    def clear_hint(self) -> None:
        """Take a hint off the table."""

    @staticmethod
    def seat_name(view: dict, seat: int) -> str:
        """What the curtain calls a seat, e.g. "Fellowship" — overridden per game."""
        return str(seat)
