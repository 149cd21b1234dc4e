"""At the end of a test session: every (context, source) the running program asked
`i18n.tr` to translate must be in the translation catalogue (lotr_table/table/catalogue.py),
or a player would see that text in English whatever the language.

The hook is registered by tests/conftest.py (hooks of a conftest file apply to the whole
session). It does nothing when no test imported the table's i18n module (e.g. a run of
tests/engine only): then nothing was asked and Qt is never loaded.
"""

from __future__ import annotations

import sys

import pytest

# Contexts of test doubles whose table lives in tests/, not in the program: the toy game
# (tests/engine/toy_game.py, tests/table/toy_table.py) asks "toy", "toy.outcome", ...
TEST_ONLY_CONTEXTS = ("toy",)


def _test_only(context: str) -> bool:
    return context.split(".", 1)[0] in TEST_ONLY_CONTEXTS


def unknown_asked(asked, catalogue) -> list[tuple[str, str]]:
    """The asked pairs the catalogue lacks, test doubles' contexts left out."""
    known = set(catalogue)
    return sorted(pair for pair in asked if pair not in known and not _test_only(pair[0]))


def asked_so_far() -> set[tuple[str, str]]:
    """What i18n.tr was asked in this process; empty when i18n was never imported."""
    i18n = sys.modules.get("lotr_table.table.i18n")
    return i18n.asked() if i18n is not None else set()


def pytest_sessionfinish(session, exitstatus):
    asked = asked_so_far()
    if not asked:
        return
    from lotr_table.table import catalogue
    missing = unknown_asked(asked, catalogue.entries())
    if not missing:
        return
    lines = [f"{len(missing)} text(s) shown by the program are not in the translation catalogue "
             "(add them as literal tr() calls or to lotr_table/table/catalogue.py, then run "
             "`python -m lotr_table.table.catalogue sync` and translate):"]
    lines += [f"  [{context}] {source!r}" for context, source in missing]
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.ensure_newline()
        reporter.write_sep("=", "untranslatable texts", red=True)
        for line in lines:
            reporter.write_line(line)
    else:
        print("\n".join(lines), file=sys.stderr)
    session.exitstatus = pytest.ExitCode.TESTS_FAILED
