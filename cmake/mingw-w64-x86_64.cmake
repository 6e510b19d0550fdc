# Cross-compiling the desktop game for 64-bit Windows with Debian's MinGW-w64 (the POSIX
# thread model, for std::thread), linking everything statically: ur.exe and ur-cli.exe
# need no DLL beside them. SDL2, SDL2_image (with libwebp) and libsodium come from the
# cache tools/build-mingw-deps.sh fills from Debian's source packages, once per machine.
#   cmake -S . -B build/mingw -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

# The cache prefix (UR_MINGW_DEPS overrides it), found the same way by the script that
# fills it; read here, not from the cache, so try_compile's projects see it too.
if(NOT UR_MINGW_DEPS)
  execute_process(COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/../tools/mingw-deps-dir.sh
    OUTPUT_VARIABLE UR_MINGW_DEPS OUTPUT_STRIP_TRAILING_WHITESPACE)
endif()
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32 ${UR_MINGW_DEPS})
set(CMAKE_PREFIX_PATH ${UR_MINGW_DEPS})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# pkg-config (libsodium's .pc) reads only the cache, never the host's Linux libraries.
set(ENV{PKG_CONFIG_LIBDIR} "${UR_MINGW_DEPS}/lib/pkgconfig")
set(ENV{PKG_CONFIG_PATH} "")

# ctest runs the Windows programs (the doctest suites) under Debian's wine64.
if(EXISTS /usr/lib/wine/wine64)
  set(CMAKE_CROSSCOMPILING_EMULATOR /usr/lib/wine/wine64)
endif()

# One static executable: the C++ runtime, libgcc and winpthreads inside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")
# The game's own fix-ups for Windows, read once project(ur) has started, and only by
# it (not by the libraries the cache is built from): SDL2's static targets under the names
# the main CMakeLists.txt asks for.
set(CMAKE_PROJECT_ur_INCLUDE ${CMAKE_CURRENT_LIST_DIR}/mingw-targets.cmake)
