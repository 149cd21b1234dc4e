"""Pack the frozen program into lotr-table-VERSION-linux-ARCH.tar.gz.

    python installer/linux/make_tarball.py BUNDLE ICONS OUT_DIR VERSION

The archive holds one folder, lotr-table-VERSION/, with the program (run ./lotr-table from
anywhere), lotr-table.desktop and lotr-table.png for a menu entry. Owners are recorded as
root and times kept as built, so the archive does not carry the builder's user names.
"""

from __future__ import annotations

import platform
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def archive_name(version: str) -> str:
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"lotr-table-{version}-linux-{machine}.tar.gz"


def make_tarball(bundle: Path, icons: Path, out_dir: Path, version: str, level: int = 6) -> Path:
    """`level` is gzip's, 1 (fast, for tests) to 9; 6 is gzip's own default."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / archive_name(version)
    top = f"lotr-table-{version}"

    def anonymous(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(target, "w:gz", compresslevel=level) as tar:
        tar.add(bundle, arcname=top, filter=anonymous)
        tar.add(HERE / "lotr-table.desktop", arcname=f"{top}/lotr-table.desktop", filter=anonymous)
        tar.add(icons / "lotr-table.png", arcname=f"{top}/lotr-table.png", filter=anonymous)
    print(f"tarball: {target}")
    return target


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__.split("\n\n")[1])
    make_tarball(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]), sys.argv[4])
