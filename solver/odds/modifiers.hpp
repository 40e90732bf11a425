// Exact attack-modifier odds: the damage one attack deals when its modifier is drawn from a
// deck of cards (Gloomhaven's attack-modifier decks), as an exact distribution, and the
// damage a given sequence of drawn cards produces.
//
// What the rulebooks say (G: Gloomhaven 1st edition rulebook and FAQ; F: Frosthaven
// rulebook, page numbers; J: Jaws of the Lion; 2e: Gloomhaven 2nd edition rulebook):
//
// Deck. The standard deck of characters, monsters and allies is 20 cards: six +0, five +1,
// five -1, one +2, one -2, one 2x and one null ("miss" in F) (F p. 25; J the same 20; G the
// same cards). Bless shuffles in a 2x card, curse a null card (F p. 28-29: 10 bless cards,
// 10 monster curse cards); a drawn bless or curse card leaves the deck instead of going to
// the discard pile (G, F).
//
// One attack, in order (G "Attack modifiers"; F p. 25): (1) attack bonuses and penalties,
// poison's +1 among them (G; F p. 29); (2) the modifier card(s); (3) the target's shield,
// less pierce (F p. 27, 31); (4) F only: ward halves the damage (rounded down), brittle
// doubles it, and both together cancel (F p. 25, 28-29). A null card means no damage at
// all (G FAQ). Several modifiers of one step are applied in any order (G: "the player
// chooses"; F p. 26: "in any order"); no edition says who orders a monster's, so this
// module applies them in the order best for the attacker (additions before a doubling, a
// negative addition after it), as a monster "always uses the better one" (F p. 27).
//
// Normal draw (every edition): a rolling card adds its effect and another card is drawn,
// until a card that does not roll (G; F p. 26).
//
// Advantage / disadvantage in G: two cards are drawn. Advantage uses the better; one
// rolling card among the two is added to the other; two rolling cards continue the draw
// until a card that does not roll, and all of them are added. Disadvantage uses the worse;
// rolling cards are disregarded; two rolling cards continue the draw until a card that
// does not roll, and only that last card counts. Ambiguous comparisons: the card drawn
// first. J: no text differing from G was found, so G's rule is kept.
//
// Advantage / disadvantage in F (p. 27, marked new) and 2e (the same text): a monster uses
// the better (advantage) or the worse (disadvantage) of two cards. If the first draw rolls,
// cards are drawn until one does not roll, then one more whose rolling icon is ignored;
// those two are compared. Advantage adds every card of the initial rolling run to the
// chosen card; disadvantage ignores the run. After a first draw that does not roll, a
// rolling second draw has its rolling icon ignored. Ambiguity: the card drawn first.
//
// Better and worse are decided by the attack value each card gives (a null card is worse
// than any other); equal values are the ambiguous case. The damage grows with that value,
// so which of two equal cards is used never changes the damage, only which card
// resolve_draws reports as used.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/odds/draw_rules.hpp"
#include "solver/odds/rational.hpp"

namespace arbiter::odds {

enum class ModifierKind : std::uint8_t { Add, Double, Null };  // +N/-N, 2x, null (miss)

// One attack-modifier card. Invariants (checked by valid_modifier, required by every
// function below): only Add cards have a value (|value| <= 99) and only Add cards roll;
// a bless card is a 2x, a curse card a null, never both.
struct ModifierCard {
  ModifierKind kind = ModifierKind::Add;
  int value = 0;
  bool rolling = false;
  bool bless = false;  // bless / curse: removed from the deck when drawn
  bool curse = false;
  friend bool operator==(const ModifierCard&, const ModifierCard&) = default;
};
bool valid_modifier(const ModifierCard& c);

// "+1" "-2" "+0" "0" "2x" "x2" "null" "miss" "bless" "curse" "+1 rolling" (case and the
// spaces around words do not matter); nullopt when the text is none of them.
std::optional<ModifierCard> parse_modifier(std::string_view text);
// The canonical text: "+1", "-2", "+0", "2x", "null", "bless", "curse", "+1 rolling".
// parse_modifier(modifier_name(c)) == c for every valid c.
std::string modifier_name(const ModifierCard& c);

// The draw pile; its order is uniformly random.
struct ModifierDeck {
  std::vector<ModifierCard> cards;
  // Six +0, five +1, five -1, one +2, one -2, one 2x, one null.
  static ModifierDeck standard_monster();
  void add_bless(int n);  // n bless (2x) cards
  void add_curse(int n);  // n curse (null) cards
};

struct AttackInput {
  int attack = 0;         // the attack value before modifiers, >= 0
  int pierce = 0;         // >= 0
  int shield = 0;         // the target's shield, >= 0
  bool poisoned = false;  // the target is poisoned: +1 attack
  bool ward = false;      // the target has ward: damage halved, rounded down
  bool brittle = false;   // the target is brittle: damage doubled (with ward: neither)
  DrawMode mode = DrawMode::Normal;
};

// Probabilities are exact Boost rationals (odds::Rational): a run of rolling cards drawn
// from a 40-card deck multiplies denominators past 64 bits (40 x 39 x ... x 28 > 2^63).
struct AttackOdds {
  std::vector<std::pair<int, Rational>> damage;  // damage -> probability, ascending, sums to 1
  Rational expected;                             // expected damage
  Rational at_least(int hp) const;               // P(damage >= hp): the chance to kill
};

// The damage distribution of one attack whose modifier is drawn from `deck`. Throws
// std::invalid_argument when an input is invalid or the draw pile can run out before the
// draw ends (e.g. advantage with a single card left): the deck must be reshuffled first.
AttackOdds attack_odds(const ModifierDeck& deck, const AttackInput& in, const DrawRules& rules);

// The cards actually drawn, in order: the damage they deal and the indices of the cards
// that counted, ascending. Throws std::invalid_argument, with a message for the user, when
// the sequence is impossible under the mode and rules (too few cards, a rolling card last,
// cards after the draw has ended).
struct DrawnAttack {
  int damage = 0;
  std::vector<int> used;
};
DrawnAttack resolve_draws(std::span<const ModifierCard> drawn, const AttackInput& in,
                          const DrawRules& rules);

}  // namespace arbiter::odds
