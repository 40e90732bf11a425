// Walking every combination of the players' choices in a round (RoundBranches): each path is
// played by the rules' own code (round.cpp and the files it names), resumed from a snapshot of
// the round taken before the unit's turn where the path first differs from the one it branches
// from.
#include <algorithm>
#include <memory>
#include <sstream>

#include "solver/gloomhaven/round.hpp"
#include "solver/gloomhaven/round_player.hpp"

namespace arbiter::gloomhaven {
namespace round_detail {

RoundPlayer::RoundPlayer(const RoundPlayer& from, const RoundRequest& q)
    : r_(from.r_),
      p_(from.p_),
      q_(q),
      ws_(from.ws_),
      pos_(from.pos_),
      units_(from.units_),
      types_(from.types_),
      door_open_(from.door_open_),
      money_(from.money_),
      elements_(from.elements_),
      hazard_damage_(from.hazard_damage_),
      next_draw_(from.next_draw_),
      deck_(from.deck_),
      full_deck_(from.full_deck_),
      met_keys_(from.met_keys_),
      pending_infusions_(from.pending_infusions_),
      schedule_(from.schedule_),
      cursor_(from.cursor_),
      killed_rule_done_(from.killed_rule_done_),
      inactive_now_(from.inactive_now_),
      inactive_ended_(from.inactive_ended_) {
  // Between two units' turns no decision is pending (decision_map_, revealed_) and the
  // board, sight and proximity are caches rebuilt from pos_ when asked.
  for (const auto& x : from.live_) live_.push_back(std::make_unique<Live>(*x));
  out_.rules = from.out_.rules;
  out_.start = from.out_.start;
  out_.summoned = from.out_.summoned;
  out_.looted = from.out_.looted;
  out_.notes = from.out_.notes;
}

RoundOutcome RoundPlayer::resume(const RoundSnapshot& s, const RoundOutcome& prefix,
                                 const RoundRequest& q, RoundSnapshots* capture) {
  RoundPlayer player(*s.state, q);
  player.out_.timeline.assign(prefix.timeline.begin(),
                              prefix.timeline.begin() + static_cast<std::ptrdiff_t>(s.timeline));
  player.out_.choices.assign(prefix.choices.begin(),
                             prefix.choices.begin() + static_cast<std::ptrdiff_t>(s.choices));
  player.capture = capture;
  return player.run(s.cursor);
}

}  // namespace round_detail

std::string end_summary(const LoadedRound& r, const RoundOutcome& o) {
  std::ostringstream s;
  const auto hex = [&](Coord c) {
    return scenario::hex_text(r.position.coordinates.from_axial(c));
  };
  for (const FigureEnd& f : o.end) {
    s << f.id << ": ";
    if (f.removed) {
      s << "removed\n";
      continue;
    }
    s << hex(f.hex);
    if (f.hp) s << " " << *f.hp << " hp";
    for (int k = 0; k < static_cast<int>(Condition::Count); ++k)
      if (f.conditions & bit(static_cast<Condition>(k)))
        s << " " << condition_name(static_cast<Condition>(k));
    s << "\n";
  }
  s << "money:";
  auto money = o.money;
  std::sort(money.begin(), money.end(),
            [](Coord a, Coord b) { return a.q != b.q ? a.q < b.q : a.r < b.r; });
  for (Coord c : money) s << " " << hex(c);
  s << "\nlooted:";
  for (const auto& [id, n] : o.looted) s << " " << id << " " << n;
  s << "\nelements:";
  for (int e = 0; e < kElementCount; ++e)
    if (o.elements[static_cast<std::size_t>(e)] != ElementState::Inert)
      s << " " << element_name(static_cast<Element>(e)) << " "
        << element_state_name(o.elements[static_cast<std::size_t>(e)]);
  s << "\n";
  return s.str();
}

RoundBranches enumerate_branches(const LoadedRound& r, const RuleProfile& profile,
                                 std::size_t max_paths, TurnWorkspace& ws) {
  RoundBranches out;
  std::map<std::string, std::size_t> board_index;
  // Depth-first over the choice points in the order they are met: a path fixes the options
  // of the first d points, and the next point's options are each tried in turn. Every path
  // is played by the rules' own code: option 1 is what an unforced point takes, so a path's
  // first child is exactly the round its parent played (reused as it is); any other child
  // resumes from the parent's snapshot at the start of the unit whose turn met the point
  // (the round before it is the parent's), or plays from the start when the point comes
  // before any unit acts (the order of tied units).
  struct Played {
    RoundOutcome outcome;
    round_detail::RoundSnapshots snapshots;  // before each unit's turn, in order
  };
  struct Frame {
    std::map<std::string, int> forced;
    std::shared_ptr<const Played> played;  // this path's round, when already played
    std::shared_ptr<const Played> parent;  // else: the round to resume from
    std::size_t point = 0;                 // the parent's choice point this path changes
  };
  std::vector<Frame> stack(1);
  while (!stack.empty()) {
    Frame fr = std::move(stack.back());
    stack.pop_back();
    std::shared_ptr<const Played> played = std::move(fr.played);
    if (!played) {
      RoundRequest q;
      q.choose = fr.forced;
      q.strict_keys = false;
      auto p = std::make_shared<Played>();
      // The latest snapshot before the changed point.
      const round_detail::RoundSnapshots* from = fr.parent ? &fr.parent->snapshots : nullptr;
      std::size_t s = 0;
      while (from && s < from->size() && (*from)[s]->choices <= fr.point) ++s;
      if (s == 0) {
        round_detail::RoundPlayer player(r, profile, q, ws);
        player.capture = &p->snapshots;
        p->outcome = player.play();
      } else {
        // The snapshots before the resumed one are this path's too.
        p->snapshots.assign(from->begin(), from->begin() + static_cast<std::ptrdiff_t>(s - 1));
        p->outcome = round_detail::RoundPlayer::resume(*(*from)[s - 1], fr.parent->outcome, q,
                                                       &p->snapshots);
      }
      ++out.plays;
      played = std::move(p);
    }
    const RoundOutcome& o = played->outcome;
    // The first choice point past the forced ones, with more than one option.
    std::size_t next = o.choices.size();
    for (std::size_t i = 0; i < o.choices.size(); ++i) {
      if (fr.forced.count(o.choices[i].key)) continue;
      if (o.choices[i].alternatives.size() > 1) {
        next = i;
        break;
      }
    }
    if (next == o.choices.size()) {
      if (out.paths >= max_paths) {
        out.bound_hit = true;
        break;
      }
      ++out.paths;
      const std::string summary = end_summary(r, o);
      const auto [it, fresh] = board_index.emplace(summary, out.boards.size());
      if (fresh) {
        RoundBranches::EndBoard b;
        b.summary = summary;
        for (const RoundChoice& c : o.choices)
          if (c.alternatives.size() > 1) b.first_choices[c.key] = c.chosen + 1;
        out.boards.push_back(std::move(b));
      }
      ++out.boards[it->second].paths;
      continue;
    }
    const RoundChoice& c = o.choices[next];
    // Pushed last-first so that option 1 is walked first.
    for (std::size_t k = c.alternatives.size(); k-- > 0;) {
      Frame child{fr.forced, k == 0 ? played : nullptr, k == 0 ? nullptr : played, next};
      child.forced[c.key] = static_cast<int>(k + 1);
      stack.push_back(std::move(child));
    }
  }
  return out;
}

}  // namespace arbiter::gloomhaven
