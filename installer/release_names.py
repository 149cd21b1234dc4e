"""What a release calls itself on each system: the version numbers Windows and macOS accept,
and one file-name scheme for every artifact.

    python installer/release_names.py [VERSION]      prints key=value lines for CI

The program's version is a Python one (PEP 440: 0.2.0, 0.2.0rc1, 0.3.0.dev2). Windows wants
four numbers (exe and setup.exe file versions) and Apple three at most (CFBundleVersion) or
exactly three (CFBundleShortVersionString), digits only. Pre-releases are folded into the
last number the way CPython's own Windows builds do it: level * 10 + serial, with dev 0,
alpha 10, beta 11, release candidate 12, final 15 (post-releases add their number to final).
So 0.2.0rc1 < 0.2.0 < 0.2.0.post1 stays true in every system's numbers:

    0.2.0rc1  -> Windows 0.2.0.121, Apple 0.2.0 (build 0.2.121)
    0.2.0     -> Windows 0.2.0.150, Apple 0.2.0 (build 0.2.150)
"""

from __future__ import annotations

import platform
import sys
from pathlib import Path

from packaging.version import Version

# level * 10 + serial: serial must stay a single digit for the order to hold.
_LEVELS = {"dev": 0, "a": 10, "b": 11, "rc": 12, "final": 15}

# Operating system and processor, spelled once for every file and workflow artifact.
_SYSTEMS = {"win32": "windows", "darwin": "macos", "linux": "linux"}
_MACHINES = {"amd64": "x86_64", "x64": "x86_64", "x86_64": "x86_64", "aarch64": "arm64", "arm64": "arm64"}


def _parts(version: str) -> tuple[int, int, int, int]:
    """major, minor, micro, and the pre-release number described above."""
    parsed = Version(version)
    if len(parsed.release) > 3 or parsed.local or parsed.epoch:
        raise ValueError(f"{version}: only MAJOR.MINOR.MICRO with an optional pre-, post- or dev part fits "
                         "the Windows and Apple version numbers")
    major, minor, micro = (*parsed.release, 0, 0)[:3]
    if sum(part is not None for part in (parsed.pre, parsed.post, parsed.dev)) > 1:
        raise ValueError(f"{version}: combined pre-, post- and dev parts do not fit one number")
    if parsed.dev is not None:
        level, serial = "dev", parsed.dev
    elif parsed.pre is not None:
        level, serial = parsed.pre
    else:
        level, serial = "final", parsed.post or 0
    if not 0 <= serial <= 9:
        raise ValueError(f"{version}: a pre-, post- or dev number above 9 would break the version order")
    if max(major, minor, micro) > 65535:
        raise ValueError(f"{version}: Windows version numbers stop at 65535")
    return major, minor, micro, _LEVELS[level] * 10 + serial


def windows_version(version: str) -> str:
    """The four numbers of lotr-table.exe's and setup.exe's file version."""
    return ".".join(map(str, _parts(version)))


def apple_short_version(version: str) -> str:
    """CFBundleShortVersionString: the release, three numbers."""
    return ".".join(map(str, _parts(version)[:3]))


def apple_bundle_version(version: str) -> str:
    """CFBundleVersion: three numbers, the last carrying the pre-release (micro * 1000 + it)."""
    major, minor, micro, stage = _parts(version)
    return f"{major}.{minor}.{micro * 1000 + stage}"


def is_prerelease(version: str) -> bool:
    """Whether the GitHub release is marked pre-release (dev, alpha, beta, candidate)."""
    return Version(version).is_prerelease


def platform_tag(system: str | None = None, machine: str | None = None) -> str:
    """windows-x86_64, macos-arm64, macos-x86_64, linux-x86_64, ... for this or the given system."""
    system = system or sys.platform
    system = next((name for prefix, name in _SYSTEMS.items() if system.startswith(prefix)), system)
    machine = (machine or platform.machine()).lower()
    return f"{system}-{_MACHINES.get(machine, machine)}"


def artifact_name(version: str, tag: str, suffix: str) -> str:
    """lotr-table-0.2.0rc1-windows-x86_64-setup.exe: program, version, system-processor, kind."""
    return f"lotr-table-{version}-{tag}{suffix}"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        version = args[0]
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        from lotr_table import __version__ as version
    try:
        lines = {"version": version, "prerelease": str(is_prerelease(version)).lower(),
                 "windows_version": windows_version(version),
                 "apple_short_version": apple_short_version(version),
                 "apple_bundle_version": apple_bundle_version(version)}
    except ValueError as wrong:
        raise SystemExit(str(wrong)) from None
    for key, value in lines.items():
        print(f"{key}={value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
