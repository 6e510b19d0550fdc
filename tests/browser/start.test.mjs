// The start screen as a newcomer meets it, on a laptop and on a phone: the rule sets are
// cards to tap (every one at most two taps away, the phone scrolling its list by finger),
// the keyboard focus shows where it is, the text on a phone is at least 16 CSS px, and a
// game starts from it. Screenshots: start-<size>.png (and the phone's set-up page).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, launchBrowser, openPage, waitForFirstFrame, screenshot, state, siteDir } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const kCardBase = 300;
const kAllRules = 9;

// Waits until the game has handled what was just done (a click is handled on the next frame).
const settle = (page, check, arg) => page.waitForFunction(
  ([fn, a]) => new Function('s', 'a', `return ${fn}`)(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])), a),
  [check, arg], { timeout: 5000 });

// Taps (or clicks) a button by id; a card out of view is first scrolled to, as a finger
// would: a drag on the list. Returns the number of taps (scrolling is not one).
async function tapButton(page, id, touch) {
  let direction = 1;  // 1: drag the list up (to what is below), -1: down
  for (let i = 0; i < 40; i++) {
    const s = await state(page);
    const b = s.buttons.find((x) => x.id === id);
    if (b && b.h > 30) {
      if (touch) await page.touchscreen.tap(b.x, b.y); else await page.mouse.click(b.x, b.y);
      return 1;
    }
    // Drag the list by half a screen; at its end, turn round.
    const vp = page.viewportSize();
    const x = vp.width / 2, y0 = vp.height * (direction > 0 ? 0.75 : 0.3), y1 = vp.height * (direction > 0 ? 0.3 : 0.75);
    await page.mouse.move(x, y0);
    await page.mouse.down();
    for (let k = 1; k <= 6; k++) await page.mouse.move(x, y0 + (y1 - y0) * k / 6);
    await page.mouse.up();
    await page.waitForTimeout(150);
    if ((await state(page)).menu.scroll === s.menu.scroll) direction = -direction;
  }
  throw new Error(`button ${id} never came into view`);
}

// The laptop's case and the keyboard's are native (tests/ui/flow-start.cpp); the phone's, at
// its pixel ratio and by touch, is the browser's.
for (const [viewport, ratio, tag] of [[{ width: 390, height: 844 }, 3, 'phone']]) {
  test(`every rule set is at most two taps away, and the text is readable (${tag})`, async () => {
    const touch = ratio > 1;
    const { page, context, errors } = await openPage(browser, server.url, viewport, ratio);
    await waitForFirstFrame(page);
    let s = await state(page);
    assert.equal(s.screen, 'menu');
    assert.equal(s.menu.page, touch ? 'gallery' : 'both');
    assert.ok(s.menu.textPx >= 16, `text ${s.menu.textPx} CSS px`);
    await screenshot(page, `start-${tag}`);
    // Every card, from the set-up of another rule set.
    for (const [i, name] of s.menu.ruleSets.entries()) {
      let taps = 0;
      s = await state(page);
      if (s.buttons.some((b) => b.id === kAllRules)) {
        taps += await tapButton(page, kAllRules, touch);
        await settle(page, 's.menu.page === "gallery"');
      }
      taps += await tapButton(page, kCardBase + i, touch);
      await settle(page, 's.menu.rules === a', name);
      assert.ok(taps <= 2, `${name}: ${taps} taps`);
      if (touch) await settle(page, 's.menu.page === "setup"');
      if (name === 'jeu-royal') await screenshot(page, `start-jeu-royal-${tag}`);
    }
    // Back to finkel, a game against the computer by its Play button.
    if (touch) await tapButton(page, kAllRules, touch);
    await tapButton(page, kCardBase, touch);
    await settle(page, 's.menu.rules === "finkel"');
    s = await state(page);
    const play = s.buttons.find((b) => b.label === 'Play');
    if (touch) await page.touchscreen.tap(play.x, play.y); else await page.mouse.click(play.x, play.y);
    await settle(page, 's.screen === "game"');
    assert.equal((await state(page)).rules, 'finkel');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A picture the browser cannot decode (the site's data damaged on the way) stops the start
// on the page's error screen, which names the file: never a blank page or a loading bar
// that waits for ever.
test('a damaged picture in the site stops the start with its name', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ur-damaged-'));
  cpSync(siteDir, dir, { recursive: true });
  const js = readFileSync(path.join(dir, 'index.js'), 'utf8');
  const m = /filename:"\/assets\/board\.webp",start:(\d+),end:(\d+)/.exec(js);
  assert.ok(m, 'index.js lists board.webp in the preloaded data');
  const data = readFileSync(path.join(dir, 'index.data'));
  data.fill(0x5a, Number(m[1]) + 12, Number(m[2]));  // its RIFF header kept, its picture gone
  writeFileSync(path.join(dir, 'index.data'), data);
  const damaged = await startServer(dir);
  try {
    const { page, context } = await openPage(browser, damaged.url);
    await page.waitForFunction(() => getComputedStyle(document.getElementById('error')).display !== 'none', null, { timeout: 10000 });
    const detail = await page.locator('#error-detail').textContent();
    assert.match(detail, /board\.webp/);
    assert.equal(await page.evaluate(() => typeof window.urFirstFrameTime), 'undefined', 'no frame drawn');
    await screenshot(page, 'start-damaged-picture');
    await context.close();
  } finally {
    damaged.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
