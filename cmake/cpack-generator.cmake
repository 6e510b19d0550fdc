# CPack reads this once for each generator (CPACK_PROJECT_CONFIG_FILE, cmake/packaging.cmake):
# the zip unpacks into one folder named like itself, holding ur.exe; the installer is named
# ur-<version>-windows-x86_64-setup.exe beside it.
if(CPACK_GENERATOR STREQUAL "ZIP")
  set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY ON)
elseif(CPACK_GENERATOR STREQUAL "NSIS")
  set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY OFF)
  set(CPACK_PACKAGE_FILE_NAME "${CPACK_PACKAGE_FILE_NAME}-setup")
endif()
