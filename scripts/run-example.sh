#!/usr/bin/env bash
# The README's first command: installs what is missing, builds, and solves an example.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
ARBITER_TARGETS=arbiter scripts/build.sh
exec build/arbiter solve "${@:-scenarios/examples/ranged-steps-back.json}"
