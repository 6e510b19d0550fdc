// Accessibility in the browser: the screen-reader narration (the page's live region gets
// each throw, move and prompt of a game in words, and the moves to choose on L) and
// prefers-reduced-motion honoured (no rolling dice, no sliding pieces).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, waitForFirstFrame, state } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

async function open(query, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}?${query}`);
  await waitForFirstFrame(page, 15000);
  return { page, context, errors };
}

const narration = (page) => page.evaluate(() => window.urNarration || []);

test('the live region tells a whole game between two computers, from the first throw to the result', async () => {
  const { page, context, errors } = await open('rules=finkel&light=greedy&dark=random&fast=1');
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen === 'result',
    null, { timeout: 120000 });
  const s = await state(page);
  const said = await narration(page);
  console.log(`narration: ${said.length} texts for ${s.turns} turns; first "${said[0]}", last "${said[said.length - 1]}"`);
  assert.ok(said.some((t) => /^Light: \d marked/.test(t)), 'a throw of Light told');
  assert.ok(said.some((t) => /^Dark: \d marked/.test(t)), 'a throw of Dark told');
  assert.ok(said.some((t) => /^(Light|Dark): (Enter a piece|Move \d)/.test(t)), 'a move told');
  assert.equal(said[said.length - 1], s.message, 'the result told last');
  assert.equal(said.filter((t) => t === s.message).length, 1, 'the result told once');
  // The region holds the last few texts only, as paragraphs, hidden from sight.
  const region = await page.evaluate(() => {
    const r = document.getElementById('narration');
    const box = r.getBoundingClientRect();
    return { live: r.getAttribute('aria-live'), paragraphs: r.querySelectorAll('p').length, last: r.lastChild?.textContent,
      w: box.width, h: box.height };
  });
  assert.equal(region.live, 'polite');
  assert.ok(region.paragraphs >= 1 && region.paragraphs <= 5);
  assert.equal(region.last, s.message);
  assert.ok(region.w <= 1 && region.h <= 1, 'not seen on screen');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a player by keyboard hears the throw, asks for the moves with L, and hears what follows the move', async () => {
  const { page, context, errors } = await open('rules=finkel&dark=greedy&fast=1');
  await page.focus('#canvas');
  let s = await state(page);
  for (let i = 0; i < 200 && !(s.human && s.stage === 'choose'); i++) {
    if (s.human && s.stage === 'await-throw') await page.keyboard.press('Space');
    await page.waitForTimeout(60);
    s = await state(page);
  }
  assert.equal(s.stage, 'choose');
  const before = (await narration(page)).length;
  await page.keyboard.press('l');
  await page.waitForFunction((n) => (window.urNarration || []).length > n, before, { timeout: 5000 });
  const moves = (await narration(page)).slice(before)[0];
  console.log(`narration on L: "${moves}"`);
  assert.match(moves, /^\d+ moves?: 1\. /);
  assert.equal(moves.split(/; \d+\. /).length, s.choices.length);
  await page.keyboard.press('1');
  // The move is played, and what follows is told (the computer's throw, or your next throw).
  await page.waitForFunction((n) => (window.urNarration || []).length > n + 1, before, { timeout: 5000 });
  const after = (await narration(page)).slice(before + 1);
  console.log(`narration after the move: "${after.join('" | "')}"`);
  assert.ok(after.length >= 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('prefers-reduced-motion: no rolling and no sliding; the normal pace otherwise', async () => {
  const reduced = await open('', { reducedMotion: 'reduce' });
  const normal = await open('', { reducedMotion: 'no-preference' });
  const [r, n] = [await state(reduced.page), await state(normal.page)];
  console.log(`pace: reduced motion roll ${r.pace.rollMs} ms, slide ${r.pace.stepMs} ms a square; normal ${n.pace.rollMs} and ${n.pace.stepMs}`);
  assert.equal(r.pace.rollMs, 0);
  assert.equal(r.pace.stepMs, 0);
  assert.ok(n.pace.rollMs > 0 && n.pace.stepMs > 0);
  assert.deepEqual(reduced.errors, []);
  await reduced.context.close();
  await normal.context.close();
});
