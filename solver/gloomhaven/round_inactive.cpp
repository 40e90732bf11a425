// A scenario rule's inactive monsters (monster_types.<type>.inactive), as the scenario book
// says of them: they "do not activate and are unaffected by all abilities" (scenario 61's
// lighthouse; a solo scenario's dormant monsters). The rule's triggers are the round file's
// own, each one required when given:
// 1. `rounds`: the rounds it holds in (decided as the file is read, round.number's).
// 2. `doors`: from the moment one of them opens (a character's move or a map.rules reveal),
//    after the room's monsters and the spawns waiting for it are placed; all closed as the
//    round starts.
// 3. `present`: while a figure it names is on the board.
// 4. `killed`: until the last figure it names on the board is killed; a round that starts
//    with none it names on the board plays the type as active (the rule ended as they died).
// The state is decided as the round starts (after its start's spawns and rules) and again
// as a door opens and as a figure is killed. A type inactive as the round starts has no
// place in the order: active again later in the round, it acts from the next round on. A type
// made inactive before its turn takes none; active again before it, it takes it.
#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven::round_detail {

namespace {

// How the notes name the rule: its name and its triggers.
std::string rule_text(const std::string& type, const MonsterType& t, const std::string& doors) {
  std::string s =
      type + " (" + (t.inactive_name.empty() ? "a scenario rule" : t.inactive_name) + ", inactive";
  std::vector<std::string> when;
  if (t.inactive_rounds != "true") when.push_back("in the rounds where " + t.inactive_rounds);
  if (!t.inactive_doors.empty()) when.push_back("from the moment " + doors + " opens");
  if (!t.inactive_present.empty())
    when.push_back("while " + t.inactive_present + " is on the board");
  if (!t.inactive_killed.empty())
    when.push_back("until the last " + t.inactive_killed + " is killed");
  for (std::size_t i = 0; i < when.size(); ++i) s += (i == 0 ? " " : ", ") + when[i];
  return s + ")";
}

}  // namespace

bool RoundPlayer::inactive(const Live& x) const {
  if (inactive_now_.empty() || x.f.kind != Kind::Monster || !x.f.type) return false;
  return inactive_now_.count(*x.f.type) != 0;
}

bool RoundPlayer::inactive_holds(const MonsterType& t) const {
  if (!t.inactive || inactive_ended_.count(t.name)) return false;
  const bool opened =
      t.inactive_doors.empty() || std::any_of(t.inactive_doors.begin(), t.inactive_doors.end(),
                                              [&](std::size_t d) { return door_open_[d]; });
  return opened && (t.inactive_present.empty() || any_named(t.inactive_present));
}

void RoundPlayer::update_inactive(ActionRecord* rec) {
  for (const auto& entry : r_.round.types) {
    // A named reference, not a structured binding: lambdas below capture it (C++20 before
    // P1091 in clang 15 cannot capture a binding).
    const std::string& name = entry.first;
    const auto& t = entry.second;
    if (t.inactive_rounds.empty()) continue;
    if (!t.inactive_killed.empty() && !any_named(t.inactive_killed)) inactive_ended_.insert(name);
    const bool now = inactive_holds(t);
    const bool was = inactive_now_.count(name) != 0;
    if (now == was) continue;
    if (now)
      inactive_now_.insert(name);
    else
      inactive_now_.erase(name);
    if (rec == nullptr) continue;
    const std::string rule = t.inactive_name.empty() ? "a scenario rule" : t.inactive_name;
    // A type inactive as the round started has no unit in the order (build_units).
    const bool placed = std::any_of(units_.begin(), units_.end(),
                                    [&](const Unit& u) { return !u.character && u.key == name; });
    rec->lines.push_back(
        now ? name + " becomes inactive (" + rule +
                  "): it does not activate and is unaffected by all abilities"
        : placed ? name + " is active again (" + rule +
                       "): it takes its turn in its type's place if that is still to come"
                 : name + " is active again (" + rule +
                       "): it had no place in this round's order, and acts from the next round "
                       "on");
  }
}

// One note a type with the rule: whether it is inactive as the round starts, and why.
void RoundPlayer::note_inactive() {
  for (const auto& entry : r_.round.types) {
    // A named reference, not a structured binding: lambdas below capture it (C++20 before
    // P1091 in clang 15 cannot capture a binding).
    const std::string& name = entry.first;
    const auto& t = entry.second;
    if (t.inactive_rounds.empty()) continue;
    std::string door_text = t.inactive_doors.size() > 1 ? "one of the doors at " : "the door at ";
    for (std::size_t k = 0; k < t.inactive_doors.size(); ++k)
      door_text += (k == 0 ? "" : ", ") + hex(r_.round.doors[t.inactive_doors[k]].hex);
    std::string state;
    // Its rounds alone hold for the whole round; a door or a figure may switch it later.
    const bool events =
        !t.inactive_doors.empty() || !t.inactive_present.empty() || !t.inactive_killed.empty();
    if (inactive_now_.count(name)) {
      state = std::string(events ? "inactive as the round starts" : "inactive in this round") +
              ": it does not activate and is unaffected by all abilities (no focus, target, "
              "area or ability on allies takes it); any figure moves through its hex but cannot "
              "end its move there";
    } else if (!t.inactive) {
      state = "active in this round (" + t.inactive_rounds + " is false in round " +
              std::to_string(r_.round.number.value_or(0)) + ")";
    } else if (inactive_ended_.count(name)) {
      state = "active: no " + t.inactive_killed + " is on the board as the round starts";
    } else if (!t.inactive_doors.empty() &&
               std::none_of(t.inactive_doors.begin(), t.inactive_doors.end(),
                            [&](std::size_t d) { return door_open_[d]; })) {
      state = "active as the round starts, until " + door_text + " opens";
    } else {
      state = "active: no figure on the board is " + t.inactive_present;
    }
    out_.notes.push_back(rule_text(name, t, door_text) + ": " + state);
  }
}

}  // namespace arbiter::gloomhaven::round_detail
