#!/usr/bin/env bash
# CI on macOS: put the Developer ID certificate into a temporary keychain that codesign can use
# without a prompt, and the App Store Connect API key where notarytool can read it; later take
# both away again. A fresh runner has neither, so signing would fail without this.
#
#   installer/macos/signing_keychain.sh create     before installer/build.py
#   installer/macos/signing_keychain.sh remove     after it, whatever happened
#
# From the repository's secrets:
#   LOTR_SIGN_CERTIFICATE           the "Developer ID Application" certificate and its private
#                                   key, exported as .p12 and base64-encoded
#   LOTR_SIGN_CERTIFICATE_PASSWORD  the .p12's password
#   LOTR_SIGN_IDENTITY              the identity's name, "Developer ID Application: NAME (TEAM)"
#   LOTR_NOTARY_API_KEY             the App Store Connect API key, the AuthKey_XXXX.p8 text
#   LOTR_NOTARY_KEY_ID, LOTR_NOTARY_ISSUER   that key's id and its issuer id
# No certificate: nothing to do, the app is signed ad hoc (said aloud). A certificate without
# the identity or the notarization key is an error: a signed app Apple has not notarized is
# refused by Gatekeeper all the same, so such a release would only look finished.
# `create` writes LOTR_NOTARY_KEY (the .p8 file's path) into $GITHUB_ENV for the build step.
set -euo pipefail

keychain="${RUNNER_TEMP:?RUNNER_TEMP is not set (this script is for CI)}/lotr-signing.keychain-db"
api_key="$RUNNER_TEMP/lotr-notary-key.p8"

case "${1:-}" in
create)
    if [ -z "${LOTR_SIGN_CERTIFICATE:-}" ]; then
        if [ -n "${LOTR_SIGN_IDENTITY:-}" ]; then
            echo "signing: LOTR_SIGN_IDENTITY is set but LOTR_SIGN_CERTIFICATE is not" >&2
            exit 1
        fi
        echo "signing: no certificate (secret LOTR_SIGN_CERTIFICATE); the app will be signed ad hoc"
        exit 0
    fi
    for name in LOTR_SIGN_IDENTITY LOTR_SIGN_CERTIFICATE_PASSWORD LOTR_NOTARY_API_KEY LOTR_NOTARY_KEY_ID LOTR_NOTARY_ISSUER; do
        if [ -z "${!name:-}" ]; then
            echo "signing: LOTR_SIGN_CERTIFICATE is set but $name is not" >&2
            exit 1
        fi
    done
    password=$(uuidgen)
    security create-keychain -p "$password" "$keychain"
    security set-keychain-settings -lut 21600 "$keychain"     # stays unlocked for the build
    security unlock-keychain -p "$password" "$keychain"
    certificate="$RUNNER_TEMP/lotr-signing.p12"
    printf '%s' "$LOTR_SIGN_CERTIFICATE" | base64 --decode > "$certificate"
    security import "$certificate" -k "$keychain" -f pkcs12 -P "$LOTR_SIGN_CERTIFICATE_PASSWORD" \
        -T /usr/bin/codesign -T /usr/bin/security
    rm -f "$certificate"
    # Lets codesign use the key without the dialog nobody is there to answer.
    security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k "$password" "$keychain" > /dev/null
    # Searched first, before the runner's own keychains.
    existing=()
    while IFS= read -r line; do
        line=${line#"${line%%[![:space:]]*}"}
        existing+=("${line//\"/}")
    done < <(security list-keychains -d user)
    security list-keychains -d user -s "$keychain" "${existing[@]}"
    if ! security find-identity -v -p codesigning "$keychain" | grep -qF "\"$LOTR_SIGN_IDENTITY\""; then
        echo "signing: the certificate holds no valid identity named $LOTR_SIGN_IDENTITY:" >&2
        security find-identity -v -p codesigning "$keychain" >&2
        exit 1
    fi
    ( umask 077 && printf '%s\n' "$LOTR_NOTARY_API_KEY" > "$api_key" )
    echo "LOTR_NOTARY_KEY=$api_key" >> "${GITHUB_ENV:?GITHUB_ENV is not set}"
    echo "signing: $LOTR_SIGN_IDENTITY ready in $keychain; notarization key $LOTR_NOTARY_KEY_ID"
    ;;
remove)
    if [ -e "$keychain" ]; then
        security delete-keychain "$keychain"
    fi
    rm -f "$api_key"
    echo "signing: temporary keychain and key removed"
    ;;
*)
    echo "usage: $0 create|remove" >&2
    exit 2
    ;;
esac
