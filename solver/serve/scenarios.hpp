// Real Gloomhaven scenarios on the page (`arbiter serve --vgb DIR --data DIR`): the layouts
// the server can import, each monster type's ability deck, and the import itself, which is
// `arbiter import vgb`'s own (the same round file, the same messages).
#pragma once

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/game/game.hpp"
#include "solver/serve/server.hpp"

namespace arbiter::serve {

// The query of GET /api/decks and POST /api/import: scenario (an id of the list), characters,
// level, seed, card ("TYPE=ID,TYPE=ID", the GHS keys as import's --card).
struct ImportQuery {
  std::map<std::string, std::string> fields;
};

// Every `key=` parameter of a request target's query, each value whole (everything after its
// first '=', so that card=TYPE=ID needs no encoding) and percent-decoded, joined by commas;
// nullopt when the query has none.
std::optional<std::string> whole_query_values(std::string_view target, std::string_view key);

class ScenarioLibrary {
 public:
  // Both folders, or neither (then every route answers 404 saying how to start the server).
  // `without_data`, when not empty, says why there is no monster data yet (the static page
  // before the player gives it): the list then names every layout, each refused with that
  // message, and decks and import answer 400 with it.
  ScenarioLibrary(std::string vgb_dir, std::string data_dir, std::string without_data = "");
  // GET /api/scenarios: {"version", "scenarios": [{"id", "number", "title", "name",
  // "refused": null or the import's message for 3 characters at level 1}]}.
  Answer list();
  Answer decks(const ImportQuery& q);
  Answer import(const ImportQuery& q);

 private:
  struct Entry {
    std::string id, file, title, refused;
    int number = 0;
  };
  // The file of a listed id, or the answer refusing it.
  const Entry* find(const ImportQuery& q, Answer& refusal);
  // What decks and import share: the listed file and the import's options read from the
  // query, then `produce` (a 200 answer's body); an import error becomes 400 with its message.
  Answer with_import(
      const ImportQuery& q,
      const std::function<std::string(const Entry&, const game::LayoutRequest&)>& produce);
  void read_list();
  std::string vgb_dir_, data_dir_, without_data_;
  std::once_flag listed_;
  std::vector<Entry> entries_;
};

}  // namespace arbiter::serve
