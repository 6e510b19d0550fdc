// Offline and installable (issue 18, docs/offline.md): after one visit the service worker
// has the whole game; offline, a reload starts it and a game plays to its end, the start
// screen and the hint key say perfect play needs the connection; back online the game
// reads the tables again. A new build replaces the kept one on the next visit: an online
// player gets the new page at once, and offline the new version is what starts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, symlinkSync, copyFileSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteDir, startServer, launchBrowser, openPage, waitForFirstFrame, state, screenshot } from './harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// A site folder of its own (the built game linked in; the page and the service worker
// copied, so the test can make a "new build" of them).
function makeSite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ur-offline-'));
  for (const f of readdirSync(siteDir)) {
    if (f === 'index.html' || f === 'sw.js') copyFileSync(path.join(siteDir, f), path.join(dir, f));
    else symlinkSync(path.join(siteDir, f), path.join(dir, f));
  }
  return dir;
}

// Waits until the service worker controls the page and its cache holds every file it
// lists; returns its version and the cache's files.
async function kept(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  return page.evaluate(async () => {
    const version = await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data), { once: true });
      navigator.serviceWorker.controller.postMessage('version');
    });
    const names = (await caches.keys()).filter((k) => k.startsWith('ur-game-'));
    const files = names.length === 1
      ? (await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname.split('/').pop()) : [];
    return { ...version, names, files };
  });
}

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));

test('after one visit the game starts and plays offline, and says perfect play needs the connection', { timeout: 180000 }, async () => {
  const dir = makeSite();
  const server = await startServer(dir);
  try {
    const { page, context, errors } = await openPage(browser, `${server.url}`, { width: 1280, height: 800 });
    await waitForFirstFrame(page, 30000);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel=manifest]');
      return (await fetch(link.href)).json();
    });
    assert.equal(manifest.short_name, 'Ur');
    assert.ok(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable'), 'a maskable icon');
    const first = await kept(page);
    for (const f of ['index.html', 'index.js', 'index.wasm', 'index.data', 'manifest.webmanifest', 'icon-192.png']) {
      assert.ok(first.files.includes(f), `${f} is kept for offline play (kept: ${first.files.join(', ')})`);
    }
    assert.ok(!first.files.some((f) => f.endsWith('.urt') || f === 'index.txt'), 'no table is kept');
    console.log(`service worker ${first.version}: ${first.files.length} files kept`);

    // Offline: a reload starts the game from the service worker's cache.
    await context.setOffline(true);
    const started = Date.now();
    await page.goto(`${server.url}?rules=finkel&light=greedy&dark=greedy&fast`);
    const firstFrame = await waitForFirstFrame(page, 30000);
    console.log(`offline reload: first frame ${firstFrame.toFixed(0)} ms after navigation (${Date.now() - started} ms in all)`);
    // Hints offline: estimated by search (no table can be read).
    await page.keyboard.press('h');
    await page.waitForFunction(() => { const h = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).hints;
      return h.on && h.lightChance !== undefined && h.estimate === true; }, null, { timeout: 10000 });
    await screenshot(page, 'offline-game-hints-estimate');
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen === 'result',
      null, { timeout: 120000 });
    await screenshot(page, 'offline-game-result');

    // The start screen says so on Finkel's set-up.
    await page.goto(`${server.url}`);
    await waitForFirstFrame(page, 30000);
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).menu.offline === true,
      null, { timeout: 10000 });
    await screenshot(page, 'offline-start');
    // The Queen's network was kept with the game: she is offered offline too.
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).menu.levels.includes('oracle'),
      null, { timeout: 10000 });
    // Back online: the game notices at once (the tables are asked for again).
    await context.setOffline(false);
    await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).menu.offline === false,
      null, { timeout: 10000 });
    // Only the failed fetches of the tables' index while offline may be in the console.
    assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
    await context.close();
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a new build of the site replaces the kept one on the next visit', { timeout: 180000 }, async () => {
  const dir = makeSite();
  const server = await startServer(dir);
  try {
    const { page, context } = await openPage(browser, `${server.url}`, { width: 390, height: 844 }, 3);
    await waitForFirstFrame(page, 30000);
    const old = await kept(page);

    // A new build: another page and so another service worker version.
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8').replace('<head>', '<head>\n<meta name="ur-build" content="new">');
    writeFileSync(path.join(dir, 'index.html'), html);
    const sw = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const newVersion = 'fedcba9876543210';
    writeFileSync(path.join(dir, 'sw.js'), sw.replace(/const VERSION = '[0-9a-f]+'/, `const VERSION = '${newVersion}'`));
    assert.notEqual(old.version, newVersion);

    // The next visit, online, shows the new page at once (the network comes first) ...
    const visited = Date.now();
    await page.goto(`${server.url}`);
    await waitForFirstFrame(page, 30000);
    assert.equal(await page.evaluate(() => document.querySelector('meta[name=ur-build]')?.content), 'new');
    // ... and the new service worker takes over in the background (Chromium looks for it
    // some seconds after the page asks), with the new version alone in the cache.
    // (Only the caches are watched meanwhile: messages to the worker hold the update up.)
    const cacheNames = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('ur-game-')));
    for (let names = await cacheNames(); names.join() !== `ur-game-${newVersion}`; names = await cacheNames()) {
      assert.ok(Date.now() - visited < 90000, `the new build was not kept within 90 s (caches: ${names.join(', ')})`);
      await page.waitForTimeout(1000);
    }
    const tookOver = Date.now() - visited;
    let now = await kept(page);
    for (const start = Date.now(); now.version !== newVersion && Date.now() - start < 20000;) {
      await page.waitForTimeout(1000);
      now = await kept(page);
    }
    assert.equal(now.version, newVersion);
    assert.deepEqual(now.names, [`ur-game-${newVersion}`]);
    console.log(`the new build was kept ${tookOver / 1000} s after the visit`);

    // Offline, the new build is the one that starts.
    await context.setOffline(true);
    await page.goto(`${server.url}`);
    await waitForFirstFrame(page, 30000);
    assert.equal(await page.evaluate(() => document.querySelector('meta[name=ur-build]')?.content), 'new');
    await screenshot(page, 'offline-phone-start');
    await context.close();
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
