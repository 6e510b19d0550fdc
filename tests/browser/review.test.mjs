// Reviewing a game: from the result screen (Review the game) and from Your games, the
// board shows the position after any step; ←/→, Home/End and the buttons step through it,
// a tap on the graph of Light's chance jumps there; on a site without the rule set's table
// the review says the moves are shown without grades. Screenshots review-<size>.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, playToEnd, waitForFirstFrame, waitScreen, screenshot } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));

for (const [viewport, ratio, tag] of [[{ width: 1280, height: 800 }, 1, 'desktop'], [{ width: 390, height: 844 }, 3, 'phone']]) {
  test(`a finished game reviewed step by step (${tag})`, async () => {
    const touch = ratio > 1;
    const context = await browser.newContext({ viewport, deviceScaleFactor: ratio, hasTouch: touch });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const tap = (x, y) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    const press = async (label) => {
      const b = (await debug(page)).buttons.find((x) => x.label === label);
      assert.ok(b, `a "${label}" button`);
      await tap(b.x, b.y);
    };
    await page.goto(`${server.url}?rules=finkel:1&dark=greedy&fast=1`);
    await waitForFirstFrame(page, 10000);
    const end = await playToEnd(page, tap);
    await press('Review the game');
    await waitScreen(page, 'review');
    let s = await debug(page);
    assert.equal(s.review.at, 0);
    assert.ok(s.review.count > 4);
    assert.ok(s.review.textPx >= 16);
    // → goes to the first throw (picking up the dice is not a stop of its own).
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at > 0);
    s = await debug(page);
    assert.match(s.review.step, /^Turn 1 · Light throws: /);
    await press('→');
    await page.waitForFunction((a) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at > a, s.review.at);
    s = await debug(page);
    assert.match(s.review.step, /^Turn 1 · Light: /);
    // End shows the final position, the same as the game's.
    await page.keyboard.press('End');
    await page.waitForFunction(() => { const d = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])); return d.review.at === d.review.count; });
    assert.equal((await debug(page)).position, end.position);
    // A tap in the middle of the graph shows the middle of the game.
    const g = (await debug(page)).review.graph;
    await tap(g.x + g.w / 2, g.y + g.h / 2);
    await page.waitForFunction((c) => Math.abs(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at - c / 2) <= 1,
      (await debug(page)).review.count);
    s = await debug(page);
    // No table for finkel:1 on this site: said in words, the moves still shown.
    await page.waitForFunction(() => /without grades/.test(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.summary));
    await screenshot(page, `review-${tag}`);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at === 0);
    // Back goes to the start screen; Your games opens the same game's review, and Back
    // returns there.
    await press('Back');
    await waitScreen(page, 'menu');
    await press('Your games');
    await waitScreen(page, 'history');
    const row = (await debug(page)).buttons.find((b) => b.id === 3000);
    assert.ok(row, 'the newest game can be opened');
    await tap(row.x - row.w / 4, row.y);
    await waitScreen(page, 'review');
    assert.equal((await debug(page)).review.count, s.review.count);
    await page.keyboard.press('Escape');
    await waitScreen(page, 'history');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
