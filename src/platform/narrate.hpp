// The screen-reader narration's voice (ui/narration.hpp): in a browser, the page's live
// region (#narration in web/shell.html, aria-live="polite"), which screen readers read
// aloud; the last texts are also kept in window.urNarration for the tests. The desktop
// has no live region: nothing (empty function).
#pragma once

#include <functional>
#include <string>

namespace ur {

std::function<void(const std::string& text)> platform_narrator();

}  // namespace ur
