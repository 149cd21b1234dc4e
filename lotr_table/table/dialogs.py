"""The questions and warnings the program puts to the player in a dialog of its own."""

from __future__ import annotations

from pathlib import Path

from typing import TYPE_CHECKING

from lotr_table.engine import folders
from lotr_table.table.i18n import tr

# Qt's dialog classes are imported by the functions that show them: the window imports this
# module at start, and each Qt class a program first touches costs it the class's Python type.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog, QWidget


def _save_filter() -> str:
    return tr("Dialogs", "LOTR Table saves (*{suffix})").format(suffix=folders.SAVE_SUFFIX)


def file_dialog(parent: QWidget | None, title: str, where: str, *, save: bool) -> QFileDialog:
    """Open's or Save's dialog, wide enough that a save's name and its date read whole. Where
    Qt draws the dialog itself (no native one), its name column gets the room: by default it
    is cut to a few letters ("pla…ent")."""
    from PySide6.QtWidgets import QFileDialog, QTreeView
    dialog = QFileDialog(parent, title, where, _save_filter())
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
    dialog.resize(960, 600)
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is not None:
        tree.header().resizeSection(0, 420)
        tree.header().setMinimumSectionSize(120)
    return dialog


def _chosen(dialog: QFileDialog) -> str:
    return dialog.selectedFiles()[0] if dialog.exec() and dialog.selectedFiles() else ""


def choose_save_to_open(parent: QWidget) -> Path | None:
    chosen = _chosen(file_dialog(parent, tr("Dialogs", "Open a saved game"), str(folders.saves_dir_or_home()),
                                 save=False))
    return Path(chosen) if chosen else None


def choose_where_to_save(parent: QWidget, suggested: Path) -> Path | None:
    chosen = _chosen(file_dialog(parent, tr("Dialogs", "Save the game"), str(suggested), save=True))
    if not chosen:
        return None
    path = Path(chosen)
    # Some platforms' dialogs do not add the suffix; without it Open would not list the file.
    return path if path.suffix == folders.SAVE_SUFFIX else path.with_name(path.name + folders.SAVE_SUFFIX)


def warn(parent: QWidget, title: str, text: str, details: str | None = None) -> None:
    """A warning; `details` (a technical reason, in English) behind the box's details button."""
    from PySide6.QtWidgets import QMessageBox
    if details is None:
        QMessageBox.warning(parent, title, text)
        return
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setDetailedText(details)
    box.exec()


def ask_resume(parent: QWidget, game_title: str) -> bool | None:
    """After a crash: resume the unfinished game (True) or discard it (False)? None when the
    player closes the question unanswered: the game then stays for the lobby's Continue."""
    from PySide6.QtWidgets import QMessageBox
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("Dialogs", "Unfinished game"))
    box.setText(tr("Dialogs", "LOTR Table did not close properly last time. "
                              "An unfinished game of {game} was saved.").format(game=game_title))
    box.setInformativeText(tr("Dialogs", "Resume it, or discard it?"))
    resume = box.addButton(tr("Dialogs", "Resume"), QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton(tr("Dialogs", "Discard"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(resume)
    box.exec()
    clicked = box.clickedButton()
    return True if clicked is resume else False if clicked is discard else None


def ask_leave_game(parent: QWidget, game_title: str, replaces: bool) -> bool:
    """A new game while one is in play: go on (True) or stay with the game (False)?
    `replaces`: the new game is of the same kind, so it takes the place of the game's autosave."""
    from PySide6.QtWidgets import QMessageBox
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("Dialogs", "A game is in play"))
    box.setText(tr("Dialogs", "A game of {game} is in play.").format(game=game_title))
    if replaces:
        box.setInformativeText(tr("Dialogs", "One unfinished game of each kind is kept: the new game takes its "
                                             "place, and the game in play is lost unless you have saved it."))
    else:
        box.setInformativeText(tr("Dialogs", "It stays among the unfinished games in the lobby, to be continued."))
    start = box.addButton(tr("Dialogs", "Start the new game"), QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(tr("Dialogs", "Back to the game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.exec()
    return box.clickedButton() is start
