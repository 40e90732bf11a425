#!/usr/bin/env bash
# Builds a fuzz target with clang (libFuzzer, AddressSanitizer, UBSan) and runs it for a
# bounded time: scenario_fuzz (the loader) on a scratch copy of tests/fuzz/corpus, so that the
# committed seeds never grow; solver_fuzz (small positions with random turns, solved under
# every rule set, each under a time limit) from an empty corpus. Exits non-zero when the
# fuzzer finds a crash or a hang; the input is kept under build-fuzz/artifacts/.
#
#   scripts/fuzz.sh [seconds] [scenario_fuzz|solver_fuzz]     (default 30, scenario_fuzz)
set -euo pipefail

seconds="${1:-30}"
target="${2:-scenario_fuzz}"
case "$target" in
  scenario_fuzz | solver_fuzz | import_fuzz) ;;
  *) echo "fuzz: unknown target '$target' (scenario_fuzz, solver_fuzz, import_fuzz)" >&2; exit 2 ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# The libraries need coverage instrumentation too (fuzzer-no-link), or the fuzzer would be
# blind inside the loader; the fuzz target itself adds -fsanitize=fuzzer in CMakeLists.txt.
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DARBITER_FUZZ=ON -DARBITER_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" \
  >/dev/null
# Only the fuzz target: the test binary links g++-built GoogleTest.
cmake --build build-fuzz --target "$target"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" build-fuzz/artifacts
if [ "$target" = scenario_fuzz ]; then cp tests/fuzz/corpus/*.json "$work/corpus/"; fi
# The importers start from our own small VGB and GHS files (tests/data/import/).
if [ "$target" = import_fuzz ]; then
  find tests/data/import -name '*.json' -exec cp --backup=numbered {} "$work/corpus/" \;
fi

# Tokens of the format help the fuzzer past the envelope checks.
dict="$work/scenario.dict"
for token in format game gloomhaven name title notes rules jotl frosthaven gloomhaven2e \
  coordinates axial odd-q even-q odd-r even-r map hexes columns rows terrain wall obstacle \
  trap hazardous difficult icy thin_walls figures id side players monsters kind character \
  summon monster hex initiative secondary_initiative long_rest summoner summon_order type \
  rank normal elite boss standee hp max_hp conditions muddle stun turn figure move movement \
  jump flying teleport attack range targets all aoe melee expect destination focus \
  heroscape heroscape-seed heroscape-3dice default_level levels road water glyphs obstacles \
  edge height ruin defense life wounds traits objective reachable unreachable best choices \
  cost dice score p_wound p_destroy p_destroyed attack_dice defense_dice \
  arcadia-quest arcadia-quest-respawn square board cells blocked walls doors faces melee ranged \
  crit shield black players heroes player cell hp attacks dice overkill coins villain \
  damaged_by effects every-close-hero respawn tokens roll graveyard hero kill damage safety \
  options absent card target guards payback_moves payback_attacks payback_hits p_kill \
  p_payback expected_dealt expected_taken p_hero_killed p \
  grumblestone grumblestone-blue-blocks grumblestone-parallel variants one fixed random golem \
  amber cyclonia crumbleclad frostbite rockbottom hearts grumble shield tokens board icons \
  tiles at power superpower market slots tile token_prices player blocked number by weights \
  damage yield progress elimination value actions action assign reroll shift die blue to free \
  boost buy attack_tokens shield_tokens placements cells power_after \
  mapTileData ref doors overlays monsters turns subType direction room1X room1Y room2X room2Y \
  initialX initialY twoPlayer threePlayer fourPlayer additionalMonsters angle baseStat stats \
  level health immunities special abilities cardId shuffle valueType subActions plus minus; do
  printf '"\\"%s\\""\n' "$token" >>"$dict"
done
printf '"%s"\n' '[0, 0]' '[1, -1]' ': ' ', ' '{' '}' '[' ']' 'null' 'true' 'false' >>"$dict"

# The solver target reads raw bytes, not JSON: no dictionary, short inputs. Its own limit
# per solve (5 s) comes before libFuzzer's -timeout.
extra=(-dict="$dict" -max_len=4096)
if [ "$target" = solver_fuzz ]; then extra=(-max_len=256); fi
echo "fuzz: running $target for ${seconds}s" >&2
status=0
"$root/build-fuzz/$target" "$work/corpus" "${extra[@]}" -max_total_time="$seconds" \
  -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
  -artifact_prefix="$root/build-fuzz/artifacts/$target-" || status=$?
if [ "$status" -ne 0 ]; then
  echo "fuzz: the fuzzer found a problem (exit $status); inputs in build-fuzz/artifacts/" >&2
  exit "$status"
fi
echo "fuzz: no crash in ${seconds}s" >&2
