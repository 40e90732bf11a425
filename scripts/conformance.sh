#!/usr/bin/env bash
# Runs `arbiter check --rules all` over the conformance suite and compares the failing
# cases with the committed list of known failures (each with its reasoning). Fails on any
# new failure, and on a listed case that now passes (so the list stays true).
# Exit 77 (skipped) when the suite is absent.
set -uo pipefail
bin=$1 suite=$2 known=$3
if [ ! -d "$suite" ]; then echo "conformance suite not found at $suite: skipped"; exit 77; fi
out=$("$bin" check "$suite" --rules all)
status=$?
echo "$out" | tail -n 1
[ $status -le 1 ] || { echo "$out"; exit 1; }
got=$(echo "$out" | sed -n 's/^FAIL \([^ ]*\) \[\([^]]*\)\].*/\1 \2/p' | sort)
want=$(grep -v '^#' "$known" | awk 'NF>=2 {print $1, $2}' | sort)
if [ "$got" != "$want" ]; then
  echo "failing cases differ from $known:"
  diff <(echo "$want") <(echo "$got") | sed -n 's/^</  listed but passing now:/p; s/^>/  failing, not listed:/p'
  echo "$out" | grep -A30 '^FAIL' | head -200
  exit 1
fi
echo "all failures are the known ones listed in $(basename "$known")"
