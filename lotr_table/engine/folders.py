"""Where saves and autosaves live on this machine.

The platform's user data folder (platformdirs), with `saves/` and `autosave/` inside it.
LOTR_TABLE_DATA_DIR replaces that root, so tests and portable installs never touch the
user's real saves.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

SAVE_SUFFIX = ".lotrsave"
ROOT_VARIABLE = "LOTR_TABLE_DATA_DIR"


def data_root() -> Path:
    override = os.environ.get(ROOT_VARIABLE)
    if override:
        root = Path(override)
        root.mkdir(parents=True, exist_ok=True)
        return root
    return platformdirs.user_data_path("lotr-table", appauthor=False, ensure_exists=True)


def saves_dir() -> Path:
    return _subfolder("saves")


def autosave_dir() -> Path:
    return _subfolder("autosave")


def autosave_path(game_id: str) -> Path:
    # One autosave per game: starting a new game of the same kind replaces it.
    return autosave_dir() / f"{game_id}{SAVE_SUFFIX}"


def _subfolder(name: str) -> Path:
    folder = data_root() / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder
