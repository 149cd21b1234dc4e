#!/usr/bin/env bash
# Put "LOTR Table.app" on a compressed disk image with a link to /Applications, so that
# installing is a drag; then, when asked, sign and notarize the image.
#
#   installer/macos/make_dmg.sh APP DMG VOLUME_NAME
#
# LOTR_SIGN_IDENTITY   a "Developer ID Application: ..." identity in the keychain. The app
#                      itself is signed by PyInstaller (see lotr_table.spec); this signs the
#                      image. Unset: the image is not signed.
# LOTR_NOTARY_PROFILE  a keychain profile made with `xcrun notarytool store-credentials`;
#                      the image is sent to Apple, and the ticket stapled to it. Unset (or
#                      nothing signed): skipped. Each skip says so and is not an error.
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 APP DMG VOLUME_NAME" >&2
    exit 2
fi
app=$1 dmg=$2 volume=$3

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
# ditto keeps the bundle's symlinks, extended attributes and signatures intact.
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"

mkdir -p "$(dirname "$dmg")"
rm -f "$dmg"
# hdiutil now and then fails with "Resource busy" on build machines; a retry clears it.
for attempt in 1 2 3; do
    if hdiutil create -volname "$volume" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg"; then
        break
    fi
    if [ "$attempt" -eq 3 ]; then
        echo "dmg: hdiutil failed three times" >&2
        exit 1
    fi
    sleep 5
done

if [ -n "${LOTR_SIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$LOTR_SIGN_IDENTITY" "$dmg"
    echo "dmg: signed by $LOTR_SIGN_IDENTITY"
else
    echo "dmg: not signed (set LOTR_SIGN_IDENTITY to a Developer ID identity to sign)"
fi

if [ -z "${LOTR_NOTARY_PROFILE:-}" ]; then
    echo "dmg: not notarized (set LOTR_NOTARY_PROFILE to a notarytool keychain profile)"
elif [ -z "${LOTR_SIGN_IDENTITY:-}" ]; then
    echo "dmg: not notarized, Apple notarizes only signed apps (set LOTR_SIGN_IDENTITY too)"
else
    xcrun notarytool submit "$dmg" --keychain-profile "$LOTR_NOTARY_PROFILE" --wait
    xcrun stapler staple "$dmg"
    echo "dmg: notarized and stapled"
fi
echo "dmg: $dmg"
