// ur-cli's entry point: everything else is in cli.cpp (run_cli), which tests call directly.
#include <iostream>
#include <string>
#include <vector>

#include "cli/cli.hpp"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  return ur::run_cli(args, std::cin, std::cout, std::cerr);
}
