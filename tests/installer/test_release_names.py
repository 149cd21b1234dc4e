"""The numbers a version becomes on Windows and macOS, and the one file-name scheme
(installer/release_names.py)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from packaging.version import Version

PATH = Path(__file__).resolve().parents[2] / "installer" / "release_names.py"
_spec = importlib.util.spec_from_file_location("release_names", PATH)
names = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(names)


@pytest.mark.parametrize("version, windows, short, bundle", [
    ("0.1.0", "0.1.0.150", "0.1.0", "0.1.150"),
    ("0.2.0rc1", "0.2.0.121", "0.2.0", "0.2.121"),
    ("0.2.0b2", "0.2.0.112", "0.2.0", "0.2.112"),
    ("1.0a1", "1.0.0.101", "1.0.0", "1.0.101"),
    ("0.3.0.dev2", "0.3.0.2", "0.3.0", "0.3.2"),
    ("0.2.1.post1", "0.2.1.151", "0.2.1", "0.2.1151"),
])
def test_a_version_becomes_four_windows_numbers_and_apple_ones(version, windows, short, bundle):
    assert names.windows_version(version) == windows
    assert names.apple_short_version(version) == short
    assert names.apple_bundle_version(version) == bundle


def test_apple_accepts_only_digits_and_dots_three_numbers_at_most():
    for version in ("0.2.0rc1", "0.3.0.dev2", "2.0", "1.4.2.post3"):
        assert re.fullmatch(r"\d+\.\d+\.\d+", names.apple_short_version(version))
        assert re.fullmatch(r"\d+(\.\d+){0,2}", names.apple_bundle_version(version))


def test_the_numbers_keep_the_order_of_the_versions():
    # A candidate comes before its release and after the betas: an upgrade from
    # 0.2.0rc1 to 0.2.0 is an upgrade to Windows and to macOS too.
    ordered = ["0.1.0", "0.2.0.dev1", "0.2.0a1", "0.2.0b1", "0.2.0rc1", "0.2.0rc2", "0.2.0", "0.2.0.post1", "0.2.1"]
    assert sorted(ordered, key=Version) == ordered

    def numbers(text):
        return tuple(map(int, text.split(".")))

    assert sorted(ordered, key=lambda v: numbers(names.windows_version(v))) == ordered
    assert sorted(ordered, key=lambda v: numbers(names.apple_bundle_version(v))) == ordered


@pytest.mark.parametrize("version, reason", [
    ("0.2.0rc10", "above 9"),
    ("1.2.3.4", "only MAJOR.MINOR.MICRO"),
    ("0.2.0rc1.post1", "do not fit one number"),
    ("70000.0.0", "65535"),
])
def test_a_version_no_installer_can_carry_is_refused(version, reason):
    with pytest.raises(ValueError, match=re.escape(reason)):
        names.windows_version(version)


@pytest.mark.parametrize("version, prerelease", [
    ("0.2.0rc1", True), ("0.3.0.dev2", True), ("1.0b1", True), ("0.1.0", False), ("0.1.0.post1", False),
])
def test_candidates_betas_and_dev_builds_are_pre_releases(version, prerelease):
    assert names.is_prerelease(version) is prerelease


@pytest.mark.parametrize("system, machine, tag", [
    ("win32", "AMD64", "windows-x86_64"),
    ("darwin", "arm64", "macos-arm64"),
    ("darwin", "x86_64", "macos-x86_64"),
    ("linux", "x86_64", "linux-x86_64"),
    ("linux", "aarch64", "linux-arm64"),
])
def test_one_name_for_each_system_and_processor(system, machine, tag):
    assert names.platform_tag(system, machine) == tag


def test_every_file_is_named_program_version_system_processor():
    assert names.artifact_name("0.2.0rc1", "windows-x86_64", "-setup.exe") == "lotr-table-0.2.0rc1-windows-x86_64-setup.exe"
    assert names.artifact_name("0.2.0rc1", "macos-arm64", ".dmg") == "lotr-table-0.2.0rc1-macos-arm64.dmg"


def test_the_command_prints_what_ci_needs(capsys):
    assert names.main(["0.2.0rc1"]) == 0
    lines = dict(line.split("=", 1) for line in capsys.readouterr().out.splitlines())
    assert lines == {"version": "0.2.0rc1", "prerelease": "true", "windows_version": "0.2.0.121",
                     "apple_short_version": "0.2.0", "apple_bundle_version": "0.2.121"}


def test_the_command_refuses_a_version_it_cannot_number(capsys):
    with pytest.raises(SystemExit, match="above 9"):
        names.main(["0.2.0rc12"])
    assert capsys.readouterr().out == ""        # no half-written answer for CI to read
