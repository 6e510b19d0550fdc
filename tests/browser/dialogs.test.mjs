// The two dialogs: a link's bad settings, all listed at once in text a player can read at
// phone and desktop sizes, with what was done instead; and the question before a game in
// progress is left by Esc, M or the Menu button (Keep playing / Leave).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, waitForFirstFrame, screenshot, state, waitScreen } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });


const sizes = [
  [{ width: 390, height: 844 }, 3, 'phone'],
  [{ width: 844, height: 390 }, 3, 'phone-landscape'],
  [{ width: 1280, height: 800 }, 1, 'desktop'],
];

for (const [viewport, scale, tag] of sizes) {
  test(`a bad link lists every problem in a readable notice, and the game opens as far as it can (${tag})`, async () => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${server.url}?rules=nonsense&dark=wizard&colour=red`);
    await waitForFirstFrame(page, 10000);
    await waitScreen(page, 'notice');
    let s = await state(page);
    const d = s.dialog;
    assert.equal(d.title, 'Link settings not used');
    const text = d.lines.join(' ');
    assert.match(text, /rules='nonsense'/);
    assert.match(text, /The start screen opens instead/);
    assert.match(text, /dark='wizard' is not a player/);
    assert.match(text, /'colour' is not a setting/);
    assert.ok(d.textPx >= 16, `notice text ${d.textPx} CSS px`);
    assert.ok(d.panel.x >= 0 && d.panel.y >= 0 && d.panel.x + d.panel.w <= viewport.width + 0.5 &&
      d.panel.y + d.panel.h <= viewport.height + 0.5, `the notice fits: ${JSON.stringify(d.panel)}`);
    await screenshot(page, `link-notice-${tag}`);
    // OK (Enter) closes it onto the start screen the link led to.
    await page.keyboard.press('Enter');
    await waitScreen(page, 'menu');

    // A good rule set with a bad level: the game starts against the default level, and says so.
    await page.goto(`${server.url}?rules=blitz&dark=grandmaster`);
    await waitForFirstFrame(page, 10000);
    await waitScreen(page, 'notice');
    s = await state(page);
    assert.match(s.dialog.lines.join(' '), /the computer plays Dark as the Steward\./);
    const ok = s.buttons.find((b) => b.label === 'OK');
    await page.mouse.click(ok.x, ok.y);
    await waitScreen(page, 'game');
    s = await state(page);
    assert.equal(s.rules, 'blitz');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('leaving a game in progress asks first, on a phone: touch-sized buttons, and the page zooms', async () => {
  // Esc, M, Enter, the Menu button and Leave at desktop size: tests/ui/flow-dialogs.cpp.
  // On a phone, by touch-sized buttons.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true });
  const p = await phone.newPage();
  await p.goto(`${server.url}?rules=finkel&dark=king`);
  await waitForFirstFrame(p, 10000);
  await waitScreen(p, 'game');
  await p.keyboard.press('m');
  await waitScreen(p, 'confirm-leave');
  const s = await state(p);
  assert.ok(s.dialog.textPx >= 16);
  for (const b of s.buttons) assert.ok(b.h >= 40, `button ${b.label} is ${b.h} CSS px tall`);
  // A phone may zoom the page: nothing blocks pinch-zoom.
  const zoom = await p.evaluate(() => ({
    viewport: document.querySelector('meta[name=viewport]').content,
    touch: getComputedStyle(document.getElementById('canvas')).touchAction,
  }));
  assert.doesNotMatch(zoom.viewport, /user-scalable=no|maximum-scale/);
  assert.equal(zoom.touch, 'pinch-zoom');
  await screenshot(p, 'confirm-leave-phone');
  await phone.close();
});
