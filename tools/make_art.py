#!/usr/bin/python3
"""Generate every image and bitmap-font asset of "Ur" deterministically.

Run from anywhere with Debian's Python:

    /usr/bin/python3 tools/make_art.py

Needs (Debian bookworm): python3-pil python3-numpy librsvg2-bin
fonts-dejavu-core fonts-ebgaramond.

Vector shapes are written as SVG strings and rasterised with rsvg-convert;
materials (shell, lapis lazuli, carnelian, bitumen, shale), bevels, wear and
lighting are then computed with numpy from height maps and material masks.
All randomness uses fixed seeds, so re-running gives byte-identical files.
See assets/README.md for the list of outputs and the board geometry.
"""

import io
import math
import os
import shutil
import struct
import subprocess
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "assets")
FONTDIR = os.path.join(ASSETS, "font")
WEB = os.path.join(ROOT, "web")

# ----------------------------------------------------------------------------
# Board geometry (the game relies on these numbers; keep README in sync)
C = 160                      # cell size, px
B = 56                       # frame width on every side of the outline, px
BOARD_W = 8 * C + 2 * B      # 1392
BOARD_H = 3 * C + 2 * B      # 592
ROSETTES = {(0, 0), (2, 0), (1, 3), (0, 6), (2, 6)}
INSET = 6                    # plaque inset inside its cell (lapis strip = 2*INSET)


def has_square(r, c):
    return not (r != 1 and c in (4, 5))


# ----------------------------------------------------------------------------
# Palette (sRGB) -- old materials under warm light
PAL = {
    "shell":   (232, 219, 188),
    "shell2":  (214, 196, 158),   # older, yellower shell (frame fillets)
    "lapis":   (28, 43, 104),
    "lapis2":  (45, 82, 168),
    "red":     (170, 56, 34),     # carnelian / red limestone
    "dark":    (40, 29, 22),      # bitumen
    "shale":   (30, 28, 27),
    "rim":     (58, 38, 24),      # wood of the box
    "gold":    (206, 162, 62),
    "grout":   (52, 38, 28),
}


def hexc(rgb):
    return "#%02x%02x%02x" % tuple(int(round(v)) for v in rgb)


# ----------------------------------------------------------------------------
# numpy helpers

def gblur(a, sigma, wrap=False):
    """Separable gaussian blur of a 2-D (or H,W,C) float array."""
    if sigma <= 0:
        return a
    r = int(math.ceil(sigma * 3))
    k = np.exp(-0.5 * (np.arange(-r, r + 1) / sigma) ** 2)
    k /= k.sum()
    mode = "wrap" if wrap else "edge"
    for axis in (0, 1):
        pad = [(0, 0)] * a.ndim
        pad[axis] = (r, r)
        p = np.pad(a, pad, mode=mode)
        out = np.zeros(a.shape, dtype=np.float64)
        n = a.shape[axis]
        for i, w in enumerate(k):
            sl = [slice(None)] * a.ndim
            sl[axis] = slice(i, i + n)
            out += w * p[tuple(sl)]
        a = out
    return a


def vnoise(h, w, cy, cx, rng):
    """Smooth value noise in [0,1], periodic over the (h, w) canvas."""
    g = rng.random((cy, cx))
    ys = (np.arange(h) + 0.5) * cy / h
    xs = (np.arange(w) + 0.5) * cx / w
    y0 = np.floor(ys).astype(int)
    x0 = np.floor(xs).astype(int)
    ty = ys - y0
    tx = xs - x0
    ty = ty * ty * (3 - 2 * ty)
    tx = tx * tx * (3 - 2 * tx)
    y1 = (y0 + 1) % cy
    x1 = (x0 + 1) % cx
    y0 %= cy
    x0 %= cx
    a = g[np.ix_(y0, x0)]
    b = g[np.ix_(y0, x1)]
    c = g[np.ix_(y1, x0)]
    d = g[np.ix_(y1, x1)]
    tx = tx[None, :]
    ty = ty[:, None]
    return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty


def fbm(h, w, cy, cx, octaves, seed, gain=0.5):
    """Fractal noise, roughly zero-mean in [-1, 1], periodic over the canvas."""
    rng = np.random.default_rng(seed)
    tot = np.zeros((h, w))
    amp = 1.0
    norm = 0.0
    for o in range(octaves):
        tot += amp * (vnoise(h, w, cy * 2 ** o, cx * 2 ** o, rng) - 0.5)
        norm += amp
        amp *= gain
    return tot / norm * 2.0


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def svg_render(svg, w, h):
    """Rasterise an SVG string with rsvg-convert; returns float RGBA in [0,1]."""
    res = subprocess.run(["rsvg-convert", "-w", str(w), "-h", str(h), "-f", "png"],
                         input=svg.encode("utf-8"), capture_output=True, check=True)
    im = Image.open(io.BytesIO(res.stdout)).convert("RGBA")
    if im.size != (w, h):
        raise RuntimeError("rsvg-convert returned %r, wanted %r" % (im.size, (w, h)))
    return np.asarray(im).astype(np.float64) / 255.0


def shade_from_height(hmap, depth, light=(-0.55, -0.75, 1.0), strength=1.0):
    """Lambert shading factor (1.0 on flat ground) from a height map in px."""
    gy, gx = np.gradient(hmap * depth)
    nx, ny, nz = -gx, -gy, np.ones_like(gx)
    n = np.sqrt(nx * nx + ny * ny + nz * nz)
    L = np.array(light, dtype=np.float64)
    L /= np.linalg.norm(L)
    d = (nx * L[0] + ny * L[1] + nz * L[2]) / n
    flat = L[2]
    return 1.0 + strength * (d - flat) / flat, (nx / n, ny / n, nz / n)


def specular(normals, light=(-0.55, -0.75, 1.0), power=24.0):
    nx, ny, nz = normals
    L = np.array(light, dtype=np.float64)
    L /= np.linalg.norm(L)
    H = L + np.array([0, 0, 1.0])
    H /= np.linalg.norm(H)
    d = np.clip(nx * H[0] + ny * H[1] + nz * H[2], 0, 1)
    return d ** power


def to_image(rgb, alpha=None):
    rgb = np.clip(rgb, 0, 1)
    if alpha is None:
        arr = (rgb * 255 + 0.5).astype(np.uint8)
        return Image.fromarray(arr, "RGB")
    a = np.clip(alpha, 0, 1)
    arr = np.dstack([rgb, a[..., None]])
    arr = (arr * 255 + 0.5).astype(np.uint8)
    # fully transparent pixels get a clean RGB (better compression, no halos)
    arr[arr[..., 3] == 0, :3] = 0
    return Image.fromarray(arr, "RGBA")


def save_png(img, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    img.save(path, optimize=True)
    # zopflipng (Debian's zopfli) packs the same pixels 10-25% smaller: the site's icons.
    if shutil.which("zopflipng"):
        subprocess.run(["zopflipng", "-y", "-m", path, path], check=True, stdout=subprocess.DEVNULL)
    print("wrote %-40s %8d bytes  %dx%d" % (os.path.relpath(path, ROOT),
                                           os.path.getsize(path), *img.size))


# The game's art is WebP (SDL2_image reads it natively and in the wasm build): lossy for
# the painted art at a fraction of PNG's size, its alpha kept lossless. Quality 80 (88
# until 2026-11-27: the board 186 KB, now 140 KB); side by side at twice the size the two
# cannot be told apart but for the faintest grain of the lapis (tests/browser/weight.test.mjs
# keeps the comparison). `lossless` is for art that must keep every pixel exactly.
ART_QUALITY = 80
# The two boards, the largest images of the first download, at a little less: q76 against
# q80 is 34 dB PSNR and looks the same at twice the size, for 21 KB less (2026-12-03).
BOARD_QUALITY = 76


def save_webp(img, path, lossless=False, quality=ART_QUALITY):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if lossless:
        img.save(path, "WEBP", lossless=True, exact=True, quality=100, method=6)
    else:
        img.save(path, "WEBP", quality=quality, method=6)
    print("wrote %-40s %8d bytes  %dx%d" % (os.path.relpath(path, ROOT),
                                           os.path.getsize(path), *img.size))


# ----------------------------------------------------------------------------
# Material textures (operate on float RGB arrays)

class Materials:
    """Procedural material modulation for a canvas of a given size."""

    def __init__(self, h, w, seed, scale=1.0):
        self.h, self.w, self.seed, self.s = h, w, seed, scale
        self._cache = {}

    def n(self, key, cy, cx, octaves, gain=0.5):
        k = (key, cy, cx, octaves, gain)
        if k not in self._cache:
            cy2 = max(1, int(round(cy / self.s)))
            cx2 = max(1, int(round(cx / self.s)))
            self._cache[k] = fbm(self.h, self.w, cy2, cx2, octaves,
                                 self.seed * 1000 + hash_str(key), gain)
        return self._cache[k]

    def shell(self, rgb):
        h, w = self.h, self.w
        lo = self.n("shell_lo", h / 120, w / 120, 3)
        fine = self.n("shell_fine", h / 10, w / 10, 2)
        iri1 = self.n("iri1", h / 70, w / 70, 2)
        iri2 = self.n("iri2", h / 90, w / 90, 2)
        band = np.sin((np.arange(h)[:, None] * 0.35 + np.arange(w)[None, :] * 0.12
                       + 9.0 * self.n("bandwarp", h / 60, w / 60, 2)) * 1.0)
        lum = 1.0 + 0.045 * lo + 0.018 * fine + 0.010 * band
        out = rgb * lum[..., None]
        tint = (0.022 * iri1)[..., None] * np.array([1.0, -0.25, 0.35]) + \
               (0.018 * iri2)[..., None] * np.array([-0.35, 0.35, 0.6])
        return out + tint

    def lapis(self, rgb, seed_off=0):
        h, w = self.h, self.w
        lo = self.n("lap_lo", h / 40, w / 40, 4, 0.6)
        mid = self.n("lap_mid", h / 12, w / 12, 2)
        vein = np.abs(self.n("lap_vein", h / 50, w / 50, 3))
        out = rgb * (1.0 + 0.34 * lo + 0.10 * mid)[..., None]
        out = out + (0.05 * mid)[..., None] * np.array([0.25, 0.0, 0.35])
        # pale calcite veins
        v = smoothstep(0.018, 0.0, vein)[..., None] * 0.22
        out = out * (1 - v) + v * np.array([0.45, 0.52, 0.68])
        # pyrite flecks
        rng = np.random.default_rng(self.seed * 7 + 11 + seed_off)
        fl = (rng.random((h, w)) < 0.0012).astype(np.float64)
        fl = np.clip(gblur(fl, 0.6 / self.s) * 3.0, 0, 1)[..., None] * 0.85
        out = out * (1 - fl) + fl * np.array([0.86, 0.72, 0.36])
        return out

    def red(self, rgb):
        h, w = self.h, self.w
        lo = self.n("red_lo", h / 35, w / 35, 3)
        fine = self.n("red_fine", h / 6, w / 6, 1)
        out = rgb * (1.0 + 0.12 * lo + 0.05 * fine)[..., None]
        return out + (0.03 * lo)[..., None] * np.array([0.6, 0.3, 0.0])

    def dark(self, rgb):
        h, w = self.h, self.w
        lo = self.n("dark_lo", h / 45, w / 45, 3)
        fine = self.n("dark_fine", h / 4, w / 4, 1)
        out = rgb * (1.0 + 0.16 * lo + 0.10 * fine)[..., None]
        return out

    def gold(self, rgb):
        lo = self.n("gold_lo", self.h / 20, self.w / 20, 2)
        return rgb * (1.0 + 0.15 * lo)[..., None]


def hash_str(s):
    v = 0
    for ch in s:
        v = (v * 131 + ord(ch)) % 1000003
    return v


# ----------------------------------------------------------------------------
# SVG building blocks.  A "painter" decides what each material looks like in
# the current pass: its colour, its height (grey) or a mask for one material.

class Painter:
    HEIGHT = {"shell": 0.78, "shell2": 0.70, "lapis": 0.55, "lapis2": 0.55,
              "red": 0.74, "dark": 0.50, "shale": 0.78, "rim": 0.86,
              "gold": 0.80, "grout": 0.55}

    def __init__(self, mode):
        self.mode = mode            # "color", "height" or "mask:<material>"

    def __call__(self, mat, h=None):
        if self.mode == "color":
            return hexc(PAL[mat])
        if self.mode == "height":
            v = self.HEIGHT[mat] if h is None else h
            g = int(round(np.clip(v, 0, 1) * 255))
            return hexc((g, g, g))
        want = self.mode.split(":", 1)[1].split(",")
        return "#ffffff" if mat in want else "#000000"


def circle(cx, cy, r, fill, extra=""):
    return '<circle cx="%.2f" cy="%.2f" r="%.2f" fill="%s" %s/>' % (cx, cy, r, fill, extra)


def rect(x, y, w, h, fill, rx=0, extra=""):
    return '<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" rx="%.2f" fill="%s" %s/>' % (
        x, y, w, h, rx, fill, extra)


def poly(pts, fill, extra=""):
    return '<polygon points="%s" fill="%s" %s/>' % (
        " ".join("%.2f,%.2f" % p for p in pts), fill, extra)


def lens(cx, cy, ang, r0, r1, half_w):
    """Pointed petal from radius r0 to r1 along angle ang (degrees)."""
    L = r1 - r0
    return ('<path transform="translate(%.2f %.2f) rotate(%.2f)" '
            'd="M %.2f 0 Q %.2f %.2f %.2f 0 Q %.2f %.2f %.2f 0 Z"' % (
                cx, cy, ang, r0, r0 + L * 0.5, -half_w * 2, r1,
                r0 + L * 0.5, half_w * 2, r0))


# ---- eye: shell disc with dark outline and coloured centre -----------------
def eye(P, cx, cy, r, centre="red", ring_mat="dark", disc="shell"):
    s = []
    s.append(circle(cx, cy, r, P(ring_mat, 0.60)))
    s.append(circle(cx, cy, r * 0.90, P(disc, 0.86)))
    s.append(circle(cx, cy, r * 0.58, P(ring_mat, 0.74)))
    s.append(circle(cx, cy, r * 0.50, P(centre, 0.76)))
    return "".join(s)


def rosette_svg(P, cx, cy, R, petals=8, plaque=True):
    """Rosette: red and blue petals inside a lapis ring, on shell."""
    s = []
    s.append(circle(cx, cy, R, P("lapis", 0.62)))
    s.append(circle(cx, cy, R * 0.88, P("shell", 0.80)))
    # outer small shell-and-red dot ring between the petal tips
    n = petals
    for i in range(n):
        a = math.radians(360.0 / n * (i + 0.5) - 90)
        s.append(circle(cx + math.cos(a) * R * 0.72, cy + math.sin(a) * R * 0.72,
                        R * 0.085, P("red" if i % 2 else "lapis", 0.70)))
    for i in range(n):
        ang = 360.0 / n * i - 90
        mat = "red" if i % 2 == 0 else "lapis"
        s.append(lens(cx, cy, ang, R * 0.13, R * 0.86, R * 0.16) +
                 ' fill="%s" stroke="%s" stroke-width="%.2f"/>' % (
                     P(mat, 0.72), P("dark", 0.62), R * 0.035))
        # shell midrib on each petal
        s.append(lens(cx, cy, ang, R * 0.30, R * 0.70, R * 0.045) +
                 ' fill="%s"/>' % P("shell", 0.80))
    s.append(circle(cx, cy, R * 0.24, P("dark", 0.62)))
    s.append(circle(cx, cy, R * 0.20, P("shell", 0.84)))
    s.append(circle(cx, cy, R * 0.10, P("red", 0.76)))
    return "".join(s)


# ---- the square designs (cell-local coordinates 0..C) -----------------------
def plaque(P, mat="shell", h=None):
    return rect(INSET, INSET, C - 2 * INSET, C - 2 * INSET, P(mat, h), rx=6)


def sq_rosette(P):
    s = plaque(P)
    # lapis spandrels in the plaque corners
    for (x, y, sx, sy) in ((INSET, INSET, 1, 1), (C - INSET, INSET, -1, 1),
                           (INSET, C - INSET, 1, -1), (C - INSET, C - INSET, -1, -1)):
        s += circle(x + sx * 13, y + sy * 13, 6.5, P("lapis", 0.66))
    s += rosette_svg(P, C / 2, C / 2, 64)
    return s


EYE_POS = [(40, 40), (120, 40), (40, 120), (120, 120), (80, 80)]


def sq_eyes(P):
    s = plaque(P)
    for i, (x, y) in enumerate(EYE_POS):
        s += eye(P, x, y, 24, centre="red" if i == 4 else "lapis")
    return s


def sq_fivedots(P):
    s = plaque(P)
    s += rect(INSET + 8, INSET + 8, C - 2 * INSET - 16, C - 2 * INSET - 16, "none", rx=3,
              extra='stroke="%s" stroke-width="3"' % P("lapis", 0.70))
    for (x, y) in EYE_POS:
        s += circle(x, y, 17, P("lapis", 0.70))
    return s


def sq_bitumen(P):
    s = plaque(P, "dark", 0.72)
    for i, (x, y) in enumerate(EYE_POS):
        s += circle(x, y, 22, P("shell", 0.82))
        s += circle(x, y, 10, P("dark", 0.74))
        s += circle(x, y, 8, P("red" if i != 4 else "lapis", 0.78))
    return s


def sq_twelve(P):
    s = plaque(P)
    pos = [36, 62, 98, 124]
    for j, y in enumerate(pos):
        for i, x in enumerate(pos):
            if 0 < i < 3 and 0 < j < 3:
                continue
            s += circle(x, y, 11, P("lapis", 0.70))
    s += eye(P, 80, 80, 26, centre="red")
    return s


def sq_chequer(P):
    s = plaque(P)
    n = 4
    a = INSET + 9
    cs = (C - 2 * a) / n
    for j in range(n):
        for i in range(n):
            x, y = a + i * cs, a + j * cs
            if (i + j) % 2 == 0:
                s += rect(x, y, cs, cs, P("lapis", 0.66))
                s += circle(x + cs / 2, y + cs / 2, cs * 0.16, P("shell", 0.74))
            else:
                s += circle(x + cs / 2, y + cs / 2, cs * 0.22, P("red", 0.74))
    s += rect(a, a, n * cs, n * cs, "none",
              extra='stroke="%s" stroke-width="2.5"' % P("dark", 0.62))
    return s


DESIGNS = {"R": sq_rosette, "Y": sq_eyes, "F": sq_fivedots, "K": sq_bitumen,
           "T": sq_twelve, "Q": sq_chequer}
LAYOUT = ["RYFY..RF",
          "YKYRTTQK",
          "RYFY..RF"]


# ---- frame -----------------------------------------------------------------
def outline(d):
    """Clockwise outline of the 20-square region grown by d px (Chebyshev)."""
    X0, Y0 = B - d, B - d
    X3, Y3 = B + 8 * C + d, B + 3 * C + d
    xR1, xL2 = B + 4 * C + d, B + 6 * C - d
    yT, yB = B + C - d, B + 2 * C + d
    return [(X0, Y0), (xR1, Y0), (xR1, yT), (xL2, yT), (xL2, Y0), (X3, Y0),
            (X3, Y3), (xL2, Y3), (xL2, yB), (xR1, yB), (xR1, Y3), (X0, Y3)]


# frame bands, as distances from the squares region
F_LAPIS = 8        # 0..8   lapis surround
F_FIL1 = 10        # 8..10  shell fillet
F_TRI = 27         # 10..27 triangle tesserae band
F_FIL2 = 29        # 27..29 fillet
F_EYE = 45         # 29..45 eye strip on bitumen
F_FIL3 = 47        # 45..47 fillet
# 47..56 wooden rim


def band_items(d_in, d_out):
    """Yield (kind, data) to tile a band between two outlines: 'corner' squares
    at every vertex and 'run' rectangles along every edge."""
    dc = (d_in + d_out) / 2.0
    w = d_out - d_in
    pts = outline(dc)
    n = len(pts)
    for i in range(n):
        ax, ay = pts[i]
        bx, by = pts[(i + 1) % n]
        L = math.hypot(bx - ax, by - ay)
        ux, uy = (bx - ax) / L, (by - ay) / L
        ox, oy = uy, -ux          # outward normal (clockwise outline, y down)
        yield ("corner", (ax, ay, w))
        yield ("run", (ax + ux * w / 2, ay + uy * w / 2, ux, uy, ox, oy, L - w, w))


def frame_svg(P):
    s = []
    s.append(poly(outline(B), P("rim")))
    s.append(poly(outline(F_FIL3), P("shell2", 0.80)))
    s.append(poly(outline(F_EYE), P("dark", 0.62)))
    # eye strip
    k = 0
    for kind, data in band_items(F_FIL2, F_EYE):
        if kind == "corner":
            ax, ay, w = data
            s.append(eye(P, ax, ay, 6.6, centre="red"))
        else:
            ax, ay, ux, uy, ox, oy, L, w = data
            full = L + w               # vertex to vertex
            m = max(1, int(round(full / 19.0)))
            step = full / m
            for j in range(1, m):
                t = j * step - w / 2
                k += 1
                s.append(eye(P, ax + ux * t, ay + uy * t, 6.0,
                             centre="lapis" if k % 2 else "red"))
    s.append(poly(outline(F_FIL2), P("shell2", 0.80)))
    s.append(poly(outline(F_TRI), P("grout", 0.60)))
    # triangle tesserae band
    t_idx = 0
    for kind, data in band_items(F_FIL1, F_TRI):
        if kind == "corner":
            ax, ay, w = data
            h = w / 2 - 0.8
            s.append(rect(ax - h, ay - h, 2 * h, 2 * h, P("red", 0.74)))
            s.append(poly([(ax, ay - h * 0.62), (ax + h * 0.62, ay), (ax, ay + h * 0.62),
                           (ax - h * 0.62, ay)], P("shell", 0.80)))
        else:
            ax, ay, ux, uy, ox, oy, L, w = data
            m = max(1, int(round(L / 13.0)))
            step = L / m
            g = 0.8     # half grout
            hw = w / 2 - g
            for j in range(m):
                t0, t1 = j * step, (j + 1) * step
                tm = (t0 + t1) / 2
                # triangle with its base on the outer edge
                def pt(t, o):
                    return (ax + ux * t + ox * o, ay + uy * t + oy * o)
                base_out = [pt(t0 + g * 1.6, hw), pt(t1 - g * 1.6, hw), pt(tm, -hw + 0.8)]
                mat = "lapis" if t_idx % 2 == 0 else "red"
                s.append(poly(base_out, P(mat, 0.72)))
                # shell triangles (base inner) between them
                s.append(poly([pt(tm + g * 1.6, -hw), pt(t1 + step / 2 - g * 1.6, -hw),
                               pt(t1, hw - 0.8)], P("shell", 0.80)) if j < m - 1 else "")
                if j == 0:
                    s.append(poly([pt(t0, -hw), pt(tm - g * 1.6, -hw), pt(t0, hw - 0.8)],
                                  P("shell", 0.80)))
                if j == m - 1:
                    s.append(poly([pt(tm + g * 1.6, -hw), pt(t1, -hw), pt(t1, hw - 0.8)],
                                  P("shell", 0.80)))
                t_idx += 1
    s.append(poly(outline(F_FIL1), P("shell2", 0.80)))
    s.append(poly(outline(F_LAPIS), P("lapis", 0.55)))
    return "".join(s)


def board_svg(P):
    s = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
         'viewBox="0 0 %d %d">' % (BOARD_W, BOARD_H, BOARD_W, BOARD_H)]
    s.append(frame_svg(P))
    for r in range(3):
        for c in range(8):
            if not has_square(r, c):
                continue
            code = LAYOUT[r][c]
            if (r, c) in ROSETTES:
                assert code == "R"
            s.append('<g transform="translate(%d %d)">' % (B + c * C, B + r * C))
            s.append(DESIGNS[code](P))
            s.append("</g>")
    s.append("</svg>")
    return "".join(s)


def cheb_dist_to_squares(h, w):
    """Chebyshev distance of each pixel centre to the 20-square region."""
    ys = np.arange(h)[:, None] + 0.5
    xs = np.arange(w)[None, :] + 0.5
    rects = [(B, B, B + 4 * C, B + 3 * C), (B + 4 * C, B + C, B + 6 * C, B + 2 * C),
             (B + 6 * C, B, B + 8 * C, B + 3 * C)]
    d = np.full((h, w), 1e9)
    for x0, y0, x1, y1 in rects:
        dx = np.maximum(np.maximum(x0 - xs, 0), xs - x1)
        dy = np.maximum(np.maximum(y0 - ys, 0), ys - y1)
        d = np.minimum(d, np.maximum(dx, dy))
    return d


def apply_materials(rgb, masks, mats):
    out = rgb.copy()
    for name, fn in (("shell", mats.shell), ("lapis", mats.lapis), ("red", mats.red),
                     ("dark", mats.dark), ("gold", mats.gold)):
        if name not in masks:
            continue
        m = masks[name][..., None]
        out = out * (1 - m) + m * fn(rgb)
    return out


def make_board():
    W, H = BOARD_W, BOARD_H
    col = svg_render(board_svg(Painter("color")), W, H)
    hgt = svg_render(board_svg(Painter("height")), W, H)[..., 0]
    masks = {}
    for name, mats in (("shell", "shell,shell2"), ("lapis", "lapis,lapis2"),
                       ("red", "red"), ("dark", "dark,rim,grout,shale")):
        masks[name] = svg_render(board_svg(Painter("mask:" + mats)), W, H)[..., 0]
    d = cheb_dist_to_squares(H, W)
    alpha = np.clip(B - d + 0.5, 0, 1)

    rgb = col[..., :3].copy()
    # linearish working space
    mats = Materials(H, W, seed=1)
    rgb = apply_materials(rgb, masks, mats)

    # per-plaque tone: every shell plaque is a different piece of shell
    rng = np.random.default_rng(20240)
    tone = np.ones((H, W, 3))
    for r in range(3):
        for c in range(8):
            if not has_square(r, c):
                continue
            x0, y0 = B + c * C, B + r * C
            f = 1.0 + rng.uniform(-0.035, 0.03)
            warm = rng.uniform(-0.02, 0.025)
            yy, xx = np.mgrid[0:C, 0:C].astype(np.float64) + 0.5
            u, v = (xx - C / 2) / (C / 2), (yy - C / 2) / (C / 2)
            rad = np.clip(u * u + v * v, 0, 2)
            ang = rng.uniform(0, math.pi)
            per = rng.uniform(9, 16)
            proj = (xx * math.cos(ang) + yy * math.sin(ang)) + 6 * np.sin(
                (xx * math.sin(ang) - yy * math.cos(ang)) / rng.uniform(30, 60))
            stripes = 0.018 * np.sin(proj / per * 2 * math.pi)
            lum = f * (1 - 0.06 * rad) + stripes
            yel = warm + 0.03 * rad
            tone[y0:y0 + C, x0:x0 + C] = np.dstack([lum * (1 + yel * 0.3), lum,
                                                    lum * (1 - yel)])
    sh = masks["shell"][..., None]
    rgb = rgb * (1 - sh) + sh * rgb * tone

    # grime: dirt collects where shell meets the strips and inlays
    plq = masks["shell"]
    inner = gblur(plq, 3.0)
    grime = np.clip((plq - inner) * 2.2, 0, 1) * plq
    dirt = np.array([0.42, 0.32, 0.20])
    g = (grime * 0.55)[..., None]
    rgb = rgb * (1 - g) + g * dirt * rgb

    # large-scale patina: slightly yellowed/darker patches
    pat = fbm(H, W, 3, 7, 3, seed=77)
    rgb *= (1.0 + 0.06 * pat)[..., None]
    rgb *= (1.0 - 0.05 * np.clip(pat, 0, 1))[..., None] * np.array([1.0, 0.99, 0.96]) + \
        (1 - (1.0 - 0.05 * np.clip(pat, 0, 1)))[..., None]

    # scratches on the shell (light hairlines) and tiny chips (dark dots)
    scr = Image.new("L", (W, H), 0)
    dr = ImageDraw.Draw(scr)
    rng = np.random.default_rng(99)
    for _ in range(420):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        a = rng.uniform(0, math.pi)
        L = rng.uniform(6, 38)
        pts = [(x, y)]
        for k in range(3):
            a += rng.uniform(-0.25, 0.25)
            x += math.cos(a) * L / 3
            y += math.sin(a) * L / 3
            pts.append((x, y))
        dr.line(pts, fill=int(rng.uniform(60, 150)), width=1)
    scr = np.asarray(scr).astype(np.float64) / 255.0
    scr = gblur(scr, 0.5) * plq
    rgb = rgb + scr[..., None] * 0.10
    chips = (rng.random((H, W)) < 0.0012).astype(np.float64)
    chips = np.clip(gblur(chips, 0.9) * 4.0, 0, 1) * plq
    rgb = rgb * (1 - 0.35 * chips[..., None])

    # bevels: height map -> shading.  Rounded outer rim of the box.
    hm = hgt.copy()
    rim = smoothstep(B + 0.5, B - 8, d)          # 0 at the very edge, 1 inside
    rimzone = (d > F_FIL3).astype(np.float64)
    hm = hm * (1 - rimzone) + rimzone * (0.35 + 0.51 * rim)
    hm_b = gblur(hm, 1.3)
    shade, normals = shade_from_height(hm_b, depth=10.0, strength=0.9)
    shade = np.clip(shade, 0.45, 1.6)
    rgb = rgb * shade[..., None]
    # a soft second, wider bevel so plaques look slightly domed / worn
    hm_w = gblur(hm, 4.0)
    shade2, _ = shade_from_height(hm_w, depth=8.0, strength=0.6)
    rgb = rgb * np.clip(shade2, 0.7, 1.3)[..., None]
    # pearly sheen on shell
    spec = specular(normals, power=30) * (masks["shell"] * 0.9 + masks["lapis"] * 0.5)
    rgb = rgb + spec[..., None] * 0.10

    # museum light: warm pool of light, falling off towards the ends
    ys = (np.arange(H)[:, None] + 0.5) / H
    xs = (np.arange(W)[None, :] + 0.5) / W
    rr = np.sqrt(((xs - 0.42) * 1.25) ** 2 + ((ys - 0.38) * 0.8) ** 2)
    light = 1.10 - 0.48 * rr ** 1.6
    rgb = rgb * light[..., None] * np.array([1.03, 1.0, 0.93])
    # gentle darkening of the rim's outer edge
    rgb = rgb * (0.75 + 0.25 * smoothstep(B, B - 4, d))[..., None]

    img = to_image(rgb, alpha)
    save_webp(img, os.path.join(ASSETS, "board.webp"), quality=BOARD_QUALITY)



# ----------------------------------------------------------------------------
# Aseb: the Egyptian board of twenty squares (rule set `aseb`): a long wooden box,
# a row of 4 squares on each side beside the first 4 of a middle row of 12, ivory
# squares on ebony strips, faience-glazed rosettes marked with a cross. The same
# frame-to-cell ratio as board.png (B / C), at three quarters of its scale.
ASEB_COLS = 12
ASEB_ROSETTES = {(0, 0), (2, 0), (1, 3), (1, 7), (1, 11)}
ASEB_SCALE = 0.75
ASEB_PAL = {
    "wood": (132, 84, 46), "wood2": (96, 60, 32), "ivory": (234, 222, 192),
    "ebony": (40, 28, 20), "faience": (40, 132, 140), "faience2": (28, 92, 112),
}


def aseb_has_square(r, c):
    return r == 1 or c < 4


def aseb_board_svg(mode):
    """The aseb board as SVG: mode 'color' or 'height' (grey levels)."""
    W, H = ASEB_COLS * C + 2 * B, 3 * C + 2 * B
    HGT = {"wood": 0.80, "wood2": 0.62, "ivory": 0.86, "ebony": 0.56, "faience": 0.84,
           "faience2": 0.80}

    def P(mat, h=None):
        if mode == "color":
            return hexc(ASEB_PAL[mat])
        g = int(round(np.clip(HGT[mat] if h is None else h, 0, 1) * 255))
        return hexc((g, g, g))

    s = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">'
         % (W, H, W, H)]
    s.append(rect(0, 0, W, H, P("wood"), rx=14))
    # an inlaid border: ebony fillets round a strip of ivory and ebony bars
    s.append(rect(12, 12, W - 24, H - 24, P("ebony", 0.60), rx=6))
    s.append(rect(16, 16, W - 32, H - 32, P("wood2", 0.66), rx=4))
    n = int(round((W - 40) / 22.0))
    step = (W - 40) / n
    for i in range(n):
        if i % 2 == 0:
            for y in (18, H - 30):
                s.append(rect(20 + i * step, y, step * 0.9, 12, P("ivory", 0.78), rx=2))
    n = int(round((H - 80) / 22.0))
    step = (H - 80) / n
    for j in range(n):
        if j % 2 == 0:
            for x in (18, W - 30):
                s.append(rect(x, 40 + j * step, 12, step * 0.9, P("ivory", 0.78), rx=2))
    s.append(rect(34, 34, W - 68, H - 68, P("wood", 0.80), rx=3))
    # the squares' ebony bed
    for (x0, y0, x1, y1) in ((B, B, B + 4 * C, B + 3 * C), (B + 4 * C, B + C, B + ASEB_COLS * C, B + 2 * C)):
        s.append(rect(x0 - 6, y0 - 6, x1 - x0 + 12, y1 - y0 + 12, P("ebony", 0.58), rx=4))
    # the lid's two recessed panels beside the long middle row, each with an ivory knob
    for r in (0, 2):
        x0, y0 = B + 4 * C + 30, B + r * C + 22
        w, h = (ASEB_COLS - 4) * C - 60, C - 44
        s.append(rect(x0, y0, w, h, P("wood2", 0.70), rx=8))
        s.append(rect(x0 + 8, y0 + 8, w - 16, h - 16, P("wood", 0.74), rx=6))
        s.append(circle(x0 + w / 2, y0 + h / 2, 15, P("ebony", 0.70)))
        s.append(circle(x0 + w / 2, y0 + h / 2, 11, P("ivory", 0.92)))
    for r in range(3):
        for c in range(ASEB_COLS):
            if not aseb_has_square(r, c):
                continue
            x, y = B + c * C, B + r * C
            if (r, c) in ASEB_ROSETTES:
                s.append(rect(x + INSET, y + INSET, C - 2 * INSET, C - 2 * INSET, P("faience"), rx=8))
                s.append(rect(x + INSET + 9, y + INSET + 9, C - 2 * INSET - 18, C - 2 * INSET - 18, "none",
                              rx=5, extra='stroke="%s" stroke-width="5"' % P("faience2", 0.78)))
                # the cross: two ivory bars corner to corner, an ebony ring at their crossing
                cx, cy, a = x + C / 2, y + C / 2, C / 2 - INSET - 22
                for sgn in (1, -1):
                    s.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="20" '
                             'stroke-linecap="round"/>' % (cx - a, cy - sgn * a, cx + a, cy + sgn * a, P("ivory", 0.92)))
                s.append(circle(cx, cy, 19, P("ebony", 0.80)))
                s.append(circle(cx, cy, 12, P("faience2", 0.86)))
            else:
                s.append(rect(x + INSET, y + INSET, C - 2 * INSET, C - 2 * INSET, P("ivory"), rx=6))
    s.append("</svg>")
    return "".join(s), W, H


def make_board_aseb():
    svg, W, H = aseb_board_svg("color")
    col = svg_render(svg, W, H)[..., :3]
    hgt = svg_render(aseb_board_svg("height")[0], W, H)[..., 0]
    rgb = col.copy()
    # wood grain along the box, fine fibres and a slower figure
    fib = fbm(H, W, 96, 6, 3, seed=4101)
    fig = fbm(H, W, 8, 3, 2, seed=4102)
    grain = 0.5 + 0.5 * np.sin((np.arange(H)[:, None] * 0.21 + 14.0 * fig) * 1.0)
    wood = np.clip((col[..., 0] - col[..., 2]) * 3.0, 0, 1)  # brown pixels
    lum = 1.0 + (0.10 * fib + 0.08 * (grain - 0.5)) * wood
    rgb = rgb * lum[..., None]
    # ivory: a faint yellowed mottle; faience: uneven glaze
    mott = fbm(H, W, 20, 60, 3, seed=4103)
    rgb = rgb * (1.0 + 0.04 * mott)[..., None]
    # bevels from the height map, and a soft second bevel for worn edges
    shade, normals = shade_from_height(gblur(hgt, 1.3), depth=10.0, strength=0.9)
    rgb = rgb * np.clip(shade, 0.5, 1.5)[..., None]
    shade2, _ = shade_from_height(gblur(hgt, 4.0), depth=8.0, strength=0.5)
    rgb = rgb * np.clip(shade2, 0.75, 1.25)[..., None]
    glaze = np.clip((col[..., 2] - col[..., 0]) * 4.0, 0, 1) + np.clip(col[..., 0] - 0.8, 0, 1) * 4.0
    rgb = rgb + (specular(normals, power=30) * np.clip(glaze, 0, 1) * 0.12)[..., None]
    # museum light: a warm pool, falling off towards the ends of the long box
    ys = (np.arange(H)[:, None] + 0.5) / H
    xs = (np.arange(W)[None, :] + 0.5) / W
    rr = np.sqrt(((xs - 0.40) * 1.1) ** 2 + ((ys - 0.38) * 0.6) ** 2)
    rgb = rgb * (1.10 - 0.42 * rr ** 1.6)[..., None] * np.array([1.03, 1.0, 0.93])
    # rounded corners of the box
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float64) + 0.5
    R = 14.0
    dx = np.maximum(np.maximum(R - xx, xx - (W - R)), 0)
    dy = np.maximum(np.maximum(R - yy, yy - (H - R)), 0)
    alpha = np.clip(R - np.sqrt(dx * dx + dy * dy) + 0.5, 0, 1)
    img = to_image(rgb, alpha)
    w2, h2 = int(round(W * ASEB_SCALE)), int(round(H * ASEB_SCALE))
    img = img.resize((w2, h2), Image.LANCZOS)
    save_webp(img, os.path.join(ASSETS, "board_aseb.webp"), quality=BOARD_QUALITY)


# ----------------------------------------------------------------------------
# Sprites: pieces, highlight, dice (rendered at SS x and box-filtered down)

SS = 2                       # supersampling factor for sprites
SPR = 128                    # sprite size
DISC_C = (61.0, 60.0)        # disc centre inside the 128x128 sprite
DISC_R = 52.0                # disc radius (104 px diameter)
SHADOW_OFF = (4, 6)          # shadow offset (px, 1x)
PAL.update({"ink": (30, 22, 18), "ivory": (238, 228, 204)})
Painter.HEIGHT.update({"ink": 0.2, "ivory": 0.5})


def downsample(rgb, alpha, f):
    h, w = alpha.shape
    pm = (rgb * alpha[..., None]).reshape(h // f, f, w // f, f, 3).mean(axis=(1, 3))
    a = alpha.reshape(h // f, f, w // f, f).mean(axis=(1, 3))
    out = pm / np.maximum(a, 1e-6)[..., None]
    out[a <= 1e-6] = 0
    return out, a


def add_shadow(rgb, alpha, off=SHADOW_OFF, sigma=3.2, opacity=0.6):
    h, w = alpha.shape
    sh = np.zeros_like(alpha)
    dx, dy = off
    sh[dy:, dx:] = alpha[:h - dy, :w - dx]
    sh = gblur(sh, sigma) * opacity
    sh = np.clip(sh, 0, 1)
    out_a = alpha + sh * (1 - alpha)
    scol = np.array([0.06, 0.035, 0.02])
    out = (rgb * alpha[..., None] + scol * (sh * (1 - alpha))[..., None]) / \
        np.maximum(out_a, 1e-6)[..., None]
    return out, out_a


def svg_doc(body, w, h):
    return ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'width="%d" height="%d" viewBox="0 0 %d %d">%s</svg>' % (w, h, w, h, body))


def piece_decor(kind, P, cx, cy, R):
    """SVG of the face decoration of a piece (over a base disc)."""
    s = []
    base = "shell" if kind.startswith("light") else "shale"
    s.append(circle(cx, cy, R, P(base, 0.5)))
    ink = "ink"
    if kind == "light":
        # carved rosette with a sawtooth border, the cuts filled with black
        s.append(circle(cx, cy, R * 0.86, "none",
                        'stroke="%s" stroke-width="%.2f"' % (P(ink), R * 0.05)))
        n = 16
        for i in range(n):
            a0 = 2 * math.pi * i / n
            a1 = 2 * math.pi * (i + 1) / n
            am = (a0 + a1) / 2
            r0, r1 = R * 0.835, R * 0.66
            s.append(poly([(cx + math.cos(a0) * r0, cy + math.sin(a0) * r0),
                           (cx + math.cos(a1) * r0, cy + math.sin(a1) * r0),
                           (cx + math.cos(am) * r1, cy + math.sin(am) * r1)], P(ink)))
        s.append(circle(cx, cy, R * 0.60, "none",
                        'stroke="%s" stroke-width="%.2f"' % (P(ink), R * 0.04)))
        for i in range(8):
            s.append(lens(cx, cy, 45 * i - 90 + 22.5, R * 0.08, R * 0.54, R * 0.105) +
                     ' fill="none" stroke="%s" stroke-width="%.2f" stroke-linejoin="round"/>' % (
                         P(ink), R * 0.055))
            s.append(lens(cx, cy, 45 * i - 90 + 22.5, R * 0.22, R * 0.40, R * 0.03) +
                     ' fill="%s"/>' % P(ink))
        s.append(circle(cx, cy, R * 0.11, P(ink)))
    elif kind == "dark":
        s.append(circle(cx, cy, R * 0.90, "none",
                        'stroke="%s" stroke-width="%.2f"' % (P("dark", 0.38), R * 0.025)))
        d = R * 0.47
        for (x, y) in ((0, 0), (-d, -d), (d, -d), (-d, d), (d, d)):
            s.append(circle(cx + x, cy + y, R * 0.205, P("dark", 0.36)))
            s.append(circle(cx + x, cy + y, R * 0.18, P("shell", 0.47)))
    else:
        edge = "ink" if kind == "light_back" else "shell"
        s.append(circle(cx, cy, R * 0.76, "none",
                        'stroke="%s" stroke-width="%.2f"' % (P(edge, 0.40), R * 0.25)))
        s.append(circle(cx, cy, R * 0.76, "none",
                        'stroke="%s" stroke-width="%.2f"' % (P("red", 0.44), R * 0.19)))
        if kind == "light_back":
            s.append(circle(cx, cy, R * 0.19, P(edge, 0.40)))
            s.append(circle(cx, cy, R * 0.155, P("red", 0.44)))
        else:
            q = R * 0.25
            s.append(poly([(cx, cy - q), (cx + q, cy), (cx, cy + q), (cx - q, cy)], P(edge, 0.40)))
            q = R * 0.195
            s.append(poly([(cx, cy - q), (cx + q, cy), (cx, cy + q), (cx - q, cy)], P("red", 0.44)))
    return "".join(s)


def make_piece(kind):
    N = SPR * SS
    cx, cy, R = DISC_C[0] * SS, DISC_C[1] * SS, DISC_R * SS
    col = svg_render(svg_doc(piece_decor(kind, Painter("color"), cx, cy, R), N, N), N, N)
    hd = svg_render(svg_doc(piece_decor(kind, Painter("height"), cx, cy, R), N, N), N, N)[..., 0]
    masks = {}
    for name, mats in (("shell", "shell"), ("red", "red"), ("dark", "shale,dark,ink")):
        masks[name] = svg_render(svg_doc(piece_decor(kind, Painter("mask:" + mats), cx, cy, R),
                                         N, N), N, N)[..., 0]
    yy, xx = np.mgrid[0:N, 0:N].astype(np.float64) + 0.5
    rho = np.hypot(xx - cx, yy - cy)
    alpha = np.clip(R - rho + 0.5, 0, 1)
    e = 0.17 * R
    t = np.clip((rho - (R - e)) / e, 0, 1)
    prof = np.sqrt(np.clip(1 - t * t, 0, 1)) + 0.06 * (1 - (rho / R) ** 2)
    hm = prof * 1.0 + (hd - 0.5) * 0.5 * (rho < R)
    mats = Materials(N, N, seed=hash_str(kind) % 97 + 3, scale=SS)
    rgb = apply_materials(col[..., :3], masks, mats)
    shade, normals = shade_from_height(gblur(hm, 1.2 * SS), depth=9.0 * SS, strength=1.0)
    rgb = rgb * np.clip(shade, 0.35, 1.7)[..., None]
    glossy = 0.22 if kind.startswith("light") else 0.32
    spec = specular(normals, power=18) * glossy
    # broad soft highlight on the upper left of the face
    gl = np.exp(-(((xx - (cx - 0.35 * R)) ** 2 + (yy - (cy - 0.4 * R)) ** 2) / (2 * (0.55 * R) ** 2)))
    rgb = rgb + (spec + gl * (0.06 if kind.startswith("light") else 0.07))[..., None]
    # slight darkening towards the lower right (ambient occlusion of the dome)
    rgb = rgb * (1 - 0.10 * np.clip(((xx - cx) + (yy - cy)) / (2 * R), 0, 1))[..., None]
    rgb, a = downsample(rgb, alpha, SS)
    rgb, a = add_shadow(rgb, a)
    save_webp(to_image(rgb, a), os.path.join(ASSETS, "piece_%s.webp" % kind))


def make_highlight():
    N = SPR * SS
    cx, cy = DISC_C[0] * SS, DISC_C[1] * SS
    yy, xx = np.mgrid[0:N, 0:N].astype(np.float64) + 0.5
    rho = np.hypot(xx - cx, yy - cy) / SS
    r0 = DISC_R + 3.0
    core = np.exp(-((rho - r0) / 1.6) ** 2)
    glow = np.exp(-((rho - r0) / 5.5) ** 2)
    outer = np.exp(-np.clip(rho - r0, 0, None) / 6.0) * (rho > r0) * 0.5
    a = np.clip(core * 1.0 + glow * 0.55 + outer * 0.4, 0, 1)
    ang = np.arctan2(yy - cy, xx - cx)
    spark = 0.85 + 0.15 * np.cos(ang * 8) ** 2
    a = a * spark
    hot = np.array([1.0, 0.95, 0.72])
    gold = np.array([1.0, 0.74, 0.22])
    k = np.clip(core, 0, 1)[..., None]
    rgb = gold * (1 - k) + hot * k
    rgb, a = downsample(rgb, a, SS)
    save_webp(to_image(rgb, a), os.path.join(ASSETS, "piece_highlight.webp"))


# ---- dice ------------------------------------------------------------------
def rot_y(a):
    c, s = math.cos(a), math.sin(a)
    return np.array([[c, 0, s], [0, 1, 0], [-s, 0, c]])


def rot_x(a):
    c, s = math.cos(a), math.sin(a)
    return np.array([[1, 0, 0], [0, c, -s], [0, s, c]])


LIGHT3 = np.array([-0.55, 0.75, 0.65])
LIGHT3 = LIGHT3 / np.linalg.norm(LIGHT3)


def shade_col(rgb, n, amb=0.42, dif=0.72):
    k = amb + dif * max(0.0, float(np.dot(n, LIGHT3)))
    ks = (k ** 0.85, k, k ** 1.25)
    return tuple(min(255, v * kk) for v, kk in zip(rgb, ks))


def fit_projection(verts3, box=100.0, centre=DISC_C, ss=SS, yshift=0.0):
    """Scale/translate projected vertices (x right, y up) into the sprite."""
    xs, ys = verts3[:, 0], -verts3[:, 1]
    x0, x1, y0, y1 = xs.min(), xs.max(), ys.min(), ys.max()
    s = box / max(x1 - x0, y1 - y0)
    ox = centre[0] - s * (x0 + x1) / 2
    oy = centre[1] + yshift - s * (y0 + y1) / 2
    return lambda v: ((ox + s * v[0]) * ss, (oy - s * v[1]) * ss), s * ss


def die_finish(svg_body, mat, name, bevel_stroke=None):
    N = SPR * SS
    col = svg_render(svg_doc(svg_body, N, N), N, N)
    alpha = col[..., 3]
    rgb = col[..., :3]
    mats = Materials(N, N, seed=hash_str(name) % 89 + 5, scale=SS)
    lo = mats.n("die_lo", N / 60, N / 60, 3)
    fine = mats.n("die_fine", N / 8, N / 8, 2)
    rgb = rgb * (1 + 0.05 * lo + 0.025 * fine)[..., None]
    rgb, a = downsample(rgb, alpha, SS)
    rgb, a = add_shadow(rgb, a, sigma=3.0, opacity=0.6)
    save_webp(to_image(rgb, a), os.path.join(ASSETS, name))



def convex_hull(pts):
    pts = sorted(set((round(p[0], 4), round(p[1], 4)) for p in pts))

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def rounded_hull_path(pts, r):
    """SVG path of a convex polygon with its corners rounded off (radius r):
    the polygon is shrunk by r, then grown again by a disc of radius r."""
    hull = convex_hull(pts)
    n = len(hull)
    area = sum(hull[i][0] * hull[(i + 1) % n][1] - hull[(i + 1) % n][0] * hull[i][1]
               for i in range(n))
    sgn = 1.0 if area > 0 else -1.0
    normals = []
    for i in range(n):
        ax, ay = hull[i]
        bx, by = hull[(i + 1) % n]
        L = math.hypot(bx - ax, by - ay)
        # outward normal
        normals.append((sgn * (by - ay) / L, -sgn * (bx - ax) / L))
    inset = []
    for i in range(n):
        n0 = normals[i - 1]
        n1 = normals[i]
        # vertex i lies on edge i-1 and edge i; move both edges inwards by r
        bis = (n0[0] + n1[0], n0[1] + n1[1])
        cosh = (1 + n0[0] * n1[0] + n0[1] * n1[1]) / 2
        k = r / max(math.sqrt(max(cosh, 1e-9)), 1e-6)
        bl = math.hypot(*bis)
        inset.append((hull[i][0] - bis[0] / bl * k, hull[i][1] - bis[1] / bl * k))
    d = []
    for i in range(n):
        n0, n1 = normals[i - 1], normals[i]
        v = inset[i]
        p0 = (v[0] + n0[0] * r, v[1] + n0[1] * r)
        p1 = (v[0] + n1[0] * r, v[1] + n1[1] * r)
        d.append(("M" if i == 0 else "L") + " %.2f %.2f" % p0)
        d.append("A %.2f %.2f 0 0 %d %.2f %.2f" % (r, r, 1 if sgn > 0 else 0, p1[0], p1[1]))
    d.append("Z")
    return " ".join(d)

def make_tetra(marked_up):
    H = math.sqrt(2.0)
    apex = np.array([0, H, 0])
    base = [np.array([math.sin(t), 0, math.cos(t)]) for t in
            (0.0, 2 * math.pi / 3, 4 * math.pi / 3)]      # front, right-back, left-back
    V = [apex] + base
    R = rot_x(math.radians(30)) @ rot_y(math.radians(14))
    Vr = np.array([R @ (v - np.array([0, H / 4, 0])) for v in V])
    proj, s = fit_projection(Vr, box=104.0, yshift=-1.0)
    P2 = [proj(v) for v in Vr]
    faces = [(0, 1, 2), (0, 2, 3), (0, 3, 1), (1, 3, 2)]
    cen = Vr.mean(axis=0)
    ivory = PAL["ivory"]
    lap = PAL["lapis2"]
    # Only the tip that points up counts, so only it is drawn marked: a lapis cap with a
    # shell inlay on a marked die, bare shell on a plain one -- told apart at a glance even
    # at phone size (marks on the lower tips made every die look marked).
    marked = {0} if marked_up else set()
    defs = []
    body = []
    vis = []
    for fi, f in enumerate(faces):
        p = [Vr[i] for i in f]
        n = np.cross(p[1] - p[0], p[2] - p[0])
        n /= np.linalg.norm(n)
        if np.dot(n, p[0] - cen) < 0:
            n = -n
        if n[2] > 1e-3:
            vis.append((fi, f, n))
            defs.append('<clipPath id="f%d"><polygon points="%s"/></clipPath>' % (
                fi, " ".join("%.2f,%.2f" % P2[i] for i in f)))
    defs.append('<clipPath id="hull"><path d="%s"/></clipPath>' % rounded_hull_path(P2, 8 * SS))
    for fi, f, n in vis:
        c0 = shade_col(ivory, n, 0.52, 0.62)
        c1 = tuple(v * 0.86 for v in c0)
        pts = [P2[i] for i in f]
        gid = "g%d" % fi
        defs.append('<linearGradient id="%s" gradientUnits="userSpaceOnUse" x1="%.1f" y1="%.1f" '
                    'x2="%.1f" y2="%.1f"><stop offset="0" stop-color="%s"/>'
                    '<stop offset="1" stop-color="%s"/></linearGradient>' % (
                        gid, P2[0][0], P2[0][1], sum(p[0] for p in pts[1:]) / 2,
                        sum(p[1] for p in pts[1:]) / 2,
                        hexc(tuple(min(255, v * 1.07) for v in c0)), hexc(c1)))
        body.append(poly(pts, "url(#%s)" % gid, 'stroke="url(#%s)" stroke-width="1"' % gid))
    for fi, f, n in vis:
        for vi in f:
            if vi in marked:
                vx, vy = P2[vi]
                fx = sum(P2[i][0] for i in f) / 3
                fy = sum(P2[i][1] for i in f) / 3
                dx, dy = fx - vx, fy - vy
                L = math.hypot(dx, dy)
                ccx, ccy = vx + dx / L * 4 * SS, vy + dy / L * 4 * SS
                body.append('<g clip-path="url(#f%d)">' % fi)
                body.append(circle(ccx, ccy, 38 * SS, hexc(shade_col(lap, n, 0.6, 0.6))))
                body.append(circle(ccx, ccy, 38 * SS, "none",
                                   'stroke="%s" stroke-width="%.1f"' % (hexc(shade_col((20, 30, 70), n, 0.6, 0.6)), 2.5 * SS)))
                body.append("</g>")
    if 0 in marked:
        # One shell inlay in the cap, just below the very tip.
        mx = sum(p[0] for p in P2) / 4
        my = sum(p[1] for p in P2) / 4
        ix, iy = P2[0][0] + (mx - P2[0][0]) * 0.2, P2[0][1] + (my - P2[0][1]) * 0.2
        body.append(circle(ix, iy, 10 * SS, "#f7f0de", 'stroke="#1a2246" stroke-width="%.1f"' % (1.5 * SS)))
    # ridge highlights between two visible faces
    for (i, j) in ((0, 1), (0, 2), (0, 3), (1, 2), (2, 3), (1, 3)):
        if sum(1 for _, f, _ in vis if i in f and j in f) == 2:
            body.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#fffaf0" '
                        'stroke-opacity="0.6" stroke-width="%.1f" stroke-linecap="round"/>' % (
                            P2[i][0], P2[i][1], P2[j][0], P2[j][1], 2.0 * SS))
    body.append('<path d="%s" fill="none" stroke="#3a2a1a" stroke-opacity="0.35" '
                'stroke-width="%.1f"/>' % (rounded_hull_path(P2, 8 * SS), 2.5 * SS))
    svg = "<defs>%s</defs><g clip-path=\"url(#hull)\">%s</g>" % ("".join(defs), "".join(body))
    die_finish(svg, "shell", "die_tetra_%s.webp" % ("marked" if marked_up else "plain"))


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
# a right-handed die (1-2-3 counter-clockwise round their common corner)
D6_FACES = {(0, 0, 1): 1, (0, 0, -1): 6, (1, 0, 0): 2, (-1, 0, 0): 5,
            (0, 1, 0): 3, (0, -1, 0): 4}


def cube_rotations():
    mats = []
    import itertools
    for perm in itertools.permutations(range(3)):
        for signs in itertools.product((1, -1), repeat=3):
            M = np.zeros((3, 3))
            for r, (p, sg) in enumerate(zip(perm, signs)):
                M[r, p] = sg
            if abs(np.linalg.det(M) - 1) < 1e-9:
                mats.append(M)
    return mats


def make_d6(value):
    # orient the die so `value` is on top (+y); prefer low numbers on the sides
    best = None
    for M in cube_rotations():
        up = None
        sides = []
        for nrm, v in D6_FACES.items():
            w = M @ np.array(nrm, dtype=float)
            if w[1] > 0.5:
                up = v
            if w[2] > 0.5 or w[0] > 0.5:
                sides.append(v)
        if up == value:
            key = sorted(sides)
            if best is None or key < best[0]:
                best = (key, M)
    M0 = best[1]
    R = rot_x(math.radians(44)) @ rot_y(math.radians(-36))
    corners = [np.array([x, y, z], dtype=float) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]
    Vr = np.array([R @ c for c in corners])
    proj, s = fit_projection(Vr, box=100.0, yshift=0.0)
    ivory = PAL["ivory"]
    P2 = [proj(v) for v in Vr]
    hull_d = rounded_hull_path(P2, 10 * SS)
    defs = ['<clipPath id="hull"><path d="%s"/></clipPath>' % hull_d]
    body = []
    vis_normals = []
    for nrm, v in D6_FACES.items():
        n_obj = M0 @ np.array(nrm, dtype=float)           # die frame -> world
        n = R @ n_obj
        if n[2] <= 0.05:
            continue
        vis_normals.append(n)
        # face axes
        ax_u = np.array([1.0, 0, 0]) if abs(n_obj[0]) < 0.5 else np.array([0, 0, 1.0])
        ax_v = np.cross(n_obj, ax_u)
        c3 = R @ n_obj
        U = R @ ax_u
        Vv = R @ ax_v
        quad = [c3 + su * U + sv * Vv for su, sv in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
        q2 = [proj(q) for q in quad]
        fc = shade_col(ivory, n, 0.40, 0.70)
        fc2 = tuple(x * 0.88 for x in fc)
        gid = "d%d" % v
        # gradient from the face's highest corner to its lowest
        hi = min(q2, key=lambda p: p[1] + p[0] * 0.5)
        lo = max(q2, key=lambda p: p[1] + p[0] * 0.5)
        defs.append('<linearGradient id="%s" gradientUnits="userSpaceOnUse" x1="%.1f" y1="%.1f" '
                    'x2="%.1f" y2="%.1f"><stop offset="0" stop-color="%s"/><stop offset="1" '
                    'stop-color="%s"/></linearGradient>' % (
                        gid, hi[0], hi[1], lo[0], lo[1],
                        hexc(tuple(min(255, x * 1.06) for x in fc)), hexc(fc2)))
        body.append(poly(q2, "url(#%s)" % gid, 'stroke="url(#%s)" stroke-width="1"' % gid))
        # pips, drawn in face coordinates through an affine transform
        o = proj(np.zeros(3))
        pu, pv, pc = proj(U), proj(Vv), proj(c3)
        mtx = (pu[0] - o[0], pu[1] - o[1], pv[0] - o[0], pv[1] - o[1], pc[0], pc[1])
        body.append('<g transform="matrix(%.4f %.4f %.4f %.4f %.4f %.4f)">' % mtx)
        pipc = (160, 30, 24) if v == 1 else (52, 24, 20)
        rr = 0.27 if v == 1 else 0.2
        for (px, py) in PIPS[v]:
            px, py = px * 0.5, py * 0.5
            body.append(circle(px, py, rr * 1.14, hexc(shade_col((170, 150, 118), n, 0.5, 0.5))))
            body.append(circle(px, py, rr, hexc(shade_col(pipc, n, 0.7, 0.4))))
            body.append(circle(px + rr * 0.22, py + rr * 0.28, rr * 0.6,
                               hexc(tuple(min(255, x * 1.5 + 25) for x in pipc)),
                               'opacity="0.35"'))
        body.append("</g>")
    # bright ridges where two visible faces meet
    for i in range(len(vis_normals)):
        for j in range(i + 1, len(vis_normals)):
            a, b = vis_normals[i], vis_normals[j]
            e = np.cross(a, b)
            p0, p1 = proj(a + b + e), proj(a + b - e)
            body.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#fffaf0" '
                        'stroke-opacity="0.55" stroke-width="%.1f" stroke-linecap="round"/>' % (
                            p0[0], p0[1], p1[0], p1[1], 2.4 * SS))
    body.append('<path d="%s" fill="none" stroke="#3a2a1a" stroke-opacity="0.35" '
                'stroke-width="%.1f"/>' % (hull_d, 2.5 * SS))
    svg = "<defs>%s</defs><g clip-path=\"url(#hull)\">%s</g>" % ("".join(defs), "".join(body))
    die_finish(svg, "ivory", "die_d6_%d.webp" % value)



# ----------------------------------------------------------------------------
# Tileable background, favicon

def make_background():
    N = 512
    y = (np.arange(N)[:, None] + 0.5) / N
    x = (np.arange(N)[None, :] + 0.5) / N
    warp = fbm(N, N, 3, 2, 3, seed=501)
    warp2 = fbm(N, N, 6, 3, 2, seed=502)
    # growth rings: horizontal grain, integer frequency so it tiles
    ring_phase = y * 11 + 0.55 * warp + 0.12 * warp2 + 0.04 * np.sin(2 * math.pi * x * 2)
    rings = np.sin(2 * math.pi * ring_phase)
    rings = np.sign(rings) * np.abs(rings) ** 0.6
    streak = fbm(N, N, 96, 3, 3, seed=503)        # long thin fibres along x
    pores = fbm(N, N, 256, 24, 1, seed=504)
    blotch = fbm(N, N, 2, 2, 3, seed=505)
    v = 0.5 + 0.15 * rings + 0.20 * streak + 0.08 * pores + 0.16 * blotch
    v = np.clip(v, 0, 1)
    dark = np.array([27, 17, 11]) / 255.0
    light = np.array([70, 46, 28]) / 255.0
    rgb = dark + (light - dark) * v[..., None]
    # a few darker pore flecks
    rng = np.random.default_rng(506)
    fl = (rng.random((N, N)) < 0.004).astype(np.float64)
    fl = np.clip(gblur(fl, 0.7, wrap=True) * 2.5, 0, 1)
    rgb = rgb * (1 - 0.35 * fl[..., None])
    img = to_image(rgb)
    save_webp(img, os.path.join(ASSETS, "background.webp"))


def rosette_icon(N, full_bleed=False):
    """The rosette on a shell plaque, lit from the upper left, N pixels square. With
    full_bleed the dark frame fills the square and the plaque sits in the middle 80%
    (a maskable app icon: a launcher may cut it to a circle)."""
    body = []
    P = Painter("color")
    if full_bleed:
        body.append(rect(0, 0, 160, 160, hexc(PAL["dark"])))
        body.append(rect(24, 24, 112, 112, hexc(PAL["shell"]), rx=16))
        body.append(rosette_svg(P, 80, 80, 52))
    else:
        body.append(rect(1, 1, 158, 158, hexc(PAL["dark"]), rx=26))
        body.append(rect(9, 9, 142, 142, hexc(PAL["shell"]), rx=20))
        body.append(rosette_svg(P, 80, 80, 66))
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" '
           'viewBox="0 0 160 160">%s</svg>' % "".join(body))
    big = svg_render(svg, N, N)
    rgb = big[..., :3]
    a = big[..., 3]
    yy, xx = np.mgrid[0:N, 0:N].astype(np.float64)
    light = 1.08 - 0.18 * np.hypot(xx / N - 0.35, yy / N - 0.3)
    rgb = rgb * light[..., None]
    return to_image(rgb, a)


def make_favicon():
    S = 64
    img256 = rosette_icon(256)
    os.makedirs(WEB, exist_ok=True)
    # 256 colours are plenty for a flat design and take a third of the bytes.
    def palette(img):
        return img.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    fav = img256.resize((S, S), Image.LANCZOS)
    save_png(palette(fav), os.path.join(WEB, "favicon.png"))
    # favicon.ico is only the fallback of browsers that ask for /favicon.ico (the page
    # names favicon.png): the two sizes a tab and a bookmark use.
    # Each size a palette PNG inside the ICO (every browser reads PNG entries): a third of
    # the bytes of Pillow's 32-bit ones, which weigh in the site's first download.
    ico = os.path.join(WEB, "favicon.ico")
    entries = []
    for n in (16, 32):
        buf = io.BytesIO()
        palette(img256.resize((n, n), Image.LANCZOS)).save(buf, format="PNG", optimize=True)
        entries.append((n, buf.getvalue()))
    with open(ico, "wb") as f:
        f.write(struct.pack("<HHH", 0, 1, len(entries)))
        offset = 6 + 16 * len(entries)
        for n, data in entries:
            f.write(struct.pack("<BBBBHHII", n, n, 0, 0, 1, 32, len(data), offset))
            offset += len(data)
        for _, data in entries:
            f.write(data)
    print("wrote %-40s %8d bytes" % (os.path.relpath(ico, ROOT), os.path.getsize(ico)))
    # The installed game's icons (web/manifest.webmanifest).
    for n in (192, 512):
        save_png(palette(rosette_icon(n)), os.path.join(WEB, "icon-%d.png" % n))
    save_png(palette(rosette_icon(512, full_bleed=True)), os.path.join(WEB, "icon-maskable-512.png"))



# ----------------------------------------------------------------------------
# Fonts: small subsets of the faces, rasterised by the game at run time (src/ui/font_raster)

FONT_FACES = {
    "text": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "textbold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "title": "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
}
# Latin-1 (32..126, 160..255) covers English, French and Dutch letters and « »; these add
# Hungarian's double acute (Ő ő Ű ű), French's Œ œ Ÿ, every language's typographic quotes
# (‘ ’ ‚ “ ” „ ‹ ›), dashes, the ellipsis and the game's symbols. lang/*.txt may use only
# characters every atlas has (tests/unit-i18n.cpp checks).
EXTRA_CHARS = ("\u0150\u0151\u0152\u0153\u0170\u0171\u0178"
               "\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2039\u203a\u2026\u2022\u00b7\u00d7\u00f7"
               "\u2190\u2192\u2191\u2193\u2713\u2605\u2680\u2681\u2682\u2683\u2684\u2685")
KERN_CHARS = ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
              ".,:;-'\"()!?")


def wanted_codepoints():
    cps = list(range(32, 127)) + list(range(160, 256))
    for ch in EXTRA_CHARS:
        if ord(ch) not in cps:
            cps.append(ord(ch))
    return cps


def lining_figures(font):
    """The glyphs EB Garamond's `lnum` feature puts for the digits (old-style by default),
    so the cmap can map the digits to them: the game draws glyph by glyph, without
    OpenType features, and scores must line up."""
    if "GSUB" not in font:
        return {}
    gsub = font["GSUB"].table
    lookups = set()
    for fr in gsub.FeatureList.FeatureRecord:
        if fr.FeatureTag == "lnum":
            lookups.update(fr.Feature.LookupListIndex)
    mapping = {}
    for i in sorted(lookups):
        for st in gsub.LookupList.Lookup[i].SubTable:
            if getattr(st, "ExtSubTable", None) is not None:
                st = st.ExtSubTable
            mapping.update(getattr(st, "mapping", {}) or {})
    return mapping


def make_font_file(face, path):
    """One face as a small font file the game rasterises at run time (src/ui/font_raster):
    only the characters the game draws, no hinting, digits mapped to lining figures, and
    the kerning of KERN_CHARS (read through libraqm from the OpenType tables) as a plain
    `kern` table, the one a glyph-by-glyph renderer reads."""
    from fontTools import subset
    from fontTools.ttLib import TTFont, newTable
    from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
    from PIL import features

    font = TTFont(path, recalcTimestamp=False)  # the same bytes on every run
    cmap = font.getBestCmap()
    lnum = lining_figures(font)
    upem = font["head"].unitsPerEm
    wanted = [cp for cp in wanted_codepoints() if cp in cmap]
    # The kerning, in font units: measured at one pixel an em unit with the same features
    # the old atlases used (lining figures, no ligatures).
    kerns = {}
    if features.check("raqm"):
        pil = ImageFont.truetype(path, upem, layout_engine=ImageFont.Layout.RAQM)
        feat = ["lnum", "-liga"]
        L = {c: pil.getlength(c, features=feat) for c in KERN_CHARS}
        for a in KERN_CHARS:
            for b in KERN_CHARS:
                if ord(a) in cmap and ord(b) in cmap:
                    k = int(round(pil.getlength(a + b, features=feat) - L[a] - L[b]))
                    if k != 0:
                        kerns[(a, b)] = k
    else:
        print("  (PIL has no libraqm: no kerning for %s)" % face)

    options = subset.Options()
    options.layout_features = []
    options.drop_tables += ["GSUB", "GPOS", "GDEF", "kern", "BASE", "JSTF", "MATH", "FFTM"]
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 14]  # copyright, names, licence URL (the texts ship as LICENSE-*.txt)
    options.notdef_outline = False
    sub = subset.Subsetter(options)
    # The lining digits are kept by asking for their glyphs too; the cmap is pointed at
    # them after subsetting.
    digit_glyphs = {d: lnum.get(cmap[d], cmap[d]) for d in range(0x30, 0x3A) if d in cmap}
    sub.populate(unicodes=wanted, glyphs=sorted(set(digit_glyphs.values())))
    sub.subset(font)
    for table in font["cmap"].tables:
        if table.isUnicode():
            for d, g in digit_glyphs.items():
                if d in table.cmap:
                    table.cmap[d] = g
    names = font.getBestCmap()
    kern = newTable("kern")
    kern.version = 0
    t = KernTable_format_0()
    t.version, t.coverage, t.format, t.apple = 0, 1, 0, False
    t.kernTable = {(names[ord(a)], names[ord(b)]): k for (a, b), k in kerns.items()}
    kern.kernTables = [t]
    if t.kernTable:
        font["kern"] = kern
    ext = os.path.splitext(path)[1]
    out = os.path.join(FONTDIR, face + ext)
    font.save(out)
    print("wrote %-40s %8d bytes  %d characters, %d kerning pairs" % (
        os.path.relpath(out, ROOT), os.path.getsize(out), len(wanted), len(kerns)))


def make_fonts():
    os.makedirs(FONTDIR, exist_ok=True)
    for face, path in FONT_FACES.items():
        make_font_file(face, path)
    # The Debian copyright files' header and their "Files: *" stanza: the fonts' copyright
    # and licence. The stanzas after it are the packaging's and the source tree's other
    # files' (GPL, LaTeX), which the site does not ship.
    for src, dst in (("/usr/share/doc/fonts-dejavu-core/copyright", "LICENSE-DejaVu.txt"),
                     ("/usr/share/doc/fonts-ebgaramond/copyright", "LICENSE-EBGaramond.txt")):
        with open(src, encoding="utf-8") as fh:
            parts = fh.read().split("\nFiles: ")
        if not parts[1].startswith("*"):
            raise SystemExit("%s: its first Files stanza is not 'Files: *'" % src)
        with open(os.path.join(FONTDIR, dst), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(parts[0] + "\nFiles: " + parts[1].rstrip("\n") + "\n")
        print("wrote %s" % os.path.relpath(os.path.join(FONTDIR, dst), ROOT))


def main():
    os.makedirs(ASSETS, exist_ok=True)
    what = sys.argv[1:] or ["all"]
    if "all" in what or "board" in what:
        make_board()
    if "all" in what or "board_aseb" in what:
        make_board_aseb()
    if "all" in what or "pieces" in what:
        for k in ("light", "dark", "light_back", "dark_back"):
            make_piece(k)
        make_highlight()
    if "all" in what or "dice" in what:
        make_tetra(True)
        make_tetra(False)
        for v in range(1, 7):
            make_d6(v)
    if "all" in what or "background" in what:
        make_background()
    if "all" in what or "favicon" in what:
        make_favicon()
    if "all" in what or "fonts" in what:
        make_fonts()


if __name__ == "__main__":
    main()
