# Command-level tests run by ctest: rule-case folders through `arbiter check`, the
# conformance suite beside the repository, the README's commands, the fuzzer.

add_test(NAME rules.check
  COMMAND arbiter check ${CMAKE_CURRENT_SOURCE_DIR}/scenarios --rules all)

set(ARBITER_CONFORMANCE ${CMAKE_CURRENT_SOURCE_DIR}/../shared/conformance/gloomhaven)
add_test(NAME conformance.gloomhaven
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/conformance.sh $<TARGET_FILE:arbiter>
          ${ARBITER_CONFORMANCE} ${CMAKE_CURRENT_SOURCE_DIR}/tests/conformance-known-failures.txt)
set_tests_properties(conformance.gloomhaven PROPERTIES SKIP_RETURN_CODE 77)

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

# Every kind of JSON arbiter prints against docs/schema/output-1.schema.json.
add_test(NAME schema.output
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-output-schema.py $<TARGET_FILE:arbiter>)
set_tests_properties(schema.output PROPERTIES SKIP_RETURN_CODE 77)

# The bounds of every input (issue 16): the read limit (/dev/zero, fifos, stdin), the loader's
# limits, render's map size, --time-limit's status; refusals and exit codes, never timings.
add_test(NAME cli.limits
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tests/cli/limits.sh $<TARGET_FILE:arbiter> ${CMAKE_CURRENT_SOURCE_DIR})
