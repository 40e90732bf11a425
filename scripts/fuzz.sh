#!/usr/bin/env bash
# Runs a fuzz target (built by scripts/build-fuzz.sh: clang, libFuzzer, ASan, UBSan) for a
# bounded time: scenario_fuzz (the loader) on a scratch copy of tests/fuzz/corpus, so that the
# committed seeds never grow; solver_fuzz (small positions with random turns, solved under
# every rule set, each under a time limit) and games_fuzz (small positions of Heroscape, Arcadia
# Quest, Grumblestone and Gloomhaven rounds, loaded, solved, drawn and checked, each under a
# time limit) from an empty corpus; monster_mover_fuzz and virtualscape_fuzz (the importers,
# `arbiter import`) from the fixtures of tests/data/import/; vgb_fuzz, ghs_monster_fuzz,
# ghs_deck_fuzz and ghs_scenario_fuzz (one data reader each) from their seeds under tests/fuzz/.
# Exits non-zero when the fuzzer
# finds a crash or a hang; the input is kept under build-fuzz/artifacts/.
#
#   scripts/fuzz.sh [seconds] [TARGET]   (TARGET: one of tests/fuzz/*_fuzz.cpp; default 30, scenario_fuzz)
set -euo pipefail

seconds="${1:-30}"
target="${2:-scenario_fuzz}"
if [ ! -f "tests/fuzz/$target.cpp" ] && [ ! -f "$(dirname "$0")/../tests/fuzz/$target.cpp" ]; then
  echo "fuzz: unknown target '$target' (one of tests/fuzz/*_fuzz.cpp)" >&2; exit 2
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Built beforehand by scripts/build-fuzz.sh (scripts/test.sh runs it before ctest), so that
# this run's time is all fuzzing.
if [ ! -x "build-fuzz/$target" ]; then
  echo "fuzz: build-fuzz/$target is not built (scripts/build-fuzz.sh builds it): skipped" >&2
  exit 77
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" build-fuzz/artifacts
if [ "$target" = scenario_fuzz ]; then cp tests/fuzz/corpus/*.json "$work/corpus/"; fi
if [ "$target" = monster_mover_fuzz ]; then cp tests/data/import/*.link "$work/corpus/"; fi
if [ "$target" = virtualscape_fuzz ]; then cp tests/data/import/*.hsc "$work/corpus/"; fi
# The importers start from our own small VGB and GHS files (tests/data/import/).
if [ "$target" = import_fuzz ]; then
  find tests/data/import -name '*.json' -exec cp --backup=numbered {} "$work/corpus/" \;
fi
# One reader each: real VGB layouts (CC BY 4.0, tests/fuzz/corpus-vgb/README.md) and GHS-shaped
# files written for the project (GHS's own data is never copied into the repository).
case "$target" in
  vgb_fuzz) cp tests/fuzz/corpus-vgb/*.json tests/data/import/vgb/*.json "$work/corpus/" ;;
  ghs_monster_fuzz) cp tests/fuzz/corpus-ghs/monster/*.json "$work/corpus/"
    cp tests/data/import/ghs/gh/monster/test-brute.json "$work/corpus/brute.json" ;;
  ghs_deck_fuzz) cp tests/fuzz/corpus-ghs/deck/*.json "$work/corpus/"
    cp tests/data/import/ghs/gh/monster/deck/test-brute.json "$work/corpus/brute.json" ;;
  ghs_scenario_fuzz) cp tests/fuzz/corpus-ghs/scenario/*.json tests/data/import/ghs/gh/scenarios/*.json "$work/corpus/" ;;
esac

# Tokens of the format help the fuzzer past the envelope checks.
dict="$work/scenario.dict"
for token in format game gloomhaven name title notes rules \
  coordinates axial odd-q even-q odd-r even-r map hexes columns rows terrain wall obstacle \
  trap hazardous difficult icy thin_walls figures id side players monsters kind character \
  summon monster hex initiative secondary_initiative long_rest summoner summon_order type \
  rank normal elite boss standee hp max_hp conditions muddle stun turn figure move movement \
  jump flying teleport attack range targets all aoe melee expect destination focus \
  heroscape default_level levels road water glyphs obstacles \
  edge height ruin defense life wounds traits objective reachable unreachable best choices \
  cost dice score p_wound p_destroy p_destroyed attack_dice defense_dice \
  arcadia-quest square board cells blocked walls doors faces melee ranged \
  crit shield black players heroes player cell hp attacks dice overkill coins villain \
  damaged_by effects every-close-hero respawn tokens roll graveyard hero kill damage safety \
  options absent card target guards payback_moves payback_attacks payback_hits p_kill \
  p_payback expected_dealt expected_taken p_hero_killed p \
  grumblestone variants one fixed random golem \
  amber cyclonia crumbleclad frostbite rockbottom hearts grumble shield tokens board icons \
  tiles at power superpower market slots tile token_prices player blocked number by weights \
  damage yield progress elimination value actions action assign reroll shift die blue to free \
  boost buy attack_tokens shield_tokens placements cells power_after \
  mapTileData ref doors overlays monsters turns subType direction room1X room1Y room2X room2Y \
  initialX initialY twoPlayer threePlayer fourPlayer additionalMonsters angle baseStat stats \
  level health immunities special abilities cardId shuffle valueType subActions plus minus; do
  printf '"\\"%s\\""\n' "$token" >>"$dict"
done
# Every rule set, from the engine itself (`arbiter rules`), when the program is built.
if [ -x build/arbiter ]; then
  build/arbiter rules --format json |
    python3 -c 'import json, sys; print("\n".join(r["name"] for g in json.load(sys.stdin)["games"] for r in g["rule_sets"]))' |
    while read -r token; do printf '"\\"%s\\""\n' "$token" >>"$dict"; done
fi
printf '"%s"\n' '[0, 0]' '[1, -1]' ': ' ', ' '{' '}' '[' ']' 'null' 'true' 'false' >>"$dict"

# Inputs up to 256 KiB, so that the fuzzer reaches every limit of the reader and the loaders
# (nesting past kMaxJsonDepth, keys of many kilobytes, hundreds of figures); the seeds include
# a file nested past the limit. The solver target reads raw bytes, not JSON: no dictionary,
# short inputs. Its own limit per solve (5 s) comes before libFuzzer's -timeout.
extra=(-dict="$dict" -max_len=262144)
if [ "$target" = solver_fuzz ]; then extra=(-max_len=256); fi
if [ "$target" = games_fuzz ]; then extra=(-max_len=512); fi
# The importers read links (a few thousand characters at most) and binary maps: no
# dictionary.
if [ "$target" = monster_mover_fuzz ] || [ "$target" = virtualscape_fuzz ]; then
  extra=(-max_len=4096)
fi
echo "fuzz: running $target for ${seconds}s" >&2
status=0
# libFuzzer's own exit status for a crash is 77, the status ctest reads as "skipped": a
# crash exits 1 instead, and any failure is reported as one, never as a skip.
"$root/build-fuzz/$target" "$work/corpus" "${extra[@]}" -max_total_time="$seconds" \
  -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 -error_exitcode=1 \
  -artifact_prefix="$root/build-fuzz/artifacts/$target-" || status=$?
if [ "$status" -ne 0 ]; then
  echo "fuzz: the fuzzer found a problem (exit $status); inputs in build-fuzz/artifacts/" >&2
  exit 1
fi
echo "fuzz: no crash in ${seconds}s" >&2
