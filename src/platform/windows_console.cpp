// Windows only (cmake/windows.cmake links it into ur.exe and ur-cli.exe): the console as a
// Windows user expects it. Both write UTF-8 (accents, dashes, the dice's symbols), and the
// console shows it as such while they run; ur.exe, a windowed program with no console of
// its own, writes its --help, errors and smoke-test lines to the console it was started
// from, if there is one. Set up before main, undone at exit.
#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <cstdio>

namespace {

bool usable(HANDLE h) { return h != nullptr && h != INVALID_HANDLE_VALUE; }

struct Console {
  UINT old_output = 0, old_input = 0;
  Console() {
    if (!usable(GetStdHandle(STD_OUTPUT_HANDLE)) && AttachConsole(ATTACH_PARENT_PROCESS)) {
      if (!std::freopen("CONOUT$", "w", stdout)) return;
      if (!std::freopen("CONOUT$", "w", stderr)) return;
    }
    old_output = GetConsoleOutputCP();
    old_input = GetConsoleCP();
    if (old_output && old_output != CP_UTF8) SetConsoleOutputCP(CP_UTF8);
    if (old_input && old_input != CP_UTF8) SetConsoleCP(CP_UTF8);
  }
  ~Console() {
    std::fflush(stdout);
    if (old_output && old_output != CP_UTF8) SetConsoleOutputCP(old_output);
    if (old_input && old_input != CP_UTF8) SetConsoleCP(old_input);
  }
};

const Console console;

}  // namespace
#endif
