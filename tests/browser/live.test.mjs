// Live games between two browser pages on one machine (two contexts, each with its own
// storage, one Chromium): the host sets up "A friend · Online", the friend's page opens
// the invitation link and shows an answer, the host opens the answer in its tab, and the
// two pages connect over WebRTC (a data channel, host candidates only: the test serves an
// empty ice.json, there is no network). Whole games of ravensburger (short: about fifty
// turns; a game of finkel took nine minutes here, too long for CI) and jeu-royal are played
// key by key on whichever page has the turn; every message's time from one page's send
// to the other's receipt is measured. jeu-royal: the friend's page is closed mid-game (the
// host is told at once), a new invitation opened in a new page of the friend's browser
// takes the game up at the same point with the same dice; forged messages sent from the
// friend's page are refused and reported on the host's. Screenshots:
// live-{invite,qr,connected-host,connected-friend,lost,resumed,refused,over-host,over-friend}.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startServer, waitForFirstFrame, screenshot, fastPage, fastLink, part } from './harness.mjs';

let server, browser;
before(async () => {
  server = await startServer();
  // Chromium hides a page's local addresses behind mDNS names (a UUID.local) unless told
  // not to; with no mDNS responder between two headless pages the names would not
  // resolve, so the test shows the addresses (a player's browser keeps hiding them).
  browser = await chromium.launch({
    executablePath: process.env.UR_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      ...(process.env.UR_LIVE_MDNS ? [] : ['--disable-features=WebRtcHideLocalIpsWithMdns'])],
  });
});
after(async () => { await browser?.close(); server?.stop(); });

const debug = (page) => page.evaluate(() => JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])));
const until = (page, check, arg, timeout = 15000) => page.waitForFunction(
  ([fn, a]) => new Function('s', 'a', `return ${fn}`)(JSON.parse(Module.ccall('ur_debug_layout', 'string', [], [])), a),
  [check, arg], { timeout, polling: 20 });

// A player's browser. name: the name kept there (none: a first game online); phone: a
// phone's screen and touch.
async function device(name, phone = false) {
  const context = await browser.newContext(phone
    ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  if (name) await context.addInitScript((n) => { localStorage.setItem('ur.name', n); }, name);
  // No network here: no STUN server to ask, host candidates only.
  await context.route('**/ice.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"iceServers": []}' }));
  const d = { context, name, errors: [] };
  d.newPage = async () => {
    d.page = await context.newPage();
    d.page.on('pageerror', (err) => d.errors.push(String(err)));
    d.page.on('console', (msg) => { if (msg.type() === 'error') d.errors.push(msg.text()); });
    return d.page;
  };
  await d.newPage();
  d.press = async (label) => {
    let b;
    for (let i = 0; i < 50 && !b; i++) {
      b = (await debug(d.page)).buttons.find((x) => x.label === label && x.enabled);
      if (!b) await d.page.waitForTimeout(50);
    }
    assert.ok(b, `a "${label}" button`);
    if (phone) await d.page.touchscreen.tap(b.x, b.y); else await d.page.mouse.click(b.x, b.y);
    await d.page.waitForTimeout(60);
  };
  return d;
}

async function startLive(d, rules, side) {
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
  await d.page.mouse.click(b.x, b.y);
  await until(d.page, 's.menu.rules === a', rules);
  await d.press('A friend');
  await d.press('Online');
  await d.press(side);
  await d.press('Play');
  // The name the friend will see, asked first: the one kept on this device is in the field.
  await until(d.page, 's.screen === "name" && s.name.for === "host" && s.name.text === a', d.name);
  await d.press('Invite');
  await until(d.page, '!!s.live && s.live.phase === "waiting-for-answer"');
  return debug(d.page);
}

// Opens `url` in this device's tab at the quick pace (harness.mjs: fastLink): the same
// page, a new fragment, taken as a link opened.
async function openInTab(d, url) {
  const before = (await debug(d.page)).ticks;
  await d.page.goto(fastLink(url));
  await until(d.page, 's.ticks > a + 1', before);
}

// Host invites, friend answers, host opens the answer: connected on both.
async function connect(host, friend, invitation, fresh = true) {
  await friend.page.goto(fastLink(invitation));
  await waitForFirstFrame(friend.page, 15000);
  if (fresh) {  // a new game: the friend's name first (a game taken up again has it)
    await until(friend.page, 's.screen === "name" && s.name.for === "guest"');
    await friend.press('Join');
  }
  await until(friend.page, '!!s.live && s.live.phase === "answer-ready"');
  const answer = (await debug(friend.page)).live.link;
  await openInTab(host, answer);
  await until(host.page, 's.live.phase === "connected"');
  await until(friend.page, 's.live.phase === "connected"');
  return answer;
}

async function key(d, k) {
  const before = (await debug(d.page)).ticks;
  await d.page.keyboard.press(k);
  await until(d.page, 's.ticks > a + 1', before);
}

// One action by whichever page has the turn; after it, both pages show the same steps.
async function step(pages) {
  const states = await Promise.all(pages.map((d) => debug(d.page)));
  if (states.every((s) => s.live.over)) return false;
  const i = states.findIndex((s) => s.live.myTurn);
  if (i < 0) { await pages[0].page.waitForTimeout(10); return true; }
  const d = pages[i], s = states[i];
  if (s.screen === 'notice') await key(d, 'Escape');
  else if (s.stage === 'await-throw') await key(d, 'Space');
  else if (s.stage === 'choose') await key(d, 'Enter');
  else await d.page.waitForTimeout(10);
  return true;
}

async function playSome(pages, maxActions = 100000) {
  for (let n = 0; n < maxActions; n++) if (!(await step(pages))) return true;
  return false;
}

// Plays on until `done(states)` holds for the pages' states (or the game ends), for up to
// `ms` of wall time: the opponent's steps are animated, so a count of actions says little
// about how long a point takes to come.
async function playUntil(pages, done, ms = 90000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const states = await Promise.all(pages.map((d) => debug(d.page)));
    if (done(states) || states.some((s) => s.live.over) || Date.now() > deadline) return states;
    await step(pages);
  }
}

// Each message one page sent, matched to its receipt on the other: ms between them.
async function latencies(a, b) {
  const [la, lb] = await Promise.all([a.page.evaluate(() => window.urLive.log), b.page.evaluate(() => window.urLive.log)]);
  const out = [];
  for (const [from, to] of [[la, lb], [lb, la]]) {
    const arrivals = new Map();
    for (const e of to) if (e.dir === 'in' && !arrivals.has(e.text)) arrivals.set(e.text, e.at);
    for (const e of from) if (e.dir === 'out' && arrivals.has(e.text)) out.push(arrivals.get(e.text) - e.at);
  }
  out.sort((x, y) => x - y);
  return out;
}
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const kWhole = { rules: 'ravensburger', title: 'Ravensburger UR' };
test(`two pages play a whole live game of ${kWhole.rules} over WebRTC`, part(true), async () => {
  const a = await device('Ana');
  const b = await device('Ben');
  let s = await startLive(a, kWhole.rules, 'Light');
  assert.equal(s.dialog.title, 'Invite your friend');
  const invitation = s.live.link;
  assert.ok(invitation.startsWith(`${server.url.replace(/\/$/, '')}/#live=`), invitation);
  await screenshot(a.page, 'live-invite');
  const answer = await connect(a, b, invitation);
  console.log(`${kWhole.rules}: invitation link ${invitation.length} characters, answer link ${answer.length}`);
  s = await debug(b.page);
  assert.equal(s.live.opponent, 'Ana');
  assert.equal(s.live.me, 'dark');
  assert.equal((await debug(a.page)).live.opponent, 'Ben');
  await screenshot(a.page, 'live-connected-host');
  await screenshot(b.page, 'live-connected-friend');
  assert.ok(await playSome([a, b]), 'the game ended');
  const [sa, sb] = await Promise.all([debug(a.page), debug(b.page)]);
  assert.equal(sa.live.steps, sb.live.steps);
  assert.ok(sa.live.over && sb.live.over);
  assert.match(sa.live.status, /won the game/);
  assert.deepEqual(sa.live.refusals, []);
  assert.deepEqual(sb.live.refusals, []);
  await screenshot(a.page, 'live-over-host');
  await screenshot(b.page, 'live-over-friend');
  const ms = await latencies(a, b);
  console.log(`${kWhole.rules}: ${ms.length} messages, latency median ${pct(ms, 0.5).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms, max ${ms[ms.length - 1].toFixed(1)} ms, ${sa.live.steps} steps`);
  assert.ok(ms.length > 50);
  assert.ok(pct(ms, 0.95) < 200, 'messages arrive within 200 ms');

  // Another game over the same connection: Ana asks, Ben says yes, the sides swap.
  await until(a.page, 's.screen === "result"');
  await a.press('Play again');
  await until(a.page, 's.live.rematch === "asked" && s.screen === "notice"');
  assert.equal((await debug(a.page)).dialog.title, 'Another game');
  await until(b.page, 's.live.rematch === "offered" && s.screen === "notice"');
  const offer = await debug(b.page);
  assert.equal(offer.dialog.title, 'Another game?');
  assert.ok(offer.dialog.lines.join(' ').includes(`Ana asks for another game of ${kWhole.title}; this time you play Light`),
    offer.dialog.lines.join(' '));
  await screenshot(b.page, 'live-rematch-offer');
  await b.press('Play');
  await until(a.page, 's.live.id !== a && s.live.phase === "connected"', sa.live.id);
  await until(b.page, 's.live.id !== a', sb.live.id);
  const [ra, rb] = await Promise.all([debug(a.page), debug(b.page)]);
  assert.equal(ra.live.id, rb.live.id, 'the same new game on both');
  assert.equal(ra.live.me, 'dark');
  assert.equal(rb.live.me, 'light');
  assert.ok(!ra.live.over && ra.live.decisions === 0 && rb.live.decisions === 0, 'a new game from its start');
  assert.equal(await playSome([a, b], 10), false, 'the new game goes on');
  await screenshot(a.page, 'live-rematch-host');
  assert.deepEqual((await debug(a.page)).live.refusals, []);
  assert.deepEqual((await debug(b.page)).live.refusals, []);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});

// A move message in the friend's name, made in its page and sent over its own connection
// (bytes: version 1, kind 5 (a signed move), game id, sender, decision number, choice,
// throw, a signature of 64 zero bytes: a cheat cannot sign with the friend's key; checksum).
const sendForgedMove = (page, number, choice, throwSeen) => page.evaluate(async ([n, c, t]) => {
  const sample = window.urLive.log.find((e) => e.dir === 'out').text;
  const raw = Uint8Array.from(atob(sample.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (sample.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
  const varint = (v) => { const o = []; while (v >= 0x80) { o.push((v & 0x7f) | 0x80); v >>>= 7; } o.push(v); return o; };
  const body = Uint8Array.from([1, 5, ...raw.slice(2, 18), raw[18], ...varint(n), ...varint(c), t, ...new Array(64).fill(0)]);
  const sum = new Uint8Array(await crypto.subtle.digest('SHA-256', body)).slice(0, 4);
  const all = new Uint8Array([...body, ...sum]);
  const text = btoa(String.fromCharCode(...all)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return window.urLive.send(text);
}, [number, choice, throwSeen]);

test('jeu-royal live: a page closed mid-game, a new invitation resumes it with the same dice; forgeries refused', part(true), async () => {
  const a = await device('Ana');
  const b = await device('Ben');
  const s0 = await startLive(a, 'jeu-royal', 'Light');
  // The invitation as a QR code for a phone beside the computer; a click closes it.
  await a.press('QR code');
  await until(a.page, 's.live.qr >= 21');
  const qr = await screenshot(a.page, 'live-qr');
  const [corner, quiet] = await qr.pixels([[640, 400], [5, 5]]);
  assert.ok(quiet.every((c) => c < 60), 'the screen around the code is dimmed');
  console.log(`jeu-royal: the invitation's QR code has ${(await debug(a.page)).live.qr} modules a side`);
  await a.page.mouse.click(640, 400);
  await until(a.page, 's.live.qr === 0 && s.screen === "notice"');
  assert.ok(corner.length === 3);
  await connect(a, b, s0.live.link);
  assert.equal(await playSome([a, b], 12), false, 'the game goes on after 12 actions');
  // Forgeries from the friend's page, refused and reported on the host's.
  let sa = await debug(a.page);
  let sb = await debug(b.page);
  [sa, sb] = await playUntil([a, b], ([, y]) => y.live.myTurn && y.stage === 'choose');
  assert.ok(sb.live.myTurn && sb.stage === 'choose', 'the friend chooses a move');
  sa = await debug(a.page);
  const stepsBefore = sa.live.steps;
  assert.ok(await sendForgedMove(b.page, sb.live.decisions, 60, sb.live.throw));
  await until(a.page, 's.live.refusals.length === 1');
  sa = await debug(a.page);
  assert.match(sa.live.refusals[0], /^forged move: Dark has no legal action number 61 here/);
  assert.equal(sa.dialog.title, 'A message from Ben was refused');
  await screenshot(a.page, 'live-refused');
  assert.ok(await sendForgedMove(b.page, sb.live.decisions, 0, (sb.live.throw + 1) % 5));
  await until(a.page, 's.live.refusals.length === 2');
  assert.match((await debug(a.page)).live.refusals[1], /^altered throw/);
  // A legal move with the right throw, but not signed with the friend's key.
  assert.ok(await sendForgedMove(b.page, sb.live.decisions, 0, sb.live.throw));
  await until(a.page, 's.live.refusals.length === 3');
  assert.match((await debug(a.page)).live.refusals[2], /^forged move: move \d+ is not signed by Dark's key/);
  assert.ok(await b.page.evaluate(() => window.urLive.send('AQMdamaged')));
  await until(a.page, 's.live.refusals.length === 4');
  assert.match((await debug(a.page)).live.refusals[3], /damaged|cut short/);
  assert.equal((await debug(a.page)).live.steps, stepsBefore, 'the host\'s game is unchanged');
  // A move out of turn: the friend moves while the host has the turn.
  [sa] = await playUntil([a, b], ([x]) => x.live.myTurn && x.stage === 'choose' && x.screen !== 'notice');
  assert.ok(!sa.live.over, 'the game goes on');
  sb = await debug(b.page);
  assert.ok(await sendForgedMove(b.page, sa.live.decisions, 0, sa.live.throw));
  await until(a.page, 's.live.refusals.length === 5');
  assert.match((await debug(a.page)).live.refusals[4], /^a move out of turn: it is Light's move, not Dark's/);
  console.log(`jeu-royal: refused on the host's page: ${(await debug(a.page)).live.refusals.join(' | ')}`);
  await a.page.keyboard.press('Escape');

  // The friend plays on; its page is closed just after its move.
  [, sb] = await playUntil([a, b], ([, y]) => y.live.myTurn && y.stage === 'choose');
  assert.ok(!sb.live.over && sb.live.myTurn, 'the game goes on, the friend to move');
  await key(b, 'Enter');
  await key(b, 'Enter');
  const movedSteps = (await debug(b.page)).live.steps;
  const closedAt = Date.now();
  await b.page.close();
  await until(a.page, 's.live.phase === "disconnected"', undefined, 5000);
  const toldMs = Date.now() - closedAt;
  console.log(`jeu-royal: the host was told the friend's page closed after ${toldMs} ms`);
  assert.ok(toldMs < 3000, 'told at once');
  sa = await debug(a.page);
  assert.equal(sa.dialog.title, 'The connection was lost');
  await screenshot(a.page, 'live-lost');
  const hostSteps = sa.live.steps;

  // A new invitation; the friend opens it in a new page of the same browser (its storage).
  await a.press('New invitation');
  await until(a.page, 's.live.phase === "waiting-for-answer"');
  const again = (await debug(a.page)).live.link;
  console.log(`jeu-royal: the new invitation is ${again.length} characters`);
  await b.newPage();
  await connect(a, b, again, false);
  await until(a.page, 's.live.steps === a', movedSteps);
  sa = await debug(a.page);
  sb = await debug(b.page);
  assert.equal(sb.live.steps, sa.live.steps, 'the same point on both');
  assert.ok(sa.live.steps >= hostSteps);
  await screenshot(b.page, 'live-resumed');
  assert.ok(await playSome([a, b]), 'the game ended');
  [sa, sb] = await Promise.all([debug(a.page), debug(b.page)]);
  assert.equal(sa.live.steps, sb.live.steps);
  assert.ok(sa.live.over && sb.live.over);
  assert.equal(sb.live.refusals.length, 0);
  const ms = await latencies(a, b);
  console.log(`jeu-royal (after the resume): ${ms.length} messages, latency median ${pct(ms, 0.5).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms`);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});

test('a second guest is told the invitation is taken; a friend who withholds its dice is named, and leaving keeps the game', part(false), async () => {
  const a = await device('Ana');
  const b = await device('Ben');
  const c = await device('Cleo');
  const s0 = await startLive(a, 'finkel', 'Light');
  await connect(a, b, s0.live.link);
  // Cleo opens the same invitation: her page cannot know, so it answers too; the host
  // refuses her answer and stays connected to Ben.
  await c.page.goto(fastLink(s0.live.link));
  await waitForFirstFrame(c.page, 15000);
  await until(c.page, 's.screen === "name" && s.name.for === "guest"');
  await c.press('Join');
  await until(c.page, '!!s.live && s.live.phase === "answer-ready"');
  await openInTab(a, (await debug(c.page)).live.link);
  await until(a.page, 's.screen === "notice"');
  let sa = await debug(a.page);
  assert.ok(sa.dialog.lines.join(' ').includes("This invitation is already taken by Ben: Cleo's answer is not used"), sa.dialog.lines.join(' '));
  assert.equal(sa.live.opponent, 'Ben');
  assert.equal(sa.live.phase, 'connected');
  await screenshot(a.page, 'live-taken');
  await key(a, 'Escape');
  // Cleo's page, a minute later, says what may have happened.
  await c.page.evaluate(() => Module.ccall('ur_debug_live_skew', null, ['number'], [61000]));
  await until(c.page, 's.live.status.includes("Ana has not taken your answer yet")');
  await c.context.close();

  // Dan's invitation to another game, opened in the middle of this one: asked, not joined.
  const dan = await device('Dan');
  const sd = await startLive(dan, 'blitz', 'Light');
  await openInTab(a, sd.live.link);
  await until(a.page, 's.screen === "notice" && s.dialog.title === "Another game\'s invitation"');
  sa = await debug(a.page);
  assert.ok(sa.dialog.lines.join(' ').includes('You are in the middle of a game with Ben'), sa.dialog.lines.join(' '));
  await screenshot(a.page, 'live-other-invitation');
  await a.press('Stay in this game');
  await until(a.page, 's.screen !== "notice"');
  sa = await debug(a.page);
  assert.equal(sa.live.opponent, 'Ben');
  assert.equal(sa.live.phase, 'connected');
  await dan.context.close();

  // Ben's page is modified: after a few moves it never sends its values again.
  assert.equal(await playSome([a, b], 8), false, 'the game goes on');
  await b.page.evaluate(() => {
    const send = window.urLive.send;
    window.urLive.send = (text) => {
      const head = atob(text.slice(0, 4).replace(/-/g, '+').replace(/_/g, '/'));
      return head.charCodeAt(1) === 4 ? true : send(text);  // kind 4: a reveal, withheld
    };
  });
  [sa] = await playUntil([a, b], ([x]) => /Throwing/.test(x.live.status) && !x.live.myTurn, 60000);
  assert.match(sa.live.status, /Throwing/, `Ana waits for the dice: ${sa.live.status}`);
  await a.page.evaluate(() => Module.ccall('ur_debug_live_skew', null, ['number'], [25000]));
  await until(a.page, '/^Waiting for Ben.s dice · 2[5-9] s/.test(s.live.status)');
  await screenshot(a.page, 'live-stalled-waiting');
  await a.page.evaluate(() => Module.ccall('ur_debug_live_skew', null, ['number'], [36000]));
  await until(a.page, 's.screen === "notice" && s.buttons.some((x) => x.label === "Leave, keep the game")');
  sa = await debug(a.page);
  assert.ok(sa.dialog.lines.join(' ').includes('Ben has not answered for a minute'), sa.dialog.lines.join(' '));
  await screenshot(a.page, 'live-stalled-leave');
  await a.press('Leave, keep the game');
  await until(a.page, 's.live.phase === "disconnected"');
  sa = await debug(a.page);
  assert.match(sa.live.status, /Ben \(Dark\) stopped answering: no dice for round \d+ after 6\d s/);
  assert.ok(sa.buttons.some((x) => x.label === 'New invitation'), 'a new invitation takes the game up');
  // The start screen offers it.
  await key(a, 'Escape');
  await key(a, 'Escape');
  await until(a.page, 's.screen === "confirm-leave" || s.screen === "menu"');
  if ((await debug(a.page)).screen === 'confirm-leave') await a.press('Leave');
  await until(a.page, 's.screen === "menu"');
  assert.ok((await debug(a.page)).buttons.some((x) => /Continue online with Ben/.test(x.label)), 'Continue online with Ben');
  assert.deepEqual(a.errors, []);
  await a.context.close();
  await b.context.close();
});

test('both pages closed: the start screen offers the kept game, and taking it up invites the friend again', part(false), async () => {
  const a = await device('Ana');
  const b = await device('Ben');
  const s0 = await startLive(a, 'finkel', 'Dark');
  await connect(a, b, s0.live.link);
  assert.equal(await playSome([a, b], 16), false, 'the game goes on after 16 actions');
  for (let i = 0; i < 200; i++) {  // until both pages show the same steps
    const [x, y] = await Promise.all([debug(a.page), debug(b.page)]);
    if (x.live.steps === y.live.steps) break;
    await a.page.waitForTimeout(20);
  }
  const kept = (await debug(a.page)).live.steps;
  await a.page.close();
  await b.page.close();
  // Ana comes back to the site later: its start screen offers the game with Ben.
  await a.newPage();
  await a.page.goto(fastPage(server));
  await waitForFirstFrame(a.page, 15000);
  await screenshot(a.page, 'live-continue-start');
  await a.press('Continue online with Ben');
  await until(a.page, '!!s.live && s.live.phase === "waiting-for-answer"');
  let sa = await debug(a.page);
  assert.equal(sa.live.steps, kept, 'the game at the point it was left');
  await b.newPage();
  await connect(a, b, sa.live.link, false);
  // Ben's page has the game from Ana's once they are connected (a message over the
  // channel, which may come a frame after the phase says "connected").
  await until(b.page, 's.live.steps === a', kept);
  const sb = await debug(b.page);
  sa = await debug(a.page);
  assert.equal(sb.live.steps, kept);
  assert.equal(sa.live.steps, kept);
  assert.equal(await playSome([a, b], 10), false, 'it goes on');
  assert.equal((await debug(a.page)).live.refusals.length, 0);
  assert.equal((await debug(b.page)).live.refusals.length, 0);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});

test('names: a first game online asks each player’s name, types accents, remembers it; a phone shows the panels whole', part(false), async () => {
  const a = await device(null, true);  // a phone, no name kept yet
  const b = await device(null);
  await a.page.goto(fastPage(server));
  await waitForFirstFrame(a.page, 15000);
  let s = await debug(a.page);
  const card = s.buttons.find((x) => x.id === 300 + s.menu.ruleSets.indexOf('finkel'));
  await a.page.touchscreen.tap(card.x, card.y);
  await until(a.page, 's.menu.page === "setup"');
  await a.press('A friend');
  await a.press('Online');
  await a.press('Play');
  await until(a.page, 's.screen === "name" && s.name.for === "host" && s.name.text === ""');
  s = await debug(a.page);
  assert.equal(s.buttons.find((x) => x.label === 'Invite').enabled, false, 'no name, no invitation yet');
  // The page's own field lies over the drawn one, focused: the phone's keyboard types into it.
  const field = await a.page.evaluate(() => {
    const f = document.getElementById('text-field');
    const r = f.getBoundingClientRect();
    return { hidden: f.hidden, focused: document.activeElement === f, x: r.x, y: r.y, w: r.width, h: r.height };
  });
  assert.ok(!field.hidden && field.focused, 'the field is shown and focused');
  for (const k of ['x', 'y', 'w', 'h']) assert.ok(Math.abs(field[k] - s.name.field[k]) < 1, `the page's field on the drawn one (${k})`);
  assert.ok(s.name.field.y + s.name.field.h < 844 * 0.6, 'above the keyboard');
  await a.page.keyboard.type('Zoé Ödön');
  await until(a.page, 's.name.text === "Zoé Ödön"');
  await screenshot(a.page, 'live-name-phone');
  await a.page.keyboard.press('Enter');
  await until(a.page, '!!s.live && s.live.phase === "waiting-for-answer"');
  assert.equal(await a.page.evaluate(() => document.getElementById('text-field').hidden), true, 'the field is gone');
  await screenshot(a.page, 'live-invite-phone');
  const invitation = (await debug(a.page)).live.link;

  // The friend: Escape first (nothing happens), then the link again, a name, Join.
  await b.page.goto(fastLink(invitation));
  await waitForFirstFrame(b.page, 15000);
  await until(b.page, 's.screen === "name" && s.name.for === "guest"');
  s = await debug(b.page);
  assert.match(s.dialog.lines.join(' '), /Zoé Ödön invites you to a game of Finkel/);
  await screenshot(b.page, 'live-name-guest');
  await b.page.keyboard.press('Escape');
  await until(b.page, 's.screen !== "name"');
  assert.equal((await debug(b.page)).live, undefined, 'cancelled: no game, no answer');
  await b.page.reload();
  await waitForFirstFrame(b.page, 15000);
  await until(b.page, 's.screen === "name" && s.name.for === "guest"');
  await b.page.keyboard.type('Ben');
  await b.press('Join');
  await until(b.page, '!!s.live && s.live.phase === "answer-ready"');
  const answer = (await debug(b.page)).live.link;
  await openInTab(a, answer);
  await until(a.page, 's.live.phase === "connected"');
  await until(b.page, 's.live.phase === "connected"');
  assert.equal((await debug(a.page)).live.opponent, 'Ben');
  assert.equal((await debug(b.page)).live.opponent, 'Zoé Ödön');
  assert.equal(await playSome([a, b], 8), false, 'the game goes on');
  await until(a.page, 's.screen === "game" || s.screen === "notice"');
  await screenshot(a.page, 'live-connected-phone');
  s = await debug(a.page);
  for (const x of s.buttons) assert.ok(x.x >= 0 && x.x <= 390 && x.y >= 0 && x.y <= 844, `${x.label} on the phone's screen`);
  // Next time the name is in the field already.
  await a.page.goto(fastPage(server));
  await waitForFirstFrame(a.page, 15000);
  assert.equal(await a.page.evaluate(() => localStorage.getItem('ur.name')), 'Zoé Ödön');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});
