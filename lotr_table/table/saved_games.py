"""What the lobby says of a saved game: which game, when it was saved, how far it had gone
(in the game's own words: its turn, its place) and who sat at each seat.

A save holds no position, only its actions, so it is read by replaying it (engine/saves.py);
what was read is kept for as long as the file's time and size stay the same, so the lobby's
lists cost a replay only when a file changes. Words are made when asked, in the language of
the moment.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale

from lotr_table.table import games, i18n
from lotr_table.table import seating as seats
from lotr_table.table.i18n import tr


@dataclass(frozen=True)
class Read:
    game_id: str
    saved_at: float           # the file's time, seconds since the epoch
    public: dict              # the public view where the game stands
    seating: dict | None      # seat -> who, as the save recorded it
    seat_list: tuple          # the game's seats


_read: dict[tuple[str, int, int], Read | None] = {}


def read(path: Path | str) -> Read | None:
    """The save at `path`, or None when it cannot be read (missing, damaged, another game)."""
    path = Path(path)
    try:
        stat = path.stat()
    except (OSError, ValueError):
        return None
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _read:
        from lotr_table.engine import saves     # with the first save read: a lobby with none needs none
        found = None
        with contextlib.suppress(saves.SaveError):
            saved = saves.load(path)
            game = saved.game
            found = Read(game.id, stat.st_mtime, game.view(saved.state, None), saved.seating,
                         tuple(game.seats(saved.options)))
        _read[key] = found
    return _read[key]


def when(read: Read) -> str:
    """The date and time it was saved, as the current language writes them."""
    locale = QLocale(i18n.current_language())
    return locale.toString(QDateTime.fromSecsSinceEpoch(int(read.saved_at)), QLocale.FormatType.ShortFormat)


def progress(read: Read) -> str:
    """How far the game had gone, in its own words ("Turn 12: Sauron moves", "Moria")."""
    if not games.is_available(read.game_id):
        return ""
    told = getattr(games.table(read.game_id), "progress", None)
    return told(read.public) if told is not None else ""


def players(read: Read) -> str:
    """Who sat at each seat: "Fellowship: person, Sauron: computer (normal)"."""
    if read.seating is None or not games.is_available(read.game_id):
        return ""
    name = getattr(games.table(read.game_id), "seat_name", None)
    parts = []
    for seat in read.seat_list:
        who = read.seating.get(seat, seats.PERSON)
        seat_name = name(read.public, seat) if name is not None else str(seat + 1)
        parts.append(tr("SavedGames", "{seat}: {who}").format(seat=seat_name, who=who_is(who)))
    return ", ".join(parts)


def who_is(who: str) -> str:
    if who.startswith("person:"):
        return tr("SavedGames", "person {n}").format(n=who.split(":", 1)[1])
    if seats.is_person(who):
        return tr("SavedGames", "person")
    levels = {"easy": tr("SavedGames", "computer (easy)"), "normal": tr("SavedGames", "computer (normal)"),
              "hard": tr("SavedGames", "computer (hard)")}
    return next((text for level, text in levels.items() if who == seats.computer(level)),
                tr("SavedGames", "computer"))


def details(read: Read) -> str:
    """One line: date · how far · who played."""
    return " · ".join(part for part in (when(read), progress(read), players(read)) if part)
