"""Where saves and autosaves live on this machine, and how files there are written.

The platform's user data folder (platformdirs), with `saves/` and `autosave/` inside it.
LOTR_TABLE_DATA_DIR replaces that root, so tests and portable installs never touch the
user's real saves.

A folder that cannot be used (a file in its place, a read-only disk, a missing folder
under a read-only parent) raises FolderProblem with one sentence naming the folder: the
program then goes on without what it cannot write, and says so once.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path


SAVE_SUFFIX = ".lotrsave"
ROOT_VARIABLE = "LOTR_TABLE_DATA_DIR"
APP_FOLDER = "lotr-table"          # the data folder's name in the user's data folder
TEMP_SUFFIX = ".tmp"
# A temporary file older than this at start-up was left by a process killed mid-write;
# a younger one may belong to another copy of the program writing right now.
STALE_SECONDS = 60


class FolderProblem(Exception):
    """A data folder that cannot be used. `message` is an English sentence naming it."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def data_root() -> Path:
    override = os.environ.get(ROOT_VARIABLE)
    if override:
        return _folder(Path(override), f"the data folder {override} (from {ROOT_VARIABLE})")
    root = _user_data_path()
    return _folder(root, f"the data folder {root}")


def _user_data_path() -> Path:
    """platformdirs' user data folder for the program. On Linux it is worked out here, as
    platformdirs does it ($XDG_DATA_HOME, else ~/.local/share): importing platformdirs there
    brings tempfile, shutil and random, a tenth of the lobby's own imports. Elsewhere, or
    with a home folder platformdirs would have to look for, platformdirs says."""
    if sys.platform.startswith("linux"):
        xdg = os.environ.get("XDG_DATA_HOME", "")
        if os.path.isabs(xdg):
            return Path(xdg) / APP_FOLDER
        home = os.environ.get("HOME", "")
        if os.path.isabs(home):
            return Path(home) / ".local" / "share" / APP_FOLDER
    import platformdirs
    return platformdirs.user_data_path(APP_FOLDER, appauthor=False)


def saves_dir() -> Path:
    return _subfolder("saves")


def saves_dir_or_home() -> Path:
    """Where a file dialog opens: the saves folder, or the home folder when it cannot be used."""
    try:
        return saves_dir()
    except FolderProblem:
        return Path.home()


def autosave_dir() -> Path:
    return _subfolder("autosave")


def autosave_path(game_id: str) -> Path:
    # One autosave per game: starting a new game of the same kind replaces it.
    return autosave_dir() / f"{game_id}{SAVE_SUFFIX}"


DECK_SUFFIX = ".txt"


def decks_dir(game_id: str) -> Path:
    """Where the deck lists a person saved for `game_id` live (`decks/<game_id>/`), as the
    plain text lists the game reads (`4x 1C150`). The deck builder writes here; the lobby
    offers what it finds."""
    return _folder(_subfolder("decks") / game_id, f"the decks folder for {game_id}")


def saved_decks(game_id: str) -> list[Path]:
    """The saved deck lists of `game_id`, by name; none when the folder cannot be used."""
    try:
        folder = decks_dir(game_id)
    except FolderProblem:
        return []
    with contextlib.suppress(OSError):
        return sorted((entry for entry in folder.glob(f"*{DECK_SUFFIX}") if entry.is_file()),
                      key=lambda entry: entry.stem.casefold())
    return []


def find_autosaves() -> list[str]:
    """Game ids with an autosave left behind, the most recent first. Anything in the folder
    that is not a readable file (a dangling link, a folder) is passed over. Here rather than
    beside the loading of saves, so that the lobby lists them without the saves' machinery."""
    try:
        folder = autosave_dir()
    except FolderProblem:
        return []
    found: list[tuple[float, str]] = []
    with contextlib.suppress(OSError):
        for entry in folder.glob(f"*{SAVE_SUFFIX}"):
            with contextlib.suppress(OSError):
                if entry.is_file():
                    found.append((entry.stat().st_mtime, entry.stem))
    return [game_id for _, game_id in sorted(found, reverse=True)]


def _subfolder(name: str) -> Path:
    root = data_root()
    return _folder(root / name, f"the folder {root / name}")


def _folder(folder: Path, named: str) -> Path:
    if folder.exists() and not folder.is_dir():
        raise FolderProblem(f"{named} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise FolderProblem(f"{named} cannot be created: {error.strerror or error}") from None
    return folder


def check() -> str | None:
    """What is wrong with the data folder, in one sentence, or None when saves, autosaves and
    settings can be written. Called once at start-up."""
    try:
        wanted = (saves_dir(), autosave_dir())
    except FolderProblem as problem:
        return problem.message
    for folder in wanted:
        try:
            # A file of its own written and removed (tempfile would cost the start its import;
            # a probe left by a crash ends in .tmp and is cleared like any other).
            probe = folder / f".write-check.{os.getpid()}{TEMP_SUFFIX}"
            os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
            os.unlink(probe)
        except OSError as error:
            return f"the folder {folder} cannot be written: {error.strerror or error}"
    return None


# ---- writing files whole ---------------------------------------------------------------


def write_atomically(path: Path, data: bytes) -> None:
    """Replace `path` with `data`: a reader, or a crash at any moment, sees the old file or
    the new one, whole. The data and then the folder entry are flushed to the disk, so a
    power cut after this returns cannot bring the old file back. Raises OSError."""
    import tempfile
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    # The rename lives in the folder's own entry; Windows cannot open a folder for this.
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def clean_stale_temps(now: float | None = None) -> list[Path]:
    """Remove the temporary files write_atomically left behind when the program was killed
    mid-write (in the data folder, saves/ and autosave/). Returns those removed; a folder
    that cannot be read or written is passed over."""
    now = time.time() if now is None else now
    removed = []
    try:
        root = data_root()
    except FolderProblem:
        return removed
    for folder in (root, root / "saves", root / "autosave"):
        with contextlib.suppress(OSError):
            for entry in folder.iterdir():
                if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
                    continue
                with contextlib.suppress(OSError):
                    if entry.is_file() and not entry.is_symlink() and now - entry.stat().st_mtime > STALE_SECONDS:
                        entry.unlink()
                        removed.append(entry)
    return removed
