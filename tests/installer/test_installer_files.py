"""The installer scripts, checked without building anything (seconds, every run): the spec
reads as Python and bundles what the program needs and no unused Qt; the icons come out as
real PNG, ICO and ICNS files; the Windows, Linux and macOS descriptions register .lotrsave.
tests/installer/test_linux_bundle.py builds the real thing."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import lotr_table

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
SPEC = INSTALLER / "lotr_table.spec"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"



def _load(path: Path):
    """A module of installer/ by its path (installer/ is scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_deb = _load(INSTALLER / "linux" / "make_deb.py")


# ---- the PyInstaller spec -------------------------------------------------------------

class _Recorder:
    """Stands in for PyInstaller's Analysis/PYZ/EXE/COLLECT/BUNDLE: remembers its arguments."""
    made: list["_Recorder"] = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.binaries, self.datas, self.pure, self.scripts = [], [], [], []
        _Recorder.made.append(self)


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    """The spec run as PyInstaller runs it, with its build steps recorded instead of done."""
    stage = tmp_path_factory.mktemp("stage")
    (stage / "translations").mkdir()
    for lang in ("en", "ru", "uk"):
        (stage / "translations" / f"lotr_table_{lang}.qm").write_bytes(b"qm")
    namespace = {"SPECPATH": str(INSTALLER), "__name__": "__main__",
                 **{name: type(name, (_Recorder,), {}) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}}
    saved_path, saved_stage = list(sys.path), os.environ.get("LOTR_TABLE_STAGE")
    os.environ["LOTR_TABLE_STAGE"] = str(stage)
    _Recorder.made = []
    try:
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    finally:
        sys.path[:] = saved_path
        if saved_stage is None:
            os.environ.pop("LOTR_TABLE_STAGE", None)
        else:
            os.environ["LOTR_TABLE_STAGE"] = saved_stage
    namespace["made"] = {type(r).__name__: r for r in _Recorder.made}
    return namespace


def test_the_spec_compiles_as_python():
    compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")


def test_the_spec_freezes_the_cli_as_one_folder_named_after_the_version(spec):
    made = spec["made"]
    assert made["Analysis"].args[0] == [str(INSTALLER / "launcher.py")]
    assert made["EXE"].kwargs["exclude_binaries"] is True           # one folder, not one file
    assert made["COLLECT"].kwargs["name"] == made["EXE"].kwargs["name"] == "lotr-table"
    assert spec["VERSION"] == lotr_table.__version__
    assert spec["APP_NAME"] == "LOTR Table"


def test_the_launcher_runs_the_cli():
    done = subprocess.run([sys.executable, str(INSTALLER / "launcher.py"), "--version"],
                          capture_output=True, text=True, cwd=ROOT)
    assert (done.returncode, done.stdout) == (0, f"lotr-table {lotr_table.__version__}\n")


def test_the_spec_bundles_game_data_translations_and_resources(spec):
    datas = spec["made"]["Analysis"].kwargs["datas"]
    data_files = sorted(ROOT.glob("lotr_table/games/*/data/*.json"))
    assert data_files
    for path in data_files:
        # beside the game's modules, where Path(__file__).parent / "data" finds them
        assert (str(path), str(path.parent.relative_to(ROOT))) in datas
    qms = {Path(src).name for src, dest in datas if dest == "translations"}
    assert qms == {"lotr_table_en.qm", "lotr_table_ru.qm", "lotr_table_uk.qm"}
    assert (str(ROOT / "resources"), "resources") in datas


def test_every_module_of_the_package_is_named_for_pyinstaller(spec):
    hidden = set(spec["made"]["Analysis"].kwargs["hiddenimports"])
    assert {"lotr_table.games.confrontation.game", "lotr_table.table.app", "lotr_table.cli"} <= hidden
    assert "lotr_table.__main__" not in hidden


def test_unused_qt_modules_are_excluded(spec):
    excludes = set(spec["made"]["Analysis"].kwargs["excludes"])
    installed = spec["_pyside6_modules"]()
    assert {"QtCore", "QtGui", "QtWidgets"} <= installed            # the scan finds modules at all
    for unused in ("QtNetwork", "QtQml", "QtQuick", "QtWebEngineCore", "Qt3DCore", "QtMultimedia"):
        if unused in installed:
            assert f"PySide6.{unused}" in excludes
    assert not {f"PySide6.{m}" for m in spec["QT_MODULES"]} & excludes


def _qt_modules_imported_by_the_program() -> set[str]:
    found = set()
    for path in (ROOT / "lotr_table").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            for name in names:
                parts = name.split(".")
                if parts[0] == "PySide6" and len(parts) > 1 and parts[1].startswith("Qt"):
                    found.add(parts[1])
    return found


def test_the_program_imports_only_the_qt_modules_the_bundle_carries(spec):
    # A new Qt module in the program must be added to QT_MODULES in installer/lotr_table.spec,
    # or the frozen program fails where the checked-out one works.
    assert _qt_modules_imported_by_the_program() <= spec["QT_MODULES"]


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
    ("PySide6/Qt/translations/qtbase_uk.qm", True),
    ("PySide6/Qt/translations/qt_ru.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qt_help_ru.qm", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("translations/lotr_table_uk.qm", True),
    ("lotr_table/games/confrontation/data/cards.json", True),
])
def test_only_wanted_qt_plugins_and_languages_are_shipped(spec, dest, kept):
    assert spec["_keep"](dest) is kept


def test_the_mac_app_opens_saves_and_knows_its_version(spec):
    plist = spec["INFO_PLIST"]
    assert plist["CFBundleShortVersionString"] == lotr_table.__version__
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleDocumentTypes"][0]["CFBundleTypeExtensions"] == ["lotrsave"]
    declared = plist["UTExportedTypeDeclarations"][0]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == ["lotrsave"]
    assert declared["UTTypeIdentifier"] in plist["CFBundleDocumentTypes"][0]["LSItemContentTypes"]


# ---- icons and translations ----------------------------------------------------------------

def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def icons(tmp_path_factory):
    out = tmp_path_factory.mktemp("icons")
    # A separate process: Qt allows one application object per process, and the test
    # session's own must stay a QApplication for the widget tests.
    subprocess.run([sys.executable, str(INSTALLER / "icons.py"), "--out", str(out)], check=True, cwd=ROOT)
    return out


def test_icons_are_pngs_of_every_size(icons):
    for size in (16, 32, 48, 128, 256, 512, 1024):
        assert _png_size((icons / f"lotr-table-{size}.png").read_bytes()) == (size, size)
    assert _png_size((icons / "lotr-table.png").read_bytes()) == (256, 256)


def test_the_ico_holds_seven_sizes(icons):
    data = (icons / "lotr-table.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, 7)
    sizes = []
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        side = width or 256
        assert width == height and (planes, bits) == (1, 32)
        blob = data[offset: offset + length]
        assert len(blob) == length
        if side == 256:
            assert _png_size(blob) == (256, 256)
        else:                       # BITMAPINFOHEADER, height doubled for the AND mask
            assert struct.unpack("<Iii", blob[:12]) == (40, side, side * 2)
            assert length == 40 + side * side * 4 + ((side + 31) // 32) * 4 * side
        sizes.append(side)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_the_icns_holds_png_chunks_of_the_right_sizes(icons):
    data = (icons / "lotr-table.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024,
                b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        found[kind] = _png_size(data[at + 8: at + length])[0]
        at += length
    assert at == len(data)
    assert found == expected


def test_the_translations_compile_to_qm(tmp_path):
    done = subprocess.run([sys.executable, str(INSTALLER / "compile_translations.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    ts = sorted(p.stem for p in (ROOT / "translations").glob("*.ts"))
    assert sorted(p.stem for p in tmp_path.glob("*.qm")) == ts
    for qm in tmp_path.glob("*.qm"):    # Qt's .qm magic number
        assert qm.read_bytes()[:16] == bytes.fromhex("3CB86418CAEF9C95CD211CBF60A1BDDD")


# ---- Windows -------------------------------------------------------------------------------

def test_the_windows_installer_is_per_user_and_opens_saves():
    iss = (INSTALLER / "windows" / "lotr_table.iss").read_text(encoding="utf-8")
    assert "PrivilegesRequired=lowest" in iss
    assert r"DefaultDirName={localappdata}\Programs" in iss
    assert "#ifndef AppVersion" in iss and "AppVersion={#AppVersion}" in iss
    assert r'Root: HKCU; Subkey: "Software\Classes\.lotrsave"' in iss
    command = [line for line in iss.splitlines() if r"shell\open\command" in line]
    assert command and '""%1""' in command[0] and "{#AppExe}" in command[0]
    assert "[Icons]" in iss and "{autoprograms}" in iss
    assert "uninsdeletekey" in iss                     # the uninstaller removes the association


# ---- Linux ---------------------------------------------------------------------------------

def test_the_desktop_file_starts_the_program_and_opens_saves():
    desktop = configparser.ConfigParser(interpolation=None, strict=True)
    desktop.optionxform = str                          # keys are case-sensitive
    desktop.read(INSTALLER / "linux" / "lotr-table.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "LOTR Table"
    assert entry["Exec"].split()[0] == "lotr-table"
    assert entry["Icon"] == "lotr-table"
    mime = ET.parse(INSTALLER / "linux" / "lotr-table.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime_type = mime.find("m:mime-type", ns)
    assert mime_type.find("m:glob", ns).get("pattern") == "*.lotrsave"
    assert mime_type.get("type") + ";" == entry["MimeType"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_the_desktop_file_passes_desktop_file_validate():
    done = subprocess.run(["desktop-file-validate", str(INSTALLER / "linux" / "lotr-table.desktop")],
                          capture_output=True, text=True)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


@pytest.mark.parametrize("python, debian", [
    ("0.1.0", "0.1.0"), ("0.2.0rc1", "0.2.0~rc1"), ("1.0.0.dev3", "1.0.0~dev3"), ("2.0b2", "2.0~b2"),
])
def test_debian_versions_sort_pre_releases_first(python, debian):
    assert make_deb.debian_version(python) == debian


def test_the_control_file_names_package_version_and_system_libraries():
    fields = dict(line.split(": ", 1) for line in make_deb.control("0.1.0", "amd64", 1234, "2.36").splitlines()
                  if line and not line.startswith(" "))
    assert fields["Package"] == "lotr-table"
    assert fields["Version"] == "0.1.0"
    assert fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "1234"
    assert "<" in fields["Maintainer"] and fields["Description"]
    depends = fields["Depends"].split(", ")
    assert depends[0] == "libc6 (>= 2.36)"
    assert {"libgl1", "libegl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3"} <= set(depends)


def test_the_glibc_version_is_read_from_the_bundle(tmp_path):
    (tmp_path / "a.so").write_bytes(b"\x7fELF" + b"junk\x00GLIBC_2.17\x00GLIBC_2.34\x00")
    (tmp_path / "b.so").write_bytes(b"\x7fELF" + b"GLIBC_2.28\x00GLIBC_PRIVATE\x00")
    (tmp_path / "notes.txt").write_bytes(b"GLIBC_2.99\x00")      # not a program: ignored
    assert make_deb.glibc_needed(tmp_path) == "2.34"


# ---- macOS and the release workflow -------------------------------------------------------

@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
def test_the_dmg_script_is_valid_shell_and_signs_only_when_asked():
    script = INSTALLER / "macos" / "make_dmg.sh"
    subprocess.run(["bash", "-n", str(script)], check=True)
    text = script.read_text(encoding="utf-8")
    assert "hdiutil create" in text
    assert "LOTR_SIGN_IDENTITY" in text and "LOTR_NOTARY_PROFILE" in text
    assert "not signed" in text and "not notarized" in text


def test_the_release_workflow_builds_on_three_systems_and_uploads():
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in text
    assert "[ubuntu-latest, windows-latest, macos-latest]" in text
    assert 'python-version: "3.11"' in text
    assert "python installer/build.py" in text
    assert "actions/upload-artifact" in text and "gh release" in text
    assert "choco install innosetup" in text
