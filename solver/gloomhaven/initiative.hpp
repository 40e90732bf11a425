// The order in which figures act in a round (rules digest, "The round", step 2), used by
// the focus rules' last stage: lower initiative first, with every tie rule.
#pragma once

#include <string_view>
#include <vector>

#include "solver/scenario/scenario.hpp"

namespace arbiter::gloomhaven {

enum class Order : unsigned char { Before, After, Tie };

struct OrderVerdict {
  Order order = Order::Tie;
  std::string_view rule;  // the tie rule that decided, or why the players decide
};

// Whether a acts before b this round. Summons are placed just before their summoner.
OrderVerdict compare_order(const scenario::Figure& a, const scenario::Figure& b,
                           const std::vector<scenario::Figure>& figures);

}  // namespace arbiter::gloomhaven
