#!/usr/bin/env bash
# The README's first command: installs what is missing, builds, and solves an example.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "run-example.sh: 1/3 Debian packages (scripts/install-deps.sh; quiet when all are present)" >&2
scripts/install-deps.sh
echo "run-example.sh: 2/3 building the arbiter program alone into build/" >&2
ARBITER_TARGETS=arbiter scripts/build.sh
echo "run-example.sh: 3/3 solving ${1:-scenarios/examples/ranged-steps-back.json}" >&2
status=0
build/arbiter solve "${@:-scenarios/examples/ranged-steps-back.json}" || status=$?
# The page is a long-running server, so it is only announced here, never started.
cat <<'EOF'

To set up positions by clicking, in a browser:
  build/arbiter serve            then open http://127.0.0.1:8080/   (Ctrl-C stops it)
  build/arbiter serve --host 0.0.0.0   lets a phone on the same network reach it
EOF
exit "$status"
