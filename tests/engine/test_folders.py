"""The data folder when it is damaged: a dangling link or a file where a folder should be, a
data folder that is a file, read-only or cannot be created, temporary files left by a killed
write. Nothing raises past the folder module's own FolderProblem/SaveError, and each
problem is one sentence naming the folder."""

import os
import time

import pytest

from lotr_table.engine import folders
from lotr_table.engine.saves import SaveError
from lotr_table.engine.session import Session, discard_autosave, find_autosaves, resume_autosave
from tests import without_write_rights
from tests.engine.toy_game import SCRIPT, SEED


def test_a_dangling_link_in_the_autosave_folder_is_passed_over(toy, data_dir):
    session = Session(toy, toy.Options(), SEED)
    session.autosave()
    (data_dir / "autosave" / "gone.lotrsave").symlink_to(data_dir / "nowhere.lotrsave")
    (data_dir / "autosave" / "folder.lotrsave").mkdir()
    assert find_autosaves() == ["toy"]
    with pytest.raises(SaveError, match="there is no autosave for 'gone'"):
        resume_autosave("gone")


def test_an_autosave_file_in_place_of_the_folder(toy, data_dir):
    data_dir.mkdir()
    (data_dir / "autosave").write_text("not a folder")
    assert find_autosaves() == []
    expected = f"the folder {data_dir / 'autosave'} is a file, not a folder"
    assert folders.check() == expected
    with pytest.raises(SaveError) as caught:
        Session(toy, toy.Options(), SEED).autosave()
    assert caught.value.message == expected
    with pytest.raises(SaveError, match="is a file, not a folder"):
        discard_autosave("toy")


def test_a_data_folder_that_is_a_file(tmp_path, monkeypatch):
    target = tmp_path / "data"
    target.write_text("a file")
    monkeypatch.setenv(folders.ROOT_VARIABLE, str(target))
    assert folders.check() == f"the data folder {target} (from LOTR_TABLE_DATA_DIR) is a file, not a folder"
    assert find_autosaves() == []


def test_a_sound_data_folder_has_no_problem(data_dir):
    assert folders.check() is None


def test_stale_temporary_files_are_removed_and_fresh_ones_kept(data_dir):
    (data_dir / "autosave").mkdir(parents=True)
    stale = data_dir / "autosave" / ".toy.lotrsave.k2j3.tmp"
    fresh = data_dir / "autosave" / ".toy.lotrsave.x9y8.tmp"
    stale_settings = data_dir / ".settings.json.abcd.tmp"
    save = data_dir / "autosave" / "toy.lotrsave"
    for path in (stale, fresh, stale_settings, save):
        path.write_text("{")
    old = time.time() - folders.STALE_SECONDS - 5
    for path in (stale, stale_settings, save):
        os.utime(path, (old, old))
    assert sorted(folders.clean_stale_temps()) == sorted([stale, stale_settings])
    assert sorted(p.name for p in (data_dir / "autosave").iterdir()) == sorted([fresh.name, save.name])


def test_a_file_is_flushed_and_then_its_folder(tmp_path, monkeypatch):
    synced = []
    real = os.fsync

    def fsync(fd):
        synced.append(os.path.realpath(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd") else fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    folders.write_atomically(tmp_path / "x.json", b"{}")
    assert len(synced) == 2
    if isinstance(synced[1], str):
        assert synced[1] == str(tmp_path.resolve())
    assert (tmp_path / "x.json").read_bytes() == b"{}"


# ---- read-only folders, with root's override dropped -----------------------------------

read_only = pytest.mark.skipif(without_write_rights.unavailable() is not None,
                               reason=str(without_write_rights.unavailable()))

PLAY = """
import json
from lotr_table.engine import folders, registry
from lotr_table.engine.saves import SaveError
from lotr_table.engine.session import Session, discard_autosave, find_autosaves, resume_autosave
from lotr_table.table import settings
from tests.engine import toy_game
registry._KNOWN["toy"] = "tests.engine.toy_game"
out = {"check": folders.check(), "autosaves": find_autosaves(), "settings_saved": settings.save(settings.Settings())}
session = Session(toy_game.GAME, toy_game.GAME.Options(), toy_game.SEED)
for seat, action in toy_game.SCRIPT:
    session.apply(seat, action)
for name, attempt in (("autosave", session.autosave), ("discard", lambda: discard_autosave("toy"))):
    try:
        attempt()
        out[name] = None
    except SaveError as error:
        out[name] = error.message
print(json.dumps(out))
"""


@read_only
def test_a_read_only_data_folder_is_named_and_nothing_raises_past_it(toy, data_dir):
    Session(toy, toy.Options(), SEED).autosave()          # an autosave left from before
    os.chmod(data_dir / "autosave", 0o555)
    os.chmod(data_dir, 0o555)
    try:
        out = without_write_rights.run(PLAY, {folders.ROOT_VARIABLE: str(data_dir)})
    finally:
        os.chmod(data_dir, 0o755)
        os.chmod(data_dir / "autosave", 0o755)
    assert out["check"] == f"the folder {data_dir / 'saves'} cannot be created: Permission denied"
    assert out["autosaves"] == ["toy"]
    assert out["settings_saved"] is False
    assert out["autosave"] == f"cannot write {data_dir / 'autosave' / 'toy.lotrsave'}: Permission denied"
    assert out["discard"] == "cannot remove the autosave of 'toy': Permission denied"
    assert [p.name for p in (data_dir / "autosave").iterdir()] == ["toy.lotrsave"]   # and no temp file


@read_only
def test_a_missing_data_folder_under_a_read_only_parent(tmp_path):
    parent = tmp_path / "locked"
    parent.mkdir()
    os.chmod(parent, 0o555)
    try:
        out = without_write_rights.run(PLAY, {folders.ROOT_VARIABLE: str(parent / "data")})
    finally:
        os.chmod(parent, 0o755)
    expected = f"the data folder {parent / 'data'} (from LOTR_TABLE_DATA_DIR) cannot be created: Permission denied"
    assert out["check"] == expected
    assert out["autosave"] == out["discard"] == expected
    assert out["autosaves"] == [] and out["settings_saved"] is False
    assert not (parent / "data").exists()



def test_file_dialogs_open_in_the_home_folder_when_the_saves_folder_cannot_be_used(data_dir):
    assert folders.saves_dir_or_home() == data_dir / "saves"
    (data_dir / "saves").rmdir()
    (data_dir / "saves").write_text("a file")
    assert folders.saves_dir_or_home() == folders.Path.home()


@pytest.mark.parametrize("xdg, home", [("", "/home/someone"), ("/data/xdg", "/home/someone"),
                                       ("relative/xdg", "/home/someone"), ("", "relative-home")])
def test_the_data_folder_is_where_platformdirs_puts_it(monkeypatch, xdg, home):
    """Worked out without platformdirs on Linux (the start's imports), the same folder."""
    import platformdirs
    monkeypatch.setenv("XDG_DATA_HOME", xdg)
    monkeypatch.setenv("HOME", home)
    try:
        expected = platformdirs.user_data_path("lotr-table", appauthor=False)
    except RuntimeError:            # a home platformdirs cannot resolve: it is asked itself
        return
    assert folders._user_data_path() == expected
