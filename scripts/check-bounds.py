#!/usr/bin/env python3
"""Runs `arbiter` on one generated hostile file (scripts/hostile-inputs.py) and checks the
bound it promises (docs/format.md, "Limits"):

    check-bounds.py ARBITER CASE refused   PLACE LIMIT [COMMAND]
    check-bounds.py ARBITER CASE time-limit [COMMAND [SECONDS]]
    check-bounds.py ARBITER CASE bounded    [COMMAND]
    check-bounds.py ARBITER CASE out-of-memory [COMMAND]

refused:    the command exits 2 at once, naming the place and "(limit LIMIT)", without a
            solve: run under a 1 GiB address-space limit.
time-limit: a valid but heavy file under --time-limit SECONDS (default 0.05) stops with
            exit 3 and "(time limit)"; no assertion on how long it took.
bounded:    the worst valid file of a game (every documented limit at once) solves with exit
            0 within 2 s of CPU time and 1 GiB of address space (Release builds only: with
            ARBITER_SANITIZE=1 in the environment the test is skipped, exit 77, since
            sanitizers reserve terabytes of address space and multiply the time).
out-of-memory: a valid file that needs more than 120 MiB of address space, run under that
            limit, says "out of memory" and exits 2: an allocation failure is never an abort
            (skipped under the sanitizers too).
hostile:    a command case (a folder of files and the command run inside it) exits 0, 2 or
            3 (or the one status it names) within 5 s of CPU and 1 GiB of address space,
            never killed by a signal and never waiting (a 60 s wall-clock limit), with the
            text it expects, no raw control character from the file, the links and fifos it names still there, and the file behind
            a link written through it.
COMMAND is solve (the default, JSON), solve-text, round, round-text, round-branches (round --branches), check, lint,
render or show.

The wall-clock timeout is generous (120 s) so that a busy machine never fails a test; only
the CPU time the command used counts, read with getrusage.
"""

import json
import os
import re
import resource
import stat
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MEMORY = 1 << 30
CPU_SECONDS = 2.0
WALL_SECONDS = 120


SMALL_MEMORY = 120 << 20


def limit_memory(limit=MEMORY):
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def run(cmd, memory, limit=MEMORY):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       preexec_fn=(lambda: limit_memory(limit)) if memory else None,
                       timeout=WALL_SECONDS)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return p, cpu, after.ru_maxrss


HOSTILE_CPU_SECONDS = 5.0
HOSTILE_WALL_SECONDS = 60


def run_hostile(arbiter, folder, sanitized):
    with open(os.path.join(folder, "command.json")) as f:
        spec = json.load(f)
    argv = [os.path.abspath(arbiter)] + spec["argv"]
    print("$ (in %s) %s" % (folder, " ".join(argv)))

    def limits():
        if not sanitized:
            limit_memory()
        # The kernel's CPU limit too, so that an endless loop ends even if the wall clock
        # is generous.
        cpu = int(HOSTILE_CPU_SECONDS) + 2
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        p = subprocess.run(argv, cwd=folder, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, preexec_fn=limits,
                           timeout=HOSTILE_WALL_SECONDS)
    except subprocess.TimeoutExpired:
        print("FAIL: still running after %d s (waiting on a file?)" % HOSTILE_WALL_SECONDS)
        return 1
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    text = (p.stdout[-4000:] + p.stderr[-4000:]).decode("utf-8", "replace")
    print(text.strip())
    print("exit %d, %.2f s CPU, peak resident %d MB" % (p.returncode, cpu, after.ru_maxrss // 1024))
    allowed = [spec["exit"]] if spec.get("exit") is not None else [0, 2, 3]
    if p.returncode not in allowed:
        print("FAIL: exit %d, expected one of %s" % (p.returncode, allowed))
        return 1
    if not sanitized and cpu > HOSTILE_CPU_SECONDS:
        print("FAIL: %.2f s of CPU, more than %.1f s" % (cpu, HOSTILE_CPU_SECONDS))
        return 1
    if spec.get("expect") and spec["expect"] not in text:
        print("FAIL: the output does not say %r" % spec["expect"])
        return 1
    if spec.get("no_escapes"):
        raw = p.stdout + p.stderr
        if b"\x1b" in raw or b"\x07" in raw or b"\r" in raw or re.search(b"\xc2[\x80-\x9f]", raw):
            print("FAIL: the output holds a raw control character from the file")
            return 1
    for name, kind in (spec.get("kept") or {}).items():
        path = os.path.join(folder, name)
        ok = os.path.islink(path) if kind == "symlink" else stat.S_ISFIFO(os.lstat(path).st_mode)
        if not ok:
            print("FAIL: %s is no longer a %s" % (name, kind))
            return 1
    if spec.get("changed"):
        with open(os.path.join(folder, spec["changed"])) as f:
            if '"old"' in f.read():
                print("FAIL: %s was not written through the link" % spec["changed"])
                return 1
    return 0


def command_line(arbiter, command, path, extra):
    if command == "render":
        return [arbiter, "render", path, "-o", os.devnull] + extra
    if command == "round-branches":
        return [arbiter, "round", path, "--branches", "--format", "json"] + extra
    if command == "round-text":
        return [arbiter, "round", path] + extra
    if command == "solve-text":
        return [arbiter, "solve", path] + extra
    if command in ("solve", "round"):
        return [arbiter, command, path, "--format", "json"] + extra
    return [arbiter, command, path] + extra


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    arbiter, case, mode = argv[1], argv[2], argv[3]
    sanitized = os.environ.get("ARBITER_SANITIZE") == "1"
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "hostile-inputs.py"), tmp,
                        case], check=True)
        if mode == "hostile":
            return run_hostile(arbiter, os.path.join(tmp, case), sanitized)
        path = os.path.join(tmp, case + ".json")
        if mode == "refused":
            place, limit = argv[4], argv[5]
            command = argv[6] if len(argv) > 6 else "solve"
            p, cpu, _ = run(command_line(arbiter, command, path, []), memory=not sanitized)
            # `check` reports a file's error on stdout, the others on stderr.
            err = (p.stderr + p.stdout).decode("utf-8", "replace")
            print(err.strip())
            want = "%s: %s: " % (path, place)
            if p.returncode != 2 or want not in err or "(limit %s)" % limit not in err:
                print("FAIL: expected exit 2 with %r and '(limit %s)'; got exit %d" %
                      (want, limit, p.returncode))
                return 1
            return 0
        if mode == "time-limit":
            command = argv[4] if len(argv) > 4 else "solve"
            seconds = argv[5] if len(argv) > 5 else "0.05"
            p, cpu, _ = run(command_line(arbiter, command, path, ["--time-limit", seconds]),
                            memory=False)
            err = (p.stderr + p.stdout).decode("utf-8", "replace")
            print(err.strip())
            if p.returncode != 3 or "(time limit)" not in err:
                print("FAIL: expected exit 3 and '(time limit)'; got exit %d" % p.returncode)
                return 1
            print("stopped with exit 3 after %.2f s of CPU" % cpu)
            return 0
        if mode == "bounded":
            if sanitized:
                print("skipped: timings and address space mean nothing under the sanitizers")
                return 77
            command = argv[4] if len(argv) > 4 else "solve"
            p, cpu, rss = run(command_line(arbiter, command, path, []), memory=True)
            err = p.stderr.decode("utf-8", "replace")
            print("exit %d, %.2f s CPU, peak resident %d MB" % (p.returncode, cpu, rss // 1024))
            if p.returncode != 0:
                print(err.strip())
                print("FAIL: the worst valid file must solve (exit 0) within 1 GiB")
                return 1
            if cpu > CPU_SECONDS:
                print("FAIL: %.2f s of CPU, more than %.1f s" % (cpu, CPU_SECONDS))
                return 1
            return 0
        if mode == "out-of-memory":
            if sanitized:
                print("skipped: the sanitizers reserve more address space than the limit")
                return 77
            command = argv[4] if len(argv) > 4 else "solve"
            p, cpu, _ = run(command_line(arbiter, command, path, []), memory=True,
                            limit=SMALL_MEMORY)
            err = p.stderr.decode("utf-8", "replace")
            print(err.strip())
            if p.returncode != 2 or "out of memory" not in err:
                print("FAIL: expected exit 2 and 'out of memory' under %d MiB; got exit %d" %
                      (SMALL_MEMORY >> 20, p.returncode))
                return 1
            return 0
    print("unknown mode %r" % mode, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
