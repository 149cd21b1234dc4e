"""A game's log as the seat at the screen may read it (view["log"]), newest at the bottom: the
list both tables show in their side column. Each game says how an entry reads in the current
language (the `line` given to show_log)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem


class LogList(QListWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._shown: list[tuple] = []

    @staticmethod
    def _key(entry: dict) -> tuple:
        args = entry.get("args") or {}
        items = args.items() if isinstance(args, dict) else args
        return entry.get("template", ""), tuple(sorted((str(k), str(v)) for k, v in items))

    def show_log(self, log: list[dict], line: Callable[[dict], str], *, again: bool = False) -> None:
        """Show the entries, each as `line` reads it; when the old ones are a prefix of the new,
        only append (again: write them all anew, e.g. in another language)."""
        keys = [self._key(e) for e in log]
        if again or keys[:len(self._shown)] != self._shown:
            self.clear()
            self._shown = []
        new = log[len(self._shown):]
        for entry in new:
            self.addItem(QListWidgetItem(line(entry)))
        self._shown = keys
        if new:
            self.scrollToBottom()

    def clear_log(self) -> None:
        self.clear()
        self._shown = []
