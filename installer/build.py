"""Build LOTR Table's installers for the system this runs on.

    python installer/build.py [--skip-deb] [--quick] [--build-dir build] [--dist-dir dist]

1. compile translations/*.ts into .qm           (installer/compile_translations.py)
2. draw the icons from resources/icon.svg        (installer/icons.py)
3. freeze the program into one folder            (PyInstaller, installer/lotr_table.spec)
4. package it:
   Linux   dist/lotr-table-VERSION-linux-ARCH.tar.gz and dist/lotr-table_VERSION_DEBARCH.deb
                                                 (installer/linux/make_tarball.py, make_deb.py)
   Windows dist/lotr-table-VERSION-windows-x64-setup.exe with Inno Setup's ISCC, when
           installed (installer/windows/lotr_table.iss), and a portable .zip
   macOS   dist/lotr-table-VERSION-macos-ARCH.dmg (installer/macos/make_dmg.sh); signed and
           notarized only when LOTR_SIGN_IDENTITY / LOTR_NOTARY_PROFILE are set

Run it with the project's Python (the one with PySide6 and PyInstaller installed). Each
step is its own script so it can be rerun alone; this file only puts them in order.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE / "linux"))

from lotr_table import __version__ as VERSION  # noqa: E402

EXE_NAME = "lotr-table"
APP_NAME = "LOTR Table"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-deb", action="store_true", help="Linux: make the .tar.gz only")
    parser.add_argument("--quick", action="store_true",
                        help="Linux: fast, weaker compression of the .tar.gz and .deb (for tests, not releases)")
    parser.add_argument("--build-dir", type=Path, default=ROOT / "build", help="work folder (default build/)")
    parser.add_argument("--dist-dir", type=Path, default=ROOT / "dist", help="where installers go (default dist/)")
    args = parser.parse_args(argv)
    build, dist = args.build_dir.resolve(), args.dist_dir.resolve()
    stage = build / "stage"
    dist.mkdir(parents=True, exist_ok=True)

    started = time.monotonic()
    _step("translations", [HERE / "compile_translations.py", "--out", stage / "translations"])
    _step("icons", [HERE / "icons.py", "--out", stage / "icons"])
    bundle_parent = build / "pyinstaller"
    _step("pyinstaller", ["-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                          "--distpath", bundle_parent, "--workpath", build / "pyinstaller-work",
                          HERE / "lotr_table.spec"],
          env={"LOTR_TABLE_STAGE": str(stage)})
    bundle = bundle_parent / EXE_NAME

    made: list[Path] = []
    if sys.platform.startswith("linux"):
        import make_deb
        import make_tarball

        made.append(make_tarball.make_tarball(bundle, stage / "icons", dist, VERSION, level=1 if args.quick else 6))
        if args.skip_deb:
            print("deb: skipped (--skip-deb)")
        elif shutil.which("dpkg-deb") is None:
            print("deb: skipped, dpkg-deb is not installed")
        else:
            made.append(make_deb.make_deb(bundle, stage / "icons", dist, VERSION, build / "deb", quick=args.quick))
    elif sys.platform == "win32":
        made.append(_windows_zip(bundle, dist))
        setup = _inno_setup(bundle, stage / "icons", dist)
        if setup is not None:
            made.append(setup)
    elif sys.platform == "darwin":
        made.append(_macos_dmg(bundle_parent / f"{APP_NAME}.app", dist))
    else:
        print(f"no installer for {sys.platform}; the program is in {bundle}")

    print(f"done in {time.monotonic() - started:.0f} s; bundle: {bundle}")
    for path in made:
        print(f"  {path}  ({path.stat().st_size / 2**20:.1f} MB)")
    return 0


def _step(name: str, args: list, env: dict[str, str] | None = None) -> None:
    """Run one step with this Python; stop the build if it fails."""
    began = time.monotonic()
    command = [sys.executable, *map(str, args)]
    done = subprocess.run(command, cwd=ROOT, env={**os.environ, **(env or {})})
    if done.returncode != 0:
        raise SystemExit(f"{name}: failed (exit status {done.returncode})")
    print(f"{name}: {time.monotonic() - began:.0f} s")


def _machine() -> str:
    """x86_64 / arm64 spelled the same way on every system, for file names."""
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def _windows_zip(bundle: Path, dist: Path) -> Path:
    """A portable copy: unzip anywhere and run lotr-table.exe (saves still go to the user's
    AppData, never beside the program)."""
    base = dist / f"lotr-table-{VERSION}-windows-{_machine()}"
    return Path(shutil.make_archive(str(base), "zip", bundle.parent, bundle.name))


def _inno_setup(bundle: Path, icons: Path, dist: Path) -> Path | None:
    script = HERE / "windows" / "lotr_table.iss"
    iscc = _find_iscc()
    if iscc is None or not script.exists():
        print("setup.exe: skipped, Inno Setup's ISCC.exe was not found "
              "(install it: choco install innosetup)")
        return None
    numeric = ".".join(re.findall(r"\d+", VERSION)[:3]) or "0"
    subprocess.run([iscc, "/Q", f"/DAppVersion={VERSION}", f"/DAppNumericVersion={numeric}", f"/DBundleDir={bundle}",
                    f"/DIconFile={icons / 'lotr-table.ico'}", f"/DOutputDir={dist}", str(script)],
                   check=True)
    return dist / f"lotr-table-{VERSION}-windows-x64-setup.exe"


def _find_iscc() -> str | None:
    found = shutil.which("iscc")
    if found:
        return found
    for variable in ("ProgramFiles(x86)", "ProgramFiles"):
        folder = os.environ.get(variable)
        if folder and (Path(folder) / "Inno Setup 6" / "ISCC.exe").exists():
            return str(Path(folder) / "Inno Setup 6" / "ISCC.exe")
    return None


def _macos_dmg(app: Path, dist: Path) -> Path:
    dmg = dist / f"lotr-table-{VERSION}-macos-{_machine()}.dmg"
    subprocess.run(["bash", str(HERE / "macos" / "make_dmg.sh"), str(app), str(dmg), f"{APP_NAME} {VERSION}"],
                   check=True)
    return dmg


if __name__ == "__main__":
    sys.exit(main())
