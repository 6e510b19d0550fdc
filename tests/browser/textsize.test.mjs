// No text under 12 CSS px on a phone, held upright (390×844) or on its side (844×390):
// the game reports the smallest text size it drew in each frame, and this walks a phone
// player through everything: the start screen's two pages, every page of How to play, a
// game of Finkel played by taps (throws, selections, the computer's moves and their
// marks), the question before leaving, a Jeu Royal stack's alternatives on the board, the
// result screen and the notice of a bad link.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, choicesAtOnePlace, openPage, waitForFirstFrame, state, waitScreen, waitFrames, screenshot } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const kMinCssPx = 12;
const kChoiceBase = 200;

for (const [viewport, tag] of [[{ width: 390, height: 844 }, 'upright'], [{ width: 844, height: 390 }, 'on its side']]) {
  test(`no text under ${kMinCssPx} CSS px on a phone ${tag}`, async () => {
    const seen = [];
    const errors = [];
    let page, context;
    const open = async (query) => {
      if (context) await context.close();
      const opened = await openPage(browser, `${server.url}${query}`, viewport, 3);
      ({ page, context } = opened);
      page.on('pageerror', (err) => errors.push(String(err)));
      await waitForFirstFrame(page, 10000);
    };
    const measure = async (where) => {
      await waitFrames(page, 2);
      const s = await state(page);
      assert.ok(s.smallestText.px > 0, `${where}: some text was drawn`);
      seen.push({ where, px: s.smallestText.px, text: s.smallestText.text });
      return s;
    };
    const tapLabel = async (label) => {
      const b = (await state(page)).buttons.find((x) => x.label === label);
      assert.ok(b, `a "${label}" button`);
      await page.touchscreen.tap(b.x, b.y);
    };

    // The start screen: the rule sets, then Finkel's set-up, then How to play page by page.
    await open('');
    await waitScreen(page, 'menu');
    await measure('start screen');
    if ((await state(page)).menu.page === 'gallery') {
      await tapLabel('Finkel');
      await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).menu.page === 'setup');
      await measure('set-up page');
    }
    await tapLabel('How to play');
    await waitScreen(page, 'howto');
    const pages = (await state(page)).howto.count;
    for (let i = 0; i < pages; ++i) {
      const s = await measure(`How to play, page ${i + 1}`);
      if (!s.buttons.some((b) => b.label === 'Next')) break;
      await tapLabel('Next');
      await page.waitForFunction((n) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.section === n, i + 1);
    }

    // A game of Finkel by taps, with the computer's moves in between.
    await open('?rules=finkel&dark=greedy&fast=1');
    await waitScreen(page, 'game');
    await measure('a new game');
    let start = Date.now();
    while ((await state(page)).turns < 16 && (await state(page)).screen === 'game') {
      assert.ok(Date.now() - start < 120000, 'sixteen turns within two minutes');
      const s = await state(page);
      if (s.human && s.stage === 'await-throw') {
        await tapLabel('Throw');
        await measure('dice thrown');
      } else if (s.human && s.stage === 'choose') {
        const c = s.choices.find((ch) => ch.x >= 0);
        if (!c) { await page.keyboard.press('Enter'); continue; }
        await page.touchscreen.tap(c.x, c.y);
        await measure('a piece selected');
        await page.touchscreen.tap(c.x, c.y);
      } else {
        await measure(`turn ${s.turns}: ${s.stage}`);
        await page.waitForTimeout(120);
      }
    }
    await screenshot(page, `textsize-finkel-${tag.replace(/ /g, '-')}`);
    await tapLabel('Menu');
    await waitScreen(page, 'confirm-leave');
    await measure('leave the game?');

    // Jeu Royal: a stack's alternatives, lifted on the board, with their chips.
    await open('?rules=jeu-royal&dark=greedy&fast=1');
    await waitScreen(page, 'game');
    start = Date.now();
    let lifted = false;
    while (!lifted && Date.now() - start < 120000) {
      const s = await state(page);
      if (s.screen !== 'game') break;
      if (s.human && s.stage === 'await-throw') {
        await tapLabel('Throw');
      } else if (s.human && s.stage === 'choose') {
        const several = choicesAtOnePlace(s.choices);
        const c = several ? several[0] : s.choices.find((ch) => ch.x >= 0);
        if (!c) { await page.keyboard.press('Enter'); await page.keyboard.press('Enter'); continue; }
        await page.touchscreen.tap(c.x, c.y);
        if (several) {
          await page.waitForFunction((base) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).buttons.some((b) => b.id >= base), kChoiceBase);
          await measure('a stack\'s alternatives');
          await page.touchscreen.tap(c.x, c.y);
          await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).offered.shown >= 0);
          await measure('a stack lifted');
          await screenshot(page, `textsize-jeu-royal-${tag.replace(/ /g, '-')}`);
          lifted = true;
        } else {
          await page.waitForTimeout(60);
          await page.touchscreen.tap(c.x, c.y);
        }
      }
      await page.waitForTimeout(40);
    }
    assert.ok(lifted, 'a stack with several moves came up');

    // The end of a game (two computers play it out).
    await open('?rules=finkel&light=greedy&dark=greedy&fast=1');
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen === 'result', null,
      { timeout: 240000 });
    await measure('the result');
    await screenshot(page, `textsize-result-${tag.replace(/ /g, '-')}`);

    // A link with bad settings.
    await open('?rules=nonsense&dark=wizard');
    await waitScreen(page, 'notice');
    await measure('a bad link\'s notice');
    await context.close();

    const small = seen.filter((m) => m.px < kMinCssPx - 0.01);
    const smallest = seen.reduce((a, b) => (b.px < a.px ? b : a));
    console.log(`smallest text ${tag}: ${smallest.px.toFixed(1)} CSS px ("${smallest.text}", ${smallest.where}); ${seen.length} frames measured`);
    assert.deepEqual(small.map((m) => `${m.where}: "${m.text}" at ${m.px.toFixed(1)} px`), []);
    assert.deepEqual(errors, []);
  });
}
