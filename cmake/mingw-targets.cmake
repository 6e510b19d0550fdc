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
