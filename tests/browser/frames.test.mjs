// What a watcher sees: the computer plays itself (the strongest search on both sides, so
// it thinks on most turns) while the page measures the time between animation frames and
// nothing else talks to it — no polling, clicks or screenshots from the test, which stall
// the page themselves (game.test.mjs measures frames during play but with those in the
// way). The game's own work must stay under 50 ms in every frame (that is the game's
// part); of the intervals, at most 2 in 100 may reach 50 ms and none 100 ms (a visible
// freeze). The intervals are the system's part too: with software WebGL (SwiftShader) on
// a 2-core VM the compositor itself sets the pace. On the machine of 2026-11-22 a 50-67 ms
// interval came about once in 8,000 frames (p95 16.8 ms); on the AMD EPYC machine of
// 2026-11-24 the compositor ran at 30 frames a second for over 5% of frames (p95 33.4 ms)
// and 5-13 of about 2,100 intervals reached 50 ms — with the code of 2026-11-22 as with
// today's, while the game's own work stayed under 28 ms. The figures go to
// artifacts/frames-watching.json.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, launchBrowser, openPage, waitForFirstFrame, layoutOf, artifactsDir } from './harness.mjs';

const kWatchMs = 45000;
let server, browser;
const report = {};
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => {
  await browser?.close();
  server?.stop();
  writeFileSync(path.join(artifactsDir, 'frames-watching.json'), JSON.stringify(report, null, 2));
});

for (const rules of ['finkel', 'jeu-royal']) {
  test(`${rules}: king against king for ${kWatchMs / 1000} s, frames under 50 ms`, async () => {
    const { page, context, errors } = await openPage(browser, `${server.url}?rules=${rules}&light=king&dark=king`);
    await waitForFirstFrame(page, 10000);
    await page.evaluate(() => {
      window.urIntervals = [];
      let last = performance.now();
      const tick = (t) => { window.urIntervals.push(t - last); last = t; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    await new Promise((resolve) => setTimeout(resolve, kWatchMs));
    const intervals = (await page.evaluate(() => window.urIntervals)).slice(2).sort((a, b) => a - b);
    const s = await layoutOf(page);
    const work = JSON.parse(await page.evaluate(() => Module.ccall('ur_frame_report', 'string', [], [])));
    await context.close();
    const at = (p) => intervals[Math.min(intervals.length - 1, Math.floor(p * intervals.length))];
    const long = intervals.filter((t) => t >= 50).length;
    const figures = { frames: intervals.length, p50: at(0.5), p95: at(0.95), max: intervals[intervals.length - 1], long, work };
    report[rules] = figures;
    console.log(`# ${rules} watched: ${figures.frames} frames, intervals p50 ${figures.p50.toFixed(1)} ms, ` +
      `p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms, ${long} of 50 ms or more; ` +
      `game work max ${work.max} ms; ` +
      `screen ${s.screen}, ${s.message}`);
    assert.deepEqual(errors, []);
    assert.equal(s.screen === 'game' || s.screen === 'result', true, `the game ran (${s.screen})`);
    assert.ok(figures.frames > (kWatchMs / 1000) * 20, `the page kept drawing (${figures.frames} frames)`);
    assert.ok(work.max < 50, `the game's longest frame took ${work.max} ms`);
    assert.ok(long <= Math.max(1, Math.floor(figures.frames / 50)), `${long} intervals of 50 ms or more`);
    assert.ok(figures.max < 100, `longest frame interval ${figures.max.toFixed(1)} ms`);
  });
}
