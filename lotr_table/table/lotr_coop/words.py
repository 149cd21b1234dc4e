"""The cooperative game's own words in the current language: names and texts from the data
files, prompts, log lines, action labels and refusal arguments.

The engine keeps ids and English templates; here they pass through `tr` in the contexts of
coop_spec.md ("Translation contexts"): lotr_coop.location, .action_name/.action_text, .track,
.event/.event_text, .card/.card_text, .gandalf/.gandalf_text, .hobbit/.hobbit_text, .tile,
.face, .log, .action, .refusal, .prompt, .outcome, .word.
"""

from __future__ import annotations

import string

from lotr_table.table.i18n import tr, tr_name, short_name
from lotr_table.table.agreement import fill
from lotr_table.table.lotr_coop import names

# -- names from the data ----------------------------------------------------------------------


def location(loc: str) -> str:
    return tr_name("lotr_coop.location", names.location_name(loc))


def action_name(action: str, loc: str | None = None) -> str:
    return tr("lotr_coop.action_name", names.action_name(action, loc))


def action_text(action: str, loc: str | None = None) -> str:
    text = names.action_text(action, loc)
    return tr("lotr_coop.action_text", text) if text else ""


def track(activity: str) -> str:
    """An activity's name: Fighting, Friendship, Hiding, Travelling (and the star)."""
    known = {"fighting": lambda: tr("lotr_coop.track", "Fighting"),
             "friendship": lambda: tr("lotr_coop.track", "Friendship"),
             "hiding": lambda: tr("lotr_coop.track", "Hiding"),
             "travelling": lambda: tr("lotr_coop.track", "Travelling"),
             "star": lambda: tr("lotr_coop.track", "Star")}
    return known[activity]() if activity in known else str(activity)


def track_title(loc: str, activity: str) -> str:
    text = names.track_title(loc, activity)
    return tr("lotr_coop.track", text) if text else ""


def event(event_id: str) -> str:
    return tr("lotr_coop.event", names.event_name(event_id))


def event_text(event_id: str) -> str:
    text = names.event_text(event_id)
    return tr("lotr_coop.event_text", text) if text else ""


def card(card_id: str) -> str:
    """Any card's name: a journey card by type ("Fighting (grey)"), a legendary card, a
    Gandalf card."""
    if names.is_legendary(card_id):
        return tr_name("lotr_coop.card", names.record_name("legendary", card_id))
    if names.is_journey(card_id):
        return tr_name("lotr_coop.card", names.record_name("journey_cards", card_id))
    if names.is_gandalf(card_id):
        return gandalf(card_id)
    return str(card_id)


def card_short(card_id: str) -> str:
    """The glossary's short name of a card ("" when it has none), for a small card or a
    narrow track space where the whole name does not fit: never a stump."""
    if names.is_legendary(card_id):
        return short_name("lotr_coop.card", names.record_name("legendary", card_id))
    if names.is_gandalf(card_id):
        return short_name("lotr_coop.gandalf", names.record_name("gandalf_cards", card_id))
    return ""


def card_text(card_id: str) -> str:
    text = names.record_text("legendary", card_id)
    if text:
        return tr("lotr_coop.card_text", text)
    if names.is_gandalf(card_id):
        return gandalf_text(card_id)
    return ""


def _record_words(kind: str, context: str):
    """The name and the text of one kind of record by id, in the current language: (name, text).
    The text has the context `context`_text; a record without one has ""."""
    def name(key: str) -> str:
        return tr_name(context, names.record_name(kind, key))

    def text(key: str) -> str:
        found = names.record_text(kind, key)
        return tr(context + "_text", found) if found else ""
    return name, text


gandalf, gandalf_text = _record_words("gandalf_cards", "lotr_coop.gandalf")
hobbit, hobbit_text = _record_words("hobbits", "lotr_coop.hobbit")
tile, tile_text = _record_words("story_tiles", "lotr_coop.tile")
face, face_text = _record_words("die_faces", "lotr_coop.face")


# -- small words ---------------------------------------------------------------------------------

def word(value: str) -> str:
    """Life tokens, colours, levels and the other small words a text may carry."""
    known = {
        "heart": lambda: tr("lotr_coop.word", "heart"),
        "sun": lambda: tr("lotr_coop.word", "sun"),
        "ring": lambda: tr("lotr_coop.word", "Ring"),
        "token": lambda: tr("lotr_coop.word", "life token"),
        "star": lambda: tr("lotr_coop.word", "star"),
        "cards": lambda: tr("lotr_coop.word", "cards"),
        "runes": lambda: tr("lotr_coop.word", "runes"),
        "brown": lambda: tr("lotr_coop.word", "brown"),
        "grey": lambda: tr("lotr_coop.word", "grey"),
        "green": lambda: tr("lotr_coop.word", "green"),
        "introductory": lambda: tr("lotr_coop.word", "introductory"),
        "standard": lambda: tr("lotr_coop.word", "standard"),
        "expert": lambda: tr("lotr_coop.word", "expert"),
        "sauron": lambda: tr("lotr_coop.word", "Sauron"),
        "fellowship": lambda: tr("lotr_coop.word", "the Fellowship"),
    }
    return known[value]() if value in known else str(value)


def requirement(need) -> str:
    """{"fighting": 5, "star": 1} -> "5 fighting, 1 star" in the current language."""
    if not isinstance(need, dict):
        return name_of(need)
    parts = []
    for what, n in need.items():
        if what in names.ACTIVITIES:
            thing = track(what).lower()
        elif what.startswith("card:"):
            thing = card(what[5:])
        else:
            thing = word(what)
        parts.append(tr("lotr_coop.word", "{n} {thing}").format(n=n, thing=thing))
    return tr("lotr_coop.word", ", ").join(parts)


# -- seats and any id -----------------------------------------------------------------------------

SEAT_KEYS = ("seat", "hobbit", "to", "target", "giver", "payer", "roller", "bearer", "who", "receiver",
             "from", "player", "active", "volunteer", "other")


def seat_hobbit(seat, view: dict | None = None) -> str:
    """The hobbit id a seat plays (seat i plays HOBBITS[i], coop_spec "Options")."""
    for h in (view or {}).get("hobbits", []) or []:
        if h.get("seat") == seat:
            return h.get("hobbit", "")
    if isinstance(seat, int) and 0 <= seat < len(names.HOBBITS):
        return names.HOBBITS[seat]
    return str(seat)


def seat_name(seat, view: dict | None = None) -> str:
    return hobbit(seat_hobbit(seat, view))


def name_of(value):
    """Any id in the current language (by what it is), lists joined, numbers as they are."""
    if isinstance(value, (list, tuple)):
        return tr("lotr_coop.word", ", ").join(name_of(v) for v in value)
    if isinstance(value, dict):
        return requirement(value)
    if not isinstance(value, str):
        return str(value)
    if value in names.HOBBITS:
        return hobbit(value)
    if value in names.ACTIVITIES or value == "star":
        return track(value)
    if names.is_legendary(value) or names.is_journey(value) or names.is_gandalf(value):
        return card(value)
    if value in names.location_ids():
        return location(value)
    if value in names.records("story_tiles"):
        return tile(value)
    if value in names.records("die_faces"):
        return face(value)
    if value in names.event_ids():
        return event(value)
    if value in names.action_ids():
        return action_name(value)        # a payment's label can be a sanctuary action
    return word(value)


def aside_item(item: str) -> str:
    """One thing set aside in a payment (payments.py: "card:<id>", "token:<heart|sun|ring>",
    "runes:<value>", "gandalf:guidance") in words: a card by its name, never its id."""
    kind, _, rest = str(item).partition(":")
    if kind == "card":
        return card(rest)
    if kind == "token":
        return tr("LotrCoopPanel", "a {token} life token").format(token=word(rest))
    if kind == "runes":
        return tr("LotrCoopPanel", "runes worth {value}").format(value=rest)
    if kind == "gandalf":
        return gandalf(rest)
    return name_of(item)


def translate_arg(key: str, value, view: dict | None = None) -> str:
    """One argument of a refusal, prompt or log template, in the current language."""
    if key == "item" and isinstance(value, str):
        return aside_item(value)
    if key in SEAT_KEYS and (isinstance(value, int) and not isinstance(value, bool)):
        return seat_name(value, view)
    if isinstance(value, str):
        if key in ("card", "legendary", "epic") or key.startswith("card"):
            return card(value)
        if key in ("gandalf",):
            return gandalf(value)
        if key in ("track", "activity", "main"):
            return track(value)
        if key == "event":
            return event(value)
        if key == "location":
            return location(value)
        if key == "tile":
            return tile(value)
        if key == "face":
            return face(value)
        if key == "action":
            return action_name(value)
        if key in ("token", "colour", "level"):
            return word(value)
    if key in ("need", "requirement", "still", "still_needed"):
        if isinstance(value, dict):
            return requirement(value)
        if isinstance(value, str) and _need(value) is not None:
            return requirement(_need(value))
    if key == "reason" and isinstance(value, str):
        return outcome_reason(value)
    if key == "tiles" and isinstance(value, (list, tuple)):
        return tr("lotr_coop.word", ", ").join(tile(t) for t in value)
    return name_of(value)


def _need(text: str) -> dict | None:
    """The engine's requirement text "fighting 5, star 1" as {"fighting": 5, "star": 1}."""
    need = {}
    for part in text.split(","):
        what, _, n = part.strip().rpartition(" ")
        if not what or not n.isdigit():
            return None
        need[what] = int(n)
    return need


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _params(params) -> dict:
    if isinstance(params, dict):
        return dict(params)
    try:
        return dict(params or ())
    except (TypeError, ValueError):
        return {}


def _fill(translated: str, source: str, args: dict) -> str:
    try:
        return fill(translated, **args)
    except (KeyError, IndexError, ValueError):
        try:
            return fill(source, **args)
        except (KeyError, IndexError, ValueError):
            return source


def _fields(template: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}
    except ValueError:
        return set()


def log_line(entry: dict, view: dict | None = None) -> str:
    """A view["log"] entry ({"text", "template", "args"}) as a sentence in the current language."""
    source = entry.get("template") or entry.get("text") or ""
    args = {k: translate_arg(k, v, view) for k, v in _params(entry.get("args")).items()}
    return _capital(_fill(tr("lotr_coop.log", source), source, args))


def refusal(template: str, params) -> str:
    args = {k: translate_arg(k, v) for k, v in _params(params).items()}
    return _capital(_fill(tr("lotr_coop.refusal", template), template, args))


def outcome_reason(reason: str) -> str:
    return tr("lotr_coop.outcome", reason) if reason else ""


def prompt(pending: dict | None, view: dict | None = None) -> str:
    """The engine's question (an English template with ids) in the current language."""
    if not pending or not pending.get("prompt"):
        return ""
    source = pending["prompt"]
    args = {k: translate_arg(k, v, view) for k, v in _params(pending.get("params")).items()}
    for name in _fields(source) - set(args):
        if name == "hobbit":
            args[name] = seat_name(pending.get("seat"), view)
    return _capital(_fill(tr("lotr_coop.prompt", source), source, args))


def why_no_answer(pending: dict | None, actions: list[dict]) -> str:
    """Why a question offers nothing but to say no or to finish (a payment with no card that
    pays, a turn with no card left to play): said under the question, so a lone "Decline" is
    not a riddle."""
    if not pending or not actions or any(a.get("kind") not in ("decline", "done", "end_turn") for a in actions):
        return ""
    kind = pending.get("kind")
    if kind == "pay_give":
        if all(a.get("kind") == "decline" for a in actions):
            return tr("LotrCoopPanel", "You hold no card or token that pays for this, so you can only decline.")
        return tr("LotrCoopPanel", "You hold nothing more that pays for this.")
    if kind == "cards":
        return tr("LotrCoopPanel", "No card in your hand can be played now: end your turn.")
    return ""


# -- what a button says --------------------------------------------------------------------------

def _engine_actions() -> dict[str, str]:
    """The engine's English words for each action kind (text.ACTIONS)."""
    try:
        from lotr_table.games.lotr_coop.text import ACTIONS
    except ImportError:
        return {}
    return ACTIONS


def action_label(action: dict, view: dict | None = None) -> str:
    """A view["actions"] entry as a button's words (the engine's words for its kind, in
    lotr_coop.action, and whom or where an epic or Gandalf card is used for)."""
    kind = action.get("kind", "")
    args = {k: translate_arg(k, v, view) for k, v in action.items() if k != "kind"}
    source = _engine_actions().get(kind)
    if source is None:
        return " ".join([str(kind)] + [str(v) for v in args.values()])
    text = _fill(tr("lotr_coop.action", source), source, args)
    used = _fields(source)
    if kind in ("epic", "gandalf_card"):
        if "target" in args and "to" in args and not {"target", "to"} & used:
            return tr("lotr_coop.action", "{action}: {target} passes a card to {to}").format(
                action=text, target=args["target"], to=args["to"])
        if "target" in args and "target" not in used:
            return tr("lotr_coop.action", "{action} for {target}").format(action=text, target=args["target"])
        if "track" in args and "track" not in used:
            return tr("lotr_coop.action", "{action} on the {track} track").format(action=text, track=args["track"])
        if "use" in args and "use" not in used:
            return tr("lotr_coop.action", "{action} ({use})").format(action=text, use=args["use"])
    if kind == "call_gandalf":
        return tr("lotr_coop.action", "{action} (pay 5 runes)").format(action=text)
    return _capital(text)


def pending_heading(pending: dict | None, view: dict) -> str:
    """Who is asked, in a few words: "Frodo decides", "Sam is asked"."""
    if not pending:
        return ""
    who = seat_name(pending.get("seat"), view)
    return tr("LotrCoopPanel", "{hobbit} decides").format(hobbit=who)


# the words of the cooperative decision area's blocks of buttons (questions.py)
def play_group(action: dict) -> str:
    """A card played, as the heading of its buttons (one per track)."""
    return card(action.get("card"))


def play_short(action: dict) -> str:
    """A play's button under its card: the track."""
    return track(action.get("track", ""))


def variant_group(action: dict, view: dict) -> str:
    """A card used in several ways (Miruvor, Healing), as the heading of its buttons; Miruvor's
    by giver."""
    name = card(action.get("card"))
    if "to" in action and "target" in action:
        return tr("LotrCoopPanel", "{card}: {hobbit} gives").format(
            card=name, hobbit=seat_name(action["target"], view))
    return name


def variant_short(action: dict, view: dict) -> str:
    """One way of such a card, as its button under the heading: to whom, for whom, or where."""
    if "to" in action:
        return tr("LotrCoopPanel", "to {hobbit}").format(hobbit=seat_name(action["to"], view))
    if "target" in action:
        return seat_name(action["target"], view)
    if "track" in action:
        return track(action["track"])
    return action_label(action, view)
