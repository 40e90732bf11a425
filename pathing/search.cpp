#include "pathing/search.hpp"

#include <algorithm>

namespace arbiter::pathing {

std::vector<CellIndex> path_to(const SearchResult& r, CellIndex target) {
  std::vector<CellIndex> path;
  if (target >= r.size() || !r.reached(target)) return path;
  for (CellIndex c = target; c != kNoCell; c = r.predecessor(c)) {
    path.push_back(c);
    if (path.size() > r.size()) break;  // defensive: a predecessor cycle is a bug
  }
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace arbiter::pathing
