// The game in French and in Hungarian, as a browser set to that language opens it: the
// start screen and every page of How to play (the rules, with every decision) at desktop
// size and on a phone, and a whole game's result panel, each saved as artifacts/lang-<code>-….png to be looked at. The
// words are checked against lang/<code>.txt, so a screen left in English fails.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchBrowser, waitForFirstFrame, screenshot, state, waitScreen } from './harness.mjs';

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const langDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'lang');
// One-line texts of lang/<code>.txt ("key = text").
function words(code) {
  const out = {};
  for (const line of fs.readFileSync(path.join(langDir, `${code}.txt`), 'utf8').split('\n')) {
    const m = /^([a-z0-9_.]+) = (.*)$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}
const english = words('en');

const sizes = [
  [{ width: 1280, height: 800 }, 1, 'desktop'],
  [{ width: 390, height: 844 }, 3, 'phone'],
];
// Each language with a rule set of its own sources (the French seeds: Jeu royal d'Ur).
const languages = [['fr', 'fr-FR', 'jeu-royal'], ['hu', 'hu-HU', 'finkel']];

for (const [code, locale, rules] of languages) {
  for (const [viewport, scale, tag] of sizes) {
    test(`${code}: the start screen and How to play for ${rules}, in the browser's language (${tag})`, async () => {
      const w = words(code);
      const context = await browser.newContext({ viewport, deviceScaleFactor: scale, hasTouch: tag === 'phone', locale });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });

      await page.goto(server.url);
      await waitForFirstFrame(page, 15000);
      await waitScreen(page, 'menu');
      let s = await state(page);
      const labels = s.buttons.map((b) => b.label);
      // The language button names the language in itself; the set-up's words are this language's.
      assert.ok(labels.includes(code === 'fr' ? 'Français' : 'Magyar'), `language button (have: ${labels.join(', ')})`);
      if (tag === 'desktop') {
        assert.ok(labels.includes(w['start.how_to_play']), `"${w['start.how_to_play']}" (have: ${labels.join(', ')})`);
        assert.ok(!labels.includes(english['start.how_to_play']));
      }
      await screenshot(page, `lang-${code}-start-${tag}`);

      // How to play, from a game of the language's own rule set (R), page by page.
      await page.goto(`${server.url}?rules=${rules}`);
      await waitForFirstFrame(page, 15000);
      await waitScreen(page, 'game');
      await page.keyboard.press('r');
      await waitScreen(page, 'howto');
      s = await state(page);
      const { count } = s.howto;
      assert.ok(count >= 7, `${count} pages`);
      for (let i = 0; i < count; i++) {
        s = await state(page);
        assert.equal(s.howto.section, i);
        const names = s.buttons.map((b) => b.label);
        if (i + 1 < count) {
          assert.ok(names.includes(w['howto.next']), `"${w['howto.next']}" on page ${i} (have: ${names.join(', ')})`);
          assert.ok(!names.includes(english['howto.next']));
        }
        await screenshot(page, `lang-${code}-howto-${rules}-${s.howto.id}-${tag}`);
        if (i + 1 < count) {
          await page.keyboard.press('ArrowRight');
          await page.waitForFunction((want) => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).howto.section === want, i + 1);
        }
      }
      // A whole game between two computers, quickly, to its result panel (desktop only).
      if (tag === 'desktop') {
        await page.goto(`${server.url}?rules=finkel:2&light=greedy&dark=random&fast=1`);
        await waitForFirstFrame(page, 15000);
        await page.waitForFunction(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])).screen === 'result',
          null, { timeout: 120000, polling: 200 });
        s = await state(page);
        const names = s.buttons.map((b) => b.label);
        assert.ok(names.includes(w['game.play_again']), `"${w['game.play_again']}" (have: ${names.join(', ')})`);
        await screenshot(page, `lang-${code}-result-${tag}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
