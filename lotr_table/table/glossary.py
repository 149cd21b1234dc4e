"""One name list for every game: translations/glossary.csv.

Each row is one term (a hero, a region, a card, a place, a word of the rules) with its
English, Russian and Ukrainian, the grammatical form of each (m, f, n: singular of that
gender; pl: plural), where the Russian and the Ukrainian come from ("seed NNN": that
rulebook has the word; "published": the usual form of the Russian editions of Tolkien, no
seed has it; "ours": our own translation of a game's title) and a note that records a
decision. A `|` in a name marks where its stem ends ("Мори|я": "Мории", "Морию"), so the word
is found declined in running text.

`contexts` names the catalogue entries that ARE the term: "confrontation.hero" (the entry
whose source is the English), or "confrontation.hero=Theoden" (another English spelling). The
catalogue check (catalogue.py) holds every translation to it: such an entry's translation is
the glossary's word, and any text whose English names the term names it in the glossary's
words too — in every game, or only in those `games` names (blank: every game). The table reads the forms to make templates agree with the names they take
(table/agreement.py). No Qt here.
"""

from __future__ import annotations

import csv
import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

GLOSSARY = Path(__file__).resolve().parents[2] / "translations" / "glossary.csv"


def glossary_path() -> Path:
    """The glossary beside the catalogues: in the source tree, or where a frozen build keeps
    its translations (sys._MEIPASS/translations)."""
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) / "translations" / GLOSSARY.name if base else GLOSSARY
LANGUAGES = ("en", "ru", "uk")
Form = Literal["m", "f", "n", "pl"]


# The table's own contexts that belong to one game's table (the others are every game's).
TABLE_CONTEXTS = {"LotrCoopPanel": "lotr_coop", "CoopOptionsForm": "lotr_coop",
                  "BattlePanel": "confrontation", "ConfrontationPanel": "confrontation", "HeroTile": "confrontation"}


class Term(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    term: str
    contexts: str
    english: str
    english_form: Form
    russian: str
    russian_form: Form
    russian_from: str
    ukrainian: str
    ukrainian_form: Form
    ukrainian_from: str
    note: str = ""
    # The games whose running text the term binds, blank for every game: a word may mean
    # another thing in another game (the cooperative game's Corruption track is the hobbits'
    # temptation; the card game's corruption is the Ring's sway).
    games: str = ""
    # Words the games it binds must not say for it, each "ru:stem" or "uk:stem" (a word or
    # words, any ending): what the table said before it followed the book («ru:местност» where
    # the card game's book says «локация»). A message of such a game that says one fails the
    # check, whatever its English: a departure from the book is recorded in the glossary (a row
    # of its own, with its reason), never made silently.
    avoid: str = ""
    # Short names for a small piece where the whole name does not fit at a readable size,
    # "ru=Чародей;uk=Відьмак;en=Witch-king" (any language may be missing): a name the reader
    # knows, never a stump. Rows without the column read as none.
    short: str | None = ""

    @field_validator("short")
    @classmethod
    def _some_short(cls, value: str | None) -> str:
        value = value or ""
        for part in filter(None, value.split(";")):
            lang, _, word = part.partition("=")
            if lang not in LANGUAGES or not word.strip():
                raise ValueError(f"{part!r}: a short name is 'ru=…', 'uk=…' or 'en=…'")
        return value

    def short_name(self, lang: str) -> str:
        for part in filter(None, (self.short or "").split(";")):
            code, _, word = part.partition("=")
            if code == lang:
                return word.strip()
        return ""

    @field_validator("russian_from", "ukrainian_from")
    @classmethod
    def _known_source(cls, value: str) -> str:
        if not re.fullmatch(r"seed \d{3}|published|ours", value):
            raise ValueError(f"{value!r}: a source is 'seed NNN', 'published' or 'ours'")
        return value

    def binds(self, context: str) -> bool:
        """Whether the term holds in an entry of this context: a game's context ("wotr.log")
        only when `games` is blank or names that game; the table's own contexts always."""
        game = context.split(".", 1)[0] if "." in context else TABLE_CONTEXTS.get(context)
        return not self.games or game is None or game in self.games.split()

    def avoided(self, lang: str) -> list[re.Pattern]:
        """The words this term is not called in `lang` by the games it binds."""
        out = []
        for item in self.avoid.split(";"):
            where, _, stem = item.strip().partition(":")
            if where == lang and stem:
                out.append(re.compile(r"(?<!\w)" + _first_letter_either_case(re.escape(stem.strip()))))
        return out

    def marked(self, lang: str) -> str:
        return {"en": self.english, "ru": self.russian, "uk": self.ukrainian}[lang]

    def word(self, lang: str) -> str:
        """The name as it is written (the stem marks removed)."""
        return self.marked(lang).replace("|", "")

    def form(self, lang: str) -> str:
        return {"en": self.english_form, "ru": self.russian_form, "uk": self.ukrainian_form}[lang]

    def entries(self) -> list[tuple[str, str]]:
        """The catalogue entries (context, English source) that are this term."""
        out = []
        for item in self.contexts.split():
            context, _, english = item.partition("=")
            out.append((context, english or self.english))
        return out

    def in_english(self) -> re.Pattern:
        """The English term inside a longer text (a capital at a sentence's start allowed)."""
        return re.compile(r"(?<![\w-])" + _first_letter_either_case(re.escape(self.english)) + r"(?![\w-])")

    def in_text(self, lang: str) -> re.Pattern:
        """The translated term, declined, inside a longer text: each word's stem and any
        ending; the first letter in either case (a sentence may start with it)."""
        words = []
        for word in re.split(r"[\s-]+", self.marked(lang)):
            stem = word.split("|")[0]
            words.append(re.escape(stem) + r"\w*")
        return re.compile(r"(?<!\w)" + _first_letter_either_case(r"[\s-]+".join(words)))


def _first_letter_either_case(pattern: str) -> str:
    first = pattern[:1]
    if first.isalpha():
        return f"[{first.upper()}{first.lower()}]" + pattern[1:]
    return pattern


@lru_cache(maxsize=None)
def terms(path: Path | None = None) -> tuple[Term, ...]:
    path = path or glossary_path()
    with open(path, encoding="utf-8", newline="") as f:
        return tuple(Term(**row) for row in csv.DictReader(f))


@lru_cache(maxsize=None)
def short_names(lang: str) -> dict[tuple[str, str], str]:
    """{(context, English source): short name} of every name the glossary shortens in `lang`."""
    return {entry: term.short_name(lang) for term in terms() for entry in term.entries() if term.short_name(lang)}


@lru_cache(maxsize=None)
def forms(lang: str) -> dict[tuple[str, str], str]:
    """{(context, English source): form} of every name the glossary gives, in `lang`."""
    return {entry: term.form(lang) for term in terms() for entry in term.entries()}


def problems(translations: dict[str, dict[tuple[str, str], str]], catalogue: list[tuple[str, str]],
             glossary: tuple[Term, ...] | None = None) -> list[str]:
    """Where the translations part from the glossary. `translations` is {lang: {entry:
    translation}} for ru and uk. A name entry must be the glossary's word; a text whose
    English names a term must name it in the glossary's words."""
    glossary = terms() if glossary is None else glossary
    placeholder = re.compile(r"\{[^{}]*\}")      # "{gandalf}" is a field, not the name
    found = []
    names = {}
    for term in glossary:
        for entry in term.entries():
            names[entry] = term
            if entry not in catalogue:
                found.append(f"glossary: {term.term}: [{entry[0]}] {entry[1]!r} is not in the catalogue")
    for lang, translated in translations.items():
        for entry in catalogue:
            text = translated.get(entry, "")
            term = names.get(entry)
            if term is not None:
                if text != term.word(lang):
                    found.append(f"glossary ({lang}): [{entry[0]}] {entry[1]!r} is {text!r}, "
                                 f"the glossary says {term.word(lang)!r}")
                continue
            english, words = placeholder.sub(" ", entry[1]), placeholder.sub(" ", text)
            for other in glossary:
                if other.games and other.binds(entry[0]) and "." in entry[0]:
                    for pattern in other.avoided(lang):
                        said = pattern.search(words)
                        if said:
                            found.append(f"glossary ({lang}): [{entry[0]}] {entry[1]!r} says {said.group(0)!r}, which "
                                         f"{other.games}'s book does not (it says {other.word(lang)!r}): {text!r}")
            for other in _named(english, [t for t in glossary if t.binds(entry[0])]):
                if not other.in_text(lang).search(words):
                    found.append(f"glossary ({lang}): [{entry[0]}] {entry[1]!r} names {other.english!r}, "
                                 f"not as {other.word(lang)!r}: {text!r}")
    return found


def _named(english: str, bound: list[Term]) -> list[Term]:
    """The terms an English text names, a term inside a longer one that the text names aside
    ("Shadow" in "the Shadow number": the TCG's book says «сумеречное число»)."""
    found = [(term, [m.span() for m in term.in_english().finditer(english)]) for term in bound]
    found = [(term, spans) for term, spans in found if spans]
    longer = [span for term, spans in found for span in spans]
    return [term for term, spans in found
            if any(not any(a <= s and e <= b and (a, b) != (s, e) for a, b in longer) for s, e in spans)]


def notes() -> dict[tuple[str, str], str]:
    """The glossary's decisions, for the translators' comments of the entries they touch."""
    return {entry: term.note for term in terms() if term.note for entry in term.entries()}
