// Force-included into the doctest suites of the Windows build (cmake/windows.cmake): the
// POSIX setenv and unsetenv a few suites use, on the C runtime's _putenv_s. The game's own
// code needs none of it.
#pragma once
#ifdef _WIN32
#include <stdlib.h>

inline int setenv(const char* name, const char* value, int overwrite) {
  if (!overwrite && getenv(name)) return 0;
  return _putenv_s(name, value) == 0 ? 0 : -1;
}
inline int unsetenv(const char* name) { return _putenv_s(name, "") == 0 ? 0 : -1; }
#endif
