#include "solver/report/svg_geometry.hpp"

#include <cmath>
#include <cstdio>

namespace arbiter::report::svg {

std::string num(double v) {
  if (std::fabs(v) < 0.05) v = 0.0;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

}  // namespace arbiter::report::svg
