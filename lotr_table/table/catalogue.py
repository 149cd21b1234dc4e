"""The translation catalogue: every (context, English source) pair a player can see.

Two parts:

* the game's data and engine texts (Confrontation: region, hero and card names and texts,
  action templates, log templates, refusal templates, outcome reasons, side names and a few
  words), read from the data files and from the engine's source with the `ast` module;
* every `tr("Context", "literal")` / `QCoreApplication.translate("Context", "literal")`
  call in lotr_table/table/, found by an `ast` scan.

`python -m lotr_table.table.catalogue sync` rewrites translations/lotr_table_{ru,uk,en}.ts
(Qt Linguist TS 2.1): it keeps every existing translation, adds new entries as unfinished,
and marks entries no longer in the catalogue as vanished (dropping those never translated).
`sync --prune` drops the vanished entries instead.
`python -m lotr_table.table.catalogue check` lists unfinished or missing entries and exits
1 if there are any.

No Qt here: the module must import (and run) without a QApplication.
"""

from __future__ import annotations

import ast
import itertools
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]            # lotr_table/
TABLE_DIR = PACKAGE / "table"
CONFRONTATION_DIR = PACKAGE / "games" / "confrontation"
LOTR_COOP_DIR = PACKAGE / "games" / "lotr_coop"
TRANSLATIONS_DIR = PACKAGE.parent / "translations"

# The catalogues kept in translations/, with the Qt locale each declares.
LANGUAGES = {"ru": "ru_RU", "uk": "uk_UA", "en": "en_US"}
SOURCE_LANGUAGE = "en"

TUNNEL_WORDS = " through the Moria tunnel"
SIDE_NAMES = ("the Fellowship", "Sauron", "Fellowship")
WORDS = ("hand", "discard", "classic", "alternative", "a hidden hero", "a hidden defender at random")

# Calls whose first two arguments are (context, source).
_TR_NAMES = {"tr", "translate", "QT_TRANSLATE_NOOP"}


def ts_path(lang: str) -> Path:
    return TRANSLATIONS_DIR / f"lotr_table_{lang}.ts"


# --- the catalogue ---------------------------------------------------------------------------

def _add(out: list[tuple[str, str]], seen: set[tuple[str, str]], context: str, source: str) -> None:
    if source and (context, source) not in seen:
        seen.add((context, source))
        out.append((context, source))


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


def _literals(node: ast.AST) -> set[str]:
    """Every whole string literal inside `node` (not the pieces of an f-string)."""
    if isinstance(node, ast.JoinedStr):
        return set()
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    found: set[str] = set()
    for child in ast.iter_child_nodes(node):
        found |= _literals(child)
    return found


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


# Where each call takes the English text the catalogue wants: (positional index, keyword).
_TEMPLATE_ARGS = {"say": (1, "template"), "refuse": (0, "template"), "IllegalAction": (0, "reason"),
                  "Outcome": (None, "reason"),
                  # lotr_coop: ask(s, seat, kind, actions, prompt, ...); the game ends through
                  # lose(s, reason) and _finish(s, won, scores, reason, ...)
                  "ask": (4, "prompt"), "lose": (1, "reason"), "_finish": (3, "reason")}


def _module_string_dicts(tree: ast.Module) -> dict[str, set[str]]:
    """Module-level `NAME = {key: "text", ...}` dicts whose values are all strings."""
    found: dict[str, set[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) and node.value.values:
            values = [_string_values(v, {}) for v in node.value.values]
            if all(v is not None for v in values):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        found[target.id] = set().union(*values)
    return found


def _templates(paths, func_name: str, unresolved: list[str] | None = None, follow_dicts: bool = False) -> list[str]:
    """Every string passed as the template argument of calls to `func_name` (see
    _TEMPLATE_ARGS): say(s, template, ...) takes it second, refuse(template, ...) first,
    Outcome(..., reason=...) by keyword. Calls whose template is no string the scan can
    follow are listed in `unresolved`."""
    index, keyword = _TEMPLATE_ARGS[func_name]
    found: list[str] = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        dicts = _module_string_dicts(tree) if follow_dicts else {}
        for scope, names in _scopes(tree):
            for call in _calls_in_scope(scope):
                if _call_name(call) != func_name:
                    continue
                if index is not None and len(call.args) > index:
                    arg = call.args[index]
                else:
                    arg = next((k.value for k in call.keywords if k.arg == keyword), None)
                if arg is None:
                    continue
                values = _string_values(arg, names)
                if (values is None and isinstance(arg, ast.Subscript) and isinstance(arg.value, ast.Name)
                        and arg.value.id in dicts):
                    values = dicts[arg.value.id]         # ask(..., PROMPTS[kind], ...)
                if values is None:
                    # e.g. refuse(DECISIONS.get(kind, "fallback")): take every literal in it
                    values = _literals(arg)
                    if not values and unresolved is not None:
                        unresolved.append(f"{path.name}:{call.lineno}: {func_name}() with a template "
                                          f"the catalogue cannot read")
                found += sorted(values)
    return found


def confrontation_entries() -> list[tuple[str, str]]:
    """The data and engine texts of Confrontation."""
    from lotr_table.games.confrontation import data, refusal, text, turn

    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for region in data.board_data().regions:
        _add(out, seen, "confrontation.region", region.name)
    for hero in data.heroes().values():
        _add(out, seen, "confrontation.hero", hero.name)
        _add(out, seen, "confrontation.hero_text", hero.text)
    for card in data.combat_cards().values():
        _add(out, seen, "confrontation.card", card.name)
        _add(out, seen, "confrontation.card_text", card.text)
    for special in data.special_cards().values():
        _add(out, seen, "confrontation.special", special.name)
        _add(out, seen, "confrontation.special_text", special.text)
    for template in text._ACTIONS.values():
        _add(out, seen, "confrontation.action", template)
    _add(out, seen, "confrontation.action", TUNNEL_WORDS)
    for reason in turn.REASONS:
        _add(out, seen, "confrontation.reason", reason)
    sources = sorted(CONFRONTATION_DIR.glob("*.py"))
    # the table translates Outcome.reason in "<game>.outcome" (table_session.py): the
    # reasons a game ends for, and those a match ends for (game.py)
    for reason in list(turn.REASONS) + _templates(sources, "Outcome"):
        _add(out, seen, "confrontation.outcome", reason)
    # the table translates every refusal in "<game>.refusal" (refusals.py), the session's own
    # included (engine/session.py)
    session = [PACKAGE / "engine" / "session.py"]
    for template in (list(refusal.TEMPLATES) + _templates(sources, "refuse")
                     + _templates(session, "IllegalAction")):
        _add(out, seen, "confrontation.refusal", template)
    for template in _templates(sources, "say"):
        _add(out, seen, "confrontation.log", template)
    for name in SIDE_NAMES:
        _add(out, seen, "confrontation.side", name)
    for word in WORDS:
        _add(out, seen, "confrontation.word", word)
    return out


def lotr_coop_entries() -> list[tuple[str, str]]:
    """The data and engine texts of the cooperative game: every name and text of its data
    files (through the table's reader, lotr_table/table/lotr_coop/names.py), the engine's
    action words, prompts (ask), log lines (say), refusals and outcome reasons. Parts of the
    engine not written yet are simply not there."""
    from lotr_table.table.lotr_coop import names

    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for context, source in names.catalogue_names():
        _add(out, seen, context, source)
    if not LOTR_COOP_DIR.exists():
        return out
    sources = sorted(LOTR_COOP_DIR.glob("*.py"))
    try:
        from lotr_table.games.lotr_coop import text
        actions = list(getattr(text, "ACTIONS", {}).values())
    except ImportError:
        actions = []
    for template in actions:
        _add(out, seen, "lotr_coop.action", template)
    for template in _templates(sources, "ask", follow_dicts=True):
        _add(out, seen, "lotr_coop.prompt", template)
    for template in _templates(sources, "say", follow_dicts=True):
        _add(out, seen, "lotr_coop.log", template)
    reasons = _templates(sources, "lose", follow_dicts=True) + _templates(sources, "_finish", follow_dicts=True)
    for reason in reasons:
        _add(out, seen, "lotr_coop.outcome", reason)
    try:
        from lotr_table.games.lotr_coop import refusal
        refusals = list(getattr(refusal, "TEMPLATES", ()))
    except ImportError:
        refusals = []
    session = [PACKAGE / "engine" / "session.py"]
    for template in refusals + _templates(sources, "refuse", follow_dicts=True) + _templates(session, "IllegalAction"):
        _add(out, seen, "lotr_coop.refusal", template)
    return out


def unresolved_templates() -> list[str]:
    """say()/refuse() calls in the engine whose template the catalogue cannot read."""
    found: list[str] = []
    sources = sorted(CONFRONTATION_DIR.glob("*.py"))
    for func_name in ("say", "refuse"):
        _templates(sources, func_name, found)
    return found


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
    for context, source in confrontation_entries() + lotr_coop_entries() + ui_entries():
        _add(out, seen, context, source)
    return sorted(out)


# --- .ts files -------------------------------------------------------------------------------

@dataclass
class Message:
    translation: str = ""
    kind: str = ""          # "", "unfinished", "vanished" or "obsolete"


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
            ts.messages[(name, source)] = Message(translation, kind)
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
            lines += ["    <message>",
                      f"        <source>{_escape(source)}</source>",
                      f"        <translation{kind}>{_escape(message.translation)}</translation>",
                      "    </message>"]
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def merge(old: TsFile | None, lang: str, catalogue: list[tuple[str, str]], prune: bool = False) -> TsFile:
    """The catalogue for `lang`: existing translations kept, new entries unfinished (English:
    the source itself), entries no longer asked for vanished (or dropped if never translated,
    or when `prune`)."""
    old_messages = old.messages if old is not None else {}
    ts = TsFile(LANGUAGES[lang])
    wanted = set(catalogue)
    for key in catalogue:
        previous = old_messages.get(key)
        if lang == SOURCE_LANGUAGE:
            ts.messages[key] = Message(key[1])
        elif previous is not None and previous.translation:
            kind = "unfinished" if previous.kind == "unfinished" else ""
            ts.messages[key] = Message(previous.translation, kind)
        else:
            ts.messages[key] = Message("", "unfinished")
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
        ts = merge(read_ts(path) if path.exists() else None, lang, catalogue, prune)
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
    return found


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    command = argv[0] if argv else "check"
    if command == "sync":
        for lang, missing in sync(prune="--prune" in argv[1:]).items():
            print(f"{ts_path(lang).name}: {len(entries())} entries, {len(missing)} unfinished")
        return 0
    if command == "check":
        catalogue = entries()
        found = unresolved_templates()
        found += [line for lang in LANGUAGES for line in problems(lang, catalogue)]
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
