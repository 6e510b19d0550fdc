#!/usr/bin/python3
"""Makes the desktop game's icons from the site's (web/icon-512.png, drawn by
tools/make_art.py): desktop/icons/<size>.png for the freedesktop hicolor theme and
desktop/windows/ur.ico for ur.exe and its installer. Debian's python3-pil:
    /usr/bin/python3 desktop/make-icons.py
The outputs are committed; the build does not run this."""
from pathlib import Path

from PIL import Image

here = Path(__file__).resolve().parent
source = Image.open(here.parent / "web" / "icon-512.png").convert("RGBA")
sizes = [16, 24, 32, 48, 64, 128, 256, 512]
(here / "icons").mkdir(exist_ok=True)
for size in sizes:
    icon = source if size == 512 else source.resize((size, size), Image.LANCZOS)
    icon.save(here / "icons" / f"{size}.png", optimize=True)
# Windows wants 16 to 256 in one file (256 stored as PNG inside).
source.save(here / "windows" / "ur.ico", sizes=[(s, s) for s in sizes if s <= 256])
