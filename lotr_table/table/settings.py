"""What the program remembers between runs: language, recent saves, window geometry, who
sat where in the autosaved games, whether the first-run introduction was seen, and whether the last run ended cleanly (so that a crash,
and only a crash, brings the question "resume the game?" at start-up).

Stored as JSON in the data folder, written atomically. A damaged or hand-broken file is
ignored and the defaults are used: a settings file must never stop the program starting.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from lotr_table.engine import folders

FILE_NAME = "settings.json"
MAX_RECENT = 8
LANGUAGE_CODES = ("ru", "uk", "en")   # the keys of i18n.LANGUAGES, kept here so loading needs no Qt
PACES = ("slow", "normal", "fast", "instant")   # how fast the computer's moves follow each other


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")   # a newer version's extra keys are harmless

    language: str = "en"
    recent: list[str] = Field(default_factory=list)
    geometry: str = ""          # QMainWindow.saveGeometry(), base64
    clean_exit: bool = True     # False while the program runs; still False at start-up after a crash
    # Per game id: who sat at each seat (a person, or the computer's player spec) when the
    # game now autosaved began, since a save file does not say.
    autosave_seating: dict[str, dict[int, str]] = Field(default_factory=dict)
    seen_intro: bool = False    # the first-run introduction was dismissed: not shown again
    computer_pace: str = "normal"   # one of PACES

    @field_validator("computer_pace")
    @classmethod
    def _known_pace(cls, value: str) -> str:
        if value not in PACES:
            raise ValueError(f"unknown pace {value!r}")
        return value

    @field_validator("geometry")
    @classmethod
    def _base64(cls, value: str) -> str:
        # Anything else (a hand edit, another program's text) is forgotten, not fed to Qt.
        return value if re.fullmatch(r"[A-Za-z0-9+/]*={0,2}", value) else ""

    @field_validator("language")
    @classmethod
    def _known_language(cls, value: str) -> str:
        if value not in LANGUAGE_CODES:
            raise ValueError(f"unknown language {value!r}")
        return value

    def remember(self, path: Path | str) -> None:
        """Put a save at the top of the recent list."""
        entry = str(Path(path).resolve())
        self.recent = [entry] + [p for p in self.recent if p != entry][: MAX_RECENT - 1]

    def forget(self, path: Path | str) -> None:
        entry = str(Path(path).resolve())
        self.recent = [p for p in self.recent if p != entry]


def path() -> Path:
    """Raises folders.FolderProblem when the data folder cannot be used."""
    return folders.data_root() / FILE_NAME


def load() -> Settings:
    try:
        return Settings.model_validate_json(path().read_bytes())
    except (OSError, ValueError, ValidationError, folders.FolderProblem):
        return Settings()


def save(settings: Settings) -> bool:
    """Write atomically; returns False when the disk refused (the program carries on)."""
    data = json.dumps(settings.model_dump(mode="json"), ensure_ascii=False, indent=2).encode("utf-8")
    try:
        folders.write_atomically(path(), data)
    except (OSError, folders.FolderProblem):
        return False
    return True
