"""The games' tables: the GamePanel the shell shows, made of the parts a game supplies.

On the left the game's board view onto its scene; on the right a side column in the game's
colours: the indicator (whose turn, which game), the decision asked with its buttons
(decision_area.py, in the game's words), and the log under its heading. The panel draws the
view it is given and nothing else; every choice is one of the view's options (view["actions"]
or its question's), matched to a gesture by what it acts on (gestures.py), and leaves as
action_chosen(seat, Action), after the current event has finished, one at a time.

A game supplies its `TableParts`: its scene (which keeps its items by key, so a new view
moves and changes them rather than building them again), its board view, its hands (how a
drag or a click is made on its pieces), its questions, and its words for the indicator, the
log and the seats.
"""

from __future__ import annotations

import html
import time
from dataclasses import dataclass
from typing import Callable, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from lotr_table.engine.action import Action
from lotr_table.table.i18n import tr
from lotr_table.table.kit import gestures
from lotr_table.table.kit.hint_marks import HintCard, HintMarks, HintRow, percent

from lotr_table.table.kit.bubble import Bubble
from lotr_table.table.kit.decision_area import DecisionArea, Questions
from lotr_table.table.game_panel import GamePanel
from lotr_table.table.kit.log_list import LogList
from lotr_table.table.kit.palette import SidePalette, side_style


class TableScene(Protocol):
    """What the panel asks of a game's scene."""

    def show(self, view: dict, seat: int | None, hands) -> None:
        """Draw the view: items kept by key are moved and changed, the rest made or removed."""

    def follow(self, applied: list[dict], view: dict) -> None:
        """Make plain what was just done (a tile slid, a die rolled, a card turned over, the
        combats told) from the actions applied since the last view drawn, each
        {"seat", "acts_on", "log"}: what it acted on as far as this seat's view shows
        (engine/acts_on.seen_in; `{}` for the person's own action) and the log entries it
        added to this seat's log. Never from a difference of two views."""

    def clear_view(self) -> None:
        """Remove every item a view put on the table."""

    def retranslate(self) -> None:
        """The language changed: whatever the scene painted once in words, paint it again."""


def added(before: dict, view: dict) -> list[dict]:
    """What was done between two views drawn of the same log, as one action applied with
    nothing shown of what it acted on (the person's own action, or several seen through the
    curtain): the log entries added since (none when `view`'s log does not continue
    `before`'s: another seat's eyes)."""
    old, log = before.get("log") or [], view.get("log") or []
    if len(old) > len(log) or (old and log[len(old) - 1] != old[-1]):
        return []
    new = log[len(old):]
    return [{"seat": None, "acts_on": {}, "log": new}] if new else []


# The answer buttons a hint rings: the recommended one, and its rivals.
HINTED_BUTTON = {True: "QPushButton { border: 3px solid #49d07a; }", False: "QPushButton { border: 2px dashed #8fcfa6; }"}

# The share of its room a steady decision area keeps (TableParts.steady_question): most of War
# of the Ring's and the TCG's questions fit in it at 1920x1080, and the log keeps the rest.
STEADY_QUESTION = 0.55

# A refusal this soon after a click or drop on the board answers that gesture.
GESTURE_SECONDS = 3.0


@dataclass(frozen=True)
class TableParts:
    game_id: str
    side_width: int
    side: SidePalette
    questions: Callable[[], Questions]
    make_scene: Callable[[object], TableScene]
    make_view: Callable[[TableScene], object]              # a board_view.BoardView
    make_hands: Callable[..., object]                      # (scene, choose, ask, say, parent)
    indicator: Callable[[dict], str]                       # the lines at the top of the side column
    log_line: Callable[[dict, dict], str]                  # (entry, view) in the current language
    seat_name: Callable[[dict, int], str]
    log_heading: Callable[[], str]
    # the index of the first log entry of the turn being played, marked in the log (None: none)
    turn_from: Callable[[list[dict]], int | None] = lambda log: None
    # a game whose view asks a typed kernel question (view["question"]) rather than offering
    # view["actions"]: the words of its decisions (a kit Naming); `questions` then gives None
    naming: Callable[[], object] | None = None
    # what a hint's figure is a chance of, in the game's words (default "to win"; the
    # cooperative game: "to come through the adventure at hand")
    chance_words: Callable[[], str] | None = None
    # the share of its room the decision area keeps however little is asked (0: as tall as the
    # question): the question's box and the log under it stay put from one decision to the
    # next, rather than the log being laid out and painted again at every change of height
    steady_question: float = 0.0


class TablePanel(GamePanel):
    def __init__(self, parts: TableParts, parent=None) -> None:
        super().__init__(parent)
        self.parts = parts
        self.game_id = parts.game_id
        self.scene = parts.make_scene(self)
        self.table = parts.make_view(self.scene)
        self.hands = parts.make_hands(self.scene, self._choose, self._ask, self._say, self)
        self.table.hands = self.hands
        self.indicator = QLabel()
        self.indicator.setObjectName("indicator")
        self.indicator.setWordWrap(True)
        self._indicator_heights: dict[tuple, int] = {}     # (text, width, font): its height (_hold_indicator)
        self.decision = DecisionArea(parts.questions(), naming=parts.naming() if parts.naming else None,
                                     steady=parts.steady_question)
        self.decision.chosen.connect(self._choose)
        cancelled = getattr(self.hands, "confirm_cancelled", None)    # hands that ask to confirm
        if cancelled is not None:
            self.decision.cancelled.connect(cancelled)
        self.log = LogList(parts.side.log_rule)
        self.log.hovered.connect(self._log_hovered)
        self.log_heading = QLabel()
        self.log_heading.setObjectName("heading")
        side = QFrame()
        side.setObjectName("Side")
        side.setFixedWidth(self._side_width(parts.side_width))
        side.setStyleSheet(side_style(parts.side))
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addWidget(self.indicator)
        column.addWidget(self.decision)
        column.addWidget(self.log_heading)
        column.addWidget(self.log, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(side)
        self.side_column = side
        self.view: dict | None = None
        self.seat: int | None = None
        self._sent = False
        self._applied: list[dict] | None = None     # handed by show_change to the show_view it calls
        # per seat, its view just after its own last action: what changed since is marked
        self._since: dict[int, dict] = {}
        # Where and when the last click or drop on the board was: a refusal that follows it
        # is said there too, in a bubble.
        self.bubble = Bubble(self.table.viewport())
        self._gesture: tuple[object, float] | None = None
        self.table.viewport().installEventFilter(self)     # the mouse
        self.table.installEventFilter(self)                # the keys
        self.hint_marks = HintMarks(self.scene)
        # "What would you do?": over the board's bottom right corner, so the side column keeps
        # its height for the question and the log (shown when the lobby allowed hints)
        self.hint_row = HintRow(self.table.viewport())
        self.hint_row.asked.connect(self._hint_asked)
        self.hint_row.cancelled.connect(self.hint_cancelled)
        self._hinted_buttons: list = []
        self.hint_card = HintCard(self.table.viewport())
        self.hint_card.close_button.clicked.connect(self.clear_hint)
        hint_key = QShortcut(QKeySequence("H"), self, self._hint_asked)
        hint_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._label_headings()

    # -- the contract ---------------------------------------------------------------------------

    def show_view(self, view: dict, seat: int | None) -> None:
        applied, self._applied = self._applied, None
        self._show(view, seat, again=False, applied=applied)

    def _show(self, view: dict, seat: int | None, *, again: bool, applied: list[dict] | None = None) -> None:
        """Draw the view; `again`: every text anew (another language); `applied`: the actions
        another seat took since the last view drawn (else what was done is only the log
        entries added since, the person's own action among them)."""
        before = self.view
        self.view, self.seat = view, seat
        self._sent = False
        if not again:
            self.clear_hint()          # a hint answers one position
        actions = list(view.get("actions", [])) if seat is not None else []
        self.hands.reset(actions, view)
        self.scene.show(view, seat, self.hands)
        self.table.refit()
        self.hands.light_choices()
        if self.parts.naming is not None:
            # a naming whose words hang on the view (War of the Ring's seats on the number of
            # people) reads it before it words the question
            read = getattr(self.decision.naming, "read", None)
            if read is not None:
                read(view)
            self.decision.ask(view.get("question"))
            if again:
                self.decision.retranslate()
        else:
            self.decision.show_view(view, seat)
        self._word_indicator(self.parts.indicator(view))
        log = view.get("log", [])
        self.log.show_log(log, lambda entry: self.parts.log_line(entry, view), again=again,
                          turn_from=self.parts.turn_from(log))
        if applied is not None:
            self.scene.follow(applied, view)
        elif before is not None and not again:
            self.scene.follow(added(before, view), view)
        marks = getattr(self.scene, "mark_since", None)
        if marks is not None:
            # drawn afresh after the curtain: the moves made meanwhile are also played out
            marks(self._since.get(seat) if seat is not None else None, view, replay=before is None and not again)
        self._settle()

    def _word_indicator(self, text: str) -> None:
        """The indicator's lines, the label held at the size they take in the column: a label
        whose size may change asks the column to be laid out anew at every new text (nearly
        every redraw), a held one only when its height does change."""
        if text != self.indicator.text():
            self.indicator.setText(text)
        self._hold_indicator()

    def _hold_indicator(self) -> None:
        width = self.side_column.minimumWidth()       # the column's width as fixed (laid out later)
        self.indicator.ensurePolished()
        text = self.indicator.text()
        # measuring the lines lays their rich text out again: a few texts come back all game
        # long (whose turn, the score), so each is measured once per width and font
        key = (text, width, self.indicator.font().key())
        height = self._indicator_heights.get(key) if text else None     # empty: measured as it stands
        if height is None:
            height = self.indicator.heightForWidth(width)
            if height < 0:
                height = self.indicator.sizeHint().height()
            height = max(height, self.indicator.minimumSizeHint().height()) if text else height
            if len(self._indicator_heights) > 256:
                self._indicator_heights.clear()
            if text:
                self._indicator_heights[key] = height
        if (width, height) != (self.indicator.minimumWidth(), self.indicator.minimumHeight()) \
                or self.indicator.maximumHeight() != height:
            self.indicator.setFixedSize(width, height)

    def _settle(self) -> None:
        """Lay the side column out now, before it is painted: its words changed (a question
        wraps onto more lines, a button more or fewer) and a layout left to the event loop
        runs in rounds (a wrapped label is measured again at the width it gets), each round
        painting the column and the log below it again. A widget shown again (the reason's
        line, the buttons' column) asks to be painted by a posted event of its own: taken now,
        it is painted with the rest, not in a second paint of the window after the scene's."""
        for _ in range(6):      # a layout that changes a size asks its parent's again
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateLater)

    def show_change(self, before: dict, view: dict, seat: int | None, applied: list[dict] = ()) -> None:
        """Another seat (the computer) acted: the new view, with what it did made plain: a
        scene that follows the actions applied is handed them (what each acted on, as far as
        this seat sees) and the log entries each added."""
        self._applied = list(applied)
        self.show_view(view, seat)

    def note_acted(self, seat: int, view: dict) -> None:
        """`seat` has acted and `view` is its view now: what others do from here on is marked
        on its table until it acts again."""
        self._since[seat] = view

    def clear(self) -> None:
        """The curtain is up: remove every piece, card, prompt and log line."""
        self.clear_hint()
        self.view, self.seat = None, None
        self.bubble.hide()
        self.hands.reset([], None)
        self.scene.clear_view()
        self.table.hide_preview()
        self.decision.clear()
        self._word_indicator("")
        self.log.clear_log()

    def retranslate(self) -> None:
        self._label_headings()
        self.hint_row.retranslate()
        self.clear_hint()              # its words were in the other language
        self.scene.retranslate()
        if self.view is not None:
            view, seat = self.view, self.seat
            self.view = None                # drawn afresh, nothing to follow
            self.scene.clear_view()
            self._show(view, seat, again=True)
        self.table.preview.update()

    def seat_name(self, view: dict, seat: int) -> str:
        return self.parts.seat_name(view, seat)

    def fit(self) -> None:
        self.table.fit()

    def show_refusal(self, reason: str) -> None:
        self._sent = False
        self.hands.refused()
        self.decision.show_reason(reason)
        self._bubble(reason)
        self.status.emit(reason)

    # -- hints ----------------------------------------------------------------------------------

    def allow_hints(self, allowed: bool, may_ask: bool = True) -> None:
        self.hint_row.setVisible(allowed)
        self.hint_row.ask_button.setEnabled(may_ask)

    def hint_working(self, fraction: float | None) -> None:
        self.hint_row.working(fraction)

    def option_words(self, option: dict) -> str:
        """An option in the game's words, as its button says it."""
        return self.decision.option_words(option)

    def chance_words(self) -> str:
        if self.parts.chance_words is not None:
            return self.parts.chance_words()
        return tr("Hint", "to win")

    def show_hint(self, ranked: list[tuple[dict, float]], heading: str, reason: str | None = None) -> bool:
        offered = gestures.offered(self.view)
        found = []
        for wanted, chance in ranked:
            action = Action.from_json(wanted)
            match = next(((o, a) for o, a in offered if Action.from_json(o) == action), None)
            if match is not None:
                found.append((match[0], match[1], chance))
        if not found:
            return False
        self.show_better(found, heading, reason)
        return True

    def show_better(self, options: list[tuple[dict, dict, float]], heading: str, reason: str | None = None) -> None:
        self.clear_hint()
        self.hint_marks.show([acts for _, acts, _ in options])
        # an option that acts on nothing drawn (pass, done, prepare) is rung on its button
        for rank, (option, acts, _) in enumerate(options):
            button = self.decision.answer_button(option)
            if button is not None and button.isVisible():
                button.setStyleSheet(HINTED_BUTTON[rank == 0])
                self._hinted_buttons.append(button)
        words = [html.escape(self.option_words(option)) for option, _, _ in options]
        chances = [percent(chance) for _, _, chance in options]
        lines = [f"<b>{n + 1}.</b> " + tr("Hint", "{option}: {percent} chance {chance}").format(
            option=w, percent=c, chance=html.escape(self.chance_words()))
            for n, (w, c) in enumerate(zip(words, chances))]
        if reason:
            lines.append("<i>" + html.escape(reason) + "</i>")
        elif len(options) > 1 and chances[0] != chances[1]:
            lines.append("<i>" + tr("Hint", "Why: {percent} against {other_percent} for {other}.").format(
                percent=chances[0], other_percent=chances[1], other=words[1]) + "</i>")
        elif len(options) > 1:
            lines.append("<i>" + tr("Hint", "Why: as likely as {other}, and the search tried it most.").format(
                other=words[1]) + "</i>")
        self.hint_card.say(heading, "<br>".join(lines), min(420, max(260, self.table.viewport().width() // 2)))

    def clear_hint(self) -> None:
        self.hint_marks.clear()
        self.hint_card.hide()
        for button in self._hinted_buttons:
            button.setStyleSheet("")
        self._hinted_buttons = []

    def _hint_asked(self) -> None:
        if self.hint_row.isVisible() and self.hint_row.ask_button.isVisible() and self.hint_row.ask_button.isEnabled():
            self.hint_asked.emit()

    # -- inside ---------------------------------------------------------------------------------

    def _label_headings(self) -> None:
        self.log_heading.setText(html.escape(self.parts.log_heading()))

    def _choose(self, action: dict) -> None:
        """Send one action to the shell, after the current event has finished (the shell may
        draw the next view at once, and the item that asked must not change under it)."""
        if self.seat is None or self._sent:
            return
        self._sent = True
        seat = self.seat
        if self.parts.naming is not None and self.view is not None:
            # a person holding two seats answers for the one the question asks
            seat = (self.view.get("question") or {}).get("seat", seat)
        act = Action.from_json(action)
        QTimer.singleShot(0, lambda: self._emit(seat, act))

    def _emit(self, seat: int, action: Action) -> None:
        self._sent = False
        self.action_chosen.emit(seat, action)

    def _log_hovered(self, index: int) -> None:
        """The pointer rests on a log entry (or on none, -1): the table marks what it names."""
        mark = getattr(self.scene, "mark_named", None)
        log = (self.view or {}).get("log", [])
        if mark is not None:
            mark(log[index] if 0 <= index < len(log) else None)

    def _ask(self, options: list[dict], heading: str | None = None) -> None:
        self.decision.ask_which(options, heading)

    def _say(self, text: str) -> None:
        self.decision.show_reason(text)
        self._bubble(text)
        self.status.emit(text)

    def _bubble(self, text: str) -> None:
        """Say it beside the board gesture it answers, if it answers one just made."""
        if self._gesture is not None and time.monotonic() - self._gesture[1] < GESTURE_SECONDS:
            self.bubble.say_at(text, self._gesture[0])
        self._gesture = None

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            self.bubble.hide()
        elif kind == QEvent.Type.MouseButtonRelease and watched is self.table.viewport():
            self._gesture = (event.position().toPoint(), time.monotonic())
        elif kind in (QEvent.Type.KeyPress, QEvent.Type.Wheel):
            self._gesture = None        # a key's refusal is said under the question
            if kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_H and not event.modifiers() \
                    and self.hint_row.isVisible():
                self._hint_asked()      # the board has the keys (its shortcut may not see them)
                return True
        return False

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.table.fit()
        self._share_column()

    def _share_column(self) -> None:
        """The decision's buttons scroll in whatever the column leaves once the log has its
        lines (log_list.MIN_LINES), so the log can be read on the smallest screen too."""
        taken = (self.indicator.sizeHint().height() + self.log_heading.sizeHint().height()
                 + self.log.minimumHeight() + 4 * self.side_column.layout().spacing())
        self.decision.set_room(self.side_column.height() - taken)

    SIDE_LEAST = 290        # the side column's narrowest, for a board that wants the width

    def _side_width(self, wanted: int) -> int:
        """The game's width for the side column, less what the board needs to be shown as
        large as the window's height allows (a small screen gives the board the rest)."""
        table = self.table.table_rect()
        if table.height() <= 0 or self.height() <= 0:
            return wanted
        board = int(self.height() * table.width() / table.height())
        return max(self.SIDE_LEAST, min(wanted, self.width() - board))

    def resizeEvent(self, event) -> None:
        width = self._side_width(self.parts.side_width)
        if width != self.side_column.width():
            self.side_column.setFixedWidth(width)
            self._hold_indicator()
        super().resizeEvent(event)
        self._share_column()
