# setup.exe as a Windows user gets it: installed silently for this user, the installed program
# run, the .lotrsave file type checked, then uninstalled, with nothing of it left behind.
#
#   installer\windows\smoke_test.ps1 -Dist dist -Out screenshots
#
# $env:VERSION          the program's version (lotr-table-cli.exe --version must say it)
# $env:WINDOWS_VERSION  the four-number file version lotr-table.exe and setup.exe must carry
# $env:GAMES            the games to draw off screen, space-separated; the pictures go to Out
param(
    [Parameter(Mandatory = $true)] [string] $Dist,
    [Parameter(Mandatory = $true)] [string] $Out
)
$ErrorActionPreference = "Stop"
foreach ($name in "VERSION", "WINDOWS_VERSION", "GAMES") {
    if (-not [Environment]::GetEnvironmentVariable($name)) { throw "$name is not set" }
}
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$Out = (Resolve-Path $Out).Path

function Get-FileVersion([string] $Path) {
    $info = (Get-Item $Path).VersionInfo
    "{0}.{1}.{2}.{3}" -f $info.FileMajorPart, $info.FileMinorPart, $info.FileBuildPart, $info.FilePrivatePart
}

function Assert([bool] $Condition, [string] $Message) {
    if (-not $Condition) { throw $Message }
    Write-Output "ok: $Message"
}

$setup = Get-ChildItem -Path $Dist -Filter "lotr-table-*-windows-x86_64-setup.exe" | Select-Object -First 1
Assert ($null -ne $setup) "setup.exe is in $Dist"
Assert ((Get-FileVersion $setup.FullName) -eq $env:WINDOWS_VERSION) "setup.exe's file version is $env:WINDOWS_VERSION"

# Install: per user, no questions, no administrator.
$app = Join-Path $env:LOCALAPPDATA "Programs\LOTR Table"
$log = Join-Path $Out "install.log"
$run = Start-Process -FilePath $setup.FullName -Wait -PassThru `
    -ArgumentList "/VERYSILENT", "/CURRENTUSER", "/SUPPRESSMSGBOXES", "/NORESTART", "/LOG=`"$log`""
Assert ($run.ExitCode -eq 0) "setup.exe ended with exit code 0 (got $($run.ExitCode))"
$exe = Join-Path $app "lotr-table.exe"
$cli = Join-Path $app "lotr-table-cli.exe"
Assert (Test-Path $exe) "lotr-table.exe is installed in $app"
Assert ((Get-FileVersion $exe) -eq $env:WINDOWS_VERSION) "lotr-table.exe's file version is $env:WINDOWS_VERSION"

# The installed program: its version and a picture of every game's table.
$said = & $cli --version
Assert ($LASTEXITCODE -eq 0 -and $said -eq "lotr-table $env:VERSION") "the installed program says 'lotr-table $env:VERSION' (said '$said')"
$env:QT_QPA_PLATFORM = "offscreen"
$env:LOTR_TABLE_DATA_DIR = Join-Path $env:RUNNER_TEMP "lotr-table-data"
foreach ($game in $env:GAMES.Split(" ", [StringSplitOptions]::RemoveEmptyEntries)) {
    $picture = Join-Path $Out "windows-$game.png"
    & $cli screenshot $game --out $picture
    Assert ($LASTEXITCODE -eq 0 -and (Test-Path $picture) -and (Get-Item $picture).Length -gt 1000) "screenshot of $game"
}
Remove-Item Env:QT_QPA_PLATFORM

# The file type, for this user only.
$classes = "HKCU:\Software\Classes"
Assert ((Get-Item "$classes\.lotrsave").GetValue("") -eq "LOTRTable.Save") ".lotrsave is LOTRTable.Save"
$command = (Get-Item "$classes\LOTRTable.Save\shell\open\command").GetValue("")
Assert ($command -eq "`"$exe`" `"%1`"") "a double-clicked save runs lotr-table.exe with it (command: $command)"
Assert (Test-Path "$classes\Applications\lotr-table.exe\SupportedTypes") "Open With lists lotr-table.exe for .lotrsave"
$assoc = cmd /c assoc .lotrsave
Assert ($assoc -eq ".lotrsave=LOTRTable.Save") "Windows resolves .lotrsave to LOTRTable.Save ($assoc)"

# Uninstall; the uninstaller hands over to a copy of itself, so wait for the folder to go.
$uninstaller = Join-Path $app "unins000.exe"
Assert (Test-Path $uninstaller) "the uninstaller is installed"
$run = Start-Process -FilePath $uninstaller -Wait -PassThru -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"
Assert ($run.ExitCode -eq 0) "the uninstaller ended with exit code 0 (got $($run.ExitCode))"
for ($second = 0; $second -lt 60 -and (Test-Path $app); $second++) { Start-Sleep -Seconds 1 }
Assert (-not (Test-Path $app)) "$app is gone"
foreach ($key in ".lotrsave", "LOTRTable.Save", "Applications\lotr-table.exe") {
    Assert (-not (Test-Path "$classes\$key")) "HKCU\Software\Classes\$key is gone"
}
$uninstallKey = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\{23A9ABB7-842A-4859-B9DA-48631DC4E651}_is1"
Assert (-not (Test-Path $uninstallKey)) "the program is no longer in Installed apps"
$menu = Join-Path $env:APPDATA "Microsoft\Windows\Start Menu\Programs\LOTR Table.lnk"
Assert (-not (Test-Path $menu)) "the Start menu entry is gone"
Write-Output "smoke test passed: $($setup.Name)"
