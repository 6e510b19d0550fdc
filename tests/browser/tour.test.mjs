// The guided first game: a newcomer's first Finkel game against the computer, started
// from the start screen, walks through throwing, moving, rosettes, captures and bearing
// off; after it (or once skipped) a new game is not guided again, even after a reload.
// On a phone, by touch at its pixel ratio (the desktop's case runs natively in
// tests/ui/flow-tour.cpp). Screenshots: guided-<step>-phone.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, waitForFirstFrame, screenshot, state } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const settle = (page, check, arg) => page.waitForFunction(
  ([fn, a]) => new Function('s', 'a', `return ${fn}`)(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])), a),
  [check, arg], { timeout: 20000 });

async function press(page, label, touch) {
  const s = await state(page);
  const b = s.buttons.find((x) => x.label === label);
  assert.ok(b, `a "${label}" button (have: ${s.buttons.map((x) => x.label).join(', ')})`);
  if (touch) await page.touchscreen.tap(b.x, b.y); else await page.mouse.click(b.x, b.y);
}

for (const [viewport, ratio, tag] of [[{ width: 390, height: 844 }, 3, 'phone']]) {
  test(`a newcomer's first Finkel game is guided, step by step, and only once (${tag})`, async () => {
    const touch = ratio > 1;
    const { page, context, errors } = await openPage(browser, server.url, viewport, ratio);
    await waitForFirstFrame(page);
    let s = await state(page);
    if (touch) {  // the phone's gallery: Finkel's card opens its set-up
      const card = s.buttons.find((b) => b.id === 300 + s.menu.ruleSets.indexOf('finkel'));
      await page.touchscreen.tap(card.x, card.y);
      await settle(page, 's.menu.page === "setup"');
    }
    await press(page, 'Play', touch);
    await settle(page, 's.screen === "game" && s.tour === 0');
    await page.waitForTimeout(100);
    await screenshot(page, `guided-welcome-${tag}`);
    await press(page, 'Next', touch);
    await settle(page, 's.tour === 1');
    // Throw until a throw that moves; the tour then asks for a move.
    for (let i = 0; i < 400 && (await state(page)).tour === 1; i++) {  // up to a minute: a throw of 0 passes the turn
      s = await state(page);
      if (s.human && s.stage === 'await-throw') await press(page, 'Throw', touch);
      await page.waitForTimeout(120);
    }
    await settle(page, 's.tour === 2 && s.stage === "choose" && s.human');
    await page.waitForTimeout(100);
    await screenshot(page, `guided-move-${tag}`);
    s = await state(page);
    const c = s.choices.find((ch) => ch.x >= 0);
    if (touch) {
      await page.touchscreen.tap(c.x, c.y);
      await settle(page, 's.selected >= 0');
      await page.touchscreen.tap(c.x, c.y);
    } else {
      await page.mouse.click(c.x, c.y);
    }
    await settle(page, 's.tour === 3');
    await page.waitForTimeout(100);
    await screenshot(page, `guided-rosettes-${tag}`);
    await press(page, 'Next', touch);
    await settle(page, 's.tour === 4');
    await page.waitForTimeout(100);
    await screenshot(page, `guided-captures-${tag}`);  // the path's red squares, named by the words
    await press(page, 'Next', touch);
    await settle(page, 's.tour === 5');
    await screenshot(page, `guided-bear-off-${tag}`);
    await press(page, 'Got it', touch);
    await settle(page, 's.tour === -1');
    // Remembered: after a reload, a new Finkel game from the menu is not guided.
    await page.reload();
    await waitForFirstFrame(page);
    s = await state(page);
    if (touch) {
      const card = s.buttons.find((b) => b.id === 300 + s.menu.ruleSets.indexOf('finkel'));
      await page.touchscreen.tap(card.x, card.y);
      await settle(page, 's.menu.page === "setup"');
    }
    await press(page, 'Play', touch);
    // The guided game, still in progress, is kept: Play asks first.
    await settle(page, 's.screen === "confirm-new"');
    await press(page, 'Start a new game', touch);
    await settle(page, 's.screen === "game"');
    await page.waitForTimeout(200);
    assert.equal((await state(page)).tour, -1, 'not guided a second time');
    // ... unless asked for from the menu.
    await page.keyboard.press('Escape');
    await settle(page, 's.screen === "confirm-leave"');
    await press(page, 'Leave', touch);
    await settle(page, 's.screen === "menu"');
    // A phone comes back to the start screen's first page, Continue at its top (as Leave
    // promised); Finkel's card opens its set-up, where the guided game is offered.
    s = await state(page);
    assert.ok(s.buttons.some((b) => b.id === 11), 'Continue, right after Leave');
    if (touch && s.menu.page === 'gallery') {
      const card = s.buttons.find((b) => b.id === 300 + s.menu.ruleSets.indexOf('finkel'));
      await page.touchscreen.tap(card.x, card.y);
      await settle(page, 's.menu.page === "setup"');
    }
    await press(page, 'New to Ur? A guided first game', touch);
    await settle(page, 's.screen === "confirm-new" || (s.screen === "game" && s.tour === 0)');
    if ((await state(page)).screen === 'confirm-new') await press(page, 'Start a new game', touch);  // the game just left is kept
    await settle(page, 's.screen === "game" && s.tour === 0');
    await press(page, 'Skip the tour', touch);
    await settle(page, 's.tour === -1');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
