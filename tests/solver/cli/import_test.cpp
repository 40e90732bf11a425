// `arbiter import FORMAT SOURCE` (solver/cli/import.cpp), the same for every game's formats:
// the file's name from --name, else the output's stem, else the source's; the text on
// standard output or written atomically to -o; an unreadable source or an unknown format
// refused with exit 2.
#include "solver/cli/import.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "solver/cli/commands.hpp"
#include "tests/support/cli_fixture.hpp"

namespace arbiter::cli {
namespace {

using arbiter::testing::slurp;
using arbiter::testing::source;

const std::string kMap = source("tests/data/import/virtualscape-small.hsc");

int import(const ImportOptions& o, std::string& out, std::string& err) {
  std::ostringstream o_out, o_err;
  const int status = run_import(o, o_out, o_err);
  out = o_out.str();
  err = o_err.str();
  return status;
}

ImportOptions virtualscape(const std::string& from) {
  ImportOptions o;
  o.format = "virtualscape";
  o.source = from;
  return o;
}

TEST(Import, TheNameIsGivenElseTheOutputsElseTheSources) {
  std::string out, err;
  ASSERT_EQ(import(virtualscape(kMap), out, err), kExitOk) << err;
  EXPECT_EQ(nlohmann::json::parse(out).at("name"), "virtualscape-small");
  ImportOptions named = virtualscape(kMap);
  named.name = "Arena";
  ASSERT_EQ(import(named, out, err), kExitOk) << err;
  EXPECT_EQ(nlohmann::json::parse(out).at("name"), "Arena");

  const auto dir = std::filesystem::temp_directory_path() /
                   ("arbiter-import-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  ImportOptions written = virtualscape(kMap);
  written.output = (dir / "battle.json").string();
  ASSERT_EQ(import(written, out, err), kExitOk) << err;
  EXPECT_EQ(out, "wrote " + written.output + "\n");
  EXPECT_EQ(nlohmann::json::parse(slurp(written.output)).at("name"), "battle");
  std::filesystem::remove_all(dir);
}

TEST(Import, AnUnreadableSourceOrUnknownFormatIsBadInput) {
  std::string out, err;
  EXPECT_EQ(import(virtualscape("no-such-file.hsc"), out, err), kExitBadInput);
  EXPECT_NE(err.find("no-such-file.hsc"), std::string::npos) << err;
  EXPECT_TRUE(out.empty());
  ImportOptions unknown = virtualscape(kMap);
  unknown.format = "no-such-format";
  EXPECT_EQ(import(unknown, out, err), kExitBadInput);
  EXPECT_EQ(err, "arbiter import: unknown format 'no-such-format'\n");
}

}  // namespace
}  // namespace arbiter::cli
