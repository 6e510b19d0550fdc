// Fetching the Queen's networks for the game (ui/net_library.hpp): in the browser a whole
// file nets/FILE next to the page, fetched only when the game asks (never in the first
// download); on the desktop a file in $UR_NET_DIR or the project's data/nets.
#pragma once

#include <string>
#include <vector>

namespace ur {

class App;

// The networks there are: the ones the web build copied into the site (listed at build
// time), or the *.urn files in the desktop's network folder.
std::vector<std::string> available_nets();
// Starts the fetches the game asks for; answers reach app.net_answer / net_failed (in the
// browser on a later frame).
void fetch_nets(App& app);

}  // namespace ur
