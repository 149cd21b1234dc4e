"""The game's content, loaded from data/*.json and validated at load.

Every record carries `source`: "seed" when the rulebook (seed 004) gives it (hobbit, Gandalf,
epic and Gollum texts, Bag End's actions, the story-tile kinds and their effects, the location
order), "published" when it comes from the published game because the seed is silent (board
contents, deck composition, non-epic legendary cards, tile counts, die faces, the Rivendell and
Lothlórien actions). A file's top-level `source` covers what the file adds beyond its records
(story_tiles.json: the counts of the mix; die.json: the faces themselves).

A file that breaks the contract raises DataError naming the file and the record.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError

DATA_DIR = Path(__file__).parent / "data"

Source = Literal["seed", "published"]
Colour = Literal["brown", "grey", "green"]
Activity = Literal["fighting", "friendship", "hiding", "travelling"]

ACTIVITIES: tuple[str, ...] = ("fighting", "friendship", "hiding", "travelling")
SYMBOLS: tuple[str, ...] = ACTIVITIES + ("star",)
LOCATION_IDS: tuple[str, ...] = (
    "bag_end", "rivendell", "moria", "lothlorien", "helms_deep", "shelobs_lair", "mordor")
SANCTUARY_ACTIONS: dict[str, tuple[str, ...]] = {
    "bag_end": ("gandalf", "preparation", "nazgul_attack"),
    "rivendell": ("elrond", "council", "fellowship"),
    "lothlorien": ("galadriel", "recovery", "test_of_galadriel"),
}
EVENT_IDS: dict[str, tuple[str, ...]] = {
    "moria": ("speak_friend", "watcher", "stone_in_well", "trapped", "orcs_attack", "fly_you_fools"),
    "helms_deep": ("wormtongue", "riders_of_rohan", "orcs_gate", "fire_of_orthanc", "orcs_storm",
                   "orcs_conquer"),
    "shelobs_lair": ("gollum", "faces_of_dead", "forbidden_pool", "nazgul_searches",
                     "shelob_appears", "shelob_attacks"),
    "mordor": ("sam_saves_frodo", "nazgul_lord_attacks", "pelennor", "mouth_of_sauron",
               "surrounded", "ring_is_mine"),
}
# seed: "35 легендарных карт: 12 карт Ривенделла, 2 карты Мории, 12 карт Лориена,
# 4 карты Хельмовой Пади, 2 карты логова Шелоб, 3 карты Мордора"
LEGENDARY_PER_LOCATION: dict[str, int] = {
    "rivendell": 12, "moria": 2, "lothlorien": 12, "helms_deep": 4, "shelobs_lair": 2, "mordor": 3}
EPIC_IDS: tuple[str, ...] = (
    "miruvor", "belt", "mithril", "athelas", "staff", "phial", "elessar", "lembas")
GANDALF_IDS: tuple[str, ...] = ("healing", "persistence", "guidance", "foresight", "magic")
HOBBIT_IDS: tuple[str, ...] = ("frodo", "sam", "pippin", "merry", "fatty")
TILE_IDS: tuple[str, ...] = (
    "fighting", "hiding", "travelling", "friendship",
    "relentless_time", "ring_influence", "sauron_will", "meagre_choice", "retreat")
FACE_IDS: tuple[str, ...] = ("eye", "one", "two", "three", "cards", "blank")
SPACE_CODE = re.compile(r"^(start|rune|gold|heart|sun|ring|die|heal|card:[a-z_]+)$")


class DataError(ValueError):
    """A data file breaks the contract; the message names the file and the record."""


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class JourneyCard(_Record):
    id: str
    name: str
    colour: Literal["brown", "grey"]
    symbols: dict[str, int]
    count: int = Field(ge=1)
    source: Source


class LegendaryCard(_Record):
    id: str
    name: str
    location: str
    colour: Colour
    symbols: dict[str, int]
    text: str = ""
    source: Source
    abilities: list[dict] = []                # an epic card's moment (abilities.py)

    @property
    def epic(self) -> bool:
        return self.colour == "green"


class GandalfCard(_Record):
    id: str
    name: str
    text: str
    source: Source


class HobbitCard(_Record):
    id: str
    name: str
    text: str
    source: Source


class StoryTile(_Record):
    id: str
    name: str
    activity: Activity | None
    count: int = Field(ge=1)
    text: str
    source: Source


class DieFace(_Record):
    id: str
    name: str
    symbols: int = Field(ge=0, le=3)          # for the Ring: move 4 - symbols
    effect: Literal["sauron", "corrupt", "discard", "none"]
    n: int = Field(ge=0, le=3)                # Sauron steps / hobbit steps / cards discarded
    text: str
    source: Source


class SanctuaryAction(_Record):
    id: str
    name: str
    text: str
    optional: bool = False
    source: Source


class Event(_Record):
    id: str
    name: str
    text: str
    source: Source
    card: str | None = None                   # the legendary card this event can award
    abilities: list[dict] = []                # what it does (events.py's vocabulary)


class Track(_Record):
    name: str                                  # the board's caption
    spaces: list[str]                          # index 0 = "start"; last = complete
    part_names: list[str] = []                 # Helm's Deep travelling: one caption per part

    @property
    def length(self) -> int:
        return len(self.spaces)


class Sanctuary(_Record):
    id: str
    kind: Literal["sanctuary"]
    name: str
    source: Source
    actions: list[SanctuaryAction]
    cards: list[str] = []                      # legendary cards handed out here


class Adventure(_Record):
    id: str
    kind: Literal["adventure"]
    name: str
    source: Source
    main: Activity
    numbers: list[int]                         # printed number per main-track index
    tracks: dict[Activity, Track]
    parts: dict[Activity, int] = {}            # last index of a track's first part
    events: list[Event]
    cards: list[str]                           # this board's legendary cards (the row)

    @property
    def event_ids(self) -> list[str]:
        return [e.id for e in self.events]

    def event(self, event_id: str) -> Event:
        for e in self.events:
            if e.id == event_id:
                return e
        raise KeyError(event_id)


Location = Annotated[Union[Sanctuary, Adventure], Field(discriminator="kind")]


class Boards(_Record):
    source: Source
    locations: list[Location]

    @property
    def ids(self) -> list[str]:
        return [loc.id for loc in self.locations]

    def index(self, location_id: str) -> int:
        return self.ids.index(location_id)

    def location(self, location_id: str) -> Sanctuary | Adventure:
        for loc in self.locations:
            if loc.id == location_id:
                return loc
        raise KeyError(location_id)

    def adventure(self, location_id: str) -> Adventure:
        loc = self.location(location_id)
        if not isinstance(loc, Adventure):
            raise KeyError(f"{location_id} is not an adventure")
        return loc

    def sanctuary(self, location_id: str) -> Sanctuary:
        loc = self.location(location_id)
        if not isinstance(loc, Sanctuary):
            raise KeyError(f"{location_id} is not a sanctuary")
        return loc


# ---------------------------------------------------------------- loading helpers

def _load(name: str) -> dict:
    with open(DATA_DIR / name, encoding="utf-8") as f:
        return json.load(f)


def _fail(file: str, record: str, message: str) -> DataError:
    return DataError(f"{file}: record {record!r}: {message}")


def _parse(file: str, model: type[_Record], raw: dict[str, Any]) -> Any:
    try:
        return model.model_validate(raw)
    except ValidationError as e:
        raise _fail(file, str(raw.get("id", "?")), str(e)) from None


def _records(file: str, key: str, model: type[_Record]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for raw in _load(file)[key]:
        rec = _parse(file, model, raw)
        if rec.id in out:
            raise _fail(file, rec.id, "duplicate id")
        out[rec.id] = rec
    return out


def _expect(cond: bool, file: str, record: str, message: str) -> None:
    if not cond:
        raise _fail(file, record, message)


def _top_source(file: str) -> None:
    src = _load(file).get("source")
    _expect(src in ("seed", "published"), file, "<file>", f"top-level source {src!r}")


# ---------------------------------------------------------------- loaders

@cache
def journey_cards() -> dict[str, JourneyCard]:
    """Journey card TYPES by id (each with its count)."""
    f = "journey.json"
    _top_source(f)
    cards = _records(f, "cards", JourneyCard)
    tally: dict[tuple[str, str], int] = {}
    for c in cards.values():
        _expect(len(c.symbols) == 1 and list(c.symbols.values()) == [1], f, c.id,
                "a journey card shows exactly one symbol")
        sym = next(iter(c.symbols))
        _expect(sym in SYMBOLS, f, c.id, f"unknown symbol {sym!r}")
        _expect(c.id == f"{c.colour}_{sym}", f, c.id, "id must be <colour>_<symbol>")
        tally[(c.colour, sym)] = tally.get((c.colour, sym), 0) + c.count
    want = {("brown", a): 7 for a in ACTIVITIES} | {("grey", a): 5 for a in ACTIVITIES}
    want[("brown", "star")] = 12
    for key, n in want.items():
        _expect(tally.get(key, 0) == n, f, f"{key[0]}_{key[1]}", f"count {tally.get(key, 0)}, want {n}")
    _expect(set(tally) == set(want), f, "<deck>", f"unexpected kinds {set(tally) - set(want)}")
    total = sum(c.count for c in cards.values())
    _expect(total == 60, f, "<deck>", f"{total} cards, want 60")
    return cards


@cache
def journey_deck() -> list[str]:
    """The 60 journey cards as type ids, in file order (unshuffled)."""
    return [c.id for c in journey_cards().values() for _ in range(c.count)]


@cache
def legendary() -> dict[str, LegendaryCard]:
    f = "legendary.json"
    cards = _records(f, "cards", LegendaryCard)
    _expect(len(cards) == 35, f, "<all>", f"{len(cards)} cards, want 35")
    per: dict[str, int] = {}
    for c in cards.values():
        _expect(c.location in LEGENDARY_PER_LOCATION, f, c.id, f"unknown location {c.location!r}")
        per[c.location] = per.get(c.location, 0) + 1
        for sym, n in c.symbols.items():
            _expect(sym in SYMBOLS and n >= 1, f, c.id, f"bad symbol {sym!r}: {n}")
        if c.colour == "green":
            _expect(c.id in EPIC_IDS, f, c.id, "green card that is not an epic card")
            _expect(not c.symbols and c.text != "", f, c.id, "an epic card has text and no symbols")
            _expect(c.source == "seed", f, c.id, "epic card texts come from the seed")
        else:
            _expect(len(c.symbols) == 1, f, c.id, "a brown/grey card shows one kind of symbol")
    for loc, n in LEGENDARY_PER_LOCATION.items():
        _expect(per.get(loc, 0) == n, f, loc, f"{per.get(loc, 0)} cards, want {n}")
    greens = {c.id for c in cards.values() if c.colour == "green"}
    _expect(greens == set(EPIC_IDS), f, "<epic>", f"green cards {sorted(greens)}")
    _expect("gollum" in cards and cards["gollum"].symbols == {"star": 3} and cards["gollum"].text != "",
            f, "gollum", "Gollum is a triple joker with text")
    return cards


@cache
def gandalf_cards() -> dict[str, GandalfCard]:
    f = "gandalf.json"
    cards = _records(f, "cards", GandalfCard)
    _expect(tuple(cards) == GANDALF_IDS, f, "<all>", f"ids {list(cards)}, want {list(GANDALF_IDS)}")
    return cards


@cache
def hobbits() -> dict[str, HobbitCard]:
    """Hobbit cards in seat order: frodo, sam, pippin, merry, fatty."""
    f = "hobbits.json"
    cards = _records(f, "hobbits", HobbitCard)
    _expect(tuple(cards) == HOBBIT_IDS, f, "<all>", f"ids {list(cards)}, want {list(HOBBIT_IDS)}")
    return cards


@cache
def story_tiles() -> dict[str, StoryTile]:
    """Story tile KINDS by id (each with its count)."""
    f = "story_tiles.json"
    _top_source(f)
    tiles = _records(f, "tiles", StoryTile)
    _expect(set(tiles) == set(TILE_IDS), f, "<all>", f"ids {sorted(tiles)}")
    for t in tiles.values():
        want_act = t.id if t.id in ACTIVITIES else None
        _expect(t.activity == want_act, f, t.id, f"activity {t.activity!r}, want {want_act!r}")
    total = sum(t.count for t in tiles.values())
    _expect(total == 23, f, "<all>", f"{total} tiles, want 23")
    return tiles


@cache
def story_stack() -> list[str]:
    """The 23 story tiles as kind ids, in file order (unshuffled)."""
    return [t.id for t in story_tiles().values() for _ in range(t.count)]


@cache
def die_faces() -> list[DieFace]:
    f = "die.json"
    _top_source(f)
    faces = list(_records(f, "faces", DieFace).values())
    _expect(tuple(x.id for x in faces) == FACE_IDS, f, "<all>",
            f"faces {[x.id for x in faces]}, want {list(FACE_IDS)}")
    return faces


@cache
def boards() -> Boards:
    f = "boards.json"
    raw = _load(f)
    for loc in raw.get("locations", []):
        if not isinstance(loc, dict) or loc.get("kind") not in ("sanctuary", "adventure"):
            rec = str(loc.get("id", "?")) if isinstance(loc, dict) else str(loc)
            raise _fail(f, rec, "kind must be sanctuary/adventure")
        try:
            (Sanctuary if loc["kind"] == "sanctuary" else Adventure).model_validate(loc)
        except ValidationError as e:
            raise _fail(f, str(loc.get("id", "?")), str(e)) from None
    try:
        b = Boards.model_validate(raw)
    except ValidationError as e:
        raise _fail(f, "<file>", str(e)) from None
    _expect(tuple(b.ids) == LOCATION_IDS, f, "<locations>", f"order {b.ids}, want {list(LOCATION_IDS)}")
    cards = legendary()
    for loc in b.locations:
        here = [c.id for c in cards.values() if c.location == loc.id]
        _expect(loc.cards == here, f, loc.id, f"cards {loc.cards}, want {here} (legendary.json order)")
        if isinstance(loc, Sanctuary):
            ids = tuple(a.id for a in loc.actions)
            _expect(ids == SANCTUARY_ACTIONS[loc.id], f, loc.id,
                    f"actions {list(ids)}, want {list(SANCTUARY_ACTIONS[loc.id])}")
            continue
        ids = tuple(loc.event_ids)
        _expect(ids == EVENT_IDS[loc.id], f, loc.id, f"events {list(ids)}, want {list(EVENT_IDS[loc.id])}")
        if loc.id == "mordor":
            _expect(set(loc.tracks) == set(ACTIVITIES), f, loc.id, "Mordor has all four tracks")
        else:
            _expect(len(loc.tracks) == 3, f, loc.id, "an adventure board other than Mordor has three tracks")
        _expect(loc.main in loc.tracks, f, loc.id, f"main track {loc.main!r} missing")
        main = loc.tracks[loc.main]
        _expect(len(loc.numbers) == main.length, f, loc.id,
                f"{len(loc.numbers)} numbers for a main track of {main.length} spaces")
        _expect(loc.numbers == sorted(loc.numbers), f, loc.id, "numbers must not decrease")
        for act, track in loc.tracks.items():
            rec = f"{loc.id}.{act}"
            _expect(track.length >= 2 and track.spaces[0] == "start"
                    and "start" not in track.spaces[1:], f, rec, "spaces start with one 'start'")
            for sp in track.spaces:
                _expect(bool(SPACE_CODE.match(sp)), f, rec, f"bad space code {sp!r}")
                if sp.startswith("card:"):
                    cid = sp[5:]
                    _expect(cid in cards and cards[cid].location == loc.id, f, rec,
                            f"{sp} is not a legendary card of {loc.id}")
        for act, last in loc.parts.items():
            _expect(act in loc.tracks and 0 < last < loc.tracks[act].length - 1, f, loc.id,
                    f"part end {act}={last}")
        for ev in loc.events:
            if ev.card is not None:
                _expect(ev.card in loc.cards, f, f"{loc.id}.{ev.id}", f"card {ev.card!r} not of this board")
    return b
