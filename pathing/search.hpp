// Breadth-first and lexicographic Dijkstra searches on model graphs, through BGL, writing
// into a reusable workspace. A workspace is sized once per board; each search resets only
// the cells the previous search touched, so a search costs what it explores, not the map.
#pragma once

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/pending/queue.hpp>
#include <cassert>
#include <vector>

#include "pathing/graph.hpp"

namespace arbiter::pathing {

// The results of one search: a cost and a predecessor per cell. Reusable: `search_*`
// functions reset it themselves.
class SearchResult {
 public:
  SearchResult() = default;
  explicit SearchResult(CellIndex cells) { resize(cells); }

  void resize(CellIndex cells) {
    cost_.assign(cells, kUnreachable);
    pred_.assign(cells, kNoCell);
    color_.assign(cells, boost::white_color);
    heap_index_.assign(cells, 0);
    touched_.clear();
  }
  CellIndex size() const { return static_cast<CellIndex>(cost_.size()); }

  StepCost cost(CellIndex c) const {
    assert(c < size());
    return cost_[c];
  }
  bool reached(CellIndex c) const { return cost(c) != kUnreachable; }
  // The previous cell on a cheapest path (kNoCell for a source or an unreached cell).
  CellIndex predecessor(CellIndex c) const {
    assert(c < size());
    return pred_[c];
  }
  // Cells reached by the last search, in the order they were first discovered.
  const std::vector<CellIndex>& reached_cells() const { return touched_; }

  // Forgets the last search. Costs O(cells it touched).
  void reset() {
    for (CellIndex c : touched_) {
      cost_[c] = kUnreachable;
      pred_[c] = kNoCell;
      color_[c] = boost::white_color;
    }
    touched_.clear();
  }

 private:
  template <class G, class It>
  friend void search_dijkstra(const G&, It, It, SearchResult&);
  template <class G, class It>
  friend void search_bfs(const G&, It, It, SearchResult&);
  friend struct TouchRecorder;

  std::vector<StepCost> cost_;
  std::vector<CellIndex> pred_;
  std::vector<boost::default_color_type> color_;
  std::vector<std::size_t> heap_index_;
  std::vector<CellIndex> touched_;
  boost::queue<CellIndex> queue_;
};

// Records discovered cells, and for BFS their depth as cost.length.
struct TouchRecorder {
  SearchResult* r;
  bool bfs;
  explicit TouchRecorder(SearchResult* res, bool is_bfs) : r(res), bfs(is_bfs) {}
  template <class G>
  void discover_vertex(CellIndex v, const G&) const {
    r->touched_.push_back(v);
  }
  template <class G>
  void tree_edge(const ModelEdge& e, const G&) const {
    if (bfs) {
      r->cost_[e.target] = {0, r->cost_[e.source].length + 1};
      r->pred_[e.target] = e.source;
    }
  }
  // Dijkstra visitor events BGL calls that we do not use.
  template <class G>
  void initialize_vertex(CellIndex, const G&) const {}
  template <class G>
  void examine_vertex(CellIndex, const G&) const {}
  template <class G>
  void examine_edge(const ModelEdge&, const G&) const {}
  template <class G>
  void edge_relaxed(const ModelEdge&, const G&) const {}
  template <class G>
  void edge_not_relaxed(const ModelEdge&, const G&) const {}
  template <class G>
  void non_tree_edge(const ModelEdge&, const G&) const {}
  template <class G>
  void gray_target(const ModelEdge&, const G&) const {}
  template <class G>
  void black_target(const ModelEdge&, const G&) const {}
  template <class G>
  void finish_vertex(CellIndex, const G&) const {}
};

// Unit-cost breadth-first search from several sources (BGL breadth_first_visit). Step costs
// of the model are ignored: cost(c).length is the number of steps.
template <class G, class It>
void search_bfs(const G& g, It first, It last, SearchResult& r) {
  assert(r.size() == num_vertices(g));
  r.reset();
  for (It it = first; it != last; ++it) {
    if (r.color_[*it] != boost::white_color) continue;
    r.cost_[*it] = {0, 0};
  }
  auto color = boost::make_iterator_property_map(r.color_.begin(),
                                                 boost::typed_identity_property_map<CellIndex>());
  TouchRecorder vis(&r, true);
  // breadth_first_visit marks sources grey and calls discover_vertex for each.
  boost::breadth_first_visit(g, first, last, r.queue_, vis, color);
}

// Lexicographic Dijkstra (negatives, then length) from several sources at cost zero, with
// BGL's no-init Dijkstra and work arrays owned by the result (no per-call allocation).
template <class G, class It>
void search_dijkstra(const G& g, It first, It last, SearchResult& r) {
  assert(r.size() == num_vertices(g));
  r.reset();
  for (It it = first; it != last; ++it) r.cost_[*it] = {0, 0};
  using Index = boost::typed_identity_property_map<CellIndex>;
  auto dist = boost::make_iterator_property_map(r.cost_.begin(), Index());
  auto pred = boost::make_iterator_property_map(r.pred_.begin(), Index());
  auto color = boost::make_iterator_property_map(r.color_.begin(), Index());
  auto heap_index = boost::make_iterator_property_map(r.heap_index_.begin(), Index());
  using Compare = std::less<StepCost>;
  using Combine = std::plus<StepCost>;
  // The body of BGL's dijkstra_shortest_paths_no_init, with the heap's index map taken from
  // the workspace instead of allocated per call.
  using Queue = boost::d_ary_heap_indirect<CellIndex, 4, decltype(heap_index), decltype(dist),
                                           Compare>;
  Queue q(dist, heap_index, Compare());
  TouchRecorder vis(&r, false);
  boost::detail::dijkstra_bfs_visitor<TouchRecorder, Queue, EdgeCostMap, decltype(pred),
                                      decltype(dist), Combine, Compare>
      bfs_vis(vis, q, EdgeCostMap(), pred, dist, Combine(), Compare(), StepCost{0, 0});
  boost::breadth_first_visit(g, first, last, q, bfs_vis, color);
}

template <class G>
void search_bfs(const G& g, CellIndex source, SearchResult& r) {
  search_bfs(g, &source, &source + 1, r);
}
template <class G>
void search_dijkstra(const G& g, CellIndex source, SearchResult& r) {
  search_dijkstra(g, &source, &source + 1, r);
}

// The path to `target` found by the last search, source first; empty when unreached.
std::vector<CellIndex> path_to(const SearchResult& r, CellIndex target);

}  // namespace arbiter::pathing
