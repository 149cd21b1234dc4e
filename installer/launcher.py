"""The frozen program's entry point: the same `lotr-table` command the package installs.

PyInstaller needs a script, not a console_scripts entry point, so this file stands in for
the one pyproject.toml declares.
"""

import multiprocessing
import sys

from lotr_table.cli import main

if __name__ == "__main__":
    # `lotr-table arena --workers N` starts worker processes. Where they are spawned
    # (Windows, macOS), each re-runs this frozen program; freeze_support turns such a run
    # into the worker it was meant to be instead of a second copy of the program.
    multiprocessing.freeze_support()
    sys.exit(main())
