// Reviewing a game: from the result screen (Review the game) and from Your games, the
// board shows the position after any step; ←/→, Home/End and the buttons step through it,
// a tap on the graph of Light's chance jumps there, a tap on a row of the move list shows
// that move, K goes to the next key moment; on a site without the rule set's table the grades are a search's estimates,
// and say so; Play from here carries the game on from the position shown (here with a
// friend: the same position, now a game). On a phone, by touch at its pixel ratio, with
// the page's frame times while the search fills the grades in (the desktop's case runs
// natively in tests/ui/flow-review.cpp). Screenshots review-phone.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, playToEnd, waitForFirstFrame, waitFrames, waitScreen, screenshot } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));

for (const [viewport, ratio, tag] of [[{ width: 390, height: 844 }, 3, 'phone']]) {
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
    await page.goto(`${server.url}?rules=finkel:2&dark=greedy&fast=1`);
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
    // No table for finkel:2 on this site: the strongest search's estimates, said in words,
    // filled in by slices: no frame's work comes near 50 ms meanwhile (measured: the
    // longest frame is printed; the bound is loose for a loaded machine).
    let longest = 0;
    s = await debug(page);
    const filling = s.review.complete ? null : s.review.graph;  // at the end, where the test stays
    if (filling) await screenshot(page, `review-filling-${tag}`);
    for (let i = 0; i < 600; i++) {
      s = await debug(page);
      longest = Math.max(longest, s.workMaxMs);
      if (s.review.complete) break;
      await page.waitForTimeout(100);
    }
    console.log(`review by search (${tag}): longest frame's work ${longest.toFixed(1)} ms`);
    assert.ok(s.review.complete, 'the review is complete');
    assert.ok(longest < 100, `a frame's work took ${longest} ms`);
    assert.ok(s.review.estimate);
    assert.match(s.review.summary, /^Accuracy: Light \d+%, Dark \d+%.*estimates by search/);
    // The summary grew to the accuracy and luck of both sides in the room kept for it: the
    // graph has not moved. A tap in the middle of it shows the middle of the game.
    const g = (await debug(page)).review.graph;
    if (filling) assert.deepEqual([g.x, g.y, g.w, g.h], [filling.x, filling.y, filling.w, filling.h], 'the graph where it was while filling in');
    await tap(g.x + g.w / 2, g.y + g.h / 2);
    await page.waitForFunction((c) => Math.abs(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at - c / 2) <= 1,
      (await debug(page)).review.count);
    s = await debug(page);
    // K jumps to the next key moment (the biggest losses, the luckiest and unluckiest
    // throws), told in words and marked in the move list.
    await page.keyboard.press('k');
    await page.waitForFunction(() => / · a key moment: (Light|Dark)('|’)s /.test(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.step));
    await waitFrames(page, 2);
    s = await debug(page);
    assert.ok(s.review.rows.some((r) => r.key !== '' && r.at >= s.review.at), 'the key moment is marked in the list');
    // The move list: a row a move; the one shown is in view; a tap on another row shows it.
    assert.ok(s.review.rowCount > 2);
    assert.ok(s.review.rows.length >= 1);
    const shown = s.review.rows.findIndex((r, i) => i + s.review.firstRow === s.review.row);
    assert.ok(shown >= 0, 'the move shown is in the list');
    await page.keyboard.press('Home');  // the list scrolls back to the first moves
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at === 0);
    s = await debug(page);
    const other = s.review.rows[s.review.rows.length - 1];
    assert.match(other.text, /^\d+\. (Light|Dark) /);
    await tap(other.x + other.w / 3, other.y + other.h / 2);
    await page.waitForFunction((a) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at === a, other.at);
    // Before a choice with two moves or more, the best one is on the board.
    let best = null;
    await page.keyboard.press('Home');
    for (let i = 0; i < 200 && !best; i++) {
      await page.keyboard.press('ArrowRight');
      const d = await debug(page);
      if (d.review.best && !d.review.best.played) best = d.review.best;
      if (d.review.at === d.review.count) break;
    }
    assert.ok(best, 'a best move shown before a choice');
    await screenshot(page, `review-${tag}`);
    // Play from here, with a friend: the same position, now a game to play.
    await page.keyboard.press('Home');
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at === 0);
    await waitFrames(page, 2);
    await tap(other.x + other.w / 3, other.y + other.h / 2);  // the move list's row: a position mid-game
    await page.waitForFunction((a) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).review.at === a, other.at);
    await waitFrames(page, 3);
    const here = await debug(page);
    const take = here.buttons.find((b) => b.id === 946);
    assert.ok(take, 'a Play from here button');
    await tap(take.x, take.y);
    await waitScreen(page, 'take-over');
    await screenshot(page, `review-take-over-${tag}`);
    await press('A friend');
    await waitScreen(page, 'game');
    assert.equal((await debug(page)).position, here.position);
    // And back to the review from the menu: leave this game, open Your games later.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => ['confirm-leave', 'menu'].includes(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen));
    if ((await debug(page)).screen === 'confirm-leave') await press('Leave');
    await waitScreen(page, 'menu');
    // Your games opens the same game's review, and Back returns there.
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
