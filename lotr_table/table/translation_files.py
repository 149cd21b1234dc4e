"""Where the compiled catalogues (.qm) come from, with no Qt, so that the start can set them
going before Qt is imported.

A frozen build ships them (installer/compile_translations.py, found in sys._MEIPASS). A
checkout compiles translations/*.ts with Qt's lrelease into the data folder's cache, named by
the .ts file's content, when missing. The first start on a fresh machine finds no cache:
`start_compiling` runs lrelease as a separate process while the program imports Qt and builds
its window (lrelease takes about a tenth of a second, the imports longer), and `compiled`
waits for it only if it is still running when the window needs its words.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import zlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:       # subprocess is imported only to compile: a start with its catalogue cached needs none
    import subprocess
from pathlib import Path

TRANSLATIONS_DIR = Path(__file__).resolve().parents[2] / "translations"

# A compile set going early: the .qm it writes -> (lrelease, the partial file it writes into).
_running: dict[Path, tuple[subprocess.Popen, Path]] = {}


def ts_path(lang: str, folder: Path = TRANSLATIONS_DIR) -> Path:
    return folder / f"lotr_table_{lang}.ts"


def bundled_qm_dir() -> Path | None:
    """A frozen build ships compiled .qm files beside the program."""
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) / "translations" if base else None


def lrelease() -> str | None:
    """Qt's lrelease itself, beside the PySide6 package: the pyside6-lrelease script would
    first start another Python and import PySide6 (half a second) only to run it."""
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
            tool = Path(folder) / name
            if tool.is_file() and os.access(tool, os.X_OK):
                return str(tool)
    script = Path(sys.executable).with_name("pyside6-lrelease")
    if script.exists():
        return str(script)
    import shutil
    return shutil.which("pyside6-lrelease")


class CompileFailed(RuntimeError):
    """lrelease could not compile a catalogue."""


def compile_ts(ts: Path, qm: Path) -> None:
    import subprocess
    if subprocess.run(_command(ts, qm)).returncode != 0:
        raise CompileFailed(f"lrelease could not compile {ts.name}")


def cached_qm(ts: Path, out_dir: Path, lang: str) -> Path:
    """Where the .qm of this very .ts goes, named by its content: two copies of the program
    (two versions, two checkouts) sharing one data folder never load each other's catalogue.
    The name is the content's CRC-32 and length, not a SHA-256: hashlib would load OpenSSL
    (4 MB) into the start for a name that guards against no one."""
    content = ts.read_bytes()
    digest = f"{zlib.crc32(content):08x}{len(content):08x}"
    return out_dir / f"lotr_table_{lang}-{digest}.qm"


def compiled(ts: Path, out_dir: Path, lang: str) -> Path | None:
    """The .qm of `ts` in `out_dir`, compiled now unless there or being compiled already."""
    out_dir.mkdir(parents=True, exist_ok=True)
    qm = cached_qm(ts, out_dir, lang)
    if qm in _running:
        process, partial = _running.pop(qm)
        if process.wait() == 0 and partial.exists():      # else compiled again below, to say why
            os.replace(partial, qm)
    if not qm.exists():
        partial = qm.with_name(f"{qm.name}.{os.getpid()}.part")
        compile_ts(ts, partial)
        os.replace(partial, qm)         # whole or not at all, even with another copy compiling
    return qm if qm.exists() else None


# The texts are written in English: its catalogue only adds agreement to a few game log
# lines ("Orcs die"), never drawn in the lobby, so a first start in English does not wait
# for it (nor share the processor with lrelease) before its first frame.
SOURCE_LANGUAGE = "en"


def wanted_before_first_frame(lang: str) -> bool:
    return lang != SOURCE_LANGUAGE


def compiling(lang: str) -> bool:
    """Whether lrelease is still compiling `lang`'s catalogue (set going by start_compiling)."""
    running = [process for qm, (process, _) in _running.items() if qm.name.startswith(f"lotr_table_{lang}-")]
    return any(process.poll() is None for process in running)


def start_compiling(lang: str) -> None:
    """Set lrelease compiling `lang`'s catalogue into the cache if it is not there yet, and
    return at once. Whatever goes wrong here is left for `compiled` to meet and say."""
    if bundled_qm_dir() is not None:
        return
    from lotr_table.engine import folders
    try:
        ts = ts_path(lang)
        out_dir = folders.data_root() / "translations"
        out_dir.mkdir(parents=True, exist_ok=True)
        qm = cached_qm(ts, out_dir, lang)
        if qm.exists() or qm in _running:
            return
        partial = qm.with_name(f"{qm.name}.{os.getpid()}.part")
        import subprocess
        _running[qm] = (subprocess.Popen(_command(ts, partial), stdout=subprocess.DEVNULL), partial)
    except (OSError, RuntimeError, folders.FolderProblem):
        return


def _command(ts: Path, qm: Path) -> list[str]:
    tool = lrelease()
    if tool is None:
        raise RuntimeError("lrelease was not found; install PySide6")
    return [tool, "-silent", str(ts), "-qm", str(qm)]
