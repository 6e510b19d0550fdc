// Moves shown on the board: after the computer moves, its move stays marked (a frame on
// the square it reached, in Dark's silver-blue, and one where it came from) until it
// moves again; the header says whose turn it is in the player's words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, waitForFirstFrame, screenshot, colourDistance, state } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });


for (const [viewport, scale, tag] of [[{ width: 1280, height: 800 }, 1, 'desktop'], [{ width: 390, height: 844 }, 3, 'phone']]) {
  test(`the computer's last move is marked on the board, and the header speaks to the player (${tag})`, async () => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await page.goto(`${server.url}?rules=finkel&dark=greedy&fast=1`);
    await waitForFirstFrame(page, 10000);
    let s = await state(page);
    assert.equal(s.screen, 'game');
    assert.equal(s.status, 'Your turn — throw');
    // Play by keyboard until the computer has made a move (a throw of 0 passes without one).
    const start = Date.now();
    let dark;
    while (!(dark = (s = await state(page)).lastMoves?.find((m) => m.side === 'Dark'))) {
      assert.ok(Date.now() - start < 60000, 'the computer moved within a minute');
      if (s.human && s.stage === 'await-throw') await page.keyboard.press('Space');
      if (s.human && s.stage === 'choose') { await page.keyboard.press('Tab'); await page.keyboard.press('Enter'); }
      await page.waitForTimeout(60);
    }
    // Wait for the person's turn: the mark stays while the person plays.
    await page.waitForFunction(() => {
      const d = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], []));
      return d.human && (d.stage === 'await-throw' || d.stage === 'choose');
    }, null, { timeout: 20000 });
    s = await state(page);
    dark = s.lastMoves.find((m) => m.side === 'Dark');
    assert.ok(dark, 'the computer\'s move is still marked on the person\'s turn');
    assert.match(s.status, /^Your (turn|move)/);
    assert.ok(dark.text.length > 0);
    await page.mouse.move(1, 1);
    await page.waitForTimeout(150);
    const shot = await screenshot(page, `last-move-mark-${tag}`);
    if (dark.to >= 0) {
      // The frame's top edge, beside the piece: Dark's silver-blue, on any square colour.
      const edge = [dark.x * scale, (dark.y - s.cell * 0.45 + 1.5) * scale];
      const [px] = await shot.pixels([edge]);
      assert.ok(colourDistance(px, [150, 205, 255]) < 90, `mark colour at the frame: ${px}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
