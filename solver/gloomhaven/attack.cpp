// What the acting monster can attack from a hex: range counted around walls, line of
// sight (cached per pair for the turn), and the placements of an area of effect.
#include <algorithm>
#include <bit>
#include <unordered_set>

#include "pathing/flood.hpp"
#include "solver/gloomhaven/turn_solver.hpp"

namespace arbiter::gloomhaven::detail {
namespace {

// True when c touches e across an edge without a thin wall: a melee attack reaches it
// whatever the corners around (a monster in a one-hex corridor still attacks along it).
bool open_neighbours(const pathing::Board& b, CellIndex e, CellIndex c) {
  for (int d = 0; d < b.directions(); ++d) {
    const auto dir = static_cast<Direction>(d);
    if (b.neighbour(e, dir) == c) return b.open_edge(e, dir);
  }
  return false;
}

}  // namespace

void TurnSolver::prepare_attack_geometry() {
  // Range is counted in hexes around walls (proximity), never through them.
  if (in_range_.size() < cands_.size()) in_range_.resize(cands_.size());
  for (std::size_t k = 0; k < cands_.size(); ++k) in_range_[k].clear();
  // Far enough for every target an attack can have: range, plus the pattern's span for AoE.
  const int reach = std::max(range_, 1) + (aoe_ ? 2 * aoe_span_ + 1 : 0);
  pathing::OpenModel open(b_);
  pathing::DepthResult& bfs = ws_.around;  // borrowed: attacks_from uses it later
  const std::size_t n = b_.size();
  const bool flat = cands_.size() * n <= kFlatProximity && reach < 0xFFFF;
  // The searches reach a few cells around each candidate: the kept table is cleared where
  // the last turn wrote and read back where this turn's searches reached (rather than
  // zeroed whole and read cell by cell: two passes over candidates x cells, for a few dozen
  // entries).
  const bool by_touched = flat;
  std::uint16_t* table = nullptr;
  std::vector<std::uint32_t>& set = ws_.prox_set;
  std::vector<CellIndex>& cells = ws_.prox_cells;
  if (by_touched) {
    std::vector<std::uint16_t>& kept = ws_.prox_table;
    for (std::uint32_t i : set) kept[i] = 0;
    set.clear();
    cells.clear();
    if (kept.size() < cands_.size() * n) kept.resize(cands_.size() * n);  // new entries zero
    table = kept.data();
  }
  prox_ = table;
  for (std::size_t k = 0; k < cands_.size(); ++k) {
    pathing::search_bfs_within(pathing::ForwardGraph<pathing::OpenModel>{&open}, cell_of(cands_[k]),
                               reach, bfs);
    if (by_touched) {
      for (CellIndex c : bfs.reached_cells()) {
        const std::size_t i = k * n + c;
        set.push_back(static_cast<std::uint32_t>(i));  // before the write: cleared next turn
        table[i] = static_cast<std::uint16_t>(bfs.depth(c) + 1);
        cells.push_back(c);
      }
      continue;
    }
    auto& list = in_range_[k];
    for (CellIndex c : bfs.reached_cells()) {
      list.push_back({c, bfs.depth(c)});
      near_.push_back({c, k});
    }
    std::sort(list.begin(), list.end());
  }
  if (by_touched) {
    // The cells reached, in order, each once: the lists come out as from the whole table.
    // A bit per cell rather than a sort (a range of 20 reaches a thousand cells around each
    // candidate), its words read between the least and the greatest cell reached.
    std::vector<std::uint64_t>& bits = ws_.prox_bits;  // all zero between uses
    if (bits.size() < (n + 63) / 64) bits.assign((n + 63) / 64, 0);
    CellIndex least = pathing::kNoCell, most = 0;
    for (CellIndex c : cells) {
      bits[c / 64] |= std::uint64_t{1} << (c % 64);
      least = std::min(least, c);
      most = std::max(most, c);
    }
    cells.clear();
    if (least <= most) {
      for (std::size_t w = least / 64; w <= most / 64; ++w) {
        for (std::uint64_t word = bits[w]; word != 0; word &= word - 1)
          cells.push_back(static_cast<CellIndex>(w * 64 + std::countr_zero(word)));
        bits[w] = 0;
      }
    }
    for (CellIndex c : cells) {
      for (std::size_t k = 0; k < cands_.size(); ++k) {
        const std::uint16_t v = table[k * n + c];
        if (v == 0) continue;
        in_range_[k].push_back({c, static_cast<int>(v) - 1});
        near_.push_back({c, k});
      }
    }
  } else {
    std::sort(near_.begin(), near_.end());
  }
  bfs.reset();
}

int TurnSolver::proximity_between(std::size_t cand, CellIndex e) const {
  if (prox_) return static_cast<int>(prox_[cand * b_.size() + e]) - 1;
  const auto& list = in_range_[cand];
  auto it = std::lower_bound(list.begin(), list.end(), std::pair<CellIndex, int>{e, -1});
  if (it == list.end() || it->first != e) return -1;
  return it->second;
}

bool TurnSolver::single_hits(CellIndex e, std::size_t cand) {
  const int dist = proximity_between(cand, e);
  if (dist < 1) return false;  // not in range (or the same hex)
  if (range_ == 0) return dist == 1;
  return dist <= range_ && sees(e, cell_of(cands_[cand]));
}

bool TurnSolver::disadvantaged(CellIndex e, std::size_t cand, bool ranged) const {
  if (!ranged || muddled_) return false;  // muddled: disadvantage everywhere, never avoided
  return proximity_between(cand, e) == 1;
}

// Cells from which candidate `cand` might be hit (a superset; best_plans decides), listed at
// the first call of a turn.
const std::vector<CellIndex>& TurnSolver::hexes_that_may_hit(std::size_t cand) {
  if (may_hit_listed_.size() != cands_.size()) {
    may_hit_listed_.assign(cands_.size(), 0);
    if (may_hit_.size() < cands_.size()) may_hit_.resize(cands_.size());
  }
  std::vector<CellIndex>& out = may_hit_[cand];
  if (may_hit_listed_[cand]) return out;
  may_hit_listed_[cand] = 1;
  out.clear();  // an earlier turn's list
  if (!aoe_) {
    for (const auto& [c, dist] : in_range_[cand]) {
      if (dist >= 1 && (range_ == 0 ? dist == 1 : dist <= range_)) out.push_back(c);
    }
    return out;
  }
  const Coord target = figs_[static_cast<std::size_t>(cands_[cand])].hex;
  const int radius = aoe_->melee ? aoe_span_ : range_ + 2 * aoe_span_;
  // The hexes an area reaches the candidate from, and with room for more targets those of
  // its single-target attack (in_range_ lists every hex with a proximity, the small boards'
  // table too), collected, then sorted and made unique (a set per call cost a node per
  // cell; a pass over every cell of a small board cost a tenth of an area turn).
  if (targets_ > 1) {
    for (const auto& [c, dist] : in_range_[cand])
      if (dist >= 1 && (range_ == 0 ? dist == 1 : dist <= range_)) out.push_back(c);
  }
  for (int dq = -radius; dq <= radius; ++dq) {
    for (int dr = -radius; dr <= radius; ++dr) {
      const Coord c{target.q + dq, target.r + dr};
      if (pathing::hex_distance(c, target) > radius) continue;
      if (auto cell = b_.find(c)) out.push_back(*cell);
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

void TurnSolver::add_area(HexAttacks& out, std::span<const std::size_t> hit,
                          std::span<const CellIndex> on_map, std::uint64_t mask) {
  Area& a = out.areas.emplace_back();
  a.hit_first = static_cast<std::uint32_t>(ws_.area_hits.size());
  a.hit_count = static_cast<std::uint32_t>(hit.size());
  a.cell_first = static_cast<std::uint32_t>(ws_.area_cells.size());
  a.cell_count = static_cast<std::uint32_t>(on_map.size());
  a.mask = mask;
  out.areas_mask |= mask;
  ws_.area_hits.insert(ws_.area_hits.end(), hit.begin(), hit.end());
  ws_.area_cells.insert(ws_.area_cells.end(), on_map.begin(), on_map.end());
}

const HexAttacks& TurnSolver::attacks_from(CellIndex e) {
  auto& pool = ws_.attacks;
  if (attack_slot_[e] >= 0) return pool[static_cast<std::size_t>(attack_slot_[e])];
  attack_slot_[e] = static_cast<std::int32_t>(ws_.attacks_used);
  ws_.dirty.push_back(e);
  if (ws_.attacks_used == pool.size()) pool.emplace_back();
  HexAttacks& out = pool[ws_.attacks_used++];
  out.singles.clear();
  out.areas.clear();
  out.singles_mask = out.dis_mask = out.areas_mask = 0;
  single_attacks_from(e, out);
  // Area placements: the candidates each distinct placement hits.
  out.areas.push_back({});  // no area (or an area that hits no one)
  if (!aoe_) return out;
  // Ranged: the hexes within range of e, around walls.
  if (!aoe_->melee) {
    if (use_masks()) {
      ranged_areas_by_masks(e, out);
      return out;
    }
    pathing::OpenModel open(b_);
    pathing::search_bfs_within(pathing::ForwardGraph<pathing::OpenModel>{&open}, e, range_,
                               ws_.around);
  }
  // Placements are many (orientations x pattern hexes x enemies near), distinct hit sets
  // few: each placement is weighed in reused buffers and kept only when its set is new.
  HitSets seen;
  seen_masks_.clear();
  std::vector<Coord>& cells = scratch_pattern_;
  const Coord at = b_.coord(e);
  for (const auto& pattern : aoe_orientations_) {
    if (aoe_->melee) {
      cells.clear();
      for (Coord o : pattern) cells.push_back(at + o);
      consider_placement(e, out, seen);
      continue;
    }
    ranged_placements(e, pattern, out, seen);
  }
  return out;
}

// Single-target attacks possible from e: only candidates with e within their reach.
void TurnSolver::single_attacks_from(CellIndex e, HexAttacks& out) {
  const auto [first, last] =
      std::equal_range(near_.begin(), near_.end(), std::pair<CellIndex, std::size_t>{e, 0},
                       [](const auto& x, const auto& y) { return x.first < y.first; });
  for (auto it = first; it != last; ++it)
    if (single_hits(e, it->second)) out.singles.push_back(it->second);
  if (use_masks())
    for (std::size_t k : out.singles) out.singles_mask |= bit(k);
  note_disadvantage(e, out, out.singles);
}

// Who is attacked at disadvantage depends on the hex alone: noted once for the masks.
void TurnSolver::note_disadvantage(CellIndex e, HexAttacks& out,
                                   const std::vector<std::size_t>& ks) {
  if (!use_masks()) return;
  for (std::size_t k : ks)
    if (disadvantaged(e, k, range_ > 0)) out.dis_mask |= bit(k);
}

// The placement of the area in scratch_pattern_, attacked from e: kept when it hits someone
// and its set of candidates is new.
void TurnSolver::consider_placement(CellIndex e, HexAttacks& out, HitSets& seen) {
  pathing::deadline::poll();
  const bool masks = use_masks();
  std::vector<std::size_t>& hits = scratch_hits_;
  std::vector<CellIndex>& on_map = scratch_cells_;
  hits.clear();
  on_map.clear();
  std::uint64_t mask = 0;
  for (Coord c : scratch_pattern_) {
    auto cell = b_.find(c);
    if (!cell) continue;
    on_map.push_back(*cell);
    const FigureIndex f = figure_at_[*cell];
    if (f == kNoFigure || cand_of_figure_[static_cast<std::size_t>(f)] < 0) continue;
    const bool adjacent_melee = aoe_->melee && open_neighbours(b_, e, *cell);
    if (!adjacent_melee && !sees(e, *cell)) continue;
    const auto k = static_cast<std::size_t>(cand_of_figure_[static_cast<std::size_t>(f)]);
    hits.push_back(k);
    if (masks) mask |= bit(k);
  }
  if (hits.empty()) return;
  if (masks) {
    if (std::find(seen_masks_.begin(), seen_masks_.end(), mask) != seen_masks_.end()) return;
    seen_masks_.push_back(mask);
    std::sort(hits.begin(), hits.end());
  } else {
    std::sort(hits.begin(), hits.end());
    if (!seen.insert(hits).second) return;
  }
  note_disadvantage(e, out, hits);
  add_area(out, hits, on_map, mask);
}

// Place the pattern so that one of its hexes lies on an enemy and one is within range
// (counted around walls, ws_.around; wall and off-map hexes never count; the pattern may
// cover the attacker's own hex, at distance 0); only placements touching an enemy matter.
void TurnSolver::ranged_placements(CellIndex e, const std::vector<Coord>& pattern, HexAttacks& out,
                                   HitSets& seen) {
  const pathing::DepthResult& around = ws_.around;
  std::vector<Coord>& cells = scratch_pattern_;
  const Coord at = b_.coord(e);
  const int radius = range_ + 2 * aoe_span_;
  const auto from = std::lower_bound(cands_by_q_.begin(), cands_by_q_.end(),
                                     std::pair<int, std::size_t>{at.q - radius, 0});
  // A placement covering m enemies is met m times (once from each): weighed the first time
  // only. Translations lie within radius + span of the attacker: a bitmap over that square
  // marks those seen, cleared through the list of marks.
  const int side = 2 * (radius + aoe_span_) + 1;
  placed_.resize(static_cast<std::size_t>(side) * static_cast<std::size_t>(side), 0);
  placed_marks_.clear();
  for (auto it = from; it != cands_by_q_.end() && it->first <= at.q + radius; ++it) {
    const std::size_t k = it->second;
    const Coord target = figs_[static_cast<std::size_t>(cands_[k])].hex;
    if (pathing::hex_distance(at, target) > radius) continue;
    for (std::size_t j = 0; j < pattern.size(); ++j) {
      const Coord shift = target - pattern[j] - at;
      const std::size_t mark =
          static_cast<std::size_t>(shift.q + radius + aoe_span_) * static_cast<std::size_t>(side) +
          static_cast<std::size_t>(shift.r + radius + aoe_span_);
      if (placed_[mark]) continue;
      placed_[mark] = 1;
      placed_marks_.push_back(mark);
      cells.clear();
      bool in_range = false;
      for (Coord o : pattern) {
        const Coord c = target + o - pattern[j];
        cells.push_back(c);
        if (in_range || pathing::hex_distance(at, c) > range_) continue;
        const auto cell = b_.find(c);
        in_range = cell && around.reached(*cell);
      }
      if (in_range) consider_placement(e, out, seen);
    }
  }
  for (std::size_t mark : placed_marks_) placed_[mark] = 0;
}

void TurnSolver::prepare_placements() {
  const std::size_t kinds = aoe_orientations_.size(), count = cands_.size();
  const std::size_t size = aoe_orientations_.front().size();
  placement_of_.assign(kinds * count * size, 0);
  placements_.clear();
  placement_cells_.clear();
  // Per orientation, each translation once: (translation, slot) sorted by translation.
  std::vector<std::pair<std::uint64_t, std::size_t>> shifts;
  for (std::size_t o = 0; o < kinds; ++o) {
    const auto& pattern = aoe_orientations_[o];
    shifts.clear();
    for (std::size_t k = 0; k < count; ++k) {
      const Coord target = figs_[static_cast<std::size_t>(cands_[k])].hex;
      for (std::size_t j = 0; j < size; ++j) {
        const Coord shift = target - pattern[j];
        const std::uint64_t key =
            (static_cast<std::uint64_t>(static_cast<std::uint32_t>(shift.q)) << 32) |
            static_cast<std::uint32_t>(shift.r);
        shifts.push_back({key, (o * count + k) * size + j});
      }
    }
    std::sort(shifts.begin(), shifts.end());
    for (std::size_t i = 0; i < shifts.size(); ++i) {
      if (i == 0 || shifts[i].first != shifts[i - 1].first) {
        const std::size_t slot = shifts[i].second;
        const std::size_t k = slot / size % count, j = slot % size;
        const Coord shift = figs_[static_cast<std::size_t>(cands_[k])].hex - pattern[j];
        Placement p;
        p.first = static_cast<std::uint32_t>(placement_cells_.size());
        for (Coord off : pattern) {
          const auto cell = b_.find(shift + off);
          if (!cell) continue;
          placement_cells_.push_back(*cell);
          const FigureIndex f = figure_at_[*cell];
          if (f != kNoFigure && cand_of_figure_[static_cast<std::size_t>(f)] >= 0)
            p.mask |= bit(static_cast<std::size_t>(cand_of_figure_[static_cast<std::size_t>(f)]));
        }
        p.count = static_cast<std::uint32_t>(placement_cells_.size()) - p.first;
        placements_.push_back(p);
      }
      placement_of_[shifts[i].second] = static_cast<std::uint32_t>(placements_.size() - 1);
    }
  }
  // The order attacks_from weighs them in: per orientation, the candidates by q, the pattern
  // hexes anchored on each, each placement at its first appearance. A placement within range
  // of a hex has all its anchors within range + 2 spans of it, so restricting the candidates
  // to those near the hex (as placing hex by hex does) keeps this order.
  hit_slots_.assign(std::bit_ceil(2 * placements_.size() + 2), 0);
  hit_stamps_.assign(hit_slots_.size(), 0);
  hit_stamp_ = 0;
  placement_order_.clear();
  std::vector<char> listed(placements_.size(), 0);
  for (std::size_t o = 0; o < kinds; ++o)
    for (const auto& [q, k] : cands_by_q_)
      for (std::size_t j = 0; j < size; ++j) {
        const std::uint32_t id = placement_of_[(o * count + k) * size + j];
        if (listed[id]) continue;
        listed[id] = 1;
        placement_order_.push_back(id);
      }
  if (const pathing::BitBoard* bits = bit_board()) {
    const std::size_t words = bits->words();
    placement_bits_.assign(placements_.size() * words, 0);
    for (std::size_t id = 0; id < placements_.size(); ++id)
      for (std::uint32_t c = 0; c < placements_[id].count; ++c)
        bits->add(placement_bits_.data() + id * words, placement_cells_[placements_[id].first + c]);
  }
}

const pathing::BitBoard* TurnSolver::bit_board() {
  if (!bits_tried_) {
    bits_tried_ = true;
    // A box holds at least the board's cells: larger boards are told without fits()'s pass
    // over every cell, which every area turn on them paid.
    if (b_.size() <= pathing::BitBoard::kMaxBits && pathing::BitBoard::fits(b_)) bits_.emplace(b_);
  }
  return bits_ ? &*bits_ : nullptr;
}

// attacks_from's ranged placements on masks: the same placements in the same order (per
// orientation, the candidates by q, the pattern hexes anchored on each; a translation
// weighed once), read from the turn's list instead of placed hex by hex.
void TurnSolver::ranged_areas_by_masks(CellIndex e, HexAttacks& out) {
  if (placement_of_.empty()) prepare_placements();
  // The hexes within range of e, around walls: a flood on bit sets on small boards.
  const pathing::BitBoard* bits = bit_board();
  const pathing::DepthResult& around = ws_.around;
  const std::size_t words = bits ? bits->words() : 0;
  if (bits) {
    around_bits_.assign(words, 0);
    bits->add(around_bits_.data(), e);
    bits->flood(around_bits_.data(), range_);
  } else {
    pathing::OpenModel open(b_);
    pathing::search_bfs_within(pathing::ForwardGraph<pathing::OpenModel>{&open}, e, range_,
                               ws_.around);
  }
  std::uint64_t seen = 0, known = 0;  // candidates e sees, among those asked
  // The hit sets met so far at e, in a small open-addressing table stamped per hex.
  if (++hit_stamp_ == 0) {
    std::fill(hit_stamps_.begin(), hit_stamps_.end(), 0);
    hit_stamp_ = 1;
  }
  const std::size_t slots = hit_slots_.size();
  auto first_time = [&](std::uint64_t m) {
    std::size_t h = static_cast<std::size_t>((m * 0x9E3779B97F4A7C15ULL) >> 40) & (slots - 1);
    for (; hit_stamps_[h] == hit_stamp_; h = (h + 1) & (slots - 1))
      if (hit_slots_[h] == m) return false;
    hit_stamps_[h] = hit_stamp_;
    hit_slots_[h] = m;
    return true;
  };
  for (const std::uint32_t id : placement_order_) {
    const Placement& p = placements_[id];
    const CellIndex* cells = placement_cells_.data() + p.first;
    bool in_range = false;
    if (bits) {
      const std::uint64_t* mine = placement_bits_.data() + id * words;
      for (std::size_t w = 0; w < words && !in_range; ++w)
        in_range = (mine[w] & around_bits_[w]) != 0;
    } else {
      for (std::uint32_t c = 0; c < p.count && !in_range; ++c) in_range = around.reached(cells[c]);
    }
    if (!in_range) continue;
    pathing::deadline::poll();
    for (std::uint64_t ask = p.mask & ~known; ask != 0; ask &= ask - 1) {
      const auto kk = static_cast<std::size_t>(std::countr_zero(ask));
      if (sees(e, cell_of(cands_[kk]))) seen |= bit(kk);
    }
    known |= p.mask;
    const std::uint64_t mask = p.mask & seen;
    if (mask == 0 || !first_time(mask)) continue;
    std::vector<std::size_t>& hit = scratch_hits_;
    hit.clear();
    for (std::uint64_t m = mask; m != 0; m &= m - 1)
      hit.push_back(static_cast<std::size_t>(std::countr_zero(m)));
    add_area(out, hit, {cells, p.count}, mask);
    for (std::size_t kk : hit)
      if (disadvantaged(e, kk, range_ > 0)) out.dis_mask |= bit(kk);
  }
}

bool TurnSolver::can_attack_one(CellIndex e, std::size_t k) {
  if (attack_slot_[e] >= 0 || !aoe_) return can_attack(e, k);
  const int singles_allowed = targets_ - 1;
  if (singles_allowed >= 1 && single_hits(e, k)) return true;
  const Coord at = b_.coord(e);
  const Coord target = figs_[static_cast<std::size_t>(cands_[k])].hex;
  const CellIndex target_cell = cell_of(cands_[k]);
  if (aoe_->melee) {
    // A fixed placement per orientation: k is hit when one covers it and the attacker
    // reaches it (an open edge, or sight).
    for (const auto& pattern : aoe_orientations_)
      for (Coord o : pattern)
        if (at + o == target) {
          pathing::deadline::poll();
          return open_neighbours(b_, e, target_cell) || sees(e, target_cell);
        }
    return false;
  }
  // Ranged: as attacks_from places patterns, those anchored on k, one of whose hexes is
  // within range of e around walls; k hit when e sees it. Range around walls is symmetric,
  // so the hexes with such a placement in range are found by one search per candidate, from
  // every hex of every placement anchored on it, instead of one search per hex asked.
  if (area_reach_for_ != k) {
    area_reach_for_ = k;
    std::vector<CellIndex>& sources = scratch_cells_;
    sources.clear();
    for (const auto& pattern : aoe_orientations_)
      for (std::size_t j = 0; j < pattern.size(); ++j)
        for (Coord o : pattern)
          if (const auto cell = b_.find(target + o - pattern[j])) sources.push_back(*cell);
    std::sort(sources.begin(), sources.end());
    sources.erase(std::unique(sources.begin(), sources.end()), sources.end());
    if (const pathing::BitBoard* bits = bit_board()) {
      area_reach_.assign(bits->words(), 0);
      for (CellIndex c : sources) bits->add(area_reach_.data(), c);
      bits->flood(area_reach_.data(), range_);
    } else {
      pathing::DepthResult& around = ws_.around;
      pathing::OpenModel open(b_);
      pathing::search_bfs_direct(pathing::ForwardGraph<pathing::OpenModel>{&open}, sources.begin(),
                                 sources.end(), around, pathing::NeverStop{}, range_);
      area_reach_.assign((b_.size() + 63) / 64, 0);
      for (CellIndex c : around.reached_cells())
        area_reach_[c / 64] |= std::uint64_t{1} << (c % 64);
    }
  }
  pathing::deadline::poll();
  const pathing::BitBoard* bits = bit_board();
  const bool reached =
      bits ? bits->has(area_reach_.data(), e) : (area_reach_[e / 64] >> (e % 64) & 1) != 0;
  return reached && sees(e, target_cell);
}

bool TurnSolver::sees(CellIndex a, CellIndex b) {
  return sight_.sees(a, b);
}

}  // namespace arbiter::gloomhaven::detail
