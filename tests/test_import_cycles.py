"""No import cycles among the project's modules: each module has one job and imports only what
lies below it (issue 10). The graph is read from the source with `ast`: every import statement
at any level (module, function, `if TYPE_CHECKING`), and `importlib.import_module` with a
literal name, so a late import cannot hide a cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import lotr_table

PACKAGE = Path(lotr_table.__file__).parent


def module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = PACKAGE) -> dict[str, Path]:
    return {module_name(path, root): path for path in sorted(root.rglob("*.py"))}


def _absolute(node: ast.ImportFrom, name: str, is_package: bool) -> str:
    """The module an ImportFrom names, relative imports resolved against `name`."""
    if node.level == 0:
        return node.module or ""
    base = name.split(".")
    base = base[:len(base) - node.level + (1 if is_package else 0)]
    return ".".join(base + ([node.module] if node.module else []))


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules that module `name` imports, anywhere in its body."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(node, name, path.name == "__init__.py")
            for alias in node.names:
                # `from package import module` imports that module; `from module import
                # name` imports the module
                found.add(f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.add(node.args[0].value)
    return {m for m in found if m in known and m != name}


def graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    found = modules(root)
    known = set(found)
    return {name: imports(name, path, known) for name, path in found.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each strongly connected group of modules (Tarjan), as the path
    a → b → … → a, in a stable order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(_cycle_in(group, edges) for group in groups)


def _cycle_in(group: set[str], edges: dict[str, set[str]]) -> list[str]:
    """A shortest cycle through the group's first module, staying inside the group."""
    start = min(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(edges[v] & group):
                if w == start:
                    return paths[v] + [start]
                if w not in paths:
                    paths[w] = paths[v] + [w]
                    nxt.append(w)
        frontier = nxt
    raise AssertionError("a strongly connected group has a cycle")


def test_no_module_imports_itself_round_a_cycle():
    found = [" -> ".join(cycle) for cycle in cycles(graph())]
    assert found == [], "import cycles:\n" + "\n".join(found)


def test_a_game_imports_its_own_modules_by_name():
    """importlib is for plug-ins found by game id (the registry, the table, the computer
    players), never a way round a cycle inside a game."""
    games = PACKAGE / "games"
    found = [f"{path.relative_to(PACKAGE.parent)}:{node.lineno}"
             for path in sorted(games.rglob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, (ast.Import, ast.ImportFrom))
             and any(alias.name == "importlib" or (getattr(node, "module", None) or "").startswith("importlib")
                     for alias in node.names)]
    assert found == []


# --- the checker itself ----------------------------------------------------------------------

def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "pkg"
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_checker_finds_a_cycle_through_a_late_import(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "turn.py": "from pkg.tracks import incomplete\n",
        "tracks.py": "def incomplete():\n    from pkg import adventure\n",
        "adventure.py": "from . import turn\n",
        "die.py": "import pkg.turn\n",
    })
    assert cycles(graph(root)) == [["pkg.adventure", "pkg.turn", "pkg.tracks", "pkg.adventure"]]


def test_the_checker_finds_a_cycle_through_import_module_and_two_modules_importing_each_other(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "game.py": "import importlib\nimportlib.import_module('pkg.position')\n",
        "position.py": "if True:\n    import pkg.game\n",
        "sub/__init__.py": "from .a import x\n",
        "sub/a.py": "from ..sub import b\n",
        "sub/b.py": "from pkg.sub.a import y\n",
    })
    assert cycles(graph(root)) == [["pkg.game", "pkg.position", "pkg.game"],
                                   ["pkg.sub.a", "pkg.sub.b", "pkg.sub.a"]]


def test_the_checker_passes_a_package_that_imports_downward(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "from pkg.game import GAME\n",
        "game.py": "from pkg import state, flow\nGAME = 1\n",
        "flow.py": "from pkg.state import State\n",
        "state.py": "import json\n",
    })
    assert graph(root)["pkg.game"] == {"pkg.state", "pkg.flow"}
    assert cycles(graph(root)) == []
