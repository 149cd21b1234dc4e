"""The table of Knizia's cooperative The Lord of the Rings (`lotr_coop`): the GamePanel and
the form of its options. `words` translates the game's names, texts, prompts, log and
refusals; `names` reads the English names from the game's data (no Qt)."""

from __future__ import annotations


def make_panel(parent=None):
    """The table for one cooperative game (a lotr_table.table.game_panel.GamePanel)."""
    from lotr_table.table.lotr_coop.parts import PARTS
    from lotr_table.table.kit.panel import TablePanel
    return TablePanel(PARTS, parent)


def make_options_form(parent=None):
    """A QWidget with options() -> CoopOptions, retranslate() and a `changed` signal."""
    from lotr_table.table.lotr_coop.options_form import CoopOptionsForm
    return CoopOptionsForm(parent)


def translate_arg(key: str, value) -> str:
    """One argument of a refusal template, in the current language."""
    from lotr_table.table.lotr_coop.words import translate_arg as translate
    return translate(key, value)


def demo_position(name: str | None = None) -> dict:
    """A readable position to look at: an adventure in progress on the board `name` (moria,
    helms_deep, shelobs_lair, mordor; rivendell, a sanctuary; default moria). KeyError for an unknown name."""
    from lotr_table.table.lotr_coop.demo import DEFAULT, POSITIONS
    key = name or DEFAULT
    if key not in POSITIONS:
        raise KeyError(f"known positions: {', '.join(POSITIONS)}")
    return POSITIONS[key]


def result_rows(view: dict, seat_name) -> list[tuple[str, str]]:
    """The score of the finished game in parts, label and value (the result panel)."""
    from lotr_table.table.lotr_coop.result import result_rows as rows
    return rows(view, seat_name)


def result_headline(view: dict, seat_name) -> str | None:
    """Who won and why, when the game is over (the result panel)."""
    from lotr_table.table.lotr_coop.result import headline
    return headline(view, seat_name)


def progress(view: dict) -> str:
    """How far a game has gone, for the lists of saved games: "Moria · standard game · Turn of Frodo"."""
    from lotr_table.table.lotr_coop.parts import indicator_text
    from lotr_table.table.i18n import tr
    if view.get("over"):
        return tr("SavedGames", "finished")
    return " \u00b7 ".join(indicator_text(view).split("\n")[:2])


def seat_name(view: dict, seat: int) -> str:
    """A seat by the hobbit it plays."""
    from lotr_table.table.lotr_coop.words import seat_name as name
    return name(seat, view)


def rules_text(language: str) -> str:
    """The rules for the Help menu, as HTML in `language` (English when there is none)."""
    from lotr_table.table.lotr_coop.rules import RULES
    return RULES.get(language, RULES["en"])


def rules_pictures() -> dict:
    """The views the rules' pictures are drawn from: {name: (view, seat)}."""
    from lotr_table.table.lotr_coop.rules import pictures
    return pictures()


__all__ = ["make_panel", "make_options_form", "translate_arg", "demo_position", "result_rows", "result_headline",
           "progress", "seat_name", "rules_text", "rules_pictures"]
