"""A game's log as the seat at the screen may read it (view["log"]), newest at the bottom: the
log both tables show in their side column, each entry in its own paragraph with a thin rule
under it. Each game says how an entry reads in the current language (the `line` given to
show_log).

It is a read-only text document rather than a list of items: a new entry is laid out on its
own, where a list lays out every line again, so appending costs the same at the hundredth
action as at the first.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QTextBlockFormat, QTextCursor
from PySide6.QtWidgets import QTextEdit

PADDING = (4, 3)         # around an entry's words: sideways, up and down


class LogList(QTextEdit):
    def __init__(self, rule: str = "#2e2218", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().unsetCursor()          # the arrow of the column, not a text cursor
        self.document().setDocumentMargin(0)
        self.rule = QColor(rule)
        self._entry = QTextBlockFormat()
        self._entry.setLeftMargin(PADDING[0])
        self._entry.setRightMargin(PADDING[0])
        self._entry.setTopMargin(PADDING[1])
        self._entry.setBottomMargin(PADDING[1] + 1)      # and the rule
        self._shown: list[tuple] = []

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

    def show_log(self, log: list[dict], line: Callable[[dict], str], *, again: bool = False) -> None:
        """Show the entries, each as `line` reads it; when the old ones are a prefix of the new,
        only append (again: write them all anew, e.g. in another language)."""
        keys = [self._key(e) for e in log]
        if again or keys[:len(self._shown)] != self._shown:
            self.clear_log()
        new = log[len(self._shown):]
        if new:
            cursor = QTextCursor(self.document())
            cursor.movePosition(QTextCursor.MoveOperation.End)
            if self._shown:
                cursor.insertBlock(self._entry)
            else:
                cursor.setBlockFormat(self._entry)         # the document's first paragraph
            # one paragraph per entry, all inserted at once (a line break inside an entry
            # stays inside its paragraph)
            cursor.insertText("\n".join(line(entry).replace("\n", "\u2028") for entry in new))
            self.scroll_to_end()
        self._shown = keys

    def scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear_log(self) -> None:
        self.clear()
        self._shown = []

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
