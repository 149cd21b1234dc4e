#!/usr/bin/env bash
# Put "LOTR Table.app" on a compressed disk image with a link to /Applications, so that
# installing is a drag; then, when asked, sign and notarize the image.
#
#   installer/macos/make_dmg.sh APP DMG VOLUME_NAME
#
# LOTR_SIGN_IDENTITY   a "Developer ID Application: ..." identity in the keychain. The app
#                      itself is signed by PyInstaller (see lotr_table.spec); this signs the
#                      image. Unset: the image is not signed.
# Notarization, with either
#   LOTR_NOTARY_KEY, LOTR_NOTARY_KEY_ID, LOTR_NOTARY_ISSUER
#                      an App Store Connect API key: the .p8 file, its key id and issuer id
#                      (what CI uses: nothing has to be stored in a keychain first), or
#   LOTR_NOTARY_PROFILE  a keychain profile made with `xcrun notarytool store-credentials`.
#                      The image is sent to Apple; unless Apple answers "Accepted" the script
#                      prints Apple's log and fails; then the ticket is stapled to the image.
#                      No credentials (or nothing signed): skipped. Each skip says so and is
#                      not an error.
# PYTHON               reads notarytool's JSON answer (default python3).
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

notary=()
if [ -n "${LOTR_NOTARY_KEY:-}" ]; then
    if [ -z "${LOTR_NOTARY_KEY_ID:-}" ] || [ -z "${LOTR_NOTARY_ISSUER:-}" ]; then
        echo "dmg: LOTR_NOTARY_KEY needs LOTR_NOTARY_KEY_ID and LOTR_NOTARY_ISSUER too" >&2
        exit 1
    fi
    notary=(--key "$LOTR_NOTARY_KEY" --key-id "$LOTR_NOTARY_KEY_ID" --issuer "$LOTR_NOTARY_ISSUER")
elif [ -n "${LOTR_NOTARY_PROFILE:-}" ]; then
    notary=(--keychain-profile "$LOTR_NOTARY_PROFILE")
fi

# The value of one field of notarytool's JSON answer (the answer may follow progress lines).
field() {
    "${PYTHON:-python3}" -c '
import json, sys
text = sys.stdin.read()
start = text.find("{")
answer = json.JSONDecoder().raw_decode(text[start:])[0] if start >= 0 else {}
print(answer.get(sys.argv[1], ""))' "$1"
}

if [ ${#notary[@]} -eq 0 ]; then
    echo "dmg: not notarized (set LOTR_NOTARY_KEY, LOTR_NOTARY_KEY_ID and LOTR_NOTARY_ISSUER, or LOTR_NOTARY_PROFILE)"
elif [ -z "${LOTR_SIGN_IDENTITY:-}" ]; then
    echo "dmg: not notarized, Apple notarizes only signed apps (set LOTR_SIGN_IDENTITY too)"
else
    # `submit --wait` exits 0 whatever Apple decided: the decision is the answer's status.
    # When notarytool itself fails (bad credentials, no network) its answer says why: print it.
    if ! answer=$(xcrun notarytool submit "$dmg" "${notary[@]}" --wait --output-format json 2>&1); then
        echo "dmg: notarytool submit failed; its answer:" >&2
        echo "$answer" >&2
        exit 1
    fi
    echo "$answer"
    status=$(field status <<<"$answer")
    submission=$(field id <<<"$answer")
    if [ "$status" != "Accepted" ]; then
        echo "dmg: notarization ended with status '${status:-none}', not Accepted; Apple's log:" >&2
        if [ -n "$submission" ]; then
            xcrun notarytool log "$submission" "${notary[@]}" >&2 || true
        fi
        exit 1
    fi
    xcrun stapler staple "$dmg"
    xcrun stapler validate "$dmg"
    echo "dmg: notarized (submission $submission) and stapled"
fi
echo "dmg: $dmg"
