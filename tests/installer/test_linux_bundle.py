"""Build the Linux bundle for real (installer/build.py --quick, about 2-3 minutes on two
cores) and run the frozen program: --version, the first frame, a screenshot. Then look
inside the .tar.gz and the .deb.

It runs in the normal suite on Linux because it fits CI's time. LOTR_TABLE_BUILD_TESTS=0
skips it (for a quick local run); `-m installer_build` runs it alone.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

import lotr_table

ROOT = Path(__file__).resolve().parents[2]
VERSION = lotr_table.__version__

pytestmark = [
    pytest.mark.installer_build,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Linux bundle"),
    pytest.mark.skipif(os.environ.get("LOTR_TABLE_BUILD_TESTS") == "0", reason="LOTR_TABLE_BUILD_TESTS=0"),
]
HAVE_DPKG = shutil.which("dpkg-deb") is not None


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(bundle folder, dist folder) of one real build into a temporary folder."""
    top = tmp_path_factory.mktemp("build")
    command = [sys.executable, str(ROOT / "installer" / "build.py"), "--quick",
               "--build-dir", str(top / "build"), "--dist-dir", str(top / "dist")]
    if not HAVE_DPKG:
        command.append("--skip-deb")
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return top / "build" / "pyinstaller" / "lotr-table", top / "dist"


def _files(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file and folder under `folder` with its size and modification time."""
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in folder.rglob("*")}


# Read in a separate Python: this test session keeps its one Qt application for the table tests.
_PICTURE_FACTS = """
import sys
from PySide6.QtGui import QImage
image = QImage(sys.argv[1])
assert not image.isNull(), "not a picture"
colours = {image.pixel(x, y) for x in range(0, image.width(), 15) for y in range(0, image.height(), 15)}
print(image.width(), image.height(), len(colours))
"""


def _picture_facts(path: Path) -> tuple[int, int, int]:
    """(width, height, distinct colours on a 15-pixel grid) of a picture file."""
    done = subprocess.run([sys.executable, "-c", _PICTURE_FACTS, str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    width, height, colours = map(int, done.stdout.split())
    return width, height, colours


def _run(bundle: Path, args: list[str], home: Path, **extra: str) -> subprocess.CompletedProcess:
    """The frozen program in a clean environment: its own HOME, no XDG overrides, no
    display (offscreen), nothing of the test session's Python."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("XDG_", "PYTHON", "QT_", "LOTR_TABLE_")) and key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", **extra)
    home.mkdir(parents=True, exist_ok=True)
    return subprocess.run([str(bundle / "lotr-table"), *args], env=env, capture_output=True, text=True,
                          timeout=120, cwd=home)


def test_the_frozen_program_prints_its_version(built, tmp_path):
    bundle, _ = built
    done = _run(bundle, ["--version"], tmp_path)
    assert (done.returncode, done.stdout) == (0, f"lotr-table {VERSION}\n")


def test_the_frozen_program_runs_worker_processes(built, tmp_path):
    # `arena --workers` uses multiprocessing, which a frozen program must support explicitly.
    bundle, _ = built
    done = _run(bundle, ["arena", "confrontation", "--a", "random", "--b", "random", "--games", "2", "--workers", "2"],
                tmp_path, LOTR_TABLE_DATA_DIR=str(tmp_path / "data"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert '"games": 2' in done.stdout


@pytest.mark.parametrize("game", ["lotr_coop", "wotr_cards"])
def test_the_frozen_program_plays_each_game_of_the_lobby(built, tmp_path, game):
    bundle, _ = built
    done = _run(bundle, ["selfplay", game, "--games", "3", "--seed", "1"], tmp_path,
                LOTR_TABLE_DATA_DIR=str(tmp_path / "data"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert '"finished": 3' in done.stdout


@pytest.mark.parametrize("game", [["confrontation"], ["lotr_coop", "--position", "mordor"], ["wotr_cards"]])
def test_the_frozen_program_draws_the_table_and_writes_nothing_beside_itself(built, tmp_path, game):
    bundle, _ = built
    before = _files(bundle)
    picture = tmp_path / "shot.png"
    done = _run(bundle, ["screenshot", *game, "--out", str(picture), "--size", "900x600"],
                tmp_path / "home", LOTR_TABLE_DATA_DIR=str(tmp_path / "data"))
    assert done.returncode == 0, done.stdout + done.stderr

    width, height, colours = _picture_facts(picture)
    assert (width, height) == (900, 600)
    assert colours >= 8, "the picture is (nearly) blank"
    assert _files(bundle) == before


def test_the_frozen_program_starts_keeps_settings_where_platformdirs_says_and_nowhere_else(built, tmp_path):
    bundle, _ = built
    before = _files(bundle)
    home = tmp_path / "home"
    done = _run(bundle, [], home, LOTR_TABLE_EXIT_AFTER_FIRST_FRAME="1")
    assert done.returncode == 0, done.stdout + done.stderr
    seconds = float(done.stdout.strip().splitlines()[-1].split()[0])   # "<seconds> processor <seconds>"
    print(f"first frame after {seconds:.2f} s")
    assert 0 < seconds < 30
    # platformdirs on Linux: $XDG_DATA_HOME, by default ~/.local/share, then "lotr-table"
    assert (home / ".local" / "share" / "lotr-table" / "settings.json").is_file()
    assert _files(bundle) == before


def test_the_bundle_is_trimmed_and_carries_translations_and_data(built):
    bundle, _ = built
    internal = bundle / "_internal"
    assert sorted(p.name for p in (internal / "translations").glob("*.qm")) == \
        sorted(p.with_suffix(".qm").name for p in (ROOT / "translations").glob("*.ts"))
    assert (internal / "lotr_table" / "games" / "confrontation" / "data" / "cards.json").is_file()
    assert (internal / "lotr_table" / "games" / "lotr_coop" / "data" / "boards.json").is_file()
    assert (internal / "lotr_table" / "games" / "wotr_cards" / "data" / "faction_cards.json").is_file()
    assert (internal / "lotr_table" / "games" / "lotr_tcg" / "data" / "decks" / "aragorn.txt").is_file()
    assert (internal / "resources" / "icon.svg").is_file()
    libraries = {p.name for p in internal.rglob("libQt6*")}
    assert {"libQt6Core.so.6", "libQt6Gui.so.6", "libQt6Widgets.so.6"} <= libraries
    for unused in ("Network", "Qml", "Quick", "Pdf", "WebEngineCore", "Multimedia", "EglFSDeviceIntegration"):
        assert f"libQt6{unused}.so.6" not in libraries
    size = sum(p.lstat().st_size for p in bundle.rglob("*") if p.is_file())
    assert size < 150 * 2**20, f"the bundle grew to {size / 2**20:.0f} MB"


def test_the_tarball_holds_the_program_a_menu_entry_and_an_icon(built):
    _, dist = built
    archive = dist / f"lotr-table-{VERSION}-linux-x86_64.tar.gz"
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    top = f"lotr-table-{VERSION}"
    assert members[f"{top}/lotr-table"].mode & 0o111
    for name in ("lotr-table.desktop", "lotr-table.png", "_internal/translations/lotr_table_uk.qm"):
        assert f"{top}/{name}" in members
    assert all(m.name.startswith(top) and m.uname == "root" for m in members.values())


@pytest.mark.skipif(not HAVE_DPKG, reason="dpkg-deb is not installed")
def test_the_deb_installs_into_opt_with_a_launcher_menu_entry_and_icon(built):
    _, dist = built
    deb = next(dist.glob("lotr-table_*.deb"))
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    paths = {line.split()[-1] if " -> " not in line else line.split()[-3] for line in listing.splitlines()}
    for expected in ("./opt/lotr-table/lotr-table", "./usr/bin/lotr-table",
                     "./usr/share/applications/lotr-table.desktop",
                     "./usr/share/icons/hicolor/256x256/apps/lotr-table.png",
                     "./usr/share/icons/hicolor/scalable/apps/lotr-table.svg",
                     "./usr/share/mime/packages/lotr-table.xml",
                     "./opt/lotr-table/_internal/translations/lotr_table_ru.qm"):
        assert expected in paths
    assert all(p.startswith(("./opt/lotr-table", "./usr/bin/", "./usr/share/")) or p in ("./", "./opt/", "./usr/")
               for p in paths)
    assert all(line.split()[1] == "root/root" for line in listing.splitlines())
    launcher = next(line for line in listing.splitlines() if line.endswith("./usr/bin/lotr-table"))
    assert launcher.startswith("-rwxr-xr-x")


@pytest.mark.skipif(not HAVE_DPKG, reason="dpkg-deb is not installed")
def test_the_deb_control_fields_and_no_maintainer_scripts(built):
    _, dist = built
    deb = next(dist.glob("lotr-table_*.deb"))
    info = subprocess.run(["dpkg-deb", "-I", str(deb)], capture_output=True, text=True, check=True).stdout
    fields = dict(re.findall(r"^ (\S+): (.*)$", info, re.M))
    assert fields["Package"] == "lotr-table"
    assert fields["Version"] == VERSION
    assert fields["Architecture"] == subprocess.run(["dpkg", "--print-architecture"], capture_output=True,
                                                    text=True).stdout.strip()
    assert fields["Maintainer"] and fields["Description"]
    depends = fields["Depends"]
    for library in ("libc6 (>= ", "libgl1", "libegl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3"):
        assert library in depends
    # Removal must leave nothing behind: no script that could create files dpkg does not know.
    assert not re.search(r"\b(preinst|postinst|prerm|postrm)\b", info)


def test_the_release_smoke_test_passes_on_the_built_archive(built, tmp_path):
    # installer/linux/smoke_test.sh is what the release workflow runs on a fresh runner.
    _, dist = built
    from lotr_table.table import games

    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "LOTR_TABLE_"))}
    env.update(VERSION=VERSION, GAMES=" ".join(games.TABLES), HOME=str(tmp_path / "home"))
    done = subprocess.run(["bash", str(ROOT / "installer" / "linux" / "smoke_test.sh"), "tarball", str(dist),
                           str(tmp_path / "shots")], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.splitlines()[-1] == "smoke test passed: tarball"
    assert sorted(p.name for p in (tmp_path / "shots").iterdir()) == sorted(
        f"linux-tarball-{game}.png" for game in games.TABLES)

