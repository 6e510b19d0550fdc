#include "ui/record_io.hpp"

#include <cctype>
#include <charconv>

#include "ai/agent.hpp"
#include "core/side_names.hpp"
#include "ui/language.hpp"

namespace ur {
namespace {

// A computer player the game knows by this name (else the name is a person's).
bool is_computer(const std::string& name) {
  if (name == "perfect") return true;
  for (const AgentInfo& a : agent_catalog())
    if (a.name == name) return true;
  return false;
}

// "2026-11-25" from the start of a date, or "" when it does not start with one.
std::string day_of(std::string_view date) {
  if (date.size() < 10) return "";
  for (std::size_t i = 0; i < 10; ++i) {
    const bool dash = i == 4 || i == 7;
    if (dash ? date[i] != '-' : !std::isdigit(static_cast<unsigned char>(date[i]))) return "";
  }
  return std::string(date.substr(0, 10));
}

}  // namespace

RecordText export_record(const ReviewGame& game, std::string_view date) {
  GameRecord rec;
  rec.rules = game.rules;
  rec.tags.push_back({"light", game.players[0].empty() ? "human" : game.players[0]});
  rec.tags.push_back({"dark", game.players[1].empty() ? "human" : game.players[1]});
  if (game.seed != 0) rec.tags.push_back({"seed", std::to_string(game.seed)});
  if (!date.empty()) rec.tags.push_back({"date", std::string(date)});
  rec.steps = game.steps;
  return write_record(rec);
}

std::string export_file_name(const RuleSet& rules, std::string_view date, int copy) {
  std::string name = "ur-" + rules_notation(rules);
  for (char& c : name)
    if (c == ':') c = '-';  // a colon is not allowed in file names everywhere
  if (const std::string day = day_of(date); !day.empty()) name += "-" + day;
  if (copy > 1) name += "-" + std::to_string(copy);
  return name + ".ur.txt";
}

std::string OpenedRecord::message() const {
  if (line <= 0) return error;
  return tr("record.line_error", {{"n", line}, {"error", error}});
}

OpenedRecord open_record(std::string_view text) {
  OpenedRecord out;
  if (text.size() > kLargestRecord) {
    out.error = tr("record.too_long", {{"n", static_cast<int>(text.size() / 1024)}});
    return out;
  }
  // Line ends of any system: "\r\n" and a lone "\r" end a line as "\n" does.
  std::string clean;
  clean.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\r') clean += text[i];
    else if (i + 1 >= text.size() || text[i + 1] != '\n') clean += '\n';
  }
  if (clean.find_first_not_of(" \t\n") == std::string::npos) {
    out.error = tr("record.no_record");
    return out;
  }
  const RecordParse parsed = load_game_text(clean);
  if (!parsed.ok()) {
    out.line = parsed.line;
    out.error = parsed.error;
    return out;
  }
  ReviewGame g;
  g.rules = parsed.record->rules;
  for (int side = 0; side < 2; ++side) {
    const std::string who = parsed.record->tag(side_id(static_cast<Side>(side)));
    g.players[static_cast<std::size_t>(side)] = is_computer(who) ? who : "";
  }
  const std::string seed = parsed.record->tag("seed");
  std::uint64_t s = 0;
  if (!seed.empty() && std::from_chars(seed.data(), seed.data() + seed.size(), s).ec == std::errc{}) g.seed = s;
  g.steps = parsed.record->steps;
  out.game = std::move(g);
  return out;
}

NoticeWords export_notice(const ExportOutcome& outcome, const std::string& file_name) {
  NoticeWords n;
  if (outcome.saved) {
    n.title = tr("record.saved");
    n.lines.push_back(outcome.downloaded
                          ? tr("record.downloaded_as", {{"file", file_name}}) + " " + tr("record.see_downloads") + "."
                          : tr("record.saved_as", {{"file", outcome.where.empty() ? file_name : outcome.where}}) + ".");
  } else {
    n.title = tr(outcome.copied ? "record.copied" : "record.export_failed");
    n.lines.push_back(tr("record.not_saved_file") + (outcome.error.empty() ? std::string(".") : ": " + outcome.error + "."));
  }
  n.lines.push_back(tr(outcome.copied ? "record.also_clipboard" : "record.not_clipboard"));
  if (outcome.saved || outcome.copied) n.lines.push_back(tr("record.replay"));
  return n;
}

NoticeWords open_failed_notice(const OpenedRecord& opened, const std::string& from) {
  NoticeWords n;
  n.title = tr("record.cannot_open");
  if (!from.empty()) n.lines.push_back(tr("record.from", {{"from", from}}));
  n.lines.push_back(opened.message());
  n.lines.push_back(tr("save.untouched"));
  return n;
}

}  // namespace ur
