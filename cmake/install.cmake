# Installing the desktop game (docs/desktop.md). `cmake --install` puts ur and ur-cli in
# bin/ and what they ship (art, networks, the fonts' licences) in share/ur/, where the
# programs find them from their own path (src/platform/install_paths.cpp); on Linux also
# the menu entry, icons, AppStream metadata and man pages in the freedesktop places. On
# Windows everything sits in one folder: ur.exe, ur-cli.exe, assets\, nets\, licences\.
# Included at the end of CMakeLists.txt.

# Where an installed or unpacked copy's files are, seen from its programs: every build
# links it (the tables' and networks' folders), the browser's too (where it finds nothing).
add_library(ur_install_paths STATIC ${CMAKE_CURRENT_LIST_DIR}/../src/platform/install_paths.cpp)
target_link_libraries(ur_install_paths PUBLIC ur_options)
target_link_libraries(ur_perfect PUBLIC ur_install_paths)
if(EMSCRIPTEN)
  return()
endif()

# The application's id in the desktop's catalogues (AppStream, the menu entry's and the
# icons' file names). A placeholder until the project has a home of its own (docs/desktop.md).
set(UR_APP_ID "io.github.royal_game_of_ur.Ur")
set(UR_DESKTOP_DIR ${CMAKE_CURRENT_LIST_DIR}/../desktop)
get_filename_component(UR_DESKTOP_DIR ${UR_DESKTOP_DIR} ABSOLUTE)

if(WIN32)
  set(UR_INSTALL_BIN .)
  set(UR_INSTALL_DATA .)
  set(UR_DATA_FROM_BIN .)
else()
  include(GNUInstallDirs)
  set(UR_INSTALL_BIN ${CMAKE_INSTALL_BINDIR})
  set(UR_INSTALL_DATA ${CMAKE_INSTALL_DATADIR}/ur)
  file(RELATIVE_PATH UR_DATA_FROM_BIN ${CMAKE_INSTALL_FULL_BINDIR} ${CMAKE_INSTALL_FULL_DATADIR}/ur)
endif()
target_compile_definitions(ur_install_paths PRIVATE UR_INSTALL_DATA_FROM_BIN="${UR_DATA_FROM_BIN}")
# Directories made by the install are world-readable whatever the umask (the .deb's too).
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
  OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# `cmake --install` and CPack install what tools/package.sh built (the programs, man pages),
# without building every target first (the benches are no part of a package).
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)
install(TARGETS ur ur-cli RUNTIME DESTINATION ${UR_INSTALL_BIN})
# The art and fonts, without the art's notes; the fonts' licences go to licences/.
install(DIRECTORY ${CMAKE_CURRENT_LIST_DIR}/../assets/ DESTINATION ${UR_INSTALL_DATA}/assets
  PATTERN README.md EXCLUDE PATTERN "LICENSE-*" EXCLUDE)
file(GLOB UR_INSTALL_NETS ${CMAKE_CURRENT_LIST_DIR}/../data/nets/*.urn)
install(FILES ${UR_INSTALL_NETS} DESTINATION ${UR_INSTALL_DATA}/nets)
file(GLOB UR_INSTALL_LICENCES ${CMAKE_CURRENT_LIST_DIR}/../assets/font/LICENSE-*.txt)
install(FILES ${UR_INSTALL_LICENCES} DESTINATION ${UR_INSTALL_DATA}/licences)

if(WIN32)
  include(${CMAKE_CURRENT_LIST_DIR}/windows.cmake)
else()
  # The menu entry and AppStream metadata, named after the id.
  configure_file(${UR_DESKTOP_DIR}/ur.desktop.in ${CMAKE_BINARY_DIR}/desktop/${UR_APP_ID}.desktop @ONLY)
  configure_file(${UR_DESKTOP_DIR}/ur.metainfo.xml.in ${CMAKE_BINARY_DIR}/desktop/${UR_APP_ID}.metainfo.xml @ONLY)
  install(FILES ${CMAKE_BINARY_DIR}/desktop/${UR_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${CMAKE_BINARY_DIR}/desktop/${UR_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  foreach(size 16 24 32 48 64 128 256 512)
    install(FILES ${UR_DESKTOP_DIR}/icons/${size}.png DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
      RENAME ${UR_APP_ID}.png)
  endforeach()
  # Man pages (section 6, games), compressed as Debian's policy asks (gzip -9n: no name or
  # time inside, so the package is reproducible).
  find_program(UR_GZIP gzip REQUIRED)
  set(UR_MAN_PAGES "")
  foreach(page ur ur-cli)
    set(gz ${CMAKE_BINARY_DIR}/desktop/man/${page}.6.gz)
    add_custom_command(OUTPUT ${gz}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/desktop/man
      COMMAND ${UR_GZIP} -9n -c ${UR_DESKTOP_DIR}/man/${page}.6 > ${gz}
      DEPENDS ${UR_DESKTOP_DIR}/man/${page}.6 VERBATIM)
    list(APPEND UR_MAN_PAGES ${gz})
  endforeach()
  add_custom_target(ur-man-pages ALL DEPENDS ${UR_MAN_PAGES})
  install(FILES ${UR_MAN_PAGES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endif()

include(${CMAKE_CURRENT_LIST_DIR}/packaging.cmake)
