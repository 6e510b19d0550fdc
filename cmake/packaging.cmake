# The desktop packages, made by CPack from the install rules (cmake/install.cmake):
# a .deb on Linux; on Windows (the MinGW-w64 cross build) a zip that runs unpacked and an
# NSIS installer. tools/package.sh runs it and collects the files in build/packages/.
# The version is the project's (project(ur VERSION ...) in CMakeLists.txt): the release
# checklist in docs/desktop.md says what else carries it.
set(CPACK_PACKAGE_NAME ur)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Ur project")
set(CPACK_PACKAGE_CONTACT "The Ur project <ur@royal-game-of-ur.invalid>")
# No leading article: Debian's synopsis style (lintian: description-synopsis-starts-with-article).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Royal Game of Ur, the 4,500-year-old race game of Mesopotamia")
# Lines under 80 characters: Debian's control file keeps them as they are.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "Two players race their pieces across the board of twenty squares, driven by"
  "throws of tetrahedral dice, knocking each other off and resting on rosettes."
  "Twelve rule sets, the historical reconstructions among them, against a friend"
  "or the computer at nine levels up to perfect play; hints, the review of"
  "finished games and game records, in English, French, Hungarian and Dutch."
  "ur-cli plays, reviews and solves games on the command line.")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR}/cpack)
set(CPACK_PACKAGE_INSTALL_DIRECTORY Ur)
set(CPACK_PACKAGE_EXECUTABLES ur "The Royal Game of Ur")
# Read by CPack for each generator: the installer's own file name (…-setup.exe).
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/cpack-generator.cmake)

if(WIN32)
  set(CPACK_GENERATOR "ZIP;NSIS")
  set(CPACK_PACKAGE_FILE_NAME ur-${PROJECT_VERSION}-windows-x86_64)
  set(CPACK_NSIS_PACKAGE_NAME "The Royal Game of Ur")
  set(CPACK_NSIS_DISPLAY_NAME "The Royal Game of Ur ${PROJECT_VERSION}")
  set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
  set(CPACK_NSIS_EXECUTABLES_DIRECTORY .)
  set(CPACK_NSIS_INSTALLED_ICON_NAME ur.exe)
  set(CPACK_NSIS_MUI_ICON ${UR_DESKTOP_DIR}/windows/ur.ico)
  set(CPACK_NSIS_MUI_UNIICON ${UR_DESKTOP_DIR}/windows/ur.ico)
  set(CPACK_NSIS_MUI_FINISHPAGE_RUN ur.exe)
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
  set(CPACK_NSIS_COMPRESSOR "/SOLID lzma")
  # A 64-bit installer for the 64-bit game (Debian's nsis has the amd64-unicode stubs and
  # plugins): it also runs under wine64 alone, where the tests run it.
  set(CPACK_NSIS_DEFINES "Target amd64-unicode")
  set(CPACK_NSIS_CONTACT ${CPACK_PACKAGE_CONTACT})
  # No licence page: the project has not chosen a licence yet (docs/desktop.md).
  set(CPACK_NSIS_IGNORE_LICENSE_PAGE ON)
else()
  set(CPACK_GENERATOR DEB)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # ur_<version>_<arch>.deb
  set(CPACK_DEBIAN_PACKAGE_SECTION games)
  set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
  # The runtime libraries (SDL2, SDL2_image, libsodium, qrcodegen, libstdc++) found by
  # dpkg-shlibdeps from what the programs really link, with the versions they need.
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  # The control file's Description: the summary, then CPACK_PACKAGE_DESCRIPTION (CPack joins them).
  set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
  # Debian's copyright file and the changelog (compressed: policy 12.7) in /usr/share/doc/ur.
  set(UR_CHANGELOG_GZ ${CMAKE_BINARY_DIR}/desktop/changelog.gz)
  add_custom_command(OUTPUT ${UR_CHANGELOG_GZ}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/desktop
    COMMAND ${UR_GZIP} -9n -c ${UR_DESKTOP_DIR}/debian/changelog > ${UR_CHANGELOG_GZ}
    DEPENDS ${UR_DESKTOP_DIR}/debian/changelog VERBATIM)
  add_custom_target(ur-changelog ALL DEPENDS ${UR_CHANGELOG_GZ})
  # The copyright file: the project's paragraphs, then each font's from its licence file
  # (Debian's machine-readable format already), for the font files it covers.
  file(READ ${UR_DESKTOP_DIR}/debian/copyright.head UR_COPYRIGHT)
  foreach(pair "DejaVu|text.ttf textbold.ttf" "EBGaramond|title.otf")
    string(REPLACE "|" ";" pair "${pair}")
    list(GET pair 0 font)
    list(GET pair 1 files)
    file(READ ${CMAKE_CURRENT_LIST_DIR}/../assets/font/LICENSE-${font}.txt text)
    string(FIND "${text}" "\nFiles: *\n" at)
    if(at LESS 0)
      message(FATAL_ERROR "assets/font/LICENSE-${font}.txt has no 'Files: *' paragraph: the Debian copyright file needs one")
    endif()
    string(SUBSTRING "${text}" ${at} -1 text)
    string(REGEX REPLACE "^\nFiles: \\*" "" text "${text}")
    string(REPLACE " " " ${CMAKE_INSTALL_DATADIR}/ur/assets/font/" files " ${files}")
    string(APPEND UR_COPYRIGHT "Files:${files}${text}\n")
  endforeach()
  string(REGEX REPLACE "\n\n+$" "\n" UR_COPYRIGHT "${UR_COPYRIGHT}")
  file(WRITE ${CMAKE_BINARY_DIR}/desktop/copyright "${UR_COPYRIGHT}")
  install(FILES ${CMAKE_BINARY_DIR}/desktop/copyright ${UR_CHANGELOG_GZ} DESTINATION ${CMAKE_INSTALL_DOCDIR})
endif()

include(CPack)
