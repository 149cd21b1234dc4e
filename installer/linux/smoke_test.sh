#!/usr/bin/env bash
# The Linux files as a user gets them.
#
#   installer/linux/smoke_test.sh tarball DIST OUT   unpack the .tar.gz in a temporary folder, run it
#   installer/linux/smoke_test.sh deb DIST OUT       as root in a clean Ubuntu container: apt
#                                                    installs the .deb with its dependencies, the
#                                                    program runs, apt removes it and nothing stays
#
# VERSION   the program's version (lotr-table --version must say it)
# GAMES     the games to draw off screen, space-separated; the pictures go to OUT
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 tarball|deb DIST OUT" >&2
    exit 2
fi
kind=$1 dist=$2 out=$3
: "${VERSION:?}" "${GAMES:?}"
mkdir -p "$out"

# The program answers with its version and draws every game's table off screen.
try_program() {
    local program=$1 label=$2 said data
    said=$("$program" --version)
    echo "$said"
    test "$said" = "lotr-table $VERSION"
    data=$(mktemp -d)
    for game in $GAMES; do
        picture="$out/$label-$game.png"
        QT_QPA_PLATFORM=offscreen LOTR_TABLE_DATA_DIR="$data" "$program" screenshot "$game" --out "$picture"
        test "$(head -c 4 "$picture" | tail -c 3)" = PNG
        echo "$game: $(wc -c < "$picture") bytes"
    done
    rm -rf "$data"
}

case "$kind" in
tarball)
    archives=("$dist"/lotr-table-*-linux-*.tar.gz)
    test -f "${archives[0]}"
    unpacked=$(mktemp -d)
    tar -xzf "${archives[0]}" -C "$unpacked"
    try_program "$unpacked/lotr-table-$VERSION/lotr-table" linux-tarball
    ;;
deb)
    packages=("$dist"/lotr-table_*.deb)
    test -f "${packages[0]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    # Dependencies come from the .deb's own Depends: the container has nothing else.
    apt-get install -y -q --no-install-recommends "${packages[0]}"
    test "$(command -v lotr-table)" = /usr/bin/lotr-table
    try_program lotr-table linux-deb
    apt-get remove -y -q lotr-table
    if [ -e /opt/lotr-table ] || [ -e /usr/bin/lotr-table ] || [ -e /usr/share/applications/lotr-table.desktop ]; then
        echo "apt remove left files behind" >&2
        exit 1
    fi
    ;;
*)
    echo "usage: $0 tarball|deb DIST OUT" >&2
    exit 2
    ;;
esac
echo "smoke test passed: $kind"
