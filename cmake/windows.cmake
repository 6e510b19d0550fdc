# What the Windows build (cmake/mingw-w64-x86_64.cmake) adds to the same targets:
# ur.exe as a windowed program (SDL2main's WinMain, no console window) with its icon and
# a manifest (UTF-8 as the program's code page, so every char path is UTF-8 as on Linux),
# both programs' consoles in UTF-8 (src/platform/windows_console.cpp), libsodium static,
# and a README.txt beside the programs. Included by cmake/install.cmake.
set(UR_WINDOWS_DIR ${UR_DESKTOP_DIR}/windows)
target_link_libraries(ur PRIVATE SDL2::SDL2main)
set_target_properties(ur PROPERTIES WIN32_EXECUTABLE ON)
configure_file(${UR_WINDOWS_DIR}/ur.rc.in ${CMAKE_BINARY_DIR}/windows/ur.rc @ONLY)
configure_file(${UR_WINDOWS_DIR}/ur-cli.rc.in ${CMAKE_BINARY_DIR}/windows/ur-cli.rc @ONLY)
target_sources(ur PRIVATE ${CMAKE_BINARY_DIR}/windows/ur.rc ${CMAKE_CURRENT_LIST_DIR}/../src/platform/windows_console.cpp)
target_sources(ur-cli PRIVATE ${CMAKE_BINARY_DIR}/windows/ur-cli.rc ${CMAKE_CURRENT_LIST_DIR}/../src/platform/windows_console.cpp)
set_property(SOURCE ${CMAKE_BINARY_DIR}/windows/ur.rc ${CMAKE_BINARY_DIR}/windows/ur-cli.rc
  APPEND PROPERTY OBJECT_DEPENDS ${UR_WINDOWS_DIR}/ur.ico ${UR_WINDOWS_DIR}/ur.manifest)
# The user data folder (SHGetFolderPathW) for the tables' default place.
target_link_libraries(ur_install_paths PRIVATE shell32)
# libsodium linked statically (its headers then declare no DLL imports); its random bytes
# come from RtlGenRandom in advapi32.
target_compile_definitions(ur_sodium INTERFACE SODIUM_STATIC=1)
target_link_libraries(ur_sodium INTERFACE advapi32)
# src/remote/live_signal.cpp reads and writes IP addresses with inet_pton/inet_ntop:
# on Windows they are Winsock's (desktop/windows/include/arpa/inet.h).
target_include_directories(ur_remote PRIVATE ${UR_WINDOWS_DIR}/include)
target_link_libraries(ur_remote PRIVATE ws2_32)
# QR codes of live invitations: qrcodegen's one C++ source, as the web build takes it
# (tools/fetch-qrcodegen.sh), since Debian has no Windows build of it.
set(UR_QRCODEGEN_SRC "$ENV{HOME}/.cache/ur/qrcodegen-1.8.0/cpp" CACHE PATH "Windows build: Debian's qrcodegen C++ source")
if(EXISTS ${UR_QRCODEGEN_SRC}/qrcodegen.cpp AND NOT TARGET ur_qrcodegen_src)
  add_library(ur_qrcodegen_src STATIC ${UR_QRCODEGEN_SRC}/qrcodegen.cpp)
  target_include_directories(ur_qrcodegen_src SYSTEM PUBLIC ${UR_QRCODEGEN_SRC})
  target_link_libraries(ur_qrcodegen INTERFACE ur_qrcodegen_src)
  target_compile_definitions(ur_qrcodegen INTERFACE UR_HAVE_QRCODEGEN)
endif()
install(FILES ${UR_WINDOWS_DIR}/README.txt DESTINATION .)
# The doctest suites, when built (BUILD_TESTING, tests/desktop/windows-suites.sh), run under
# Wine by ctest (CMAKE_CROSSCOMPILING_EMULATOR, set by the toolchain file).
if(BUILD_TESTING)
  foreach(src ${UR_TEST_SOURCES})
    get_filename_component(name ${src} NAME_WE)
    if(TARGET ${name})
      target_compile_options(${name} PRIVATE -include ${UR_WINDOWS_DIR}/test-compat.h)
    endif()
  endforeach()
endif()
