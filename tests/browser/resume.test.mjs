// The game in progress survives a reload: played part way, the page reloaded, the start
// screen offers Continue (on a phone too, above the rule sets), and the game comes back in
// the same position with the same throws to come. A save that cannot be read is told on
// the start screen and kept aside, never deleted; leaving a game says it is kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, waitForFirstFrame, state, waitScreen, screenshot } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));
const saved = (page, name = 'game') => page.evaluate((n) => window.localStorage.getItem(`ur.doc.${n}`), name);

// Plays a game between two people on this page (the first choice each time) until
// `throws` more throws have been shown; returns their outcomes in order.
async function playThrows(page, throws) {
  const outcomes = [];
  let seen = (await debug(page)).throws;
  const start = Date.now();
  while (outcomes.length < throws) {
    assert.ok(Date.now() - start < 60000, 'the throws came within a minute');
    const s = await debug(page);
    if (s.screen !== 'game') break;
    if (s.throws > seen && s.outcome >= 0) {
      outcomes.push(s.outcome);
      seen = s.throws;
      continue;
    }
    if (s.stage === 'await-throw') {
      const t = s.buttons.find((b) => b.label === 'Throw');
      await page.mouse.click(t.x, t.y);
    } else if (s.stage === 'choose') {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    }
    await page.waitForTimeout(30);
  }
  // Wait until the game stands still (and so is saved).
  await page.waitForFunction(() => ['await-throw', 'choose', 'over'].includes(
    JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).stage));
  await page.waitForTimeout(100);
  return outcomes;
}

// Reloaded mid-game and continued, and the unreadable save kept aside, are native through the
// desktop's file store (tests/ui/flow-saves.cpp); the phone's case goes through local storage here.
test('on a phone, Continue is the first thing on the start screen', async () => {
  const { page, context, errors } = await openPage(browser, `${server.url}?rules=blitz&fast=1`, { width: 390, height: 844 }, 3);
  await waitForFirstFrame(page, 10000);
  await waitScreen(page, 'game');
  await playThrows(page, 3);
  await page.goto(server.url);
  await waitForFirstFrame(page, 10000);
  await waitScreen(page, 'menu');
  const s = await debug(page);
  assert.equal(s.menu.page, 'gallery');
  const cont = s.buttons.find((b) => b.label.startsWith('Continue'));
  assert.ok(cont, 'a Continue button');
  assert.ok(cont.h >= 44, `big enough to tap: ${cont.h}`);
  assert.ok(cont.y - cont.h / 2 < s.buttons.filter((b) => b.id >= 300).reduce((m, b) => Math.min(m, b.y), 1e9),
    'above the rule sets');
  await screenshot(page, 'continue-phone');
  await page.touchscreen.tap(cont.x, cont.y);
  await waitScreen(page, 'game');
  assert.equal((await debug(page)).rules, 'blitz');
  assert.deepEqual(errors, []);
  await context.close();
});
