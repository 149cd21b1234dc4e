"""A table package arranges the kit and draws faces; it never reads an option's own fields to
decide what a gesture means (docs/architecture.md, "What an option acts on"): a drag, a click
or a key is matched to an option by the ids it acts on (kit/gestures.Offered), and a drop where
nothing is offered sends the action the game declares for it (view["attempt"],
kit/gestures.attempted). This scan of table/<game>/ finds what would break that: an option's
field read by subscript or `.get` (`a.get("kind")`, `option["card"]`) and an action built
from fields (a dict literal with a "kind").

An option's words are the one place its fields are read: a label says what the option is
(`words.py`, `naming.py`): they are read nowhere else."""

from __future__ import annotations

import ast
from pathlib import Path

import lotr_table.table as table

GAMES = ("confrontation", "lotr_coop", "wotr_cards", "lotr_tcg", "wotr")
WORDS = {"words.py", "naming.py"}
# what the table calls an option (or an action it holds) in its gestures
OPTION_NAMES = {"option", "options", "action", "actions", "o", "a", "opt", "act", "answer", "chosen", "give"}
# an option's own fields, beside the roles of what it acts on (engine/acts_on.ROLES), which
# the acts_on dicts the same code reads (often called `a`) hold
FIELDS = {"kind", "card", "cards", "hero", "track", "seat", "target", "region", "token", "location",
          "value", "bearer", "companion", "minion", "via", "icon", "top", "n"}
OPTION_ONLY = {"to"}      # read only on a name that is never an acts_on dict


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _field(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def reads(source: str) -> list[tuple[int, str]]:
    """Every place the source reads an option's field or builds an action from fields."""
    found = []
    for node in ast.walk(ast.parse(source)):
        owner = field = None
        if isinstance(node, ast.Subscript):
            owner, field = _name(node.value), _field(node.slice)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and node.args):
            owner, field = _name(node.func.value), _field(node.args[0])
        elif isinstance(node, ast.Dict) and "kind" in {_field(k) for k in node.keys if k is not None}:
            found.append((node.lineno, "an action built from fields"))
            continue
        if owner in OPTION_NAMES and (field in FIELDS or (field in OPTION_ONLY and owner != "a")):
            found.append((node.lineno, f'{owner}["{field}"]'))
    return sorted(found)


def scan() -> dict[str, list[tuple[int, str]]]:
    root = Path(table.__file__).parent
    out = {}
    for game in GAMES:
        for path in sorted((root / game).glob("*.py")):
            if path.name in WORDS:
                continue
            found = reads(path.read_text(encoding="utf-8"))
            if found:
                out[f"{game}/{path.name}"] = found
    return out


def test_no_table_package_reads_an_options_fields_to_decide_a_gesture():
    found = scan()
    assert found == {}, "read an option's fields instead of what it acts on: " + repr(found)


def test_the_scan_finds_what_the_old_tables_did():
    # the cooperative hands before: a card dropped on a hobbit looked for the "give" option
    # by kind, and a drop where nothing was offered built the play it looked like
    old = '''
give = next((a for a in self.actions if a.get("kind") == "give" and a.get("card") == card), None)
self.choose({"kind": "play", "card": item.card, "track": activity})
'''
    assert [what for _, what in reads(old)] == ['a["card"]', 'a["kind"]', "an action built from fields"]
    assert reads('for o, a in offered.options:\n    if a.get("to") in tracks: pass\n') == []
