"""Every game's rule sets as the arbiter binary under test lists them (`arbiter rules
--format json`): the engine's one list, which the scripts read instead of keeping a copy.

    from rule_sets import engine_rule_sets
    engine_rule_sets("build/arbiter")  # game -> its rule sets, the default first
"""
import json
import subprocess


def engine_rule_sets(binary, cwd=None):
    """{game: [rule set, ...]} in the engine's order, the default first. Raises
    RuntimeError when the binary has no `rules` command or prints something else."""
    p = subprocess.run([binary, "rules", "--format", "json"], cwd=cwd, capture_output=True,
                       text=True, timeout=60)
    if p.returncode != 0:
        raise RuntimeError(f"{binary} rules --format json: exit {p.returncode}: {p.stderr.strip()}")
    doc = json.loads(p.stdout)
    return {g["game"]: [r["name"] for r in g["rule_sets"]] for g in doc["games"]}
