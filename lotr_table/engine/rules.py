"""Which rules a game is played under: the version a game declares (`rules_version`, raised
whenever a change of its code makes a recorded game play differently) and a hash of its
data files (games/<id>/data/*.json). A save records both, so a save made under other rules
is replayed and checked rather than trusted."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from lotr_table.engine.game import Game

_known: dict[str, str] = {}
DATA_SUFFIXES = (".json", ".txt")


def data_sha256(game: Game) -> str:
    """The sha256 of the game's data files (*.json, and *.txt such as deck lists, in data/
    and its folders), by name order, line endings made "\\n" (a checkout on Windows must not
    count as other data)."""
    if game.id not in _known:
        digest = hashlib.sha256()
        folder = _data_folder(game)
        files = sorted((p.relative_to(folder).as_posix(), p) for p in folder.rglob("*") if p.suffix in DATA_SUFFIXES)
        for name, path in files:
            digest.update(name.encode("utf-8") + b"\0")
            digest.update(path.read_bytes().replace(b"\r\n", b"\n"))
            digest.update(b"\0")
        _known[game.id] = digest.hexdigest()
    return _known[game.id]


def _data_folder(game: Game) -> Path:
    module = sys.modules[type(game).__module__]
    return Path(module.__file__).resolve().parent / "data"
