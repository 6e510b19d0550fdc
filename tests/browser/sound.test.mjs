// Sound in the browser: no audio before the player's first gesture (no context made, so no
// autoplay warning in the console), the device running after the first click, through an
// AudioWorklet (no deprecation warning for SDL's ScriptProcessorNode), a throw
// heard, the speaker switch muting (the mixer's count of audible sounds stops rising while
// the game's sounds go on), the volume changed in the Sound dialog, both kept over a
// reload; a malformed settings record reported and replaced by the defaults, nothing else
// lost. Chromium runs with the autoplay policy that needs a gesture, as a player's does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startServer, waitForFirstFrame, state, waitScreen, screenshot } from './harness.mjs';

let server, browser;
before(async () => {
  server = await startServer();
  browser = await chromium.launch({
    executablePath: process.env.UR_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--autoplay-policy=user-gesture-required'],
  });
});
after(async () => { await browser?.close(); server?.stop(); });

const audio = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_audio', 'string', [], [])));
const button = (s, label) => s.buttons.find((b) => b.label === label);
// Waits until the screen's sound settings read `on` and `volume` (input is taken on the next frame).
const waitSound = (page, on, volume) => page.waitForFunction(([o, v]) => {
  const s = JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).sound;
  return s.on === o && s.volume === v;
}, [on, volume], { timeout: 5000 });

// A page recording console errors, and every message about autoplay whatever its level
// (Chromium's "The AudioContext was not allowed to start. It must be resumed (or created)
// after a user gesture on the page" is a warning).
async function open(url, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1, init) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, hasTouch: deviceScaleFactor > 1 });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [], audioMessages = [];
  page.on('console', (msg) => {
    if (/slow frame/.test(msg.text())) console.log(`  (the page: ${msg.text()})`);
    if (msg.type() === 'error') errors.push(msg.text());
    if (/autoplay|user gesture|AudioContext was not allowed|ScriptProcessorNode|deprecat/i.test(msg.text()))
      audioMessages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  await waitForFirstFrame(page, 10000);
  return { page, context, errors, audioMessages };
}

// Throws (and plays the first move) until `n` more throws have been shown.
async function throwTimes(page, n) {
  const start = (await state(page)).throws;
  const began = Date.now();
  for (;;) {
    assert.ok(Date.now() - began < 30000, 'the throws came within 30 s');
    const s = await state(page);
    if (s.throws >= start + n && ['await-throw', 'choose'].includes(s.stage)) return;
    if (s.stage === 'await-throw') {
      const t = button(s, 'Throw');
      await page.mouse.click(t.x, t.y);
    } else if (s.stage === 'choose') {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    }
    await page.waitForTimeout(40);
  }
}

test('audio waits for the first click, then runs; a throw is heard; the switch mutes; kept over a reload', async () => {
  const { page, context, errors, audioMessages } = await open(`${server.url}?rules=finkel&fast=1`);
  await waitScreen(page, 'game');
  await page.waitForTimeout(600);
  let a = await audio(page);
  assert.equal(a.tried, false, 'nothing is opened before a gesture');
  assert.equal(a.device, false);
  assert.equal(a.context, 'none', 'no audio context is made before a gesture');
  assert.equal(a.muted, false);
  assert.equal(a.volume, 70, 'the usual volume');

  // The first click (on Throw) opens the device: the context runs at once.
  const s = await state(page);
  const t = button(s, 'Throw');
  await page.mouse.click(t.x, t.y);
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_audio', 'string', [], [])).context === 'running', null,
    { timeout: 5000 });
  a = await audio(page);
  assert.equal(a.device, true);
  assert.equal(a.output, 'worklet', 'the sound goes through an AudioWorklet, not the deprecated ScriptProcessorNode');
  assert.ok(a.rate >= 22050, `a real sample rate: ${a.rate}`);
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_audio', 'string', [], [])).audible >= 2, null, { timeout: 5000 });
  a = await audio(page);
  assert.ok(a.cues >= 2 && a.audible >= 2, `the throw rattled and settled: ${JSON.stringify(a)}`);
  await throwTimes(page, 2);
  const heard = await audio(page);
  assert.ok(heard.audible > a.audible, 'more throws, more sounds heard');
  assert.ok(heard.workletPlayed > heard.rate / 10, `the worklet played what was mixed: ${heard.workletPlayed} frames`);

  // The speaker switch: off. The game's sounds go on being asked for, none is heard.
  let g = await state(page);
  const speaker = button(g, 'Sound on');
  assert.ok(speaker, `a speaker switch on the game screen: ${JSON.stringify(g.buttons.map((b) => b.label))}`);
  await screenshot(page, 'sound-game-desktop');
  await page.mouse.click(speaker.x, speaker.y);
  await waitSound(page, false, 70);
  g = await state(page);
  assert.ok(button(g, 'Sound off'), 'the switch shows the sound is off');
  assert.equal(g.sound.on, false);
  const muted = await audio(page);
  assert.equal(muted.muted, true);
  await throwTimes(page, 3);
  const after3 = await audio(page);
  assert.ok(after3.cues > muted.cues + 3, `sounds still asked for: ${after3.cues} > ${muted.cues}`);
  assert.equal(after3.audible, muted.audible, 'none heard while off');
  await screenshot(page, 'sound-game-off-desktop');

  // The volume, in the Sound dialog: two steps quieter.
  await page.mouse.click(button(g, 'Volume').x, button(g, 'Volume').y);
  await waitScreen(page, 'sound');
  let d = await state(page);
  assert.equal(d.dialog.title, 'Sound');
  assert.match(d.dialog.lines.join(' '), /off, volume 70%/);
  await page.mouse.click(button(d, 'Quieter').x, button(d, 'Quieter').y);
  await waitSound(page, false, 60);
  await page.mouse.click(button(d, 'Quieter').x, button(d, 'Quieter').y);
  await waitSound(page, false, 50);
  d = await state(page);
  assert.equal(d.sound.volume, 50);
  assert.match(d.dialog.lines.join(' '), /volume 50%/);
  await screenshot(page, 'sound-dialog-desktop');
  await page.mouse.click(button(d, 'Done').x, button(d, 'Done').y);
  await waitScreen(page, 'game');
  assert.equal((await audio(page)).volume, 50);

  // Kept: after a reload, off at 50 before any gesture.
  await page.reload();
  await waitForFirstFrame(page, 10000);
  await page.waitForTimeout(300);
  const back = await state(page);
  assert.equal(back.sound.on, false);
  assert.equal(back.sound.volume, 50);
  a = await audio(page);
  assert.equal(a.muted, true);
  assert.equal(a.volume, 50);
  assert.equal(a.context, 'none');
  // Key S turns it on again.
  await page.keyboard.press('s');
  await waitSound(page, true, 50);
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_audio', 'string', [], [])).context === 'running', null,
    { timeout: 5000 });
  assert.equal((await audio(page)).muted, false);
  assert.equal((await state(page)).sound.on, true);

  assert.deepEqual(errors, []);
  assert.deepEqual(audioMessages, [], 'no console message about audio, autoplay or a deprecated node');
  await context.close();
});

test('on a phone the switch and the volume fit the top line, as big as its other buttons', async () => {
  const { page, context, errors, audioMessages } = await open(`${server.url}?rules=jeu-royal&fast=1`, { width: 390, height: 844 }, 3);
  await waitScreen(page, 'game');
  const s = await state(page);
  const speaker = button(s, 'Sound on'), volume = button(s, 'Volume'), help = button(s, '?'), menu = button(s, 'Menu');
  for (const b of [speaker, volume]) {
    // As big as the help button beside them (the top line's buttons are all one height).
    assert.ok(b.h >= help.h && b.w >= help.w * 0.8, `big enough to tap: ${JSON.stringify(b)}`);
    assert.ok(b.x - b.w / 2 >= menu.x + menu.w / 2 && b.x + b.w / 2 <= help.x - help.w / 2, 'between Menu and ?');
  }
  assert.ok(volume.x + volume.w / 2 <= speaker.x - speaker.w / 2, 'side by side, not overlapping');
  await screenshot(page, 'sound-game-phone');
  await page.touchscreen.tap(speaker.x, speaker.y);
  await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_audio', 'string', [], [])).muted, null, { timeout: 5000 });
  const a = await audio(page);
  assert.equal(a.device, true, 'the tap opened the device');
  await screenshot(page, 'sound-game-off-phone');
  assert.deepEqual(errors, []);
  assert.deepEqual(audioMessages, []);
  await context.close();
});

test('a malformed sound settings record is reported and replaced by the defaults; nothing else is lost', async () => {
  const { page, context, errors } = await open(server.url, { width: 1280, height: 800 }, 1, () => {
    if (!window.sessionStorage.getItem('injected')) {
      window.localStorage.setItem('ur.doc.sound', 'ur-sound 1\nsound on\nvolume loud\n');
      window.localStorage.setItem('ur.tour.finkel', 'done');
      window.sessionStorage.setItem('injected', '1');
    }
  });
  await waitScreen(page, 'notice');
  const s = await state(page);
  assert.equal(s.dialog.title, 'Sound settings');
  assert.match(s.dialog.lines.join(' '), /could not be read \(line 3: the volume must be a whole number/);
  assert.equal(s.sound.on, true);
  assert.equal(s.sound.volume, 70);
  const kept = await page.evaluate(() => [window.localStorage.getItem('ur.doc.sound'), window.localStorage.getItem('ur.doc.sound-unreadable'),
    window.localStorage.getItem('ur.tour.finkel')]);
  assert.equal(kept[0], 'ur-sound 1\nsound on\nvolume 70\n', 'the defaults are written in its place');
  assert.equal(kept[1], 'ur-sound 1\nsound on\nvolume loud\n', 'the bad record is kept aside');
  assert.equal(kept[2], 'done', 'other settings untouched');
  assert.deepEqual(errors, []);
  await context.close();
});
