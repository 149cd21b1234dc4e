"""The translation catalogue: every (context, English source) pair a player can see.

Two parts:

* each registered game's texts, as the game declares them (`Game.texts()`: the names and
  texts of its data files, action words, log lines, prompts, refusals and outcome reasons;
  lotr_table/engine/texts.py), and the session's own refusal in each game's words;
* every `tr("Context", "literal")` / `QCoreApplication.translate("Context", "literal")`
  call in lotr_table/table/, found by an `ast` scan (as Qt's lupdate reads C++ sources).
  Game and engine sources are never scanned: what they say, they declare.

`python -m lotr_table.table.catalogue sync` rewrites translations/lotr_table_{ru,uk,en}.ts
(Qt Linguist TS 2.1): it keeps every existing translation, adds new entries as unfinished,
and marks entries no longer in the catalogue as vanished (dropping those never translated).
`sync --prune` drops the vanished entries instead.
`python -m lotr_table.table.catalogue check` lists ill-formed declarations, unfinished or
missing entries and translations that part from the glossary (translations/glossary.csv: one
name list for every game, glossary.py) and exits 1 if there are any.

No Qt here: the module must import (and run) without a QApplication.
"""

from __future__ import annotations

import ast
import itertools
import string
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from lotr_table.engine import registry, session
from lotr_table.engine.texts import Text
from lotr_table.table import glossary
from lotr_table.table import agreement

PACKAGE = Path(__file__).resolve().parents[1]            # lotr_table/
TABLE_DIR = PACKAGE / "table"
TRANSLATIONS_DIR = PACKAGE.parent / "translations"

# The catalogues kept in translations/, with the Qt locale each declares.
LANGUAGES = {"ru": "ru_RU", "uk": "uk_UA", "en": "en_US"}
SOURCE_LANGUAGE = "en"

# Calls whose first two arguments are (context, source).
_TR_NAMES = {"tr", "tr_name", "translate", "QT_TRANSLATE_NOOP"}


def ts_path(lang: str) -> Path:
    return TRANSLATIONS_DIR / f"lotr_table_{lang}.ts"


# --- the catalogue ---------------------------------------------------------------------------

def _add(out: list[tuple[str, str]], seen: set[tuple[str, str]], context: str, source: str) -> None:
    if source and (context, source) not in seen:
        seen.add((context, source))
        out.append((context, source))


def game_texts(game_id: str) -> list[Text]:
    """What one game declares, and the session's refusal in that game's words."""
    return list(registry.get_game(game_id).texts()) + session.texts(game_id)


def declared_texts() -> list[Text]:
    """Every registered game's texts."""
    return [text for game_id in registry.game_ids() for text in game_texts(game_id)]


def game_entries() -> list[tuple[str, str]]:
    """Every game's texts as (context, source), each once."""
    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for text in declared_texts():
        _add(out, seen, text.context, text.source)
    return out


def comments() -> dict[tuple[str, str], str]:
    """The notes for the translators, by (context, source): the games' own, and the glossary's
    decisions on each entry that names the term they concern."""
    notes = {(t.context, t.source): t.comment for t in declared_texts() if t.comment}
    decided = [term for term in glossary.terms() if term.note]
    for key in entries():
        for term in decided:
            if key in term.entries() or (term.binds(key[0]) and term.in_english().search(key[1])):
                notes[key] = "; ".join(filter(None, [notes.get(key, ""), term.note]))
    return notes


def declaration_problems() -> list[str]:
    """Declared texts the table could not use: a context not the game's own ("<game id>."
    first), an empty text, or a template str.format cannot read."""
    found = []
    for game_id in registry.game_ids():
        for text in game_texts(game_id):
            where = f"{game_id}: [{text.context}] {text.source!r}"
            if not text.context.startswith(f"{game_id}."):
                found.append(f"{where}: the context is not the game's own")
            if not text.source.strip():
                found.append(f"{where}: an empty text")
            try:
                list(string.Formatter().parse(text.source))
            except ValueError as error:
                found.append(f"{where}: not a template ({error})")
    return found


# --- the table's own tr() calls ---------------------------------------------------------------

def _string_values(node: ast.AST, names: dict[str, set[str]]) -> set[str] | None:
    """Every string `node` can evaluate to: literals, `+` concatenations, conditional
    expressions and local names bound to such values. None when it is not that simple."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _string_values(node.left, names), _string_values(node.right, names)
        if left is None or right is None:
            return None
        return {a + b for a, b in itertools.product(left, right)}
    if isinstance(node, ast.IfExp):
        body, orelse = _string_values(node.body, names), _string_values(node.orelse, names)
        if body is None or orelse is None:
            return None
        return body | orelse
    if isinstance(node, ast.Name) and node.id in names:
        return set(names[node.id])
    return None


def _local_strings(func: ast.AST) -> dict[str, set[str]]:
    """Names assigned (only) string values inside one function."""
    names: dict[str, set[str]] = {}
    spoiled: set[str] = set()
    for node in ast.walk(func):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    values = _string_values(node.value, {})
                    if values is None:
                        spoiled.add(target.id)
                    else:
                        names.setdefault(target.id, set()).update(values)
    return {k: v for k, v in names.items() if k not in spoiled}


def _call_name(call: ast.Call) -> str:
    f = call.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return ""


def _scopes(tree: ast.Module):
    """(scope node, its local string names) for the module and each function."""
    yield tree, {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            yield node, _local_strings(node)


def _calls_in_scope(scope: ast.AST):
    """Calls that belong to `scope` itself, not to a function nested in it."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Call):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def ui_entries(root: Path = TABLE_DIR) -> list[tuple[str, str]]:
    """Every tr("Context", "literal") in the table's source."""
    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for scope, names in _scopes(tree):
            for call in _calls_in_scope(scope):
                if _call_name(call) not in _TR_NAMES or len(call.args) < 2:
                    continue
                contexts = _string_values(call.args[0], names)
                sources = _string_values(call.args[1], names)
                if contexts is None or sources is None:
                    continue
                for context, source in itertools.product(sorted(contexts), sorted(sources)):
                    _add(out, seen, context, source)
    return out


def entries() -> list[tuple[str, str]]:
    """The whole catalogue, each (context, source) once, in a stable order."""
    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for context, source in game_entries() + ui_entries():
        _add(out, seen, context, source)
    return sorted(out)


# --- .ts files -------------------------------------------------------------------------------

@dataclass
class Message:
    translation: str = ""
    kind: str = ""          # "", "unfinished", "vanished" or "obsolete"
    comment: str = ""       # the game's note for the translators (Qt's extracomment)


@dataclass
class TsFile:
    language: str
    messages: dict[tuple[str, str], Message] = field(default_factory=dict)


def read_ts(path: Path) -> TsFile:
    root = ET.parse(path).getroot()
    ts = TsFile(root.get("language", ""))
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            node = message.find("translation")
            translation = (node.text or "") if node is not None else ""
            kind = (node.get("type", "") if node is not None else "unfinished")
            ts.messages[(name, source)] = Message(translation, kind, message.findtext("extracomment", ""))
    return ts


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def render_ts(ts: TsFile) -> str:
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{ts.language}" sourcelanguage="{LANGUAGES[SOURCE_LANGUAGE]}">']
    for context, group in itertools.groupby(sorted(ts.messages.items()), key=lambda item: item[0][0]):
        lines += ["<context>", f"    <name>{_escape(context)}</name>"]
        for (_, source), message in group:
            kind = f' type="{message.kind}"' if message.kind else ""
            lines += ["    <message>", f"        <source>{_escape(source)}</source>"]
            if message.comment:
                lines.append(f"        <extracomment>{_escape(message.comment)}</extracomment>")
            lines += [f"        <translation{kind}>{_escape(message.translation)}</translation>",
                      "    </message>"]
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def merge(old: TsFile | None, lang: str, catalogue: list[tuple[str, str]], prune: bool = False,
          notes: dict[tuple[str, str], str] | None = None) -> TsFile:
    """The catalogue for `lang`: existing translations kept, new entries unfinished (English:
    the source itself, or the source with agreement choices: table/agreement.py), entries no longer asked for vanished (or dropped if never translated,
    or when `prune`); `notes` are the translators' comments by entry."""
    old_messages = old.messages if old is not None else {}
    notes = notes or {}
    ts = TsFile(LANGUAGES[lang])
    wanted = set(catalogue)
    for key in catalogue:
        previous = old_messages.get(key)
        note = notes.get(key, "")
        if lang == SOURCE_LANGUAGE:
            # English is the source itself, or the source with words chosen by the names'
            # number ("{hero} {hero:attacks|pl:attack}"), read as the source by default
            kept = previous is not None and agreement.choices(previous.translation) and \
                agreement.plain(previous.translation) == key[1]
            ts.messages[key] = Message(previous.translation if kept else key[1], "", note)
        elif previous is not None and previous.translation:
            kind = "unfinished" if previous.kind == "unfinished" else ""
            ts.messages[key] = Message(previous.translation, kind, note)
        else:
            ts.messages[key] = Message("", "unfinished", note)
    for key, previous in old_messages.items():
        if key not in wanted and previous.translation and lang != SOURCE_LANGUAGE and not prune:
            ts.messages[key] = Message(previous.translation, "vanished")
    return ts


def sync(languages=tuple(LANGUAGES), prune: bool = False) -> dict[str, list[tuple[str, str]]]:
    """Rewrite each language's .ts from the catalogue; returns the unfinished entries per
    language. `prune` drops the vanished entries instead of keeping their translations."""
    catalogue = entries()
    TRANSLATIONS_DIR.mkdir(parents=True, exist_ok=True)
    unfinished = {}
    for lang in languages:
        path = ts_path(lang)
        ts = merge(read_ts(path) if path.exists() else None, lang, catalogue, prune, comments())
        text = render_ts(ts)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        unfinished[lang] = [k for k, m in ts.messages.items() if m.kind == "unfinished"]
    return unfinished


def problems(lang: str, catalogue: list[tuple[str, str]] | None = None) -> list[str]:
    """What is wrong with one language's .ts: missing, unfinished or empty entries."""
    catalogue = entries() if catalogue is None else catalogue
    path = ts_path(lang)
    if not path.exists():
        return [f"{path.name}: missing (run: python -m lotr_table.table.catalogue sync)"]
    ts = read_ts(path)
    found = []
    for key in catalogue:
        message = ts.messages.get(key)
        if message is None:
            found.append(f"{path.name}: missing [{key[0]}] {key[1]!r}")
        elif message.kind in ("unfinished", "vanished", "obsolete"):
            found.append(f"{path.name}: {message.kind} [{key[0]}] {key[1]!r}")
        elif not message.translation.strip():
            found.append(f"{path.name}: empty [{key[0]}] {key[1]!r}")
        else:
            found += _choice_problems(path.name, key, message.translation)
    return found


def _choice_problems(name: str, key: tuple[str, str], translation: str) -> list[str]:
    """A word chosen by a name's form (table/agreement.py) must be keyed by a known form and
    chosen by a field the source has."""
    try:
        chosen = agreement.choices(translation)
        for _, spec in chosen:
            agreement.alternatives(spec)
    except ValueError as error:
        return [f"{name}: ill-formed choice [{key[0]}] {key[1]!r}: {error}"]
    fields = {f for _, f, _, _ in string.Formatter().parse(key[1]) if f is not None}
    return [f"{name}: [{key[0]}] {key[1]!r} chooses by {field!r}, which the source has not"
            for field, _ in chosen if field not in fields]


def glossary_problems(catalogue: list[tuple[str, str]] | None = None) -> list[str]:
    """Where the Russian and Ukrainian translations part from translations/glossary.csv."""
    catalogue = entries() if catalogue is None else catalogue
    translations = {lang: {key: m.translation for key, m in read_ts(ts_path(lang)).messages.items()}
                    for lang in LANGUAGES if lang != SOURCE_LANGUAGE and ts_path(lang).exists()}
    return glossary.problems(translations, catalogue)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    command = argv[0] if argv else "check"
    if command == "sync":
        for lang, missing in sync(prune="--prune" in argv[1:]).items():
            print(f"{ts_path(lang).name}: {len(entries())} entries, {len(missing)} unfinished")
        return 0
    if command == "check":
        catalogue = entries()
        found = declaration_problems()
        found += [line for lang in LANGUAGES for line in problems(lang, catalogue)]
        found += glossary_problems(catalogue)
        for line in found:
            print(line)
        print(f"{len(catalogue)} entries, {len(found)} problems")
        return 1 if found else 0
    if command == "list":
        for context, source in entries():
            print(f"[{context}] {source}")
        return 0
    print("usage: python -m lotr_table.table.catalogue sync [--prune] | check | list", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
