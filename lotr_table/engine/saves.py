"""Save files: (game, options, seed, actions), replayed through the rules on load.

A save is JSON with one action entry per line, so that a refusal can name the line a
person would open in an editor:

    {
      "format": "lotr-table-save",
      "schema": 1,
      "app_version": "0.1.0",
      "game": "confrontation",
      "options": {"variant": "classic"},
      "seed": 42,
      "actions": [
        {"seat": 0, "action": {"kind": "move", "hero": "frodo_c", "to": "eregion"}},
        {"seat": 1, "action": {"kind": "pass"}}
      ]
    }

Loading never trusts the file: the header is validated, the options go through the game's
own Options model, and every action is replayed through `apply`. The result is a complete
`SavedGame` or a `SaveError` whose message names the first bad line; never half a game.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from lotr_table import __version__
from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, IllegalAction, Seat

FORMAT = "lotr-table-save"
SCHEMA = 1

Entry = tuple[Seat, Action]


class SaveError(Exception):
    """A save that cannot be written or read. `message` is an English sentence for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class SavedGame:
    game: Game
    options: Any                    # an instance of game.Options
    seed: int
    actions: tuple[Entry, ...]
    states: tuple[Any, ...]         # states[0] is the setup; states[i] follows actions[i-1]
    app_version: str                # the version that wrote the file

    @property
    def state(self) -> Any:
        return self.states[-1]


# ---- writing ---------------------------------------------------------------------------


def dumps(game: Game, options: Any, seed: int, actions: Iterable[Entry]) -> str:
    header = {
        "format": FORMAT,
        "schema": SCHEMA,
        "app_version": __version__,
        "game": game.id,
        "options": options.model_dump(mode="json"),
        "seed": seed,
    }
    lines = ["{"]
    lines += [f"  {_compact(key)}: {_compact(value)}," for key, value in header.items()]
    entries = [f"    {_compact({'seat': seat, 'action': action.to_json()})}" for seat, action in actions]
    if entries:
        lines += ['  "actions": [', ",\n".join(entries), "  ]"]
    else:
        lines.append('  "actions": []')
    lines.append("}")
    return "\n".join(lines) + "\n"


def write(path: Path | str, game: Game, options: Any, seed: int, actions: Iterable[Entry]) -> Path:
    """Write a save atomically: a reader (or a crash) sees the old file or the new one, whole."""
    path = Path(path)
    data = dumps(game, options, seed, actions).encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
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
    except OSError as error:
        raise SaveError(f"cannot write {path}: {error.strerror or error}") from error
    return path


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


# ---- reading ---------------------------------------------------------------------------


class _HeaderV1(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["lotr-table-save"]
    schema_version: Literal[1] = Field(alias="schema")
    app_version: StrictStr
    game: StrictStr
    options: dict[str, Any]
    seed: StrictInt
    actions: list[Any]


class _EntryV1(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: StrictInt
    action: dict[str, Any]


def load(path: Path | str) -> SavedGame:
    """Read and replay a save file. Raises SaveError; never changes the file."""
    try:
        raw = Path(path).read_bytes()
    except OSError as error:
        raise SaveError(f"cannot read the file: {error.strerror or error}") from None
    try:
        text = raw.decode("utf-8-sig")        # a BOM from a Windows editor is harmless
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise SaveError(f"line {line}: this is not UTF-8 text, so not a LOTR Table save") from None
    return loads(text)


def loads(text: str) -> SavedGame:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"line {error.lineno}, column {error.colno}: {_json_problem(text, error)}") from None
    if not isinstance(data, dict):
        raise SaveError("line 1: a save is a JSON object { ... }, and this file holds something else")
    places = _Places(text)

    header = _read_header(data, places)
    game = _find_game(header.game, places)
    options = _read_options(game, header.options, places)
    actions, states = _replay(game, options, header.seed, header.actions, places)
    return SavedGame(game, options, header.seed, actions, states, header.app_version)


def _json_problem(text: str, error: json.JSONDecodeError) -> str:
    # A crash or a full disk cuts a file short; say so rather than leave a riddle.
    if error.msg.startswith("Unterminated string"):   # the stdlib text ends in a dangling "at"
        return "a string is not closed (the file ends too early: it may be truncated)"
    if not text[error.pos:].strip():
        return f"{error.msg} (the file ends too early: it may be truncated)"
    return error.msg


def _read_header(data: dict, places: _Places) -> _HeaderV1:
    # Format first (is this ours at all?), then schema (can we read it?), then the rest.
    if data.get("format") != FORMAT:
        if "format" not in data:
            raise SaveError('this is not a LOTR Table save: it has no "format" field')
        raise SaveError(
            f"{places.key_line('format')}: this is not a LOTR Table save "
            f"(format {data['format']!r}, expected {FORMAT!r})"
        )
    schema = data.get("schema")
    if isinstance(schema, int) and not isinstance(schema, bool) and schema > SCHEMA:
        raise SaveError(
            f"this save was written by a newer version (schema {schema}); "
            f"this program reads up to schema {SCHEMA}"
        )
    try:
        return _HeaderV1.model_validate(data)
    except ValidationError as error:
        problem = error.errors()[0]
        field = str(problem["loc"][0]) if problem["loc"] else "?"
        if problem["type"] == "missing":
            raise SaveError(f"the save has no {field!r} field") from None
        raise SaveError(f"{places.key_line(field)}: {field!r}: {_reason(problem)}") from None


def _find_game(game_id: str, places: _Places) -> Game:
    try:
        return registry.get_game(game_id)
    except KeyError:
        known = ", ".join(registry.game_ids()) or "none"
        raise SaveError(f"{places.key_line('game')}: unknown game {game_id!r}; this program knows: {known}") from None
    except ImportError as error:
        raise SaveError(f"{places.key_line('game')}: the game {game_id!r} cannot be started: {error}") from error


def _read_options(game: Game, raw: dict, places: _Places) -> Any:
    try:
        return game.Options.model_validate(raw)
    except ValidationError as error:
        problem = error.errors()[0]
        name = ".".join(str(part) for part in problem["loc"]) or "options"
        raise SaveError(f"{places.key_line('options')}: bad option {name!r}: {_reason(problem)}") from None


def _replay(game: Game, options: Any, seed: int, raw_actions: list, places: _Places) -> tuple[tuple, tuple]:
    try:
        state = game.setup(options, seed)
    except Exception as error:  # a bug in the game, not in the file; still no traceback for the player
        raise SaveError(f"the game could not be set up from this save ({type(error).__name__}: {error})") from error
    states = [state]
    actions: list[Entry] = []
    for index, raw in enumerate(raw_actions):
        try:
            seat, action = _read_entry(raw)
            state = _step(game, state, seat, action)
        except SaveError as error:
            # Lines are counted only now: a sound save never pays for the second parse.
            raise SaveError(f"{places.action_label(index, raw)}: {error.message}") from error.__cause__
        actions.append((seat, action))
        states.append(state)
    return tuple(actions), tuple(states)


def _read_entry(raw: Any) -> Entry:
    try:
        entry = _EntryV1.model_validate(raw)
    except ValidationError as error:
        problem = error.errors()[0]
        name = str(problem["loc"][0]) if problem["loc"] else "entry"
        if not problem["loc"]:
            detail = 'expected {"seat": ..., "action": {...}}'
        elif problem["type"] == "missing":
            detail = f"no {name!r}"
        else:
            detail = f"{name!r}: {_reason(problem)}"
        raise SaveError(f"malformed action entry: {detail}") from None
    try:
        return entry.seat, Action.from_json(entry.action)
    except (ValueError, TypeError) as error:
        raise SaveError(f"malformed action: {error}") from None


def _step(game: Game, state: Any, seat: Seat, action: Action) -> Any:
    to_act = game.to_act(state)
    if seat not in to_act:
        raise SaveError(f"refused: {_not_to_act(seat, to_act)}")
    try:
        return game.apply(state, seat, action)
    except IllegalAction as refusal:
        raise SaveError(f"refused: {refusal.reason}") from None
    except Exception as error:
        raise SaveError(
            f"the game failed on this action ({type(error).__name__}: {error}); this is a bug in LOTR Table"
        ) from error


def _not_to_act(seat: Seat, to_act: list[Seat]) -> str:
    if not to_act:
        return "the game is already over"
    return f"seat {seat} is not to act here (to act: {', '.join(map(str, to_act))})"


def _reason(problem: dict) -> str:
    if problem["type"] == "extra_forbidden":
        return "unknown field"
    return str(problem["msg"])


class _Places:
    """Where each top-level field and each action entry starts in the text.

    Only consulted when something is wrong, so a sound save is parsed once. The text is
    already known to be valid JSON, so walking it with raw_decode cannot fail.
    """

    _SPACE = re.compile(r"[ \t\n\r]*")

    def __init__(self, text: str) -> None:
        self._text = text
        self._keys: dict[str, int] | None = None
        self._actions: list[int] = []

    def key_line(self, key: str) -> str:
        self._scan()
        assert self._keys is not None
        offset = self._keys.get(key)
        return f"line {self._line(offset)}" if offset is not None else "the header"

    def action_label(self, index: int, raw: Any) -> str:
        self._scan()
        line = self._line(self._actions[index]) if index < len(self._actions) else "?"
        kind = raw.get("action", {}).get("kind") if isinstance(raw, dict) and isinstance(raw.get("action"), dict) else None
        what = f"action {index + 1}, {kind}" if isinstance(kind, str) else f"action {index + 1}"
        return f"line {line} ({what})"

    def _line(self, offset: int) -> int:
        return self._text.count("\n", 0, offset) + 1

    def _scan(self) -> None:
        if self._keys is not None:
            return
        text, decode, skip = self._text, json.JSONDecoder().raw_decode, self._skip
        self._keys = {}
        at = skip(0) + 1                          # past "{"
        at = skip(at)
        while text[at] != "}":
            start = at
            key, at = decode(text, at)
            self._keys[key] = start               # a repeated key: the last wins, as in json.loads
            at = skip(skip(at) + 1)               # past ":"
            if key == "actions" and text[at] == "[":
                self._actions = []
                at = skip(at + 1)
                while text[at] != "]":
                    self._actions.append(at)
                    _, at = decode(text, at)
                    at = skip(at)
                    if text[at] == ",":
                        at = skip(at + 1)
                at += 1
            else:
                _, at = decode(text, at)
            at = skip(at)
            if text[at] == ",":
                at = skip(at + 1)

    def _skip(self, at: int) -> int:
        match = self._SPACE.match(self._text, at)
        assert match is not None
        return match.end()
