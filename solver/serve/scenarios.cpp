#include "solver/serve/scenarios.hpp"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <utility>

#include "solver/games/games.hpp"
#include "solver/report/output.hpp"
#include "solver/scenario/json_reader.hpp"
#include "solver/serve/answer.hpp"

namespace arbiter::serve {

ScenarioLibrary::ScenarioLibrary(std::string vgb_dir, std::string data_dir,
                                 std::string without_data)
    : vgb_dir_(std::move(vgb_dir)),
      data_dir_(std::move(data_dir)),
      without_data_(std::move(without_data)) {}

// Read on the first request, not at start-up: the server answers at once, and a server
// without the folders pays nothing. Every layout is imported once (3 characters, level 1)
// so that the list says which ones import and why the others do not.
void ScenarioLibrary::read_list() {
  namespace fs = std::filesystem;
  const game::LayoutImporter& layouts = *games::layout_importer();
  game::LayoutRequest o;
  o.data = data_dir_;
  for (const std::string& file : layouts.files({vgb_dir_})) {
    Entry e;
    e.file = file;
    e.id = fs::path(file).lexically_relative(vgb_dir_).generic_string();
    try {
      std::tie(e.number, e.title) = layouts.title(file);
      if (without_data_.empty())
        layouts.import_one(o, file);
      else
        e.refused = without_data_;
    } catch (const scenario::ScenarioError& err) {
      e.refused = err.what();
    } catch (const nlohmann::json::exception& err) {
      // The readers check every field's type; this is the net under them, so that one bad
      // data file refuses only the scenarios that use it.
      e.refused = file + ": (data): " + err.what();
    }
    entries_.push_back(std::move(e));
  }
}

Answer ScenarioLibrary::list() {
  if (vgb_dir_.empty() || data_dir_.empty()) {
    return {404, error_body("no scenarios: start the server with --vgb DIR --data DIR "
                            "(docs/page.md)")};
  }
  std::call_once(listed_, [this] { read_list(); });
  nlohmann::ordered_json j;
  j["version"] = report::kOutputVersion;
  j["scenarios"] = nlohmann::ordered_json::array();
  for (const Entry& e : entries_) {
    j["scenarios"].push_back({{"id", e.id},
                              {"number", e.number},
                              {"title", e.title},
                              {"name", "vgb-" + std::to_string(e.number)},
                              {"refused", e.refused.empty() ? nlohmann::ordered_json(nullptr)
                                                            : nlohmann::ordered_json(e.refused)}});
  }
  return {200, j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace)};
}

const ScenarioLibrary::Entry* ScenarioLibrary::find(const ImportQuery& q, Answer& refusal) {
  refusal = list();
  if (refusal.status != 200) return nullptr;
  const auto it = q.fields.find("scenario");
  const std::string id = it == q.fields.end() ? "" : it->second;
  // Only the listed files: no request names a path of its own.
  for (const Entry& e : entries_) {
    if (e.id == id) return &e;
  }
  refusal = {400, error_body("scenario: no scenario " + scenario::quote(id) +
                             " among those GET /api/scenarios lists")};
  return nullptr;
}

std::optional<std::string> whole_query_values(std::string_view target, std::string_view key) {
  const std::size_t q = target.find('?');
  if (q == std::string_view::npos) return std::nullopt;
  std::optional<std::string> out;
  std::string_view rest = target.substr(q + 1);
  while (!rest.empty()) {
    const std::size_t amp = std::min(rest.find('&'), rest.size());
    const std::string_view param = rest.substr(0, amp);
    rest.remove_prefix(std::min(amp + 1, rest.size()));
    if (param.size() <= key.size() || param.substr(0, key.size()) != key ||
        param[key.size()] != '=')
      continue;
    std::string value;
    for (std::size_t i = key.size() + 1; i < param.size(); ++i) {
      const auto hex = [](char c) {
        return c >= '0' && c <= '9'   ? c - '0'
               : c >= 'a' && c <= 'f' ? c - 'a' + 10
               : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                      : -1;
      };
      if (param[i] == '%' && i + 2 < param.size() && hex(param[i + 1]) >= 0 &&
          hex(param[i + 2]) >= 0) {
        value += static_cast<char>(hex(param[i + 1]) * 16 + hex(param[i + 2]));
        i += 2;
      } else {
        value += param[i] == '+' ? ' ' : param[i];
      }
    }
    out = out ? *out + "," + value : value;
  }
  return out;
}

namespace {

// An integer field within [lo, hi] (its default when absent), as the command's option is
// checked; false with the message.
bool number_field(const ImportQuery& q, const char* name, long long lo, long long hi,
                  long long& value, std::string& why) {
  const auto it = q.fields.find(name);
  if (it == q.fields.end() || it->second.empty()) return true;
  const std::string& t = it->second;
  bool digits = !t.empty() && t.size() <= 18;
  for (char c : t) digits = digits && c >= '0' && c <= '9';
  if (!digits || std::stoll(t) < lo || std::stoll(t) > hi) {
    why = std::string("--") + name + ": " + scenario::quote(t) + " is not an integer in " +
          std::to_string(lo) + ".." + std::to_string(hi);
    return false;
  }
  value = std::stoll(t);
  return true;
}

bool options(const ImportQuery& q, const std::string& data, game::LayoutRequest& o,
             std::string& why) {
  o.data = data;
  long long characters = o.characters, level = o.level, seed = static_cast<long long>(o.seed);
  if (!number_field(q, "characters", 1, 4, characters, why) ||
      !number_field(q, "level", 0, 7, level, why) ||
      !number_field(q, "seed", 0, 999999999999999999, seed, why))
    return false;
  o.characters = static_cast<int>(characters);
  o.level = static_cast<int>(level);
  o.seed = static_cast<std::uint64_t>(seed);
  if (const auto it = q.fields.find("card"); it != q.fields.end()) {
    std::size_t start = 0;
    const std::string& t = it->second;
    while (start < t.size()) {
      const std::size_t comma = std::min(t.find(',', start), t.size());
      if (comma > start) o.cards.push_back(t.substr(start, comma - start));
      start = comma + 1;
    }
  }
  return true;
}

}  // namespace

Answer ScenarioLibrary::with_import(
    const ImportQuery& q,
    const std::function<std::string(const Entry&, const game::LayoutRequest&)>& produce) {
  Answer a;
  const Entry* e = find(q, a);
  if (e == nullptr) return a;
  if (!without_data_.empty()) return {400, error_body(without_data_)};
  game::LayoutRequest o;
  std::string why;
  if (!options(q, data_dir_, o, why)) return {400, error_body(why)};
  try {
    return {200, produce(*e, o)};
  } catch (const scenario::ScenarioError& err) {
    return {400, error_body(err.what())};
  } catch (const nlohmann::json::exception& err) {
    return {400, error_body(e->file + ": (data): " + err.what())};
  }
}

Answer ScenarioLibrary::decks(const ImportQuery& q) {
  return with_import(q, [](const Entry& e, const game::LayoutRequest& o) {
    nlohmann::ordered_json j;
    j["version"] = report::kOutputVersion;
    j["scenario"] = e.id;
    j["decks"] = games::layout_importer()->decks(o, e.file);
    return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  });
}

Answer ScenarioLibrary::import(const ImportQuery& q) {
  return with_import(q, [](const Entry& e, const game::LayoutRequest& o) {
    return games::layout_importer()->import_one(o, e.file).text;
  });
}

}  // namespace arbiter::serve
