// The rules and help screens: "How to play" shows the chosen rule set in full with its
// path drawn on a small board, the keyboard help lists the controls, and both close again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, waitForFirstFrame, screenshot, state, waitScreen } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });


for (const [viewport, tag] of [[{ width: 1280, height: 800 }, 'desktop'], [{ width: 360, height: 640 }, 'phone']]) {
  test(`how to play and keyboard help open and close (${tag})`, async () => {
    const { page, context, errors } = await openPage(browser, server.url, viewport);
    await waitForFirstFrame(page);
    // Choose jeu-royal on the start screen: its card (on a phone, the set-up page opens).
    let s = await state(page);
    assert.equal(s.screen, 'menu');
    for (let i = 0; i < 20; i++) {
      const card = s.buttons.find((b) => b.id === 300 + s.menu.ruleSets.indexOf('jeu-royal'));
      if (card && card.h > 30) { await page.mouse.click(card.x, card.y); break; }
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(50);
      s = await state(page);
    }
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).menu.rules === 'jeu-royal');
    await screenshot(page, `menu-jeu-royal-${tag}`);
    const how = (await state(page)).buttons.find((b) => b.label === 'How to play');
    await page.mouse.click(how.x, how.y);
    await waitScreen(page, 'howto');
    await screenshot(page, `howto-jeu-royal-${tag}`);
    await page.keyboard.press('Escape');
    await waitScreen(page, 'menu');
    await page.keyboard.press('F1');
    await waitScreen(page, 'help');
    await screenshot(page, `help-${tag}`);
    s = await state(page);
    const close = s.buttons.find((b) => b.label === '×');
    await page.mouse.click(close.x, close.y);
    await waitScreen(page, 'menu');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
