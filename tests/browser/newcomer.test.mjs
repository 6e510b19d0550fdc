// A site built for hosting by `bash tools/play.sh --build-only` and copied to a host: no
// preparation will ever run there, so it never says perfect play is being prepared; its
// hints are estimates from the first throw, with no console error.
// A newcomer's first run of the play command: `bash tools/play.sh` on a site with no
// tables yet serves the game at once, says perfect play is being prepared, solves the
// tables in the background and publishes them; the page offers hints and perfect play as
// soon as the table is ready, and no console error appears at any point (the site lists
// its tables in tables/index.txt, so nothing missing is ever asked for).
// To stay quick, the tables prepared here are finkel:3 (UR_PREPARE_TABLES) into an empty
// cache of the test's own; the full first run (british-museum, blitz, finkel) is timed by
// tools/fresh-check.sh --wait-tables.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, siteDir, launchBrowser, waitForFirstFrame, screenshot, state, startServer } from './harness.mjs';

const cache = mkdtempSync(path.join(os.tmpdir(), 'ur-newcomer-tables-'));
let play, browser;
after(async () => {
  await browser?.close();
  if (play) { try { process.kill(-play.pid, 'SIGTERM'); } catch { /* already gone */ } }
  rmSync(cache, { recursive: true, force: true });
});

test('a site built with --build-only never says perfect play is being prepared, and hints by estimate from the start', async () => {
  rmSync(path.join(siteDir, 'tables'), { recursive: true, force: true });
  const own = mkdtempSync(path.join(os.tmpdir(), 'ur-no-tables-'));  // no tables solved by hand either
  let out;
  try {
    out = execFileSync('bash', ['tools/play.sh', '--build-only'], {
      cwd: root, encoding: 'utf8', timeout: 600000, env: { ...process.env, UR_TABLE_CACHE: cache, UR_DATA_DIR: own },
    });
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
  assert.match(out, /Perfect play for .*finkel:7.* is prepared by the play command/, 'it says how to get perfect play');
  const index = readFileSync(path.join(siteDir, 'tables/index.txt'), 'utf8');
  assert.doesNotMatch(index, /^preparing /m, 'the index promises nothing');
  const server = await startServer(siteDir);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const errors = [];
  try {
    for (const rules of ['finkel', 'blitz']) {
      const page = await context.newPage();
      page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
      page.on('pageerror', (err) => errors.push(String(err)));
      // The start screen, with the rule set chosen: its strength line says nothing is coming.
      await page.goto(`${server.url}?fast=1`);
      await waitForFirstFrame(page, 15000);
      await page.waitForTimeout(1500);  // the index has been read
      let s = await state(page);
      assert.doesNotMatch(s.menu.strength, /prepar/i, `${rules}: the start screen`);
      // A game: hints by estimate at the first choice, and still no word of a preparation.
      await page.goto(`${server.url}?fast=1&rules=${rules}&dark=king`);
      await waitForFirstFrame(page, 15000);
      await page.keyboard.press('h');
      await page.waitForFunction(() => { const h = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).hints;
        return h.on && h.lightChance !== undefined; }, null, { timeout: 20000 });
      await page.waitForTimeout(3000);
      s = await state(page);
      assert.equal(s.table.preparing, false, `${rules}: not preparing`);
      assert.notEqual(s.table.status, 'ready', `${rules}: no table`);
      assert.equal(s.hints.estimate, true, `${rules}: the hints are estimates`);
      assert.doesNotMatch(`${s.notice} ${s.status} ${s.message}`, /prepar/i, `${rules}: the game`);
      if (rules === 'finkel') await screenshot(page, 'build-only-hints');
      await page.close();
    }
  } finally {
    await context.close();
    await browser.close();  // the next test launches its own
    browser = undefined;
    server.stop();
  }
  assert.deepEqual(errors, []);
});

test('the play command serves at once, prepares perfect play in the background, and the page offers it when ready', async () => {
  rmSync(path.join(siteDir, 'tables'), { recursive: true, force: true });  // a site with no tables yet
  const started = Date.now();
  play = spawn('bash', ['tools/play.sh', '--port', '0'], {
    cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, UR_TABLE_CACHE: cache, UR_PREPARE_TABLES: 'finkel:3' },
  });
  let log = '';
  play.stderr.on('data', (d) => { log += d; });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not served within 10 minutes:\n${log}`)), 600000);
    play.stdout.on('data', (d) => {
      log += d;
      const m = /Serving .* at (http:\/\/\S+)/.exec(log);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    play.on('exit', (code) => reject(new Error(`play.sh exited with ${code}:\n${log}`)));
  });
  const servedAfter = (Date.now() - started) / 1000;
  assert.match(log, /Perfect play and hints for finkel:3 are being prepared in the background/);

  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [], failed = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('response', (res) => { if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`); });
  await page.goto(`${url}?rules=finkel:3&dark=king`);
  await waitForFirstFrame(page, 15000);
  let s = await state(page);
  const preparingSeen = s.table.preparing;
  // Hints and perfect play: as soon as the table is published (the index is read again
  // every 15 s while a table is being prepared).
  // Until then the hints are estimates; from then on, exact.
  assert.ok(s.buttons.some((b) => b.label === 'Hints'), 'the Hints button is there from the start');
  await page.keyboard.press('h');
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).table.status === 'ready', null,
    { timeout: 480000 });
  await page.waitForFunction(() => { const h = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).hints;
    return h.lightChance !== undefined && h.estimate === false; }, null, { timeout: 10000 });
  await screenshot(page, 'newcomer-hints-ready');
  // A fresh page of the same site: perfect play for finkel:3 starts from a link.
  const perfect = await context.newPage();
  perfect.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await perfect.goto(`${url}?rules=finkel:3&dark=perfect`);
  await waitForFirstFrame(perfect, 15000);
  await perfect.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).table?.status === 'ready',
    null, { timeout: 15000 });
  // (The first page's game is the one kept for Continue, which this page may say.)
  assert.doesNotMatch((await state(perfect)).notice, /table|not available/i, 'no "table not available" notice');
  console.log(`newcomer: served ${servedAfter.toFixed(0)} s after play.sh started; the table was ` +
    `${preparingSeen ? 'being prepared at first, then ' : ''}ready after ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
    `console errors: ${errors.length}`);
  assert.deepEqual(failed, []);
  assert.deepEqual(errors, []);
  await context.close();
});
