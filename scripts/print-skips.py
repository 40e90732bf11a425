#!/usr/bin/env python3
"""Prints each test ctest skipped, with the reason the test gave (scripts/test.sh runs it
after ctest, which itself says only "Skipped"). The reason is the test's own line that says
"skip" (tests exit 77 after printing why), else its last line of output.

Usage: print-skips.py JUNIT_XML (ctest --output-junit FILE). Exit 0 always; 2 without the file."""
import sys
import xml.etree.ElementTree as ET


def reason(case):
    text = "\n".join(e.text or "" for e in case.iter() if e.tag in ("system-out", "skipped", "system-err"))
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    said = [l for l in lines if "skip" in l.lower()]
    line = (said or lines or ["(the test printed no reason)"])[-1]
    return line[len("skipped:"):].strip() if line.lower().startswith("skipped:") else line


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    try:
        root = ET.parse(sys.argv[1]).getroot()
    except (OSError, ET.ParseError) as e:
        print(f"print-skips: cannot read {sys.argv[1]}: {e}", file=sys.stderr)
        return 2
    skipped = [c for c in root.iter("testcase") if c.get("status") in ("notrun", "skipped") or c.find("skipped") is not None]
    for c in skipped:
        print(f"test.sh: skipped {c.get('name')}: {reason(c)}", file=sys.stderr)
    if skipped:
        print(f"test.sh: {len(skipped)} test(s) skipped (reasons above)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
