"""The program's own icon, drawn from resources/icon.svg, for the title bar, the task bar and
the Dock. Without it set in code the window shows the system's generic icon wherever the
desktop does not look the program up by its installed files (Windows' title bar, X11)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon

# Beside the package in a checkout; under the bundle's own folder when frozen (the spec
# copies resources/ there).
RESOURCES = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2])) / "resources"
ICON_FILE = RESOURCES / "icon.svg"


def program_icon() -> QIcon:
    return QIcon(str(ICON_FILE))
