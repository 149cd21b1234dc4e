"""LOTR Table: Lord of the Rings tabletop games at one screen, rules enforced."""

import time

__version__ = "0.1.0"

# When the program started, as near as Python can tell without the operating system's
# help: the start-up measurement falls back on it where /proc is not there. A steady clock,
# not the wall clock, which a time service may step while the program runs.
IMPORTED_AT = time.monotonic()
