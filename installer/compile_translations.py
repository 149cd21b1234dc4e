"""Compile translations/*.ts into .qm catalogues for the bundle.

    python installer/compile_translations.py [--out build/stage/translations]

A checked-out program compiles its catalogues on demand into the user's data folder
(lotr_table/table/i18n.py); a frozen one must not write anywhere near itself, so the build
ships them ready-made and i18n.py finds them in sys._MEIPASS/translations.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def lrelease() -> str:
    """pyside6-lrelease from the Python running this script (its venv's bin/ or Scripts/),
    else from PATH."""
    scripts = Path(sys.executable).parent
    found = shutil.which("pyside6-lrelease", path=str(scripts)) or shutil.which("pyside6-lrelease")
    if found is None:
        raise SystemExit("pyside6-lrelease was not found; install PySide6 (pip install -e '.[dev]')")
    return found


def compile_all(sources: Path, out: Path) -> list[Path]:
    """Every .ts in `sources` compiled into `out`; returns the .qm files written. Stale .qm
    files from earlier builds are removed first, so a deleted language leaves the bundle too."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.qm"):
        old.unlink()
    tool = lrelease()
    written = []
    for ts in sorted(sources.glob("*.ts")):
        qm = out / ts.with_suffix(".qm").name
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        if not qm.exists():
            raise SystemExit(f"pyside6-lrelease wrote nothing for {ts}")
        written.append(qm)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ts", type=Path, default=ROOT / "translations", help="folder of .ts files")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "stage" / "translations")
    args = parser.parse_args(argv)
    written = compile_all(args.ts, args.out)
    if not written:
        print(f"translations: no .ts files in {args.ts}; the bundle will speak English only")
    else:
        print(f"translations: {', '.join(q.name for q in written)} in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
