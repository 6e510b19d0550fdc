// A device's storage in the tests: a map of names to texts behind the game's Storage
// (ui/saved_game.hpp), shared by copies so a test can read what the game kept.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "ui/saved_game.hpp"

namespace ur::test {

using KeptTexts = std::shared_ptr<std::map<std::string, std::string>>;

inline Storage map_storage(const KeptTexts& kept) {
  return {[kept](const std::string& name) -> std::optional<std::string> {
            const auto it = kept->find(name);
            if (it == kept->end()) return std::nullopt;
            return it->second;
          },
          [kept](const std::string& name, const std::string& text) {
            (*kept)[name] = text;
            return true;
          },
          [kept](const std::string& name) { kept->erase(name); }};
}

}  // namespace ur::test
