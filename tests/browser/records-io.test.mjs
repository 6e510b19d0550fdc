// Game records in and out of the page: a record pasted (Ctrl+V, the Paste button), dropped
// or picked as a file opens in the review; a bad one is refused with its line and reason
// and leaves the saved game and Your games as they were; Export on the review downloads
// the record and puts it on the clipboard, and says so. At desktop and phone sizes, with screenshots
// (records-io-<what>-<size>.png).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startServer, launchBrowser, waitForFirstFrame, waitScreen, screenshot } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));
const kept = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('ur.doc.'))
  .map((k) => [k, localStorage.getItem(k)])));

// A whole game of Finkel with one piece a side (docs/notation.md).
const kGood = `rules finkel:1
light greedy
dark random
seed 167
1. l 2:in/2
2. d 3:in/3
3. l 4:2/6
4. d 3:3/6*
5. l 2:in/2
6. d 3:6/9
7. l 0:pass
8. d 2:9/11
9. l 2:2/4 3:4/7
10. d 4:11/off
result dark 0-1
`;
const kBad = 'rules finkel\n1. l 2:in/2\n2. d 3:in/3\n3. l 4:2/7\n';

const paste = (page, text) => page.evaluate((t) => {
  const data = new DataTransfer();
  data.setData('text/plain', t);
  document.getElementById('canvas').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}, text);
const drop = (page, text, name) => page.evaluate(([t, n]) => {
  const data = new DataTransfer();
  data.items.add(new File([t], n, { type: 'text/plain' }));
  document.getElementById('canvas').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
}, [text, name]);

for (const [viewport, ratio, tag] of [[{ width: 1280, height: 800 }, 1, 'desktop'], [{ width: 390, height: 844 }, 3, 'phone']]) {
  test(`records open in the review and are exported from it (${tag})`, async () => {
    const touch = ratio > 1;
    const context = await browser.newContext({ viewport, deviceScaleFactor: ratio, hasTouch: touch, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const tap = (x, y) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    // A button by its label; the start screen's Open button by its id (it says "Open a
    // record" where its row is narrow: a phone, beside the settings and the language).
    const press = async (label) => {
      const b = (await debug(page)).buttons.find((x) => (label === 'Open a game record' ? x.id === 961 : x.label === label));
      assert.ok(b, `a "${label}" button`);
      await tap(b.x, b.y);
    };

    // A game in progress, kept for Continue, then back to the start screen.
    await page.goto(`${server.url}?rules=finkel&dark=greedy&fast=1`);
    await waitForFirstFrame(page, 10000);
    await press('Throw');
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).throws > 0);
    await press('Menu');
    await waitScreen(page, 'confirm-leave');
    await press('Leave');
    await waitScreen(page, 'menu');
    const before = await kept(page);
    assert.ok(before['ur.doc.game'], 'a game is kept');

    // Open a game record: the ways to do it, in a dialog.
    await press('Open a game record');
    await waitScreen(page, 'notice');
    let s = await debug(page);
    assert.equal(s.dialog.title, 'Open a game record');
    const file = tag === 'phone' ? 'File' : 'Open file';
    assert.deepEqual(s.buttons.map((b) => b.label), ['Close', 'Paste', file]);
    for (const b of s.buttons) assert.ok(b.h >= 44 || ratio === 1, `"${b.label}" is ${b.h} CSS px high`);
    assert.ok(s.dialog.textPx >= 16);
    await screenshot(page, `records-io-open-${tag}`);
    await press('Close');
    await waitScreen(page, 'menu');

    // A bad record: the line and the reason; nothing changed.
    await paste(page, kBad);
    await waitScreen(page, 'notice');
    s = await debug(page);
    assert.equal(s.dialog.title, 'This record cannot be opened');
    const said = s.dialog.lines.join(' ');
    assert.match(said, /From the clipboard\./);
    assert.match(said, /Line 4: turn 3 \(light\), throw 4: '2\/7' is not a legal move/);
    assert.match(said, /Nothing was changed/);
    await screenshot(page, `records-io-bad-${tag}`);
    assert.deepEqual(await kept(page), before, 'the saved game and Your games are as they were');
    await press('OK');
    await waitScreen(page, 'menu');
    assert.ok((await debug(page)).buttons.some((b) => b.id === 11), 'Continue is still offered');

    // A good record pasted (Ctrl+V: the browser's own paste) opens in the review, at the start.
    await page.evaluate((t) => navigator.clipboard.writeText(t), kGood);
    await page.keyboard.press('Control+V');
    await waitScreen(page, 'review');
    s = await debug(page);
    assert.equal(s.review.at, 0);
    const count = s.review.count;
    assert.ok(count > 20, `${count} steps`);
    await page.keyboard.press('End');
    await page.waitForFunction(() => { const d = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])); return d.review.at === d.review.count; });

    // Export: a download named after the rules and the day, the same text on the clipboard.
    const downloading = page.waitForEvent('download');
    await press('Export');
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^ur-finkel-1-\d{4}-\d\d-\d\d\.ur\.txt$/);
    const text = readFileSync(await download.path(), 'utf8');
    assert.match(text, /^rules finkel:1\nlight greedy\ndark random\nseed 167\ndate \d{4}-\d\d-\d\d \d\d:\d\d\n1\. l 2:in\/2\n/);
    assert.ok(text.includes('10. d 4:11/off\nresult dark 0-1'));
    await waitScreen(page, 'notice');
    s = await debug(page);
    assert.equal(s.dialog.title, 'Game record saved');
    assert.match(s.dialog.lines.join(' '), new RegExp(`Downloaded as ${download.suggestedFilename().replace(/\./g, '\\.')}`));
    assert.match(s.dialog.lines.join(' '), /clipboard/);
    await screenshot(page, `records-io-export-${tag}`);
    await page.waitForFunction((t) => navigator.clipboard.readText().then((c) => c === t), text, { timeout: 5000 });
    await press('OK');
    await waitScreen(page, 'review');
    await screenshot(page, `records-io-review-${tag}`);

    // Back to the start screen; a record file dropped on the page, and one picked.
    await press('Back');
    await waitScreen(page, 'menu');
    await drop(page, kBad, 'broken.ur.txt');
    await waitScreen(page, 'notice');
    assert.match((await debug(page)).dialog.lines.join(' '), /From the file broken\.ur\.txt\. .*Line 4: /);
    await press('OK');
    await drop(page, text, download.suggestedFilename());
    await waitScreen(page, 'review');
    assert.equal((await debug(page)).review.count, count, 'the exported record is the same game');
    await press('Back');
    await waitScreen(page, 'menu');
    // Paste in the dialog reads the clipboard: the record exported above.
    await press('Open a game record');
    await waitScreen(page, 'notice');
    await press('Paste');
    await waitScreen(page, 'review');
    assert.equal((await debug(page)).review.count, count);
    // E exports as well (the keyboard's Export).
    const again = page.waitForEvent('download');
    await page.keyboard.press('e');
    assert.equal((await again).suggestedFilename(), download.suggestedFilename());
    await waitScreen(page, 'notice');
    await press('OK');
    await waitScreen(page, 'review');
    await press('Back');
    await waitScreen(page, 'menu');
    await press('Open a game record');
    await waitScreen(page, 'notice');
    const choosing = page.waitForEvent('filechooser');
    await press(tag === 'phone' ? 'File' : 'Open file');
    const chooser = await choosing;
    await chooser.setFiles({ name: 'game.ur.txt', mimeType: 'text/plain', buffer: Buffer.from(kGood) });
    await waitScreen(page, 'review');
    assert.equal((await debug(page)).review.count, count);
    assert.deepEqual(await kept(page), before, 'opening records keeps the saved game as it was');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
