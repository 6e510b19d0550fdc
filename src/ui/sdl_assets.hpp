// Textures and bitmap fonts loaded from assets/ (WebP via SDL2_image). Loading names the
// first missing or broken file, so the game can show what is wrong instead of a blank screen.
#pragma once

#include <SDL.h>

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.hpp"
#include "ui/font.hpp"

namespace ur {

struct TextureDeleter {
  void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
};
using Texture = std::unique_ptr<SDL_Texture, TextureDeleter>;

// One face at each of kAtlasSizes; text is drawn from the atlas atlas_for() picks. An
// atlas is rasterised when it is first picked, so the start waits only for the ones its
// first screen draws; make_next() makes the others in frames with nothing to draw.
class BitmapFont {
 public:
  struct Atlas {
    FontMetrics metrics;
    Texture texture;
  };

  // Reads the face's font file and checks it; returns what is wrong, else "".
  std::string open(SDL_Renderer* renderer, const std::string& path, std::string_view face);
  // The atlas for text at px pixels, made now if it is not yet.
  const Atlas& pick(float px) const { return atlas(atlas_for(px)); }
  float measure(std::string_view utf8, float px) const;
  // Whether the atlas at kAtlasSizes[i] is made.
  bool made(std::size_t i) const { return atlases_[i] != nullptr; }
  // Makes the smallest atlas not yet made; false when every one is.
  bool make_next();

 private:
  const Atlas& atlas(std::size_t i) const;

  SDL_Renderer* renderer_ = nullptr;
  std::string path_, face_, file_;  // file_: the font file's bytes, rasterised from
  mutable std::array<std::unique_ptr<Atlas>, kAtlasSizes.size()> atlases_;
};

struct Assets {
  Texture board, background, highlight;
  Texture board_aseb;  // aseb's Egyptian board (board_aseb.webp, 12x3 cells)
  std::array<Texture, 2> piece, piece_back;  // [0] light, [1] dark
  Texture die_marked, die_plain;
  std::array<Texture, 6> d6;
  BitmapFont text, text_bold, title;

  // Makes one text atlas no screen has drawn yet (the start made only those it drew);
  // false when they are all made. For a frame with nothing to draw.
  bool make_next_atlas();
  // How many text atlases are made, of the three faces' kAtlasSizes (the tests read it).
  int atlases_made() const;
};

// The picture of a board's shape: board.png for the royal board, board_aseb.webp for aseb's.
SDL_Texture* board_texture(const Assets& assets, const Board& board);

enum class Align { kLeft, kCentre, kRight };

// Loads everything from dir; returns an empty string on success, else what failed.
std::string load_assets(SDL_Renderer* renderer, const std::string& dir, Assets& out);

// The smallest text drawn since the last reset (px 0: none), with what it said: the
// tests read it to check that no text a player must read is too small.
struct SmallestText {
  float px = 0;
  std::string text;
};
SmallestText& smallest_text();
// How many texts were drawn from an atlas that has no texture (not made, or the renderer
// could not make it): words a player would miss. The tests read it (debug_json's
// "textsWithoutAtlas"); it only grows.
int& texts_without_atlas();
// Where every text drawn goes as well, while set (the tests' language walks read what a
// player saw); null: nowhere.
std::vector<std::string>*& drawn_texts();

// Draws one line of text with its top-left (or top-centre / top-right) at (x, y).
void draw_text(SDL_Renderer* renderer, const BitmapFont& font, std::string_view utf8, float x, float y,
               float px, SDL_Color colour, Align align = Align::kLeft);

}  // namespace ur
