// WebRTC for live games (live_bridge.hpp). The bridge is window.urLive: one peer
// connection and one ordered data channel at a time; non-trickle ICE (the description is
// handed over once gathering is complete, or after kGatherMs with what there is), so a
// link carries everything. Events come back through _ur_live_event at once.
#include "platform/live_bridge.hpp"

#include <SDL.h>

#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace ur {
namespace {
std::function<void(LiveEvent, const std::string&)> g_on_event;
#ifdef __EMSCRIPTEN__
double g_clock_skew_ms = 0;  // the browser tests' minutes passed in a moment (ur_debug_live_skew)
#endif
}  // namespace

void listen_for_live(std::function<void(LiveEvent event, const std::string& text)> on_event) {
  g_on_event = std::move(on_event);
}

}  // namespace ur

#ifdef __EMSCRIPTEN__
extern "C" EMSCRIPTEN_KEEPALIVE void ur_live_event(int kind, const char* text) {
  if (ur::g_on_event) ur::g_on_event(static_cast<ur::LiveEvent>(kind), text ? text : "");
}

// Tests: moves the live games' clock on by `ms`, so a stall of a minute takes no minute.
extern "C" EMSCRIPTEN_KEEPALIVE void ur_debug_live_skew(double ms) { ur::g_clock_skew_ms += ms; }

// ICE servers: ice.json next to index.html ({"iceServers": [...]}, RTCPeerConnection's
// own format); without the file, Google's public STUN server.
EM_JS(void, ur_live_install_js, (), {
  if (window.urLive) return;
  var L = {pc: null, dc: null, log: [], gatherMs: 4000};
  function emit(kind, text) {
    var t = allocateUTF8(String(text || ""));
    try { _ur_live_event(kind, t); } finally { _free(t); }
  }
  function stamp() { return performance.timeOrigin + performance.now(); }
  function iceServers() {
    return fetch('ice.json', {cache: 'no-cache'})
      .then(function(r) { if (!r.ok) throw new Error('no ice.json'); return r.json(); })
      .then(function(j) { return Array.isArray(j.iceServers) ? j.iceServers : []; })
      .catch(function() { return [{urls: 'stun:stun.l.google.com:19302'}]; });
  }
  function close() {
    var pc = L.pc, dc = L.dc;
    L.pc = L.dc = null;
    try { if (dc) dc.close(); } catch (e) {}
    try { if (pc) pc.close(); } catch (e) {}
  }
  function gathered(pc) {
    return new Promise(function(resolve) {
      if (pc.iceGatheringState === 'complete') return resolve();
      var timer = setTimeout(resolve, L.gatherMs);
      pc.addEventListener('icegatheringstatechange', function() {
        if (pc.iceGatheringState === 'complete') { clearTimeout(timer); resolve(); }
      });
    });
  }
  function make(servers) {
    close();
    var pc = new RTCPeerConnection({iceServers: servers});
    L.pc = pc;
    pc.addEventListener('connectionstatechange', function() {
      if (L.pc !== pc) return;
      if (pc.connectionState === 'failed')
        emit(4, 'no direct connection could be made between the two devices (their networks block it; a TURN server in ice.json would relay it)');
      else if (pc.connectionState === 'disconnected')
        emit(4, 'the connection was lost');
    });
    return pc;
  }
  function channel(dc) {
    L.dc = dc;
    dc.onopen = function() { if (L.dc === dc) emit(2, ""); };
    dc.onclose = function() { if (L.dc === dc) emit(4, 'the other page was closed, or left the game'); };
    dc.onmessage = function(e) {
      if (L.dc !== dc) return;
      L.log.push({dir: 'in', at: stamp(), text: String(e.data)});
      emit(3, e.data);
    };
  }
  function fail(e) { emit(5, (e && e.message) || String(e)); }
  L.offer = function() {
    iceServers().then(function(servers) {
      var pc = make(servers);
      channel(pc.createDataChannel('ur', {ordered: true}));
      return pc.createOffer()
        .then(function(o) { return pc.setLocalDescription(o); })
        .then(function() { return gathered(pc); })
        .then(function() { if (L.pc === pc) emit(1, pc.localDescription.sdp); });
    }).catch(fail);
  };
  L.answer = function(offer) {
    iceServers().then(function(servers) {
      var pc = make(servers);
      pc.ondatachannel = function(e) { if (L.pc === pc) channel(e.channel); };
      return pc.setRemoteDescription({type: 'offer', sdp: offer})
        .then(function() { return pc.createAnswer(); })
        .then(function(a) { return pc.setLocalDescription(a); })
        .then(function() { return gathered(pc); })
        .then(function() { if (L.pc === pc) emit(1, pc.localDescription.sdp); });
    }).catch(fail);
  };
  L.accept = function(answer) {
    if (L.pc) L.pc.setRemoteDescription({type: 'answer', sdp: answer}).catch(fail);
  };
  L.send = function(text) {
    if (!L.dc || L.dc.readyState !== 'open') return false;
    L.dc.send(text);
    L.log.push({dir: 'out', at: stamp(), text: text});
    return true;
  };
  L.close = close;
  window.urLive = L;
  window.addEventListener('pagehide', close);  // the other page hears of it at once
  window.addEventListener('hashchange', function() {
    if (/(?:^#|&)live=/.test(location.hash)) emit(6, location.href);
  });
});
EM_JS(void, ur_live_offer_js, (), { window.urLive.offer(); });
EM_JS(void, ur_live_answer_js, (const char* offer), { window.urLive.answer(UTF8ToString(offer)); });
EM_JS(void, ur_live_accept_js, (const char* answer), { window.urLive.accept(UTF8ToString(answer)); });
EM_JS(int, ur_live_send_js, (const char* text), { return window.urLive.send(UTF8ToString(text)) ? 1 : 0; });
EM_JS(void, ur_live_close_js, (), { window.urLive.close(); });
EM_JS(int, ur_live_has_webrtc_js, (), { return typeof RTCPeerConnection === 'function' ? 1 : 0; });
EM_JS(char*, ur_live_fragment_js, (), {
  return allocateUTF8(/(?:^#|&)live=/.test(location.hash) ? location.href : "");
});
#endif

namespace ur {

LiveBridge platform_live_bridge() {
  LiveBridge b;
#ifdef __EMSCRIPTEN__
  if (!ur_live_has_webrtc_js()) return b;
  ur_live_install_js();
  b.available = true;
  b.transport.make_offer = [] { ur_live_offer_js(); };
  b.transport.make_answer = [](const std::string& offer) { ur_live_answer_js(offer.c_str()); };
  b.transport.take_answer = [](const std::string& answer) { ur_live_accept_js(answer.c_str()); };
  b.transport.send = [](const std::string& text) { return ur_live_send_js(text.c_str()) != 0; };
  b.transport.close = [] { ur_live_close_js(); };
  b.transport.now_ms = [] { return static_cast<double>(SDL_GetTicks64()) + g_clock_skew_ms; };  // waits are timed (LiveGame::waiting)
#endif
  return b;
}

std::string live_link_at_start() {
#ifdef __EMSCRIPTEN__
  char* href = ur_live_fragment_js();
  std::string out = href ? href : "";
  std::free(href);
  return out;
#else
  return "";
#endif
}

}  // namespace ur
