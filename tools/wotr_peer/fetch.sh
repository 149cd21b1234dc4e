#!/bin/sh
# Fetch the peer engine (johnchampaign/war-of-the-ring) into a temporary folder and bundle
# our small pipe script (decide.mjs) against its sources. Nothing of the peer enters the
# project. Usage: tools/wotr_peer/fetch.sh [DIR]   (default /tmp/wotr-peer)
# Source: the local mirror if present, else the network (git clone).
set -e
DIR=${1:-/tmp/wotr-peer}
MIRROR=/work/.mirror/johnchampaign+war-of-the-ring/repo
HERE=$(cd "$(dirname "$0")" && pwd)
if [ ! -f "$DIR/src/ai/wotrAI.ts" ]; then
  rm -rf "$DIR"; mkdir -p "$DIR"
  if [ -d "$MIRROR" ]; then
    git --git-dir="$MIRROR" archive HEAD | tar -x -C "$DIR"
  else
    git clone --depth 1 https://github.com/johnchampaign/war-of-the-ring "$DIR"
  fi
fi
cd "$DIR"
[ -d node_modules/digital-boardgame-framework ] && [ -d node_modules/esbuild ] || \
  npm install --no-audit --no-fund --ignore-scripts digital-boardgame-framework@^0.42.0 esbuild >/dev/null
cp "$HERE/decide.mjs" "$DIR/decide.mjs"
npx esbuild decide.mjs --bundle --platform=node --format=esm --loader:.json=json \
  --outfile="$DIR/decide.bundle.mjs" --log-level=warning
echo "$DIR/decide.bundle.mjs"
