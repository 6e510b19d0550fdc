// Jeu Royal d'Ur's stacks: a stack that can move in several ways (the whole stack, or
// split above one of the player's pieces) offers its alternatives as compact chips where
// the dice are, never over the board, and the board shows them: tapping the stack again
// lifts the part that would move, with its path to the framed landing square, and
// tapping that square plays it. The first such stack is played on the board, the second
// by its chips. Screenshots: jeu-royal-choice-<size>.png (a stack split on the board).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, choicesAtOnePlace, openPage, waitForFirstFrame, screenshot, state } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const kChoiceBase = 200;

for (const [viewport, ratio, tag] of [[{ width: 1280, height: 800 }, 1, 'desktop'], [{ width: 390, height: 844 }, 3, 'phone']]) {
  test(`a stack's alternatives are chips beside the board (${tag})`, async () => {
    const touch = ratio > 1;
    const tap = (x, y) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    const { page, context, errors } = await openPage(browser, `${server.url}?rules=jeu-royal&dark=greedy&fast=1`, viewport, ratio);
    await waitForFirstFrame(page, 10000);
    const start = Date.now();
    let shown = false, onBoard = false, byChips = false;
    while (!shown) {
      assert.ok(Date.now() - start < 240000, 'two stacks with several moves came up within 240 s');
      const s = await state(page);
      if (s.screen === 'result') break;
      if (s.human && s.stage === 'await-throw') {
        const t = s.buttons.find((b) => b.label === 'Throw');
        if (t?.enabled) await tap(t.x, t.y);
      } else if (s.human && s.stage === 'choose') {
        // A piece with more than one move: its choices share the piece's place.
        const several = choicesAtOnePlace(s.choices);
        const c = several ? several[0] : s.choices.find((ch) => ch.x >= 0);
        if (!c) { await page.keyboard.press('Enter'); await page.keyboard.press('Enter'); continue; }
        await tap(c.x, c.y);
        if (touch && !several) { await page.waitForTimeout(60); await tap(c.x, c.y); }
        if (several) {
          await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).buttons
            .some((b) => b.id >= 200));
          const now = await state(page);
          const chips = now.buttons.filter((b) => b.id >= kChoiceBase);
          assert.ok(chips.length >= several.length, `chips ${JSON.stringify(chips.map((b) => b.label))} for ${JSON.stringify(several)}`);
          for (const b of chips) {
            const overlaps = b.x + b.w / 2 > now.board.x && b.x - b.w / 2 < now.board.x + now.board.w &&
              b.y + b.h / 2 > now.board.y && b.y - b.h / 2 < now.board.y + now.board.h;
            assert.ok(!overlaps, `the chip "${b.label}" is off the board`);
            assert.ok(b.h >= 28, `the chip "${b.label}" is big enough to tap: ${b.h}`);
          }
          // Every chip says something of its own (a new piece, how many pieces, what happens).
          assert.equal(new Set(chips.map((b) => b.label)).size, chips.length, 'chips differ');
          const turns = now.turns;
          if (!onBoard) {
            // On the board: each tap on the stack lifts the next alternative.
            assert.equal(now.offered.shown, -1);
            const offered = async (check, arg) => {
              await page.waitForFunction(check, arg, { timeout: 3000 }).catch(() => {});
              return (await state(page)).offered;
            };
            await tap(c.x, c.y);
            let o = await offered(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).offered.shown >= 0);
            assert.ok(o.shown >= 0, 'the first tap on the stack shows one of its alternatives');
            if (o.fromBoard) assert.ok(o.lift >= 1, `the moving part is lifted: ${JSON.stringify(o)}`);
            const first = o.shown;
            await tap(c.x, c.y);
            o = await offered((f) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).offered.shown !== f, first);
            if (o.count > 1) assert.notEqual(o.shown, first, 'the next tap shows the next one');
            await page.mouse.move(1, 1);
            await page.waitForTimeout(150);
            await screenshot(page, `jeu-royal-choice-${tag}`);
            // Its landing square plays it.
            await tap(o.landX, o.landY);
            onBoard = true;
          } else {
            // By the chips: point at (or tap once) the first chip, then press it.
            if (touch) await tap(chips[0].x, chips[0].y); else await page.mouse.move(chips[0].x, chips[0].y);
            await page.waitForTimeout(150);
            await tap(chips[0].x, chips[0].y);
            byChips = true;
          }
          await page.waitForFunction((t) => {
            const d = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], []));
            return d.stage !== 'choose' || d.turns !== t;
          }, turns, { timeout: 5000 });
          shown = onBoard && byChips;
        }
      }
      await page.waitForTimeout(40);
    }
    assert.ok(onBoard, 'the game offered a stack with several moves before it ended');
    assert.ok(byChips, 'and a second one, played by its chips');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
