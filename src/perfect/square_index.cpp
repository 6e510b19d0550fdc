// The square-by-square dense index (see square_index.hpp).
#include "perfect/square_index.hpp"

#include <algorithm>
#include <bit>

namespace ur {

SquareIndex::SquareIndex(const RuleSet& r) : n_(r.pieces), len_(r.path_length) {
  std::array<std::int8_t, kSquareIds> number{};
  number.fill(-1);
  auto add = [&](SquareId sq) {
    if (number[sq] >= 0) return;
    number[sq] = static_cast<std::int8_t>(squares_++);
    square_.push_back(sq);
    mine_at_.push_back(0);
    theirs_at_.push_back(0);
    my_index_.push_back({-1, -1});
    their_index_.push_back({-1, -1});
  };
  for (int i = 0; i < len_; ++i) add(r.path[kLight][static_cast<unsigned>(i)]);
  for (int j = 0; j < len_; ++j) add(r.path[kDark][static_cast<unsigned>(j)]);
  for (int i = 0; i < len_; ++i) {
    const auto s = static_cast<std::size_t>(number[r.path[kLight][static_cast<unsigned>(i)]]);
    my_square_[static_cast<unsigned>(i)] = static_cast<std::int8_t>(s);
    my_slot_[static_cast<unsigned>(i)] = static_cast<std::int8_t>(mine_at_[s]);
    my_index_[s][static_cast<unsigned>(mine_at_[s]++)] = static_cast<std::int8_t>(i);
  }
  for (int j = 0; j < len_; ++j) {
    const auto s = static_cast<std::size_t>(number[r.path[kDark][static_cast<unsigned>(j)]]);
    their_square_[static_cast<unsigned>(j)] = static_cast<std::int8_t>(s);
    their_slot_[static_cast<unsigned>(j)] = static_cast<std::int8_t>(theirs_at_[s]);
    their_index_[s][static_cast<unsigned>(theirs_at_[s]++)] = static_cast<std::int8_t>(j);
  }
  // ways(s, l, d), from the last square back.
  const int m = n_ + 1;
  ways_.assign(static_cast<std::size_t>((squares_ + 1) * m * m), 0);
  ways_[static_cast<std::size_t>(squares_ * m * m)] = 1;
  for (int s = squares_ - 1; s >= 0; --s)
    for (int l = 0; l <= n_; ++l)
      for (int d = 0; d <= n_; ++d) {
        std::uint64_t w = ways(s + 1, l, d);
        if (l > 0) w += static_cast<std::uint64_t>(mine_at_[static_cast<std::size_t>(s)]) * ways(s + 1, l - 1, d);
        if (d > 0) w += static_cast<std::uint64_t>(theirs_at_[static_cast<std::size_t>(s)]) * ways(s + 1, l, d - 1);
        ways_[static_cast<std::size_t>((s * m + l) * m + d)] = w;
      }
  base_.assign(static_cast<std::size_t>(n_ * n_ * m * m), 0);
  for (int a = 0; a < n_; ++a)
    for (int b = 0; b < n_; ++b)
      for (int l = 0; l <= n_; ++l)
        for (int d = 0; d <= n_; ++d) {
          base_[static_cast<std::size_t>(((a * n_ + b) * m + l) * m + d)] = size_;
          if (l <= n_ - a && d <= n_ - b) size_ += ways(0, l, d);
        }
}

std::uint64_t SquareIndex::layer_size(int a, int b) const {
  std::uint64_t total = 0;
  for (int l = 0; l <= n_ - a; ++l)
    for (int d = 0; d <= n_ - b; ++d) total += ways(0, l, d);
  return total;
}

bool SquareIndex::valid(const SolverPosition& p) const {
  if (p.my_off < 0 || p.my_off >= n_ || p.their_off < 0 || p.their_off >= n_) return false;
  if (len_ < 32 && ((p.mine >> len_) != 0 || (p.theirs >> len_) != 0)) return false;
  if (std::popcount(p.mine) + p.my_off > n_ || std::popcount(p.theirs) + p.their_off > n_) return false;
  std::uint64_t used = 0;
  for (std::uint32_t b = p.mine; b != 0; b &= b - 1) {
    const std::uint64_t bit = 1ull << my_square_[static_cast<unsigned>(std::countr_zero(b))];
    if (used & bit) return false;
    used |= bit;
  }
  for (std::uint32_t b = p.theirs; b != 0; b &= b - 1) {
    const std::uint64_t bit = 1ull << their_square_[static_cast<unsigned>(std::countr_zero(b))];
    if (used & bit) return false;
    used |= bit;
  }
  return true;
}

std::uint64_t SquareIndex::rank(const SolverPosition& p) const {
  // Each square's content: 0 empty, 1 + k mine at my k-th index there, 1 + (mine there) + k theirs.
  std::array<std::uint8_t, kSquareIds> content{};
  for (std::uint32_t b = p.mine; b != 0; b &= b - 1) {
    const auto i = static_cast<unsigned>(std::countr_zero(b));
    content[static_cast<unsigned>(my_square_[i])] = static_cast<std::uint8_t>(1 + my_slot_[i]);
  }
  for (std::uint32_t b = p.theirs; b != 0; b &= b - 1) {
    const auto j = static_cast<unsigned>(std::countr_zero(b));
    const auto s = static_cast<unsigned>(their_square_[j]);
    content[s] = static_cast<std::uint8_t>(1 + mine_at_[s] + their_slot_[j]);
  }
  int l = std::popcount(p.mine), d = std::popcount(p.theirs);
  const int m = n_ + 1;
  std::uint64_t r = base_[static_cast<std::size_t>(((p.my_off * n_ + p.their_off) * m + l) * m + d)];
  for (int s = 0; s < squares_; ++s) {
    const int c = content[static_cast<unsigned>(s)];
    if (c == 0) continue;
    // Before content c come: empty, then my places below it, then (for theirs) all mine
    // and their places below it.
    const int mine_here = mine_at_[static_cast<std::size_t>(s)];
    r += ways(s + 1, l, d);
    if (c <= mine_here) {
      if (l > 0) r += static_cast<std::uint64_t>(c - 1) * ways(s + 1, l - 1, d);
      --l;
    } else {
      if (l > 0) r += static_cast<std::uint64_t>(mine_here) * ways(s + 1, l - 1, d);
      if (d > 0) r += static_cast<std::uint64_t>(c - 1 - mine_here) * ways(s + 1, l, d - 1);
      --d;
    }
  }
  return r;
}

SolverPosition SquareIndex::unrank(std::uint64_t r) const {
  const auto it = std::upper_bound(base_.begin(), base_.end(), r);
  const auto slot = static_cast<int>(it - base_.begin()) - 1;
  // base_ repeats a value for empty groups: the last slot at or below r is the one.
  const int m = n_ + 1;
  int d = slot % m, l = (slot / m) % m;
  const int ab = slot / (m * m);
  SolverPosition p;
  p.my_off = ab / n_;
  p.their_off = ab % n_;
  std::uint64_t local = r - base_[static_cast<std::size_t>(slot)];
  for (int s = 0; s < squares_; ++s) {
    const std::uint64_t empty = ways(s + 1, l, d);
    if (local < empty) continue;
    local -= empty;
    const int mine_here = mine_at_[static_cast<std::size_t>(s)];
    const std::uint64_t per_mine = l > 0 ? ways(s + 1, l - 1, d) : 0;
    if (local < per_mine * static_cast<std::uint64_t>(mine_here)) {
      const auto k = static_cast<unsigned>(local / per_mine);
      local %= per_mine;
      p.mine |= 1u << my_index_[static_cast<std::size_t>(s)][k];
      --l;
      continue;
    }
    local -= per_mine * static_cast<std::uint64_t>(mine_here);
    if (d == 0) break;  // unreachable for a rank below size()
    const std::uint64_t per_theirs = ways(s + 1, l, d - 1);
    const auto k = static_cast<unsigned>(local / per_theirs);
    local %= per_theirs;
    p.theirs |= 1u << their_index_[static_cast<std::size_t>(s)][k];
    --d;
  }
  return p;
}

}  // namespace ur
