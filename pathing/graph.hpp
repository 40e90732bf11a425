// The board as an implicit Boost.Graph. A step model (a policy object) says which steps
// exist and what each costs; the graph never stores edges. One model serves movement
// (normal, flying, jumping, sliding on ice), proximity and range.
//
// A Model provides:
//   const Board& board() const;
//   // The step from `from` towards direction d: false when there is none, else the cell it
//   // ends on (a slide may end further than the neighbour) and its cost.
//   bool step(CellIndex from, Direction d, CellIndex& to, StepCost& cost) const;
//   // True when a step may pass over x without stopping there (ice): used to walk
//   // backwards over slides in the reverse graph.
//   bool slides_over(CellIndex x) const;
// and, for the reverse graph, promises that slides are monotone: when the step from the
// cell k + 1 cells away from v along a line (over cells it slides over) ends on v, so does
// the step from the cell k away. The reverse walk along a line then stops at the first
// cell whose step misses v, so that finding v's predecessors costs their number, not the
// square of the longest icy run.
#pragma once

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>
#include <compare>
#include <concepts>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#include "pathing/board.hpp"

namespace arbiter::pathing {

// A lexicographic path cost: negative hexes entered first, then movement points.
struct StepCost {
  std::int32_t negatives = 0;
  std::int32_t length = 0;
  friend constexpr auto operator<=>(StepCost, StepCost) = default;
  friend constexpr StepCost operator+(StepCost a, StepCost b) {
    return {a.negatives + b.negatives, a.length + b.length};
  }
};
inline constexpr StepCost kUnreachable{std::numeric_limits<std::int32_t>::max(),
                                       std::numeric_limits<std::int32_t>::max()};

// An edge carries its own cost, so the weight map is a plain read of the descriptor.
struct ModelEdge {
  CellIndex source = kNoCell;
  CellIndex target = kNoCell;
  StepCost cost;
  friend bool operator==(const ModelEdge& a, const ModelEdge& b) {
    return a.source == b.source && a.target == b.target;
  }
};

template <class Model>
struct ForwardGraph {
  const Model* model;
};

// The reverse of a model's graph: an edge v -> u for every step u -> v, with that step's
// cost. Searching it from a destination gives every cell's cost to reach the destination.
template <class Model>
struct ReverseGraph {
  const Model* model;
};

namespace detail {

// Room for one cell's out-edges, left uninitialised: the iterators below are made once per
// cell searched (and copied), and filling six default edges each time cost as much as the
// edges themselves. Only the first n_ slots are ever read, each after it was assigned.
union EdgeSlots {
  EdgeSlots() {}
  ModelEdge e[kMaxDirectionCount];
};

// The out-edges of one cell, all computed when the range is made (at most
// kMaxDirectionCount): iterating is then a walk along a small array. Asking the model one
// direction at a time from inside the iterator cost several times more per edge (BM_Bfs,
// BM_Dijkstra), the iterator's state making a chain of stores and loads through memory.
template <class Model>
class ForwardOutEdgeIterator
    : public boost::iterator_facade<ForwardOutEdgeIterator<Model>, ModelEdge,
                                    boost::forward_traversal_tag, const ModelEdge&> {
 public:
  ForwardOutEdgeIterator() = default;
  // The first edge of u's range.
  ForwardOutEdgeIterator(const Model* m, CellIndex u) {
    // Counted in a local: n_ is a byte, which every store through a pointer might alias.
    const int dirs = m->board().directions();
    int n = 0;
    for (int d = 0; d < dirs; ++d) {
      CellIndex to;
      StepCost cost;
      if (m->step(u, static_cast<Direction>(d), to, cost)) edges_.e[n++] = ModelEdge{u, to, cost};
    }
    n_ = static_cast<std::uint8_t>(n);
  }

 private:
  friend class boost::iterator_core_access;
  void increment() { ++i_; }
  // Iterators of one range are equal when as many edges remain after them; the end (made
  // by the default constructor) has none.
  bool equal(const ForwardOutEdgeIterator& o) const { return n_ - i_ == o.n_ - o.i_; }
  const ModelEdge& dereference() const { return edges_.e[i_]; }

  EdgeSlots edges_;
  std::uint8_t n_ = 0;
  std::uint8_t i_ = 0;
};

// Enumerates candidate predecessors u of v: walking k cells from v in direction d (k = 1 is
// the neighbour; k > 1 only over cells the model slides over), keeping those whose forward
// step back towards v ends exactly on v. Edges are found a small array at a time (as in
// ForwardOutEdgeIterator); a walk over a long run of ice resumes where the array filled up.
template <class Model>
class ReverseOutEdgeIterator
    : public boost::iterator_facade<ReverseOutEdgeIterator<Model>, ModelEdge,
                                    boost::forward_traversal_tag, const ModelEdge&> {
 public:
  ReverseOutEdgeIterator() = default;  // the end of every range
  // The first edge of v's range.
  ReverseOutEdgeIterator(const Model* m, CellIndex v) : m_(m), v_(v), at_(v) { fill(); }

 private:
  friend class boost::iterator_core_access;
  // Moves to the next candidate cell along the current direction; false when the walk ends.
  bool advance_walk() {
    const Board& b = m_->board();
    const auto dir = static_cast<Direction>(d_);
    if (k_ > 0 && !m_->slides_over(at_)) return false;
    if (!b.open_edge(at_, dir)) return false;
    at_ = b.neighbour(at_, dir);
    ++k_;
    return true;
  }
  // Buffers the next edges (up to the array's size), walking on from where the last call
  // stopped.
  void fill() {
    n_ = 0;
    i_ = 0;
    const Board& b = m_->board();
    const int dirs = b.directions();
    while (d_ < dirs && n_ < kMaxDirectionCount) {
      bool hit = false;
      if (advance_walk()) {
        CellIndex to;
        StepCost cost;
        const Direction back = opposite(b.topology(), static_cast<Direction>(d_));
        if (m_->step(at_, back, to, cost) && to == v_) {
          edges_.e[n_++] = ModelEdge{v_, at_, cost};
          hit = true;
        }
      }
      // The walk ended, or (monotone slides) no cell farther along this line can end its
      // step on v either: the next direction.
      if (!hit) {
        ++d_;
        at_ = v_;
        k_ = 0;
      }
    }
  }
  void increment() {
    ++pos_;
    if (++i_ == n_) fill();
  }
  bool done() const { return i_ >= n_; }
  // Iterators of one range are equal at the same count of edges passed; every finished
  // iterator equals the end.
  bool equal(const ReverseOutEdgeIterator& o) const {
    return done() == o.done() && (done() || pos_ == o.pos_);
  }
  const ModelEdge& dereference() const { return edges_.e[i_]; }

  const Model* m_ = nullptr;
  CellIndex v_ = kNoCell;
  int d_ = 0;  // the walk: direction, cell reached, cells walked
  CellIndex at_ = kNoCell;
  int k_ = 0;
  EdgeSlots edges_;
  std::uint8_t n_ = 0;
  std::uint8_t i_ = 0;
  std::uint32_t pos_ = 0;  // edges passed since the first
};

template <class G, class OutIt>
struct ModelGraphTraits {
  using vertex_descriptor = CellIndex;
  using edge_descriptor = ModelEdge;
  using directed_category = boost::directed_tag;
  using edge_parallel_category = boost::allow_parallel_edge_tag;
  struct traversal_category : boost::incidence_graph_tag, boost::vertex_list_graph_tag {};
  using out_edge_iterator = OutIt;
  using vertex_iterator = boost::counting_iterator<CellIndex>;
  using degree_size_type = std::size_t;
  using vertices_size_type = std::size_t;
  using edges_size_type = std::size_t;
  using in_edge_iterator = void;
  using adjacency_iterator = void;
  using edge_iterator = void;
  static vertex_descriptor null_vertex() { return kNoCell; }
};

}  // namespace detail

// --- IncidenceGraph + VertexListGraph functions (found by ADL) ---

template <class Model>
std::pair<detail::ForwardOutEdgeIterator<Model>, detail::ForwardOutEdgeIterator<Model>> out_edges(
    CellIndex u, const ForwardGraph<Model>& g) {
  return {detail::ForwardOutEdgeIterator<Model>(g.model, u), {}};
}
template <class Model>
std::pair<detail::ReverseOutEdgeIterator<Model>, detail::ReverseOutEdgeIterator<Model>> out_edges(
    CellIndex v, const ReverseGraph<Model>& g) {
  return {detail::ReverseOutEdgeIterator<Model>(g.model, v), {}};
}
template <class G>
auto out_degree(CellIndex u, const G& g) -> decltype(out_edges(u, g), std::size_t{}) {
  auto [b, e] = out_edges(u, g);
  std::size_t n = 0;
  for (; b != e; ++b) ++n;
  return n;
}
// Both graph kinds share everything but their out-edges.
template <class G>
struct is_model_graph : std::false_type {};
template <class Model>
struct is_model_graph<ForwardGraph<Model>> : std::true_type {};
template <class Model>
struct is_model_graph<ReverseGraph<Model>> : std::true_type {};
template <class G>
concept ModelGraph = is_model_graph<G>::value;

template <ModelGraph G>
CellIndex source(const ModelEdge& e, const G&) {
  return e.source;
}
template <ModelGraph G>
CellIndex target(const ModelEdge& e, const G&) {
  return e.target;
}
template <ModelGraph G>
std::pair<boost::counting_iterator<CellIndex>, boost::counting_iterator<CellIndex>> vertices(
    const G& g) {
  return {boost::counting_iterator<CellIndex>(0),
          boost::counting_iterator<CellIndex>(g.model->board().size())};
}
template <ModelGraph G>
std::size_t num_vertices(const G& g) {
  return g.model->board().size();
}

// The weight map of every model graph: the cost stored in the edge.
struct EdgeCostMap {
  using key_type = ModelEdge;
  using value_type = StepCost;
  using reference = StepCost;
  using category = boost::readable_property_map_tag;
};
inline StepCost get(EdgeCostMap, const ModelEdge& e) {
  return e.cost;
}

// --- Ready-made models ---

// Every open edge is a step of cost (0, 1): proximity ("hexes counted around walls") and
// unobstructed flight over the map.
class OpenModel {
 public:
  explicit OpenModel(const Board& b) : board_(&b) {}
  const Board& board() const { return *board_; }
  bool step(CellIndex from, Direction d, CellIndex& to, StepCost& cost) const {
    if (!board_->open_edge(from, d)) return false;
    to = board_->neighbour(from, d);
    cost = {0, 1};
    return true;
  }
  bool slides_over(CellIndex) const { return false; }
  // Every step of this model costs (0, 1) and goes through an open edge: the searches by
  // hand walk these bits instead of asking step() direction by direction.
  std::uint32_t unit_steps(CellIndex from) const { return board_->open_directions(from); }
  // The steps are exactly the board's open edges, each of one step: search_bfs_direct walks
  // a laid-out board by its slots (Board::laid_out) without asking the model.
  static constexpr bool kOpenEdges = true;

 private:
  const Board* board_;
};

}  // namespace arbiter::pathing

namespace boost {
template <class Model>
struct graph_traits<arbiter::pathing::ForwardGraph<Model>>
    : arbiter::pathing::detail::ModelGraphTraits<
          arbiter::pathing::ForwardGraph<Model>,
          arbiter::pathing::detail::ForwardOutEdgeIterator<Model>> {};
template <class Model>
struct graph_traits<arbiter::pathing::ReverseGraph<Model>>
    : arbiter::pathing::detail::ModelGraphTraits<
          arbiter::pathing::ReverseGraph<Model>,
          arbiter::pathing::detail::ReverseOutEdgeIterator<Model>> {};
template <class Model>
struct property_map<arbiter::pathing::ForwardGraph<Model>, vertex_index_t> {
  using type = typed_identity_property_map<arbiter::pathing::CellIndex>;
  using const_type = type;
};
template <class Model>
struct property_map<arbiter::pathing::ReverseGraph<Model>, vertex_index_t> {
  using type = typed_identity_property_map<arbiter::pathing::CellIndex>;
  using const_type = type;
};
}  // namespace boost

namespace arbiter::pathing {
template <class Model>
boost::typed_identity_property_map<CellIndex> get(boost::vertex_index_t,
                                                  const ForwardGraph<Model>&) {
  return {};
}
template <class Model>
boost::typed_identity_property_map<CellIndex> get(boost::vertex_index_t,
                                                  const ReverseGraph<Model>&) {
  return {};
}
}  // namespace arbiter::pathing
