"""Build LOTR Table's installers for the system this runs on.

    python installer/build.py [--require-installers] [--skip-deb] [--quick] [--build-dir build] [--dist-dir dist]

1. compile translations/*.ts into .qm           (installer/compile_translations.py)
2. draw the icons from resources/icon.svg        (installer/icons.py)
3. freeze the program into one folder            (PyInstaller, installer/lotr_table.spec)
4. package it, every file named lotr-table-VERSION-SYSTEM-ARCH... (installer/release_names.py):
   Linux   dist/lotr-table-VERSION-linux-ARCH.tar.gz and dist/lotr-table_VERSION_DEBARCH.deb
                                                 (installer/linux/make_tarball.py, make_deb.py;
                                                 the .deb keeps Debian's own naming)
   Windows dist/lotr-table-VERSION-windows-x86_64-setup.exe with Inno Setup's ISCC
           (installer/windows/lotr_table.iss), and a portable .zip
   macOS   dist/lotr-table-VERSION-macos-ARCH.dmg (installer/macos/make_dmg.sh); signed and
           notarized only when LOTR_SIGN_IDENTITY and notarization credentials are set

A missing packaging tool (ISCC.exe, dpkg-deb) skips that installer with a message, except
under CI (CI=true) or with --require-installers: then the build stops before it starts, so a
release can never lose an installer quietly.

Run it with the project's Python (the one with PySide6 and PyInstaller installed). Each
step is its own script so it can be rerun alone; this file only puts them in order.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Iterable, Mapping

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "linux"))

import release_names  # noqa: E402
from lotr_table import __version__ as VERSION  # noqa: E402

EXE_NAME = "lotr-table"
APP_NAME = "LOTR Table"
INNO_SETUP_NEEDED = "Inno Setup 6.3 or later (choco install innosetup)"


class MissingTool(SystemExit):
    """A packaging tool the build was required to use is not installed."""


def main(argv: list[str] | None = None, environ: Mapping[str, str] = os.environ, system: str = sys.platform) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--require-installers", action="store_true",
                        help="stop when a packaging tool is missing instead of skipping its installer "
                             "(the default under CI); Linux: refuse a bundle that needs a newer glibc than "
                             "the .deb is for")
    parser.add_argument("--skip-deb", action="store_true", help="Linux: make the .tar.gz only")
    parser.add_argument("--quick", action="store_true",
                        help="Linux: fast, weaker compression of the .tar.gz and .deb (for tests, not releases)")
    parser.add_argument("--build-dir", type=Path, default=ROOT / "build", help="work folder (default build/)")
    parser.add_argument("--dist-dir", type=Path, default=ROOT / "dist", help="where installers go (default dist/)")
    args = parser.parse_args(argv)
    build, dist = args.build_dir.resolve(), args.dist_dir.resolve()
    stage = build / "stage"
    try:
        windows_version = release_names.windows_version(VERSION)   # refuses a version no installer can carry
    except ValueError as wrong:
        raise SystemExit(f"version: {wrong}") from None
    # Found before anything is built: a missing tool should cost seconds, not a whole build.
    tools = packaging_tools(system, skip_deb=args.skip_deb,
                            required=args.require_installers or in_ci(environ), environ=environ)
    dist.mkdir(parents=True, exist_ok=True)

    started = time.monotonic()
    _step("translations", [HERE / "compile_translations.py", "--out", stage / "translations"])
    _step("icons", [HERE / "icons.py", "--out", stage / "icons"])
    bundle_parent = build / "pyinstaller"
    _step("pyinstaller", ["-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                          "--distpath", bundle_parent, "--workpath", build / "pyinstaller-work",
                          HERE / "lotr_table.spec"],
          env=pyinstaller_env(system, environ, stage))
    bundle = bundle_parent / EXE_NAME
    tag = release_names.platform_tag(system)

    made: list[Path] = []
    if system.startswith("linux"):
        import make_deb
        import make_tarball

        made.append(make_tarball.make_tarball(bundle, stage / "icons", dist, VERSION, level=1 if args.quick else 6))
        if tools.get("dpkg-deb"):
            made.append(make_deb.make_deb(bundle, stage / "icons", dist, VERSION, build / "deb", quick=args.quick,
                                          release=args.require_installers))   # the release job's flag
    elif system == "win32":
        made.append(_windows_zip(bundle, dist, tag))
        if tools.get("iscc"):
            made.append(_inno_setup(tools["iscc"], bundle, stage / "icons", dist, tag, windows_version))
    elif system == "darwin":
        made.append(_macos_dmg(bundle_parent / f"{APP_NAME}.app", dist, tag))
    else:
        print(f"no installer for {system}; the program is in {bundle}")

    print(f"done in {time.monotonic() - started:.0f} s; bundle: {bundle}")
    for path in made:
        print(f"  {path}  ({path.stat().st_size / 2**20:.1f} MB)")
    return 0


def in_ci(environ: Mapping[str, str]) -> bool:
    """GitHub Actions, GitLab, Azure and most other CI services set CI=true."""
    return environ.get("CI", "").strip().lower() in ("true", "1", "yes")


def packaging_tools(system: str, skip_deb: bool, required: bool, environ: Mapping[str, str] = os.environ,
                    which: Callable[[str], str | None] | None = None) -> dict[str, str | None]:
    """The tools this system's installers need, each found or None (its installer skipped,
    said aloud). When installers are required, a missing one stops the build."""
    which = which or shutil.which
    wanted: dict[str, tuple[Callable[[], str | None], str]] = {}
    if system.startswith("linux") and not skip_deb:
        wanted["dpkg-deb"] = (lambda: which("dpkg-deb"), "dpkg-deb (apt install dpkg-dev) for the .deb")
    elif system.startswith("linux"):
        print("deb: skipped (--skip-deb)")
    elif system == "win32":
        wanted["iscc"] = (lambda: find_iscc(environ, which), f"Inno Setup's ISCC.exe, from {INNO_SETUP_NEEDED}, "
                                                              "for setup.exe (or set LOTR_ISCC to its path)")
    elif system != "darwin" and required:
        raise MissingTool(f"installers are required, but there is none for {system}")
    found = {name: look() for name, (look, _) in wanted.items()}
    missing = [needed for name, (_, needed) in wanted.items() if found[name] is None]
    if missing and required:
        raise MissingTool("installers are required (CI or --require-installers), but these tools are missing: "
                          + "; ".join(missing))
    for needed in missing:
        print(f"skipped: {needed} was not found")
    return found


def pyinstaller_env(system: str, environ: Mapping[str, str], stage: Path) -> dict[str, str]:
    """What the PyInstaller step adds to the environment: the stage folder, and when a macOS
    build is signed, PyInstaller's switches that turn a failed or broken signature into a failed
    build (by default it only warns and ships the unsigned bundle)."""
    env = {"LOTR_TABLE_STAGE": str(stage)}
    if system == "darwin" and environ.get("LOTR_SIGN_IDENTITY"):
        env["PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR"] = "1"
        env["PYINSTALLER_VERIFY_BUNDLE_SIGNATURE"] = "1"
    return env


def _step(name: str, args: list, env: dict[str, str] | None = None) -> None:
    """Run one step with this Python; stop the build if it fails."""
    began = time.monotonic()
    command = [sys.executable, *map(str, args)]
    done = subprocess.run(command, cwd=ROOT, env={**os.environ, **(env or {})})
    if done.returncode != 0:
        raise SystemExit(f"{name}: failed (exit status {done.returncode})")
    print(f"{name}: {time.monotonic() - began:.0f} s")


def _windows_zip(bundle: Path, dist: Path, tag: str) -> Path:
    """A portable copy: unzip anywhere and run lotr-table.exe (saves still go to the user's
    AppData, never beside the program)."""
    base = dist / release_names.artifact_name(VERSION, tag, "")
    return Path(shutil.make_archive(str(base), "zip", bundle.parent, bundle.name))


def _inno_setup(iscc: str, bundle: Path, icons: Path, dist: Path, tag: str, windows_version: str) -> Path:
    setup = dist / release_names.artifact_name(VERSION, tag, "-setup.exe")
    subprocess.run([iscc, "/Q", f"/DAppVersion={VERSION}", f"/DAppNumericVersion={windows_version}",
                    f"/DBundleDir={bundle}", f"/DIconFile={icons / 'lotr-table.ico'}", f"/DOutputDir={dist}",
                    f"/DOutputBase={setup.stem}", str(HERE / "windows" / "lotr_table.iss")],
                   check=True)
    if not setup.is_file():
        raise SystemExit(f"setup.exe: ISCC succeeded but {setup} is not there")
    return setup


# Inno Setup's uninstall entries (per machine or per user, 32- or 64-bit registry view) record
# where it was installed, wherever that is.
_INNO_UNINSTALL_KEYS = [rf"Software\Microsoft\Windows\CurrentVersion\Uninstall\Inno Setup {major}_is1"
                        for major in (6, 7)]


def find_iscc(environ: Mapping[str, str] = os.environ, which: Callable[[str], str | None] | None = None,
              install_locations: Callable[[], Iterable[str]] | None = None) -> str | None:
    """ISCC.exe: LOTR_ISCC if set, else on PATH, else in the folder Inno Setup's uninstall
    entry in the registry names, else in the usual Program Files folders."""
    which = which or shutil.which
    given = environ.get("LOTR_ISCC")
    if given:
        return given if Path(given).is_file() else None
    found = which("iscc")
    if found:
        return found
    folders = list((install_locations or _registry_install_locations)())
    for variable in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = environ.get(variable)
        if base:
            root = Path(base) / "Programs" if variable == "LOCALAPPDATA" else Path(base)
            folders += [str(root / f"Inno Setup {major}") for major in (7, 6)]
    for folder in folders:
        candidate = Path(folder) / "ISCC.exe"
        if candidate.is_file():
            return str(candidate)
    return None


def _registry_install_locations() -> list[str]:
    try:
        import winreg
    except ImportError:                   # not Windows
        return []
    found = []
    for hive in (winreg.HKEY_LOCAL_MACHINE, winreg.HKEY_CURRENT_USER):
        for view in (winreg.KEY_WOW64_32KEY, winreg.KEY_WOW64_64KEY):
            for key in _INNO_UNINSTALL_KEYS:
                try:
                    with winreg.OpenKey(hive, key, 0, winreg.KEY_READ | view) as opened:
                        found.append(winreg.QueryValueEx(opened, "InstallLocation")[0])
                except OSError:
                    continue
    return found


def _macos_dmg(app: Path, dist: Path, tag: str) -> Path:
    dmg = dist / release_names.artifact_name(VERSION, tag, ".dmg")
    # make_dmg.sh reads notarytool's JSON answer with this Python.
    subprocess.run(["bash", str(HERE / "macos" / "make_dmg.sh"), str(app), str(dmg), f"{APP_NAME} {VERSION}"],
                   check=True, env={**os.environ, "PYTHON": sys.executable})
    return dmg


if __name__ == "__main__":
    sys.exit(main())
