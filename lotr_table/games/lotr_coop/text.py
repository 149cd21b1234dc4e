"""English words for log lines, prompts, actions and positions. The engine keeps templates
(literal strings passed to `say`/`ask`) and ids as arguments; the table translates both
(contexts lotr_coop.log / lotr_coop.prompt / lotr_coop.action and the name contexts).

An argument's NAME says what kind of id it holds: hobbit, card/cards, track, tile/tiles, face,
event, location, action, token; `seat`/`target`/`to` are seats (rendered as their hobbit when
a state is at hand).
"""

from __future__ import annotations

from functools import cache

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop import data

TRACK_NAMES = {"fighting": "Fighting", "friendship": "Friendship", "hiding": "Hiding",
               "travelling": "Travelling", "star": "star"}
TOKEN_NAMES = {"heart": "heart", "sun": "sun", "ring": "Ring"}


@cache
def _names() -> dict[str, dict[str, str]]:
    cards = {c.id: c.name for c in data.journey_cards().values()}
    cards.update({c.id: c.name for c in data.legendary().values()})
    cards.update({c.id: c.name for c in data.gandalf_cards().values()})
    b = data.boards()
    events, actions = {}, {}
    for loc in b.locations:
        for e in getattr(loc, "events", []):
            events[e.id] = e.name
        for a in getattr(loc, "actions", []):
            actions[a.id] = a.name
    return {
        "hobbit": {h.id: h.name for h in data.hobbits().values()},
        "card": cards,
        "location": {loc.id: loc.name for loc in b.locations},
        "event": events,
        "action": actions,
        "tile": {t.id: t.name for t in data.story_tiles().values()},
        "face": {f.id: f.name for f in data.die_faces()},
        "track": TRACK_NAMES,
        "token": TOKEN_NAMES,
    }


_KEY_KIND = {"hobbit": "hobbit", "card": "card", "cards": "card", "location": "location",
             "event": "event", "action": "action", "tile": "tile", "tiles": "tile", "face": "face",
             "track": "track", "token": "token", "gandalf": "card"}


@cache
def _lookup() -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """The names by argument name, and every name in one table (the first namespace that
    knows an id wins): a save's check renders its whole log, so each id is looked up once."""
    names = _names()
    by_key = {key: names[kind] for key, kind in _KEY_KIND.items()}
    anywhere: dict[str, str] = {}
    for table in names.values():
        for id_, name in table.items():
            anywhere.setdefault(id_, name)
    return by_key, anywhere


def name_of(value, key: str | None = None) -> str:
    """The English name of an id; `key` (the argument's name) picks the namespace."""
    if isinstance(value, (tuple, list)):
        return ", ".join(name_of(v, key) for v in value)
    if not isinstance(value, str):
        return str(value)
    by_key, anywhere = _lookup()
    table = by_key.get(key)
    if table is not None:
        name = table.get(value)
        if name is not None:
            return name
    return anywhere.get(value, value)


_SEAT_KEYS = frozenset(("seat", "target", "to", "giver"))


def render(template: str, args, hobbit_of=None) -> str:
    """Fill a template. `args` is a dict or ((name, value), ...); `hobbit_of(seat)` names seats."""
    items = args.items() if isinstance(args, dict) else args
    values = {}
    for k, v in items:
        if k in _SEAT_KEYS and hobbit_of is not None and isinstance(v, int):
            values[k] = name_of(hobbit_of(v), "hobbit")
        else:
            values[k] = name_of(v, k)
    try:
        text = template.format(**values)
    except (KeyError, IndexError):
        text = template
    return text[:1].upper() + text[1:]


# English for every action kind (context lotr_coop.action)
ACTIONS = {
    "reveal": "Reveal a story tile",
    "resolve": "Resolve the tile",
    "play": "Play {card} on the {track} track",
    "rest_draw": "Rest: draw two cards",
    "rest_heal": "Rest: move one space left",
    "end_turn": "End the turn",
    "track": "Choose the {track} track",
    "ring": "Put on the Ring",
    "floor": "Let {seat} act now",
    "done": "Done",
    "decline": "Decline",
    "accept": "Go on",
    "pay": "Pay",
    "volunteer": "{seat} volunteers",
    "discard": "Discard {card}",
    "ask": "Ask {seat}",
    "epic": "Play {card}",
    "call_gandalf": "Call Gandalf",
    "gandalf_card": "Use {card}",
    "payer": "{seat} pays",
    "give": "Give {card}",
    "give_token": "Give a {token} token",
    "give_runes": "Give runes worth {value}",
    "prepare": "Prepare",
    "give_to": "Give it to {seat}",
    "pass_card": "Pass {card}",
    "recover_draw": "Draw two cards",
    "recover_heal": "Move one space left",
    "order": "Put the tiles back as {tiles}",
}


def describe(action: Action, hobbit_of=None) -> str:
    template = ACTIONS.get(action.kind, action.kind)
    if hobbit_of is None:
        hobbit_of = _default_hobbit
    return render(template, dict(action.fields), hobbit_of)


def _default_hobbit(seat: int) -> str:
    return data.HOBBIT_IDS[seat] if 0 <= seat < len(data.HOBBIT_IDS) else str(seat)
