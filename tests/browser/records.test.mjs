// The games kept: two short games finished against the computer appear under *Your
// games*, newest first, with the result in words; *Statistics* counts them with a win-rate
// bar; deleting a game asks first; a history line that cannot be read is kept as it was.
// At desktop and phone sizes, with screenshots (records-<screen>-<size>.png).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, playToEnd, openPage, waitForFirstFrame, waitScreen, screenshot } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));
const kBadLine = 'g 2026-01-01 10:00 wizard human greedy 1 ABC';

for (const [viewport, ratio, tag] of [[{ width: 1280, height: 800 }, 1, 'desktop'], [{ width: 390, height: 844 }, 3, 'phone']]) {
  test(`finished games are kept, counted and deleted after a question (${tag})`, async () => {
    const touch = ratio > 1;
    const context = await browser.newContext({ viewport, deviceScaleFactor: ratio, hasTouch: touch });
    await context.addInitScript((line) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('ur.doc.history', `ur-history 1\n${line}\n`);
        window.sessionStorage.setItem('seeded', '1');
      }
    }, kBadLine);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const tap = (x, y) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    const press = async (label) => {
      const b = (await debug(page)).buttons.find((x) => x.label === label || x.label.startsWith(label));
      assert.ok(b, `a "${label}" button`);
      await tap(b.x, b.y);
    };
    await page.goto(`${server.url}?rules=finkel:1&dark=greedy&fast=1`);
    await waitForFirstFrame(page, 10000);
    const first = await playToEnd(page, tap);
    await press('Play again');
    await waitScreen(page, 'game');
    await playToEnd(page, tap);
    await press('Menu');
    await waitScreen(page, 'menu');

    // Your games: newest first, in words, the bad line kept.
    await press('Your games');
    await waitScreen(page, 'history');
    let s = await debug(page);
    assert.equal(s.records.games, 2);
    assert.equal(s.records.unreadable, 1);
    assert.equal(s.records.rows.length, 2);
    for (const r of s.records.rows) assert.match(r.text, /^Finkel \(1 piece\) against the \S+ You (won|lost) · \d+ turns \d+ \w+ \d{4}, \d\d:\d\d$/);
    assert.ok(s.records.textPx >= 16, `text ${s.records.textPx} CSS px`);
    await screenshot(page, `records-history-${tag}`);
    const stored = await page.evaluate(() => window.localStorage.getItem('ur.doc.history'));
    assert.ok(stored.includes(kBadLine), 'the unreadable line is still stored');

    // Statistics: the two games, with a win-rate bar.
    await press('← Back');
    await waitScreen(page, 'menu');
    await press('Statistics');
    await waitScreen(page, 'statistics');
    s = await debug(page);
    assert.match(s.records.rows[0].text, /^Finkel \(1 piece\) against the \S+ 2 games · \d won \(\d+%\) · longest winning streak \d · \d+ turns on average$/);
    assert.ok(s.records.rows[0].bar >= 0 && s.records.rows[0].bar <= 1);
    assert.match(s.records.rows[1].text, /^Your dice: \d+ throws against the computer moved you [\d.]+ squares on average; the dice give 2.00/);
    await screenshot(page, `records-statistics-${tag}`);

    // Deleting the newest game asks first; Keep keeps it, Delete deletes it.
    await press('← Back');
    await waitScreen(page, 'menu');
    await press('Your games');
    await waitScreen(page, 'history');
    const del = (await debug(page)).buttons.find((b) => b.id === 1000);
    await tap(del.x, del.y);
    await waitScreen(page, 'confirm-delete');
    assert.equal((await debug(page)).dialog.title, 'Delete this game?');
    await press('Keep');
    await waitScreen(page, 'history');
    assert.equal((await debug(page)).records.games, 2);
    await tap(del.x, del.y);
    await waitScreen(page, 'confirm-delete');
    await press('Delete');
    await waitScreen(page, 'history');
    s = await debug(page);
    assert.equal(s.records.games, 1);
    assert.ok((await page.evaluate(() => window.localStorage.getItem('ur.doc.history'))).includes(kBadLine));
    assert.ok(first.screen === 'result');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
