// A rule-set card's drawing (start_screen.hpp's RuleCard::art and ::dice): its own board,
// standing upright as on a phone, raised on its shadow, with Light's path on it as the game
// shows it (gold, red where Dark's path runs too, from the waiting pieces to the way off),
// and a row of the dice it throws: the game's own images, so the first download grows by
// no file.
#include <algorithm>

#include "core/rules.hpp"
#include "ui/path_guide.hpp"
#include "ui/screens/howto/howto.hpp"
#include "ui/screens/start/sdl_start.hpp"
#include "ui/sdl_app.hpp"
#include "ui/shell/sdl_draw.hpp"

namespace ur {

void StartScreen::draw_card_art(const RuleCard& c) const {
  App& app = app_;
  const RuleSet& r = all_rule_sets()[static_cast<std::size_t>(c.rules)];
  if (c.art.w > 0) {
    const HowToBoard b = howto_board(c.art, r.board, true);
    SDL_Texture* board = board_texture(app.assets_, r.board);
    const float off = b.cell * 0.12f;
    const SDL_FRect shadow{b.image.x + off, b.image.y + off, b.image.w, b.image.h};
    SDL_SetTextureColorMod(board, 0, 0, 0);
    SDL_SetTextureAlphaMod(board, 110);
    SDL_RenderCopyExF(app.renderer_, board, nullptr, &shadow, b.angle(), nullptr, SDL_FLIP_NONE);
    SDL_SetTextureColorMod(board, 255, 255, 255);
    SDL_SetTextureAlphaMod(board, 255);
    const SDL_FRect dst{b.image.x, b.image.y, b.image.w, b.image.h};
    SDL_RenderCopyExF(app.renderer_, board, nullptr, &dst, b.angle(), nullptr, SDL_FLIP_NONE);
    const PathGuide g = path_guide(r, kLight, b.frame(), b.pool[kLight]);
    draw_path_line(app.renderer_, g, std::max(1.5f, b.cell * 0.12f), 0);
    // A piece waiting to come in, where the path starts.
    app.draw_piece(b.pool[kLight].cx(), g.entry.y, b.cell * 0.75f, kLight, false);
  }
  if (c.dice.w > 0) {
    // The dice: a six-sided die's face, or each binary die (every other one marked up).
    const int n = r.dice == DiceKind::D6 ? 1 : r.dice_count;
    const float size = c.dice.h * 0.92f, gap = size * 0.15f;
    for (int i = 0; i < n; ++i) {
      SDL_Texture* t = r.dice == DiceKind::D6 ? app.assets_.d6[4].get() : (i % 2 == 0 ? app.assets_.die_marked.get() : app.assets_.die_plain.get());
      const SDL_FRect dst{c.dice.x + static_cast<float>(i) * (size + gap), c.dice.y + (c.dice.h - size) / 2, size, size};
      SDL_RenderCopyF(app.renderer_, t, nullptr, &dst);
    }
  }
}

}  // namespace ur
