// How to play, page by page, on a phone held upright (at its pixel ratio of 3, by touch;
// the desktop's cases run natively in tests/ui/flow-howto.cpp): opened from the start
// screen (finkel) and from a game with R (jeu-royal); Next steps through every
// section, the dice page throws real dice and says what the throw means, long pages scroll
// by wheel and by drag, ←/→ and Esc work. Every page is saved as
// artifacts/howto-<rules>-<section>-phone.png to be looked at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, waitForFirstFrame, screenshot, state, waitScreen } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const sizes = [
  [{ width: 390, height: 844 }, 3, 'phone'],
];

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const box = (b) => ({ x: b.x - b.w / 2, y: b.y - b.h / 2, w: b.w, h: b.h });
const button = (s, label) => s.buttons.find((b) => b.label === label);

async function pressButton(page, label) {
  const b = button(await state(page), label);
  assert.ok(b, `a ${label} button`);
  await page.mouse.click(b.x, b.y);
}

for (const rules of ['finkel', 'jeu-royal']) {
  for (const [viewport, scale, tag] of sizes) {
    test(`how to play for ${rules}, page by page (${tag})`, async () => {
      const context = await browser.newContext({ viewport, deviceScaleFactor: scale, hasTouch: tag === 'phone' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
      if (rules === 'finkel') {
        // From the start screen (finkel is its first rule set).
        await page.goto(server.url);
        await waitForFirstFrame(page, 10000);
        await waitScreen(page, 'menu');
        assert.equal((await state(page)).menu.rules, 'finkel');
        if (tag === 'phone') {
          // A phone shows the rule sets first: Finkel's card opens its set-up.
          await pressButton(page, 'Finkel');
          await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).menu.page === 'setup');
        }
        await pressButton(page, 'How to play');
      } else {
        // From a game, with R.
        await page.goto(`${server.url}?rules=${rules}`);
        await waitForFirstFrame(page, 10000);
        await waitScreen(page, 'game');
        await page.keyboard.press('r');
      }
      await waitScreen(page, 'howto');
      let s = await state(page);
      const { count, sections } = s.howto;
      assert.equal(s.howto.section, 0);
      assert.equal(sections.length, count);
      for (const id of ['aim', 'entering', 'path', 'captures', 'bear-off', 'dice', 'sources']) assert.ok(sections.includes(id), id);
      if (rules === 'jeu-royal') assert.ok(sections.includes('flip'));
      assert.ok(sections.includes('rosettes'));
      assert.equal(button(s, 'Back').enabled, false, 'Back is off on the first page');

      let scrolled = false;
      for (let i = 0; i < count; i++) {
        s = await state(page);
        const h = s.howto;
        assert.equal(h.section, i);
        // Readable text, big buttons, nothing under the close button.
        assert.ok(h.textPx >= (tag === 'phone' ? 16 : 12), `text ${h.textPx} CSS px`);
        assert.ok(h.smallPx >= 12, `small text ${h.smallPx} CSS px`);
        const close = button(s, '×');
        assert.ok(!overlap(box(close), h.heading_box), 'the heading leaves room for ×');
        for (const b of s.buttons) assert.ok(Math.min(b.w, b.h) >= 44, `${b.label} is ${b.w}×${b.h}`);
        if (h.id === 'dice') {
          await pressButton(page, 'Throw');
          await page.waitForFunction(() => {
            const t = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.throw;
            return t && !t.rolling;
          }, null, { timeout: 5000 });
          await page.waitForTimeout(100);  // the settled dice are drawn
          const t = (await state(page)).howto.throw;
          assert.match(t.headline, /^\d marked: (move \d|no move)$/);
        }
        if (!scrolled && h.maxScroll > 0) {
          // A long page scrolls: by the wheel, and by dragging the text (a finger on a phone).
          const before = h.scroll;
          await page.mouse.move(viewport.width / 2, viewport.height * 0.75);
          await page.mouse.wheel(0, 200);
          await page.waitForFunction((b) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.scroll > b, before);
          const wheeled = (await state(page)).howto.scroll;
          await page.mouse.down();
          await page.mouse.move(viewport.width / 2, viewport.height * 0.75 - 60, { steps: 4 });
          await page.mouse.up();
          await page.waitForFunction((b) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.scroll > b ||
            JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.scroll >= JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.maxScroll - 1, wheeled);
          assert.equal((await state(page)).howto.section, i, 'scrolling stays on the page');
          await screenshot(page, `howto-${rules}-${h.id}-scrolled-${tag}`);
          await page.keyboard.press('Home');
          await page.keyboard.press('End');
          for (let k = 0; k < count - 1 - i; k++) await page.keyboard.press('ArrowLeft');
          await page.waitForFunction((want) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.section === want, i);
          scrolled = true;
        }
        await screenshot(page, `howto-${rules}-${h.id}-${tag}`);
        if (i + 1 < count) {
          assert.ok(button(s, 'Next'));
          await pressButton(page, 'Next');
          await page.waitForFunction((want) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.section === want, i + 1);
        } else {
          assert.ok(button(s, 'Done'), 'the last page closes with Done');
        }
      }
      // jeu-royal's first page (its summary and how it is won) is long on a phone.
      if (rules === 'jeu-royal' && tag === 'phone') assert.ok(scrolled, 'a long page scrolls');
      // Keys: ← goes back, → forward, Esc closes.
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction((want) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.section === want, count - 2);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((want) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.section === want, count - 1);
      await page.keyboard.press('Escape');
      await waitScreen(page, rules === 'finkel' ? 'menu' : 'game');
      // It opens on its first page again.
      await page.keyboard.press('r');
      await waitScreen(page, 'howto');
      assert.equal((await state(page)).howto.section, 0);
      await pressButton(page, '×');
      await waitScreen(page, rules === 'finkel' ? 'menu' : 'game');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
