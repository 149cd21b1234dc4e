"""What a game gives the translators: its texts as (context, English source) pairs.

The engine keeps English templates and ids; the table translates them when it draws, in a
context named after the game and the kind of text ("lotr_coop.log", "confrontation.hero").
Each game lists every text it can show through `texts()` (names and texts from its data
files, action words, log lines, prompts, refusals, outcome reasons), and the translation
catalogue (lotr_table/table/catalogue.py) is built from those lists and the table's own `tr`
calls. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable


@dataclass(frozen=True)
class Text:
    context: str            # e.g. "lotr_coop.log"
    source: str             # the English text, a str.format template where it has {fields}
    comment: str = ""       # a note for the translators (not part of the key)


def in_context(context: str, sources: Iterable[str], comment: str = "") -> list[Text]:
    """One Text per (non-empty) source, all in one context."""
    return [Text(context, source, comment) for source in sources if source]
