// A correspondence game by link between two devices (two browser contexts, each with its
// own storage): one sets up "A friend · By link" for tokens, the other opens the link it
// gives; each plays its turn and the link it then shows is opened in the other, until the
// game ends on both. Forgeries opened on the way (a character changed, a move changed and
// the checksum made good again, an older link, a link for a device that holds neither
// player's secret) are refused with a notice, and leave the game and its storage as they
// were. Screenshots: correspondence-{invite,joined,refused,over}-desktop.png at 1280x800,
// correspondence-invite-phone.png at 390x844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer, launchBrowser, waitForFirstFrame, screenshot, fastPage, fastLink, root } from './harness.mjs';

// The cheating friend's tool (tests/tools/forge_link.cpp), from whichever native build is there.
const forgeTool = [process.env.UR_FORGE_LINK, 'build/native-debug/forge-link', 'build/native-release/forge-link']
  .filter(Boolean).map((p) => path.resolve(root, p)).find((p) => existsSync(p));
// `link` with a choice before the throw made for the receiver, signed with the sender's
// own secret as its page keeps it: null when the receiver has no such choice now.
async function forgeForReceiver(senderPage, link, kind) {
  assert.ok(forgeTool, 'forge-link is built (ur-tests builds it)');
  const seed = await senderPage.evaluate(() => {
    const k = Object.keys(localStorage).find((x) => x.startsWith('ur.doc.link.') && x.endsWith('.seed'));
    return k ? localStorage.getItem(k) : null;
  });
  assert.ok(seed, "the sender's kept secret");
  try {
    return execFileSync(forgeTool, [link, seed, kind], { encoding: 'utf8' }).trim();
  } catch (e) {
    if (e.status === 3) return null;
    throw e;
  }
}

let server, browser;
before(async () => { server = await startServer(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));
const until = (page, check, arg, timeout = 10000) => page.waitForFunction(
  ([fn, a]) => new Function('s', 'a', `return ${fn}`)(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])), a),
  [check, arg], { timeout });
const kept = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('ur.doc.'))
  .map((k) => [k, localStorage.getItem(k)])));

async function device(viewport = { width: 1280, height: 800 }, ratio = 1) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: ratio, hasTouch: ratio > 1 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  const touch = ratio > 1;
  const tap = (x, y) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  // Taps a button once it is there (a tap is handled on the next frame, which may change the buttons).
  const press = async (label) => {
    let b;
    for (let i = 0; i < 50 && !b; i++) {
      b = (await debug(page)).buttons.find((x) => x.label === label && x.enabled);
      if (!b) await page.waitForTimeout(50);
    }
    assert.ok(b, `a "${label}" button`);
    await tap(b.x, b.y);
    await page.waitForTimeout(60);
  };
  return { context, page, errors, tap, press };
}

// Sets up a game by link of `rules` as `side` from the start screen, at the quick pace
// (harness.mjs: fastPage; each link is opened with fastLink).
async function startByLink(d, rules, side) {
  await d.page.goto(fastPage(server));
  await waitForFirstFrame(d.page, 15000);
  let s = await debug(d.page);
  const card = 300 + s.menu.ruleSets.indexOf(rules);
  for (let i = 0; i < 30 && !(s.buttons.find((b) => b.id === card)?.h > 30); i++) {
    await d.page.mouse.move(200, 600);
    await d.page.mouse.wheel(0, 300);
    await d.page.waitForTimeout(100);
    s = await debug(d.page);
  }
  const b = s.buttons.find((x) => x.id === card);
  assert.ok(b, `the ${rules} card`);
  await d.tap(b.x, b.y);
  await until(d.page, 's.menu.rules === a', rules);
  await d.press('A friend');
  await d.press('By link');
  await d.press(side);
  await d.press('Play');
  await until(d.page, 's.screen === "notice" && !!s.link');
}

// A key, and two turns of the game's loop after it, so it is handled (keys are taken at the
// start of a turn; `ticks` counts them, drawn or not: an idle page draws 4 times a second).
async function key(d, k) {
  const before = (await debug(d.page)).ticks;
  await d.page.keyboard.press(k);
  await until(d.page, 's.ticks > a + 1', before);
}

// Plays this device's whole turn (throws with the Space key, the first move offered).
async function playTurn(d) {
  for (let i = 0; i < 400; i++) {
    const s = await debug(d.page);
    if (!s.link.myTurn || s.link.over) return;
    if (s.screen === 'notice') {
      await key(d, 'Escape');
    } else if (s.stage === 'await-throw') {
      await key(d, 'Space');
    } else if (s.stage === 'choose') {
      await key(d, s.selected < 0 ? 'Enter' : 'Enter');  // the first shows the first move, the next plays it
    } else {
      throw new Error(`unexpected on my turn: ${s.screen} ${s.stage}`);
    }
  }
  throw new Error('the turn did not end');
}

// Opens `url` in this device's tab (a new fragment: the game takes it as a link opened).
async function open(d, url) {
  const before = (await debug(d.page)).ticks;
  await d.page.goto(fastLink(url));
  await until(d.page, 's.ticks > a + 1', before);
}

// A link's code with one byte before its signature changed (in the signatures over the
// moves) and its checksum recomputed, so only the link's signature can tell (bytes: ...
// choices, signed moves, 64-byte signature, 4-byte checksum).
const forgeMove = (page, url) => page.evaluate(async (u) => {
  const code = u.slice(u.indexOf('#g=') + 3);
  const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (code.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  bytes[bytes.length - 4 - 64 - 1] ^= 1;  // the last byte of the choices
  const sum = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes.slice(0, bytes.length - 4)));
  bytes.set(sum.slice(0, 4), bytes.length - 4);
  const b64 = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return u.slice(0, u.indexOf('#g=') + 3) + b64;
}, url);

test('two devices play a correspondence game of tokens by links; forged, older and foreign links are refused', async () => {
  const a = await device();
  const b = await device();
  await startByLink(a, 'tokens', 'Light');
  let s = await debug(a.page);
  assert.equal(s.dialog.title, 'Invite your friend');
  assert.ok(s.dialog.lines.join(' ').includes('Send this link to your friend'), s.dialog.lines.join(' '));
  assert.ok(s.dialog.lines.join(' ').includes('whoever plays a turn can see all of that turn'), 'what links guarantee');
  assert.equal(s.link.me, 'light');
  assert.ok(s.link.url.startsWith(`${server.url.replace(/\/$/, '')}/#g=`), s.link.url);
  await a.press('Copy link');
  await until(a.page, 's.dialog && s.dialog.lines.some((l) => l.startsWith("• Copied"))');
  assert.equal(await a.page.evaluate(() => window.urCopiedLink), s.link.url);
  await screenshot(a.page, 'correspondence-invite-desktop');

  // B opens the invitation: joined, playing dark.
  await b.page.goto(fastLink(s.link.url));
  await waitForFirstFrame(b.page, 15000);
  await until(b.page, '!!s.link && s.screen === "notice"');
  s = await debug(b.page);
  assert.equal(s.link.me, 'dark');
  assert.ok(s.dialog.lines.join(' ').includes('You joined the game: you play Dark'), s.dialog.lines.join(' '));
  await screenshot(b.page, 'correspondence-joined-desktop');

  // Links back and forth until the game is over.
  let link = s.link.url;
  let holder = a, other = b;
  const history = { a: [], b: [] };
  let refusalsChecked = false, payForged = false;
  for (let exchange = 0; exchange < 600; exchange++) {
    await open(holder, link);
    s = await debug(holder.page);
    assert.ok(s.link, `a game by link after opening (${JSON.stringify(s.dialog)})`);
    await playTurn(holder);
    s = await debug(holder.page);
    link = s.link.url;
    history[holder === a ? 'a' : 'b'].push(link);
    if (s.link.over) break;
    assert.equal(s.screen, 'notice', `the panel with the link, after the turn: ${JSON.stringify({ stage: s.stage, link: s.link, notice: s.notice, status: s.status, ex: exchange })}`);
    assert.equal(s.dialog.title, 'Send this link to your friend');

    // B's friend's page cheats: to the link B just sent, it adds "pay to enter" for A's next
    // turn, signed with B's own key. A refuses it and its tokens stay; the honest link is
    // then taken as usual (next round of the loop).
    if (!payForged && holder === b) {
      const forged = await forgeForReceiver(b.page, link, 'pay');
      if (forged) {
        payForged = true;
        const stepsBefore = (await debug(a.page)).link?.steps;
        const storageBefore = await kept(a.page);
        await open(a, forged);
        await until(a.page, 's.screen === "notice" && s.dialog.title === "This link was refused"');
        const r = await debug(a.page);
        const words = r.dialog.lines.join(' ');
        assert.ok(words.includes('it makes a decision for your side (Light)') && words.includes('(pay)'), words);
        assert.equal(r.link?.steps, stepsBefore, "A's game unchanged");
        assert.deepEqual(await kept(a.page), storageBefore, "A's storage unchanged");
        await screenshot(a.page, 'correspondence-forged-pay-desktop');
        await key(a, 'Escape');
      }
    }

    // Once the game is well under way, on A: the forgeries.
    if (!refusalsChecked && holder === b && history.b.length >= 6) {
      refusalsChecked = true;
      await open(a, link);  // A takes B's newest link first
      await key(a, 'Escape');
      const stepsBefore = (await debug(a.page)).link.steps;
      const storageBefore = await kept(a.page);
      const refused = async (url, title, words, shot) => {
        await open(a, url);
        await until(a.page, 's.screen === "notice" && s.dialog.title === a', title);
        const r = await debug(a.page);
        assert.ok(r.dialog.lines.join(' ').includes(words), `"${words}" in: ${r.dialog.lines.join(' ')}`);
        assert.equal(r.link.steps, stepsBefore, 'the game unchanged');
        assert.deepEqual(await kept(a.page), storageBefore, 'the storage unchanged');
        if (shot) await screenshot(a.page, shot);
        await key(a, 'Escape');
      };
      const code = link.slice(link.indexOf('#g=') + 3);
      const i = Math.floor(code.length / 2);
      await refused(link.slice(0, link.indexOf('#g=') + 3) + code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1),
        'This is not a game link', 'checksum');
      await refused(await forgeMove(a.page, link), 'This link was refused', 'not signed by Dark: it was changed on its way, or forged',
        'correspondence-refused-desktop');
      await refused(history.b[history.b.length - 4], 'This link was refused', 'older link of this game');
      // A third device, which holds neither player's secret.
      const c = await device();
      await c.page.goto(fastLink(link));
      await waitForFirstFrame(c.page, 15000);
      await until(c.page, 's.screen === "notice"');
      const r = await debug(c.page);
      assert.equal(r.dialog.title, 'This game is not kept on this device');
      assert.equal(r.link, undefined);
      await c.context.close();
    }
    [holder, other] = [other, holder];
  }
  assert.ok(s.link.over, 'the game ended');
  assert.ok(payForged, 'a choice to pay before the throw was forged for A at least once');
  const lastLight = s.link.me;
  const finalPosition = s.position;
  await open(other, link);
  const t = await debug(other.page);
  assert.ok(t.link.over);
  assert.equal(t.position, finalPosition);
  assert.notEqual(t.link.me, lastLight);
  assert.ok(/You won the game|Your friend won the game/.test(t.link.status), t.link.status);
  assert.notEqual(t.link.status, s.link.status, 'one side won, the other lost');
  await other.page.waitForTimeout(1200);
  await screenshot(other.page, 'correspondence-over-desktop');
  assert.ok(history.a.length + history.b.length > 20, `${history.a.length + history.b.length} links`);

  // Reloading the page keeps the game (the seed and the newest link are kept).
  await other.page.reload();
  await waitForFirstFrame(other.page, 15000);
  await until(other.page, '!!s.link');
  assert.equal((await debug(other.page)).position, finalPosition);

  // Play again: a new game by link of the same rules, the sides swapped, its first link
  // ready to send.
  if ((await debug(other.page)).screen === 'notice') await other.page.keyboard.press('Escape');  // the game's panel
  await until(other.page, 's.screen === "result"');
  await other.press('Play again');
  await until(other.page, '!!s.link && !s.link.over && s.screen === "notice"');
  const again = await debug(other.page);
  assert.equal(again.dialog.title, 'Invite your friend');
  assert.notEqual(again.link.me, t.link.me, 'the sides swapped');
  assert.ok(again.link.steps < 3, 'a new game');
  assert.notEqual(again.link.url, link);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});

test('the invitation panel on a phone', async () => {
  const p = await device({ width: 390, height: 844 }, 3);
  await p.page.goto(server.url);
  await waitForFirstFrame(p.page, 15000);
  let s = await debug(p.page);
  // The set-up page: tap the finkel card, then choose by link.
  const card = 300 + s.menu.ruleSets.indexOf('finkel');
  const c = s.buttons.find((x) => x.id === card);
  await p.tap(c.x, c.y);
  await until(p.page, 's.menu.page === "setup"');
  await p.press('A friend');
  await p.press('By link');
  await p.press('Dark');
  s = await debug(p.page);
  await screenshot(p.page, 'correspondence-setup-phone');
  await p.press('Play');
  await until(p.page, 's.screen === "notice" && !!s.link');
  s = await debug(p.page);
  assert.equal(s.link.me, 'dark');
  assert.ok(s.dialog.textPx >= 16);
  for (const b of s.buttons) assert.ok(b.x - b.w / 2 >= 0 && b.x + b.w / 2 <= 390, `${b.label} on screen`);
  await screenshot(p.page, 'correspondence-invite-phone');
  assert.deepEqual(p.errors, []);
  await p.context.close();
});
