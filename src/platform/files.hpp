// Game records handed out and taken in, the platform's part (the screens' part is
// ui/sdl_record_io.cpp): in a browser a download, the clipboard, a file picker, a file
// dropped on the page and a paste; on the desktop a file in the user data folder, SDL's
// clipboard, and a file named on the command line.
#pragma once

#include <functional>
#include <string>

#include "ui/sdl_app.hpp"

namespace ur {

// The App's hooks for records (App::RecordFiles) on this platform.
App::RecordFiles platform_record_files();

// Browser: listens for files dropped on the page and for pastes, and gives each text to
// `open` (with where it came from; failed: the text is why it could not be read). The
// desktop's drops come as SDL events instead; nothing to do there.
void listen_for_records(std::function<void(const std::string& text, const std::string& from, bool failed)> open);

// Desktop: a file's text (ur FILE, ur --open FILE); false and *error when it cannot be read.
bool read_text_file(const std::string& path, std::string& text, std::string* error);

}  // namespace ur
