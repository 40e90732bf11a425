# The WebAssembly engine and the static site (scripts/build-web.sh writes them into
# build-web/; scripts/test.sh builds it before ctest when emscripten is installed). Each test
# exits 77 (skipped), saying why, when the site or node is missing; the sanitized build
# (scripts/test.sh --sanitize) does not run them, as its skip line says.
set(ARBITER_WEB_DIR "${CMAKE_CURRENT_SOURCE_DIR}/build-web" CACHE PATH "The WebAssembly build (scripts/build-web.sh)")
find_program(ARBITER_NODE node)
if(NOT ARBITER_SYSTEM_PYTHON)
  find_program(ARBITER_SYSTEM_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH)
endif()
set(arbiter_web_tests web.wasm_compare web.wasm_speed_script web.static_page web.static_responsive web.static_scenarios)
if(ARBITER_SANITIZE OR NOT ARBITER_NODE)
  if(ARBITER_SANITIZE)
    set(reason "not part of the sanitized run (scripts/test.sh --sanitize builds no WebAssembly); scripts/test.sh runs it")
  else()
    set(reason "node not found (scripts/install-deps.sh installs it with emscripten)")
  endif()
  foreach(t ${arbiter_web_tests})
    add_test(NAME ${t} COMMAND sh -c "echo 'skipped: ${reason}'; exit 77")
  endforeach()
else()
  # Every file under scenarios/ through the WebAssembly engine and the native program, byte
  # for byte (tests/web/wasm_compare.js).
  add_test(NAME web.wasm_compare
    COMMAND ${ARBITER_NODE} ${CMAKE_CURRENT_SOURCE_DIR}/tests/web/wasm_compare.js
            $<TARGET_FILE:arbiter> ${ARBITER_WEB_DIR})
  # The speed script (scripts/wasm-speed.py, docs/speed.md) on two runs of the conformance
  # check: the engine, loaded once, answers a repeated command with native's bytes each time.
  add_test(NAME web.wasm_speed_script
    COMMAND sh -c "test -f '${ARBITER_WEB_DIR}/arbiter-engine.wasm' || { echo 'skipped: no WebAssembly build in ${ARBITER_WEB_DIR} (scripts/build-web.sh)'; exit 77; }; exec '${ARBITER_SYSTEM_PYTHON}' '${CMAKE_CURRENT_SOURCE_DIR}/scripts/wasm-speed.py' --runs 2 --warmup 1 --native '$<TARGET_FILE:arbiter>' --web '${ARBITER_WEB_DIR}'"
    WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR})
  # The static site in Chromium, served by a plain static file server: window.arbiter
  # answers as the native program, no request to /api/ (tests/web/static_page_test.py).
  add_test(NAME web.static_page
    COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/web/static_page_test.py
            $<TARGET_FILE:arbiter> ${ARBITER_WEB_DIR}/site)
  # The page answers while a 1000 x 1000 map solves in the worker; cancel stops it.
  add_test(NAME web.static_responsive
    COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/web/static_page_test.py
            $<TARGET_FILE:arbiter> ${ARBITER_WEB_DIR}/site --responsive)
  # Real scenarios on the static site: the shipped layouts listed; the monster data picked as
  # a folder or a zip, or fetched (hashes checked) from a stand-in for GitHub, imported as
  # `arbiter import vgb` imports it and kept across a reload (tests/web/static_scenarios_test.py;
  # the real-data half reads ../shared/data/ghs and is skipped, saying so, without it).
  add_test(NAME web.static_scenarios
    COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/web/static_scenarios_test.py
            $<TARGET_FILE:arbiter> ${ARBITER_WEB_DIR}/site)
  set_tests_properties(web.static_page web.static_responsive web.static_scenarios PROPERTIES RUN_SERIAL TRUE)
endif()
set_tests_properties(${arbiter_web_tests} PROPERTIES LABELS web TIMEOUT 900 SKIP_RETURN_CODE 77)
