// Shared check of the loader tests of every game: a valid base file, one edit, and the error
// it must raise (file, exact place, the key fact of the problem).
#pragma once

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::testing {

// `read(root, file)` is a game's loader section; it must throw scenario::ScenarioError for the
// edited file. A file that loads is a failure of the test, not of the loader.
template <class Read>
void expect_load_error(Read read, nlohmann::json file,
                       const std::function<void(nlohmann::json&)>& edit, const std::string& place,
                       const std::string& fact, const std::string& name = "t.json") {
  edit(file);
  try {
    read(file, name);
    ADD_FAILURE() << "loaded; expected an error at " << place;
  } catch (const scenario::ScenarioError& e) {
    EXPECT_EQ(e.file(), name);
    EXPECT_EQ(e.place(), place) << e.what();
    EXPECT_THAT(e.problem(), ::testing::HasSubstr(fact)) << e.what();
  }
}

}  // namespace arbiter::testing
