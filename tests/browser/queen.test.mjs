// The Queen (the oracle level: king's search valued by a learned network, docs/ai.md) in
// the browser: her network (nets/finkel-7.urn, about 90 KB) is fetched by the game after
// the first download, once, and only for a rule set that has one (no request, so no 404,
// for the others); the level picker then offers her between the King and perfect play;
// a game against her starts by mouse, and she plays with her network from the first
// decision after it arrived. Screenshots of the picker at desktop and phone sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, waitForFirstFrame, screenshot, state, slowRun } from './harness.mjs';

const kNextLevel = 4;  // the level picker's right arrow (start_screen.hpp)
const kCardBase = 300;  // the rule sets' cards, in menu.ruleSets order
let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

// Opens the game and keeps every request for a network and its status.
async function openWithNets(url, viewport, ratio) {
  const opened = await openPage(browser, 'about:blank', viewport, ratio);
  const nets = [];
  opened.page.on('response', (res) => { if (res.url().includes('/nets/')) nets.push({ url: res.url(), status: res.status() }); });
  await opened.page.goto(url);
  await waitForFirstFrame(opened.page, 10000);
  return { ...opened, nets };
}

const until = (page, predicate, arg, timeout = 10000) => page.waitForFunction(
  // eslint-disable-next-line no-new-func
  ({ p, a }) => new Function('s', 'a', `return ${p};`)(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])), a),
  { p: predicate, a: arg }, { timeout });

for (const [viewport, ratio, tag] of [[{ width: 1280, height: 800 }, 1, 'desktop'], [{ width: 390, height: 844 }, 3, 'phone']]) {
  test(`the Queen's network comes after the first download, and she is offered above the King (${tag})`, async () => {
    const touch = ratio > 1;
    const { page, context, errors, nets } = await openWithNets(server.url, viewport, ratio);
    assert.equal((await state(page)).menu.rules, 'finkel');
    await until(page, 's.menu.levels.includes("oracle")');
    const s0 = await state(page);
    const levels = s0.menu.levels;
    assert.equal(levels[levels.indexOf('king') + 1], 'oracle', `levels: ${levels}`);
    // One request, for finkel's network, begun after the game's own files had arrived.
    assert.deepEqual(nets.map((n) => [n.url.replace(/.*\/nets\//, ''), n.status]), [['finkel-7.urn', 200]]);
    const timing = await page.evaluate(() => {
      const all = performance.getEntriesByType('resource');
      const net = all.find((e) => e.name.includes('/nets/'));
      const data = all.find((e) => e.name.endsWith('/index.data'));
      return { netStart: net.startTime, dataEnd: data.responseEnd, netBytes: net.encodedBodySize };
    });
    assert.ok(timing.netStart >= timing.dataEnd, `network asked at ${timing.netStart} ms, the game's data done at ${timing.dataEnd} ms`);
    console.log(`# ${tag}: finkel-7.urn asked ${(timing.netStart - timing.dataEnd).toFixed(0)} ms after index.data arrived`);
    // To the Queen with the level arrow, then Play.
    if (touch && s0.menu.page === 'gallery') {
      const card = s0.buttons.find((b) => b.id === kCardBase);
      await page.touchscreen.tap(card.x, card.y);
      await until(page, 's.menu.page === "setup"');
    }
    for (let i = 0; i < 12 && (await state(page)).menu.opponent !== 'oracle'; i++) {
      const s = await state(page);
      const next = s.buttons.find((b) => b.id === kNextLevel);
      assert.ok(next, 'the level arrow is on screen');
      if (touch) await page.touchscreen.tap(next.x, next.y); else await page.mouse.click(next.x, next.y);
      await until(page, 's.menu.opponent !== a', s.menu.opponent);
    }
    let s = await state(page);
    assert.equal(s.menu.opponent, 'oracle');
    assert.equal(s.menu.levelName, 'Queen');
    await screenshot(page, `menu-queen-${tag}`);
    const play = s.buttons.find((b) => b.label === 'Play');
    if (touch) await page.touchscreen.tap(play.x, play.y); else await page.mouse.click(play.x, play.y);
    await until(page, 's.screen === "game"');
    // Play until the Queen has made a few decisions (the first choice each time).
    const deadline = Date.now() + 60000;
    for (;;) {
      s = await state(page);
      if (s.turns >= 6 || s.screen === 'result') break;
      assert.ok(Date.now() < deadline, `the game got stuck at turn ${s.turns}`);
      if (s.human && s.stage === 'await-throw') {
        const t = s.buttons.find((b) => b.label === 'Throw');
        if (t) { if (touch) await page.touchscreen.tap(t.x, t.y); else await page.mouse.click(t.x, t.y); }
      } else if (s.human && s.stage === 'choose') {
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
      }
      await page.waitForTimeout(50);
    }
    const queenSide = s.menu.side === 0 ? 1 : 0;
    assert.equal(s.queenNetwork[queenSide], true, `the Queen plays with her network (${JSON.stringify(s.queenNetwork)})`);
    assert.equal(s.queenNetwork[1 - queenSide], false);
    await screenshot(page, `game-queen-${tag}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a rule set without a network: no request for one, and no Queen', async () => {
  const { page, context, errors, nets } = await openWithNets(`${server.url}?rules=classic&light=king&dark=king&fast`,
    { width: 1280, height: 800 }, 1);
  await until(page, 's.screen === "game" && s.turns >= 4', null, 30000);
  let s = await state(page);
  assert.deepEqual(s.queenNetwork, [false, false]);
  // Its card on the start screen: the levels stop at the King (or perfect play).
  const menu = await openWithNets(server.url, { width: 1280, height: 800 }, 1);
  const m0 = await state(menu.page);
  const card = m0.buttons.find((b) => b.id === kCardBase + m0.menu.ruleSets.indexOf('classic'));
  await menu.page.mouse.click(card.x, card.y);
  await until(menu.page, 's.menu.rules === "classic"');
  await menu.page.waitForTimeout(500);
  s = await state(menu.page);
  assert.equal(s.menu.rules, 'classic');
  assert.deepEqual(menu.errors, []);
  // Finkel's network was asked for by the start screen's first rule set, and only it.
  assert.ok(menu.nets.every((n) => n.url.endsWith('/nets/finkel-7.urn')), JSON.stringify(menu.nets));
  await menu.context.close();
  assert.ok(!s.menu.levels.includes('oracle'), `levels: ${s.menu.levels}`);
  assert.deepEqual(nets, []);
  assert.deepEqual(errors, []);
  await context.close();
});

// CI fetches two networks here (finkel's, and ravensburger's for ten pieces); the slow run
// (harness.mjs's slowRun) every one. Every shipped network is read and played with by the
// native suite ui-flow-queen (tests/ui/flow-queen.cpp) in each CI run.
const queenRules = slowRun ? ['finkel', 'blitz', 'masters', 'murray', 'ravensburger', 'tokens'] : ['finkel', 'ravensburger'];
for (const rules of queenRules) {
  test(`a game started by its link against the Queen takes her network as soon as it arrives (${rules})`, async () => {
    const { page, context, errors, nets } = await openWithNets(`${server.url}?rules=${rules}&light=oracle&dark=king&fast`,
      { width: 1280, height: 800 }, 1);
    await until(page, 's.screen === "game" && s.queenNetwork[0] === true && s.turns >= 4', null, 60000);
    const s = await state(page);
    assert.equal(s.queenNetwork[1], false, 'the King has no network');
    assert.ok(nets.some((n) => n.url.includes(`/nets/${rules}-`) && n.status === 200), JSON.stringify(nets));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
