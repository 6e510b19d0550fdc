// The game in progress survives a reload: played part way, the page reloaded, the start
// screen offers Continue (on a phone too, above the rule sets), and the game comes back in
// the same position with the same throws to come. A save that cannot be read is told on
// the start screen and kept aside, never deleted; leaving a game says it is kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, waitForFirstFrame, state, waitScreen, screenshot } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));
const saved = (page, name = 'game') => page.evaluate((n) => window.localStorage.getItem(`ur.doc.${n}`), name);

// Plays a game between two people on this page (the first choice each time) until
// `throws` more throws have been shown; returns their outcomes in order.
async function playThrows(page, throws) {
  const outcomes = [];
  let seen = (await debug(page)).throws;
  const start = Date.now();
  while (outcomes.length < throws) {
    assert.ok(Date.now() - start < 60000, 'the throws came within a minute');
    const s = await debug(page);
    if (s.screen !== 'game') break;
    if (s.throws > seen && s.outcome >= 0) {
      outcomes.push(s.outcome);
      seen = s.throws;
      continue;
    }
    if (s.stage === 'await-throw') {
      const t = s.buttons.find((b) => b.label === 'Throw');
      await page.mouse.click(t.x, t.y);
    } else if (s.stage === 'choose') {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    }
    await page.waitForTimeout(30);
  }
  // Wait until the game stands still (and so is saved).
  await page.waitForFunction(() => ['await-throw', 'choose', 'over'].includes(
    JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).stage));
  await page.waitForTimeout(100);
  return outcomes;
}

test('reload mid-game, Continue: the same position and the same throws to come', async () => {
  const { page, context, errors } = await openPage(browser, `${server.url}?rules=finkel&fast=1`);
  await waitForFirstFrame(page, 10000);
  await waitScreen(page, 'game');
  await playThrows(page, 8);
  const at = await debug(page);
  const snapshot = await saved(page);
  assert.ok(snapshot && snapshot.startsWith('ur-game 1'), 'the game is in local storage');
  assert.ok(snapshot.includes(`position ${at.position}`), `the save holds the position on screen: ${at.position}`);
  // What would have come next, had the page stayed.
  const ahead = await playThrows(page, 10);
  assert.equal(ahead.length, 10);

  // Back to the moment of the snapshot, as if the tab had been closed then.
  await page.evaluate((text) => window.localStorage.setItem('ur.doc.game', text), snapshot);
  await page.goto(server.url);
  await waitForFirstFrame(page, 10000);
  await waitScreen(page, 'menu');
  const menu = await debug(page);
  const cont = menu.buttons.find((b) => b.label.startsWith('Continue'));
  assert.ok(cont, `a Continue button: ${JSON.stringify(menu.buttons.map((b) => b.label))}`);
  assert.match(cont.label, /Finkel, turn \d+/);
  await screenshot(page, 'continue-desktop');
  await page.mouse.click(cont.x, cont.y);
  await waitScreen(page, 'game');
  const back = await debug(page);
  assert.equal(back.position, at.position, 'the same position');
  assert.equal(back.stage, at.stage, 'the same moment of the turn');
  assert.equal(back.throws, at.throws);
  assert.equal(back.outcome, at.outcome, 'the same dice shown');
  const again = await playThrows(page, 10);
  assert.deepEqual(again, ahead, 'the same throws to come');

  // Leaving says the game is kept, and the start screen offers it again.
  await page.keyboard.press('Escape');
  await waitScreen(page, 'confirm-leave');
  assert.match((await debug(page)).dialog.lines.join(' '), /kept/);
  await page.keyboard.press('Enter');  // the focus starts on "Keep playing"
  await waitScreen(page, 'game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone, Continue is the first thing on the start screen', async () => {
  const { page, context, errors } = await openPage(browser, `${server.url}?rules=blitz&fast=1`, { width: 390, height: 844 }, 3);
  await waitForFirstFrame(page, 10000);
  await waitScreen(page, 'game');
  await playThrows(page, 3);
  await page.goto(server.url);
  await waitForFirstFrame(page, 10000);
  await waitScreen(page, 'menu');
  const s = await debug(page);
  assert.equal(s.menu.page, 'gallery');
  const cont = s.buttons.find((b) => b.label.startsWith('Continue'));
  assert.ok(cont, 'a Continue button');
  assert.ok(cont.h >= 44, `big enough to tap: ${cont.h}`);
  assert.ok(cont.y - cont.h / 2 < s.buttons.filter((b) => b.id >= 300).reduce((m, b) => Math.min(m, b.y), 1e9),
    'above the rule sets');
  await screenshot(page, 'continue-phone');
  await page.touchscreen.tap(cont.x, cont.y);
  await waitScreen(page, 'game');
  assert.equal((await debug(page)).rules, 'blitz');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a save that cannot be read is told on the start screen and kept aside', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const broken = 'ur-game 1\nrevision 3\ntab t1\nseed 5\nlight human\ndark human\ndice-generator 12\ndice hidden\nhints off\nur-save 1\nrules finkel\n';
  await context.addInitScript((text) => {
    if (!window.sessionStorage.getItem('injected')) {
      window.localStorage.setItem('ur.doc.game', text);
      window.sessionStorage.setItem('injected', '1');
    }
  }, broken);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(server.url);
  await waitForFirstFrame(page, 10000);
  await waitScreen(page, 'notice');
  const s = await debug(page);
  assert.equal(s.dialog.title, 'Your saved game');
  const text = s.dialog.lines.join(' ');
  assert.match(text, /could not be read/);
  assert.match(text, /truncated/);
  assert.match(text, /game-unreadable-1/);
  await screenshot(page, 'save-unreadable');
  assert.equal(await saved(page, 'game-unreadable-1'), broken, 'kept aside as it was');
  assert.equal(await saved(page), null);
  assert.ok(!s.buttons.some((b) => b.label.startsWith('Continue')));
  // The game still starts, and is saved as usual; the bad save stays aside.
  await page.keyboard.press('Enter');
  await waitScreen(page, 'menu');
  const play = (await debug(page)).buttons.find((b) => b.label === 'Play');
  await page.mouse.click(play.x, play.y);
  await waitScreen(page, 'game');
  await page.waitForFunction(() => window.localStorage.getItem('ur.doc.game') !== null);
  assert.equal(await saved(page, 'game-unreadable-1'), broken);
  assert.deepEqual(errors, []);
  await context.close();
});
