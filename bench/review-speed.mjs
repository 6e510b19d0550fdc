// How long the web game takes to review a long game over HTTP range reads (issue 14: a
// 150-turn finkel game graded in at most 5 s from tools/serve.py). A site like a static
// host's (the built game, linked, and the finkel table under tables/ with its index) is
// served by tools/serve.py; a 150-turn game is put in the browser's storage as a game
// kept (the line bench/review_speed --history-line writes); the page opens *Your games*,
// taps the game, and the time runs from that tap until the review says it is complete
// (its debug JSON: review.complete). Every table request is counted.
//
//   node bench/review-speed.mjs [--history FILE] [--table FILE] [--runs 3] [--screenshot]
//
// Needs the web build (UR_TARGETS="ur" bash tools/build.sh web-release), Chromium and
// tests/browser's playwright-core (npm ci in tests/browser), and the finkel table
// (default ~/.cache/ur/tables-v1/finkel-7.urt, where tools/play.sh prepares it).
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteDir, startServer, launchBrowser, waitForFirstFrame, waitScreen, state, screenshot } from '../tests/browser/harness.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => { const i = args.indexOf(name); return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback; };
const historyFile = opt('--history', '/tmp/ur-review-speed-history.txt');
const tableFile = opt('--table', path.join(os.homedir(), '.cache/ur/tables-v1/finkel-7.urt'));
const runs = Number(opt('--runs', '3'));
const history = readFileSync(historyFile, 'utf8');

const dir = mkdtempSync(path.join(os.tmpdir(), 'ur-review-speed-'));
for (const f of readdirSync(siteDir)) if (f !== 'tables') symlinkSync(path.join(siteDir, f), path.join(dir, f));
mkdirSync(path.join(dir, 'tables'));
symlinkSync(tableFile, path.join(dir, 'tables', 'finkel-7.urt'));
writeFileSync(path.join(dir, 'tables', 'index.txt'), `urtables 1\ntable finkel-7.urt ${statSync(tableFile).size}\n`);

const server = await startServer(dir);
const browser = await launchBrowser();
const results = [];
try {
  for (let run = 1; run <= runs; ++run) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    await context.addInitScript((text) => { window.localStorage.setItem('ur.doc.history', text); }, history);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    let ranges = 0, bytes = 0;
    page.on('requestfinished', async (req) => {
      if (!req.url().includes('/tables/finkel-7.urt')) return;
      ++ranges;
      const r = /bytes=(\d+)-(\d+)/.exec(req.headers().range || '');
      if (r) bytes += Number(r[2]) - Number(r[1]) + 1;
    });
    await page.goto(server.url);
    await waitForFirstFrame(page, 20000);
    // The site's table index is read at start: wait until it is known, so only the review counts.
    await page.waitForTimeout(500);
    const menu = await state(page);
    const yours = menu.buttons.find((b) => b.label === 'Your games');
    if (!yours) throw new Error('no "Your games" button: the history did not load');
    await page.mouse.click(yours.x, yours.y);
    await waitScreen(page, 'history');
    const row = (await state(page)).buttons.find((b) => b.id === 3000);
    const count0 = ranges;
    const frames0 = (await state(page)).frames;
    const t0 = await page.evaluate(() => performance.now());
    await page.mouse.click(row.x, row.y);
    const t1 = await page.evaluate(() => new Promise((resolve, reject) => {
      const limit = performance.now() + 120000;
      const poll = () => {
        const d = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], []));
        if (d.review && d.review.complete) return resolve(performance.now());
        if (d.review && /stopped|no perfect-play/.test(d.review.summary)) return reject(new Error(d.review.summary));
        if (performance.now() > limit) return reject(new Error('the review did not complete in 120 s'));
        requestAnimationFrame(poll);
      };
      poll();
    }));
    const s = await state(page);
    const seconds = (t1 - t0) / 1000;
    results.push(seconds);
    const frames = s.frames - frames0;
    console.log(`run ${run}: reviewed ${s.review.count} steps in ${seconds.toFixed(2)} s over ${ranges - count0} range requests ` +
      `(${bytes} bytes in all), ${frames} frames drawn (${(1000 * seconds / Math.max(1, frames)).toFixed(1)} ms a frame); ` +
      `${errors.length ? 'errors: ' + errors.join('; ') : 'no page errors'}`);
    if (args.includes('--screenshot') && run === 1) await screenshot(page, 'review-speed');
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
  rmSync(dir, { recursive: true, force: true });
}
const sorted = [...results].sort((a, b) => a - b);
console.log(`median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s over ${results.length} runs (goal: at most 5 s)`);
