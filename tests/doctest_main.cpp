// The one doctest main, compiled once and linked into every tests/unit-*.cpp executable.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
