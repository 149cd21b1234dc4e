"""Before Qt starts on X11: are the system libraries its xcb platform plugin needs there?

A fresh minimal Debian or Ubuntu desktop lacks some (libxcb-icccm4 and libxcb-keysyms1 most
often), and Qt then aborts with "Could not load the Qt platform plugin xcb", which does not
say what to install. This check names the Debian packages instead. No Qt here: it runs
before Qt is loaded.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable, Mapping

# The libraries Qt's xcb plugin (libqxcb.so and libQt6XcbQpa) loads, and the Debian/Ubuntu
# package of each. installer/linux/make_deb.py declares the same packages; README lists them.
XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
}


def uses_xcb(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt will try the xcb plugin first: on Linux, unless another platform is asked
    for, or a Wayland session lets Qt take its wayland plugin."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(";")[0].split(":")[0] == "xcb"
    return not (environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"))


def missing_packages(loadable: Callable[[str], bool] | None = None) -> list[str]:
    """The Debian packages of the xcb libraries that cannot be loaded, in package order."""
    loadable = loadable or _loadable
    return sorted({package for library, package in XCB_LIBRARIES.items() if not loadable(library)})


def advice(packages: list[str]) -> str:
    return ("LOTR Table cannot open its window: Qt's X11 platform plugin (xcb) needs system "
            "libraries that are not installed.\nOn Debian or Ubuntu install them with:\n\n"
            f"    sudo apt install {' '.join(packages)}\n")


def _loadable(library: str) -> bool:
    bundled = getattr(sys, "_MEIPASS", None)     # a frozen build may carry its own copy
    if bundled and (Path(bundled) / library).exists():
        return True
    try:
        import ctypes       # only where xcb is used, and only to look
        ctypes.CDLL(library)
    except OSError:
        return False
    return True
