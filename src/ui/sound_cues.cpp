#include "ui/sound_cues.hpp"

#include "core/board.hpp"
#include "ui/describe.hpp"

namespace ur {
namespace {

int flipped_pieces(const RuleSet& r, const State& s) {
  int n = 0;
  for (int slot = 0; slot < r.slot_count; ++slot) {
    const Stack& st = s.stacks[static_cast<unsigned>(slot)];
    for (int k = 0; k < st.height(); ++k) n += st.flipped(k) ? 1 : 0;
  }
  return n;
}

}  // namespace

void SoundCues::restart(const Controller& c) {
  state_ = c.state();
  seen_ = c.history().size();
  stage_ = c.stage();
  synced_ = true;
  rattled_ = slid_ = false;
}

std::vector<SoundCue> SoundCues::follow(const Controller& c) {
  std::vector<SoundCue> out;
  if (!synced_ || c.history().size() < seen_ || !c.has_game()) {
    restart(c);
    return out;
  }
  const RuleSet& r = c.rules();
  const bool cube = r.dice == DiceKind::D6;
  const int dice = r.dice_count;
  for (; seen_ < c.history().size(); ++seen_) {
    const HistoryItem& h = c.history()[seen_];
    if (h.chance) {
      // A throw rolled between two looks (a long frame, or no animation time) still rattles first.
      if (!rattled_) out.push_back({cube ? SoundId::CubeRattle : SoundId::TetraRattle, dice});
      rattled_ = false;
      out.push_back({cube ? SoundId::CubeSettle : SoundId::TetraSettle, dice});
      apply_chance(r, state_, h.outcome);
      continue;
    }
    const Action& a = h.action;
    const bool piece = a.kind == ActionKind::Enter || a.kind == ActionKind::Move || a.kind == ActionKind::PlaceOnStart;
    if (piece) {
      if (!slid_ && (a.kind == ActionKind::Move || a.kind == ActionKind::Enter)) out.push_back({SoundId::Slide});
      slid_ = false;
      const ActionEffect e = describe_action(r, state_, a);
      if (e.captures) out.push_back({SoundId::Capture});
      else if (e.bears_off) out.push_back({SoundId::BearOff});
      else if (e.lands_on >= 0 && r.board.is_rosette(static_cast<SquareId>(e.lands_on))) out.push_back({SoundId::Rosette});
      else out.push_back({SoundId::Land});
    }
    const int flipped = r.uses_stacks() ? flipped_pieces(r, state_) : 0;
    apply(r, state_, a);
    if (r.uses_stacks() && flipped_pieces(r, state_) != flipped) out.push_back({SoundId::StackFlip});
  }
  // What has just begun: a throw rolling, a piece on its way.
  const Stage now = c.stage();
  if (now == Stage::Rolling && !rattled_) {
    out.push_back({cube ? SoundId::CubeRattle : SoundId::TetraRattle, dice});
    rattled_ = true;
  }
  if (now == Stage::Animating && !slid_ && (c.animating().kind == ActionKind::Move || c.animating().kind == ActionKind::Enter)) {
    out.push_back({SoundId::Slide});
    slid_ = true;
  }
  if (now == Stage::Over && stage_ != Stage::Over) {
    // From the point of view of the person playing: against the computer, won or lost;
    // between two people (or watching), a win is a win. A draw sounds like a loss.
    const Result res = result(r, c.state());
    bool won = res.winner == Winner::Light || res.winner == Winner::Dark;
    if (won && c.is_human(kLight) != c.is_human(kDark)) won = c.is_human(res.winner == Winner::Light ? kLight : kDark);
    out.push_back({won ? SoundId::Win : SoundId::Loss});
  }
  stage_ = now;
  return out;
}

}  // namespace ur
