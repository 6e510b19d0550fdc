// Hints from a table: a position's value turned into Light's chance, and the best choice.
#include "ui/hints.hpp"

#include <vector>

namespace ur {

Side hint_viewer(const Controller& c) {
  const bool light = c.is_human(kLight), dark = c.is_human(kDark);
  if (light != dark) return light ? kLight : kDark;
  return c.state().side;
}

Hint read_hint(const Controller& c, TableSource& table) {
  Hint h;
  if (!c.has_game()) return h;
  const RuleSet& r = c.rules();
  double v = 0;
  if (c.stage() == Stage::Animating) {
    // The board shows the move being made: the chance is that of where it leads.
    const State& before = c.before_animation();
    h.chance_state = value_after(r, applied(r, before, c.animating()), before.side, table, v);
    if (h.chance_state == Lookup::Ready) h.light_chance = before.side == kLight ? v : 1 - v;
  } else {
    h.chance_state = position_value(r, c.state(), table, v);
    if (h.chance_state == Lookup::Ready) h.light_chance = c.state().side == kLight ? v : 1 - v;
  }
  if (c.stage() == Stage::ChooseAction && c.is_human(c.state().side) && c.choices().size() > 0) {
    std::vector<double> values;
    h.best_state = action_values(r, c.state(), c.choices(), table, values);
    if (h.best_state == Lookup::Ready) {
      h.best = 0;
      for (int i = 1; i < c.choices().size(); ++i)
        if (values[static_cast<std::size_t>(i)] > values[static_cast<std::size_t>(h.best)]) h.best = i;
    }
  }
  return h;
}

}  // namespace ur
