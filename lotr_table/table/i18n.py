"""Every string a player sees passes through `tr(context, source)`.

English is the source language. The .ts catalogues in translations/ carry Russian and
Ukrainian (and English, for completeness); a frozen build ships them compiled, a checkout
compiles them into a cache folder when missing or stale (translation_files.py, which the
start sets going before Qt is imported), so a fresh checkout works without a build step.
`tr` also records what was asked, so a test can check that every string shown on screen
is in the catalogue.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTimer, QTranslator

from lotr_table.table import translation_files
from lotr_table.table.translation_files import compile_ts

LANGUAGES = {"ru": "Русский", "uk": "Українська", "en": "English"}
DEFAULT_LANGUAGE = "en"
TRANSLATIONS_DIR = translation_files.TRANSLATIONS_DIR

_asked: set[tuple[str, str]] = set()
_translator: QTranslator | None = None
_qt_translator: QTranslator | None = None     # Qt's own words (file dialogs, standard buttons)
_language = DEFAULT_LANGUAGE
_later: str | None = None           # a language whose catalogue is loaded after the first frame


def tr(context: str, source: str) -> str:
    """Translate `source` (English) in `context` into the current language."""
    _asked.add((context, source))
    return QCoreApplication.translate(context, source)


def tr_name(context: str, source: str) -> "Name":
    """A name translated, carrying its gender and number in the current language (from the
    glossary), so that a template it is put into can agree with it (table/agreement.py)."""
    from lotr_table.table import glossary
    from lotr_table.table.agreement import Name
    return Name(tr(context, source), glossary.forms(_language).get((context, source), ""))


def short_name(context: str, source: str) -> str:
    """The glossary's short name for a name in the current language ("" when it has none):
    what a small piece shows where the whole name does not fit."""
    from lotr_table.table import glossary
    return glossary.short_names(_language).get((context, source), "")


def asked() -> set[tuple[str, str]]:
    """Every (context, source) pair translated since start-up."""
    return set(_asked)


def current_language() -> str:
    return _language


def ts_path(lang: str) -> Path:
    return translation_files.ts_path(lang, TRANSLATIONS_DIR)


def qm_path(lang: str) -> Path | None:
    """The compiled catalogue for `lang`, building it from the .ts when missing or stale."""
    bundled = translation_files.bundled_qm_dir()
    if bundled is not None:
        qm = bundled / f"lotr_table_{lang}.qm"
        return qm if qm.exists() else None
    ts = ts_path(lang)
    if not ts.exists():
        return None
    from lotr_table.engine.folders import FolderProblem, data_root
    try:
        qm = _compiled(ts, data_root() / "translations", lang)
    except (OSError, FolderProblem, RuntimeError):       # RuntimeError: translation_files.CompileFailed
        qm = None
    if qm is None:
        # A read-only or broken data folder: compile for this run only.
        try:
            qm = _compiled(ts, _temporary_dir(), lang)
        except (OSError, RuntimeError):
            return None
    return qm


def _compiled(ts: Path, out_dir: Path, lang: str) -> Path | None:
    return translation_files.compiled(ts, out_dir, lang)


_temporary: Path | None = None


def _temporary_dir() -> Path:
    global _temporary
    if _temporary is None:
        import atexit
        import shutil
        import tempfile
        _temporary = Path(tempfile.mkdtemp(prefix="lotr-table-translations-"))
        atexit.register(shutil.rmtree, _temporary, ignore_errors=True)
    return _temporary


def qt_catalogue(lang: str) -> Path | None:
    """Qt's own catalogue for `lang` (qtbase_ru.qm: the file dialogs' "Look in", "File name",
    the standard buttons), as PySide6 ships it (and a frozen build keeps it); None for English
    or when it is missing."""
    if lang == DEFAULT_LANGUAGE:
        return None
    qm = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{lang}.qm"
    return qm if qm.exists() else None


def _install_qt_catalogue(app: QCoreApplication, lang: str) -> None:
    global _qt_translator
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    qm = qt_catalogue(lang)
    translator = QTranslator(app)
    if qm is not None and translator.load(str(qm)):
        app.installTranslator(translator)
        _qt_translator = translator


def set_language(lang: str, *, at_start: bool = False) -> bool:
    """Switch the running program's language, Qt's own dialogs included. Widgets re-translate
    on the LanguageChange event Qt then sends. Returns False when no catalogue could be loaded.
    `at_start`: the window is not drawn yet; a catalogue the first frame does not need
    (translation_files.wanted_before_first_frame) and not compiled yet is left for
    `catalogue_after_first_frame`."""
    global _translator, _language, _later
    app = QCoreApplication.instance()
    if lang not in LANGUAGES or app is None:
        return False
    _later = None
    _install_qt_catalogue(app, lang)
    if _translator is not None:
        app.removeTranslator(_translator)
        _translator = None
    if at_start and not translation_files.wanted_before_first_frame(lang) and not _catalogue_ready(lang):
        _language = _later = lang
        return True
    qm = qm_path(lang)
    translator = QTranslator(app)
    ok = qm is not None and translator.load(str(qm))
    if ok:
        app.installTranslator(translator)
        _translator = translator
    _language = lang
    return ok


def _catalogue_ready(lang: str) -> bool:
    """The catalogue is compiled (or shipped) already: loading it costs the start nothing."""
    if translation_files.bundled_qm_dir() is not None:
        return True
    from lotr_table.engine.folders import FolderProblem, data_root
    try:
        return translation_files.cached_qm(ts_path(lang), data_root() / "translations", lang).exists()
    except (OSError, FolderProblem):
        return False


def catalogue_after_first_frame() -> None:
    """Compile the catalogue left at the start (set_language's `at_start`) beside the running
    program, and load it once lrelease is done; nothing when none was left."""
    if _later is None:
        return
    translation_files.start_compiling(_later)
    _load_when_compiled()


def _load_when_compiled() -> None:
    if _later is None:
        return                                  # another language was chosen meanwhile
    if translation_files.compiling(_later):
        QTimer.singleShot(50, _load_when_compiled)
        return
    set_language(_later)
