"""Run a piece of Python in a process for which read-only folders really are read-only.

The tests run as root, which writes anywhere whatever the file modes say. The process is
started without the capabilities that let root pass over them (CAP_DAC_OVERRIDE and
CAP_DAC_READ_SEARCH, dropped with util-linux's setpriv); as any other user it is started
as it is.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_DROP = ["--inh-caps=-dac_override,-dac_read_search", "--bounding-set=-dac_override,-dac_read_search"]


def _command(code: str) -> list[str]:
    python = [sys.executable, "-c", code]
    if os.geteuid() != 0:
        return python
    return [shutil.which("setpriv") or "setpriv", *_DROP, "--", *python]


@functools.cache
def unavailable() -> str | None:
    """Why read-only folders cannot be tested here, or None."""
    if os.name != "posix":
        return "file modes do not make folders read-only on this system"
    if os.geteuid() == 0 and shutil.which("setpriv") is None:
        return "running as root without setpriv, so root's right to write anywhere cannot be dropped"
    with tempfile.TemporaryDirectory() as folder:
        os.chmod(folder, 0o555)
        probe = f"open({str(Path(folder) / 'x')!r}, 'w')"
        try:
            done = subprocess.run(_command(probe), capture_output=True, timeout=60)
        finally:
            os.chmod(folder, 0o755)
        if done.returncode == 0:
            return "a read-only folder could still be written here (a file system that ignores modes?)"
        if b"PermissionError" not in done.stderr:
            return f"the process without write rights did not start: {done.stderr.decode(errors='replace')[-200:]}"
    return None


def run(code: str, env: dict[str, str] | None = None, timeout: float = 120) -> dict:
    """Run `code`, which prints one JSON line last; return it parsed."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1", **(env or {})}
    done = subprocess.run(_command(code), capture_output=True, text=True, env=environment, cwd=ROOT,
                          timeout=timeout)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])
