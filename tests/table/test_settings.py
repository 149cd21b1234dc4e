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


def test_a_long_recent_list_is_read_and_kept_only_as_far_as_the_lobby_shows(qtbot, data_dir, tmp_path, monkeypatch):
    # Issue 27: 100,000 recent entries made the first frame wait 12 s, and were written back whole.
    from lotr_table.table import saved_games
    data_dir.mkdir(parents=True, exist_ok=True)
    entries = [f"{tmp_path}/{n}.lotrsave" for n in range(100_000)]
    stored.path().write_text(json.dumps({"language": "uk", "recent": entries}), encoding="utf-8")
    looked_at = []
    real_read = saved_games.read
    monkeypatch.setattr(saved_games, "read", lambda entry: looked_at.append(entry) or real_read(entry))

    remembered = stored.load()
    assert remembered.language == "uk" and remembered.recent == entries[:stored.MAX_RECENT]
    window = MainWindow(remembered)
    qtbot.addWidget(window)
    assert window.lobby.recent_list.count() == stored.MAX_RECENT
    assert set(looked_at) <= set(entries[:stored.MAX_RECENT])
    assert stored.save(remembered)
    assert json.loads(stored.path().read_text(encoding="utf-8"))["recent"] == entries[:stored.MAX_RECENT]
