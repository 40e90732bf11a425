// A Heroscape decision as JSON: the object `solve --format json` prints and the server's
// answer holds (decision_json), and the same object's text written directly
// (decision_json_text), byte for byte what dump() makes of it.
#include <charconv>
#include <string_view>

#include "solver/heroscape/report.hpp"
#include "solver/report/output.hpp"

namespace arbiter::heroscape {

using ojson = nlohmann::ordered_json;

namespace {
// The decision's lists (destinations, charge, options) reach hundreds of thousands of entries
// on the largest valid maps; each figure's id and each cell's coordinates are made once as
// JSON values and copied into every entry that names them.
class JsonValues {
 public:
  explicit JsonValues(const ReportContext& c) : c_(&c) {
    ids_.reserve(c.state.figures.size());
    for (const Figure& f : c.state.figures) ids_.emplace_back(f.id);
  }
  const ojson& id(FigureIndex f) const { return ids_[f]; }
  ojson ids(const std::vector<FigureIndex>& v) const {
    ojson::array_t out;
    out.reserve(v.size());
    for (FigureIndex f : v) out.push_back(ids_[f]);
    return ojson(std::move(out));
  }
  // One cell as [col, row], a double-space figure's two as [[col, row], [col, row]].
  ojson cells(const std::array<CellIndex, 2>& cells) const {
    if (cells[1] == kNoCell) return hex(cells[0]);
    ojson::array_t both{hex(cells[0]), hex(cells[1])};
    return ojson(std::move(both));
  }

 private:
  ojson hex(CellIndex cell) const {
    const Coord w = c_->scenario.envelope.coordinates.from_axial(c_->state.board.coord(cell));
    ojson::array_t pair{ojson(w.q), ojson(w.r)};
    return ojson(std::move(pair));
  }

  const ReportContext* c_;
  std::vector<ojson> ids_;
};

// An object's members appended in the order written, with room for them made once: the keys
// are distinct by construction, so no member is looked up (ordered_json's operator[] searches
// the members it has, which the largest decisions repeat millions of times).
class Members {
 public:
  explicit Members(std::size_t n) { m_.reserve(n); }
  Members& add(const char* key, ojson v) {
    m_.emplace_back(key, std::move(v));
    return *this;
  }
  // "cost":n,"dice":n, as every path cost is written.
  Members& cost(const MoveCost& p) { return add("cost", p.length).add("dice", p.dice); }
  ojson take() { return ojson(std::move(m_)); }

 private:
  ojson::object_t m_;
};

template <class Range, class Item>
ojson array_of(const Range& items, Item item) {
  ojson::array_t a;
  a.reserve(items.size());
  for (const auto& x : items) a.push_back(item(x));
  return ojson(std::move(a));
}

ojson destinations_json(const ReportContext& c, const JsonValues& v) {
  const State& st = c.state;
  return array_of(c.decision.destinations, [&](const Destination& dest) {
    // The player chooses the path: the least-risk one that fits, beside the cheapest.
    ojson least = Members(3)
                      .cost(dest.least_risk)
                      .add("reasons", path_reasons(st, dest.least_risk_path))
                      .take();
    return Members(6)
        .add("destination", v.cells(dest.cells))
        .cost(dest.cost)
        .add("engaged", v.ids(dest.engaged))
        .add("reasons", path_reasons(st, dest))
        .add("least_risk", std::move(least))
        .take();
  });
}

ojson charge_json(const ReportContext& c, const JsonValues& v) {
  return array_of(c.decision.charge, [&](const ChargeReach& r) {
    return Members(3)
        .add("destination", v.cells(r.cells))
        .add("moves", r.moves)
        .add("p", r.p.str())
        .take();
  });
}

ojson choice_json(const ReportContext& c, const JsonValues& v, const Choice& ch) {
  Members o(18);
  o.add("rank", ch.rank);
  o.add("destination", v.cells(c.decision.destinations[ch.destination].cells));
  o.add("target", ch.attack ? v.id(ch.attack->target) : ojson(nullptr));
  if (ch.eaten != kNoFigure) {
    o.add("eat", v.id(ch.eaten));
    o.add("p_eaten", ch.p_eaten.str());
  }
  if (ch.special) {
    o.add("special", true);
    o.add("also_hit", v.ids(ch.also_hit));
    o.add("expected_friendly", ch.expected_friendly.str());
  }
  o.cost(ch.cost);
  if (ch.attack) {
    o.add("attack_dice", ch.attack->attack_dice);
    o.add("defense_dice", ch.attack->defense_dice);
  }
  o.add("expected", ch.expected_dealt.str());
  o.add("p_wound", ch.p_wound.str());
  o.add("p_destroy", ch.p_destroy.str());
  o.add("expected_taken", ch.expected_taken.str());
  o.add("p_destroyed", ch.p_destroyed.str());
  o.add("score", ch.score.str());
  return o.take();
}

// The members before the charge and the options, in order.
ojson decision_head(const ReportContext& c, const JsonValues& v) {
  const State& st = c.state;
  ojson j;
  j["version"] = report::kOutputVersion;
  j["scenario"] = c.scenario.envelope.name;
  j["game"] = "heroscape";
  j["rules"] = std::string(c.rules);
  j["figure"] = st.figures[st.acting].id;
  j["objective"] = std::string(kObjectiveNames[static_cast<int>(c.decision.objective)]);
  j["destinations"] = destinations_json(c, v);
  return j;
}

}  // namespace

ojson decision_json(const ReportContext& c) {
  const JsonValues v(c);
  ojson j = decision_head(c, v);
  if (c.state.figures[c.state.acting].berserker_charge) j["charge"] = charge_json(c, v);
  j["options"] =
      array_of(c.decision.choices, [&](const Choice& ch) { return choice_json(c, v, ch); });
  return j;
}

namespace {

// decision_json's long lists written as the text dump() makes of their values (no spaces,
// integers in decimal, null, true), with no value built: the largest valid decisions hold
// hundreds of thousands of entries, whose values cost several times the decision itself in
// allocations, page faults and frees. Strings: a figure's id as dump() escapes it (dumped
// once per figure, on first use); fractions are digits, '-' and '/', which need no escape.
class JsonText {
 public:
  JsonText(const ReportContext& c, std::string& out)
      : c_(&c), out_(&out), ids_(c.state.figures.size()) {}
  // `"key":` after a comma unless `first`.
  JsonText& key(std::string_view k, bool first = false) {
    if (!first) *out_ += ',';
    *out_ += '"';
    *out_ += k;
    *out_ += "\":";
    return *this;
  }
  JsonText& integer(std::int64_t n) {
    char buf[24];
    const auto end = std::to_chars(buf, buf + sizeof buf, n).ptr;
    out_->append(buf, end);
    return *this;
  }
  // As odds::Fraction::str(), quoted.
  JsonText& fraction(const odds::Fraction& f) {
    *out_ += '"';
    integer(f.num);
    if (f.den != 1) {
      *out_ += '/';
      integer(f.den);
    }
    *out_ += '"';
    return *this;
  }
  JsonText& id(FigureIndex f) {
    std::string& text = ids_[f];
    if (text.empty()) text = ojson(c_->state.figures[f].id).dump();
    *out_ += text;
    return *this;
  }
  JsonText& ids(const std::vector<FigureIndex>& v) {
    *out_ += '[';
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (i > 0) *out_ += ',';
      id(v[i]);
    }
    *out_ += ']';
    return *this;
  }
  // As JsonValues::cells: [col,row], or [[col,row],[col,row]].
  JsonText& cells(const std::array<CellIndex, 2>& cells) {
    if (cells[1] == kNoCell) return hex(cells[0]);
    *out_ += '[';
    hex(cells[0]);
    *out_ += ',';
    hex(cells[1]);
    *out_ += ']';
    return *this;
  }
  JsonText& raw(std::string_view text) {
    *out_ += text;
    return *this;
  }

 private:
  JsonText& hex(CellIndex cell) {
    const Coord w = c_->scenario.envelope.coordinates.from_axial(c_->state.board.coord(cell));
    *out_ += '[';
    integer(w.q);
    *out_ += ',';
    integer(w.r);
    *out_ += ']';
    return *this;
  }

  const ReportContext* c_;
  std::string* out_;
  std::vector<std::string> ids_;  // each figure's id as dump() writes it ("" until first used)
};

// As charge_json's entries.
void charge_text(const ReportContext& c, JsonText& t) {
  t.raw("[");
  bool first = true;
  for (const ChargeReach& r : c.decision.charge) {
    t.raw(first ? "{" : ",{").key("destination", true).cells(r.cells);
    t.key("moves").integer(r.moves).key("p").fraction(r.p).raw("}");
    first = false;
  }
  t.raw("]");
}

// As choice_json's object.
void choice_text(const ReportContext& c, const Choice& ch, JsonText& t) {
  t.raw("{").key("rank", true).integer(ch.rank);
  t.key("destination").cells(c.decision.destinations[ch.destination].cells);
  t.key("target");
  if (ch.attack) {
    t.id(ch.attack->target);
  } else {
    t.raw("null");
  }
  if (ch.eaten != kNoFigure) t.key("eat").id(ch.eaten).key("p_eaten").fraction(ch.p_eaten);
  if (ch.special) {
    t.key("special").raw("true").key("also_hit").ids(ch.also_hit);
    t.key("expected_friendly").fraction(ch.expected_friendly);
  }
  t.key("cost").integer(ch.cost.length).key("dice").integer(ch.cost.dice);
  if (ch.attack) {
    t.key("attack_dice").integer(ch.attack->attack_dice);
    t.key("defense_dice").integer(ch.attack->defense_dice);
  }
  t.key("expected").fraction(ch.expected_dealt).key("p_wound").fraction(ch.p_wound);
  t.key("p_destroy").fraction(ch.p_destroy).key("expected_taken").fraction(ch.expected_taken);
  t.key("p_destroyed").fraction(ch.p_destroyed).key("score").fraction(ch.score).raw("}");
}

}  // namespace

std::string decision_json_text(const ReportContext& c, const std::string* explain) {
  const JsonValues v(c);
  // The head's text without its closing brace (it has members: "version" first).
  std::string out = decision_head(c, v).dump();
  out.pop_back();
  // About what the lists take (an option's six fractions about 300 bytes at most, a charge
  // entry's about 70), so that the text is seldom copied as it grows.
  out.reserve(out.size() + 80 * c.decision.charge.size() + 384 * c.decision.choices.size() + 64);
  JsonText t(c, out);
  if (c.state.figures[c.state.acting].berserker_charge) {
    t.key("charge");
    charge_text(c, t);
  }
  t.key("options").raw("[");
  for (std::size_t i = 0; i < c.decision.choices.size(); ++i) {
    if (i > 0) t.raw(",");
    choice_text(c, c.decision.choices[i], t);
  }
  t.raw("]");
  if (explain) t.key("explain_hex").raw(ojson(*explain).dump());
  out += '}';
  return out;
}

}  // namespace arbiter::heroscape
