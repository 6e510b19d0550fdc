#include "ui/history.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <sstream>

#include "core/words.hpp"
#include "core/turns.hpp"

namespace ur {
namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
static_assert(kAlphabet.size() == kMaxActions);

// The winner (None when it has not ended: then only if `unfinished` is allowed) and the
// number of turns of a game (false: the steps do not replay, or to no end when one is due).
bool outcome_of(PastGame& g, bool unfinished = false) {
  const Replay end = replay(g.rules, g.steps);
  if (!end.ok() || is_over(*end.state) == unfinished) return false;
  g.winner = unfinished ? Winner::None : result(g.rules, *end.state).winner;
  g.turns = turns_played(*end.state);
  return true;
}

}  // namespace

std::string encode_steps(const RuleSet& rules, const std::vector<Step>& steps) {
  std::string out;
  State s = new_game(rules);
  ActionList legal;
  for (const Step& step : steps) {
    if (step.chance) {
      out += kAlphabet[static_cast<std::size_t>(step.outcome)];
      apply_chance(rules, s, step.outcome);
      continue;
    }
    legal_actions(rules, s, legal);
    int index = -1;
    for (int i = 0; i < legal.size(); ++i)
      if (legal[i] == step.action) index = i;
    if (index < 0) return {};  // not a game that happened
    out += kAlphabet[static_cast<std::size_t>(index)];
    apply(rules, s, step.action);
  }
  return out;
}

std::optional<std::vector<Step>> decode_steps(const RuleSet& rules, std::string_view text, std::string* error) {
  std::vector<Step> steps;
  State s = new_game(rules);
  ActionList legal;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::size_t v = kAlphabet.find(text[i]);
    auto fail = [&](const std::string& why) {
      if (error) *error = "step " + std::to_string(i + 1) + ": " + why;
      return std::nullopt;
    };
    if (v == std::string_view::npos) return fail("'" + std::string(1, text[i]) + "' is not a step");
    if (is_over(s)) return fail("the game was already over");
    if (is_chance(s)) {
      bool possible = false;
      for (const ChanceOutcome& o : chance_outcomes(rules, s)) possible |= o.outcome == v;
      if (!possible) return fail("no throw gives " + std::to_string(v));
      steps.push_back(Step::of_chance(static_cast<int>(v)));
      apply_chance(rules, s, static_cast<int>(v));
    } else {
      legal_actions(rules, s, legal);
      if (static_cast<int>(v) >= legal.size()) return fail("there are only " + std::to_string(legal.size()) + " legal actions");
      steps.push_back(Step::of_action(legal[static_cast<int>(v)]));
      apply(rules, s, legal[static_cast<int>(v)]);
    }
  }
  return steps;
}

History read_history(std::string_view text) {
  History h;
  std::size_t pos = 0;
  bool first = true;
  while (pos < text.size()) {
    const std::size_t eol = text.find('\n', pos);
    const std::string_view line = text.substr(pos, eol == std::string_view::npos ? std::string_view::npos : eol - pos);
    pos = eol == std::string_view::npos ? text.size() : eol + 1;
    if (first) {
      first = false;
      if (line.rfind("ur-history ", 0) == 0) continue;
    }
    if (line.empty() || line[0] == '#') continue;
    // g DATE TIME RULES LIGHT DARK SEED STEPS
    const std::vector<std::string_view> w = split_words(line);
    PastGame g;
    std::optional<RuleSet> rules;
    // A finished game is "g"; a game set aside before its end (a new game started over it) is "u".
    const bool unfinished = w.size() == 8 && w[0] == "u";
    bool ok = w.size() == 8 && (w[0] == "g" || unfinished) && (rules = parse_rules_notation(w[3]));
    if (ok) {
      g.date = std::string(w[1]) + " " + std::string(w[2]);
      g.rules = *rules;
      g.players = {w[4] == "human" ? "" : std::string(w[4]), w[5] == "human" ? "" : std::string(w[5])};
      const auto [end, ec] = std::from_chars(w[6].data(), w[6].data() + w[6].size(), g.seed);
      ok = ec == std::errc() && end == w[6].data() + w[6].size();
    }
    std::optional<std::vector<Step>> steps;
    if (ok) steps = decode_steps(g.rules, w[7]);
    if (steps) g.steps = std::move(*steps);
    if (ok && steps && outcome_of(g, unfinished)) h.games.push_back(std::move(g));
    else h.unreadable.emplace_back(line);
  }
  return h;
}

std::string write_history(const History& h) {
  std::ostringstream out;
  out << "ur-history 1\n";
  for (const PastGame& g : h.games)
    out << (g.finished() ? "g " : "u ") << g.date << " " << rules_notation(g.rules) << " " << (g.players[0].empty() ? "human" : g.players[0]) << " "
        << (g.players[1].empty() ? "human" : g.players[1]) << " " << g.seed << " " << encode_steps(g.rules, g.steps) << "\n";
  for (const std::string& line : h.unreadable) out << line << "\n";
  return out.str();
}

namespace {

bool add_game(History& h, PastGame game, bool unfinished) {
  if (game.date.find(' ') == std::string::npos || split_words(game.date).size() != 2) game.date = "0000-00-00 00:00";
  if (!outcome_of(game, unfinished)) return false;
  h.games.push_back(std::move(game));
  if (h.games.size() > kHistoryCap)
    h.games.erase(h.games.begin(), h.games.begin() + static_cast<std::ptrdiff_t>(h.games.size() - kHistoryCap));
  return true;
}

}  // namespace

bool add_to_history(History& h, PastGame game) { return add_game(h, std::move(game), false); }
bool add_unfinished_to_history(History& h, PastGame game) { return add_game(h, std::move(game), true); }

std::string rules_words(const RuleSet& rules) {
  if (rules.pieces == rules.default_pieces) return std::string(rules.title);
  return std::string(rules.title) + " (" + std::to_string(rules.pieces) + (rules.pieces == 1 ? " piece)" : " pieces)");
}

Statistics statistics(const std::vector<PastGame>& games) {
  Statistics st;
  struct Tally {
    StatsRow row;
    long turns = 0;
    int streak = 0;
  };
  std::vector<Tally> tallies;
  double moved = 0, expected = 0;
  for (const PastGame& g : games) {
    const bool light_person = g.players[0].empty(), dark_person = g.players[1].empty();
    if (!light_person && !dark_person) continue;  // two computers: not the player's game
    if (!g.finished()) continue;                    // set aside before its end: no result to count
    const bool vs_computer = light_person != dark_person;
    const std::string opponent = !vs_computer ? "a friend" : light_person ? g.players[1] : g.players[0];
    const std::string title = rules_words(g.rules);
    auto it = std::find_if(tallies.begin(), tallies.end(),
                           [&](const Tally& t) { return t.row.rules == title && t.row.opponent == opponent; });
    if (it == tallies.end()) {
      tallies.push_back({StatsRow{title, opponent, 0, vs_computer ? 0 : -1, 0, 0}, 0, 0});
      it = tallies.end() - 1;
    }
    Tally& t = *it;
    ++t.row.games;
    t.turns += g.turns;
    if (vs_computer) {
      const bool won = g.winner == (light_person ? Winner::Light : Winner::Dark);
      t.row.wins += won ? 1 : 0;
      t.streak = won ? t.streak + 1 : 0;
      t.row.longest_streak = std::max(t.row.longest_streak, t.streak);
      // The person's throws: what they moved against what the dice give on average.
      const Side person = light_person ? kLight : kDark;
      State s = new_game(g.rules);
      for (const Step& step : g.steps) {
        if (step.chance) {
          if (s.phase == Phase::Throw && s.side == person) {
            double mean = 0;
            for (const ChanceOutcome& o : chance_outcomes(g.rules, s)) mean += o.probability() * g.rules.move_value(o.outcome);
            moved += g.rules.move_value(step.outcome);
            expected += mean;
            ++st.throws;
          }
          apply_chance(g.rules, s, step.outcome);
        } else {
          apply(g.rules, s, step.action);
        }
      }
    }
  }
  for (Tally& t : tallies) {
    t.row.average_turns = t.row.games ? static_cast<double>(t.turns) / t.row.games : 0;
    st.rows.push_back(t.row);
  }
  if (st.throws) {
    st.average_move = moved / static_cast<double>(st.throws);
    st.expected_move = expected / static_cast<double>(st.throws);
  }
  return st;
}

}  // namespace ur
