#!/usr/bin/env bash
# Downloads the Gloomhaven Secretariat (GHS) data that `arbiter import vgb` and
# `arbiter serve` read (monster stat cards, ability decks, scenario setups of gh, fc, jotl,
# fh, gh2e), at the commit Arbiter is known to work with, and checks every file's sha256
# against data/ghs-manifest.tsv. The data is AGPL-3.0 (game content by Cephalofair Games):
# it is downloaded for your own use, never shipped with Arbiter.
#
#   scripts/fetch-data.sh [DIR]          download into DIR (default: ghs-data), then check
#   scripts/fetch-data.sh --check DIR    only check a copy already there
#
# DIR then holds <edition>/monster/, <edition>/scenarios/, ...: pass it as --data DIR.
# ARBITER_GHS_URL overrides where the files come from (default: the upstream repository's
# raw files at the pinned commit; any URL curl reads, file:// too). Exit 0: every file
# present with its hash; 1: a file missing or different (each named); 2: bad usage.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$root/data/ghs-manifest.tsv"
commit=3622d080965b4d373acc690247b94438b30c8cfa
base=${ARBITER_GHS_URL:-https://raw.githubusercontent.com/Lurkars/gloomhavensecretariat/$commit}

check_only=0
if [ "${1:-}" = "--check" ]; then
  check_only=1
  shift
  [ $# -eq 1 ] || { echo "usage: $0 --check DIR" >&2; exit 2; }
fi
case "${1:-}" in -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
[ $# -le 1 ] || { echo "usage: $0 [DIR] | --check DIR" >&2; exit 2; }
dir=${1:-ghs-data}

# The local name of an upstream path: data/<edition>/... -> <edition>/..., LICENSE as is.
local_name() { case "$1" in data/*) echo "${1#data/}" ;; *) echo "$1" ;; esac; }

if [ "$check_only" -eq 0 ]; then
  command -v curl >/dev/null || { echo "fetch-data: needs curl (scripts/install-deps.sh)" >&2; exit 2; }
  mkdir -p "$dir"
  n=$(grep -vc '^#' "$manifest")
  echo "fetch-data: $n files of Lurkars/gloomhavensecretariat at $commit into $dir/" >&2
  # One curl for all files (one connection, retried): a config of url/output pairs.
  config=$(mktemp)
  trap 'rm -f "$config"' EXIT
  while IFS=$'\t' read -r path _ _; do
    [ -n "$path" ] && [ "${path#\#}" = "$path" ] || continue
    out="$dir/$(local_name "$path")"
    [ -f "$out" ] && continue  # a rerun fetches only what is missing; the check below decides
    mkdir -p "$(dirname "$out")"
    printf 'url = "%s/%s"\noutput = "%s"\n' "$base" "$path" "$out" >> "$config"
  done < "$manifest"
  if [ -s "$config" ]; then
    curl --fail --silent --show-error --location --retry 3 --config "$config" \
      || echo "fetch-data: some downloads failed; the check below names them" >&2
  fi
fi

[ -d "$dir" ] || { echo "fetch-data: no folder $dir" >&2; exit 1; }
# One sha256sum over every file: "<hash>  <file>" lines, as `sha256sum --check` reads them.
list=$(mktemp)
trap 'rm -f "$list" "${config:-}"' EXIT
n=0
while IFS=$'\t' read -r path hash _; do
  [ -n "$path" ] && [ "${path#\#}" = "$path" ] || continue
  printf '%s  %s\n' "$hash" "$dir/$(local_name "$path")" >> "$list"
  n=$((n + 1))
done < "$manifest"
problems=$(sha256sum --check --quiet "$list" 2>&1 | grep -v '^sha256sum: WARNING' || true)
bad=$(printf '%s\n' "$problems" | grep -c ': FAILED' || true)
[ -z "$problems" ] || printf '%s\n' "$problems" | sed 's/: FAILED open or read$/: missing/; s/: FAILED$/: different from the pinned commit/; /No such file/d'
echo "fetch-data: $((n - bad)) of $n files as at $commit, $bad missing or different"
[ "$bad" -eq 0 ] || exit 1
echo "fetch-data: pass --data $dir to arbiter import vgb and arbiter serve"
