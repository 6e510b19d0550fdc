# Writes the site's service worker (DIR/sw.js) from web/sw.js.in: the list of the game's
# files and a version that is a hash of all of them, so every new build is a new service
# worker. Run after each link of the game (cmake -DDIR=<site> -DSRC=<web/sw.js.in> -P).
set(files index.html index.js index.wasm index.data manifest.webmanifest favicon.png favicon.ico
    icon-192.png icon-512.png icon-maskable-512.png)
# The Queen's networks (nets/, fetched by the game when a rule set that has one is
# chosen) are kept too, so that she plays offline as well.
file(GLOB nets RELATIVE "${DIR}" "${DIR}/nets/*.urn")
list(SORT nets)
list(APPEND files ${nets})
set(all "")
set(listed "")
foreach(f IN LISTS files)
  if(NOT EXISTS "${DIR}/${f}")
    message(FATAL_ERROR "make-sw: ${DIR}/${f} is missing: the service worker must list every file of the game")
  endif()
  file(SHA256 "${DIR}/${f}" h)
  string(APPEND all "${f} ${h}\n")
  if(listed)
    string(APPEND listed ", ")
  endif()
  string(APPEND listed "'${f}'")
endforeach()
string(SHA256 version "${all}")
string(SUBSTRING "${version}" 0 16 UR_SITE_VERSION)
set(UR_SITE_FILES "${listed}")
configure_file("${SRC}" "${DIR}/sw.js.new" @ONLY)
file(RENAME "${DIR}/sw.js.new" "${DIR}/sw.js")
