"""The English names and texts of the cooperative game's ids, from the game's validated data
files (lotr_table.games.lotr_coop.data). No Qt here. (What the translators get comes from the
game itself: lotr_table/games/lotr_coop/texts.py.)
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.games.lotr_coop import data, tables
from lotr_table.games.lotr_coop.options import SAURON_START

HOBBITS = tables.HOBBITS
ACTIVITIES = tables.ACTIVITIES
LOCATIONS = tables.LOCATIONS
LIFE = tables.LIFE
LEVELS = SAURON_START
EPICS = data.EPIC_IDS

# loader name -> the list inside what it returns (None: it returns {id: record} already)
_LISTS = {"boards": "locations", "legendary": None, "gandalf_cards": None, "hobbits": None,
          "journey_cards": None, "story_tiles": None, "die_faces": None}


def field(record, name: str, default=None):
    """A field of a record (a pydantic model), or `default` when there is no record."""
    if record is None:
        return default
    return getattr(record, name, default)


@lru_cache(maxsize=None)
def records(name: str) -> dict:
    """One kind of record by id: {id: record}."""
    value = getattr(data, name)()
    inner = _LISTS[name]
    if inner is not None:
        value = getattr(value, inner)
    if isinstance(value, dict):
        return dict(value)
    return {r.id: r for r in value}


def _get(kind: str, key: str, attr: str = "name") -> str:
    value = field(records(kind).get(key), attr)
    return value if isinstance(value, str) else ""


def record_name(kind: str, key: str) -> str:
    """The English name of one record ("hobbits", "frodo"); the id itself when it has none."""
    return _get(kind, key) or str(key)


def record_text(kind: str, key: str) -> str:
    """The English text of one record; "" when it has none."""
    return _get(kind, key, "text")


# -- locations, sanctuary actions, tracks, events --------------------------------------------

def location_name(loc: str) -> str:
    return _get("boards", loc) or str(loc)


def location_kind(loc: str) -> str:
    return _get("boards", loc, "kind")


def location_ids() -> list[str]:
    return list(records("boards"))


def _location_list(loc: str, attr: str) -> list:
    return list(field(records("boards").get(loc), attr) or [])


def sanctuary_actions(loc: str) -> list[str]:
    return [field(a, "id") for a in _location_list(loc, "actions")]


def _action(action: str, loc: str | None):
    places = [loc] if loc else []
    places += [p for p in records("boards") if p != loc]
    for place in places:
        for a in _location_list(place, "actions"):
            if field(a, "id") == action:
                return a
    return None


def action_name(action: str, loc: str | None = None) -> str:
    return field(_action(action, loc), "name") or str(action)


def action_text(action: str, loc: str | None = None) -> str:
    return field(_action(action, loc), "text") or ""


def track_title(loc: str, activity: str) -> str:
    """The board's own title of one track ("Battle against the wolves…"), or ""."""
    tracks = field(records("boards").get(loc), "tracks") or {}
    return field(tracks.get(activity), "name") or ""


def board_cards(loc: str) -> list[str]:
    return list(field(records("boards").get(loc), "cards") or [])


def _event(event: str):
    for loc in records("boards").values():
        for e in field(loc, "events") or []:
            if field(e, "id") == event:
                return e
    return None


def action_ids() -> list[str]:
    """Every sanctuary action id, in journey order."""
    return [field(a, "id") for loc in records("boards").values() for a in field(loc, "actions", None) or []]


def event_ids() -> list[str]:
    return [field(e, "id") for loc in records("boards").values() for e in field(loc, "events") or []]


def event_name(event: str) -> str:
    return field(_event(event), "name") or str(event)


def event_text(event: str) -> str:
    return field(_event(event), "text") or ""


# -- cards ------------------------------------------------------------------------------------

def is_legendary(card: str) -> bool:
    return card in records("legendary")


def is_journey(card: str) -> bool:
    return card in records("journey_cards")


def is_gandalf(card: str) -> bool:
    return card in records("gandalf_cards")


def card_colour(card: str) -> str:
    """brown, grey or green (a card of the journey deck or a legendary card)."""
    for kind in ("journey_cards", "legendary"):
        colour = _get(kind, card, "colour")
        if colour:
            return colour
    return card.split("_", 1)[0] if card.startswith(("brown_", "grey_")) else "brown"


def card_symbols(card: str) -> dict[str, int]:
    """The symbols on one half of a card: {"fighting": 2}, {"star": 1}; {} for an epic card."""
    for kind in ("journey_cards", "legendary"):
        record = records(kind).get(card)
        if record is not None:
            return dict(field(record, "symbols") or {})
    return {}


# -- tiles ---------------------------------------------------------------------------------------

def tile_activity(tile: str) -> str | None:
    value = field(records("story_tiles").get(tile), "activity")
    return value or (tile if tile in ACTIVITIES else None)
