"""The command cases of scripts/hostile-inputs.py: each a folder of files (a Gloomhaven
Secretariat data folder, a Virtual Gloomhaven Board layout, a fifo or a symlink) and the
command run inside it, for `check-bounds.py ARBITER NAME hostile`. The GHS files here are
written for the project (the field names of the GHS format, made-up values): GHS's own data
is never copied into the repository."""

import json
import os


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
