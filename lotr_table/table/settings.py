"""What the program remembers between runs: language, recent saves, window geometry, who
sat where in the autosaved games, whether the first-run introduction was seen, and whether the last run ended cleanly (so that a crash,
and only a crash, brings the question "resume the game?" at start-up).

Stored as JSON in the data folder, written atomically. A damaged or hand-broken file is
ignored and the defaults are used: a settings file must never stop the program starting.
"""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lotr_table.engine import folders

FILE_NAME = "settings.json"
MAX_RECENT = 8
LANGUAGE_CODES = ("ru", "uk", "en")   # the keys of i18n.LANGUAGES, kept here so loading needs no Qt
PACES = ("slow", "normal", "fast", "instant")   # how fast the computer's moves follow each other


@dataclass
class Settings:
    """Checked by hand (`from_json`), not by pydantic: the settings are read before the first
    frame, and pydantic alone would cost the start a fifth of its time and memory."""

    language: str = "en"
    recent: list[str] = field(default_factory=list)
    geometry: str = ""          # QMainWindow.saveGeometry(), base64
    clean_exit: bool = True     # False while the program runs; still False at start-up after a crash
    # Per game id: who sat at each seat (a person, or the computer's player spec) when the
    # game now autosaved began, since a save file does not say.
    autosave_seating: dict[str, dict[int, str]] = field(default_factory=dict)
    seen_intro: bool = False    # the first-run introduction was dismissed: not shown again
    computer_pace: str = "normal"   # one of PACES

    def __post_init__(self) -> None:
        if self.computer_pace not in PACES:
            raise ValueError(f"unknown pace {self.computer_pace!r}")
        if self.language not in LANGUAGE_CODES:
            raise ValueError(f"unknown language {self.language!r}")
        # Anything else (a hand edit, another program's text) is forgotten, not fed to Qt.
        if not re.fullmatch(r"[A-Za-z0-9+/]*={0,2}", self.geometry):
            self.geometry = ""

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """The settings a JSON document holds; ValueError when a value has the wrong shape.
        Keys this version does not know (a newer version's) are harmless and ignored."""
        if not isinstance(data, dict):
            raise ValueError("the settings are not a JSON object")
        given: dict[str, Any] = {}
        for name, check in _CHECKS.items():
            if name in data:
                given[name] = check(data[name])
        return cls(**given)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def remember(self, path: Path | str) -> None:
        """Put a save at the top of the recent list."""
        entry = str(Path(path).resolve())
        self.recent = [entry] + [p for p in self.recent if p != entry][: MAX_RECENT - 1]

    def forget(self, path: Path | str) -> None:
        entry = str(Path(path).resolve())
        self.recent = [p for p in self.recent if p != entry]


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected text, not {value!r}")
    return value


def _flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):     # as pydantic read them before
        return bool(value)
    raise ValueError(f"expected true or false, not {value!r}")


def _recent(value: Any) -> list[str]:
    # Only what the lobby shows is read: a list grown long by hand or by another program
    # (100,000 entries once made the first frame wait 12 s) is cut here, and so written back.
    if not isinstance(value, list):
        raise ValueError(f"expected a list, not {value!r:.80}")
    return [_text(item) for item in value[:MAX_RECENT]]


def _seat(key: Any) -> int:
    # JSON keys are text: "0" is seat 0.
    if isinstance(key, str) and re.fullmatch(r"[+-]?\d{1,9}", key.strip()):
        return int(key)
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    raise ValueError(f"expected a seat number, not {key!r}")


def _seatings(value: Any) -> dict[str, dict[int, str]]:
    if not isinstance(value, dict) or not all(isinstance(seating, dict) for seating in value.values()):
        raise ValueError(f"expected seatings by game, not {value!r}")
    return {_text(game): {_seat(seat): _text(who) for seat, who in seating.items()}
            for game, seating in value.items()}


_CHECKS = {"language": _text, "recent": _recent, "geometry": _text, "clean_exit": _flag,
           "autosave_seating": _seatings, "seen_intro": _flag, "computer_pace": _text}


def path() -> Path:
    """Raises folders.FolderProblem when the data folder cannot be used."""
    return folders.data_root() / FILE_NAME


def load() -> Settings:
    try:
        return Settings.from_json(json.loads(path().read_bytes()))
    except (OSError, ValueError, folders.FolderProblem):      # json's and UnicodeDecodeError are ValueErrors
        return Settings()


def save(settings: Settings) -> bool:
    """Write atomically; returns False when the disk refused (the program carries on)."""
    data = json.dumps(settings.to_json(), ensure_ascii=False, indent=2).encode("utf-8")
    try:
        folders.write_atomically(path(), data)
    except (OSError, folders.FolderProblem):
        return False
    return True
