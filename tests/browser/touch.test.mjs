// A phone game by taps: a finger has no hover, so the first tap on a piece selects its
// move (the landing square is framed and the message says what the move does and to tap
// again), a second tap plays it; a tap elsewhere drops the selection. Screenshot:
// touch-selected-phone.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, waitForFirstFrame, screenshot, state } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const isChoosing = (s) => s.human && s.stage === 'choose' && s.choices.some((c) => c.x >= 0);

test('a phone-size game by taps: select, then confirm', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(`${server.url}?rules=finkel&dark=greedy&fast=1`);
  await waitForFirstFrame(page, 10000);
  let played = 0, deselected = false, shot = false;
  const start = Date.now();
  while (played < 3) {
    assert.ok(Date.now() - start < 90000, `three moves by taps within 90 s (played ${played})`);
    const s = await state(page);
    if (s.human && s.stage === 'await-throw') {
      const t = s.buttons.find((b) => b.label === 'Throw');
      if (t?.enabled) await page.touchscreen.tap(t.x, t.y);
    } else if (isChoosing(s)) {
      const c = s.choices.find((ch) => ch.x >= 0);
      const turns = s.turns;
      await page.touchscreen.tap(c.x, c.y);
      await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).selected >= 0);
      let now = await state(page);
      assert.equal(now.stage, 'choose', 'the first tap only selects');
      assert.equal(now.turns, turns);
      if (!shot) {
        await page.waitForTimeout(120);
        await screenshot(page, 'touch-selected-phone');
        shot = true;
      }
      if (!deselected) {
        // A tap beside the board (the status line under the header's buttons, whose middle
        // holds the Hints switch) drops the selection; the next tap selects again.
        const menu = now.buttons.find((b) => b.label === 'Menu');
        await page.touchscreen.tap(195, menu.y + menu.h);
        await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).selected < 0);
        deselected = true;
        await page.touchscreen.tap(c.x, c.y);
        await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).selected >= 0);
      }
      await page.touchscreen.tap(c.x, c.y);  // the second tap plays
      await page.waitForFunction((t) => {
        const d = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], []));
        return d.stage !== 'choose' || d.turns !== t;
      }, turns);
      now = await state(page);
      assert.ok(now.selected < 0);
      played++;
    }
    await page.waitForTimeout(50);
  }
  assert.ok(deselected);
  assert.deepEqual(errors, []);
  await context.close();
});
