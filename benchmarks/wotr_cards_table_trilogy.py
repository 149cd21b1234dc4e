"""A whole Trilogy of the card game played at the table by two people and two computer seats
(easy, instant pace) to the result panel: tests/table/wotr_cards/test_whole_trilogy.py, which
the suite skips for its length. Prints pytest's verdict and the time it took.

    .venv/bin/python benchmarks/wotr_cards_table_trilogy.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, LOTR_TABLE_LONG_TESTS="1", QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "tests/table/wotr_cards/test_whole_trilogy.py", "-q", "-p",
                           "no:cacheprovider"], cwd=root, env=env)
    print(f"whole Trilogy at the table: {'passed' if done.returncode == 0 else 'FAILED'} "
          f"in {time.perf_counter() - start:.1f} s")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
