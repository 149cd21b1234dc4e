; Inno Setup script for LOTR Table on Windows: a per-user install that needs no
; administrator, a Start menu entry, an uninstaller, and .lotrsave files opening in the
; program. installer/build.py runs it after PyInstaller:
;
;   ISCC /DAppVersion=0.1.0 /DBundleDir=...\lotr-table /DIconFile=...\lotr-table.ico
;        /DOutputDir=...\dist installer\windows\lotr_table.iss
;
; The defines below are only fallbacks for running ISCC by hand after build.py.
; Saves stay where the program put them (%LOCALAPPDATA%\lotr-table): uninstalling the
; program does not delete a player's games.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; Windows file versions are four numbers; build.py passes 0.2.0 for 0.2.0rc1.
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
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
; Per user: no UAC prompt, installed into %LOCALAPPDATA%\Programs like other per-user apps.
PrivilegesRequired=lowest
DefaultDirName={localappdata}\Programs\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename=lotr-table-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Tell Explorer the .lotrsave association changed (install and uninstall).
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .lotrsave -> LOTRTable.Save -> "lotr-table.exe" "<file>", for this user only
; (HKCU\Software\Classes), removed again by the uninstaller.
Root: HKCU; Subkey: "Software\Classes\.lotrsave"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\.lotrsave\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "{#AppName} save"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKCU; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".lotrsave"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
