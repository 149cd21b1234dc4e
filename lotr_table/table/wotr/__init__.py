"""The War of the Ring table: the map of Middle-earth drawn from data (our own geometry,
data/map_layout.json built by tools/wotr_map_layout.py) with the armies of the seat's view,
every question asked in the decision area in the player's language (naming.py) and answered
on the map where it acts on the map (hands.py); offered in the lobby for 2, 3 or 4 people
(options_form.py), any seat the computer."""

from __future__ import annotations


def make_panel(parent=None):
    """The table for one game (a lotr_table.table.game_panel.GamePanel)."""
    from lotr_table.table.kit.panel import TablePanel
    from lotr_table.table.wotr.parts import PARTS
    return TablePanel(PARTS, parent)


def make_options_form(parent=None):
    """A QWidget with options() -> the game's Options, retranslate(), seat_label() and changed."""
    from lotr_table.table.wotr.options_form import WotrOptionsForm
    return WotrOptionsForm(parent)


def demo_position(name: str | None = None) -> dict | None:
    """A readable position to look at (midgame, late); None without a name (a new game is
    shown). KeyError for an unknown name."""
    from lotr_table.table.wotr.demo import positions
    if name is None:
        return None
    if name not in positions():
        raise KeyError(f"known positions: {', '.join(positions())}")
    return positions()[name]


def translate_arg(key: str, value) -> str:
    """A refusal's argument in the player's language: a region, a nation, a die's result..."""
    from lotr_table.table.i18n import tr
    from lotr_table.table.wotr.naming import arg
    if key == "question":       # the question open, in the prompt's words (a prompt without fields)
        return tr("wotr.prompt", str(value))
    try:
        return str(arg(key, value))
    except (KeyError, ValueError, TypeError):
        return str(value)


def result_rows(view: dict, seat_name) -> list[tuple[str, str]]:
    """The victory and its cause, each side's victory points, the Ring's progress and corruption."""
    from lotr_table.table.wotr.result import result_rows as rows
    return rows(view, seat_name)


def result_headline(view: dict, seat_name) -> str | None:
    from lotr_table.table.wotr.result import result_headline as headline
    return headline(view, seat_name)


def seat_name(view: dict, seat: int) -> str:
    from lotr_table.table.wotr.words import seat_name as name
    return name(view, seat)


def progress(view: dict) -> str:
    """How far a game has gone, for the lists of saved games: "War of the Ring · Turn 3"."""
    from lotr_table.table.wotr.words import indicator
    return indicator(view).split("<br>")[0]


def rules_text(language: str) -> str:
    """The rules for the Help menu, as HTML in `language` (English when there is none)."""
    from lotr_table.table.wotr.rules import RULES
    return RULES.get(language, RULES["en"])


def rules_pictures() -> dict:
    """The views the rules' pictures are drawn from: {name: (view, seat)}."""
    from lotr_table.table.wotr.rules import pictures
    return pictures()


__all__ = ["make_panel", "make_options_form", "demo_position", "translate_arg", "result_rows", "result_headline",
           "seat_name", "progress", "rules_text", "rules_pictures"]
