// Gloomhaven's `new` and `show`: the starting file, and the layout or round drawn on the
// text board with its figures listed.
#include "solver/gloomhaven/authoring.hpp"

#include <sstream>

#include "solver/game/authoring.hpp"
#include "solver/gloomhaven/decide.hpp"
#include "solver/gloomhaven/report/story.hpp"
#include "solver/gloomhaven/report/text.hpp"
#include "solver/gloomhaven/round_file.hpp"

namespace arbiter::gloomhaven {

namespace authoring = game::authoring;
using game::BoardMode;
using game::NewRequest;
using game::Sketch;
using game::SketchOptions;
using game::StartingFile;

std::string hex_board(const Scenario& s, const SketchOptions& o) {
  if (o.board == BoardMode::Never) return "";
  const pathing::Board b = build_board(s);
  FigureIndex actor = kNoFigure;
  for (std::size_t i = 0; i < s.figures.size(); ++i)
    if (s.figures[i].id == s.turn.figure) actor = static_cast<FigureIndex>(i);
  return authoring::sketch_board(o, s.map.hexes.size(), b.sparse(), actor != kNoFigure,
                                 [&](int crop, std::size_t box_limit) {
                                   Decision none;
                                   if (crop >= 0) none.actor = actor;
                                   report::BoardOptions bo;
                                   bo.color = o.color;
                                   bo.crop = crop;
                                   bo.box_limit = box_limit;
                                   return report::draw_board(s, b, none, bo);
                                 });
}

// `new`: the map, a character on the left edge's middle hex, a monster on the right edge's
// middle hex, and a melee turn for the monster.
StartingFile new_file(const NewRequest& r) {
  authoring::refuse(r.players.has_value(), "--players",
                    "a gloomhaven position has no players: its characters are figures");
  const authoring::HexStart h = authoring::hex_start(r, "gloomhaven");
  std::ostringstream f;
  f << authoring::envelope("gloomhaven", r.name, "map, figures and the monster's turn")
    << "  \"coordinates\": \"" << h.coordinates << "\",\n"
    << "  \"map\": {\"hexes\": " << h.hexes << ",\n"
    << "          \"terrain\": {}, \"thin_walls\": []},\n"
    << "  \"figures\": [\n"
    << "    {\"id\": \"C1\", \"side\": \"players\", \"kind\": \"character\", \"hex\": "
    << scenario::hex_text(h.left) << ", \"initiative\": 50},\n"
    << "    {\"id\": \"M1\", \"side\": \"monsters\", \"kind\": \"monster\", \"hex\": "
    << scenario::hex_text(h.right) << "}\n"
    << "  ],\n"
    << "  \"turn\": {\"figure\": \"M1\", \"move\": 2, \"attack\": {\"range\": 0, \"targets\": 1}}\n"
    << "}\n";
  return {f.str(), h.words("map") + ", character C1 at " + scenario::hex_text(h.left) +
                       ", monster M1 at " + scenario::hex_text(h.right)};
}

// `show` of a round file: the board as the round starts (rooms behind closed doors not
// drawn), each figure with its hit points and conditions, and what each door opens on. A
// round file is read whole (its figures and monster types must be complete).
namespace {

std::string_view rank_word(Rank r) {
  return r == Rank::Elite ? "elite" : r == Rank::Boss ? "boss" : "normal";
}

// "7/12 hp": the file's hit points, else a monster's full hit points from its type's stat
// card for its rank (as the round starts it); "" when neither says.
std::string hit_points(const Figure& f, const RoundFile& round) {
  std::optional<int> max = f.max_hp;
  if (!max && f.type) {
    const auto type = round.types.find(*f.type);
    const StatCard* stats =
        type == round.types.end() ? nullptr : type->second.stats(f.rank.value_or(Rank::Normal));
    if (stats != nullptr) max = stats->max_hp(round.characters);
  }
  const std::optional<int> now = f.hp ? f.hp : max;
  if (!now) return "";
  return std::to_string(*now) + (max ? "/" + std::to_string(*max) : "") + " hp";
}

Sketch sketch_round(const nlohmann::json& root, const std::string& file, const SketchOptions& o) {
  gloomhaven::LoadedRound r = gloomhaven::read_round(root, file);
  // As the round starts: every door closed, a wall to movement, drawn as a door.
  for (const Door& d : r.round.doors) {
    r.position.map.doors.push_back(d.hex);
    r.position.map.terrain.push_back({d.hex, TerrainType::Wall});
  }
  const Scenario& s = r.position;
  Sketch k;
  k.heading = authoring::heading(s.name, std::to_string(s.map.hexes.size()) + " hexes, a round",
                                 authoring::coordinates_text(s.coordinates), "gloomhaven", s.title);
  k.board = hex_board(s, o);
  const auto hex = [&](pathing::Coord c) {
    return scenario::hex_text(s.coordinates.from_axial(c));
  };
  for (const auto& f : s.figures) {
    std::string what = f.side == Side::Players ? "players" : "monsters";
    if (f.type)
      what += " (" + *f.type + (f.rank ? ", " + std::string(rank_word(*f.rank)) : "") + ")";
    std::string where = hex(f.hex);
    const std::string hp = hit_points(f, r.round);
    if (!hp.empty()) where += ", " + hp;
    if (f.initiative) where += ", initiative " + std::to_string(*f.initiative);
    const std::string conditions = report::condition_list(f);
    if (!conditions.empty()) where += ", " + conditions;
    k.listing += authoring::figure_line(f.id, what, where, false);
  }
  for (const auto& d : r.round.doors) {
    k.listing += "  door " + hex(d.hex) + ": a room of " + std::to_string(d.room.size()) +
                 (d.room.size() == 1 ? " hex" : " hexes") + ", " +
                 std::to_string(d.monsters.size()) +
                 (d.monsters.size() == 1 ? " monster" : " monsters") + " behind it\n";
  }
  return k;
}

}  // namespace

// `show`: the layout as far as it is written (figures and turn may still be missing).
Sketch sketch(const nlohmann::json& root, const std::string& file, const SketchOptions& o) {
  if (gloomhaven::is_round_file(root)) return sketch_round(root, file, o);
  const Scenario s = read_layout(root, file);
  Sketch k;
  k.heading = authoring::heading(s.name, std::to_string(s.map.hexes.size()) + " hexes",
                                 authoring::coordinates_text(s.coordinates), "gloomhaven", s.title);
  k.board = hex_board(s, o);
  for (const auto& f : s.figures) {
    // Conditions beside the hex: they change what the figure does this round.
    const std::string conditions = report::condition_list(f);
    k.listing += authoring::figure_line(f.id, f.side == Side::Players ? "players" : "monsters",
                                        scenario::hex_text(s.coordinates.from_axial(f.hex)) +
                                            (conditions.empty() ? "" : ", " + conditions),
                                        f.id == s.turn.figure);
  }
  if (s.figures.empty()) k.listing += "  (no figures yet)\n";
  if (s.turn.figure.empty()) k.listing += "  (no turn yet)\n";
  return k;
}

}  // namespace arbiter::gloomhaven
