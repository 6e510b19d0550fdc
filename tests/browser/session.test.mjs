// A long session (issue 20): a hundred computer-against-computer games in a row in one
// page, each started with the result screen's Play again as a player would, without the
// wasm memory growing, the heap malloc hands out creeping up game by game, the JS heap
// growing, or a console error. The figures are printed (docs/figures.md, "Soak and long sessions").
// UR_SESSION_GAMES sets the number of games (default 100).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, waitForFirstFrame, state, screenshot } from './harness.mjs';

const kGames = Number(process.env.UR_SESSION_GAMES || 100);
// The bounds, from what a session measures (2026-11-25, priest against scribe: wasm memory
// 24.4 MB throughout, malloc'd bytes 4.52-4.59 MB, JS heap after a collection 2.05-2.15 MB).
const kMaxWasmMemory = 32 * 1024 * 1024;  // the wasm memory never grows past this
const kMaxUsedGrowth = 256 * 1024;        // malloc'd bytes: game 10 to the last (65.5 KB seen)
const kMaxJsGrowth = 1024 * 1024;         // JS heap after a collection: game 10 to the last (23 KB seen)

const memory = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_memory', 'string', [], [])));
const onScreen = (page, screen) => page.waitForFunction(
  (want) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen === want, screen, { timeout: 120000 });

test(`${kGames} computer games in a row in one page keep memory flat, without a console error`, { timeout: 1800000 }, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page, context, errors } = await openPage(browser, `${server.url}?rules=finkel&light=priest&dark=scribe&fast`,
      { width: 800, height: 600 });
    await waitForFirstFrame(page, 30000);
    // No animation time, so the games go by in seconds (each frame moves on up to eight stages).
    await page.evaluate(() => Module.ccall('ur_debug_instant_pace', null, [], []));
    const cdp = await context.newCDPSession(page);
    const jsHeap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };

    const rows = [];
    const started = Date.now();
    for (let game = 1; game <= kGames; game++) {
      await onScreen(page, 'result');
      const s = await state(page);
      const mem = await memory(page);
      const row = { game, memory: mem.memory, used: mem.used };
      if (game === 1 || game % 10 === 0 || game === kGames) row.js = await jsHeap();
      rows.push(row);
      if (game === kGames) {
        await screenshot(page, 'session-last-result');
        break;
      }
      const again = s.buttons.find((b) => b.label === 'Play again');
      assert.ok(again, 'the result screen offers Play again');
      await page.mouse.click(again.x, again.y);
      await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen !== 'result');
    }
    const secs = (Date.now() - started) / 1000;

    const mb = (x) => (x / 1048576).toFixed(2);
    for (const r of rows.filter((x) => x.js !== undefined)) {
      console.log(`game ${String(r.game).padStart(3)}: wasm memory ${mb(r.memory)} MB, malloc'd ${mb(r.used)} MB, JS heap ${mb(r.js)} MB`);
    }
    const from = rows[Math.min(9, rows.length - 1)], last = rows[rows.length - 1];
    const maxMemory = Math.max(...rows.map((r) => r.memory));
    console.log(`${kGames} games in ${secs.toFixed(0)} s: wasm memory at most ${mb(maxMemory)} MB; from game ${from.game} to ${last.game} ` +
      `malloc'd ${((last.used - from.used) / 1024).toFixed(1)} KB, JS heap ${((last.js - from.js) / 1024).toFixed(1)} KB`);

    assert.equal(rows.length, kGames);
    assert.ok(maxMemory <= kMaxWasmMemory, `wasm memory grew to ${mb(maxMemory)} MB`);
    assert.ok(last.used - from.used <= kMaxUsedGrowth, `malloc'd bytes grew by ${last.used - from.used} from game ${from.game}`);
    assert.ok(last.js - from.js <= kMaxJsGrowth, `JS heap grew by ${last.js - from.js} bytes from game ${from.game}`);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await browser.close();
    server.stop();
  }
});
