// The per-edition rules of drawing attack modifiers with advantage and disadvantage, apart
// from the rest of solver/odds/modifiers.hpp so that a rule profile can hold them without
// the multiprecision headers.
#pragma once

#include <cstdint>

namespace arbiter::odds {

enum class DrawMode : std::uint8_t { Normal, Advantage, Disadvantage };

// How an edition draws with advantage and disadvantage (the normal draw is the same in all).
struct DrawRules {
  // true (Frosthaven, 2nd edition): only a rolling first draw starts a rolling run; after
  // it one more card is drawn, whose rolling icon is ignored, and the two cards that end
  // the draw are compared (advantage: the run is added to the better; disadvantage: the
  // run is ignored). A rolling second draw is compared like any card.
  // false (1st edition, Jaws of the Lion): two cards; with advantage a rolling one is added
  // to the other and two rolling ones continue the draw, all added; with disadvantage
  // rolling cards are ignored and two rolling ones continue the draw, only the last counts.
  bool rolling_run_then_pair = false;
  // Two compared cards that are equally good: the one drawn first is used (every edition's
  // text); false: the later one. Never changes the damage, only the card reported as used.
  bool ambiguous_uses_first = true;
};

}  // namespace arbiter::odds
