#!/usr/bin/env python3
"""The include graph's layers (docs/architecture.md):

  shared   pathing/, solver/scenario/, solver/report/, solver/odds/, solver/lint/,
           solver/game/ (the game interface)
  games    solver/<game>/ (every other folder of solver/ but the ones above)
  above    solver/games/ (the registry and the batch check), solver/cli/, solver/serve/,
           solver/wasm/ (the WebAssembly build's entry points)

A shared folder includes no game's folder and nothing above the games; a game's folder
includes no other game and nothing above the games; above the games, only the registry
(solver/games/games.cpp) includes a game's folder, so that the command line, the server and
the batch check reach every game through the interface. The server (solver/serve/) answers
through the shared solve (solver/games/solve.*) and includes nothing of the command line
(solver/cli/) but in its program's main.cpp, which runs the whole command line. The few
files above the games that
still include a game are listed in TRANSITIONAL with the reason; the check prints them.

Usage: check-includes.py [SOURCE_DIR] | --self-test. Exit 0 when every include keeps to its layer;
otherwise 1, with one line per offending include: "file:line: includes "x" (why)".
"""
import pathlib
import re
import sys

SHARED = ["pathing", "solver/scenario", "solver/report", "solver/odds", "solver/lint",
          "solver/game"]
ABOVE = ["solver/games", "solver/cli", "solver/serve", "solver/wasm"]
NOT_CODE = ["solver/web"]  # the page, embedded as data
REGISTRY = "solver/games/games.cpp"
# The server's library builds its answers without the command line; its program runs both.
SERVER, CLI, SERVER_PROGRAM = "solver/serve", "solver/cli", "solver/serve/main.cpp"
# Files above the games that include a game's folder for now, with why; each is a debt.
TRANSITIONAL = {}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def folder_of(path, folders):
    """The folder of `folders` that `path` (relative, with '/') lies in, or None."""
    for f in folders:
        if path == f or path.startswith(f + "/"):
            return f
    return None


def why_not(rel, inc, games):
    """Why `rel` may not include `inc`, or None when it may."""
    own_shared = folder_of(rel, SHARED)
    own_game = folder_of(rel, games)
    own_above = folder_of(rel, ABOVE)
    target_game = folder_of(inc, games)
    target_above = folder_of(inc, ABOVE)
    if own_shared:
        if target_game:
            return f"{own_shared}/ is shared by every game; it includes the game folder {target_game}/"
        if target_above:
            return f"{own_shared}/ is shared by every game; it includes {target_above}/, which sits above the games"
    elif own_game:
        if target_game and target_game != own_game:
            return f"{own_game}/ is one game; it includes another game's folder {target_game}/"
        if target_above:
            return f"{own_game}/ is one game; it includes {target_above}/, which sits above the games"
    elif own_above == SERVER and folder_of(inc, [CLI]) and rel != SERVER_PROGRAM:
        return (f"{SERVER}/ answers through the shared solve (solver/games/solve.hpp), not "
                f"through the command line; it includes {CLI}/")
    elif own_above and target_game and rel != REGISTRY and rel not in TRANSITIONAL:
        return (f"{own_above}/ sits above the games and reaches them through the interface "
                f"(solver/game/) and the registry ({REGISTRY}); it includes the game folder "
                f"{target_game}/")
    return None


def game_folders(root):
    solver = root / "solver"
    return sorted(
        "solver/" + d.name
        for d in solver.iterdir()
        if d.is_dir() and "solver/" + d.name not in SHARED + ABOVE + NOT_CODE)


def self_test():
    """Each rule fails on a tree that breaks it: 0 when every probe is caught, 1 otherwise."""
    import tempfile
    probes = [  # (file, include, whether the check must refuse it)
        ("solver/cli/probe.cpp", "solver/gloomhaven/scenario.hpp", True),
        ("solver/serve/probe.cpp", "solver/heroscape/state.hpp", True),
        ("solver/games/batch.cpp", "solver/arcadia/adapter.hpp", True),
        ("solver/game/probe.hpp", "solver/gloomhaven/decide.hpp", True),
        ("solver/game/probe.hpp", "solver/games/games.hpp", True),
        ("solver/heroscape/probe.cpp", "solver/gloomhaven/scenario.hpp", True),
        ("solver/heroscape/probe.cpp", "solver/cli/commands.hpp", True),
        ("pathing/probe.cpp", "solver/game/game.hpp", False),
        (REGISTRY, "solver/gloomhaven/adapter.hpp", False),
        ("solver/cli/probe.cpp", "solver/game/game.hpp", False),
        ("solver/serve/probe.cpp", "solver/cli/commands.hpp", True),
        (SERVER_PROGRAM, "solver/cli/app.hpp", False),
        ("solver/serve/probe.cpp", "solver/games/solve.hpp", False),
    ]
    failures = 0
    for rel, inc, refused in probes:
        with tempfile.TemporaryDirectory() as d:
            root = pathlib.Path(d)
            for folder in SHARED + ABOVE + ["solver/gloomhaven", "solver/heroscape", "solver/arcadia"]:
                (root / folder).mkdir(parents=True, exist_ok=True)
            (root / rel).write_text(f'#include "{inc}"\n', encoding="utf-8")
            got = why_not(rel, inc, game_folders(root)) is not None
            if got != refused:
                print(f"self-test: {rel} including {inc}: "
                      f"{'refused' if got else 'allowed'}, expected the opposite")
                failures += 1
    print(f"check-includes self-test: {len(probes) - failures} of {len(probes)} probes as expected")
    return 1 if failures else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent.parent)
    games = game_folders(root)
    if not games:
        print(f"check-includes: no game folders under {root / 'solver'}", file=sys.stderr)
        return 2
    problems = []
    checked = 0
    for top in ["pathing", "solver"]:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in (".cpp", ".hpp", ".h", ".cc"):
                continue
            rel = path.relative_to(root).as_posix()
            checked += 1
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                why = why_not(rel, m.group(1), games)
                if why:
                    problems.append(f'{rel}:{n}: includes "{m.group(1)}" ({why})')
    for p in problems:
        print(p)
    if problems:
        print(f"check-includes: {len(problems)} include(s) across layers", file=sys.stderr)
        return 1
    print(f"check-includes: {checked} files keep to their layers "
          f"(games: {', '.join(g.split('/')[1] for g in games)}); above the games only "
          f"{REGISTRY} includes a game" + (", and for now:" if TRANSITIONAL else ""))
    for f, why in TRANSITIONAL.items():
        print(f"  {f}: {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
