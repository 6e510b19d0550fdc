# Read right after project(ur) in the Windows build (CMAKE_PROJECT_ur_INCLUDE, set by
# cmake/mingw-w64-x86_64.cmake): the cache holds SDL2 and SDL2_image as static libraries
# only, whose CMake packages name them SDL2::SDL2-static and SDL2_image::SDL2_image-static;
# the main CMakeLists.txt asks for SDL2::SDL2 and SDL2_image::SDL2_image.
find_package(SDL2 REQUIRED CONFIG)
find_package(SDL2_image REQUIRED CONFIG)
foreach(pair "SDL2::SDL2|SDL2::SDL2-static" "SDL2_image::SDL2_image|SDL2_image::SDL2_image-static")
  string(REPLACE "|" ";" pair "${pair}")
  list(GET pair 0 name)
  list(GET pair 1 static)
  if(NOT TARGET ${name})
    if(NOT TARGET ${static})
      message(FATAL_ERROR "${static} not found in the Windows libraries' cache: run tools/build-mingw-deps.sh")
    endif()
    add_library(${name} INTERFACE IMPORTED)
    set_target_properties(${name} PROPERTIES INTERFACE_LINK_LIBRARIES ${static})
  endif()
endforeach()

# nlohmann/json (the UI suites' driver) is header-only and the same for every target, but
# its Debian package's CMake file points at /usr/include, where the host's C library lives:
# the Windows build gets a copy of its headers and a package file of its own instead.
if(BUILD_TESTING AND NOT nlohmann_json_DIR AND EXISTS /usr/include/nlohmann/json.hpp)
  set(shim ${CMAKE_BINARY_DIR}/mingw-shims)
  file(COPY /usr/include/nlohmann DESTINATION ${shim}/include)
  file(WRITE ${shim}/nlohmann_json/nlohmann_jsonConfig.cmake
    "if(NOT TARGET nlohmann_json::nlohmann_json)\n"
    "  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)\n"
    "  set_target_properties(nlohmann_json::nlohmann_json PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${shim}/include)\n"
    "endif()\n")
  file(COPY /usr/share/cmake/nlohmann_json/nlohmann_jsonConfigVersion.cmake DESTINATION ${shim}/nlohmann_json)
  set(nlohmann_json_DIR ${shim}/nlohmann_json CACHE PATH "nlohmann/json for the Windows build (a copy of Debian's headers)")
endif()
