"""A double-clicked save opens in the window: the desktop passes its path to `lotr-table`."""

from pathlib import Path

from lotr_table import cli


def test_a_save_path_alone_opens_the_table_with_it(monkeypatch):
    opened = []
    monkeypatch.setattr(cli, "_open_table", lambda save=None: opened.append(save) or 0)
    assert cli.main(["game.lotrsave"]) == 0
    assert opened == ["game.lotrsave"]


def test_a_file_open_event_opens_the_save(qapp, monkeypatch):
    from PySide6.QtGui import QFileOpenEvent
    from lotr_table.table.app import SaveFileOpener

    class Window:
        paths: list = []

        def open_path(self, path):
            self.paths.append(path)
            return True

    window = Window()
    opener = SaveFileOpener(window, qapp)
    event = QFileOpenEvent("/tmp/x.lotrsave")
    assert opener.eventFilter(qapp, event)
    assert window.paths == [Path("/tmp/x.lotrsave")]
