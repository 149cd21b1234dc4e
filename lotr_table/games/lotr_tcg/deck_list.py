"""Deck lists as plain text, read and written:

    # Aragorn starter                  (a comment: from # to the end of the line)
    Name: Aragorn starter
    Ring-bearer: 1C290
    Ring: 1C2
    Starting: Aragorn, King in Exile   (the first game's starting companion, R2.19; optional)
    Sites:
    1U320
    Free Peoples:
    4x 1C150
    4 Uruk Savage

A card is named by its collector code, by its title, or by "Title, Subtitle" where cards
share a title (case, accents and curly quotes aside). A count ("4x", "4") may precede it, 1
when it does not. Sites go to the adventure deck and every other card to the draw deck,
whatever heading they stand under (Sites:, Free Peoples:, Shadow:, Draw deck: only help
the reader). Every line that cannot be read is named with its number; whether the deck is
legal is deck_rules' question (`load` asks it)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from lotr_table.games.lotr_tcg import deck_rules
from lotr_table.games.lotr_tcg.deck import Deck
from lotr_table.games.lotr_tcg.deck_rules import Violation

NO_CARD = "Line {line}: no card {ref} in the set."
BAD_COUNT = "Line {line}: {count} is not a number of copies (1 or more)."
AMBIGUOUS = "Line {line}: {ref} names several cards ({choices}): write the code or the title and subtitle."
TWICE = "Line {line}: a second {key} line."
NO_RING_BEARER = "The list names no Ring-bearer (a line such as \"{example}\")."
NO_RING = "The list names no One Ring (a line such as \"{example}\")."
UNREADABLE = "The deck list {path} cannot be read: {why}."

TEMPLATES = (NO_CARD, BAD_COUNT, AMBIGUOUS, TWICE, NO_RING_BEARER, NO_RING, UNREADABLE)

HEADINGS = ("sites", "free peoples", "shadow", "draw deck")
_KEY = re.compile(r"^(name|ring-bearer|ring|starting)\s*:\s*(.*)$", re.IGNORECASE)
_COUNT = re.compile(r"^(\S*\d\S*)\s+(.+)$")
_CODE = re.compile(r"^\d+[a-z]\d+$", re.IGNORECASE)


class DeckListError(ValueError):
    def __init__(self, source: str, problems: list[Violation]):
        self.source = source
        self.problems = problems
        super().__init__(f"{source}:\n" + "\n".join(f"  {p}" for p in problems))


def _plain(text: str) -> str:
    """A name as compared: accents, case, curly quotes and spacing aside."""
    text = unicodedata.normalize("NFKD", text.replace("\u2019", "'").replace("\u2018", "'"))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.casefold().split())


class _Names:
    """Every way a card may be named: its code, its title, "Title, Subtitle"."""

    def __init__(self, cards: dict):
        self.cards = cards
        self.by_code = {code.casefold(): code for code in cards}
        self.by_title: dict[str, list[str]] = {}
        self.by_full: dict[str, list[str]] = {}
        for code, c in cards.items():
            self.by_title.setdefault(_plain(c.title), []).append(code)
            if c.subtitle:
                self.by_full.setdefault(_plain(f"{c.title}, {c.subtitle}"), []).append(code)

    def find(self, ref: str) -> list[str]:
        if ref.casefold() in self.by_code:
            return [self.by_code[ref.casefold()]]
        key = _plain(ref)
        return self.by_full.get(key) or self.by_title.get(key) or []


def read(text: str, cards: dict, deck_id: str, source: str = "deck list") -> Deck:
    """The deck a list names; DeckListError naming every line that cannot be read."""
    names = _Names(cards)
    problems: list[Violation] = []
    fields: dict[str, str] = {}
    starting: list[str] = []
    sites: list[str] = []
    draw: list[str] = []

    def problem(template: str, **args) -> None:
        problems.append(Violation(template, tuple(args.items())))

    def card(ref: str, line: int) -> str | None:
        found = names.find(ref)
        if not found:
            problem(NO_CARD, line=line, ref=ref)
            return None
        if len(found) > 1:
            problem(AMBIGUOUS, line=line, ref=ref, choices=", ".join(deck_rules.named(cards[c])
                                                                for c in sorted(found, key=lambda c: cards[c].number)))
            return None
        return found[0]

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line or line.rstrip(":").strip().casefold() in HEADINGS and line.endswith(":"):
            continue
        key = _KEY.match(line)
        if key:
            name, value = key.group(1).casefold(), key.group(2).strip()
            if name == "starting":
                code = card(value, number)
                if code:
                    starting.append(code)
            elif name in fields:
                problem(TWICE, line=number, key=key.group(1))
            elif name == "name":
                fields[name] = value
            else:
                code = card(value, number)
                fields[name] = code or ""
            continue
        count, ref = 1, line
        counted = _COUNT.match(line)
        if counted and not _CODE.match(counted.group(1)):
            try:
                count = int(counted.group(1).rstrip("xX"))
            except ValueError:
                count = 0
            if count < 1:
                problem(BAD_COUNT, line=number, count=counted.group(1))
                continue
            ref = counted.group(2).strip()
        code = card(ref, number)
        if code:
            (sites if cards[code].type == "site" else draw).extend([code] * count)
    if "ring-bearer" not in fields:
        problem(NO_RING_BEARER, example="Ring-bearer: 1C290")
    if "ring" not in fields:
        problem(NO_RING, example="Ring: 1C2")
    if problems:
        raise DeckListError(source, problems)
    return Deck(id=deck_id, name=fields.get("name", ""), ring_bearer=fields["ring-bearer"], ring=fields["ring"],
                starting=tuple(starting), sites=tuple(sites), draw=tuple(draw))


def load(path: Path | str, cards: dict) -> Deck:
    """A deck list file read and checked: DeckListError for a line that cannot be read,
    deck_rules.IllegalDeck naming every rule the deck breaks."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as failure:
        raise DeckListError(str(path), [Violation(UNREADABLE, (("path", str(path)), ("why", str(failure))))]) from None
    return deck_rules.check(read(text, cards, path.stem, str(path)), cards)


def write(deck: Deck, cards: dict) -> str:
    """The list of a deck, by collector code, each card's name in a comment; `read` gives
    the same deck back."""
    def note(code: str) -> str:
        c = cards.get(code)
        return f"  # {c.title}, {c.subtitle}" if c is not None and c.subtitle else (f"  # {c.title}" if c else "")

    lines = [f"Name: {deck.name}"] if deck.name else []
    lines += [f"Ring-bearer: {deck.ring_bearer}{note(deck.ring_bearer)}", f"Ring: {deck.ring}{note(deck.ring)}"]
    lines += [f"Starting: {code}{note(code)}" for code in deck.starting]
    lines += ["", "Sites:"]
    for code in deck.sites:
        site = cards.get(code)
        lines.append(f"{code}  # {site.site} {site.title}" if site is not None and site.site else code)
    groups = {"free_peoples": [], "shadow": []}
    for code, n in deck.counts().items():
        groups["shadow" if code in cards and cards[code].side == "shadow" else "free_peoples"].append((code, n))
    for heading, side in (("Free Peoples:", "free_peoples"), ("Shadow:", "shadow")):
        if groups[side]:
            lines += ["", heading] + [f"{n}x {code}{note(code)}" for code, n in groups[side]]
    return "\n".join(lines) + "\n"
