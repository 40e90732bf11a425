#include "pathing/deadline.hpp"

#include <sstream>

namespace arbiter::pathing::deadline {

namespace {
std::string message(double seconds) {
  std::ostringstream os;
  os << "stopped at the time limit of " << seconds << " s (--time-limit)";
  return os.str();
}
}  // namespace

TimeLimitExceeded::TimeLimitExceeded(double seconds)
    : std::runtime_error(message(seconds)), seconds_(seconds) {}

namespace detail {
void expired() {
  throw TimeLimitExceeded(t_state.seconds);
}
}  // namespace detail

}  // namespace arbiter::pathing::deadline
