"""Pack the frozen program into a Debian package, lotr-table_VERSION_ARCH.deb.

    python installer/linux/make_deb.py BUNDLE ICONS OUT_DIR VERSION [WORK_DIR]

What it installs:
    /opt/lotr-table/                        the frozen program (PyInstaller's folder)
    /usr/bin/lotr-table                     a two-line launcher script
    /usr/share/applications/lotr-table.desktop
    /usr/share/icons/hicolor/NxN/apps/lotr-table.png, scalable/apps/lotr-table.svg
    /usr/share/mime/packages/lotr-table.xml the .lotrsave file type

There are no maintainer scripts: the menu, icon and file-type caches are refreshed by the
triggers of desktop-file-utils, hicolor-icon-theme and shared-mime-info, so `apt remove`
takes away exactly the files listed above. Built with dpkg-deb --root-owner-group, so
no root or fakeroot is needed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = "lotr-table"
MAINTAINER = os.environ.get("LOTR_TABLE_MAINTAINER", "LOTR Table developers <lotr-table@users.noreply.github.com>")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# What the bundle takes from the system instead of carrying it. PyInstaller leaves out the
# graphics stack (libGL, libEGL, libxcb, Wayland's client libraries), which must match the
# machine's drivers and display server; the X11 plugin's xcb helpers it did not find at build
# time; and the data some bundled libraries read at run time: fontconfig's configuration and
# a font (libfontconfig1 pulls both in), xkbcommon's keyboard maps (xkb-data, via
# libxkbcommon0), and the D-Bus library for input methods and the desktop portal.
# libc6's minimum version is read from the bundle (see glibc_needed).

# The systems the .deb is for (README, "Linux"): glibc 2.35 or later, which Ubuntu 22.04 and
# Debian 12 have. The bundle carries the build machine's needs, so a release is built on
# Ubuntu 22.04; a bundle built on a newer system needs more, and a release refuses it.
SUPPORTED_GLIBC = "2.35"
SUPPORTED_SYSTEMS = "Ubuntu 22.04 or later, Debian 12 or later"
DEPENDS = [
    "libgl1", "libegl1", "libxcb1", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon0",
    "libfontconfig1", "libdbus-1-3", "libwayland-client0", "libwayland-cursor0", "libwayland-egl1",
    # The rest of what the xcb plugin loads (lotr_table/table/display_libraries.py).
    "libxcb-cursor0", "libxcb-image0", "libxcb-randr0", "libxcb-render0", "libxcb-render-util0",
    "libxcb-shape0", "libxcb-shm0", "libxcb-sync1", "libxcb-util1", "libxcb-xfixes0", "libxcb-xkb1",
    "libxkbcommon-x11-0", "libx11-6", "libx11-xcb1",
]
DESCRIPTION = """\
Lord of the Rings tabletop games at one screen
 Play The Confrontation and other Lord of the Rings tabletop games with every
 rule enforced and every hidden card kept hidden behind a pass-and-play
 curtain. Speaks English, Russian and Ukrainian."""


def debian_version(version: str) -> str:
    """A Python version as Debian orders it: pre-releases sort before the release
    (0.2.0rc1 -> 0.2.0~rc1, 0.2.0.dev3 -> 0.2.0~dev3)."""
    return re.sub(r"\.?(dev|a|b|rc)(\d*)", r"~\1\2", version)


def debian_architecture() -> str:
    done = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else "amd64"


def glibc_needed(folder: Path) -> str | None:
    """The newest GLIBC_x.y symbol version any ELF file in `folder` asks for, e.g. "2.36".
    The bundled libraries come from the build machine, so this follows the build system."""
    newest: tuple[int, ...] = ()
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        with path.open("rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
            data = f.read()
        for found in set(re.findall(rb"GLIBC_(2\.\d+(?:\.\d+)?)\x00", data)):
            newest = max(newest, tuple(int(n) for n in found.decode().split(".")))
    return ".".join(map(str, newest)) if newest else None


def _numbers(version: str) -> tuple[int, ...]:
    return tuple(int(n) for n in version.split("."))


def systems_supported(glibc: str | None, release: bool) -> str:
    """What the build says of the systems the .deb installs on. `release`: a bundle that
    needs a newer glibc than SUPPORTED_GLIBC is refused (SystemExit), since the README
    promises those systems; at a desk it is only said."""
    if glibc is None or _numbers(glibc) <= _numbers(SUPPORTED_GLIBC):
        return f"deb: for glibc {SUPPORTED_GLIBC} or later ({SUPPORTED_SYSTEMS})"
    told = (f"the bundle needs glibc {glibc}, newer than the {SUPPORTED_GLIBC} the .deb is for "
            f"({SUPPORTED_SYSTEMS}): it was built on a newer system; build releases on Ubuntu 22.04")
    if release:
        raise SystemExit(f"deb: {told}")
    return f"deb: warning: {told}; this .deb installs only where glibc {glibc} or later is"


def control(version: str, arch: str, installed_kib: int, glibc: str | None) -> str:
    depends = ([f"libc6 (>= {glibc})"] if glibc else ["libc6"]) + DEPENDS
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {debian_version(version)}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {DESCRIPTION}\n"
    )


LAUNCHER = """\
#!/bin/sh
# Starts LOTR Table from its folder in /opt (the program finds its libraries beside itself).
exec /opt/lotr-table/lotr-table "$@"
"""


def make_deb(bundle: Path, icons: Path, out_dir: Path, version: str, work: Path, quick: bool = False,
             release: bool = False) -> Path:
    """`quick`: gzip at level 1 instead of xz, several times faster and a third larger; for
    tests, not for releases. `release`: refuse a bundle needing a newer glibc than the .deb
    is for (systems_supported)."""
    root = work / "root"
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / "opt" / PACKAGE, symlinks=True)

    usr_bin = root / "usr" / "bin"
    usr_bin.mkdir(parents=True)
    (usr_bin / PACKAGE).write_text(LAUNCHER)
    share = root / "usr" / "share"
    _copy(HERE / "lotr-table.desktop", share / "applications" / "lotr-table.desktop")
    _copy(HERE / "lotr-table.xml", share / "mime" / "packages" / "lotr-table.xml")
    for size in ICON_SIZES:
        _copy(icons / f"lotr-table-{size}.png", share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "lotr-table.png")
    _copy(icons / "lotr-table.svg", share / "icons" / "hicolor" / "scalable" / "apps" / "lotr-table.svg")

    _normalise_modes(root)
    (usr_bin / PACKAGE).chmod(0o755)
    installed_kib = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024 + 1
    debian = root / "DEBIAN"
    debian.mkdir(mode=0o755)
    arch = debian_architecture()
    glibc = glibc_needed(root / "opt")
    print(systems_supported(glibc, release))
    (debian / "control").write_text(control(version, arch, installed_kib, glibc))

    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{PACKAGE}_{debian_version(version)}_{arch}.deb"
    # xz keeps the download small; -z6 is dpkg's default level, named so builds agree.
    compression = ["-Zgzip", "-z1"] if quick else ["-Zxz", "-z6"]
    subprocess.run(["dpkg-deb", "--root-owner-group", *compression, "--build", str(root), str(target)],
                   check=True, stdout=subprocess.DEVNULL)
    print(f"deb: {target}")
    return target


def _copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def _normalise_modes(root: Path) -> None:
    """0755 for folders and programs, 0644 for the rest, whatever the builder's umask:
    dpkg installs the modes it finds."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or path.stat().st_mode & 0o111:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


if __name__ == "__main__":
    if len(sys.argv) not in (5, 6):
        sys.exit(__doc__.split("\n\n")[1])
    work_dir = Path(sys.argv[5]) if len(sys.argv) == 6 else Path(sys.argv[3]) / "deb-work"
    make_deb(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]), sys.argv[4], work_dir)
