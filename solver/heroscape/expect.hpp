// `arbiter check` and `check --update` against a Heroscape file's `expect` block: what the
// decision says beside what the file expects (expect.cpp).
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "solver/heroscape/decide.hpp"
#include "solver/heroscape/scenario.hpp"
#include "solver/heroscape/state.hpp"

namespace arbiter::heroscape {

// One decision read against one rule set's expectation.
class ExpectView {
 public:
  ExpectView(const Scenario& s, const State& st, const Decision& d);

  // `check`: the facts the file expects and those the decision gives, one line each ("best
  // [1, 0] attack E1 score 7/12", "unreachable [3, 2]"); the case passes when the sorted
  // lists are equal.
  struct Facts {
    std::vector<std::string> want, got;
  };
  Facts facts(const Expectation& e) const;

  // `check --update`: the answers in the shape of the file's own expectation (`e`, or null
  // when the file has none for this rule set). `best` is always written (the rank-1 choices,
  // each with the fields its old entry pinned, `score` for a new one); `reachable` when the
  // file had it; the `unreachable` hexes still unreachable and the pinned `choices` still
  // made are kept, with today's values.
  nlohmann::ordered_json update(const Expectation* e) const;

 private:
  // A destination as text, its hexes in the file's coordinates, sorted (pairs are sets).
  std::string dest_text(std::vector<pathing::Coord> axial) const {
    std::vector<std::string> parts;
    for (pathing::Coord a : axial) {
      const pathing::Coord w = s_.envelope.coordinates.from_axial(a);
      parts.push_back("[" + std::to_string(w.q) + ", " + std::to_string(w.r) + "]");
    }
    std::sort(parts.begin(), parts.end());
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : "+") + p;
    return out;
  }
  std::string dest_text(const std::array<CellIndex, 2>& cells) const {
    std::vector<pathing::Coord> a;
    for (CellIndex c : cells) {
      if (c != kNoCell) a.push_back(st_.board.coord(c));
    }
    return dest_text(a);
  }

  // The named fields of a choice, as "key value" text.
  std::string fields_text(const ExpectedChoice& want, const Decision& d, const Choice* got) const {
    std::string out;
    const auto frac = [&](const char* key, const std::optional<odds::Fraction>& w,
                          odds::Fraction Choice::*member) {
      if (!w) return;
      out += std::string(" ") + key + " " + (got ? (got->*member).str() : w->str());
    };
    const auto count = [&](const char* key, const std::optional<int>& w, int value) {
      if (!w) return;
      out += std::string(" ") + key + " " + std::to_string(got ? value : *w);
    };
    frac("score", want.score, &Choice::score);
    frac("expected", want.expected, &Choice::expected_dealt);
    frac("p_wound", want.p_wound, &Choice::p_wound);
    frac("p_destroy", want.p_destroy, &Choice::p_destroy);
    frac("p_destroyed", want.p_destroyed, &Choice::p_destroyed);
    const bool att = got && got->attack;
    count("attack_dice", want.attack_dice, att ? got->attack->attack_dice : 0);
    count("defense_dice", want.defense_dice, att ? got->attack->defense_dice : 0);
    (void)d;
    // The path the choice is weighed on (the least-risk one that fits).
    count("cost", want.cost, got ? got->cost.length : 0);
    count("dice", want.dice, got ? got->cost.dice : 0);
    return out;
  }

  // A destination as the file writes it: one hex, or the pair of a double-space figure.
  nlohmann::ordered_json dest_json(const std::array<CellIndex, 2>& cells) const {
    nlohmann::ordered_json hexes = nlohmann::ordered_json::array();
    for (CellIndex c : cells) {
      if (c == kNoCell) continue;
      const pathing::Coord w = s_.envelope.coordinates.from_axial(st_.board.coord(c));
      hexes.push_back(nlohmann::ordered_json::array({w.q, w.r}));
    }
    return hexes.size() == 1 ? hexes[0] : hexes;
  }

  std::string choice_head(const std::string& dest, const std::optional<std::string>& target,
                          bool special = false,
                          const std::optional<std::string>& eat = std::nullopt) const {
    return dest + " " + (eat ? "eat " + *eat + ", " : std::string()) +
           (target ? (special ? "special attack " : "attack ") + *target
                   : std::string("no attack"));
  }
  // The figure a choice eats first (Grimnak), if any.
  std::optional<std::string> eaten_id(const Choice& ch) const {
    return ch.eaten == kNoFigure ? std::nullopt
                                 : std::optional<std::string>(st_.figures[ch.eaten].id);
  }

  const Choice* find_choice(const std::string& dest, const std::optional<std::string>& target,
                            bool best_only, bool special,
                            const std::optional<std::string>& eat) const;
  void reach_facts(const Expectation& e, Facts& f) const;
  void best_facts(const Expectation& e, Facts& f) const;
  void choice_facts(const Expectation& e, Facts& f) const;

  std::optional<std::string> target_of(const Choice& ch) const;
  nlohmann::ordered_json choice_json(const Choice& ch, const ExpectedChoice* pinned) const;
  bool same(const ExpectedChoice& w, const Choice& ch) const;
  const ExpectedChoice* pinned_in(const std::vector<ExpectedChoice>& list, const Choice& ch) const;
  void reachable_json(const Expectation* e, nlohmann::ordered_json& v) const;
  void unreachable_json(const Expectation* e, nlohmann::ordered_json& v) const;
  void best_json(const Expectation* e, nlohmann::ordered_json& v) const;
  void choices_json(const Expectation* e, nlohmann::ordered_json& v) const;
  void charge_json(const Expectation* e, nlohmann::ordered_json& v) const;
  void absent_json(const Expectation* e, nlohmann::ordered_json& v) const;

  const Scenario& s_;
  const State& st_;
  const Decision& d_;
};

}  // namespace arbiter::heroscape
