// `arbiter check` and `check --update` against a Heroscape file's `expect` block
// (docs/format.md, Heroscape): the decision's facts beside the file's, as lines, and the
// decision written back in the shape of the file's own expectation.
#include "solver/heroscape/expect.hpp"

#include <algorithm>
#include <set>

namespace arbiter::heroscape {

using ojson = nlohmann::ordered_json;

ExpectView::ExpectView(const Scenario& s, const State& st, const Decision& d)
    : s_(s), st_(st), d_(d) {}

// The decision's choice to `dest` attacking `target` (rank 1 only when best_only), or null.
const Choice* ExpectView::find_choice(const std::string& dest,
                                      const std::optional<std::string>& target, bool best_only,
                                      bool special, const std::optional<std::string>& eat) const {
  const Decision& d = d_;
  for (const auto& ch : d.choices) {
    if (best_only && ch.rank != 1) continue;
    if (ch.special != special || eaten_id(ch) != eat) continue;
    if (dest_text(d.destinations[ch.destination].cells) != dest) continue;
    const std::optional<std::string> t =
        ch.attack ? std::optional<std::string>(st_.figures[ch.attack->target].id) : std::nullopt;
    if (t == target) return &ch;
  }
  return nullptr;
}

// Where the figure can and cannot move: `reachable` (the whole set) and `unreachable`.
void ExpectView::reach_facts(const Expectation& e, Facts& f) const {
  const Decision& d = d_;
  auto& want = f.want;
  auto& got = f.got;
  std::set<std::string> reached;
  for (const auto& dest : d.destinations) reached.insert(dest_text(dest.cells));
  if (e.reachable) {
    const bool dice = std::all_of(e.reachable->begin(), e.reachable->end(),
                                  [](const ExpectedReach& r) { return r.dice.has_value(); });
    const bool safe =
        std::all_of(e.reachable->begin(), e.reachable->end(), [](const ExpectedReach& r) {
          return r.least_risk_cost.has_value() && r.least_risk_dice.has_value();
        });
    for (const auto& r : *e.reachable) {
      want.push_back("reach " + dest_text(r.destination) + " cost " + std::to_string(r.cost) +
                     (dice ? " dice " + std::to_string(*r.dice) : "") +
                     (safe ? " least risk cost " + std::to_string(*r.least_risk_cost) + " dice " +
                                 std::to_string(*r.least_risk_dice)
                           : ""));
    }
    for (const auto& dest : d.destinations) {
      got.push_back("reach " + dest_text(dest.cells) + " cost " + std::to_string(dest.cost.length) +
                    (dice ? " dice " + std::to_string(dest.cost.dice) : "") +
                    (safe ? " least risk cost " + std::to_string(dest.least_risk.length) +
                                " dice " + std::to_string(dest.least_risk.dice)
                          : ""));
    }
  }
  for (const auto& u : e.unreachable) {
    const std::string t = dest_text(u);
    want.push_back("unreachable " + t);
    got.push_back((reached.count(t) ? "reachable " : "unreachable ") + t);
  }
}

// The set of rank-1 choices; the fields each expected one names are compared too.
void ExpectView::best_facts(const Expectation& e, Facts& f) const {
  const Decision& d = d_;
  auto& want = f.want;
  auto& got = f.got;
  if (e.best) {
    // The set of rank-1 choices; the fields each expected one names are compared too.
    for (const auto& w : *e.best) {
      const std::string dest = dest_text(w.destination);
      const std::string head = choice_head(dest, w.target, w.special, w.eat);
      want.push_back("best " + head + fields_text(w, d, nullptr));
      const Choice* g = find_choice(dest, w.target, true, w.special, w.eat);
      if (g != nullptr) got.push_back("best " + head + fields_text(w, d, g));
    }
    for (const auto& ch : d.choices) {
      if (ch.rank != 1) continue;
      const std::string dest = dest_text(d.destinations[ch.destination].cells);
      const std::optional<std::string> t =
          ch.attack ? std::optional<std::string>(st_.figures[ch.attack->target].id) : std::nullopt;
      const bool named = std::any_of(e.best->begin(), e.best->end(), [&](const auto& w) {
        return dest_text(w.destination) == dest && w.target == t && w.special == ch.special &&
               w.eat == eaten_id(ch);
      });
      if (!named) got.push_back("best " + choice_head(dest, t, ch.special, eaten_id(ch)));
    }
  }
}

// The pinned choices, the charge destinations and the choices that must be absent.
void ExpectView::choice_facts(const Expectation& e, Facts& f) const {
  const Decision& d = d_;
  auto& want = f.want;
  auto& got = f.got;
  for (const auto& w : e.choices) {
    const std::string dest = dest_text(w.destination);
    const std::string head = choice_head(dest, w.target, w.special, w.eat);
    want.push_back("choice " + head + fields_text(w, d, nullptr));
    const Choice* g = find_choice(dest, w.target, false, w.special, w.eat);
    got.push_back(g ? "choice " + head + fields_text(w, d, g) : "missing choice " + head);
  }
  for (const auto& w : e.charge) {
    const std::string dest = dest_text(w.destination);
    want.push_back("charge " + dest + " p " + w.p.str());
    const auto it = std::find_if(d.charge.begin(), d.charge.end(),
                                 [&](const ChargeReach& r) { return dest_text(r.cells) == dest; });
    got.push_back(it != d.charge.end() ? "charge " + dest + " p " + it->p.str()
                                       : "no charge to " + dest);
  }
  for (const auto& w : e.absent) {
    const std::string dest = dest_text(w.destination);
    const std::string head = choice_head(dest, w.target, w.special, w.eat);
    want.push_back("absent " + head);
    got.push_back((find_choice(dest, w.target, false, w.special, w.eat) ? "present " : "absent ") +
                  head);
  }
}

ExpectView::Facts ExpectView::facts(const Expectation& e) const {
  Facts f;
  reach_facts(e, f);
  best_facts(e, f);
  choice_facts(e, f);
  return f;
}

std::optional<std::string> ExpectView::target_of(const Choice& ch) const {
  const Decision& d = d_;
  (void)d;
  return ch.attack ? std::optional<std::string>(st_.figures[ch.attack->target].id) : std::nullopt;
}

// A choice as the file writes it: `score` for a new one, the fields its old entry pinned.
ojson ExpectView::choice_json(const Choice& ch, const ExpectedChoice* pinned) const {
  const Decision& d = d_;
  (void)d;
  const Destination& dest = d.destinations[ch.destination];
  ojson o = ojson::object();
  o["destination"] = dest_json(dest.cells);
  const auto t = target_of(ch);
  o["target"] = t ? ojson(*t) : ojson(nullptr);
  if (ch.special) o["special"] = true;
  if (const auto eat = eaten_id(ch)) o["eat"] = *eat;
  const auto frac = [&](const char* key, bool named, const odds::Fraction& v) {
    if (named) o[key] = v.str();
  };
  const auto count = [&](const char* key, bool named, int v) {
    if (named) o[key] = v;
  };
  frac("score", pinned == nullptr || pinned->score.has_value(), ch.score);
  if (pinned == nullptr) return o;
  frac("expected", pinned->expected.has_value(), ch.expected_dealt);
  frac("p_wound", pinned->p_wound.has_value(), ch.p_wound);
  frac("p_destroy", pinned->p_destroy.has_value(), ch.p_destroy);
  frac("p_destroyed", pinned->p_destroyed.has_value(), ch.p_destroyed);
  count("attack_dice", pinned->attack_dice.has_value(), ch.attack ? ch.attack->attack_dice : 0);
  count("defense_dice", pinned->defense_dice.has_value(), ch.attack ? ch.attack->defense_dice : 0);
  count("cost", pinned->cost.has_value(), ch.cost.length);
  count("dice", pinned->dice.has_value(), ch.cost.dice);
  return o;
}

// Whether the old entry `w` names the same destination and target as `ch`.
bool ExpectView::same(const ExpectedChoice& w, const Choice& ch) const {
  const Decision& d = d_;
  (void)d;
  return dest_text(w.destination) == dest_text(d.destinations[ch.destination].cells) &&
         w.target == target_of(ch) && w.special == ch.special && w.eat == eaten_id(ch);
}

const ExpectedChoice* ExpectView::pinned_in(const std::vector<ExpectedChoice>& list,
                                            const Choice& ch) const {
  const Decision& d = d_;
  (void)d;
  for (const auto& w : list)
    if (same(w, ch)) return &w;
  return nullptr;
}

// `reachable`, when the file had it: every destination with today's costs.
void ExpectView::reachable_json(const Expectation* e, ojson& v) const {
  const Decision& d = d_;
  (void)d;
  if (e != nullptr && e->reachable) {
    v["reachable"] = ojson::array();
    for (const auto& dest : d.destinations) {
      ojson r = ojson::object();
      r["destination"] = dest_json(dest.cells);
      r["cost"] = dest.cost.length;
      r["dice"] = dest.cost.dice;
      const bool safe =
          std::all_of(e->reachable->begin(), e->reachable->end(),
                      [](const ExpectedReach& x) { return x.least_risk_cost.has_value(); });
      if (safe && !e->reachable->empty()) {
        r["least_risk_cost"] = dest.least_risk.length;
        r["least_risk_dice"] = dest.least_risk.dice;
      }
      v["reachable"].push_back(std::move(r));
    }
  }
}

// The `unreachable` hexes still unreachable.
void ExpectView::unreachable_json(const Expectation* e, ojson& v) const {
  const Decision& d = d_;
  (void)d;
  if (e != nullptr && !e->unreachable.empty()) {
    std::set<std::string> reached;
    for (const auto& dest : d.destinations) reached.insert(dest_text(dest.cells));
    ojson list = ojson::array();
    for (const auto& w : e->unreachable) {
      if (reached.count(dest_text(w))) continue;
      ojson hexes = ojson::array();
      for (pathing::Coord a : w) {
        const pathing::Coord c = s_.envelope.coordinates.from_axial(a);
        hexes.push_back(ojson::array({c.q, c.r}));
      }
      list.push_back(hexes.size() == 1 ? hexes[0] : hexes);
    }
    if (!list.empty()) v["unreachable"] = std::move(list);
  }
}

// `best`, always: the rank-1 choices, each with the fields its old entry pinned.
void ExpectView::best_json(const Expectation* e, ojson& v) const {
  const Decision& d = d_;
  (void)d;
  v["best"] = ojson::array();
  static const std::vector<ExpectedChoice> kNone;
  for (const auto& ch : d.choices) {
    if (ch.rank != 1) continue;
    v["best"].push_back(choice_json(ch, pinned_in(e && e->best ? *e->best : kNone, ch)));
  }
}

// The pinned `choices` still made, with today's values.
void ExpectView::choices_json(const Expectation* e, ojson& v) const {
  const Decision& d = d_;
  (void)d;
  if (e != nullptr && !e->choices.empty()) {
    ojson list = ojson::array();
    for (const auto& w : e->choices) {
      for (const auto& ch : d.choices) {
        if (!same(w, ch)) continue;
        list.push_back(choice_json(ch, &w));
        break;
      }
    }
    if (!list.empty()) v["choices"] = std::move(list);
  }
}

void ExpectView::charge_json(const Expectation* e, ojson& v) const {
  const Decision& d = d_;
  (void)d;
  if (e != nullptr && !e->charge.empty()) {
    // The charge destinations still reached, with today's chances.
    ojson list = ojson::array();
    for (const auto& w : e->charge) {
      for (const auto& r : d.charge) {
        if (dest_text(r.cells) != dest_text(w.destination)) continue;
        list.push_back({{"destination", dest_json(r.cells)}, {"p", r.p.str()}});
      }
    }
    if (!list.empty()) v["charge"] = std::move(list);
  }
}

void ExpectView::absent_json(const Expectation* e, ojson& v) const {
  const Decision& d = d_;
  (void)d;
  if (e != nullptr && !e->absent.empty()) {
    // The choices still absent are kept.
    ojson list = ojson::array();
    for (const auto& w : e->absent) {
      const bool made = std::any_of(d.choices.begin(), d.choices.end(),
                                    [&](const Choice& ch) { return same(w, ch); });
      if (made) continue;
      ojson o = ojson::object();
      ojson hexes = ojson::array();
      for (pathing::Coord a : w.destination) {
        const pathing::Coord c = s_.envelope.coordinates.from_axial(a);
        hexes.push_back(ojson::array({c.q, c.r}));
      }
      o["destination"] = hexes.size() == 1 ? hexes[0] : hexes;
      o["target"] = w.target ? ojson(*w.target) : ojson(nullptr);
      if (w.special) o["special"] = true;
      if (w.eat) o["eat"] = *w.eat;
      list.push_back(std::move(o));
    }
    if (!list.empty()) v["absent"] = std::move(list);
  }
}

ojson ExpectView::update(const Expectation* e) const {
  ojson v = ojson::object();
  reachable_json(e, v);
  unreachable_json(e, v);
  best_json(e, v);
  choices_json(e, v);
  charge_json(e, v);
  absent_json(e, v);
  return v;
}

}  // namespace arbiter::heroscape
