"""How the kit moves things: short animations that a click skips and tests switch off.

Every animation the kit starts is tracked here, so `finish_all()` can jump them all to
their end (a person who clicks does not wait for a slide), and `set_enabled(False)` makes
every change instant (tests, screenshots).
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QAbstractAnimation

SLIDE_MS = 260
TURN_MS = 300
FADE_MS = 200

STEP_MS = 1000           # one step of a told sequence (a combat): the computer's pace, set by the session

_enabled = True
_running: "weakref.WeakSet[QAbstractAnimation]" = weakref.WeakSet()


def enabled() -> bool:
    return _enabled


def set_enabled(on: bool) -> None:
    global _enabled
    _enabled = on
    if not on:
        finish_all()


def set_step_ms(ms: int) -> None:
    """How long one step of a told sequence stays: the pace the computer plays at."""
    global STEP_MS
    STEP_MS = ms


def step_ms() -> int:
    return STEP_MS


def track(anim: QAbstractAnimation) -> None:
    _running.add(anim)


def _runs(anim: QAbstractAnimation) -> bool:
    try:
        return anim.state() == QAbstractAnimation.State.Running
    except RuntimeError:          # done, and its Qt object deleted
        return False


def running() -> int:
    return sum(1 for a in list(_running) if _runs(a))


def finish_all() -> None:
    """Jump every running animation to its end (its finished handlers run)."""
    for anim in list(_running):
        try:
            if anim.state() == QAbstractAnimation.State.Running:
                # reaching its end stops it, and its finished handlers run once
                anim.setCurrentTime(anim.totalDuration())
                if anim.state() == QAbstractAnimation.State.Running:
                    anim.stop()
        except RuntimeError:          # its Qt object is gone already
            pass
