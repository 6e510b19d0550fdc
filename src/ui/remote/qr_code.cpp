// QR codes of links (qr_code.hpp).
#include "ui/remote/qr_code.hpp"

#include <string>

#ifdef UR_HAVE_QRCODEGEN
#include <qrcodegen.hpp>
#endif

namespace ur {

std::optional<QrMatrix> qr_matrix(std::string_view text) {
#ifdef UR_HAVE_QRCODEGEN
  if (text.empty() || text.size() > 1000) return std::nullopt;  // within version 25 at low correction
  const std::string t(text);
  const qrcodegen::QrCode code = qrcodegen::QrCode::encodeText(t.c_str(), qrcodegen::QrCode::Ecc::LOW);
  QrMatrix m;
  m.size = code.getSize();
  m.dark.resize(static_cast<std::size_t>(m.size * m.size));
  for (int y = 0; y < m.size; ++y)
    for (int x = 0; x < m.size; ++x) m.dark[static_cast<std::size_t>(y * m.size + x)] = code.getModule(x, y) ? 1 : 0;
  return m;
#else
  (void)text;
  return std::nullopt;
#endif
}

}  // namespace ur
