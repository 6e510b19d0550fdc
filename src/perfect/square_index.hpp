// A dense index of race positions square by square, for rule sets whose path meets a
// square twice (murray: its own row and the middle row, going out and coming back), which
// the solver's PositionIndex cannot rank (docs/perfect-play.md, "State-space sizes"). A
// position is the same SolverPosition (bits over each side's own path indices, seen by
// the side to move); each square holds nothing, my piece at one of my path indices on it,
// or theirs at one of theirs. Ranks: layer (my_off, their_off) in lexicographic order,
// then the pieces on the board (mine, theirs), then the squares' contents in mixed radix,
// counted by how many ways the remaining squares can hold the remaining pieces. Its size
// is state_space(r).exact_positions; every rank below it is a position.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "perfect/solver.hpp"

namespace ur {

class SquareIndex {
 public:
  // Precondition: no stacks, mirror-image paths (NetEncoding's rule sets, tokens aside).
  explicit SquareIndex(const RuleSet& r);

  std::uint64_t size() const { return size_; }
  bool valid(const SolverPosition& p) const;
  std::uint64_t rank(const SolverPosition& p) const;  // precondition: valid(p)
  SolverPosition unrank(std::uint64_t rank) const;     // precondition: rank < size()
  std::uint64_t layer_begin(int my_off, int their_off) const {
    return base_[static_cast<std::size_t>(my_off * n_ + their_off) * static_cast<std::size_t>((n_ + 1) * (n_ + 1))];
  }
  std::uint64_t layer_end(int my_off, int their_off) const { return layer_begin(my_off, their_off) + layer_size(my_off, their_off); }

 private:
  std::uint64_t layer_size(int my_off, int their_off) const;
  // Ways for squares s.. to hold l of my pieces and d of theirs: ways_[(s * (n+1) + l) * (n+1) + d].
  std::uint64_t ways(int s, int l, int d) const {
    return ways_[static_cast<std::size_t>((s * (n_ + 1) + l) * (n_ + 1) + d)];
  }

  int n_ = 0, len_ = 0, squares_ = 0;
  std::vector<SquareId> square_;                 // the squares, in rank order
  std::vector<int> mine_at_, theirs_at_;         // per square: how many of my / their indices
  std::vector<std::array<std::int8_t, 2>> my_index_, their_index_;  // per square: those indices
  std::array<std::int8_t, kMaxPath> my_square_{}, their_square_{};  // path index -> square number
  std::array<std::int8_t, kMaxPath> my_slot_{}, their_slot_{};      // ... and which of its indices
  std::vector<std::uint64_t> ways_;
  // base_[((a * n + b) * (n+1) + l) * (n+1) + d]: first rank of layer (a, b) with l and d on the board.
  std::vector<std::uint64_t> base_;
  std::uint64_t size_ = 0;
};

}  // namespace ur
