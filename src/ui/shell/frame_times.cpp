#include "ui/shell/frame_times.hpp"

#include <algorithm>
#include <sstream>

namespace ur {

double FrameTimes::add(double total_ms, double present_ms) {
  const double own = std::max(0.0, total_ms - present_ms);
  work_max_ = std::max(work_max_, own);
  present_max_ = std::max(present_max_, present_ms);
  total_max_ = std::max(total_max_, total_ms);
  if (work_.size() < 200000) work_.push_back(static_cast<float>(own));
  return own;
}

std::string FrameTimes::report() {
  std::vector<float> w = std::move(work_);
  work_.clear();
  const double present_max = present_max_, total_max = total_max_;
  present_max_ = total_max_ = 0;
  if (w.empty()) return "{}";
  std::sort(w.begin(), w.end());
  auto at = [&](double p) { return w[std::min(w.size() - 1, static_cast<std::size_t>(p * static_cast<double>(w.size())))]; };
  std::ostringstream out;
  out << "{\"frames\":" << w.size() << ",\"p50\":" << at(0.5) << ",\"p95\":" << at(0.95) << ",\"max\":" << w.back()
      << ",\"presentMax\":" << present_max << ",\"totalMax\":" << total_max << "}";
  return out.str();
}

double FrameTimes::take_work_max() {
  const double m = work_max_;
  work_max_ = 0;
  return m;
}

}  // namespace ur
