// The order in which figures act in a round (rules digest, "The round", step 2), used by
// the focus rules' last stage: lower initiative first, with every tie rule.
#pragma once

#include <string_view>
#include <vector>

#include "solver/gloomhaven/scenario.hpp"

namespace arbiter::gloomhaven {

enum class Order : unsigned char { Before, After, Tie };

struct OrderVerdict {
  Order order = Order::Tie;
  std::string_view rule;  // the tie rule that decided, or why the players decide
};

// Whether a acts before b this round. Summons are placed just before their summoner.
// Finds each summon's summoner by a scan of `figures`: for one comparison. Comparing many
// pairs of one list goes through TurnOrder.
OrderVerdict compare_order(const Figure& a, const Figure& b, const std::vector<Figure>& figures);

// compare_order over one list of figures, every summon's summoner looked up once: each
// comparison is then constant time, so that ranking n figures costs n^2 comparisons, not n^3
// scans (thousands of summons of one summoner are a valid file).
class TurnOrder {
 public:
  // long_rest_at_99: a long rest is initiative 99 (the rulebooks: before a monster at 99,
  // tied with a character at 99); false: after every initiative (the seed text).
  explicit TurnOrder(const std::vector<Figure>& figures, bool long_rest_at_99 = false);
  OrderVerdict compare(std::size_t a, std::size_t b) const;

 private:
  const std::vector<Figure>* figures_;
  std::vector<std::size_t> owner_;  // per figure: its summoner's index, or itself
  bool long_rest_at_99_ = false;
};

}  // namespace arbiter::gloomhaven
