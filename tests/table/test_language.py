"""The language switches while the program runs: every visible text at once, the game's
panel included, and the choice is remembered."""

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPushButton

from lotr_table.table import i18n
from lotr_table.table import settings as stored
from tests.table.helpers import start

TINY_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{locale}">
<context><name>Menu</name>
  <message><source>&amp;Game</source><translation>{game}</translation></message>
</context>
<context><name>Curtain</name>
  <message><source>Show my table</source><translation>{show}</translation></message>
</context>
</TS>
"""


@pytest.fixture
def tiny_catalogues(tmp_path, monkeypatch):
    """Catalogues of our own, so these tests do not wait on the real translations."""
    texts = {"ru": ("ru_RU", "&amp;Игра", "Показать мой стол"), "uk": ("uk_UA", "&amp;Гра", "Показати мій стіл")}
    for lang, (locale, game, show) in texts.items():
        (tmp_path / f"tiny_{lang}.ts").write_text(TINY_TS.format(locale=locale, game=game, show=show),
                                                  encoding="utf-8")
    monkeypatch.setattr(i18n, "ts_path", lambda lang: tmp_path / f"tiny_{lang}.ts")


def test_choosing_a_language_retranslates_everything_at_once(qtbot, window, tiny_catalogues):
    start(qtbot, window)
    panel = window.page.panel
    retranslated = panel.calls.count(("retranslate",))
    window.language_actions["ru"].trigger()
    assert window.game_menu.title() == "&Игра"                       # no event loop turn needed
    assert window.page.curtain.findChild(QPushButton, "show_my_table").text() \
        == "Показать мой стол"
    assert panel.calls.count(("retranslate",)) == retranslated + 1   # once, not once per event
    assert window.language_actions["ru"].isChecked() and not window.language_actions["en"].isChecked()
    assert stored.load().language == "ru"

    window.language_actions["en"].trigger()
    assert window.game_menu.title() == "&Game"
    assert stored.load().language == "en"


def test_a_language_set_elsewhere_reaches_the_window(qtbot, window, tiny_catalogues):
    assert i18n.set_language("uk")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Гра", timeout=3000)


def test_the_real_catalogues_translate_the_menus(qtbot, window):
    for lang in ("ru", "uk"):
        if not i18n.ts_path(lang).exists():
            pytest.skip(f"translations/{i18n.ts_path(lang).name} is not written yet")
    window.choose_language("ru")
    russian = window.game_menu.title()
    window.choose_language("uk")
    ukrainian = window.game_menu.title()
    assert len({"&Game", russian, ukrainian}) == 3


def test_a_missing_catalogue_is_said_and_the_texts_stay_english(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "ts_path", lambda lang: tmp_path / "none.ts")
    window.choose_language("uk")
    assert window.game_menu.title() == "&Game"
    assert window.statusBar().currentMessage() == \
        "No translation into Українська was found; the texts stay in English."


def _file_dialog_labels(qtbot, dialog) -> dict[str, str]:
    """The words Qt's own file dialog shows: its "Look in" and "File name" labels and its
    first column's heading."""
    from PySide6.QtWidgets import QLabel, QTreeView
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    tree = dialog.findChild(QTreeView, "treeView")
    heading = tree.model().headerData(0, Qt.Orientation.Horizontal) if tree is not None else ""
    return {"look_in": labels.get("lookInLabel", ""), "file_name": labels.get("fileNameLabel", ""),
            "file_type": labels.get("fileTypeLabel", ""), "heading": heading}


def test_qt_own_dialogs_speak_the_chosen_language_and_follow_a_switch(qtbot, english, tmp_path):
    """Save and Open use Qt's own file dialog: its words come from Qt's catalogue (qtbase_ru,
    qtbase_uk), loaded with ours and switched with ours."""
    from PySide6.QtWidgets import QTreeView

    from lotr_table.table import dialogs
    dialog = dialogs.file_dialog(None, "", str(tmp_path), save=True)
    qtbot.addWidget(dialog)
    # the name column has room for a save's name ("placement.lotrsave", not "pla…ent")
    assert dialog.findChild(QTreeView, "treeView").header().sectionSize(0) >= 400
    english_words = _file_dialog_labels(qtbot, dialog)
    assert english_words["look_in"] == "&Look in:" and english_words["file_name"] == "File &name:"
    try:
        for lang in ("ru", "uk"):
            assert i18n.qt_catalogue(lang) is not None
            i18n.set_language(lang)
            QCoreApplication.sendPostedEvents(dialog, QEvent.Type.LanguageChange)
            shown = _file_dialog_labels(qtbot, dialog)
            # Qt's catalogue has "File name" and the headings; ours adds what it lacks ("Look in")
            for key, english_text in english_words.items():
                assert shown[key] != english_text and any("\u0400" <= ch <= "\u04ff" for ch in shown[key])
    finally:
        i18n.set_language("en")
        QCoreApplication.sendPostedEvents(dialog, QEvent.Type.LanguageChange)
    assert _file_dialog_labels(qtbot, dialog)["look_in"] == "&Look in:"
    assert i18n.qt_catalogue("en") is None
