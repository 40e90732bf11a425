#!/usr/bin/env bash
# Command-level tests of the input bounds: every refusal is immediate, names the file,
# the place and the limit, and exits with its documented status. No timing is asserted: an
# endless input is run under `timeout` only so that a regression fails instead of hanging.
#
#   tests/cli/limits.sh ARBITER SOURCE_DIR
set -uo pipefail
arbiter="$1"
src="$2"
work="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$work"' EXIT
failures=0

# expect NAME STATUS PATTERN COMMAND...: the command exits STATUS and its stderr matches PATTERN.
expect() {
  local name="$1" status="$2" pattern="$3"
  shift 3
  timeout 60 "$@" >"$work/out" 2>"$work/err"
  local got=$?
  if [ "$got" -ne "$status" ] || ! grep -qE -- "$pattern" "$work/err"; then
    echo "FAIL $name: exit $got (want $status), stderr:" >&2
    head -c 600 "$work/err" >&2
    failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}

limit='larger than Arbiter reads; --max-file-size raises the limit \(limit [0-9]+ bytes\)'
expect "dev-zero refused" 2 "^/dev/zero: \(file\): the file is $limit" "$arbiter" solve /dev/zero
expect "dev-urandom refused" 2 "^/dev/urandom: \(file\): the file is $limit" \
  "$arbiter" check /dev/urandom --max-file-size 1MiB
mkfifo "$work/quiet.fifo"
expect "fifo without a writer refused" 2 "^$work/quiet.fifo: " "$arbiter" solve "$work/quiet.fifo"
mkfifo "$work/endless.fifo"
# The test holds the fifo open both ways before the writer starts, so a writer is there when
# arbiter opens it (no race with a writer still starting: arbiter would read an empty file),
# and the writer is this shell's job, stopped by the trap whatever happens.
exec 3<>"$work/endless.fifo"
yes '{"format": 1,' >&3 2>/dev/null &
expect "endless fifo refused" 2 "^$work/endless.fifo: \(file\): the file is $limit" \
  "$arbiter" solve "$work/endless.fifo" --max-file-size 100KiB
kill %% 2>/dev/null
wait 2>/dev/null
exec 3>&-
expect "stdin stream refused" 2 "^<stdin>: \(file\): the file is $limit" \
  bash -c "head -c 3000000 /dev/zero | '$arbiter' solve - --max-file-size 2MiB"
expect "small limit refuses a valid file" 2 "\(limit 100 bytes\)" \
  "$arbiter" render "$src/scenarios/examples/area-attack.json" --max-file-size 100

bad="$src/tests/data/bad"
expect "range refused" 2 "range-too-long.json: turn.attack.range: range 200 is beyond any ability card \(limit 20\)" \
  "$arbiter" solve "$bad/range-too-long.json"
expect "area size refused" 2 "aoe-too-many-hexes.json: turn.attack.aoe.hexes: 20 hexes, a larger area than any ability card's \(limit 19\)" \
  "$arbiter" check "$bad/aoe-too-many-hexes.json"
expect "area reach refused" 2 "aoe-too-far.json: turn.attack.aoe.hexes\[1\]: offset \[7, 0\] is 7 hexes from \[0, 0\], farther than any ability card's area reaches \(limit 6\)" \
  "$arbiter" lint "$bad/aoe-too-far.json"

"$arbiter" generate --columns 600 --rows 600 --figures 20 --seed 3 -o "$work/big.json"
expect "render of a huge map refused" 2 "big.json: map.hexes: the map has 360000 hexes, too many to draw whole; --crop N draws those within N hexes of the action \(limit 262144 hexes\)" \
  "$arbiter" render "$work/big.json" -o "$work/big.svg"
[ -e "$work/big.svg" ] && { echo "FAIL render left a file behind" >&2; failures=$((failures + 1)); }
if "$arbiter" render "$work/big.json" --crop 3 -o "$work/crop.svg" && grep -q '</svg>' "$work/crop.svg"; then
  echo "ok   cropped render of a huge map"
else
  echo "FAIL cropped render of a huge map" >&2
  failures=$((failures + 1))
fi

# A limit far below what the solve needs: stopped, named, status 3; check goes on with the
# other files and counts it as an error.
expect "solve time limit" 3 "big.json: \(time limit\): stopped at the time limit of 1e-06 s \(--time-limit\)" \
  "$arbiter" solve "$work/big.json" --time-limit 0.000001 --board never
cp "$src/scenarios/examples/area-attack.json" "$work/fine.json"
"$arbiter" check --update "$work/big.json" >/dev/null
expect "check time limit" 3 "big.json: \(time limit\): stopped at the time limit" \
  "$arbiter" check "$work/big.json" "$work/fine.json" --rules gloomhaven --time-limit 0.000001 --jobs 1
grep -qx "1 passed, 0 failed, 1 error" "$work/out" ||
  { echo "FAIL check summary: $(cat "$work/out")" >&2; failures=$((failures + 1)); }

[ "$failures" -eq 0 ] || { echo "$failures failed" >&2; exit 1; }
echo "all passed"
