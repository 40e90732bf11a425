#!/usr/bin/env bash
# ctest entry: the README's example commands, run against the given arbiter binary.
exec python3 "$(dirname "$0")/check-readme.py" "$@"
