"""The game's log as this seat may read it (view["log"]), in the current language, newest at
the bottom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

from lotr_table.table.lotr_coop import words


class GameLog(QListWidget):
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

    def show_log(self, log: list[dict], view: dict | None = None, *, again: bool = False) -> None:
        """Show the entries; when the old ones are a prefix of the new, only append."""
        keys = [self._key(e) for e in log]
        if again or keys[:len(self._shown)] != self._shown:
            self.clear()
            self._shown = []
        new = log[len(self._shown):]
        for entry in new:
            self.addItem(QListWidgetItem(words.log_line(entry, view)))
        self._shown = keys
        if new:
            self.scrollToBottom()

    def clear_log(self) -> None:
        self.clear()
        self._shown = []
