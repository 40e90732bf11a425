#!/usr/bin/env bash
# Regenerates docs/page.png, the picture of `arbiter serve` in docs/page.md: builds, then runs the
# browser test (tests/serve/page_test.py), which drives the page in headless Chromium and
# takes the screenshot at its end.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
ARBITER_TARGETS=arbiter scripts/build.sh
mkdir -p docs
/usr/bin/python3 tests/serve/page_test.py build/arbiter --screenshot docs/page.png
