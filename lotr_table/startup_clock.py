"""How long since this process started, for the start-up measurements: the program's own
(table/app.py) and the bare window it is compared with (benchmarks/bare_window.py) read the
same clock, so their figures differ only by what each does. No Qt."""

from __future__ import annotations

import os
import time
from pathlib import Path

import lotr_table


def seconds_since_start() -> float:
    """Seconds since this process started: from the kernel's record where there is one
    (it includes the interpreter's own start), else since lotr_table was imported. Both
    readings are of a steady clock: the wall clock may be stepped while the program runs."""
    try:
        stat = Path("/proc/self/stat").read_text()
        # Fields after the command name (which may hold spaces) start at field 3;
        # field 22 is the start time in clock ticks after boot, on the boot clock.
        ticks = int(stat[stat.rindex(")") + 2:].split()[19])
        return time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return time.monotonic() - lotr_table.IMPORTED_AT


def process_start_time() -> float:
    """When this process started, on the wall clock (for a person to read)."""
    return time.time() - seconds_since_start()


def hold_seconds() -> float:
    """LOTR_TABLE_HOLD_AFTER_FIRST_FRAME: how long a measured start stays open after its
    first frame before it exits (benchmarks/startup.py --memory holds 3 s, so that what loads
    after the first frame counts in its peak memory); 0 when unset or not a number."""
    try:
        return max(0.0, float(os.environ.get(HOLD_AFTER_FIRST_FRAME, "0")))
    except ValueError:
        return 0.0


def peak_memory_kb() -> int:
    """This process's peak resident memory since it began running this program (VmHWM). Not
    getrusage's ru_maxrss, which also counts what the parent held when it forked this
    process: started from a test run, that is the test run's size, not the program's."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def first_frame_words() -> str:
    """What a measured start prints at its first frame: the seconds since the process
    started, and the processor seconds it has used (with the children it waited for, such as
    lrelease), which a machine busy with other work lengthens far less than the wall clock."""
    return f"{seconds_since_start():.3f} processor {processor_seconds():.3f}"


def processor_seconds() -> float:
    try:
        import resource
    except ImportError:             # Windows: the process's own time only
        return time.process_time()
    own, waited = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + waited.ru_utime + waited.ru_stime


def report_leaving() -> None:
    """What a measured start says as it leaves after its hold: its peak memory."""
    if hold_seconds() > 0:
        print(f"peak_kb {peak_memory_kb()}", flush=True)


EXIT_AFTER_FIRST_FRAME = "LOTR_TABLE_EXIT_AFTER_FIRST_FRAME"
HOLD_AFTER_FIRST_FRAME = "LOTR_TABLE_HOLD_AFTER_FIRST_FRAME"
