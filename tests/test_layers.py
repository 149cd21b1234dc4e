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
