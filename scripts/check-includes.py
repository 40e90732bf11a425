#!/usr/bin/env python3
"""The include graph's layers (docs/architecture.md): shared folders never include a game's
folder or anything above the games, and a game's folder includes no other game and nothing
above the games.

  shared   pathing/, solver/scenario/, solver/report/, solver/odds/, solver/lint/
  games    solver/<game>/ (every other folder of solver/ but the ones above)
  above    solver/games/ (the games' table, the batch check), solver/cli/, solver/serve/

Usage: check-includes.py [SOURCE_DIR]. Exit 0 when every include keeps to its layer;
otherwise 1, with one line per offending include: "file:line: includes "x" (why)".
"""
import pathlib
import re
import sys

SHARED = ["pathing", "solver/scenario", "solver/report", "solver/odds", "solver/lint"]
ABOVE = ["solver/games", "solver/cli", "solver/serve"]
NOT_CODE = ["solver/web"]  # the page, embedded as data
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def folder_of(path, folders):
    """The folder of `folders` that `path` (relative, with '/') lies in, or None."""
    for f in folders:
        if path == f or path.startswith(f + "/"):
            return f
    return None


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent.parent)
    solver = root / "solver"
    games = sorted(
        "solver/" + d.name
        for d in solver.iterdir()
        if d.is_dir() and "solver/" + d.name not in SHARED + ABOVE + NOT_CODE)
    if not games:
        print(f"check-includes: no game folders under {solver}", file=sys.stderr)
        return 2
    problems = []
    checked = 0
    for top in ["pathing", "solver"]:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in (".cpp", ".hpp", ".h", ".cc"):
                continue
            rel = path.relative_to(root).as_posix()
            own_shared = folder_of(rel, SHARED)
            own_game = folder_of(rel, games)
            if own_shared is None and own_game is None:
                continue  # above the games: may include anything
            checked += 1
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                inc = m.group(1)
                why = None
                if own_shared:
                    if folder_of(inc, games):
                        why = f"{own_shared}/ is shared by every game; it includes the game folder {folder_of(inc, games)}/"
                    elif folder_of(inc, ABOVE):
                        why = f"{own_shared}/ is shared by every game; it includes {folder_of(inc, ABOVE)}/, which sits above the games"
                else:
                    other = folder_of(inc, games)
                    if other and other != own_game:
                        why = f"{own_game}/ is one game; it includes another game's folder {other}/"
                    elif folder_of(inc, ABOVE):
                        why = f"{own_game}/ is one game; it includes {folder_of(inc, ABOVE)}/, which sits above the games"
                if why:
                    problems.append(f'{rel}:{n}: includes "{inc}" ({why})')
    for p in problems:
        print(p)
    if problems:
        print(f"check-includes: {len(problems)} include(s) across layers", file=sys.stderr)
        return 1
    print(f"check-includes: {checked} files of the shared and game folders keep to their layers "
          f"(games: {', '.join(g.split('/')[1] for g in games)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
