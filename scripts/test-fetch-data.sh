#!/usr/bin/env bash
# Tests scripts/fetch-data.sh without the network: a file:// mirror of the GHS data beside
# the clone (../shared/data/ghs, laid out as the upstream repository: data/<edition>/...,
# LICENSE) is downloaded from and checked; then one file changed and one removed must each
# be named, with exit 1. Exit 77 (skipped) when that copy is absent.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
ghs="$root/../shared/data/ghs"
[ -d "$ghs" ] || { echo "no GHS data at $ghs: skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/mirror"
ln -s "$ghs" "$work/mirror/data"
ln -s "$ghs/LICENSE" "$work/mirror/LICENSE"
fail() { echo "FAIL: $*"; exit 1; }
ARBITER_GHS_URL="file://$work/mirror" "$root/scripts/fetch-data.sh" "$work/out" >"$work/log" 2>&1 \
  || { cat "$work/log"; fail "the download from the mirror did not check out"; }
grep -q "0 missing or different" "$work/log" || fail "no count line: $(cat "$work/log")"
[ -f "$work/out/fc/monster/aesther-scout.json" ] || fail "fc was not fetched"
echo " " >> "$work/out/gh/monster/bandit-guard.json"
rm "$work/out/gh/monster/deck/archer.json"
"$root/scripts/fetch-data.sh" --check "$work/out" >"$work/log" 2>&1
status=$?
[ "$status" -eq 1 ] || fail "a changed copy exited $status, not 1"
grep -q "bandit-guard.json: different" "$work/log" || fail "the changed file is not named: $(cat "$work/log")"
grep -q "archer.json: missing" "$work/log" || fail "the missing file is not named: $(cat "$work/log")"
grep -q ", 2 missing or different" "$work/log" || fail "wrong count: $(cat "$work/log")"
# A rerun fetches only what is missing, and the copy checks out again.
rm "$work/out/gh/monster/bandit-guard.json"
ARBITER_GHS_URL="file://$work/mirror" "$root/scripts/fetch-data.sh" "$work/out" >"$work/log" 2>&1 \
  || fail "the rerun did not repair the copy: $(cat "$work/log")"
echo "fetch-data: downloads from a mirror, checks every hash, names what differs"
