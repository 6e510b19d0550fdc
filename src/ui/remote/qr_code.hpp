// A QR code of a text (an invitation link) to draw in the game, so that a phone beside
// the computer can open it: Nayuki's qrcodegen (Debian's libqrcodegencpp-dev natively,
// its source file from Debian's source package in the web build). No SDL.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace ur {

struct QrMatrix {
  int size = 0;                     // modules a side (without the quiet zone)
  std::vector<std::uint8_t> dark;   // size * size, row by row
  bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)] != 0; }
};

// The QR code of `text` (error correction: low; any version that fits), or nullopt when
// this build has no QR library or the text is too long for a code a phone reads easily.
std::optional<QrMatrix> qr_matrix(std::string_view text);

}  // namespace ur
