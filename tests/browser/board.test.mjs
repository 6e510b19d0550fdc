// The web build in real headless Chromium: it loads without console errors, draws its
// first frame quickly, shows the board with its rosettes where the game's own layout
// says, redraws to fit a phone held upright, and shows a readable error screen when a
// file is missing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, waitForFirstFrame, layoutOf, waitFrames, screenshot,
  colourDistance } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

async function checkBoardDrawn(shot, layout, scale = 1) {
  assert.equal(layout.rosettes.length, 5);
  const points = [[layout.background.x, layout.background.y], ...layout.rosettes.map((r) => [r.x, r.y])];
  const [table, ...colours] = await shot.pixels(points.map(([x, y]) => [x * scale, y * scale]));
  for (const [i, r] of layout.rosettes.entries()) {
    const px = colours[i];
    assert.ok(colourDistance(px, table) > 60,
      `rosette (${r.row},${r.col}) at ${r.x.toFixed(0)},${r.y.toFixed(0)} looks like the table: ${px} vs ${table}`);
  }
  // The board fits inside the viewport.
  assert.ok(layout.board.x >= 0 && layout.board.y >= 0);
  assert.ok(layout.board.x + layout.board.w <= layout.width + 0.5);
  assert.ok(layout.board.y + layout.board.h <= layout.height + 0.5);
}

test('desktop: first frame within 5 s, board drawn, no console errors', async () => {
  const { page, context, errors } = await openPage(browser, server.url + '?rules=finkel', { width: 1280, height: 800 });
  const firstFrameMs = await waitForFirstFrame(page, 5000);
  console.log(`time to first frame: ${firstFrameMs.toFixed(0)} ms`);
  assert.ok(firstFrameMs < 5000);
  await waitFrames(page, 2);
  const layout = await layoutOf(page);
  assert.equal(layout.width, 1280);
  assert.equal(layout.height, 800);
  assert.equal(layout.upright, false);
  assert.equal(await page.isVisible('#loading'), false, 'the loading screen goes away');
  const shot = await screenshot(page, 'board-desktop-1280x800');
  await checkBoardDrawn(shot, layout);

  // Phone held upright: the board is redrawn upright to fit.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).width === 360,
    null, { timeout: 5000 });
  await waitFrames(page, 3);
  const phone = await layoutOf(page);
  assert.equal(phone.height, 640);
  assert.equal(phone.upright, true);
  assert.ok(phone.cell >= 50, `squares big enough to tap: ${phone.cell}`);
  const phoneShot = await screenshot(page, 'board-phone-360x640');
  await checkBoardDrawn(phoneShot, phone);
  assert.deepEqual(errors, []);
  await context.close();
});

test('high-DPI: the canvas renders at device pixels', async () => {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url + '?rules=finkel');
  await waitForFirstFrame(page);
  await waitFrames(page, 2);
  const layout = await layoutOf(page);
  assert.equal(layout.pixelRatio, 2);
  const backing = await page.evaluate(() => [Module.canvas.width, Module.canvas.height]);
  assert.deepEqual(backing, [1600, 1200]);
  const shot = await screenshot(page, 'board-hidpi-800x600@2x');
  await checkBoardDrawn(shot, layout, 2);  // screenshot pixels are device pixels
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [file, what] of [['index.data', 'the game files'], ['index.wasm', 'the WebAssembly module']]) {
  test(`a missing ${file} shows a readable error screen, not a blank page`, async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    await page.route(`**/${file}`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(server.url);
    await page.waitForSelector('#error', { state: 'visible', timeout: 10000 });
    const text = await page.textContent('#error');
    assert.match(text, /stopped|could not/i, `error screen for ${what}`);
    assert.match(text, /Reload/);
    await screenshot(page, `error-missing-${file.replace('.', '-')}`);
    await context.close();
  });
}

// A browser without WebAssembly SIMD (the learned evaluation uses it: docs/ai.md, "Speed")
// is told so in plain words, and that message stays, whatever the module does next.
test('a browser without WebAssembly SIMD is told it is too old', async () => {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  await context.addInitScript(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => (bytes.length === 31 ? false : validate(bytes));  // the page's SIMD probe
  });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector('#error', { state: 'visible', timeout: 10000 });
  const text = await page.textContent('#error');
  assert.match(text, /too old/);
  assert.match(text, /WebAssembly SIMD/);
  assert.match(text, /Safari 16\.4/);
  assert.match(text, /This browser cannot play/);
  assert.equal(await page.isVisible('#error-reload'), false);  // reloading would not help
  await screenshot(page, 'error-no-simd');
  await context.close();
});
