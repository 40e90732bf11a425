// Every file Arbiter writes survives a full disk and a killed writer: `check --update`,
// `generate -o`, `new --force` and `render -o` write beside the target and rename, so the
// original is never lost or cut. The full disk is a small tmpfs where the test may mount one
// (root), and always a file-size limit (`ulimit -f`, with SIGXFSZ ignored so that the write
// fails with EFBIG as on a full disk). A picture over the output limit is refused whole.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/cli_fixture.hpp"

namespace arbiter::testing {
namespace {

// area-attack.json with a wrong expectation (so `check --update` rewrites it) and notes of
// `pad` bytes (so that the write is large).
std::string outdated_scenario(std::size_t pad) {
  std::string text = slurp(source("scenarios/examples/area-attack.json"));
  const std::string from = "\"gloomhaven\": [{\"destination\": [3, 2]";
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos);
  text.replace(at, from.size(), "\"gloomhaven\": [{\"destination\": [0, 2]");
  const auto notes = text.find("\"notes\": \"");
  EXPECT_NE(notes, std::string::npos);
  text.insert(notes + 10, std::string(pad, 'n'));
  return text;
}

void write(const fs::path& p, const std::string& text) {
  std::ofstream f(p, std::ios::binary);
  f << text;
}

// Files in `dir` other than `keep` (a temporary file left behind would show here).
std::vector<std::string> others(const fs::path& dir, const std::vector<std::string>& keep) {
  std::vector<std::string> v;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (std::find(keep.begin(), keep.end(), name) == keep.end()) v.push_back(name);
  }
  return v;
}

class FileSafety : public CliFixture {
 protected:
  // `arbiter ARGS` with writes past `kib` KiB failing (EFBIG), as on a full disk.
  Outcome run_limited(const std::string& args, int kib) const {
    return run_shell("trap '' XFSZ; ulimit -f " + std::to_string(kib) + "; exec " +
                     quote(ARBITER_BINARY) + " " + args);
  }
};

TEST_F(FileSafety, UpdateOnAFullDiskKeepsTheOriginal) {
  const fs::path file = dir_ / "big.json";
  const std::string original = outdated_scenario(1 << 20);
  write(file, original);
  const Outcome r = run_limited("check --update " + quote(file.string()), 256);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("big.json: (file): not written"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("the original is untouched"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(file), original);
  EXPECT_EQ(others(dir_, {"big.json", "stdout", "stderr"}), std::vector<std::string>{});
  // Without the limit the same command writes it, and the file then passes.
  const Outcome ok = run("check --update " + quote(file.string()));
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_NE(slurp(file), original);
  EXPECT_EQ(run("check " + quote(file.string())).status, 0);
}

// A real full disk: a 512 KiB tmpfs (only where the test may mount one).
TEST_F(FileSafety, UpdateOnAFullTmpfsKeepsTheOriginal) {
  const fs::path mnt = dir_ / "small-disk";
  fs::create_directories(mnt);
  if (::geteuid() != 0 || ::mount("tmpfs", mnt.c_str(), "tmpfs", 0, "size=512k") != 0) {
    GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no permission)";
  }
  struct Unmount {
    fs::path p;
    ~Unmount() { ::umount2(p.c_str(), MNT_DETACH); }
  } unmount{mnt};
  const fs::path file = mnt / "big.json";
  const std::string original = outdated_scenario(300 << 10);  // fits once, not twice
  write(file, original);
  ASSERT_EQ(slurp(file), original);
  const Outcome r = run("check --update " + quote(file.string()));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("No space left on device"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("the original is untouched"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(file), original);
  EXPECT_EQ(others(mnt, {"big.json"}), std::vector<std::string>{});
  // generate -o and render -o on the same full disk: refused, nothing half-written.
  const Outcome g = run("generate --columns 300 --rows 300 -o " + quote((mnt / "g.json").string()));
  EXPECT_EQ(g.status, 2) << g.err;
  EXPECT_FALSE(fs::exists(mnt / "g.json"));
  EXPECT_EQ(others(mnt, {"big.json"}), std::vector<std::string>{});
}

TEST_F(FileSafety, GenerateNewAndRenderOnAFullDiskKeepTheOriginal) {
  const fs::path target = dir_ / "out.json";
  const std::string original = "{\"keep\": \"me\"}\n";
  write(target, original);
  const Outcome g =
      run_limited("generate --columns 200 --rows 200 -o " + quote(target.string()), 16);
  EXPECT_EQ(g.status, 2) << g.err;
  EXPECT_NE(g.err.find("the original is untouched"), std::string::npos) << g.err;
  EXPECT_EQ(slurp(target), original);

  const fs::path svg = dir_ / "pic.svg";
  write(svg, original);
  const Outcome r = run_limited(
      "render " + scenario_arg("examples", "area-attack") + " -o " + quote(svg.string()), 1);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(slurp(svg), original);

  // `new --force` over an existing file, with no file growing at all (its messages go
  // through a pipe, which the limit does not cover).
  const fs::path n = dir_ / "new.json";
  write(n, original);
  const Outcome w =
      run_shell("set -o pipefail; (trap '' XFSZ; ulimit -f 0; exec " + quote(ARBITER_BINARY) +
                " new --force " + quote(n.string()) + ") 2>&1 | cat");
  EXPECT_EQ(w.status, 2) << w.out;
  EXPECT_NE(w.out.find("new.json: (file): not written"), std::string::npos) << w.out;
  EXPECT_NE(w.out.find("the original is untouched"), std::string::npos) << w.out;
  EXPECT_EQ(slurp(n), original);
  EXPECT_EQ(others(dir_, {"out.json", "pic.svg", "new.json", "stdout", "stderr"}),
            std::vector<std::string>{});
}

// `check --update` over 20 large files, killed (SIGKILL) at a spread of moments: every file
// is afterwards either its original or the whole update, never empty or cut.
TEST_F(FileSafety, AKilledUpdateNeverLeavesAFileCut) {
  const fs::path folder = dir_ / "files";
  fs::create_directories(folder);
  const std::string original = outdated_scenario(512 << 10);
  std::string updated;
  {
    write(dir_ / "one.json", original);
    ASSERT_EQ(run("check --update " + quote((dir_ / "one.json").string())).status, 0);
    updated = slurp(dir_ / "one.json");
    fs::remove(dir_ / "one.json");
  }
  ASSERT_NE(updated, original);
  int cut_short = 0, runs = 0;
  for (int delay_ms : {20, 60, 120, 200, 300, 450}) {
    for (int i = 0; i < 20; ++i) write(folder / ("f" + std::to_string(i) + ".json"), original);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      std::freopen("/dev/null", "w", stdout);
      ::execl(ARBITER_BINARY, ARBITER_BINARY, "check", "--update", folder.c_str(),
              static_cast<char*>(nullptr));
      ::_exit(127);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    ++runs;
    if (WIFSIGNALED(status)) ++cut_short;
    for (int i = 0; i < 20; ++i) {
      const std::string name = "f" + std::to_string(i) + ".json";
      const std::string now = slurp(folder / name);
      EXPECT_TRUE(now == original || now == updated)
          << name << " after a kill at " << delay_ms << " ms: " << now.size() << " bytes";
    }
    // A temporary file of the killed write may be left (it is never the target); the
    // next run does not trip over it.
    for (const auto& e : fs::directory_iterator(folder)) {
      if (e.path().extension() != ".json") fs::remove(e.path());
    }
  }
  // Most kills land mid-run on any machine (the run takes well over the longest delay).
  std::cout << cut_short << " of " << runs << " runs killed before they finished\n";
}

TEST_F(FileSafety, APictureOverTheOutputLimitIsRefusedWhole) {
  const fs::path svg = dir_ / "pic.svg";
  const Outcome r = run("render " + scenario_arg("examples", "area-attack") +
                        " --max-output-size 1000 -o " + quote(svg.string()));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("(limit 1000 bytes); nothing was written"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(svg));
  const Outcome s =
      run("render " + scenario_arg("examples", "area-attack") + " --max-output-size 1000");
  EXPECT_EQ(s.status, 2);
  EXPECT_EQ(s.out, "");
  // Within the limit: the whole picture.
  const Outcome ok =
      run("render " + scenario_arg("examples", "area-attack") + " -o " + quote(svg.string()));
  EXPECT_EQ(ok.status, 0) << ok.err;
  const std::string pic = slurp(svg);
  EXPECT_EQ(pic.rfind("</svg>"), pic.size() - 7) << pic.substr(pic.size() - 20);
}

}  // namespace
}  // namespace arbiter::testing
