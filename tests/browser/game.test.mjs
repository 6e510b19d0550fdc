// Whole games in the browser, played the way a person plays: by clicking the Throw button
// and the glowing pieces, or by keyboard alone, against the computer, until the result
// screen appears. Frame times are measured throughout (harness.mjs's checkFrameWork);
// screenshots of the menu, a mid-game position with highlighted moves and the result are
// kept as artifacts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, launchBrowser, waitForFirstFrame, screenshot, artifactsDir, state, checkFrameWork, slowRun } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });


// Records the time between animation frames from now on.
async function startFrameTimer(page) {
  await page.evaluate(() => {
    window.urFrameTimes = [];
    let last = performance.now();
    window.urFrameSkip = 0;
    const tick = (t) => {
      // A screenshot taken by the test stalls the page: those intervals are not the game's.
      if (window.urFrameSkip > 0) window.urFrameSkip--; else window.urFrameTimes.push(t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function percentile(sorted, p) { return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]; }

async function frameStats(page) {
  const times = (await page.evaluate(() => window.urFrameTimes)).slice(5).sort((a, b) => a - b);
  return { frames: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] };
}

async function openGame(query, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
    if (msg.text().includes('slow frame')) console.log(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}?${query}`);
  await waitForFirstFrame(page, 10000);
  return { page, context, errors };
}

// Plays the person's side until the result screen; `how` is 'mouse' or 'keyboard'.
async function playToEnd(page, how, name, timeoutMs = 600000) {
  const start = Date.now();
  let moves = 0, shotTaken = false, last = '';
  while (Date.now() - start < timeoutMs) {
    const s = await state(page);
    if (s.screen === 'result') return { moves, s };
    const offered = s.buttons.filter((b) => b.id >= 200 && b.enabled);
    // The same situation for more than 2 s means the last input was not taken: send it again.
    const key = `${s.stage}|${s.side}|${s.turns}|${moves}|${Math.floor((Date.now() - start) / 2000)}`;
    if (s.human && s.stage === 'choose' && !shotTaken && moves >= 3 && s.choices.length > 1) {
      await page.evaluate(() => { window.urFrameSkip = 1e9; });
      await screenshot(page, `${name}-midgame-highlights`);
      await page.evaluate(() => { window.urFrameSkip = 2; });
      shotTaken = true;
    }
    if (s.human && s.stage === 'await-throw' && key !== last) {
      last = key;
      if (how === 'mouse') {
        const t = s.buttons.find((b) => b.id === 100);
        await page.mouse.click(t.x, t.y);
      } else {
        await page.keyboard.press('Space');
      }
    } else if (s.human && s.stage === 'choose' && key !== last) {
      last = key;
      if (offered.length) {
        if (how === 'mouse') await page.mouse.click(offered[0].x, offered[0].y);
        else await page.keyboard.press('1');
      } else if (how === 'mouse') {
        const c = s.choices.find((ch) => ch.x >= 0);
        await page.mouse.move(c.x, c.y);
        await page.mouse.click(c.x, c.y);
      } else {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
      }
      moves++;
    }
    await page.waitForTimeout(40);
  }
  throw new Error(`${name}: no result screen after ${timeoutMs / 1000} s`);
}

test('start screen screenshot, then a friend game on one device: two moves each by clicks', async () => {
  const { page, context, errors } = await openGame('');
  let s = await state(page);
  assert.equal(s.screen, 'menu');
  await screenshot(page, 'menu-1280x800');
  // Choose "a friend" as the opponent, then press Play.
  const friend = s.buttons.find((b) => b.label === 'A friend');
  await page.mouse.click(friend.x, friend.y);
  // The click is handled on the next frame.
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).menu.opponent === 'friend');
  s = await state(page);
  assert.equal(s.menu.opponent, 'friend');
  await screenshot(page, 'menu-friend');
  const play = s.buttons.find((b) => b.id === 8);
  await page.mouse.click(play.x, play.y);
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen === 'game');
  s = await state(page);
  assert.equal(s.rules, 'finkel');
  let lightMoves = 0, darkMoves = 0;
  const start = Date.now();
  while ((lightMoves < 2 || darkMoves < 2) && Date.now() - start < 60000) {
    s = await state(page);
    assert.equal(s.screen, 'game');
    assert.equal(s.human, true, 'both sides are people in a friend game');
    if (s.stage === 'await-throw') {
      const t = s.buttons.find((b) => b.id === 100);
      assert.equal(t.enabled, true);
      await page.mouse.click(t.x, t.y);
      await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).stage !== 'await-throw');
    } else if (s.stage === 'choose') {
      const c = s.choices.find((ch) => ch.x >= 0);
      await page.mouse.click(c.x, c.y);
      if (s.side === 'Light') lightMoves++; else darkMoves++;
      await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).stage !== 'choose');
    }
    await page.waitForTimeout(30);
  }
  assert.ok(lightMoves >= 2 && darkMoves >= 2, `moves made: light ${lightMoves}, dark ${darkMoves}`);
  await screenshot(page, 'friend-game-after-two-moves-each');
  assert.deepEqual(errors, []);
  await context.close();
});

// One whole game for each board and family of rules, by mouse and by keyboard in turn;
// finkel against the strongest search level, to measure frames while the computer thinks
// hardest. (Until 2026-11-29 each was played both ways, nine games: CI's 90 minutes.)
// CI plays the first two, a game by mouse and one by keyboard (jeu-royal's large board is
// watched for frames in CI by frames.test.mjs); the other three are played in the slow run
// (harness.mjs's slowRun), and to their end through the screens by the native UI suite
// ui-flow-games (tests/ui/flow-games.cpp) in every CI run.
const games = [
  ['finkel', 'mouse', 'king'],
  ['tokens', 'keyboard', 'greedy'],
  ...(slowRun ? [
    ['jeu-royal', 'keyboard', 'apprentice'],
    ['ravensburger', 'mouse', 'apprentice'],
    ['aseb', 'mouse', 'greedy'],
  ] : []),
];
const frameReport = {};

for (const [rules, how, level] of games) {
  test(`${rules}: a whole game against the computer (${level}) by ${how}, frames measured`, async () => {
    const { page, context, errors } = await openGame(`rules=${rules}&dark=${level}&fast=1`);
    await startFrameTimer(page);
    await page.evaluate(() => Module.ccall('ur_frame_report', 'string', [], []));  // from here on
    const { moves, s } = await playToEnd(page, how, `${rules}-${how}`);
    await page.waitForTimeout(300);
    await screenshot(page, `${rules}-${how}-result`);
    const stats = await frameStats(page);
    const work = JSON.parse(await page.evaluate(() => Module.ccall('ur_frame_report', 'string', [], [])));
    frameReport[`${rules} by ${how} vs ${level}`] = { intervals: stats, work, moves, turns: s.turns, message: s.message, level, how };
    console.log(`${rules}: ${s.message} after ${s.turns} turns; ${moves} moves by ${how}; ` +
      `game's work per frame p50 ${work.p50.toFixed(2)} ms, p95 ${work.p95.toFixed(2)} ms, max ${work.max.toFixed(1)} ms ` +
      `over ${work.frames} frames (with handing the drawing to WebGL: max ${work.totalMax.toFixed(1)} ms, of it ${work.presentMax.toFixed(1)} at most in that); frame intervals p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms, ` +
      `max ${stats.max.toFixed(1)} ms`);
    assert.ok(moves > 0);
    assert.ok(s.buttons.some((b) => b.label === 'Play again'));
    // The game's own work a frame (updating, the computer's thinking slice, drawing):
    // harness.mjs's checkFrameWork. Intervals between frames are reported.
    checkFrameWork(work, `${rules} by ${how}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

after(() => writeFileSync(path.join(artifactsDir, 'frame-times.json'), JSON.stringify(frameReport, null, 2)));
