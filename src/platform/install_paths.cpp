#include "platform/install_paths.hpp"

#include <cstdlib>
#include <system_error>
#include <vector>

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#include <shlobj.h>
#endif

// From the bin folder to the shipped data folder in an installed tree (cmake/install.cmake
// sets it from CMAKE_INSTALL_BINDIR and CMAKE_INSTALL_DATADIR).
#ifndef UR_INSTALL_DATA_FROM_BIN
#define UR_INSTALL_DATA_FROM_BIN "../share/ur"
#endif

namespace ur::install {

namespace {

std::filesystem::path find_program_dir() {
#if defined(__EMSCRIPTEN__)
  return {};
#elif defined(_WIN32)
  std::vector<wchar_t> buf(MAX_PATH);
  for (;;) {
    const DWORD n = GetModuleFileNameW(nullptr, buf.data(), static_cast<DWORD>(buf.size()));
    if (n == 0) return {};
    if (n < buf.size()) return std::filesystem::path(std::wstring(buf.data(), n)).parent_path();
    if (buf.size() >= 32768) return {};
    buf.resize(buf.size() * 2);
  }
#else
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : exe.parent_path();
#endif
}

#ifndef __EMSCRIPTEN__
bool has_assets(const std::filesystem::path& dir) {
  std::error_code ec;
  return !dir.empty() && std::filesystem::is_regular_file(dir / "assets" / "board.webp", ec);
}
#endif

}  // namespace

std::filesystem::path program_dir() {
  static const std::filesystem::path dir = find_program_dir();
  return dir;
}

#ifndef __EMSCRIPTEN__
std::optional<std::filesystem::path> shipped_dir() {
  static const std::optional<std::filesystem::path> dir = []() -> std::optional<std::filesystem::path> {
    const std::filesystem::path bin = program_dir();
    if (bin.empty()) return std::nullopt;
    const std::filesystem::path installed = (bin / UR_INSTALL_DATA_FROM_BIN).lexically_normal();
    if (has_assets(installed)) return installed;
    if (has_assets(bin)) return bin;
    return std::nullopt;
  }();
  return dir;
}

std::filesystem::path user_dir() {
#if defined(__EMSCRIPTEN__)
  return {};
#elif defined(_WIN32)
  // The roaming application data folder, as SDL_GetPrefPath finds it.
  wchar_t path[MAX_PATH];
  if (SHGetFolderPathW(nullptr, CSIDL_APPDATA | CSIDL_FLAG_CREATE, nullptr, 0, path) != S_OK) return {};
  return std::filesystem::path(path) / L"ur" / L"ur";
#else
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "ur" / "ur";
  const char* home = std::getenv("HOME");
  if (!home || !*home) return {};
  return std::filesystem::path(home) / ".local" / "share" / "ur" / "ur";
#endif
}

#endif

std::string utf8(const std::filesystem::path& p) {
#ifdef _WIN32
  const std::u8string s = p.u8string();
  return std::string(s.begin(), s.end());
#else
  return p.string();
#endif
}

}  // namespace ur::install
