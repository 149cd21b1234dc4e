"""Before Qt starts on X11, the program checks the libraries Qt's xcb plugin needs and names
the Debian packages to install, instead of Qt's abort; the README and the .deb list the same
packages."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from lotr_table.table import display_libraries as xcb

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("environ, platform, expected", [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb:nomousegrab"}, "linux", True),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
    ({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"XDG_SESSION_TYPE": "wayland"}, "linux", True),       # no compositor to talk to: xcb
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_the_check_runs_only_where_qt_takes_the_xcb_plugin(environ, platform, expected):
    assert xcb.uses_xcb(environ, platform) is expected


def test_the_missing_libraries_are_named_by_their_debian_packages():
    absent = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0"}
    assert xcb.missing_packages(lambda library: library not in absent) == [
        "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0"]
    assert xcb.missing_packages(lambda library: True) == []


def test_the_advice_is_one_apt_command():
    text = xcb.advice(["libxcb-icccm4", "libxcb-keysyms1"])
    assert "Qt's X11 platform plugin (xcb)" in text
    assert "    sudo apt install libxcb-icccm4 libxcb-keysyms1\n" in text


def test_the_readme_lists_every_package_beside_the_quick_start():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    quick_start = readme[readme.index("## Quick start"):readme.index("## Commands")]
    missing = [package for package in xcb.XCB_LIBRARIES.values() if package not in quick_start]
    assert missing == []


def test_the_deb_declares_every_package():
    sys.path.insert(0, str(ROOT / "installer" / "linux"))
    try:
        import make_deb
    finally:
        sys.path.pop(0)
    assert set(xcb.XCB_LIBRARIES.values()) <= set(make_deb.DEPENDS)


@pytest.mark.skipif(not sys.platform.startswith("linux") or not xcb.missing_packages(),
                    reason="this machine has every library the xcb plugin needs, so the window would open")
def test_on_a_machine_without_them_the_program_says_what_to_install_and_exits_2():
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb"}
    done = subprocess.run([sys.executable, "-m", "lotr_table"], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 2
    assert f"sudo apt install {' '.join(xcb.missing_packages())}" in done.stderr
    assert "Could not load the Qt platform plugin" not in done.stderr
