#!/usr/bin/env python3
"""Writes hostile scenario files (issue 30) into a directory, for the bound tests.

    scripts/hostile-inputs.py OUTDIR [NAME...]

Each file is either beyond a documented limit (the loader must refuse it at once with
"(limit N)" and exit 2) or valid but large (a solve must finish within the bounds, or stop at
--time-limit with exit 3). The files are generated, never committed: some are tens of
megabytes. With no NAME every file is written; `--list` prints the names, `--help` this.

The command cases (data folders, importers, writes onto special files, round odds) are
folders: OUTDIR/NAME/ holds the files and command.json the command run inside it, which
must exit 0, 2 or 3 within 5 s of CPU and 1 GiB (`check-bounds.py ARBITER NAME hostile`).
"""

import json
import os
import sys


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
    # Issue 30: Move 10000 on a 1024 x 1024 map ran 78 s and failed at 6.4 GB.
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
    # Issue 30: a 64 x 64 board with Move 30 aborted (SIGABRT) at 7.7 GB.
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
    # Issue 30: --time-limit 1 was ignored (exit 0 after 7 s). Frostbite with its power (a
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


# --- Command cases: a folder of files and the command run on it ---------------------------
#
# Each function returns (files, command): `files` maps a path inside the case's folder to a
# JSON value, bytes, FIFO (a named pipe) or Symlink(target); `command` is the argument list
# after the program (run inside the folder) with optional "expect": text the output must
# hold, "exit": the one exit status allowed, "symlink": a link that must still be a link
# after the run. Written as OUTDIR/NAME/ and OUTDIR/NAME/command.json.

FIFO = object()


class Symlink:
    def __init__(self, target):
        self.target = target


def vgb_layout(monster="test-brute"):
    # Two rooms behind a door; the monster in both, a starting hex for each character.
    starts = [{"ref": {"type": "starting-location"}, "direction": "default", "cells": [c]}
              for c in ([0, 1], [0, 2], [1, 2])]
    standee = {"monster": monster, "initialX": 3, "initialY": 1, "twoPlayer": "normal",
               "threePlayer": "elite", "fourPlayer": "elite"}
    inner = {"ref": "a2b", "turns": 0, "doors": [],
             "monsters": [dict(standee, initialY=2, twoPlayer="none")]}
    door = {"subType": "stone", "direction": "default", "room1X": 4, "room1Y": 2,
            "room2X": 0, "room2Y": 1, "mapTileData": inner}
    return {"id": 901, "title": "Hostile", "angle": 0, "additionalMonsters": [],
            "mapTileData": {"ref": "a1a", "turns": 0, "doors": [door], "overlays": starts,
                            "monsters": [standee]}}


def ghs_monster(name="test-brute", **fields):
    m = {"name": name, "edition": "gh", "count": 4, "baseStat": {"type": "normal"},
         "stats": [{"level": 1, "health": 9, "movement": 3, "attack": 3,
                    "actions": [{"type": "shield", "value": 1}]},
                   {"type": "elite", "level": 1, "health": 12, "movement": 3, "attack": 4}]}
    m.update(fields)
    return m


def ghs_deck(name="test-brute", cards=None):
    cards = cards or [{"cardId": 7001, "initiative": 11,
                       "actions": [{"type": "move", "value": 1, "valueType": "plus"},
                                   {"type": "attack", "value": 1, "valueType": "minus"}]}]
    return {"name": name, "edition": "gh", "abilities": cards}


def ghs_scenario(monster="test-brute"):
    return {"index": "901", "name": "Hostile", "edition": "gh",
            "rooms": [{"roomNumber": 1, "ref": "A1a", "initial": True, "rooms": [2],
                       "monster": [{"name": monster, "player2": "normal", "player3": "elite",
                                    "player4": "elite"}]},
                      {"roomNumber": 2, "ref": "A2b",
                       "monster": [{"name": monster, "player3": "normal",
                                    "player4": "elite"}]}]}


def vgb_import_case(monster, deck=None, cross_check=False, expect=None):
    files = {"vgb/901.json": vgb_layout(),
             "data/gh/monster/test-brute.json": monster,
             "data/gh/monster/deck/test-brute.json": deck or ghs_deck(),
             "data/gh/scenarios/901.json": ghs_scenario()}
    command = ["import", "vgb", "vgb/901.json", "--data", "data"]
    if cross_check:
        command.append("--cross-check")
    return files, {"argv": command, "expect": expect}


def ghs_rank_number():
    # A stat line's "type" a number: SIGABRT (an uncaught type error) before.
    m = ghs_monster()
    m["stats"][1]["type"] = 5
    return vgb_import_case(m, expect="stats[1].type: expected a string")


def ghs_boss_number():
    # "boss": 1 aborted the cross-check (the import itself said so).
    return vgb_import_case(ghs_monster(boss=1), cross_check=True,
                           expect="boss: expected a bool")


def ghs_retaliate_wraps():
    # A retaliate range of 2^32 + 1 was imported as range 1, exit 0.
    m = ghs_monster()
    m["stats"][0]["actions"].append({"type": "retaliate", "value": 1,
                                     "subActions": [{"type": "range", "value": 4294967297}]})
    return vgb_import_case(m, expect="subActions[0].value: integer 4294967297")


def ghs_subactions_not_list():
    m = ghs_monster()
    m["stats"][0]["actions"].append({"type": "retaliate", "value": 1, "subActions": 7})
    return vgb_import_case(m, expect="stats[0].actions[1].subActions: expected a list")


def ghs_subaction_number():
    # A card's subaction a number (described in the not-modelled list), a self condition
    # whose subaction is not an object: both aborted.
    d = ghs_deck()
    d["abilities"][0]["actions"] += [{"type": "push", "subActions": [3]},
                                     {"type": "condition", "value": "strengthen",
                                      "subActions": [5]}]
    return vgb_import_case(ghs_monster(), deck=d)


def ghs_shared_deck():
    # Thirty monster types sharing one large deck (of 2400 cards, just under the 1 MiB a
    # data file may hold): it was read again for every type (30 types: 9.3 CPU-s, 1.09 GB,
    # with a deck of 8 MB, now refused by its size). Their standees stand for no character count (every type
    # is still imported), beside the layout's own.
    files = {"data/gh/scenarios/901.json": ghs_scenario()}
    layout = vgb_layout()
    for i in range(30):
        name = "m%d" % i
        files["data/gh/monster/%s.json" % name] = ghs_monster(name, deck="shared")
        layout["mapTileData"]["monsters"].append(
            {"monster": name, "initialX": 3, "initialY": 1, "twoPlayer": "none",
             "threePlayer": "none", "fourPlayer": "none"})
    cards = [{"cardId": 1000 + k, "initiative": 1 + k % 99, "name": "x" * 200,
              "actions": [{"type": "move", "value": 1, "valueType": "plus"},
                          {"type": "attack", "value": 1, "valueType": "plus",
                           "subActions": [{"type": "range", "value": 3}]}]}
             for k in range(2400)]
    files["data/gh/monster/test-brute.json"] = ghs_monster()
    files["data/gh/monster/deck/test-brute.json"] = ghs_deck()
    files["data/gh/monster/deck/shared.json"] = ghs_deck("shared", cards)
    files["vgb/901.json"] = layout
    return files, {"argv": ["import", "vgb", "vgb/901.json", "--data", "data", "-o", "out.json"]}


def ghs_huge_deck():
    # A deck of 8 MB: refused by its size before it is parsed.
    files, spec = ghs_shared_deck()
    deck = files["data/gh/monster/deck/shared.json"]
    deck["abilities"] = deck["abilities"] * 9
    spec["expect"] = "(limit 1048576)"
    return files, spec


def vgb_many_rooms():
    # 400,000 rooms took 6.5 CPU-s and 43 MB 9.9 s and 1.9 GB before the layout was refused
    # by the round file's loader; here 1000 rooms behind one tile's doors.
    layout = vgb_layout()
    door = layout["mapTileData"]["doors"][0]
    door["mapTileData"]["monsters"] = []
    layout["mapTileData"]["doors"] = [door] * 1000
    return {"vgb/901.json": layout}, {"argv": ["import", "vgb", "vgb/901.json", "--data", "data"],
                                      "expect": "(limit 256)"}


def vgb_huge_file():
    # A layout of megabytes: refused by its size before it is parsed.
    layout = vgb_layout()
    layout["title"] = "x" * (3 << 20)
    return {"vgb/901.json": layout}, {"argv": ["import", "vgb", "vgb/901.json", "--data", "data"],
                                      "expect": "(limit 1048576)"}


def import_fifo(fmt):
    # A fifo no one writes to was waited on for ever.
    return {"in.dat": FIFO}, {"argv": ["import", fmt, "in.dat"], "exit": 2,
                              "expect": "not a regular file"}


def write_onto(kind):
    # Each write replaced a symlink, fifo or device node at the target with a new file
    # (through a symlink, the real file kept its old content).
    files = {"real.json": {"old": True}}
    if kind == "symlink":
        files["out.json"] = Symlink("real.json")
    elif kind == "fifo":
        files["out.json"] = FIFO
    else:
        files["out.json"] = Symlink("/dev/null")
    spec = {"argv": ["generate", "--columns", "4", "--rows", "4", "-o", "out.json"],
            "kept": {"out.json": "fifo" if kind == "fifo" else "symlink"}}
    if kind == "symlink":
        spec["changed"] = "real.json"
    if kind == "fifo":
        spec["exit"] = 2
    return files, spec


ESCAPES = "\u001b]0;retitled\u0007\u001b[31m\u009b2J\r"


def import_escapes(to_file):
    # A layout's title and a monster's name holding escape sequences were printed raw (the
    # "wrote" line, the round file on standard output, error messages).
    layout = vgb_layout()
    layout["title"] = "Hostile" + ESCAPES
    files = {"vgb/901.json": layout, "data/gh/monster/test-brute.json": ghs_monster(),
             "data/gh/monster/deck/test-brute.json": ghs_deck(),
             "data/gh/scenarios/901.json": ghs_scenario()}
    argv = ["import", "vgb", "vgb/901.json", "--data", "data"]
    if to_file:
        argv += ["-o", "out.json"]
    return files, {"argv": argv, "exit": 0, "no_escapes": True}


def import_escapes_error():
    layout = vgb_layout("no-such" + ESCAPES)
    return {"vgb/901.json": layout}, {"argv": ["import", "vgb", "vgb/901.json", "--data", "data"],
                                      "exit": 2, "no_escapes": True}


COMMAND_CASES = {
    "ghs-rank-number": ghs_rank_number,
    "ghs-boss-number": ghs_boss_number,
    "ghs-retaliate-wraps": ghs_retaliate_wraps,
    "ghs-subactions-not-list": ghs_subactions_not_list,
    "ghs-subaction-number": ghs_subaction_number,
    "ghs-shared-deck": ghs_shared_deck,
    "ghs-huge-deck": ghs_huge_deck,
    "vgb-many-rooms": vgb_many_rooms,
    "vgb-huge-file": vgb_huge_file,
    "import-mm-fifo": lambda: import_fifo("monster-mover"),
    "import-vs-fifo": lambda: import_fifo("virtualscape"),
    "write-symlink": lambda: write_onto("symlink"),
    "write-fifo": lambda: write_onto("fifo"),
    "write-device-link": lambda: write_onto("device"),
    "import-escapes": lambda: import_escapes(False),
    "import-escapes-wrote": lambda: import_escapes(True),
    "import-escapes-error": import_escapes_error,
}


def write_command_case(out, name):
    files, command = COMMAND_CASES[name]()
    root = os.path.join(out, name)
    os.makedirs(root, exist_ok=True)
    for rel, content in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if os.path.lexists(path):
            os.remove(path)
        if content is FIFO:
            os.mkfifo(path)
        elif isinstance(content, Symlink):
            os.symlink(content.target, path)
        elif isinstance(content, bytes):
            with open(path, "wb") as f:
                f.write(content)
        else:
            with open(path, "w") as f:
                json.dump(content, f)
    with open(os.path.join(root, "command.json"), "w") as f:
        json.dump(command, f)


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
