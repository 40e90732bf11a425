#!/usr/bin/env python3
"""Writes hostile scenario files (inputs that once ran for minutes or exhausted memory) into a
directory, for the bound tests.

    scripts/hostile-inputs.py OUTDIR [NAME...]

Each file is either beyond a documented limit (the loader must refuse it at once with
"(limit N)" and exit 2) or valid but large (a solve must finish within the bounds, or stop at
--time-limit with exit 3). The files are generated, never committed: some are tens of
megabytes. With no NAME every file is written; `--list` prints the names, `--help` this.

The command cases (data folders, importers, writes onto special files; written by
scripts/hostile_commands.py) are folders: OUTDIR/NAME/ holds the files and command.json the
command run inside it, which must exit 0, 2 or 3 within 5 s of CPU and 1 GiB
(`check-bounds.py ARBITER NAME hostile`).
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The command cases, and the GHS and VGB writers tests/serve/bounds_test.py uses through here.
from hostile_commands import (COMMAND_CASES, ghs_deck, ghs_monster, vgb_layout,  # noqa: E402,F401
                              write_command_case)


def rect(columns, rows):
    return {"columns": columns, "rows": rows}


# --- Heroscape -----------------------------------------------------------------------------


def hs_file(columns, rows, figures, acting="A", glyphs=None, obstacles=None, levels=None):
    m = {"hexes": rect(columns, rows)}
    if glyphs is not None:
        m["glyphs"] = glyphs
    if obstacles is not None:
        m["obstacles"] = obstacles
    if levels is not None:
        m["levels"] = levels
    return {"format": 1, "game": "heroscape", "name": "hostile", "coordinates": "even-q",
            "map": m, "figures": figures, "turn": {"figure": acting}}


def hs_figure(fid, side, col, row, move=5, rng=1, height=5, attack=3, defense=3, life=1):
    return {"id": fid, "side": side, "hexes": [[col, row]], "height": height, "move": move,
            "range": rng, "attack": attack, "defense": defense, "life": life}


def hs_move_10000():
    # Before the limits, Move 10000 on a 1024 x 1024 map ran 78 s and failed at 6.4 GB.
    return hs_file(1024, 1024, [hs_figure("A", "red", 512, 512, move=10000),
                                hs_figure("B", "blue", 0, 0)])


def hs_move_big():
    # Move past the limit on a map within it: the Move itself is refused.
    return hs_file(64, 64, [hs_figure("A", "red", 32, 32, move=10000),
                            hs_figure("B", "blue", 0, 0)])


def hs_map_4096():
    # A 4096 x 4096 map took 3.1 GB to load.
    return hs_file(4096, 4096, [hs_figure("A", "red", 1, 1), hs_figure("B", "blue", 3, 3)])


def hs_range_10000():
    # Range 10000 with 1000 enemies ran past 2 minutes.
    figs = [hs_figure("A", "red", 100, 100, move=5, rng=10000)]
    for i in range(1000):
        figs.append(hs_figure("E%d" % i, "blue", (i * 7) % 200, 2 * (i // 200) + (i % 2) * 150))
    return hs_file(200, 200, figs)


def hs_range_30():
    # Range past the limit with few figures: the range itself is refused.
    return hs_file(40, 40, [hs_figure("A", "red", 20, 20, rng=30), hs_figure("B", "blue", 0, 0)])


def hs_glyphs_100000():
    # 100000 glyphs took 12-19 s.
    glyphs = [[c, r] for r in range(250) for c in range(400)]
    return hs_file(400, 400, [hs_figure("A", "red", 1, 300), hs_figure("B", "blue", 3, 300)],
                   glyphs=glyphs)


def hs_glyphs_many():
    # 100000 glyphs on a map within the limit: the glyph count is refused.
    glyphs = [[i % 250, (i // 250) % 250] for i in range(100000)]
    return hs_file(250, 250, [hs_figure("A", "red", 1, 1), hs_figure("B", "blue", 3, 3)],
                   glyphs=glyphs)


def hs_obstacles_many():
    obstacles = [{"kind": "tree", "hex": [i % 250, (i // 250) % 250], "height": 3}
                 for i in range(100000)]
    return hs_file(250, 250, [hs_figure("A", "red", 1, 1), hs_figure("B", "blue", 3, 3)],
                   obstacles=obstacles)


def hs_obstacles_100000():
    obstacles = [{"kind": "tree", "hex": [c, r], "height": 3}
                 for r in range(250) for c in range(400)]
    return hs_file(400, 400, [hs_figure("A", "red", 1, 300), hs_figure("B", "blue", 3, 300)],
                   obstacles=obstacles)


# The largest valid Heroscape file: every documented limit at once (docs/format.md).
HS_MAX_HEXES = 65536
HS_MAX_MOVE = 20
HS_MAX_RANGE = 20
HS_MAX_FIGURES = 128
HS_MAX_GLYPHS = 64


def hs_worst():
    # 256 x 256 hexes; a flying mover with the largest Move and range in the middle, every
    # other figure an enemy within its reach; glyphs on the way; hills of levels. The mover
    # has every special that multiplies the work: Berserker Charge (destinations up to 12
    # moves away), a grenade special attack of the largest range (a second option per
    # target) and Grimnak's eat.
    figs = [hs_figure("A", "red", 128, 128, move=HS_MAX_MOVE, rng=HS_MAX_RANGE, attack=20,
                      defense=20, life=1000)]
    figs[0]["traits"] = ["flying", "berserker-charge"]
    figs[0]["special"] = {"kind": "grenade", "range": HS_MAX_RANGE, "attack": 20}
    figs[0]["eat"] = {"roll": 10}
    figs[0]["hexes"] = [[128, 128], [129, 128]]  # double-space: each destination two hexes
    n = 0
    for r in range(100, 160, 2):
        for c in range(100, 160, 3):
            if n == HS_MAX_FIGURES - 1:
                break
            if (c, r) in ((128, 128), (129, 128)):
                continue
            figs.append(hs_figure("E%d" % n, "blue", c, r, attack=20, defense=20, life=1000))
            n += 1
    glyphs = [[100 + 2 * i, 101] for i in range(HS_MAX_GLYPHS // 2)] + \
             [[100 + 2 * i, 157] for i in range(HS_MAX_GLYPHS // 2)]
    levels = {str(1 + (k % 9)): [[c, r] for r in range(256) for c in range(256)
                                 if (c // 4 + r // 4) % 9 == k] for k in range(9)}
    return hs_file(256, 256, figs, glyphs=glyphs, levels=levels)


def hs_time_limit():
    # Valid and heavy: the largest map and Move, a walker on flat ground (time-limit test),
    # with an `expect` so that `check` solves it too.
    figs = [hs_figure("A", "red", 128, 128, move=HS_MAX_MOVE, rng=HS_MAX_RANGE)]
    for i in range(HS_MAX_FIGURES - 1):
        figs.append(hs_figure("E%d" % i, "blue", 100 + (i % 60), 100 + 2 * (i // 60) + (i % 2)))
    figs = [f for f in figs if f["id"] == "A" or f["hexes"][0] != [128, 128]]
    f = hs_file(256, 256, figs)
    f["expect"] = {"heroscape": {"unreachable": [[0, 0]]}}
    return f


# --- Arcadia Quest -------------------------------------------------------------------------


def aq_file(columns, rows, heroes, monsters, move, tokens=None):
    f = {"format": 1, "game": "arcadia-quest", "name": "hostile", "coordinates": "square",
         "board": {"cells": rect(columns, rows)},
         "dice": {"attack": {"faces": 6, "melee": 2, "ranged": 2, "crit": 1},
                  "defense": {"faces": 6, "shield": 3, "crit": 1}},
         "players": ["red", "blue"], "heroes": heroes, "monsters": monsters,
         "turn": {"hero": heroes[0]["id"], "move": move}}
    return f


def aq_hero(hid, player, x, y, cards=2, hp=6):
    attacks = [{"name": "Card%d" % k, "kind": "ranged" if k % 2 else "melee", "dice": 3}
               for k in range(cards)]
    return {"id": hid, "player": player, "cell": [x, y], "hp": hp, "defense": 2,
            "attacks": attacks}


def aq_monster(mid, x, y, move=3, hp=4):
    return {"id": mid, "cell": [x, y], "hp": hp, "move": move,
            "attack": {"kind": "melee", "dice": 3}, "defense": 2, "overkill": hp, "coins": 1}


def aq_move_30():
    # Before the limits, a 64 x 64 board with Move 30 aborted (SIGABRT) at 7.7 GB.
    monsters = [aq_monster("M%d" % i, (i * 5) % 64, 10 + (i // 13) * 9, move=30)
                for i in range(20)]
    return aq_file(64, 64, [aq_hero("H", "red", 32, 32), aq_hero("R", "blue", 40, 40)],
                   monsters, 30)


def aq_board_256():
    monsters = [aq_monster("M%d" % i, (i * 11) % 256, 20 + (i // 23) * 30, move=30)
                for i in range(40)]
    return aq_file(256, 256, [aq_hero("H", "red", 128, 128), aq_hero("R", "blue", 130, 130)],
                   monsters, 30)


def aq_many_monsters():
    monsters = [aq_monster("M%d" % i, i % 20, 2 + i // 20) for i in range(40)]
    return aq_file(20, 20, [aq_hero("H", "red", 10, 15), aq_hero("R", "blue", 12, 15)],
                   monsters, 3)


AQ_MAX_SIDE = 64
AQ_MAX_MOVE = 6
AQ_MAX_MONSTER_MOVE = 4
AQ_MAX_HEROES = 12
AQ_MAX_MONSTERS = 24
AQ_MAX_CARDS = 3
AQ_MAX_HP = 16


def aq_worst():
    # Every limit at once: the largest board, moves, cards and figure counts, everything in
    # reach of everything.
    players = ["p%d" % i for i in range(4)]
    mid = AQ_MAX_SIDE // 2
    heroes = [aq_hero("H0", "p0", mid, mid, cards=AQ_MAX_CARDS, hp=AQ_MAX_HP)]
    for i in range(1, AQ_MAX_HEROES):
        heroes.append(aq_hero("H%d" % i, players[i % 4], mid - 6 + i, mid - 1,
                              cards=AQ_MAX_CARDS, hp=AQ_MAX_HP))
    monsters = [aq_monster("M%d" % i, mid - 6 + (i % 12), mid + 1 + i // 12,
                           move=AQ_MAX_MONSTER_MOVE, hp=AQ_MAX_HP)
                for i in range(AQ_MAX_MONSTERS)]
    f = aq_file(AQ_MAX_SIDE, AQ_MAX_SIDE, heroes, monsters, AQ_MAX_MOVE)
    f["players"] = players
    return f


# --- Grumblestone --------------------------------------------------------------------------


def gs_slow():
    # Before the limits, --time-limit 1 was ignored (exit 0 after 7 s). Frostbite with its power (a
    # full row of tiles: a third die), the most hearts, grumble to buy the whole market of
    # one-cell tiles and free tokens.
    board = ["A.H.S.", ".G.A.H", "S.A.G.", ".H.S.A", "G.A.H.", ".S.G.A"]
    return {"format": 1, "game": "grumblestone", "name": "hostile",
            "players": [{"id": "P1", "golem": "frostbite", "hearts": 60, "grumble": 99,
                         "board": {"icons": board,
                                   "tiles": [{"at": [1, 1], "rows": ["AAAAAA"]}]}},
                        {"id": "P2", "golem": "amber", "hearts": 60},
                        {"id": "P3", "golem": "amber", "hearts": 60}],
            "market": {"slots": [{"cost": 0, "tile": {"rows": ["A"]}} for _ in range(6)],
                       "token_prices": {"attack": 0, "shield": 0}},
            "turn": {"player": "P1", "dice": [3, 4, 5]}}


def gs_worst():
    # Every limit at once: eight players, the most hearts and grumble, a full market.
    f = gs_slow()
    golems = ["amber", "cyclonia", "crumbleclad", "frostbite", "rockbottom"]
    f["players"] += [{"id": "P%d" % i, "golem": golems[i % 5], "hearts": 60}
                     for i in range(4, 9)]
    return f


# --- Gloomhaven rounds ---------------------------------------------------------------------


def gh_round(columns, rows, types, figures, rnd=None):
    return {"format": 1, "game": "gloomhaven", "name": "hostile", "coordinates": "even-q",
            "map": {"hexes": rect(columns, rows)}, "monster_types": types,
            "figures": figures, "round": rnd or {}}


def gh_type(initiative, move=2, attack=2, rng=0):
    return {"normal": {"hp": 6, "move": move, "attack": attack, "range": rng},
            "card": {"initiative": initiative,
                     "actions": [{"move": "+0"}, {"attack": "+0"}]}}


def gh_monster(mid, t, col, row, standee):
    return {"id": mid, "side": "monsters", "kind": "monster", "hex": [col, row], "type": t,
            "rank": "normal", "standee": standee}


def gh_character(cid, col, row, initiative=99):
    return {"id": cid, "side": "players", "kind": "character", "hex": [col, row],
            "initiative": initiative}


def round_range_1000():
    # A round accepted range 1000 (the turn file refuses it): a 512 x 512 round ran past 60 s.
    return gh_round(512, 512, {"Archer": gh_type(20, rng=1000)},
                    [gh_monster("A1", "Archer", 10, 10, 1), gh_character("C1", 500, 500)])


def round_card_range():
    # A stat card's range plus the ability card's: 10 + 15 is past the turn file's 20.
    t = gh_type(20, rng=10)
    t["card"]["actions"][1]["range"] = "+15"
    return gh_round(10, 10, {"Archer": t},
                    [gh_monster("A1", "Archer", 1, 1, 1), gh_character("C1", 8, 8)])


def round_big():
    # 10 types, 40 standees on 1024 x 1024: 36-64 s.
    types = {"T%d" % t: gh_type(10 + t) for t in range(10)}
    figs = []
    for i in range(40):
        figs.append(gh_monster("M%d" % i, "T%d" % (i % 10), 4 * i, 0, 1 + i // 10))
    figs.append(gh_character("C1", 1000, 1000))
    return gh_round(1024, 1024, types, figs)


def round_branches_6():
    # --branches with 6 tied types took 40 s: six types at the same initiative, whose order
    # the players choose (720 orders), each monster with equal destinations.
    types = {"T%d" % t: gh_type(30) for t in range(6)}
    figs = [gh_character("C1", 20, 20)]
    for t in range(6):
        figs.append(gh_monster("M%d" % t, "T%d" % t, 2 + 6 * t, 2, 1))
    return gh_round(40, 40, types, figs)


# The largest valid round: every documented limit at once.
ROUND_MAX_WORK = 1 << 19  # monster standees x map hexes


def round_worst():
    types = {"T%d" % t: gh_type(10 + t, move=8, rng=20) for t in range(8)}
    figs = []
    n = 32
    for i in range(n):
        figs.append(gh_monster("M%d" % i, "T%d" % (i % 8), 2 * i, 0, 1 + i // 8))
    figs.append(gh_character("C1", 120, 120))
    side = 1
    while (side + 1) * (side + 1) * len(figs) <= ROUND_MAX_WORK:
        side += 1
    return gh_round(side, side, types, figs)


# Exact odds follow every order of a rolling run: 11 distinct rolling cards took 19 CPU-s an
# attack, 12 or more ran unbounded, and --time-limit was never read there.
def rolling_deck(n):
    return ["+0", "+1", "-1", "null", "2x"] + ["%+d rolling" % (k + 1) for k in range(n)]


def round_rolling_12():
    return gh_round(6, 6, {"Guard": gh_type(20)},
                    [gh_monster("G1", "Guard", 1, 1, 1), gh_character("C1", 3, 1)],
                    {"deck": {"cards": rolling_deck(12)}})


def round_push_20():
    # A push of 20 offers every longest path away from the attacker (about 2.2^20).
    t = gh_type(20)
    t["card"]["actions"][1]["push"] = 20
    return gh_round(44, 44, {"Guard": t},
                    [gh_monster("G1", "Guard", 20, 20, 1), gh_character("C1", 21, 20)])


def round_odds_worst():
    # Within the limits: 8 distinct rolling cards, push 10, 24 monsters each attacking three
    # targets.
    types = {"T%d" % t: gh_type(10 + t) for t in range(8)}
    for t in types.values():
        t["card"]["actions"] = [{"move": "+0"}, {"attack": "+0", "push": 10, "targets": 3}]
    figs = [gh_monster("M%d" % i, "T%d" % (i % 8), 10 + 2 * (i % 12), 20 + 2 * (i // 12),
                       1 + i // 8) for i in range(24)]
    figs += [gh_character("C%d" % c, 11 + 6 * c, 21) for c in range(4)]
    return gh_round(64, 64, types, figs, {"deck": {"cards": rolling_deck(8)}})


def gh_sparse_map():
    # Four hexes far apart (a 578-byte file) took 1.36 GB: the board's index and the text
    # drawing followed the bounding box (8001 x 8001), not the hexes.
    return {"format": 1, "game": "gloomhaven", "name": "sparse", "coordinates": "axial",
            "map": {"hexes": [[0, 0], [1, 0], [8000, 0], [0, 8000]]},
            "figures": [{"id": "A", "side": "monsters", "kind": "monster", "hex": [0, 0],
                         "type": "Cultist", "rank": "normal", "standee": 1, "initiative": 60},
                        {"id": "C1", "side": "players", "kind": "character", "hex": [1, 0],
                         "initiative": 10}],
            "turn": {"figure": "A", "move": 2, "attack": {"range": 0, "targets": 1}}}


def round_sparse_map():
    f = gh_sparse_map()
    del f["turn"]
    del f["figures"][0]["initiative"]
    f["monster_types"] = {"Cultist": gh_type(30)}
    f["round"] = {}
    return f


CASES = {
    "hs-move-10000": hs_move_10000,
    "hs-move-big": hs_move_big,
    "hs-map-4096": hs_map_4096,
    "hs-range-10000": hs_range_10000,
    "hs-range-30": hs_range_30,
    "hs-glyphs-100000": hs_glyphs_100000,
    "hs-obstacles-100000": hs_obstacles_100000,
    "hs-glyphs-many": hs_glyphs_many,
    "hs-obstacles-many": hs_obstacles_many,
    "hs-worst": hs_worst,
    "hs-time-limit": hs_time_limit,
    "aq-move-30": aq_move_30,
    "aq-board-256": aq_board_256,
    "aq-many-monsters": aq_many_monsters,
    "aq-worst": aq_worst,
    "gs-slow": gs_slow,
    "gs-worst": gs_worst,
    "round-range-1000": round_range_1000,
    "round-card-range": round_card_range,
    "round-big": round_big,
    "round-branches-6": round_branches_6,
    "round-worst": round_worst,
    "round-rolling-12": round_rolling_12,
    "round-push-20": round_push_20,
    "round-odds-worst": round_odds_worst,
    "gh-sparse-map": gh_sparse_map,
    "round-sparse-map": round_sparse_map,
}


def main(argv):
    if len(argv) >= 2 and argv[1] == "--list":
        print("\n".join(list(CASES) + list(COMMAND_CASES)))
        return 0
    if len(argv) >= 2 and argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = argv[1]
    if out.startswith("-"):  # an option it does not know, not a directory to fill
        print("unknown option %r; --help tells the usage" % out, file=sys.stderr)
        return 2
    names = argv[2:] or list(CASES) + list(COMMAND_CASES)
    os.makedirs(out, exist_ok=True)
    for name in names:
        if name in COMMAND_CASES:
            write_command_case(out, name)
            continue
        if name not in CASES:
            print("unknown case %r; --list names them" % name, file=sys.stderr)
            return 2
        with open(os.path.join(out, name + ".json"), "w") as f:
            json.dump(CASES[name](), f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
