"""The Help menu's windows: a game's rules in the player's language, with pictures the game's own
table draws (a position seen through a seat's eyes, rendered once into an image), and the
keyboard shortcuts.

A game's table package offers `rules_text(language) -> html` and `rules_pictures() -> {name:
(view, seat)}`; the text shows a picture as `<img src="picture:name">`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from lotr_table.table import games, i18n
from lotr_table.table.i18n import tr

PICTURE_WIDTH = 560
_drawn: dict[tuple[str, str, str], QImage] = {}     # (game, picture, language): painted once


def has_rules(game_id: str) -> bool:
    return games.is_available(game_id) and hasattr(games.table(game_id), "rules_text")


def draw_picture(game_id: str, name: str, view: dict, seat: int | None) -> QImage:
    """The game's table drawing `view` as that seat sees it: its scene rendered into an image."""
    key = (game_id, name, i18n.current_language())
    if key not in _drawn:
        panel = games.table(game_id).make_panel(None)
        try:
            panel.resize(1400, 900)
            panel.show_view(view, seat)
            scene = panel.scene
            source = scene.itemsBoundingRect().adjusted(-8, -8, 8, 8)
            height = max(1, round(PICTURE_WIDTH * source.height() / max(1.0, source.width())))
            image = QImage(PICTURE_WIDTH, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            scene.render(painter, QRectF(0, 0, PICTURE_WIDTH, height), source)
            painter.end()
        finally:
            panel.deleteLater()
        _drawn[key] = image
    return _drawn[key]


class RulesWindow(QDialog):
    """One game's rules, in the current language."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName("rules")
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addLayout(_close_row(self))
        self.resize(720, 760)
        self.retranslate()

    def retranslate(self) -> None:
        self.close_button.setText(tr("Help", "Close"))
        table = games.table(self.game_id)
        self.setWindowTitle(tr("Help", "Rules: {game}").format(game=games.title(self.game_id)))
        document = self.browser.document()
        for name, (view, seat) in table.rules_pictures().items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"picture:{name}"),
                                 draw_picture(self.game_id, name, view, seat))
        self.browser.setHtml(table.rules_text(i18n.current_language()))

    def pictures(self) -> list[str]:
        """The pictures the text shows, by name (for tests)."""
        html = self.browser.toHtml()
        return [part.split('"', 1)[0] for part in html.split('src="picture:')[1:]]


def _close_row(window: QDialog) -> QHBoxLayout:
    close = QPushButton(tr("Help", "Close"), window)
    close.setObjectName("close")
    close.clicked.connect(window.reject)
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(close)
    window.close_button = close
    return row


def shortcuts() -> list[tuple[str, str]]:
    """Every key the table answers, and what it does."""
    return [
        ("Ctrl+N", tr("Help", "New game (the lobby)")),
        ("Ctrl+O", tr("Help", "Open a saved game")),
        ("Ctrl+S / Ctrl+Shift+S", tr("Help", "Save / save as")),
        ("Ctrl+Z", tr("Help", "Take back your last action (not past something revealed)")),
        ("Ctrl+0", tr("Help", "Fit the board to the window")),
        ("+ / \u2212, " + tr("Help", "mouse wheel"), tr("Help", "Zoom in and out, about the pointer")),
        (tr("Help", "Drag the empty table"), tr("Help", "Move the board about")),
        (tr("Help", "Rest the pointer on a piece"), tr("Help", "See it large, with its whole text")),
        (tr("Help", "Arrows"), tr("Help", "Pick a piece or card to act with")),
        ("Enter", tr("Help", "Take the picked piece, or play the picked card")),
        ("1\u20139", tr("Help", "Choose a lit target by its number")),
        (tr("Help", "Space"), tr("Help", "Show the picked piece or card large")),
        ("Esc", tr("Help", "Put the piece down again")),
        ("Ctrl+\u2190 / Ctrl+\u2192", tr("Help", "In a review: one action back or on")),
        ("Ctrl+Home / Ctrl+End", tr("Help", "In a review: to the start or the end")),
        ("Ctrl+Space", tr("Help", "Skip the computer's moves to where a person acts")),
        ("F11", tr("Help", "Full screen")),
        ("Ctrl+Q", tr("Help", "Quit (the game is kept)")),
    ]


class ShortcutsWindow(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts")
        self.browser = QTextBrowser(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addLayout(_close_row(self))
        self.resize(600, 560)
        self.retranslate()

    def retranslate(self) -> None:
        self.close_button.setText(tr("Help", "Close"))
        self.setWindowTitle(tr("Help", "Keyboard shortcuts"))
        rows = "".join(f"<tr><td style='padding:3px 14px 3px 0'><b>{keys}</b></td><td>{what}</td></tr>"
                       for keys, what in shortcuts())
        self.browser.setHtml(f"<h2>{tr('Help', 'Keyboard shortcuts')}</h2><table>{rows}</table>")
