"""Settings survive a restart; a damaged settings file never stops the program."""

import json

from lotr_table.table import settings as stored
from lotr_table.table.main_window import MainWindow


def test_settings_survive_a_restart(qtbot, window, tmp_path):
    window.choose_language("uk")
    for name in ("a", "b"):
        window.settings.remember(tmp_path / f"{name}.lotrsave")
    window.resize(701, 507)      # within the offscreen screen (800x600)
    window.close()

    remembered = stored.load()
    assert remembered.language == "uk" and remembered.clean_exit
    assert remembered.recent == [str((tmp_path / name).resolve()) for name in ("b.lotrsave", "a.lotrsave")]
    again = MainWindow(remembered)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (701, 507)
    assert again.language_actions["uk"].isChecked()
    assert again.lobby.recent_list.count() == 2
    assert again.lobby.recent_list.item(0).text().splitlines()[0] == "b.lotrsave"


def test_the_recent_list_keeps_the_eight_latest_without_repeats(tmp_path):
    kept = stored.Settings()
    for n in range(12):
        kept.remember(tmp_path / f"{n}.lotrsave")
    kept.remember(tmp_path / "9.lotrsave")
    names = [entry.rsplit("/", 1)[-1] for entry in kept.recent]
    assert names == ["9.lotrsave", "11.lotrsave", "10.lotrsave", "8.lotrsave", "7.lotrsave", "6.lotrsave",
                     "5.lotrsave", "4.lotrsave"]


def test_a_damaged_settings_file_gives_the_defaults(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    for damage in (b"{ not json", b"[1, 2]", json.dumps({"language": "tlh"}).encode(), b"\xff\xfe",
                   json.dumps({"recent": "not a list"}).encode()):
        stored.path().write_bytes(damage)
        assert stored.load() == stored.Settings()
    stored.path().unlink()
    assert stored.load() == stored.Settings()


def test_settings_are_written_whole(data_dir):
    kept = stored.Settings(language="ru", geometry="AAAA", clean_exit=False)
    assert stored.save(kept)
    assert stored.load() == kept
    assert [p.name for p in stored.path().parent.iterdir() if p.name.startswith(".settings")] == []
