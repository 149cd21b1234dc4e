"""The question asked now, for every table: a heading, the question in plain words, the
answers, and under them why the last try was refused.

The answers come in one of two ways, in the same area:
- a game that supplies its own `Questions` (Confrontation, the cooperative game) is shown a
  view (`show_view`): one button per action the view offers, in the game's blocks, in a column
  that scrolls when it grows tall, with anything the game draws beside them (Confrontation's
  hero faces in the draft). A view that asks the same as the one shown already (the other
  seat acted, the log grew) leaves the buttons as they are, so the column is not built and
  painted again; other answers are drawn with the buttons and headings of the last ones,
  worded anew (a button sends the answer it shows now). `ask_which` lets the person pick when
  one gesture fits several actions.
- a typed question of the kernel (`ask`, a question view with its `shape`) is answered with
  the kit's widget for that shape (kit/decisions/), its words through the game's naming. The
  widget stays, buttons where they were, for as long as the same decision is open (a refusal
  gives its controls back); the next decision of the same shape is asked with the same widget
  where it can (`DecisionWidget.reshape`), else a new widget. A question for someone else
  has words and no controls (the widget put by for the next decision of its shape). A widget that grows while it is open (a warning under a
  counter) is measured again, wrapped words by their height at the column's width, so what
  fits the column is never scrolled.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Callable, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QLayout, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget,
)

from lotr_table.table.i18n import current_language, tr
from lotr_table.table.kit.decisions import widget_for
from lotr_table.table.kit.decisions.base import DecisionWidget, button_lines

BUTTON_TEXT_WIDTH = 300


@dataclass
class Answers:
    """A block of answer buttons under a small heading (or none). With `group`, the actions of
    one group (the plays of one card) stand under the group's name, each button with its
    `short` label (the track), two to a line when there are more than two."""
    actions: list[dict]
    heading: str = ""
    group: Callable[[dict], str] | None = None
    short: Callable[[dict], str] | None = None
    tips: bool = True


class Questions(Protocol):
    """What a game says in its decision area."""

    max_height: int           # the tallest the buttons grow before they scroll

    def heading(self, view: dict, seat: int | None, actions: list[dict]) -> str: ...

    def prompt(self, view: dict, seat: int | None, actions: list[dict]) -> str: ...

    def answers(self, view: dict, actions: list[dict]) -> list[Answers]: ...

    def label(self, action: dict, view: dict | None) -> str: ...

    def tip(self, action: dict, view: dict | None) -> str: ...

    def beside(self, view: dict, actions: list[dict]) -> list[QWidget]:
        """Widgets shown between the question and the buttons (e.g. the faces to choose from)."""

    def several_ways(self) -> str:
        """The heading when one gesture fits several actions."""

    # Optional: `decision(view, seat) -> str | None`, which decision is open. While it stays the
    # same and offers no answer that was not offered before, the buttons stay where they are
    # and the answers no longer offered are disabled in place (the cooperative card step, where
    # each card played takes its buttons away).


def empty(layout: QLayout) -> None:
    """Take everything out of a layout, the widgets hidden and deleted, inner layouts emptied."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()
            w.deleteLater()
        elif item.layout() is not None:
            empty(item.layout())


class DecisionArea(QFrame):
    chosen = Signal(dict)
    cancelled = Signal()      # the person turned down the choice `ask_which` offered

    def __init__(self, questions: Questions | None = None, *, naming=None, steady: float = 0.0,
                 parent=None) -> None:
        super().__init__(parent)
        self.steady = steady                # the share of its room it keeps however little is asked
        self.questions = questions          # a game's own blocks of buttons (show_view)
        self.naming = naming                # the words of typed questions (ask)
        self.question: dict | None = None   # the typed question shown now
        self.widget: DecisionWidget | None = None
        self.setObjectName("DecisionArea")
        self.heading = QLabel()
        self.heading.setObjectName("asked")
        self.heading.setWordWrap(True)
        self.heading.hide()
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.reason = QLabel()
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        self.reason.hide()
        self.extra = QHBoxLayout()
        self.buttons_box = QWidget()
        self.buttons = QVBoxLayout(self.buttons_box)
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.buttons.setSpacing(6)
        # a widget that grows while it is open (a warning shown under a counter) asks for
        # room again: its column is measured anew, so the warning never needs a scroll
        self.buttons_box.installEventFilter(self)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.buttons_box)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.box = box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 10)
        box.addWidget(self.heading)
        box.addWidget(self.prompt)
        box.addLayout(self.extra)
        box.addWidget(self.scroll)          # a typed question's widget goes in it too
        box.addWidget(self.reason)
        if steady:
            box.addStretch(1)               # what a short question leaves is under it
        self._view: dict | None = None
        self._seat: int | None = None
        self._asked: str | None = None      # what is shown now, to leave it be when asked again
        self._fresh: list[QWidget] = []
        self._room: int | None = None       # the height the column leaves this area
        self._answer_buttons: list[QPushButton] = []   # every answer shown, those disabled in place too
        self._decision: str | None = None   # the decision whose buttons are shown
        self._pool: dict[str, list[QWidget]] = {}      # answers' widgets taken out, to be used again
        self._spares: dict[str, DecisionWidget] = {}   # typed questions' widgets put by, by shape

    @property
    def action_buttons(self) -> list[QPushButton]:
        """The buttons that answer the question now."""
        return [b for b in self._answer_buttons if b.isEnabled()]

    # -- filling -------------------------------------------------------------------------------

    def _clear(self) -> None:
        if self.widget is not None:
            self.buttons.removeWidget(self.widget)
            self._stash(self.widget)
            self.widget = None
        self._take_out(self.buttons)
        empty(self.extra)
        self._answer_buttons = []
        self._fresh = []
        self._asked = None
        self._decision = None
        self.reason.hide()
        for label in (self.heading, self.prompt):
            label.setMinimumHeight(0)

    def _take_out(self, layout: QLayout) -> None:
        """Empty the column of answers, keeping its buttons and small headings by kind for the
        next answers (`_reused`): a redraw changes their words rather than making and styling
        widgets again. What the next answers leave unused is deleted (`_drop_unused`)."""
        while layout.count():
            item = layout.takeAt(0)
            w = item.widget()
            if w is not None:
                kind = getattr(w, "pool", None)
                if kind is not None:
                    self._pool.setdefault(kind, []).append(w)
                else:
                    w.hide()
                    w.deleteLater()
            elif item.layout() is not None:
                inner = item.layout()
                self._take_out(inner)
                inner.deleteLater()

    def _reused(self, kind: str, make: Callable[[], QWidget]) -> QWidget:
        """A widget of this kind from the last answers, or a new one."""
        kept = self._pool.get(kind)
        if kept:
            return kept.pop(0)
        w = make()
        w.pool = kind
        self._fresh.append(w)
        return w

    def _drop_unused(self) -> None:
        for kept in self._pool.values():
            for w in kept:
                w.hide()
                w.deleteLater()
        self._pool = {}

    def clear(self) -> None:
        self._view = None
        self.question = None
        self._clear()
        self._drop_unused()
        for spare in self._spares.values():     # the curtain: nothing of this person's kept
            spare.deleteLater()
        self._spares = {}
        self._set_heading("")
        self._set_prompt("")

    def _set_heading(self, text: str) -> None:
        self.heading.setText(text)
        self.heading.setVisible(bool(text))

    def _set_prompt(self, text: str) -> None:
        self.prompt.setText(text)
        self.prompt.setVisible(bool(text))      # no gap where nothing is asked in words

    def _button(self, text: str, action: dict | None, *, wrap: bool = True, tip: str = "",
                compact: bool = False) -> QPushButton:
        if action is None:              # not an answer (Cancel): its own button, never kept
            b = QPushButton(self.buttons_box)
            self._fresh.append(b)
            self._dress(b, text, wrap=wrap, tip=tip)
            return b
        b = self._reused("compact" if compact else "answer", lambda: self._answer_button(compact))
        self._dress(b, text, wrap=wrap, tip=tip)
        b.setObjectName(f"action_{action.get('kind', '')}")
        b.setProperty("action", action)
        b.answer = action               # what a click sends: the answer shown now, never an older one
        if not b.isEnabled():
            b.setEnabled(True)
        self._answer_buttons.append(b)
        return b

    def _answer_button(self, compact: bool) -> QPushButton:
        b = QPushButton(self.buttons_box)
        b.ensurePolished()
        if compact:
            b.setProperty("compact", True)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        b.clicked.connect(lambda _=False: self.chosen.emit(b.answer))
        b.installEventFilter(self)      # a click on it once it is spent says why nothing happens
        return b

    def _dress(self, b: QPushButton, text: str, *, wrap: bool, tip: str) -> None:
        """A button's words (wrapped to the column), its name for the keys and its tip."""
        b.ensurePolished()
        b.setProperty("label", text)
        b.setAccessibleName(text)
        shown = button_lines(b, text, BUTTON_TEXT_WIDTH) if wrap else text
        if b.text() != shown:
            b.setText(shown)
        if b.toolTip() != tip:
            b.setToolTip(tip)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def _label(self, kind: str, text: str) -> QLabel:
        """A small heading ("subheading") or a card's name over its buttons ("cardname")."""
        label = self._reused(kind, lambda: self._new_label(kind))
        if label.text() != text:
            label.setText(text)
        return label

    def _new_label(self, kind: str) -> QLabel:
        label = QLabel(self.buttons_box)
        label.setObjectName(kind)
        label.setWordWrap(kind == "cardname")
        return label

    def _small_heading(self, text: str) -> None:
        self.buttons.addWidget(self._label("subheading", text))

    def show_view(self, view: dict, seat: int | None) -> None:
        q = self.questions
        actions = list(view.get("actions", [])) if seat is not None else []
        heading, prompt = q.heading(view, seat, actions), q.prompt(view, seat, actions)
        asked = json.dumps([heading, prompt, actions, current_language()], sort_keys=True, default=str)
        self._view, self._seat = view, seat
        if asked == self._asked:
            self.reason.hide()
            return
        decision = q.decision(view, seat) if hasattr(q, "decision") and actions else None
        shown = [b.answer for b in self._answer_buttons]
        if decision is not None and decision == self._decision and all(a in shown for a in actions):
            # the same decision with fewer answers: nothing moves under the pointer
            self._spend([b for b in self._answer_buttons if b.answer not in actions])
            self._keep_height(self.heading)
            self._keep_height(self.prompt)
            self._set_heading(heading)
            self._set_prompt(prompt)
            self.reason.hide()
            self._asked = asked
            return
        self._clear()
        self._set_heading(heading)
        self._set_prompt(prompt)
        for widget in q.beside(view, actions):
            self.extra.addWidget(widget)
        blocks = q.answers(view, actions)
        for block in blocks:
            if block.heading:
                self._small_heading(block.heading)
            if block.group is not None:
                self._grouped(block)
            else:
                for a in block.actions:
                    self.buttons.addWidget(self._button(q.label(a, view), a,
                                                        tip=q.tip(a, view) if block.tips else ""))
        self._drop_unused()
        self._fit_buttons(any(block.actions for block in blocks))
        self._asked = asked
        self._decision = decision

    def _spend(self, spent: list[QPushButton]) -> None:
        """Take these answers out of use where they stand. The keys stay where the person was:
        on the next answer still offered, not wherever Qt's focus chain leads (the last
        button, "Decline")."""
        focused = next((b for b in spent if b.hasFocus()), None)
        if focused is not None:
            live = [b for b in self._answer_buttons if b not in spent]
            at = self._answer_buttons.index(focused)
            after = [b for b in live if self._answer_buttons.index(b) > at]
            before = [b for b in live if self._answer_buttons.index(b) < at]
            alike = [b for b in after + before[::-1] if b.objectName() == focused.objectName()]
            if alike:
                alike[0].setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.setFocus(Qt.FocusReason.OtherFocusReason)
        for b in self._answer_buttons:
            b.setEnabled(b not in spent)

    def _keep_height(self, label: QLabel) -> None:
        """While one decision lasts its words never take less room than now: a question that
        wraps onto one line fewer would move every button up under the pointer (and back)."""
        if label.isVisibleTo(self):
            label.setMinimumHeight(max(label.minimumHeight(), label.height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and watched is self.buttons_box:
            if self.widget is not None and self.scroll.isVisibleTo(self):
                self._cap()
            return False
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(watched, QPushButton)
                and watched in self._answer_buttons and not watched.isEnabled()):
            self.show_reason(tr("DecisionArea", "“{answer}” is no longer offered: it has been used already.")
                             .format(answer=watched.accessibleName()))
        return False

    def _grouped(self, block: Answers) -> None:
        by_group: dict[str, list[dict]] = {}
        for a in block.actions:
            by_group.setdefault(block.group(a), []).append(a)
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(4)
        # The group's name on a line of its own, its buttons below, two to a line when there
        # are more than two: short labels are still long in Russian («Уклонение», «Движение»).
        row = 0
        for name, acts in by_group.items():
            grid.addWidget(self._label("cardname", name), row, 0, 1, 2)
            row += 1
            per_line = 2 if len(acts) > 2 else len(acts)
            for i, a in enumerate(acts):
                full = self.questions.label(a, self._view)
                b = self._button(block.short(a) if block.short else full, a, wrap=False, tip=full, compact=True)
                b.setAccessibleName(full)
                if per_line == 1:
                    grid.addWidget(b, row, 0, 1, 2)
                else:
                    grid.addWidget(b, row + i // per_line, i % per_line)
            row += (len(acts) + per_line - 1) // per_line
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        self.buttons.addLayout(grid)

    # -- a typed question --------------------------------------------------------------------

    def ask(self, question: dict | None) -> None:
        """Show this question (a question view; its `shape` only when the person may answer)."""
        shape = None if question is None else question.get("shape")
        same = self.widget is not None and question == self.question
        self.question = question
        if same:
            self.widget.refused()          # the same decision: its controls stay where they were
            return
        prompt = "" if question is None else self.naming.prompt(question)
        if shape is not None and self.widget is not None and self._reshaped(self.widget, shape):
            # the next decision of the same shape: the same controls answer it, only the words
            # that changed are set again, and the column is laid out only if its size changed
            self.reason.clear()
            self._set_heading("")
            self._set_prompt(prompt)
            # as tall as its buttons now (more or fewer of them): measured again at once, so a
            # click that follows finds each button where it is drawn
            self.widget.layout().activate()
            self.widget.updateGeometry()
            self._fit_buttons(True)
            return
        self._clear()
        self._drop_unused()
        self.reason.clear()
        self.reason.show()                 # its line kept, so a refusal moves no control
        self._set_heading("")
        self._set_prompt(prompt)
        if shape is None:
            self.scroll.hide()
            return
        spare = self._spares.pop(shape["shape"], None)
        if spare is not None and self._reshaped(spare, shape):
            self.widget = spare
            self.widget.retranslate()      # the language may have changed while it was put by
            self.buttons.addWidget(self.widget)
        else:
            if spare is not None:
                spare.deleteLater()
            self.widget = widget_for(shape, self.naming)
            self.widget.chosen.connect(self.chosen)
            # in the scrolling column, so that many answers scroll rather than squeeze the log
            self.buttons.addWidget(self.widget)
            self.widget.retranslate()      # worded again in the lettering of the column it is in now
        self._fresh.append(self.widget)
        self._fit_buttons(True)

    def _reshaped(self, widget: DecisionWidget, shape: dict) -> bool:
        """Whether `widget` asks `shape` now, in place (a widget of that shape that can)."""
        return widget.shape.get("shape") == shape.get("shape") and widget.reshape(shape)

    def _stash(self, widget: DecisionWidget) -> None:
        """Put a typed question's widget by, out of sight and use, for the next decision of its
        shape (while someone else is asked); one of each shape is kept."""
        widget.hide()
        name = widget.shape.get("shape")
        if type(widget).reshape is DecisionWidget.reshape or name is None:
            widget.deleteLater()
            return
        widget.setEnabled(False)           # its keys answer nothing while it is put by
        old = self._spares.get(name)
        if old is not None and old is not widget:
            old.deleteLater()
        self._spares[name] = widget

    def retranslate(self) -> None:
        if self.question is not None:
            self._set_prompt(self.naming.prompt(self.question))
        if self.widget is not None:
            self.widget.retranslate()

    def option_words(self, option: dict) -> str:
        """An option in the game's words, as its button would say it (a hint names it so)."""
        if self.questions is None:
            return self.naming.option(option)
        return self.questions.label(option, self._view)

    def answer_button(self, option: dict) -> QPushButton | None:
        """The button that answers `option` now, if one does (a hint rings it)."""
        for b in self._answer_buttons:
            if getattr(b, "answer", None) == option:
                return b
        finder = getattr(self.widget, "button_for", None)
        if finder is not None:
            try:
                return finder(option)
            except ValueError:
                return None
        return None

    # -- one gesture, several actions -------------------------------------------------------

    def ask_which(self, options: list[dict], heading: str | None = None) -> None:
        """Several actions fit one gesture, or one that cannot be taken back wants confirming
        (`heading` then says so): let the person pick, or cancel."""
        self._clear()
        if self.questions is None:          # a table drawn from data: its naming words each option
            several = tr("DecisionArea", "This move can be made in more than one way. Which one?")
            label = self.naming.option
        else:
            several = self.questions.several_ways()
            label = lambda a: self.questions.label(a, self._view)   # noqa: E731
        self._set_heading(several if heading is None else heading)
        self._set_prompt("")
        for a in options:
            self.buttons.addWidget(self._button(label(a), a))
        cancel = self._button(tr("DecisionArea", "Cancel"), None)
        cancel.setObjectName("cancel")
        self.buttons.addWidget(cancel)
        cancel.clicked.connect(self._cancel)
        self._drop_unused()
        self._fit_buttons(True)

    def _cancel(self) -> None:
        if self.questions is None and self.question is not None:
            question, self.question = self.question, None
            self.ask(question)              # the question asked again, whole
        elif self._view is not None:
            self.show_view(self._view, self._seat)
        self.cancelled.emit()

    def _fit_buttons(self, any_buttons: bool) -> None:
        """As tall as the buttons need, up to the game's limit; beyond it they scroll."""
        self.scroll.setVisible(any_buttons)
        if any_buttons:
            for child in self._fresh:       # a widget new to a shown parent is shown only later
                child.show()
            self._fresh = []
            self.buttons.invalidate()
            self._cap()

    def set_room(self, height: int) -> None:
        """The height the whole area may take in its column; the buttons scroll within it."""
        self._room = height
        if self.steady:
            # at least this tall, whatever is asked: the log under it keeps its place and size
            # (a taller question still takes what it needs, up to the room)
            floor = max(0, int(height * self.steady))
            if floor != self.minimumHeight():
                self.setMinimumHeight(floor)
        if self.scroll.isVisibleTo(self):
            self._cap()

    def _cap(self) -> None:
        need = self.buttons.sizeHint().height() + 4
        width = self.scroll.width()
        if self.buttons.hasHeightForWidth() and width > 0:
            # wrapped words (a warning under a counter) are as tall as the column is narrow
            need = max(need, self.buttons.totalHeightForWidth(width) + 4)
        limit = self.questions.max_height if self.questions is not None else need
        if self._room is not None:
            # what the heading, the prompt, the reason and the margins take is not the buttons'
            margins = self.box.contentsMargins()
            others = margins.top() + margins.bottom() + 4 * max(6, self.box.spacing()) + sum(
                w.sizeHint().height() for w in (self.heading, self.prompt, self.reason) if not w.isHidden())
            limit = min(limit, max(80, self._room - others))
        self.scroll.setFixedHeight(min(need, limit))

    def show_reason(self, reason: str) -> None:
        """Why the last try was refused (or a hint), under the question; a typed question's
        controls are given back."""
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason) or self.question is not None)
        if self.widget is not None:
            self.widget.refused()
