# `arbiter serve`: API tests and the page in headless Chromium (tests/serve/). Both use
# Debian's python3 (/usr/bin/python3), where python3-selenium is installed; the page test
# exits 77 (skipped) only when Chromium, ChromeDriver or Selenium is missing.
find_program(ARBITER_SYSTEM_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT ARBITER_SYSTEM_PYTHON)
  set(ARBITER_SYSTEM_PYTHON python3)
endif()
add_test(NAME serve.api
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/api_test.py
          $<TARGET_FILE:arbiter>)
add_test(NAME serve.page
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/page_test.py
          $<TARGET_FILE:arbiter> --screenshot ${CMAKE_CURRENT_BINARY_DIR}/page.png)
# Heroscape, Arcadia Quest and Grumblestone on the page (tests/serve/games_page_test.py).
add_test(NAME serve.games_page
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/games_page_test.py
          $<TARGET_FILE:arbiter>)
# The Gloomhaven round stepped through on the page (tests/serve/round_page_test.py).
add_test(NAME serve.round_page
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/round_page_test.py
          $<TARGET_FILE:arbiter>)
# Real scenarios opened on the page (serve --vgb --data): the project's own layout always,
# scenario 1 of ../shared/data when present (tests/serve/scenario_page_test.py).
add_test(NAME serve.scenario_page
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/scenario_page_test.py
          $<TARGET_FILE:arbiter>)
# Hostile clients, oversize and form bodies, stopped solves and a burst (tests/serve/load_test.py).
add_test(NAME serve.load
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/load_test.py
          $<TARGET_FILE:arbiter>)
# Rounds that once ran without end, then a cheap solve and SIGTERM (tests/serve/bounds_test.py).
add_test(NAME serve.bounds
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/bounds_test.py
          $<TARGET_FILE:arbiter>)
set_tests_properties(serve.bounds PROPERTIES TIMEOUT 300 LABELS serve)
# A share link or saved position naming a board too large to draw (tests/serve/share_link_test.py).
add_test(NAME serve.share_link
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/share_link_test.py
          $<TARGET_FILE:arbiter>)
set_tests_properties(serve.share_link PROPERTIES TIMEOUT 900 LABELS serve SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
# Generous wall-clock bounds: under the sanitizers on a busy machine a browser test takes
# minutes; none asserts a time.
set_tests_properties(serve.api serve.page serve.games_page serve.round_page serve.scenario_page serve.load PROPERTIES TIMEOUT 900 LABELS serve)
set_tests_properties(serve.page serve.games_page serve.round_page serve.scenario_page PROPERTIES SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
# A 300 x 300 map's answer within the solve limit whatever Accept-Encoding asks (tests/serve/compress_test.py).
add_test(NAME serve.compress
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/compress_test.py
          $<TARGET_FILE:arbiter>)
set_tests_properties(serve.compress PROPERTIES TIMEOUT 900 LABELS serve)
# The page as a player uses it: explanation first, share links, the round's dice, a phone,
# an empty board, a 1000 x 1000 map (tests/serve/player_page_test.py).
add_test(NAME serve.player_page
  COMMAND ${ARBITER_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/tests/serve/player_page_test.py
          $<TARGET_FILE:arbiter>)
set_tests_properties(serve.player_page PROPERTIES TIMEOUT 900 LABELS serve SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
