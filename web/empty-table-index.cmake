# Writes DIR/index.txt listing no tables, unless DIR already has one (published tables:
# ur-cli publish). The game reads it before asking for any table, so a site without
# tables answers that with a file, not a 404 in the browser's console.
if(NOT EXISTS "${DIR}/index.txt")
  file(WRITE "${DIR}/index.txt" "urtables 1\n# No perfect-play tables on this site yet: docs/perfect-play.md, \"Publishing tables\".\n")
endif()
