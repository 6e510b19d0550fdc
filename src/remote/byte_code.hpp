// Writing and reading the bytes of a code (a live message, a link, a signalling code):
// bytes, variable-length numbers and short texts, then the first bytes of their SHA-256
// as a checksum, in base64url. The reader never reads past the end: a short or damaged
// code is a sentence in `error`, never a crash.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "remote/fair_dice.hpp"

namespace ur::remote {

inline constexpr std::size_t kCodeChecksum = 4;  // the first bytes of SHA-256 over everything before them

class CodeWriter {
 public:
  void byte(std::uint8_t b) { out_.push_back(b); }
  void bytes(std::span<const std::uint8_t> b) { out_.insert(out_.end(), b.begin(), b.end()); }
  void varint(std::uint32_t v) {
    while (v >= 0x80) {
      byte(static_cast<std::uint8_t>(v | 0x80));
      v >>= 7;
    }
    byte(static_cast<std::uint8_t>(v));
  }
  // A text of at most 255 bytes, after its length.
  void text(std::string_view s) {
    byte(static_cast<std::uint8_t>(s.size()));
    out_.insert(out_.end(), s.begin(), s.end());
  }
  const std::vector<std::uint8_t>& body() const { return out_; }
  // The bytes with their checksum, in base64url.
  std::string finish() {
    const Digest d = sha256(out_);
    bytes(std::span(d).first(kCodeChecksum));
    return to_base64url(out_);
  }

 private:
  std::vector<std::uint8_t> out_;
};

class CodeReader {
 public:
  explicit CodeReader(std::span<const std::uint8_t> in) : in_(in) {}
  bool byte(std::uint8_t& b, const char* what) {
    if (pos_ >= in_.size()) return fail(std::string("it ends before ") + what);
    b = in_[pos_++];
    return true;
  }
  bool bytes(std::span<std::uint8_t> out, const char* what) {
    if (in_.size() - pos_ < out.size()) return fail(std::string("it ends inside ") + what);
    std::copy_n(in_.begin() + static_cast<std::ptrdiff_t>(pos_), out.size(), out.begin());
    pos_ += out.size();
    return true;
  }
  bool varint(std::uint32_t& v, const char* what) {
    v = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      std::uint8_t b = 0;
      if (!byte(b, what)) return false;
      if (shift == 28 && b > 0x0F) return fail(std::string(what) + " is too large");
      v |= static_cast<std::uint32_t>(b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        if (b == 0 && shift > 0) return fail(std::string(what) + " is not written in its shortest form");
        return true;
      }
    }
    return fail(std::string(what) + " is too large");
  }
  bool text(std::string& s, const char* what) {
    std::uint8_t n = 0;
    if (!byte(n, what)) return false;
    if (in_.size() - pos_ < n) return fail(std::string("it ends inside ") + what);
    s.assign(reinterpret_cast<const char*>(in_.data() + pos_), n);
    pos_ += n;
    return true;
  }
  bool at_end() const { return pos_ == in_.size(); }
  std::size_t left() const { return in_.size() - pos_; }
  bool fail(std::string e) {
    error = std::move(e);
    return false;
  }
  std::string error;

 private:
  std::span<const std::uint8_t> in_;
  std::size_t pos_ = 0;
};

}  // namespace ur::remote
