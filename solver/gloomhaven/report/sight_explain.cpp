#include "solver/gloomhaven/report/sight_explain.hpp"

#include <algorithm>
#include <charconv>

#include "solver/scenario/json_reader.hpp"

namespace arbiter::gloomhaven::report {
namespace {

using pathing::Coord;
using pathing::Point;

std::string written(const Scenario& s, Coord axial) {
  return scenario::hex_text(s.coordinates.from_axial(axial));
}

std::string label(const Scenario& s, Coord axial) {
  for (const auto& f : s.figures)
    if (f.hex == axial) return f.id + " " + written(s, axial);
  return written(s, axial);
}

// The hexes a segment passes, in order, by sampling it finely (a tenth of a hex's
// circumradius: no hex can be crossed between two samples without one landing in it,
// except at a corner, where the hexes touched are the corner's own).
// The ends are given rather than sampled: a line from a corner starts on the border of
// three hexes, and the one it belongs to is the hex it was drawn from.
std::vector<Coord> hexes_along(const pathing::Segment& seg, Coord from, Coord to) {
  std::vector<Coord> out{from};
  const double length = (seg.b - seg.a).norm();
  const int steps = std::max(2, static_cast<int>(length / 0.1));
  for (int i = 1; i < steps; ++i) {
    const Point p = seg.a + (seg.b - seg.a) * (static_cast<double>(i) / steps);
    const Coord c = pathing::hex_at(p);
    // A line along an edge samples the hexes on both sides in turn: each is listed once.
    if (std::find(out.begin(), out.end(), c) == out.end() && !(c == to)) out.push_back(c);
  }
  out.push_back(to);
  return out;
}

}  // namespace

std::pair<Coord, Coord> parse_sight_pair(const Scenario& s, std::string_view text) {
  // The two ends, each a figure id or a hex written as everywhere else on the command line
  // (COL,ROW, as --explain-hex; brackets and spaces allowed): "M1,C1", "M1,5,1",
  // "[2, 1],[5, 1]". COL:ROW, the former spelling, is still read.
  const auto bad = [&](const std::string& why) {
    throw scenario::ScenarioError(s.path, "(--explain-sight)", why);
  };
  const std::string usage =
      "expected A,B: two figure ids or hexes COL,ROW (e.g. M1,C1 or "
      "M1,5,1), got " +
      scenario::quote(text);
  std::string flat;
  for (char ch : text)
    if (ch != ' ' && ch != '[' && ch != ']') flat += ch;
  std::vector<std::string> tokens;
  for (std::size_t at = 0;;) {
    const auto comma = flat.find(',', at);
    tokens.push_back(flat.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  const auto num = [](std::string_view x, int& v) {
    const auto res = std::from_chars(x.data(), x.data() + x.size(), v);
    return res.ec == std::errc() && res.ptr == x.data() + x.size() && !x.empty();
  };
  std::vector<Coord> ends;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string& t = tokens[i];
    int c = 0, r = 0;
    if (const auto* f = s.find_figure(t)) {
      ends.push_back(f->hex);
    } else if (const auto colon = t.find(':'); colon != std::string::npos) {
      if (!num(std::string_view(t).substr(0, colon), c) ||
          !num(std::string_view(t).substr(colon + 1), r))
        bad(scenario::quote(t) + " is neither a figure id nor a hex COL,ROW");
      ends.push_back(s.coordinates.to_axial({c, r}));
    } else if (num(t, c) && i + 1 < tokens.size() && num(tokens[i + 1], r)) {
      ends.push_back(s.coordinates.to_axial({c, r}));
      ++i;
    } else {
      bad(t.empty() ? usage : scenario::quote(t) + " is neither a figure id nor a hex COL,ROW");
    }
  }
  if (ends.size() != 2) bad(usage);
  return {ends[0], ends[1]};
}

SightExplanation explain_sight(const Scenario& s, const pathing::Board& b,
                               pathing::SightModel model, Coord from, Coord to) {
  SightExplanation e;
  e.from = from;
  e.to = to;
  e.from_label = label(s, from);
  e.to_label = label(s, to);
  e.model = model;
  const auto ca = b.find(from), cb = b.find(to);
  if (!ca || !cb) {
    e.blocked_by = written(s, !ca ? from : to) + " is not an open hex of the map";
    return e;
  }
  const pathing::Sight sight(b, model);
  const auto w = sight.witness(*ca, *cb);
  e.visible = sight.visible(*ca, *cb);
  if (e.visible && w.ok) {
    e.line = w.segment;
    e.through = hexes_along(w.segment, from, to);
    return e;
  }
  if (e.visible) return e;
  // Hidden: say what stops the most natural line, the one between the centres.
  const pathing::Segment centre{pathing::hex_center(from), pathing::hex_center(to)};
  e.through = hexes_along(centre, from, to);
  for (std::size_t i = 0; i < e.through.size(); ++i) {
    const Coord h = e.through[i];
    const auto cell = b.find(h);
    if (!cell) {
      const bool wall = std::any_of(s.map.terrain.begin(), s.map.terrain.end(), [&](const auto& t) {
        return t.first == h && t.second == TerrainType::Wall;
      });
      e.blocked_by = (wall ? "the wall at " : "the map's edge at ") + written(s, h);
      break;
    }
    if (i == 0) continue;
    const auto prev = b.find(e.through[i - 1]);
    const auto dir = pathing::direction_between(pathing::Topology::Hex, e.through[i - 1], h);
    if (prev && dir && b.thin_wall(*prev, *dir)) {
      e.blocked_by =
          "the thin wall between " + written(s, e.through[i - 1]) + " and " + written(s, h);
      break;
    }
  }
  if (e.blocked_by.empty()) {
    e.blocked_by = model == pathing::SightModel::CornerToCorner
                       ? "no wall on the line between the centres, but every line from a "
                         "corner to a corner touches a wall or its end"
                       : "no wall on the line between the centres, but every line between "
                         "the two hexes touches a wall or its end";
  }
  return e;
}

std::string sight_text(const Scenario& s, const SightExplanation& e) {
  std::string out = "Sight " + e.from_label + " to " + e.to_label + " (" +
                    (e.model == pathing::SightModel::CornerToCorner ? "corner to corner"
                                                                    : "any point to any point") +
                    "): " + (e.visible ? "visible" : "hidden") + "\n";
  std::string hexes;
  for (Coord c : e.through) hexes += (hexes.empty() ? "" : " ") + written(s, c);
  if (e.visible) {
    out += "  line tested: ";
    out += e.line ? "a line from " + written(s, e.from) + " to " + written(s, e.to) +
                        " touching no wall, through " + hexes
                  : std::string("the same hex");
    out += "\n";
  } else {
    out += "  blocked: " + e.blocked_by + "\n";
    if (!hexes.empty()) out += "  line between the centres: " + hexes + "\n";
  }
  return out;
}

nlohmann::json sight_json(const Scenario& s, const SightExplanation& e) {
  nlohmann::json j;
  const auto hex = [&](Coord c) {
    const Coord w = s.coordinates.from_axial(c);
    return nlohmann::json::array({w.q, w.r});
  };
  j["from"] = hex(e.from);
  j["to"] = hex(e.to);
  j["model"] = e.model == pathing::SightModel::CornerToCorner ? "corner-to-corner" : "hex-to-hex";
  j["visible"] = e.visible;
  nlohmann::json through = nlohmann::json::array();
  for (Coord c : e.through) through.push_back(hex(c));
  j["through"] = through;
  j["blocked_by"] = e.visible ? nlohmann::json(nullptr) : nlohmann::json(e.blocked_by);
  return j;
}

}  // namespace arbiter::gloomhaven::report
