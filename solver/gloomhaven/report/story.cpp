#include "solver/gloomhaven/report/story.hpp"

#include <algorithm>
#include <limits>
#include <optional>

#include "pathing/graph.hpp"
#include "pathing/search.hpp"
#include "pathing/sight.hpp"
#include "solver/gloomhaven/movement.hpp"
#include "solver/gloomhaven/report/explain.hpp"
#include "solver/gloomhaven/report/step3_rules.hpp"
#include "solver/gloomhaven/rules.hpp"

namespace arbiter::gloomhaven::report {
namespace {

using pathing::CellIndex;
using pathing::kNoCell;
using pathing::kUnreachable;
using pathing::StepCost;
using pathing::Terrain;
using step3_rules::gain_words;
using step3_rules::Rule;
using step3_rules::rule_of;
using step3_rules::rule_order;
using step3_rules::rule_words;

// Maps above this many cells, or more candidates than this, name an alternative's targets
// by their number only: naming them takes a search per alternative, and the story must
// cost next to nothing beside the decision.
constexpr CellIndex kNamingCells = 1 << 16;
constexpr std::size_t kNamingCandidates = 16;

std::string count(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "C1", "C1 and C2", "C1, C2 and C3" (or "... or C3").
std::string listed(const std::vector<std::string>& words, const std::string& last = " and ") {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += i + 1 == words.size() ? last : ", ";
    out += words[i];
  }
  return out;
}

std::string capitalized(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

class Story {
 public:
  Story(const Scenario& s, const pathing::Board& b, const Decision& d)
      : s_(s), b_(b), d_(d), p_(profile_for(d.rules)) {}

  std::vector<std::string> tell();
  // The movement points of the cheapest walk to `e` (negative hexes first, as the turn
  // searches).
  int walking_cost(CellIndex e) {
    setup();
    ensure_travel();
    return travel_->reached(e) ? travel_->cost(e).length : 0;
  }

 private:
  const Figure& fig(FigureIndex f) const { return s_.figures[static_cast<std::size_t>(f)]; }
  const std::string& id(FigureIndex f) const { return fig(f).id; }
  CellIndex cell_of(FigureIndex f) const { return *b_.find(fig(f).hex); }
  std::string hex(CellIndex c) const { return hex_name(s_, b_.coord(c)); }
  const FocusRow* row_of(FigureIndex f) const {
    for (const FocusRow& r : d_.ranking)
      if (r.figure == f) return &r;
    return nullptr;
  }
  std::vector<std::string> ids(const std::vector<FigureIndex>& v) const {
    std::vector<std::string> out;
    for (FigureIndex f : v) out.push_back(id(f));
    return out;
  }

  void setup();
  void ensure_travel();
  bool first_checks();
  void focus();
  std::string focus_clause(const FocusRow& focus, const FocusRow& other) const;
  // Where it moves and whom it attacks for one focus; `weighed`: step 3 ran for it (its
  // record holds the hexes weighed), else only the options are told.
  void movement(const Step3Record& rec, bool weighed);
  void alternatives(const Step3Record& rec);
  std::optional<std::string> alternative(const Step3Record& rec, const Step3Hex& h, Rule advantage);
  std::string negatives_on_the_way(CellIndex e, int negatives);
  std::vector<FigureIndex> attackable(CellIndex e);
  int targets_of(const Step3Record& rec, const Step3Hex& h);
  std::string targets_from(const Step3Record& rec, const Step3Hex& h);
  void say(std::string sentence) { out_.push_back(capitalized(std::move(sentence)) + "."); }

  const Scenario& s_;
  const pathing::Board& b_;
  const Decision& d_;
  RuleProfile p_;
  std::string me_;
  CellIndex start_ = kNoCell;
  int move_ = 0;
  bool flying_ = false, jumping_ = false, teleport_ = false;
  bool attacks_ = false;
  int range_ = 0;
  int targets_ = 1;  // the attack's target count; INT_MAX for "all targets"
  bool aoe_ = false;
  Occupancy occ_;
  std::vector<FigureIndex> cands_;
  std::optional<pathing::SearchResult> travel_;  // the monster's paths, when first needed
  std::optional<pathing::DepthResult> around_;   // attackable(): hexes around walls
  std::optional<pathing::Sight> sight_;          // attackable(): line of sight
  std::vector<std::string> out_;
};

void Story::setup() {
  const Figure& me = fig(d_.actor);
  const Turn& t = s_.turn;
  me_ = me.id;
  start_ = cell_of(d_.actor);
  move_ = me.has(Condition::Immobilize) ? 0 : t.move;
  flying_ = t.movement == Movement::Flying || t.flying;
  jumping_ = t.movement == Movement::Jump;
  teleport_ = t.movement == Movement::Teleport;
  attacks_ = t.attack.has_value() && !me.has(Condition::Disarm);
  if (attacks_) {
    range_ = t.attack->range;
    targets_ = t.attack->all_targets ? std::numeric_limits<int>::max() : t.attack->targets;
    aoe_ = t.attack->aoe.has_value();
  }
  occ_.cell.assign(b_.size(), Occupant::None);
  occ_.hidden_enemies_block = p_.invisible == InvisibleEnemies::Obstacle;
  for (std::size_t i = 0; i < s_.figures.size(); ++i) {
    const auto fi = static_cast<FigureIndex>(i);
    if (fi == d_.actor) continue;
    const Figure& f = s_.figures[i];
    const CellIndex c = cell_of(fi);
    if (f.side == me.side) {
      occ_.cell[c] = Occupant::Ally;
    } else if (f.has(Condition::Invisible)) {
      occ_.cell[c] = Occupant::HiddenEnemy;
    } else {
      occ_.cell[c] = Occupant::Enemy;
      cands_.push_back(fi);
    }
  }
}

void Story::ensure_travel() {
  if (travel_) return;
  travel_.emplace(b_.size());
  WalkModel model(b_, occ_, flying_ || jumping_, p_.icy_slides);
  pathing::search_dijkstra(pathing::ForwardGraph<WalkModel>{&model}, start_, *travel_);
}

// Step 1: what stops or changes the turn before the focus is chosen.
bool Story::first_checks() {
  const Figure& me = fig(d_.actor);
  for (const auto& line : d_.trace)
    if (line.step == "0") say(line.text);
  if (me.has(Condition::Stun)) {
    say(me_ + " is stunned: it loses its turn, with no focus, no move and no attack");
    return false;
  }
  if (me.has(Condition::Disarm))
    say(me_ +
        " is disarmed: it chooses its focus and moves as a single-target melee attacker "
        "would, and attacks no one");
  else if (!s_.turn.attack)
    say(me_ +
        "'s ability has no attack: it chooses its focus and moves as a single-target "
        "melee attacker would");
  if (me.has(Condition::Immobilize)) say(me_ + " is immobilized: it ignores its move");
  if (me.has(Condition::Muddle))
    say(me_ +
        " is muddled: it attacks at disadvantage wherever it stands, so it never moves to "
        "avoid disadvantage");
  for (const FocusRow& r : d_.ranking) {
    if (!r.candidate)
      say(id(r.figure) + " is invisible, so it is no candidate for " + me_ + "'s focus");
    else if (!r.reachable)
      say(id(r.figure) + " cannot be attacked from any hex " + me_ + " can reach, in any number " +
          "of turns, so it is no candidate");
  }
  if (d_.focuses.empty()) {
    say(me_ +
        " has no focus: no enemy can be attacked from a hex it can reach, so it neither "
        "moves nor attacks");
    return false;
  }
  return true;
}

// Why `other` is not the focus, against the focus row: the focus rule where it dropped out.
std::string Story::focus_clause(const FocusRow& f, const FocusRow& x) const {
  const std::string who = id(x.figure), focus = id(f.figure);
  const std::string bound = x.path_exact ? "" : "at least ";
  switch (x.dropped_at) {
    case 1:
      return "the way to attack " + who + " crosses " + bound +
             count(x.path.negatives, "negative hex", "negative hexes") + ", to attack " + focus +
             " " + std::to_string(f.path.negatives) + ", and the fewest negative hexes come first";
    case 2:
      return who + " is farther (" + bound +
             count(x.path.length, "movement point", "movement points") + " to a hex it can be " +
             "attacked from, against " + std::to_string(f.path.length) + " for " + focus +
             "), and then the shortest path decides";
    case 3:
      return who + " is as near by path but farther by proximity (" +
             count(x.proximity, "hex", "hexes") + " against " + std::to_string(f.proximity) +
             ", counted around walls), which decides next";
    case 4: {
      const Figure& a = fig(f.figure);
      const Figure& b = fig(x.figure);
      std::string why = x.order_rule;
      if (why == "lower initiative" && a.initiative && b.initiative)
        why = "initiative " + std::to_string(*a.initiative) + " against " +
              std::to_string(*b.initiative);
      return who + " is as near, but " + focus + " acts first (" + why +
             "), and the first to act decides last" +
             (p_.proximity_in_focus ? "" : " (this rule set skips proximity)");
    }
    default:
      return who + " ranks lower by the focus rules";
  }
}

// Step 2: the focus and the focus rule that decided it.
void Story::focus() {
  std::vector<const FocusRow*> in;  // reachable candidates
  for (const FocusRow& r : d_.ranking)
    if (r.candidate && r.reachable) in.push_back(&r);
  const FocusRow* f = row_of(d_.focuses.front());
  if (f == nullptr) return;
  if (in.size() == 1) {
    say(me_ + " focuses on " + id(f->figure) + ", the only enemy it can reach and attack");
    return;
  }
  std::vector<std::string> clauses;
  for (const FocusRow* r : in)
    if (r->dropped_at > 0) clauses.push_back(focus_clause(*f, *r));
  if (d_.players_choose_focus()) {
    say(listed(ids(d_.focuses)) + " tie on every focus rule (negative hexes, path" +
        (p_.proximity_in_focus ? ", proximity" : "") + ", initiative), so the players choose " +
        me_ + "'s focus among them" + (clauses.empty() ? "" : "; " + listed(clauses, "; ")));
    return;
  }
  say(me_ + " focuses on " + id(f->figure) + (clauses.empty() ? "" : ": ") + listed(clauses, "; "));
}

// The negative hexes on the monster's cheapest way to `e`, named: "a trap", "2 traps and
// hazardous terrain". A jump or a teleport pays only where it lands.
std::string Story::negatives_on_the_way(CellIndex e, int negatives) {
  std::vector<CellIndex> entered{e};
  if (!teleport_ && !jumping_) {
    ensure_travel();
    entered.clear();
    for (CellIndex c = e; c != kNoCell && c != start_; c = travel_->predecessor(c))
      entered.push_back(c);
  }
  int traps = 0, hazards = 0;
  for (CellIndex c : entered) {
    traps += b_.terrain(c) == Terrain::Trap ? 1 : 0;
    hazards += b_.terrain(c) == Terrain::Hazardous ? 1 : 0;
  }
  if (traps + hazards != negatives)  // another way of equal cost: say the number
    return count(negatives, "negative hex", "negative hexes");
  std::vector<std::string> parts;
  if (traps > 0) parts.push_back(traps == 1 ? "a trap" : std::to_string(traps) + " traps");
  if (hazards > 0)
    parts.push_back(hazards == 1 ? "hazardous terrain"
                                 : std::to_string(hazards) + " hexes of hazardous terrain");
  return listed(parts);
}

// The candidates a single-hex attack reaches from `e`: adjacent around thin walls for
// melee, else within range counted around walls and in sight. Empty when not worked out
// (an area of effect, a large map, many candidates).
std::vector<FigureIndex> Story::attackable(CellIndex e) {
  std::vector<FigureIndex> out;
  if (aoe_ || b_.size() > kNamingCells || cands_.size() > kNamingCandidates) return out;
  const int reach = std::max(range_, 1);
  if (!around_) around_.emplace(b_.size());
  if (!sight_) sight_.emplace(b_, p_.sight);
  const pathing::OpenModel open(b_);
  pathing::search_bfs_direct(pathing::ForwardGraph<pathing::OpenModel>{&open}, &e, &e + 1, *around_,
                             pathing::NeverStop{}, reach);
  for (FigureIndex c : cands_) {
    const CellIndex at = cell_of(c);
    if (!around_->reached(at) || around_->depth(at) > reach) continue;
    if (range_ > 0 && !sight_->visible(e, at)) continue;
    out.push_back(c);
  }
  return out;
}

// The most targets an attack from h can have with the focus among them. Step 3 counts them
// only for the hexes it weighs past the negative-hex and this-turn rules; for the others
// (the alternatives a player asks about first) they are counted here.
int Story::targets_of(const Step3Record& rec, const Step3Hex& h) {
  if (h.targets > 0) return h.targets;
  if (h.stage != Step3Stage::MoreNegative && h.stage != Step3Stage::NotThisTurn) return h.targets;
  if (targets_ <= 1 || aoe_) return 1;  // every hex step 3 weighs attacks the focus
  const std::vector<FigureIndex> can = attackable(h.cell);
  if (std::find(can.begin(), can.end(), rec.focus) == can.end()) return 1;
  return std::min(static_cast<int>(can.size()), targets_);
}

// "both C1 and C2", "C1, C2 and C3", or "3 targets" when they are not worked out.
std::string Story::targets_from(const Step3Record& rec, const Step3Hex& h) {
  std::vector<FigureIndex> can = attackable(h.cell);
  const auto focus_at = std::find(can.begin(), can.end(), rec.focus);
  const int targets = targets_of(rec, h);
  if (focus_at != can.end() && static_cast<int>(can.size()) <= targets_ &&
      static_cast<int>(can.size()) == targets) {
    std::rotate(can.begin(), focus_at, focus_at + 1);  // the focus first
    const auto names = ids(can);
    return (names.size() == 2 ? "both " : "") + listed(names);
  }
  return count(targets, "target", "targets");
}

std::optional<std::string> Story::alternative(const Step3Record& rec, const Step3Hex& h,
                                              Rule advantage) {
  const Step3Stage stage = h.stage == Step3Stage::NoChosenGroup ? h.group_stage : h.stage;
  const Rule lost = rule_of(stage);
  if (rule_order(lost, p_) >= rule_order(advantage, p_)) return std::nullopt;
  const std::string focus = id(rec.focus);
  std::string could;
  if (advantage == Rule::MoreTargets) {
    could = me_ + " could attack " + targets_from(rec, h) + " from " + hex(h.cell);
  } else if (h.cost.length == 0) {
    could = me_ + " could attack " + focus + " without moving, from " + hex(h.cell);
  } else {
    could = me_ + " could stop sooner, at " + hex(h.cell) + " after " +
            count(h.cost.length, "movement point", "movement points");
  }
  std::string but;
  switch (stage) {
    case Step3Stage::MoreNegative:
      but = "the way there crosses " + negatives_on_the_way(h.cell, h.cost.negatives);
      break;
    case Step3Stage::NotThisTurn:
      but = "it cannot get there this turn (" +
            count(h.cost.length, "movement point", "movement points") + "; it has " +
            std::to_string(move_) + ")";
      break;
    case Step3Stage::FocusDisadvantage:
    case Step3Stage::FocusOnlyDisadvantage:
      but = "there it would attack " + focus + " at disadvantage";
      break;
    case Step3Stage::FewerTargets:
      but = "from there it attacks " + count(targets_of(rec, h), "target", "targets") +
            " where the options attack " + std::to_string(rec.group_targets);
      break;
    case Step3Stage::MoreDisadvantaged:
    case Step3Stage::DestinationDisadvantage:
      but = "more of its targets would be at disadvantage there";
      break;
    case Step3Stage::LowerRanks:
      but = "the targets it adds there rank lower by the focus rules";
      break;
    case Step3Stage::LongerPath:
    case Step3Stage::DestinationPath:
    case Step3Stage::FocusOnlyPath:
      but = "it needs " + count(h.cost.length, "movement point", "movement points") +
            " where the options need " + std::to_string(rec.destination_path);
      break;
    default:
      but = "none of its attacks has the chosen targets";
      break;
  }
  return could + ", but " + but + "; " + rule_words(lost) + " comes before " +
         gain_words(advantage);
}

// The alternatives a player asks about first: a hex with more targets, and one that needs
// less movement, each the nearest of its kind, told when a rule set it apart.
void Story::alternatives(const Step3Record& rec) {
  const Step3Hex* more = nullptr;
  const Step3Hex* sooner = nullptr;
  for (const Step3Hex& h : rec.hexes) {
    if (h.stage == Step3Stage::Chosen) continue;
    const int targets = targets_of(rec, h);
    if (targets > rec.group_targets && (!more || h.cost < more->cost)) more = &h;
    if (rec.now && h.now && h.cost.length < rec.destination_path && targets >= rec.group_targets &&
        (!sooner || h.cost < sooner->cost))
      sooner = &h;
  }
  if (more)
    if (auto t = alternative(rec, *more, Rule::MoreTargets)) say(*t);
  if (sooner)
    if (auto t = alternative(rec, *sooner, Rule::LessMovement)) say(*t);
}

// Step 3: where it ends its move and what it attacks, for one focus.
void Story::movement(const Step3Record& rec, bool weighed) {
  std::vector<const Option*> opts;
  for (const auto& o : d_.options)
    if (o.focus == rec.focus) opts.push_back(&o);
  if (opts.empty()) return;
  const std::string focus = id(rec.focus);
  const auto moves = [&](const Option& o) {
    const int steps = static_cast<int>(o.path.size()) - 1;
    return o.destination == start_
               ? me_ + " stays on " + hex(o.destination)
               : me_ + " moves " + count(steps, "hex", "hexes") + " to " + hex(o.destination);
  };
  const auto attack = [&](const Option& o) {
    if (o.attack.targets.empty()) return std::string("attacks no one");
    std::string t = "attacks " + listed(ids(o.attack.targets));
    if (!o.attack.disadvantaged.empty())
      t += " (" + listed(ids(o.attack.disadvantaged)) + " at disadvantage)";
    return t;
  };
  if (weighed && !rec.now) {
    std::vector<std::string> aims;
    for (const Step3Hex& h : rec.hexes)
      if (h.stage == Step3Stage::Chosen) aims.push_back(hex(h.cell));
    std::string sentence = focus + " is out of reach this turn, so " + me_ +
                           " moves as close as it can to attacking it";
    if (!aims.empty()) sentence += " from " + listed(aims, " or ");
    say(sentence);
  }
  bool same = true;
  for (const auto* o : opts) same = same && o->attack.targets == opts.front()->attack.targets;
  if (opts.size() == 1) {
    say(moves(*opts.front()) + " and " + attack(*opts.front()));
  } else if (same) {
    std::vector<std::string> where;
    for (const auto* o : opts) where.push_back(hex(o->destination));
    say(me_ + " " + attack(*opts.front()) + " from " + listed(where, " or ") +
        ": the rules rank these hexes equal, so the players choose");
  } else {
    std::vector<std::string> each;
    for (const auto* o : opts) {
      const auto number = o - d_.options.data() + 1;  // as the options are listed
      each.push_back("option " + std::to_string(number) + " " + hex(o->destination) + " " +
                     attack(*o));
    }
    say("the rules rank " + std::to_string(opts.size()) +
        " options equal, so the players choose: " + listed(each, "; or "));
  }
  if (weighed && rec.now && attacks_) alternatives(rec);
}

std::vector<std::string> Story::tell() {
  if (d_.actor == kNoFigure) return {"No figure acts."};
  setup();
  if (!first_checks()) return out_;
  focus();
  for (FigureIndex f : d_.focuses) {
    const Step3Record* found = nullptr;
    for (const Step3Record& rec : d_.step3)
      if (rec.focus == f) found = &rec;
    if (found) {
      movement(*found, true);
    } else {
      Step3Record bare;
      bare.focus = f;
      movement(bare, false);
    }
  }
  return out_;
}

}  // namespace

std::vector<std::string> decision_story(const Scenario& s, const pathing::Board& b,
                                        const Decision& d) {
  return Story(s, b, d).tell();
}

int movement_points(const Scenario& s, const pathing::Board& b, const Decision& d,
                    const Option& o) {
  if (o.path.size() <= 1) return 0;
  const Turn& t = s.turn;
  const auto p = profile_for(d.rules);
  const CellIndex start = o.path.front();
  if (t.movement == Movement::Teleport) return b.distance(start, o.destination);
  const bool flying = t.movement == Movement::Flying || t.flying;
  const int steps = static_cast<int>(o.path.size()) - 1;
  if (flying) return steps;
  if (t.movement == Movement::Jump)
    return steps + (p.jump_pays_last_difficult && b.terrain(o.destination) == Terrain::Difficult);
  // Walking: each hex entered costs 1, difficult terrain 2.
  bool icy = false;
  int points = 0;
  for (std::size_t i = 1; i < o.path.size(); ++i) {
    icy = icy || b.terrain(o.path[i]) == Terrain::Icy;
    points += b.terrain(o.path[i]) == Terrain::Difficult ? 2 : 1;
  }
  if (!icy || !p.icy_slides) return points;
  // Over ice the figure slides for free: the cost of the cheapest way, as the turn searched
  // it (the option's path is one of those ways).
  Story story(s, b, d);
  return story.walking_cost(o.destination);
}

std::string condition_list(const Figure& f) {
  std::string out;
  for (int c = 0; c < static_cast<int>(Condition::Count); ++c) {
    if (!f.has(static_cast<Condition>(c))) continue;
    out += (out.empty() ? "" : ", ") + std::string(condition_name(static_cast<Condition>(c)));
  }
  return out;
}

}  // namespace arbiter::gloomhaven::report
