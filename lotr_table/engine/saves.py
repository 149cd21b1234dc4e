"""Save files: (game, options, seed, actions), replayed through the rules on load.

A save is JSON with one action entry per line, so that a refusal can name the line a
person would open in an editor:

    {
      "format": "lotr-table-save",
      "schema": 3,
      "app_version": "0.1.0",
      "game": "confrontation",
      "rules_version": 1,
      "data_sha256": "5d41…",            (the game's data/*.json, see rules.data_sha256)
      "options": {"heroes": "classic"},
      "seed": 42,
      "seating": {"0": "person", "1": "mcts:normal"},   (or null: not known)
      "final_sha256": "9b2c…",           (what the last position shows; may be deleted)
      "hints": {"allowed": true, "used": {"0": 2}},   (only when the lobby allowed hints)
      "actions": [
        {"seat": 0, "action": {"kind": "move", "hero": "frodo_c", "to": "eregion"}},
        {"seat": 1, "action": {"kind": "pass"}}
      ],
      "previous_barrier": 3,             (the game's barrier before the last action: undo's check)
      "actions_sha256": "77e0…",         (the hash of the action lines the position follows from)
      "position": {"log": [...], ...},   (the final position, game.position_of: read only when sealed;
                                          a long one a field a line, the log an event a line)
      "sealed_sha256": "41ac…"           (this installation's seal of the text above it; may be deleted)
    }

Loading never trusts the file. Its size, line lengths, nesting, numbers and action count
are checked before it is parsed; the header and the options are validated strictly (no
"3" for 3, no 1.0 or true for 1); every action is replayed through `apply`, as the legal
action it equals, written with the same JSON types. A save of an older rules version or
other data must replay to the same final position, or is refused naming both versions.
A sealed save (its "sealed_sha256" line is this installation's keyed hash of the text above
it: this program wrote it here, and not one byte was changed since) holds only what this
program writes, so it is parsed without the limits walk and the repeated-key hook, and, of
the same rules and data, its actions were legal when written. Written by this same version,
its final position is read from its "position" (game.position) and no action is replayed: the
history replays them from the setup only when stepping back or undo first asks
(`History.resumed`). Otherwise, or should the position not read back to the saved final
position, the actions are replayed without the legality checks (`apply_trusted`). Should that
replay fail or end elsewhere than the saved final position, the save is replayed again with
every check, which names the line at fault. A file sealed elsewhere, or resealed by anyone
without the key, is read with every check and its "position" is never read: the actions
alone say what the game is. Schema 1 saves (before versions and seating were recorded) and
schema 2 saves (before the position was written) still open. The result is a
complete `SavedGame` or a `SaveError` whose message names the line; never half a game.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from lotr_table import __version__
from lotr_table.engine import folders, registry, rules
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, IllegalAction, Seat
from lotr_table.engine.history import Entry, History

FORMAT = "lotr-table-save"
SCHEMA = 3

# Limits, each checked before the file is parsed. A real game is far inside them: the
# longest games run to a few thousand actions of under 200 characters each.
MAX_BYTES = 8 * 1024 * 1024
MAX_LINE_CHARS = 200_000
MAX_DEPTH = 32
MAX_DIGITS = 30
MAX_ACTIONS = 30_000
MAX_SEATING_TEXT = 64

# A save of at most this many actions carries its final position, read instead of replaying
# them: the first step back or undo after loading then replays them all from the setup, which
# stays under undo's 50 ms (the TCG, the slowest to replay, 50-80 microseconds an action). A
# longer game is replayed at load (benchmarks/wotr_long_game.py) and keeps undo as quick.
RESUMED_AT_MOST = 500


class SaveError(Exception):
    """A save that cannot be written or read. `message` is an English sentence for the player;
    `said`, where a refusal is the player's matter rather than a damaged file (a save of other
    rules), names it for the window to word in the player's language: (kind, arguments), the
    kinds "newer_rules" and "other_rules" with `game`, `saved` and `now` (the rules versions)."""

    def __init__(self, message: str, said: tuple[str, dict] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.said = said


@dataclass
class Hints:
    """A game's hints: allowed by the lobby or not, and how many each seat asked for. Kept in
    the save (a result panel after a reopened game still says how many were used)."""
    allowed: bool = False
    used: dict[Seat, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"allowed": self.allowed, "used": {str(seat): n for seat, n in sorted(self.used.items())}}


@dataclass(frozen=True)
class SavedGame:
    game: Game
    options: Any                    # an instance of game.Options
    seed: int
    actions: tuple[Entry, ...]
    history: History                # the states, kept sparsely
    app_version: str                # the version that wrote the file
    rules_version: int | None = None        # None: a schema 1 save, which did not say
    seating: dict[Seat, str] | None = None  # who sat where, as the table wrote it
    hints: Hints | None = None              # whether hints were allowed, how many each seat asked

    @property
    def state(self) -> Any:
        return self.history.state

    def state_at(self, index: int) -> Any:
        return self.history.state_at(index)

    @property
    def states(self) -> tuple[Any, ...]:
        """Every state, replayed again: for tests and tools, not for play."""
        return tuple(self.history.states())


# ---- writing ---------------------------------------------------------------------------


def dumps(game: Game, options: Any, seed: int, actions: Iterable[Entry], *, state: Any = None,
          previous_barrier: int | None = None, seating: dict[Seat, str] | None = None,
          hints: Hints | None = None) -> str:
    """The save's text. `state`: the position the actions lead to, when the caller has it
    (else the actions are replayed to find it); `previous_barrier`: the game's barrier of the
    state before the last action, when the caller knows it."""
    actions = list(actions)
    if state is None:
        state, previous = game.setup(options, seed), None
        for seat, action in actions:
            previous, state = state, game.apply(state, seat, action)
        previous_barrier = None if previous is None else game.barrier(previous)
    header = {
        "format": FORMAT,
        "schema": SCHEMA,
        "app_version": __version__,
        "game": game.id,
        "rules_version": game.rules_version,
        "data_sha256": rules.data_sha256(game),
        "options": options.model_dump(mode="json"),
        "seed": seed,
        "seating": None if seating is None else {str(seat): who for seat, who in sorted(seating.items())},
        "final_sha256": final_sha256(game, state),
    }
    if hints is not None and hints.allowed:       # a game without hints writes what it always did
        header["hints"] = hints.to_json()
    lines = ["{"]
    lines += [f"  {_compact(key)}: {_compact(value)}," for key, value in header.items()]
    entries = [f"    {_compact({'seat': seat, 'action': action.to_json()})}" for seat, action in actions]
    if entries:
        lines += ['  "actions": [', ",\n".join(entries), "  ],"]
    else:
        lines.append('  "actions": [],')
    lines.append(f'  "previous_barrier": {_compact(previous_barrier)},')
    position = _position_text(game, state) if len(actions) <= RESUMED_AT_MOST else None
    if position is not None:
        lines.append(f'  "actions_sha256": "{_actions_sha256(",".join(entries))}",')
        lines.append(f'  "position": {position},')
    text = "\n".join(lines) + "\n"
    return f'{text}{_SEAL}{_seal(text)}"\n}}\n'


# The last line but one of a save: this installation's seal of every line above it (`_sealed`).
_SEAL = '  "sealed_sha256": "'
SEAL_KEY_FILE = "seal.key"
_seal_keys: dict[str, bytes] = {}        # data folder -> its key, read once a process


def _seal(text: str) -> str:
    """The keyed hash (HMAC-SHA256) of `text` under this installation's key: a plain hash
    anyone could write again over an edited file, and the seal lets the loader skip checks."""
    return hmac.new(_seal_key(), text.encode("utf-8"), hashlib.sha256).hexdigest()


def _seal_key() -> bytes:
    """The key kept in the data folder (`seal.key`, made on first use); a key of this process
    alone when the folder cannot hold one (its saves are then read with every check later)."""
    try:
        root: Path | None = folders.data_root()
    except folders.FolderProblem:
        root = None
    where = str(root)
    key = _seal_keys.get(where)
    if key is None:
        key = _seal_keys[where] = (_read_or_make_key(root / SEAL_KEY_FILE) if root is not None else None) \
            or os.urandom(32)
    return key


def _read_or_make_key(path: Path) -> bytes | None:
    try:
        with open(path, "rb") as file:
            key = file.read(64)
        return key if len(key) == 32 else None
    except FileNotFoundError:
        pass
    except OSError:
        return None
    key = os.urandom(32)
    try:
        # O_EXCL: two programs starting at once keep one key, the first one's
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return _read_or_make_key(path)
    except OSError:
        return None
    with os.fdopen(fd, "wb") as file:
        file.write(key)
    return key


def _sealed(text: str) -> bool:
    """The seal is this installation's for the text above it: this program wrote the file
    here, and it is byte for byte as written."""
    at = text.rfind("\n" + _SEAL) + 1
    end = at + len(_SEAL) + 64
    return at > 0 and text[end:] == '"\n}\n' and hmac.compare_digest(_seal(text[:at]), text[at + len(_SEAL):end])


def write(path: Path | str, game: Game, options: Any, seed: int, actions: Iterable[Entry], *,
          state: Any = None, previous_barrier: int | None = None, seating: dict[Seat, str] | None = None,
          hints: Hints | None = None) -> Path:
    """Write a save atomically: a reader (or a crash) sees the old file or the new one, whole."""
    path = Path(path)
    data = dumps(game, options, seed, actions, state=state, previous_barrier=previous_barrier, seating=seating,
                 hints=hints).encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        folders.write_atomically(path, data)
    except OSError as error:
        raise SaveError(f"cannot write {path}: {error.strerror or error}") from error
    return path


def final_sha256(game: Game, state: Any) -> str:
    """The hash of what the final position shows a player who sees everything: the whole
    position, the log and the outcome, in words. Not `game.fingerprint`, which follows the
    state's inner fields: moving machinery between modules must not make old saves refuse
    to open when their game plays out the same."""
    outcome = game.outcome(state)
    shown = json.dumps({"position": game.position_text(state), "log": game.log_lines(state),
                        "outcome": outcome.to_json() if outcome is not None else None},
                       sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(shown.encode("utf-8")).hexdigest()


# json.dumps(value, ensure_ascii=False) makes an encoder at every call; a save writes one a line
_compact = json.JSONEncoder(ensure_ascii=False).encode


def _actions_sha256(entries: str) -> str:
    """The hash of the action lines as written (less the line breaks between them): a
    position is read only for the actions it was written after, so a file whose actions were
    edited and sealed again by a tool that left the position alone is replayed, and refused."""
    return hashlib.sha256(entries.encode("utf-8")).hexdigest()


def _written_actions(text: str) -> str | None:
    """A sealed file's action lines as `dumps` wrote them (joined as `_actions_sha256`
    hashes them), or None if they are not where it writes them."""
    if '\n  "actions": [],\n' in text:
        return ""
    start = text.find('\n  "actions": [\n')
    end = text.find("\n  ],\n", start)
    if start < 0 or end < 0:
        return None
    return text[start + len('\n  "actions": [\n'):end].replace(",\n", ",")


LONG_LINE = MAX_LINE_CHARS // 4     # a longer position is written a field a line, a long list an item a line


def _position_text(game: Game, state: Any) -> str | None:
    """The final position as readable JSON: one line (one encoding: it is written at every
    autosave), or, should that come near MAX_LINE_CHARS, a field a line and a long list (the
    log) an item a line; None when the game cannot write this state (the save is then
    replayed from its actions when read)."""
    try:
        spec = game.position_of(state)
    except Exception:          # a state the position cannot hold: the actions still say it all
        return None
    whole = _compact(spec)
    if len(whole) <= LONG_LINE:
        return whole
    fields = []
    for key, value in spec.items():
        text = _compact(value)
        if type(value) is list and len(text) > LONG_LINE:
            text = "[\n" + ",\n".join(f"      {_compact(item)}" for item in value) + "\n    ]"
        fields.append(f"    {_compact(key)}: {text}")
    return "{\n" + ",\n".join(fields) + "\n  }" if fields else "{}"


# ---- reading ---------------------------------------------------------------------------


class _HeaderV1(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    format: Literal["lotr-table-save"]
    schema_version: StrictInt = Field(alias="schema")
    app_version: StrictStr
    game: StrictStr
    options: dict[str, Any]
    seed: StrictInt
    actions: list[Any]


class _HintsV2(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    allowed: bool
    used: dict[StrictStr, StrictInt]


class _HeaderV2(_HeaderV1):
    rules_version: StrictInt = Field(ge=1)
    data_sha256: StrictStr = Field(pattern="^[0-9a-f]{64}$")
    seating: dict[StrictStr, StrictStr] | None
    final_sha256: StrictStr | None = Field(default=None, pattern="^[0-9a-f]{64}$")
    hints: _HintsV2 | None = None
    sealed_sha256: StrictStr | None = Field(default=None, pattern="^[0-9a-f]{64}$")


class _HeaderV3(_HeaderV2):
    # "position" is taken out before the header is validated (a whole game state, read only
    # when the seal holds: `_position_of`)
    previous_barrier: StrictInt | None = None
    actions_sha256: StrictStr | None = Field(default=None, pattern="^[0-9a-f]{64}$")


class _EntryV1(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    seat: StrictInt
    action: dict[str, Any]


def load(path: Path | str) -> SavedGame:
    """Read and replay a save file. Raises SaveError; never changes the file."""
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_BYTES + 1)        # never more: a huge file is refused unread
    except OSError as error:
        raise SaveError(f"cannot read the file: {error.strerror or error}") from None
    except ValueError:          # a path with a NUL in it, e.g. from a hand-edited recent list
        raise SaveError("cannot read the file: its name holds a character no file name may") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(_too_big())
    try:
        text = raw.decode("utf-8-sig")        # a BOM from a Windows editor is harmless
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise SaveError(f"line {line}: this is not UTF-8 text, so not a LOTR Table save") from None
    return loads(text)


def loads(text: str) -> SavedGame:
    if len(text) > MAX_BYTES:
        raise SaveError(_too_big())
    sealed = _sealed(text)
    if not sealed and not _plainly_within_limits(text):
        _check_limits(text)
    try:
        if sealed:          # written by this program: within the limits, each key once, finite numbers
            data = json.loads(text)
        else:
            data = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float,
                              object_pairs_hook=_each_key_once)
    except json.JSONDecodeError as error:
        raise SaveError(f"line {error.lineno}, column {error.colno}: {_json_problem(text, error)}") from None
    except _Unreadable as error:
        raise SaveError(f"line {_line_of(text, error.token)}: {error.problem}") from None
    except _Repeated as error:
        line, key = _first_repeated_key(text)
        raise SaveError(f"line {line}: {_compact(key if key is not None else error.key)[:60]} is written twice in "
                        "one object; a save writes each field once, so this file was changed") from None
    except (RecursionError, ValueError) as error:   # the checks above should leave none
        raise SaveError(f"the file cannot be read as JSON ({type(error).__name__})") from None
    if not isinstance(data, dict):
        raise SaveError("line 1: a save is a JSON object { ... }, and this file holds something else")
    places = _Places(text)

    position = _position_of(data, places)
    header = _read_header(data, places)
    game = _find_game(header.game, places)
    saved_rules = getattr(header, "rules_version", None)
    if saved_rules is not None and saved_rules > game.rules_version:
        raise SaveError(
            f"{places.key_line('rules_version')}: this save was made under rules version {saved_rules} of "
            f"{game.id}, newer than this program's version {game.rules_version}: open it with a newer LOTR Table",
            said=("newer_rules", {"game": game.id, "saved": saved_rules, "now": game.rules_version}))
    options = _read_options(game, header.options, places)
    seating = _read_seating(game, options, getattr(header, "seating", None), places)
    # a schema 1 save said no rules version: every game was at version 1 then
    other_rules = (saved_rules or 1) != game.rules_version or (
        isinstance(header, _HeaderV2) and header.data_sha256 != rules.data_sha256(game))
    history = None
    if not other_rules and sealed and getattr(header, "sealed_sha256", None) is not None:
        if position is not None and header.app_version == __version__:
            history = _resume_sealed(game, options, header, position, text)
        if history is None:
            history = _replay_sealed(game, options, header.seed, header.actions, header.final_sha256)
    if history is None:
        try:
            history = _replay(game, options, header.seed, header.actions, places)
            _check_final(game, history.state, getattr(header, "final_sha256", None), places)
        except SaveError as error:
            if not other_rules:
                raise
            raise SaveError(f"{_versions(header, game)}, and the game does not replay the same: {error.message}",
                            said=("other_rules", {"game": game.id, "saved": saved_rules or 1,
                                                  "now": game.rules_version})) from None
    return SavedGame(game, options, header.seed, history.entries, history, header.app_version, saved_rules, seating,
                     _read_hints(game, options, getattr(header, "hints", None), places))


def _too_big() -> str:
    return f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB, far more than any game: not a LOTR Table save"


class _Unreadable(ValueError):
    def __init__(self, token: str, problem: str) -> None:
        super().__init__(problem)
        self.token, self.problem = token, problem


class _Repeated(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _each_key_once(pairs: list[tuple[str, Any]]) -> dict:
    # json.loads would let the last of two equal keys win silently: a save that says
    # {"seat": 5, "seat": 0} says two things, and is refused rather than half believed.
    made = dict(pairs)
    if len(made) != len(pairs):
        raise _Repeated(next(key for index, (key, _) in enumerate(pairs) if key in dict(pairs[:index])))
    return made


# A JSON string, or one of the characters that open or close an object or array.
_KEY_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"\s*:|"(?:[^"\\\n]|\\.)*"|[\[\]{}]')


def _first_repeated_key(text: str) -> tuple[int, str | None]:
    """The line of the first key written a second time in the same object, and the key.
    Only called on a text json found a repeated key in, and well formed up to it."""
    objects: list[set[str] | None] = []      # None for an array
    for token in _KEY_TOKENS.finditer(text):
        kind = token.group()
        if kind in "{[":
            objects.append(set() if kind == "{" else None)
        elif kind in "}]":
            if objects:
                objects.pop()
        elif kind.endswith(":") and objects and objects[-1] is not None:
            key = json.loads(kind[:-1].rstrip())
            if key in objects[-1]:
                return text.count("\n", 0, token.start()) + 1, key
            objects[-1].add(key)
    return 1, None


def _no_constant(name: str) -> Any:
    raise _Unreadable(name, f"{name} is not a number a save may hold")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Unreadable(text, f"the number {text[:40]} is too large")
    return value


def _line_of(text: str, token: str) -> int:
    at = text.find(token)
    return text.count("\n", 0, at) + 1 if at >= 0 else 1


# Strings (skipped whole, so brackets and digits inside them do not count), brackets, and
# runs of digits outside strings.
_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|[\[\]{}]|\d+')


# A JSON string (what _TOKENS skips), and what is left of a text once its strings are emptied:
# an innermost bracket pair, and a run of digits longer than a save ever writes.
_STRING = re.compile(r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"')     # _TOKENS' strings, the loop unrolled
_INNERMOST = re.compile(r"\[[^\[\]{}]*\]|\{[^\[\]{}]*\}")
_LONG_NUMBER = re.compile(r"\d{%d,}" % (MAX_DIGITS + 1))


def _plainly_within_limits(text: str) -> bool:
    """Whether the text keeps inside the limits, found with a few passes of regular
    expressions over the whole text (a fraction of a millisecond for a sound save) instead
    of `_check_limits`' walk over every token in Python (a millisecond or two). False when in
    any doubt; `_check_limits` then looks token by token and names the line."""
    if len(text) > MAX_LINE_CHARS and max(map(len, text.split("\n"))) > MAX_LINE_CHARS:
        return False
    bare = _STRING.sub("", text)
    if _LONG_NUMBER.search(bare) or bare.count("{") > MAX_ACTIONS:
        return False
    # Each pass takes away the innermost pairs; a text nested at most MAX_DEPTH deep has none
    # left after MAX_DEPTH passes (and a save, nested 5 deep, after 5).
    for _ in range(MAX_DEPTH):
        bare, taken = _INNERMOST.subn("", bare)
        if not taken:
            break
    return not any(bracket in bare for bracket in "[]{}")


def _check_limits(text: str) -> None:
    """Refuse a file whose shape no save has: each limit with its own message naming the
    line. json.loads would otherwise recurse without bound on deep nesting and refuse huge
    integers without saying where. (`_plainly_within_limits` lets a sound save by more
    quickly; this runs when that is in any doubt.)"""
    for number, line in enumerate(text.split("\n"), 1):
        if len(line) > MAX_LINE_CHARS:
            raise SaveError(f"line {number}: the line is longer than {MAX_LINE_CHARS:,} characters; "
                            "a save has one action a line")
    entries = 0
    opened: list[str] = []
    for token in _TOKENS.finditer(text):
        kind = token.group()
        if kind in "[{":
            opened.append(kind)
            if len(opened) > MAX_DEPTH:
                raise SaveError(f"line {text.count(chr(10), 0, token.start()) + 1}: the brackets nest more "
                                f"than {MAX_DEPTH} deep; a save never does")
            if opened == ["{", "[", "{"]:
                entries += 1
                if entries > MAX_ACTIONS:
                    raise SaveError(f"line {text.count(chr(10), 0, token.start()) + 1}: more than "
                                    f"{MAX_ACTIONS:,} actions, far more than any game")
        elif kind in "]}":
            if opened:
                opened.pop()
        elif kind[0].isdigit() and len(kind) > MAX_DIGITS:
            raise SaveError(f"line {text.count(chr(10), 0, token.start()) + 1}: a number of {len(kind):,} digits; "
                            f"a save holds none longer than {MAX_DIGITS}")


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
    if "schema" not in data:
        raise SaveError("the save has no 'schema' field")
    if type(schema) is not int or schema < 1:
        raise SaveError(f"{places.key_line('schema')}: 'schema': expected a whole number such as {SCHEMA}, "
                        f"not {_compact(schema)[:40]}")
    if schema > SCHEMA:
        raise SaveError(
            f"this save was written by a newer version (schema {schema}); "
            f"this program reads up to schema {SCHEMA}"
        )
    model = _HeaderV1 if schema == 1 else _HeaderV2 if schema == 2 else _HeaderV3
    try:
        return model.model_validate(data)
    except ValidationError as error:
        problem = error.errors()[0]
        field = str(problem["loc"][0]) if problem["loc"] else "?"
        if problem["type"] == "missing":
            raise SaveError(f"the save has no {field!r} field") from None
        raise SaveError(f"{places.key_line(field)}: {field!r}: {_reason(problem)}") from None


def _position_of(data: dict, places: _Places) -> dict | None:
    """A schema 3 save's final position, taken out of `data` (the header model never walks
    a whole game state); None when it has none. Whether it is read is the seal's business."""
    if data.get("schema") != 3 or "position" not in data:
        return None                 # in an older schema, "position" is an unknown field
    position = data.pop("position")
    if type(position) is not dict:
        raise SaveError(f"{places.key_line('position')}: 'position': expected an object {{ ... }}, "
                        f"not {_compact(position)[:40]}")
    return position


def _versions(header: Any, game: Game) -> str:
    if not isinstance(header, _HeaderV2):
        return (f"this save was made before rules versions were recorded (rules version 1 of {game.id}); "
                f"this program plays rules version {game.rules_version}")
    return (f"this save was made under rules version {header.rules_version} of {game.id} "
            f"(data {header.data_sha256[:12]}); this program plays rules version {game.rules_version} "
            f"(data {rules.data_sha256(game)[:12]})")


def _find_game(game_id: str, places: _Places) -> Game:
    try:
        return registry.get_game(game_id)
    except KeyError:
        known = ", ".join(registry.game_ids()) or "none"
        raise SaveError(f"{places.key_line('game')}: unknown game {game_id!r}; this program knows: {known}") from None
    except ImportError as error:
        raise SaveError(f"{places.key_line('game')}: the game {game_id!r} cannot be started: {error}") from error


def _read_options(game: Game, raw: dict, places: _Places) -> Any:
    """The game's Options, validated strictly: a JSON 3 for a number, true for a yes, and
    nothing the model would quietly convert ("3", 3.0, 1 for true, true for 1)."""
    try:
        options = game.Options.model_validate_json(json.dumps(raw), strict=True)
    except ValidationError as error:
        problem = error.errors()[0]
        name = ".".join(str(part) for part in problem["loc"]) or "options"
        raise SaveError(f"{places.key_line('options')}: bad option {name!r}: {_reason(problem)}") from None
    kept = options.model_dump(mode="json")
    for name, value in raw.items():
        if not exactly(value, kept.get(name)):
            raise SaveError(f"{places.key_line('options')}: bad option {name!r}: expected "
                            f"{_compact(kept.get(name))}, not {_compact(value)[:40]}")
    return options


def _read_seating(game: Game, options: Any, raw: dict[str, str] | None, places: _Places) -> dict[Seat, str] | None:
    """Who sat where: one short text per seat of the game (what the texts mean is the
    table's business; it checks them again before seating anyone)."""
    if raw is None:
        return None
    seats = game.seats(options)
    seating = {}
    for key, who in raw.items():
        if not re.fullmatch(r"0|[1-9][0-9]{0,2}", key) or int(key) not in seats:
            raise SaveError(f"{places.key_line('seating')}: 'seating': {key[:20]!r} is not a seat of this game")
        # A name such as "person" or "mcts:hard", never settings ("mcts:hard,iterations=10**9"
        # would let a file set the computer thinking for ever).
        if len(who) > MAX_SEATING_TEXT or not _SEAT_TAKER.fullmatch(who):
            raise SaveError(f"{places.key_line('seating')}: 'seating': seat {key} is given {who[:MAX_SEATING_TEXT]!r}, "
                            "not a person or the name of a computer player")
        seating[int(key)] = who
    if sorted(seating) != sorted(seats):
        raise SaveError(f"{places.key_line('seating')}: 'seating': it names seats {sorted(seating)}, "
                        f"but the game has seats {sorted(seats)}")
    return seating


def _read_hints(game: Game, options: Any, raw: _HintsV2 | None, places: _Places) -> Hints | None:
    if raw is None:
        return None
    seats = game.seats(options)
    used = {}
    for key, n in raw.used.items():
        if not re.fullmatch(r"0|[1-9][0-9]{0,2}", key) or int(key) not in seats or not 0 <= n <= MAX_ACTIONS:
            raise SaveError(f"{places.key_line('hints')}: 'hints': {key[:20]!r} used {n}, not a seat of this game "
                            "and a count of hints")
        used[int(key)] = n
    return Hints(raw.allowed, used)


_SEAT_TAKER = re.compile(r"[a-z][a-z_]*(:[a-z][a-z_]*)?")


def _replay(game: Game, options: Any, seed: int, raw_actions: list, places: _Places) -> History:
    if len(raw_actions) > MAX_ACTIONS:
        raise SaveError(f"{places.key_line('actions')}: more than {MAX_ACTIONS:,} actions, far more than any game")
    try:
        state = game.setup(options, seed)
    except Exception as error:  # a bug in the game, not in the file; still no traceback for the player
        raise SaveError(f"the game could not be set up from this save ({type(error).__name__}: {error})") from error
    history = History(game, state)
    for index, raw in enumerate(raw_actions):
        try:
            seat, action = _read_entry(raw)
            state, action = _step(game, state, seat, action)
        except SaveError as error:
            # Lines are counted only now: a sound save never pays for the second parse.
            raise SaveError(f"{places.action_label(index, raw)}: {error.message}") from error.__cause__
        history.append(seat, action, state)
    return history


def _resume_sealed(game: Game, options: Any, header: _HeaderV3, position: dict, text: str) -> History | None:
    """The history of a sealed save of this version, its final state read from its position
    instead of replaying its actions (`History.resumed` replays them when first stepped
    back); None when the position was not written for these action lines or does not read
    back to the saved final position (the actions are then replayed, and checked if need be)."""
    expected, seed, raw_actions = header.final_sha256, header.seed, header.actions
    if expected is None or len(raw_actions) > RESUMED_AT_MOST:
        return None
    written = _written_actions(text)
    if written is None or header.actions_sha256 != _actions_sha256(written):
        return None
    bare: dict[str, Action] = {}
    entries: list[Entry] = []
    try:
        for raw in raw_actions:
            entries.append((raw["seat"], _read_action(raw["action"], bare)))
        state = game.position(position, seed)
        if final_sha256(game, state) != expected:
            return None
    except Exception:            # the replay says what is wrong, if anything is
        return None
    return History.resumed(game, lambda: game.setup(options, seed), entries, state,
                           getattr(header, "previous_barrier", None))


def _read_action(written: dict, bare: dict[str, Action]) -> Action:
    """A written action; one that is only its kind ("pass") is read once per file and shared
    (actions are immutable)."""
    if len(written) == 1:
        action = bare.get(written["kind"])
        if action is None:
            action = bare[written["kind"]] = Action.from_json(written)
        return action
    return Action.from_json(written)


def _replay_sealed(game: Game, options: Any, seed: int, raw_actions: list, expected: str | None) -> History | None:
    """The history of a sealed save's actions, applied as the legal actions they were when
    written; None when anything goes wrong or the end differs from the saved final position
    (the checked replay then finds the line at fault)."""
    if len(raw_actions) > MAX_ACTIONS:
        return None
    trusted = getattr(game, "apply_trusted", None)
    bare: dict[str, Action] = {}
    try:
        state = game.setup(options, seed)
        history = History(game, state)
        last, every = len(raw_actions) - 1, history.every
        in_place = False                 # the state after 0 actions is the first snapshot
        for index, raw in enumerate(raw_actions):
            seat, action = raw["seat"], _read_action(raw["action"], bare)
            if trusted is None:
                state = game.apply(state, seat, action)
            else:
                # a state the history keeps (a snapshot, the one before the last) is copied
                # on; one it lets go at the next action is changed in place, and nobody reads
                # its question before (passed_on)
                passed_on = (index + 1) % every != 0 and index + 1 < last
                state = trusted(state, seat, action, in_place=in_place, passed_on=passed_on)
                in_place = passed_on
            history.append(seat, action, state)
        if expected is not None and final_sha256(game, state) != expected:
            return None
    except Exception:            # the checked replay says what is wrong, naming the line
        return None
    return history


def _check_final(game: Game, state: Any, expected: str | None, places: _Places) -> None:
    if expected is not None and final_sha256(game, state) != expected:
        raise SaveError(
            f"{places.key_line('final_sha256')}: the actions lead to another position than the one saved "
            "(if the file was edited by hand on purpose, delete its \"final_sha256\" line)"
        )


def _read_entry(raw: Any) -> Entry:
    # The shape every sound entry has, checked by hand; anything else goes to pydantic,
    # whose account of what is wrong the message gives.
    if type(raw) is dict and len(raw) == 2 and type(raw.get("seat")) is int and type(raw.get("action")) is dict:
        try:
            return raw["seat"], Action.from_json(raw["action"])
        except (ValueError, TypeError) as error:
            raise SaveError(f"malformed action: {error}") from None
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


def _step(game: Game, state: Any, seat: Seat, action: Action) -> tuple[Any, Action]:
    """Apply an action read from a file as the legal action it equals. Action equality is
    Python's (2 == 2.0 == True), so the file's JSON types are checked against the legal
    one's: a 9.0 for a tile 9 would otherwise reach the rules, and later saves."""
    to_act = game.to_act(state)
    if seat not in to_act:
        raise SaveError(f"refused: {_not_to_act(seat, to_act)}")
    try:
        twin = game.legal_twin(state, seat, action)
        if twin is not None and twin.fields != () and not _same_kinds(action.fields, twin.fields):
            raise SaveError(f"refused: the action is written {_compact(action.to_json())[:200]}, but the rules "
                            f"offer {_compact(twin.to_json())[:200]} (a number or true/false of another kind)")
        after = game.apply(state, seat, twin if twin is not None else action)
    except IllegalAction as refusal:
        raise SaveError(f"refused: {refusal.reason}") from None
    except SaveError:
        raise
    except Exception as error:
        raise SaveError(
            f"the game failed on this action ({type(error).__name__}: {error}); this is a bug in LOTR Table"
        ) from error
    if twin is None:
        # The rules took an action they do not list: nothing in a file may rely on that.
        raise SaveError(f"refused: {_compact(action.to_json())[:200]} is not among the legal actions")
    return after, twin


def _same_kinds(a: Any, b: Any) -> bool:
    """Two equal action fields (or values) written with the same JSON types: `exactly` on
    the frozen fields, without building their JSON first."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        for x, y in zip(a, b):           # a loop, not all(...): every action of a save asks
            if x.__class__ is not y.__class__ or (x.__class__ is tuple and not _same_kinds(x, y)):
                return False
    return True


def exactly(a: Any, b: Any) -> bool:
    """Equal as JSON values, types included: 2, 2.0 and true are three different values."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(exactly(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(exactly(a[k], b[k]) for k in a)
    return a == b


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
