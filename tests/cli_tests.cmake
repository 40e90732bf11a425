# Command-level tests run by ctest: rule-case folders through `arbiter check`, the
# conformance suite beside the repository, the README's commands, the fuzzer.

add_test(NAME rules.check
  COMMAND arbiter check ${CMAKE_CURRENT_SOURCE_DIR}/scenarios --rules all)

set(ARBITER_CONFORMANCE ${CMAKE_CURRENT_SOURCE_DIR}/tests/conformance/gloomhaven)
add_test(NAME conformance.gloomhaven
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/conformance.sh $<TARGET_FILE:arbiter>
          ${ARBITER_CONFORMANCE} ${CMAKE_CURRENT_SOURCE_DIR}/tests/conformance-known-failures.txt)
set_tests_properties(conformance.gloomhaven PROPERTIES SKIP_RETURN_CODE 77)

# scripts/fetch-data.sh against a file:// mirror of the GHS data beside the clone.
add_test(NAME data.fetch COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-fetch-data.sh)
set_tests_properties(data.fetch PROPERTIES SKIP_RETURN_CODE 77)

add_test(NAME readme.commands
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-readme.sh $<TARGET_FILE:arbiter>)

if(NOT ARBITER_SANITIZE)
  add_test(NAME fuzz.scenario_loader
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/fuzz.sh 20)
  set_tests_properties(fuzz.scenario_loader PROPERTIES LABELS fuzz TIMEOUT 900 SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
  # The solver on small positions with random turns, each solve under a time limit.
  add_test(NAME fuzz.solver
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/fuzz.sh 20 solver_fuzz)
  set_tests_properties(fuzz.solver PROPERTIES LABELS fuzz TIMEOUT 900 SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
  # Heroscape, Arcadia Quest, Grumblestone and Gloomhaven rounds: loader and solver.
  add_test(NAME fuzz.games
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/fuzz.sh 20 games_fuzz)
  set_tests_properties(fuzz.games PROPERTIES LABELS fuzz TIMEOUT 900 SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
  # The importers of `arbiter import`, from the fixtures of tests/data/import/.
  add_test(NAME fuzz.import_monster_mover
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/fuzz.sh 20 monster_mover_fuzz)
  set_tests_properties(fuzz.import_monster_mover PROPERTIES LABELS fuzz TIMEOUT 900 SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
  add_test(NAME fuzz.import_virtualscape
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/fuzz.sh 20 virtualscape_fuzz)
  set_tests_properties(fuzz.import_virtualscape PROPERTIES LABELS fuzz TIMEOUT 900 SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
  # The importers of real Gloomhaven data (VGB layouts, GHS monsters, decks, room lists).
  add_test(NAME fuzz.import
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/fuzz.sh 20 import_fuzz)
  set_tests_properties(fuzz.import PROPERTIES LABELS fuzz TIMEOUT 900 SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
  # One target a data reader, seeded with real VGB layouts and GHS-shaped files of our own.
  foreach(target vgb_fuzz ghs_monster_fuzz ghs_deck_fuzz ghs_scenario_fuzz)
    add_test(NAME fuzz.${target}
      COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/fuzz.sh 20 ${target})
    set_tests_properties(fuzz.${target} PROPERTIES LABELS fuzz TIMEOUT 900 SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
  endforeach()
endif()

# Every committed scenario against the JSON Schema of its format (docs/schema/), and the
# invalid examples under tests/data/schema/bad against it too.
add_test(NAME schema.scenarios
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-schema.py)
set_tests_properties(schema.scenarios PROPERTIES SKIP_RETURN_CODE 77)

# The schema and the loader agree on what is required and on every range (Arcadia Quest):
# each integer of a file just outside, at the ends of, and far outside its schema range.
add_test(NAME schema.ranges
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-schema-ranges.py $<TARGET_FILE:arbiter>)
set_tests_properties(schema.ranges PROPERTIES SKIP_RETURN_CODE 77)

# One list of rule sets per game: every copy in the repository (the schemas' enums, the
# docs' lists, literal lists in the page, the scripts and the tests) against the engine's
# own, `arbiter rules --format json` (scripts/check-rule-sets.py).
add_test(NAME rules.lists
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-rule-sets.py $<TARGET_FILE:arbiter>
          ${CMAKE_CURRENT_SOURCE_DIR})

# Every kind of JSON arbiter prints against docs/schema/output-1.schema.json.
add_test(NAME schema.output
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-output-schema.py $<TARGET_FILE:arbiter>)
set_tests_properties(schema.output PROPERTIES SKIP_RETURN_CODE 77)

# The bounds of every input: the read limit (/dev/zero, fifos, stdin), the loader's
# limits, render's map size, --time-limit's status; refusals and exit codes, never timings.
add_test(NAME cli.limits
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tests/cli/limits.sh $<TARGET_FILE:arbiter> ${CMAKE_CURRENT_SOURCE_DIR})

# Hostile files (written by scripts/hostile-inputs.py, never committed) against
# the bounds docs/format.md promises, through scripts/check-bounds.py: each limit refused at
# once with exit 2, its place and "(limit N)", in every command that loads the file; a heavy
# valid file of every game stopped by --time-limit with exit 3; the worst valid file of
# every game (every limit at once) solved within 2 s of CPU and 1 GiB (skipped under the
# sanitizers).
set(ARBITER_BOUNDS ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-bounds.py)
function(arbiter_bounds_test name)
  add_test(NAME bounds.${name} COMMAND python3 ${ARBITER_BOUNDS} $<TARGET_FILE:arbiter> ${ARGN})
  set_tests_properties(bounds.${name} PROPERTIES LABELS bounds TIMEOUT 300 SKIP_RETURN_CODE 77)
  if(ARBITER_SANITIZE)
    set_tests_properties(bounds.${name} PROPERTIES ENVIRONMENT ARBITER_SANITIZE=1)
  endif()
endfunction()
arbiter_bounds_test(refused.heroscape_move hs-move-big refused "figures[0].move" 20)
arbiter_bounds_test(refused.heroscape_move_map hs-move-10000 refused map.hexes 65536)
arbiter_bounds_test(refused.heroscape_map hs-map-4096 refused map.hexes 65536)
arbiter_bounds_test(refused.heroscape_figures hs-range-10000 refused figures 128)
arbiter_bounds_test(refused.heroscape_range hs-range-30 refused "figures[0].range" 20)
arbiter_bounds_test(refused.heroscape_glyphs hs-glyphs-many refused map.glyphs 64)
arbiter_bounds_test(refused.heroscape_obstacles hs-obstacles-many refused map.obstacles 4096)
arbiter_bounds_test(refused.heroscape_glyph_map hs-glyphs-100000 refused map.hexes 65536)
arbiter_bounds_test(refused.arcadia_move aq-move-30 refused "monsters[0].move" 4)
arbiter_bounds_test(refused.arcadia_board aq-board-256 refused board.cells.columns 64)
arbiter_bounds_test(refused.arcadia_monsters aq-many-monsters refused monsters 24)
arbiter_bounds_test(refused.round_range round-range-1000 refused
                    monster_types.Archer.normal.range 20 round)
arbiter_bounds_test(refused.round_card_range round-card-range refused
                    "monster_types.Archer.card.actions[1].range" 20 round)
arbiter_bounds_test(refused.round_work round-big refused figures 524288 round)
arbiter_bounds_test(refused.round_rolling round-rolling-12 refused round.deck.cards 8 round)
arbiter_bounds_test(refused.round_push round-push-20 refused
                    "monster_types.Guard.card.actions[1].push" 10 round)
# The other commands load through the same loaders.
arbiter_bounds_test(refused.check hs-move-big refused "figures[0].move" 20 check)
arbiter_bounds_test(refused.lint aq-move-30 refused "monsters[0].move" 4 lint)
arbiter_bounds_test(refused.render hs-map-4096 refused map.hexes 65536 render)
arbiter_bounds_test(refused.show aq-board-256 refused board.cells.columns 64 show)
arbiter_bounds_test(time_limit.heroscape hs-time-limit time-limit)
arbiter_bounds_test(time_limit.arcadia aq-worst time-limit)
arbiter_bounds_test(time_limit.grumblestone gs-worst time-limit)
# The worst valid round takes about 25 ms of CPU since its exact travel queue went by slots:
# a limit of a tenth of that stops it on any machine no faster than ten times this one.
arbiter_bounds_test(time_limit.round round-worst time-limit round 0.002)
arbiter_bounds_test(time_limit.round_branches round-branches-6 time-limit round-branches)
arbiter_bounds_test(time_limit.check hs-time-limit time-limit check)
arbiter_bounds_test(worst.heroscape hs-worst bounded)
arbiter_bounds_test(worst.heroscape_render hs-worst bounded render)
arbiter_bounds_test(worst.heroscape_text hs-worst bounded solve-text)
arbiter_bounds_test(worst.arcadia aq-worst bounded)
arbiter_bounds_test(worst.grumblestone gs-worst bounded)
arbiter_bounds_test(worst.round round-worst bounded round)
arbiter_bounds_test(worst.round_odds round-odds-worst bounded round)
# Four hexes far apart: memory follows the hexes, not their bounding box.
arbiter_bounds_test(worst.sparse_map gh-sparse-map bounded solve-text)
arbiter_bounds_test(worst.sparse_map_show gh-sparse-map bounded show)
arbiter_bounds_test(worst.sparse_round round-sparse-map bounded round-text)
# Memory that runs out all the same is said plainly, never an abort.
arbiter_bounds_test(out_of_memory.heroscape hs-worst out-of-memory)
arbiter_bounds_test(out_of_memory.arcadia aq-worst out-of-memory)
# `new` writes what the game's loader accepts: a board past the limit is refused.
add_test(NAME bounds.refused.new
  COMMAND arbiter new - --game arcadia-quest --columns 100 --rows 10)
set_tests_properties(bounds.refused.new PROPERTIES LABELS bounds
  PASS_REGULAR_EXPRESSION "board\\.cells\\.columns: columns 100 is beyond anything the game prints \\(limit 64\\)")

# The include graph's layers (docs/architecture.md): no shared folder includes a game's
# folder or anything above the games, no game includes another game, and above the games
# only the registry includes a game; the self-test shows each rule refusing a probe.
add_test(NAME layers.includes
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-includes.py ${CMAKE_CURRENT_SOURCE_DIR})
# Every C++ file keeps the committed .clang-format style; no production function passes 120
# lines and no source file 600 (docs/architecture.md).
add_test(NAME format.clang_format
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-format.py ${CMAKE_CURRENT_SOURCE_DIR})
add_test(NAME layers.function_length
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-function-length.py ${CMAKE_CURRENT_SOURCE_DIR})
add_test(NAME layers.includes_self_test
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-includes.py --self-test)

# The hostile files' writer takes `--help` for its usage and refuses an unknown option,
# rather than writing every file into a directory named after it.
add_test(NAME bounds.hostile_inputs_usage
  COMMAND sh -c "set -e; cd \"$1\"; python3 \"$2\" --help | grep -q OUTDIR; if python3 \"$2\" --bogus 2>/dev/null; then exit 1; fi; test ! -e ./--bogus"
          sh ${CMAKE_CURRENT_BINARY_DIR} ${CMAKE_CURRENT_SOURCE_DIR}/scripts/hostile-inputs.py)

# The newest surfaces (data folders, importers, writes, round odds): each command case of
# scripts/hostile-inputs.py (a folder of files and the command run on it) exits 0, 2 or 3
# within 5 s of CPU and 1 GiB, never killed by a signal, never waiting on a file.
set(ARBITER_HOSTILE_CASES
  ghs-rank-number ghs-boss-number ghs-retaliate-wraps ghs-subactions-not-list
  ghs-subaction-number ghs-shared-deck ghs-huge-deck vgb-many-rooms vgb-huge-file import-mm-fifo
  import-vs-fifo write-symlink write-fifo write-device-link import-escapes
  import-escapes-wrote import-escapes-error)
foreach(case IN LISTS ARBITER_HOSTILE_CASES)
  arbiter_bounds_test(hostile.${case} ${case} hostile)
endforeach()
