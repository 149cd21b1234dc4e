"""A game's log as the seat at the screen may read it (view["log"]), newest at the bottom: the
log both tables show in their side column, each entry in its own paragraph with a thin rule
under it. Each game says how an entry reads in the current language (the `line` given to
show_log).

It is a read-only text document rather than a list of items: a new entry is laid out on its
own, where a list lays out every line again, so appending costs the same at the hundredth
action as at the first. Long entries wrap, never elided. The log follows the newest entry
unless the person has scrolled up to read an older one; the entries of the turn being played
are marked (`mark_turn`); resting the pointer on an entry says which (`hovered`), so the table
can mark the pieces and places it names.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QTextBlockFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QTextEdit

PADDING = (4, 3)         # around an entry's words: sideways, up and down
MIN_LINES = 8            # the log shows at least this many one-line entries, on the smallest screen
TURN_TINT = QColor(255, 226, 150, 30)     # under the entries of the turn being played
HOVER_TINT = QColor(127, 195, 255, 55)    # under the entry the pointer rests on


class LogList(QTextEdit):
    hovered = Signal(int)    # the index of the entry under the pointer; -1 when none

    def __init__(self, rule: str = "#2e2218", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        # a long name without spaces breaks too, rather than run past the edge
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.viewport().unsetCursor()          # the arrow of the column, not a text cursor
        self.viewport().setMouseTracking(True)
        self.document().setDocumentMargin(0)
        self.rule = QColor(rule)
        self._entry = QTextBlockFormat()
        self._entry.setLeftMargin(PADDING[0])
        self._entry.setRightMargin(PADDING[0])
        self._entry.setTopMargin(PADDING[1])
        self._entry.setBottomMargin(PADDING[1] + 1)      # and the rule
        self._turn_entry = QTextBlockFormat(self._entry)  # an entry of the turn being played
        self._turn_entry.setBackground(TURN_TINT)
        self._shown: list[tuple] = []
        self._entries: list[dict] = []         # the entries shown, as the view gave them
        self._turn_from: int | None = None     # the first entry of the turn being played
        self._hover = -1
        self.following = True                  # at the newest entry; False once scrolled up
        bar = self.verticalScrollBar()
        # the document is laid out after the text goes in: follow when its height is known
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)
        self._fit_lines()

    @staticmethod
    def _key(entry: dict) -> tuple:
        args = entry.get("args") or {}
        items = args.items() if isinstance(args, dict) else args
        return entry.get("template", ""), tuple(sorted((str(k), str(v)) for k, v in items))

    def count(self) -> int:
        """How many entries are shown."""
        return len(self._shown)

    def entries(self) -> list[str]:
        """The entries as they read on screen."""
        if not self._shown:
            return []
        out, block = [], self.document().firstBlock()
        while block.isValid():
            out.append(block.text().replace("\u2028", "\n"))
            block = block.next()
        return out

    def marked(self) -> list[int]:
        """The entries marked as the turn being played."""
        if self._turn_from is None:
            return []
        return list(range(self._turn_from, len(self._shown)))

    def show_log(self, log: list[dict], line: Callable[[dict], str], *, again: bool = False,
                 turn_from: int | None = None) -> None:
        """Show the entries, each as `line` reads it; when the old ones are a prefix of the new,
        only append (again: write them all anew, e.g. in another language). `turn_from`: the
        first entry of the turn being played, marked to the end."""
        n = len(self._shown)
        if not again and len(log) >= n and log[:n] == self._entries:
            # the log shown goes on: only the new entries are read (a long game's log is not
            # gone through again at every redraw)
            keys = self._shown + [self._key(e) for e in log[n:]]
        else:
            keys = [self._key(e) for e in log]
            if again or keys[:n] != self._shown:
                self.clear_log()
        new = log[len(self._shown):]
        if new:
            cursor = QTextCursor(self.document())
            cursor.movePosition(QTextCursor.MoveOperation.End)
            # the new entries of the turn being played go in tinted already (formatting a
            # paragraph again lays it out again)
            start = len(self._shown)
            plain = len(new) if turn_from is None else max(0, min(len(new), turn_from - start))
            first = not self._shown
            for part, form in ((new[:plain], self._entry), (new[plain:], self._turn_entry)):
                if not part:
                    continue
                if first:
                    cursor.setBlockFormat(form)         # the document's first paragraph
                    first = False
                else:
                    cursor.insertBlock(form)
                # one paragraph per entry, all inserted at once (a line break inside an entry
                # stays inside its paragraph)
                cursor.insertText("\n".join(line(entry).replace("\n", "\u2028") for entry in part))
        self._shown = keys
        self._entries = list(log)
        self._mark_turn(turn_from if keys else None, fresh=len(keys) - len(new))
        if new and self.following:
            self.scroll_to_end()

    def scroll_to_end(self) -> None:
        self.following = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear_log(self) -> None:
        self.clear()
        self._shown = []
        self._entries = []
        self._turn_from = None
        self._hover = -1
        self.following = True

    # -- following the newest entry ----------------------------------------------------------

    def _range_changed(self, _low: int, high: int) -> None:
        if self.following:
            self.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        # the person scrolled up to read: stay there; back at the bottom: follow again
        self.following = value >= self.verticalScrollBar().maximum()

    def _fit_lines(self) -> None:
        """Tall enough for MIN_LINES one-line entries."""
        lines = self.fontMetrics().lineSpacing() + 2 * PADDING[1] + 1
        frame = 2 * self.frameWidth() + 10
        self.setMinimumHeight(MIN_LINES * lines + frame)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._fit_lines()

    # -- marks --------------------------------------------------------------------------------

    def _tint(self, index: int) -> QColor | None:
        if index == self._hover:
            return HOVER_TINT
        if self._turn_from is not None and index >= self._turn_from:
            return TURN_TINT
        return None

    def _paint_block(self, index: int) -> None:
        block = self.document().findBlockByNumber(index)
        if not block.isValid():
            return
        if not self._has_tint(block, self._tint(index)):
            QTextCursor(block).setBlockFormat(self._form(self._tint(index)))

    @staticmethod
    def _has_tint(block, tint: QColor | None) -> bool:
        now = block.blockFormat()
        has = now.hasProperty(QTextBlockFormat.Property.BackgroundBrush)
        return (tint is None and not has) or (tint is not None and has and now.background().color() == tint)

    def _form(self, tint: QColor | None) -> QTextBlockFormat:
        form = QTextBlockFormat(self._entry)
        if tint is not None:
            form.setBackground(tint)
        else:
            form.clearBackground()
        return form

    def _mark_turn(self, turn_from: int | None, fresh: int) -> None:
        """Mark the entries from `turn_from` on: the new entries, and those whose mark changed,
        are formatted again (never the whole log)."""
        old, self._turn_from = self._turn_from, turn_from
        count = len(self._shown)
        todo = set(range(fresh, count))
        if old != turn_from:
            a = count if old is None else old
            b = count if turn_from is None else turn_from
            todo |= set(range(min(a, b), min(max(a, b), count)))
        if not todo:
            return
        # one edit of the document for them all: it is laid out once, not once per entry (a
        # new turn takes the tint off every entry of the last one)
        # one edit of the document for them all, each run of entries that take the same tint
        # formatted at once: it is laid out once, not once per entry (a new turn takes the tint
        # off every entry of the last one)
        edit = QTextCursor(self.document())
        edit.beginEditBlock()
        try:
            run: list = []          # [first block, last block, tint]
            block = self.document().findBlockByNumber(min(todo))
            index = min(todo)
            last = max(todo)
            while block.isValid() and index <= last:
                tint = self._tint(index)
                if index in todo and not self._has_tint(block, tint):
                    if run and run[2] == tint and run[1].blockNumber() == index - 1:
                        run[1] = block
                    else:
                        self._format_run(run)
                        run = [block, block, tint]
                block = block.next()
                index += 1
            self._format_run(run)
        finally:
            edit.endEditBlock()

    def _format_run(self, run: list) -> None:
        if not run:
            return
        first, last, tint = run
        cursor = QTextCursor(first)
        cursor.setPosition(last.position(), QTextCursor.MoveMode.KeepAnchor)
        cursor.setBlockFormat(self._form(tint))

    def entry_at(self, pos) -> int:
        """The entry under a point of the viewport, or -1."""
        if not self._shown:
            return -1
        cursor = self.cursorForPosition(pos)
        block = cursor.block()
        rect = self.document().documentLayout().blockBoundingRect(block)
        y = pos.y() + self.verticalScrollBar().value()
        if not (rect.top() <= y <= rect.bottom()):
            return -1
        return block.blockNumber()

    def _set_hover(self, index: int) -> None:
        if index == self._hover:
            return
        old, self._hover = self._hover, index
        for i in (old, index):
            if i >= 0:
                self._paint_block(i)
        self.hovered.emit(index)

    def mouseMoveEvent(self, event) -> None:
        self._set_hover(self.entry_at(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self._set_hover(-1)
        super().leaveEvent(event)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._shown:
            return
        # the rule under each entry in sight
        layout = self.document().documentLayout()
        top = self.verticalScrollBar().value()
        height = self.viewport().height()
        p = QPainter(self.viewport())
        p.setPen(self.rule)
        block = self.cursorForPosition(self.viewport().rect().topLeft()).block()
        while block.isValid():
            y = layout.blockBoundingRect(block).bottom() - top - 0.5
            if y > height + 1:
                break
            p.drawLine(0, round(y), self.viewport().width(), round(y))
            block = block.next()
        p.end()
