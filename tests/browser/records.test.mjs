// The games kept: two short games finished against the computer appear under *Your
// games*, newest first, with the result in words; *Statistics* counts them with a win-rate
// bar and charts the dice's luck; deleting a game asks first; a history line that cannot
// be read is kept as it was.
// On a phone, by touch at its pixel ratio and through local storage, with screenshots
// (records-<screen>-phone.png); the desktop's case runs natively in tests/ui/flow-records.cpp.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, playToEnd, openPage, waitForFirstFrame, waitScreen, screenshot, colourDistance } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));
const kBadLine = 'g 2026-01-01 10:00 wizard human greedy 1 ABC';

for (const [viewport, ratio, tag] of [[{ width: 390, height: 844 }, 3, 'phone']]) {
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
    // The charts: the win-rate bar fills the games won's share of its track; the dice's
    // luck runs from the middle (what the dice give) to one side; both inside their rows
    // and the panel, and drawn: shell white for the games won, the dark pieces' black for the rest.
    const inside = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
    const [games, dice] = s.records.rows;
    const wins = Number(/(\d) won/.exec(games.text)[1]);
    assert.equal(games.chart.kind, 'win-rate');
    assert.ok(Math.abs(games.chart.fill.w - games.chart.track.w * wins / 2) < 0.5, JSON.stringify(games.chart));
    assert.equal(dice.chart.kind, 'luck');
    assert.ok(Math.abs(dice.chart.mark - (dice.chart.track.x + dice.chart.track.w / 2)) < 0.5);
    const fromMark = Math.min(Math.abs(dice.chart.fill.x - dice.chart.mark), Math.abs(dice.chart.fill.x + dice.chart.fill.w - dice.chart.mark));
    assert.ok(fromMark < 0.5, 'the luck runs from the dice\'s average');
    for (const r of [games, dice]) {
      assert.ok(inside(r.chart.track, r.row) && inside(r.chart.track, s.records.panel), JSON.stringify(r));
      assert.ok(inside(r.chart.fill, r.chart.track), JSON.stringify(r));
      assert.ok(r.chart.track.h >= 8);
    }
    const shot = await screenshot(page, `records-statistics-${tag}`);
    const t = games.chart.track, y = (t.y + t.h / 2) * ratio;
    const [wonPixel, lostPixel] = await shot.pixels([[(t.x + t.w * (wins / 2) * 0.25) * ratio, y], [(t.x + t.w * (wins / 2 + (1 - wins / 2) * 0.75)) * ratio, y]]);
    if (wins > 0) assert.ok(colourDistance(wonPixel, [240, 226, 196]) < 40, `won: ${wonPixel}`);
    if (wins < 2) assert.ok(colourDistance(lostPixel, [22, 17, 14]) < 30, `lost: ${lostPixel}`);

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
