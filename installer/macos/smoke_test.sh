#!/usr/bin/env bash
# The disk image as a Mac user gets it: verified, mounted, its app checked and run.
#
#   installer/macos/smoke_test.sh DMG OUT
#
# VERSION               the program's version (lotr-table --version must say it)
# APPLE_SHORT_VERSION   what Info.plist's CFBundleShortVersionString must say
# GAMES                 the games to draw off screen, space-separated; the pictures go to OUT
# LOTR_SIGNED=true      the build was signed: the signature is verified and Gatekeeper asked
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 DMG OUT" >&2
    exit 2
fi
dmg=$1 out=$2
: "${VERSION:?}" "${APPLE_SHORT_VERSION:?}" "${GAMES:?}"
mkdir -p "$out"

hdiutil verify "$dmg"
mount=$(mktemp -d)
hdiutil attach "$dmg" -nobrowse -readonly -mountpoint "$mount"
trap 'hdiutil detach "$mount" -force > /dev/null || true' EXIT

app="$mount/LOTR Table.app"
test -d "$app"
test -L "$mount/Applications"             # installing is a drag onto this link
plist="$app/Contents/Info.plist"
for key in CFBundleShortVersionString LSMinimumSystemVersion CFBundleVersion; do
    echo "$key: $(/usr/libexec/PlistBuddy -c "Print :$key" "$plist")"
done
test "$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$plist")" = "$APPLE_SHORT_VERSION"
test "$(/usr/libexec/PlistBuddy -c "Print :LSMinimumSystemVersion" "$plist")" = "13.0"

if [ "${LOTR_SIGNED:-}" = true ]; then
    codesign --verify --deep --strict --verbose=2 "$app"
    codesign --verify --verbose=2 "$dmg"
    xcrun stapler validate "$dmg"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
    spctl --assess --type execute --verbose=2 "$app"
else
    echo "not signed: signature checks skipped"
fi

program="$app/Contents/MacOS/lotr-table"
said=$("$program" --version)
echo "$said"
test "$said" = "lotr-table $VERSION"

data=$(mktemp -d)
for game in $GAMES; do
    picture="$out/macos-$game.png"
    QT_QPA_PLATFORM=offscreen LOTR_TABLE_DATA_DIR="$data" "$program" screenshot "$game" --out "$picture"
    test "$(head -c 4 "$picture" | tail -c 3)" = PNG
    echo "$game: $(wc -c < "$picture") bytes"
done
echo "smoke test passed: $dmg"
