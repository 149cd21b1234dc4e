"""The arrow points one way: only lotr_table/table/ may use Qt (DESIGN.md, "Layers")."""

import ast
import json
import subprocess
import sys
from pathlib import Path

import lotr_table

PACKAGE = Path(lotr_table.__file__).parent
QT = {"PySide6", "shiboken6"}


def below_the_table():
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] != "table":
            yield path


def test_no_qt_import_statement_below_the_table():
    found = []
    for path in below_the_table():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            found += [f"{path.relative_to(PACKAGE.parent)}:{node.lineno} imports {name}"
                      for name in names if name.split(".")[0] in QT]
    assert found == []


# Imports every module below the table in a fresh interpreter, then reports what got loaded.
# (Not pkgutil.walk_packages: it imports every package it meets to look inside, the table's
# own subpackages included, and those load Qt as they should.)
_IMPORT_ALL = """
import importlib, json, pkgutil, sys
import lotr_table
failed = {}
def below_the_table(path, prefix):
    for module in pkgutil.iter_modules(path, prefix):
        if module.name in ("lotr_table.__main__", "lotr_table.table"):
            continue
        yield module.name
        if module.ispkg:
            try:
                package = importlib.import_module(module.name)
            except Exception:
                continue          # already recorded as failed
            yield from below_the_table(package.__path__, module.name + ".")
for name in below_the_table(lotr_table.__path__, "lotr_table."):
    try:
        importlib.import_module(name)
    except Exception as error:
        failed[name] = f"{type(error).__name__}: {error}"
print(json.dumps({"failed": failed, "qt": sorted(m for m in sys.modules if m.split(".")[0] in %r)}))
""" % (sorted(QT),)


def test_importing_everything_below_the_table_loads_no_qt():
    done = subprocess.run([sys.executable, "-c", _IMPORT_ALL], capture_output=True, text=True,
                          cwd=PACKAGE.parent, check=True)
    result = json.loads(done.stdout)
    assert result["qt"] == []
    assert result["failed"] == {}


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every lotr_table module a file imports, at any level (inside functions too)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return [(line, name) for line, name in found if name.startswith("lotr_table.")]


def test_no_game_and_no_kernel_module_imports_the_computer_players_or_the_table():
    # DESIGN.md: games/ lies below ai/; what a game teaches the players is data they read
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        part = path.relative_to(PACKAGE).parts[0]
        if part not in ("engine", "games"):
            continue
        found += [f"{path.relative_to(PACKAGE.parent)}:{line} imports {name}"
                  for line, name in _imports(path) if name.split(".")[1] in ("ai", "table")]
    assert found == []


# Inside table/: the shell (window, lobby, session, review...) stands on the game tables, the
# game tables on the kit, the kit on the few language and contract modules below it. No
# arrow runs back up, and no game's table uses another's.
TABLE = PACKAGE / "table"
GAME_TABLES = {p.name for p in TABLE.iterdir() if p.is_dir() and (p / "__init__.py").exists()} - {"kit"}
FOUNDATION = {"i18n", "translation_files", "agreement", "glossary", "game_panel", "qt_words"}


def _table_layer(module: str) -> tuple[int, str]:
    parts = module.split(".")
    if len(parts) < 3 or parts[1] != "table":
        return (-1, "")
    name = parts[2]
    if name in FOUNDATION:
        return (0, name)
    if name == "kit":
        return (1, name)
    if name in GAME_TABLES:
        return (2, name)
    return (3, name)


def test_no_arrow_runs_back_up_inside_the_table():
    found = []
    for path in sorted(TABLE.rglob("*.py")):
        here = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        level, name = _table_layer(here)
        for line, target in _imports(path):
            to_level, to_name = _table_layer(target)
            if to_level < 0 or (to_level == level and (level != 2 or to_name == name)):
                continue
            if to_level > level or (level == 2 and to_level == 2):
                found.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {target}")
    assert found == []
