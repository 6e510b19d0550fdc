// The settings screen: opened from the start screen's gear, every choice takes effect at
// once and is kept after a reload (the language, the name, sound, the animation speed and
// reduced motion); the player's own choice of motion wins over the browser's
// prefers-reduced-motion. Screenshots: settings-desktop.png, settings-phone-hu.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, waitForFirstFrame, screenshot, state } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const kOpenSettings = 2500, kSetName = 2502, kSetSoundOff = 2504, kSetMotionFull = 2507, kSetMotionReduced = 2508;
const kSetSpeedSlow = 2520, kSetLanguageFrench = 2531, kSetLanguageHungarian = 2532;

const until = (page, check, arg) => page.waitForFunction(
  ([fn, a]) => new Function('s', 'a', `return ${fn}`)(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])), a),
  [check, arg], { timeout: 15000, polling: 20 });

async function device(options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  const touch = !!options.hasTouch;
  const press = async (id) => {
    const s = await state(page);
    const b = s.buttons.find((x) => x.id === id);
    assert.ok(b, `button ${id} (have: ${s.buttons.map((x) => `${x.id} ${x.label}`).join(', ')})`);
    if (touch) await page.touchscreen.tap(b.x, b.y); else await page.mouse.click(b.x, b.y);
    await page.waitForTimeout(60);
  };
  return { context, page, errors, press };
}

// Each choice taking effect and kept over a reload is native (tests/ui/flow-settings.cpp); the
// browser's own part: its prefers-reduced-motion read at start, and the phone's pixel ratio.
test('settings on a phone, in Hungarian: every choice on screen and tappable; the browser’s reduced motion read', async () => {
  const d = await device({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  await d.page.goto(server.url);
  await waitForFirstFrame(d.page, 15000);
  assert.equal((await state(d.page)).pace.rollMs, 0, 'the browser’s prefers-reduced-motion, while the player has not chosen');
  await d.press(kOpenSettings);
  await until(d.page, 's.screen === "settings"');
  await d.press(kSetLanguageHungarian);
  await until(d.page, 's.buttons.some((b) => b.label === "Kész")');
  const s = await state(d.page);
  for (const b of s.buttons) assert.ok(b.x > 0 && b.x < 390 && b.y > 0 && b.y < 844, `${b.label} on screen`);
  await screenshot(d.page, 'settings-phone-hu');
  assert.deepEqual(d.errors, []);
  await d.context.close();
});
