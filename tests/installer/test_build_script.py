"""installer/build.py's decisions, without building: a missing packaging tool is an error
under CI or --require-installers (found out before anything is built), where ISCC.exe is
looked for, what PyInstaller is told when signing, and what the packages are called."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest

import lotr_table

INSTALLER = Path(__file__).resolve().parents[2] / "installer"
_spec = importlib.util.spec_from_file_location("build", INSTALLER / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

VERSION = lotr_table.__version__


def _nowhere(name):
    return None


@pytest.fixture
def steps(monkeypatch):
    """The build steps build.py would run, recorded instead of run."""
    ran = []
    monkeypatch.setattr(build, "_step", lambda name, *args, **kwargs: ran.append(name))
    monkeypatch.setattr(build.shutil, "which", _nowhere)
    monkeypatch.setattr(build, "_registry_install_locations", lambda: [])
    return ran


# ---- a missing tool ------------------------------------------------------------------------

def test_without_inno_setup_a_required_windows_build_stops_before_it_starts(steps, tmp_path):
    with pytest.raises(build.MissingTool) as stop:
        build.main(["--require-installers", "--dist-dir", str(tmp_path / "dist")], environ={}, system="win32")
    assert "ISCC.exe" in str(stop.value) and "Inno Setup 6.3 or later" in str(stop.value)
    assert steps == []                               # no translation, icon or PyInstaller step ran
    assert not (tmp_path / "dist").exists()


def test_under_ci_installers_are_required_without_the_flag(steps, tmp_path):
    with pytest.raises(build.MissingTool, match="CI or --require-installers"):
        build.main(["--dist-dir", str(tmp_path)], environ={"CI": "true"}, system="win32")
    assert steps == []


@pytest.mark.parametrize("value, ci", [("true", True), ("1", True), ("TRUE", True), ("false", False), ("", False)])
def test_ci_is_recognised_by_its_variable(value, ci):
    assert build.in_ci({"CI": value}) is ci
    assert build.in_ci({}) is False


def test_outside_ci_a_missing_inno_setup_skips_setup_exe_and_says_so(capsys):
    tools = build.packaging_tools("win32", skip_deb=False, required=False, environ={}, which=_nowhere)
    assert tools == {"iscc": None}
    assert "skipped: Inno Setup's ISCC.exe" in capsys.readouterr().out


def test_without_dpkg_deb_a_required_linux_build_stops():
    with pytest.raises(build.MissingTool, match="dpkg-deb"):
        build.packaging_tools("linux", skip_deb=False, required=True, environ={}, which=_nowhere)


def test_asking_for_no_deb_needs_no_dpkg_deb_even_when_required(capsys):
    assert build.packaging_tools("linux", skip_deb=True, required=True, environ={}, which=_nowhere) == {}
    assert "deb: skipped (--skip-deb)" in capsys.readouterr().out


def test_dpkg_deb_found_on_the_path_is_used():
    tools = build.packaging_tools("linux", skip_deb=False, required=True, environ={},
                                  which=lambda name: f"/usr/bin/{name}")
    assert tools == {"dpkg-deb": "/usr/bin/dpkg-deb"}


def test_a_required_build_on_a_system_without_installers_stops():
    with pytest.raises(build.MissingTool, match="there is none for freebsd14"):
        build.packaging_tools("freebsd14", skip_deb=False, required=True, environ={}, which=_nowhere)


# ---- where ISCC.exe is found ----------------------------------------------------------------

def _iscc_in(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ISCC.exe").write_bytes(b"MZ")
    return folder / "ISCC.exe"


def test_iscc_named_by_lotr_iscc_comes_first(tmp_path):
    given = _iscc_in(tmp_path / "pinned")
    assert build.find_iscc({"LOTR_ISCC": str(given)}, which=lambda name: "C:/other/iscc.exe",
                           install_locations=lambda: []) == str(given)


def test_lotr_iscc_naming_a_missing_file_finds_nothing(tmp_path):
    assert build.find_iscc({"LOTR_ISCC": str(tmp_path / "ISCC.exe")}, which=lambda name: "C:/other/iscc.exe",
                           install_locations=lambda: []) is None


def test_iscc_on_the_path_is_found():
    assert build.find_iscc({}, which=lambda name: "C:/tools/iscc.exe", install_locations=lambda: []) == "C:/tools/iscc.exe"


def test_iscc_is_found_where_the_registry_says_inno_setup_was_installed(tmp_path):
    # e.g. installed into D:\Tools\InnoSetup, nowhere near Program Files
    iscc = _iscc_in(tmp_path / "Tools" / "InnoSetup")
    assert build.find_iscc({}, which=_nowhere, install_locations=lambda: [str(iscc.parent)]) == str(iscc)


@pytest.mark.parametrize("variable, folder", [
    ("ProgramFiles(x86)", "Inno Setup 6"), ("ProgramFiles", "Inno Setup 6"), ("LOCALAPPDATA", "Programs/Inno Setup 6"),
])
def test_iscc_is_found_in_the_usual_install_folders(tmp_path, variable, folder):
    iscc = _iscc_in(tmp_path / folder)
    assert build.find_iscc({variable: str(tmp_path)}, which=_nowhere, install_locations=lambda: []) == str(iscc)


def test_no_iscc_anywhere_is_none(tmp_path):
    assert build.find_iscc({"ProgramFiles(x86)": str(tmp_path)}, which=_nowhere, install_locations=lambda: []) is None


# ---- signing -------------------------------------------------------------------------------

def test_a_signed_mac_build_makes_pyinstaller_fail_on_a_bad_signature(tmp_path):
    env = build.pyinstaller_env("darwin", {"LOTR_SIGN_IDENTITY": "Developer ID Application: X (T)"}, tmp_path)
    assert env["PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR"] == "1"
    assert env["PYINSTALLER_VERIFY_BUNDLE_SIGNATURE"] == "1"
    assert env["LOTR_TABLE_STAGE"] == str(tmp_path)


@pytest.mark.parametrize("system, environ", [("darwin", {}), ("darwin", {"LOTR_SIGN_IDENTITY": ""}),
                                             ("win32", {"LOTR_SIGN_IDENTITY": "x"})])
def test_an_unsigned_build_leaves_pyinstallers_signing_checks_alone(tmp_path, system, environ):
    assert build.pyinstaller_env(system, environ, tmp_path) == {"LOTR_TABLE_STAGE": str(tmp_path)}


# ---- what the packages are called ------------------------------------------------------------

def test_setup_exe_carries_the_exes_four_numbers_and_the_common_name(monkeypatch, tmp_path):
    ran = []

    def iscc(command, check):
        ran.append(command)
        (tmp_path / f"lotr-table-{VERSION}-windows-x86_64-setup.exe").write_bytes(b"MZ")

    monkeypatch.setattr(build.subprocess, "run", iscc)
    made = build._inno_setup("ISCC.exe", tmp_path / "bundle", tmp_path / "icons", tmp_path, "windows-x86_64",
                             build.release_names.windows_version(VERSION))
    assert made.name == f"lotr-table-{VERSION}-windows-x86_64-setup.exe"
    command = ran[0]
    assert f"/DAppNumericVersion={build.release_names.windows_version(VERSION)}" in command
    assert f"/DOutputBase=lotr-table-{VERSION}-windows-x86_64-setup" in command
    assert f"/DAppVersion={VERSION}" in command


def test_iscc_that_makes_no_setup_exe_fails_the_build(monkeypatch, tmp_path):
    monkeypatch.setattr(build.subprocess, "run", lambda command, check: subprocess.CompletedProcess(command, 0))
    with pytest.raises(SystemExit, match="is not there"):
        build._inno_setup("ISCC.exe", tmp_path, tmp_path, tmp_path, "windows-x86_64", "0.1.0.150")


def test_the_zip_and_the_dmg_follow_the_same_scheme(monkeypatch, tmp_path):
    bundle = tmp_path / "pyinstaller" / "lotr-table"
    bundle.mkdir(parents=True)
    (bundle / "lotr-table.exe").write_bytes(b"MZ")
    assert build._windows_zip(bundle, tmp_path, "windows-x86_64").name == f"lotr-table-{VERSION}-windows-x86_64.zip"

    ran = []
    monkeypatch.setattr(build.subprocess, "run", lambda command, check, env: ran.append((command, env)))
    dmg = build._macos_dmg(tmp_path / "LOTR Table.app", tmp_path, "macos-x86_64")
    assert dmg.name == f"lotr-table-{VERSION}-macos-x86_64.dmg"
    command, env = ran[0]
    assert command[-2:] == [str(dmg), f"LOTR Table {VERSION}"]
    assert env["PYTHON"] == build.sys.executable          # reads notarytool's JSON answer
