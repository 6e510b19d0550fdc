// The browser's side of a live game (ui/live.hpp): WebRTC through a small EM_JS bridge
// (window.urLive), ICE servers from ice.json next to index.html. The desktop has no
// WebRTC here: live games are not offered there (available() is false).
#pragma once

#include <functional>
#include <string>

#include "ui/remote/live.hpp"

namespace ur {

// What happens on the connection, as the bridge reports it.
enum class LiveEvent : int { Description = 1, Open = 2, Message = 3, Closed = 4, Failed = 5, LinkOpened = 6 };

struct LiveBridge {
  bool available = false;
  LiveGame::Transport transport;
};
LiveBridge platform_live_bridge();
// Events from the browser (each at once, from its own event handler).
void listen_for_live(std::function<void(LiveEvent event, const std::string& text)> on_event);
// The page's address when it holds a live game's code in its fragment (#live=), else "".
std::string live_link_at_start();

}  // namespace ur
