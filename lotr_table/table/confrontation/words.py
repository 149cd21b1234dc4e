"""The game's own words in the current language: names and texts from data/*.json, log
lines, action labels and refusal arguments.

The engine keeps ids and English templates; here they pass through `tr` in the contexts the
catalogue is built from (confrontation.region, .hero, .hero_text, .card, .card_text,
.special, .special_text, .log, .action, .reason, .side, .word, .refusal).
"""

from __future__ import annotations

from lotr_table.games.confrontation.board import board
from lotr_table.games.confrontation.data import combat_cards, heroes, special_cards
from lotr_table.games.confrontation.text import _ACTIONS as ACTION_TEMPLATES
from lotr_table.table.i18n import short_name, tr, tr_name
from lotr_table.table.agreement import Name, fill, form_of

def hero_name(hero_id: str) -> str:
    h = heroes().get(hero_id)
    return tr_name("confrontation.hero", h.name) if h else str(hero_id)


def hero_short(hero_id: str) -> str:
    """The glossary's short name of a hero, for a tile where the whole name does not fit."""
    h = heroes().get(hero_id)
    return short_name("confrontation.hero", h.name) if h else ""


def hero_text(hero_id: str) -> str:
    h = heroes().get(hero_id)
    return tr("confrontation.hero_text", h.text) if h else ""


def region_name(region_id: str) -> str:
    b = board()
    if region_id not in b.index:
        return str(region_id)
    return tr_name("confrontation.region", b.names[b.index[region_id]])


def card_name(card_id: str) -> str:
    c = combat_cards().get(card_id)
    return tr_name("confrontation.card", c.name) if c else str(card_id)


def card_text(card_id: str) -> str:
    c = combat_cards().get(card_id)
    return tr("confrontation.card_text", c.text) if c and c.text else ""


def special_name(special_id: str) -> str:
    c = special_cards().get(special_id)
    return tr_name("confrontation.special", c.name) if c else str(special_id)


def special_text(special_id: str) -> str:
    c = special_cards().get(special_id)
    return tr("confrontation.special_text", c.text) if c else ""


def side_in_text(side: str) -> str:
    """A side as a sentence names it: "the Fellowship", "Sauron"."""
    if side == "fellowship":
        return tr_name("confrontation.side", "the Fellowship")
    if side == "sauron":
        return tr_name("confrontation.side", "Sauron")
    return str(side)


def side_title(side: str) -> str:
    """A side as a heading names it: "Fellowship", "Sauron"."""
    if side == "fellowship":
        return tr("confrontation.side", "Fellowship")
    if side == "sauron":
        return tr("confrontation.side", "Sauron")
    return str(side)


def reason(text: str) -> str:
    from lotr_table.games.confrontation.turn import REASONS      # the rules: not for the lobby's options form
    return tr("confrontation.reason", text) if text in REASONS else str(text)


def quoted(name: str) -> str:
    """A card's name in quotes, still of the card's gender and number."""
    return Name(tr("confrontation.word", "\u201c{name}\u201d").format(name=name), form_of(name))


def word(value: str) -> str:
    """The small words an action or a log line may carry as an argument."""
    if value == "hand":
        return tr("confrontation.word", "hand")
    if value == "discard":
        return tr("confrontation.word", "discard")
    if value == "classic":
        return tr("confrontation.word", "classic")
    if value == "alternative":
        return tr("confrontation.word", "alternative")
    if value == "hidden":
        return tr("confrontation.word", "a hidden hero")
    if value == "random":
        return tr("confrontation.word", "a hidden defender at random")
    return str(value)


def in_sentence(name: str) -> str:
    """A name as a sentence carries it: "the Shire", "the Watcher" (a title keeps "The Shire";
    a sentence that starts with it gets its capital back)."""
    if name.startswith("The "):
        return Name("the " + name[4:], form_of(name))
    return name


def name_of(value) -> str:
    """Any id in the current language: hero, region, card (quoted), special card (quoted),
    side; lists joined; numbers as they are."""
    if isinstance(value, (list, tuple)):
        return tr("confrontation.word", ", ").join(name_of(v) for v in value)
    if not isinstance(value, str):
        return str(value)
    if value in heroes():
        return in_sentence(hero_name(value))
    if value in board().index:
        return in_sentence(region_name(value))
    if value in combat_cards():
        return quoted(card_name(value))
    if value in special_cards():
        return quoted(special_name(value))
    if value in ("fellowship", "sauron"):
        return side_in_text(value)
    from lotr_table.games.confrontation.turn import REASONS
    if value in REASONS:
        return reason(value)
    return word(value)


def translate_arg(key: str, value) -> str:
    """One argument of a refusal or log template, in the current language."""
    if key == "reason":
        return reason(str(value))
    if key in ("face", "source", "target") and isinstance(value, str) and value in (
            "hand", "discard", "classic", "alternative", "hidden", "random"):
        return word(value)
    return name_of(value)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def log_line(entry: dict) -> str:
    """A view["log"] entry ({"template", "args"}) as a sentence in the current language."""
    template = tr("confrontation.log", entry["template"])
    args = {k: translate_arg(k, v) for k, v in dict(entry.get("args", {})).items()}
    try:
        return _capital(fill(template, **args))
    except (KeyError, IndexError, ValueError):
        return _capital(fill(entry["template"], **args))


def refusal(template: str, params: dict) -> str:
    """A refusal template (refusal.TEMPLATES) with its params, in the current language."""
    text = tr("confrontation.refusal", template)
    args = {k: translate_arg(k, v) for k, v in params.items()}
    try:
        return _capital(fill(text, **args))
    except (KeyError, IndexError, ValueError):
        return _capital(fill(template, **args))


def action_label(action: dict) -> str:
    """A view["actions"] entry as a button's words."""
    kind = action.get("kind", "")
    source = ACTION_TEMPLATES.get(kind)
    if source is None:
        return str(kind)
    template = tr("confrontation.action", source)
    args = {k: translate_arg(k, v) for k, v in action.items() if k not in ("kind", "via")}
    try:
        text = fill(template, **args)
    except (KeyError, IndexError, ValueError):
        text = fill(source, **args)
    if action.get("via") == "tunnel":
        text += tr("confrontation.action", " through the Moria tunnel")
    return text


def action_tip(action: dict) -> str:
    """A button's tip: the special cards a choice of special cards takes, each with its text."""
    if action.get("kind") == "choose_specials":
        return "\n\n".join(f"{special_name(c)}: {special_text(c)}" for c in action.get("cards", []))
    return ""
