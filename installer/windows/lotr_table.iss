; Inno Setup script for LOTR Table on Windows: a per-user install that needs no
; administrator, a Start menu entry, an uninstaller, and .lotrsave files opening in the
; program. installer/build.py runs it after PyInstaller:
;
;   ISCC /DAppVersion=0.2.0rc1 /DAppNumericVersion=0.2.0.121 /DBundleDir=...\lotr-table
;        /DIconFile=...\lotr-table.ico /DOutputDir=...\dist
;        /DOutputBase=lotr-table-0.2.0rc1-windows-x86_64-setup installer\windows\lotr_table.iss
;
; The defines below are only fallbacks for running ISCC by hand after build.py.
; Saves stay where the program put them (%LOCALAPPDATA%\lotr-table): uninstalling the
; program does not delete a player's games.

; ArchitecturesAllowed=x64compatible (below) needs Inno Setup 6.3.
#if VER < EncodeVer(6,3,0)
  #error Inno Setup 6.3 or later is needed
#endif

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; Windows file versions are four numbers: build.py passes the same ones it gives
; lotr-table.exe (installer/release_names.py: 0.2.0rc1 -> 0.2.0.121, 0.2.0 -> 0.2.0.150).
#ifndef AppNumericVersion
  #define AppNumericVersion "0.0.0.0"
#endif
#ifndef OutputBase
  #define OutputBase "lotr-table-" + AppVersion + "-windows-x86_64-setup"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\build\pyinstaller\lotr-table"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\stage\icons\lotr-table.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

#define AppName "LOTR Table"
#define AppExe "lotr-table.exe"
#define SaveProgId "LOTRTable.Save"

[Setup]
; The AppId ties upgrades and the uninstaller to this program; never change it.
AppId={{23A9ABB7-842A-4859-B9DA-48631DC4E651}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
; Per user: no UAC prompt, installed into %LOCALAPPDATA%\Programs like other per-user apps.
PrivilegesRequired=lowest
DefaultDirName={localappdata}\Programs\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBase}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Tell Explorer the .lotrsave association changed (install and uninstall).
ChangesAssociations=yes
; Asks for the language only when Windows' own is none of the three.
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade must not keep the old version's libraries beside the new ones: PyInstaller's
; _internal folder is replaced whole.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .lotrsave -> LOTRTable.Save -> "lotr-table.exe" "<file>", for this user only
; (HKCU\Software\Classes), removed again by the uninstaller.
; The .lotrsave key goes too once nothing else is registered under it.
Root: HKCU; Subkey: "Software\Classes\.lotrsave"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKCU; Subkey: "Software\Classes\.lotrsave\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKCU; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "{#AppName} save"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKCU; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".lotrsave"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
