// Shared set-up for the browser tests: serve the built site on loopback with the
// project's own server, drive Debian's Chromium with playwright-core (never a downloaded
// browser), collect console errors and keep screenshots as artifacts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const siteDir = process.env.UR_SITE_DIR || path.join(root, 'build/web-release/site');
export const artifactsDir = process.env.UR_ARTIFACTS || path.join(here, 'artifacts');
mkdirSync(artifactsDir, { recursive: true });

const chromiumPath = process.env.UR_CHROMIUM || '/usr/bin/chromium';
// The slow run (docs/testing.md, "The slow run"): UR_BROWSER_SLOW=1 plays what CI keeps
// short — every whole game of game.test.mjs, the longer watch of frames.test.mjs, the
// Queen in every rule set with a network. tools/bench-frames.sh (UR_STRICT_FRAMES=1) is one.
export const slowRun = process.env.UR_BROWSER_SLOW === '1' || process.env.UR_STRICT_FRAMES === '1';

// A file whose cases time something only in part is run twice by run.sh: its timed cases
// alone (UR_BROWSER_PART=timed), the others beside another file (=untimed). `part(true)`
// marks a timed case: test(name, part(true), fn). Without UR_BROWSER_PART every case runs.
export function part(timed, options = {}) {
  const want = process.env.UR_BROWSER_PART;
  if (!want || options.skip) return options;
  return { ...options, skip: (want === 'timed') !== timed && `the ${timed ? 'timed' : 'untimed'} part (UR_BROWSER_PART=${want})` };
}

// gzip: compress what a static host with compression would (tools/serve.py --gzip).
export async function startServer(dir = siteDir, { gzip = false } = {}) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the web game first (cmake --build --preset web-release)`);
  }
  const proc = spawn('python3', [path.join(root, 'tools/serve.py'), '--port', '0', '--quiet', ...(gzip ? ['--gzip'] : []), dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('server did not start in 10 s')), 10000);
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /(http:\/\/\S+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, stop: () => proc.kill() };
}

export async function launchBrowser() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} not found: run tools/setup.sh --browser (apt-get install chromium)`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
}

// Opens a page that records console errors and uncaught exceptions.
// deviceScaleFactor: device pixels per CSS pixel (3 for a typical phone).
export async function openPage(browser, url, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, hasTouch: deviceScaleFactor > 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  return { page, context, errors };
}

// The game at the quick pace (&fast=1: short rolls and slides), so that whole games take
// minutes; a game link does not carry the page's query, so fastLink adds it before the
// link's fragment.
export const fastPage = (server) => `${server.url.replace(/\/$/, '')}/?fast=1`;
export const fastLink = (link) => (link.includes('?') ? link : link.replace('#', '?fast=1#'));

export async function waitForFirstFrame(page, timeout = 5000) {
  await page.waitForFunction(() => typeof window.urFirstFrameTime === 'number', null, { timeout });
  return page.evaluate(() => window.urFirstFrameTime);
}

// What the game shows now (its debug JSON: screen, stage, buttons, dialog, marks, ...).
export const state = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));
// Waits until the game shows `screen` ("menu", "game", "notice", "confirm-leave", ...).
export const waitScreen = (page, screen) => page.waitForFunction(
  (want) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen === want, screen, { timeout: 5000 });

export const layoutOf = state;

// Waits until the game has drawn `n` more frames (so a resize has been redrawn).
export async function waitFrames(page, n = 3) {
  const start = (await layoutOf(page)).frames;
  await page.waitForFunction((target) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).frames >= target,
    start + n, { timeout: 5000 });
}

// Holds a game's frame report (ur_frame_report: the game's own work per frame, and the
// whole frame with SDL_RenderPresent's hand-over to WebGL) to what a player would notice.
// Every CI test does: the typical frame (p95 of the work) within one display frame, 16.7
// ms, and no frame a freeze (250 ms). The goal of no frame's work at 50 ms or more is a
// measurement for a quiet machine: UR_STRICT_FRAMES=1 (tools/bench-frames.sh) asserts it
// too. It is not a CI assertion since the CI run of 2026-11-30: wall-clock time in a
// frame counts the page's thread waiting for a core, and on 2 cores shared with
// Chromium's software GPU and the test's own driving, frames of 53-73 ms came (game.test
// driven while another job took a core) where the computer thinks in slices of 8 ms; the
// same games on the quiet machine: 15-32 ms at most.
export function checkFrameWork(work, what) {
  assert.ok(work.frames > 0, `${what}: no frames measured`);
  assert.ok(work.p95 < 16.7, `${what}: the game's work p95 ${work.p95} ms a frame`);
  assert.ok(work.totalMax < 250, `${what}: a frame of ${work.totalMax.toFixed(1)} ms, ${work.presentMax.toFixed(1)} of them in WebGL's part`);
  if (process.env.UR_STRICT_FRAMES === '1') assert.ok(work.max < 50, `${what}: the game's longest frame's work ${work.max.toFixed(1)} ms`);
}

// Takes a screenshot and saves it as an artifact; `pixels(points)` reads the colours at
// the given screenshot pixels (decoded in the page, so only those few travel back).
export async function screenshot(page, name) {
  const file = path.join(artifactsDir, `${name}.png`);
  const png = (await page.screenshot({ path: file })).toString('base64');
  return {
    file,
    pixels: (points) => page.evaluate(async ({ b64, pts }) => {
      const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      return pts.map(([x, y]) => Array.from(ctx.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3)));
    }, { b64: png, pts: points }),
  };
}

export function colourDistance(a, b) {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
}

// The choices that share one piece's place (a stack with several ways to move), or
// undefined; the tests of stacks look for them.
export function choicesAtOnePlace(choices) {
  const at = new Map();
  for (const c of choices.filter((ch) => ch.x >= 0)) {
    const key = `${Math.round(c.x)},${Math.round(c.y)}`;
    at.set(key, [...(at.get(key) || []), c]);
  }
  return [...at.values()].find((list) => list.length > 1);
}

// Plays the person's side to the result screen by taps or clicks (`tap`), the first
// choice each time; returns the final state.
export async function playToEnd(page, tap, timeoutMs = 90000) {
  const start = Date.now();
  for (;;) {
    if (Date.now() - start > timeoutMs) throw new Error(`the game did not end within ${timeoutMs / 1000} s`);
    const s = await state(page);
    if (s.screen === 'result') return s;
    if (s.human && s.stage === 'await-throw') {
      const t = s.buttons.find((b) => b.label === 'Throw');
      if (t) await tap(t.x, t.y);
    } else if (s.human && s.stage === 'choose') {
      const c = s.choices.find((ch) => ch.x >= 0);
      if (c) { await tap(c.x, c.y); await page.waitForTimeout(30); await tap(c.x, c.y); } else await page.keyboard.press('Enter');
    }
    await page.waitForTimeout(30);
  }
}
