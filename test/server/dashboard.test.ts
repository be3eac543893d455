/**
 * The developer dashboard through the gateway (no socket, embedded store): accounts, sessions, CSRF,
 * sign-in throttling, password rehashing and the hashing bound, keys shown once, the 5-key cap, revocation on the next request, usage figures.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { FileStore } from '../../src/server/store/file-store.js';
import { makeTestApp } from './helpers.js';
import { testModule } from './test-module.js';
import { DashboardClient, FAST_SCRYPT, csrfOf, keyIdsOf } from './dashboard-client.js';
import { DEFAULT_SCRYPT, hashPassword, needsRehash, storedParams } from '../../src/server/dashboard/passwords.js';
import { HashGate } from '../../src/server/dashboard/hash-gate.js';
import { MessageChannel } from 'node:worker_threads';
import { MainThreadRpc, createSharedUsageStore, serveRpc } from '../../src/server/threads/shared-store.js';
import { SharedUsageTable } from '../../src/server/threads/shared-usage.js';

const mk = (o: Parameters<typeof makeTestApp>[0] = {}) => makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false, computeThreads: 0, dashboard: { scrypt: FAST_SCRYPT }, ...o } as any);

test('sign up, create a key shown once, call the API, revoke, next call 401', async (t) => {
  const a = await mk();
  const c = new DashboardClient(a.app);
  const first = await c.get('/dashboard');
  t.is(first.status, 200);
  t.regex(first.headers['Content-Type'], /^text\/html/);
  t.regex(first.text, /Sign in/);
  t.regex(first.headers['Set-Cookie'], /^kk_pre=[A-Za-z0-9_-]{43}; Path=\/dashboard; HttpOnly; SameSite=Lax/);
  t.regex(first.headers['Content-Security-Policy'], /script-src 'nonce-/);
  t.is(first.headers['Cache-Control'], 'no-store');

  const su = await c.signUp('Dev@Example.org');
  t.is(su.status, 303);
  t.is(su.headers['Location'], '/dashboard');
  const sc = su.headers['Set-Cookie'];
  t.regex(sc, /^kk_session=[A-Za-z0-9_-]{43}; Path=\/dashboard; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
  t.notRegex(sc, /Secure/, 'no Secure attribute over plain HTTP');

  const dash = await c.get('/dashboard');
  t.is(dash.status, 200);
  t.regex(dash.text, /dev@example\.org/);
  t.regex(dash.text, /0 of 5 active keys/);
  t.regex(dash.text, /<svg class="chart"/);
  t.regex(dash.text, /kalakosha accounts set-tier usr_[0-9a-f]{16} dev/);
  t.notRegex(dash.text, /Internal/, 'the internal tier is never offered');

  const { res, apiKey } = await c.createKey('laptop');
  t.is(res.status, 201);
  t.truthy(apiKey);
  t.regex(res.text, /only time it is shown/);
  t.regex(res.text, /data-copy="new-key"/);
  const again = await c.get('/dashboard');
  t.false(again.text.includes(apiKey!), 'the key is shown once');
  t.true(again.text.includes(apiKey!.slice(0, 16)), 'its prefix is listed');
  t.regex(again.text, /laptop/);

  t.is((await a.get('/test/v1/echo', { 'x-api-key': apiKey! })).status, 200);
  t.regex((await c.get('/dashboard')).text, /<strong>1<\/strong> request this month/, 'one request, in the singular');
  for (let i = 0; i < 2; i++) t.is((await a.get('/test/v1/echo', { 'x-api-key': apiKey! })).status, 200);
  const usage = await c.get('/dashboard');
  t.regex(usage.text, /<strong>3<\/strong> requests this month/);
  t.regex(usage.text, /<span>3<\/span> <span class="muted">\/ 20<\/span>/, 'this minute against the Free limit');
  t.regex(usage.text, /<span>3<\/span> <span class="muted">\/ 1,000<\/span>/, 'this month against the Free quota');
  t.notRegex(usage.text, /Last used<\/th>[\s\S]*<td><span class="muted">never<\/span><\/td>\s*<td><svg/, 'last-used time is shown');

  const [keyId] = keyIdsOf(usage.text);
  const confirm = await c.get(`/dashboard/keys/${keyId}/revoke`);
  t.is(confirm.status, 200);
  t.regex(confirm.text, /Revoke key .*laptop/);
  const rv = await c.post(`/dashboard/keys/${keyId}/revoke`, { csrf: csrfOf(confirm.text) });
  t.is(rv.status, 303);
  const refused = await a.get('/test/v1/echo', { 'x-api-key': apiKey! });
  t.is(refused.status, 401);
  t.is(refused.json.error.code, 'INVALID_API_KEY');
  t.regex((await c.get('/dashboard?notice=revoked')).text, /Key revoked/);
  await a.app.close();
});

test('at most 5 active keys, enforced on the server; keys take the account tier', async (t) => {
  const a = await mk();
  const c = new DashboardClient(a.app);
  await c.signUp('five@example.org');
  const keys: string[] = [];
  for (let i = 0; i < 5; i++) {
    const { res, apiKey } = await c.createKey('k' + i);
    t.is(res.status, 201);
    keys.push(apiKey!);
  }
  const page = await c.get('/dashboard');
  t.regex(page.text, /5 of 5 active/);
  t.regex(page.text, /<button class="btn btn-primary" type="submit" disabled>Create key/);
  // A forged POST (the button is disabled, not the server) is refused too.
  const sixth = await c.post('/dashboard/keys', { csrf: csrfOf(page.text), name: 'six' });
  t.is(sixth.status, 409);
  t.regex(sixth.text, /already have 5 active keys/);
  // A tier field in the form is ignored: keys are free until the operator upgrades the account.
  const k = await a.app.store.authenticate(keys[0], Date.now());
  t.is(k!.tier, 'free');
  await a.app.store.setAccountTier(k!.account, 'pro', Date.now());
  t.is((await a.app.store.authenticate(keys[1], Date.now()))!.tier, 'pro');
  t.regex((await c.get('/dashboard')).text, /<span class="tier-badge">Pro<\/span>/);
  await a.app.close();
});

test('at most 10 keys created per day: the 11th is refused with 429 and Retry-After, revoked keys included', async (t) => {
  const a = await mk();
  const c = new DashboardClient(a.app);
  await c.signUp('churn@example.org');
  const seen = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const { res } = await c.createKey('k' + i);
    t.is(res.status, 201);
    const id = keyIdsOf(res.text).find((k) => !seen.has(k))!; // the new one
    seen.add(id);
    const confirm = await c.get(`/dashboard/keys/${id}/revoke`);
    t.is((await c.post(`/dashboard/keys/${id}/revoke`, { csrf: csrfOf(confirm.text) })).status, 303);
  }
  const { res, apiKey } = await c.createKey('eleventh');
  t.is(res.status, 429);
  t.is(apiKey, null);
  t.regex(res.headers['Retry-After'], /^\d+$/);
  t.true(Number(res.headers['Retry-After']) <= 86400);
  t.regex(res.text, /created 10 keys today/);
  await a.app.close();
});

test('CSRF: missing, wrong or cross-site tokens are refused', async (t) => {
  const a = await mk();
  const c = new DashboardClient(a.app);
  await c.get('/dashboard/signup');
  const noToken = await c.post('/dashboard/signup', { email: 'x@example.org', password: 'long enough password' });
  t.is(noToken.status, 403);
  const signup = await c.get('/dashboard/signup');
  const crossSite = await c.post('/dashboard/signup', { csrf: csrfOf(signup.text), email: 'x@example.org', password: 'long enough password' }, { origin: 'https://evil.example' });
  t.is(crossSite.status, 403);
  const fetchSite = await c.post('/dashboard/signup', { csrf: csrfOf(signup.text), email: 'x@example.org', password: 'long enough password' }, { 'sec-fetch-site': 'cross-site' });
  t.is(fetchSite.status, 403);
  t.is((await c.signUp('x@example.org')).status, 303);

  // Signed in: another session's token does not work, nor does the pre-session one.
  const other = new DashboardClient(a.app);
  await other.signUp('y@example.org');
  const otherToken = csrfOf((await other.get('/dashboard')).text);
  t.is((await c.post('/dashboard/keys', { csrf: otherToken })).status, 403);
  t.is((await c.post('/dashboard/keys', { csrf: 'x'.repeat(43) })).status, 403);
  t.is((await c.createKey()).res.status, 201);
  await a.app.close();
});

test('another user cannot see, rename or revoke my keys', async (t) => {
  const a = await mk();
  const me = new DashboardClient(a.app);
  await me.signUp('me@example.org');
  const { apiKey } = await me.createKey('mine');
  const [keyId] = keyIdsOf((await me.get('/dashboard')).text);
  const eve = new DashboardClient(a.app);
  await eve.signUp('eve@example.org');
  t.false((await eve.get('/dashboard')).text.includes(keyId));
  t.is((await eve.get(`/dashboard/keys/${keyId}/revoke`)).status, 404);
  t.is((await eve.submit('/dashboard', `/dashboard/keys/${keyId}/revoke`, {})).status, 404);
  t.is((await eve.submit('/dashboard', `/dashboard/keys/${keyId}/name`, { name: 'pwned' })).status, 404);
  t.truthy(await a.app.store.authenticate(apiKey!, Date.now()));
  // And signed out, the key routes redirect to the sign-in page.
  const anon = new DashboardClient(a.app);
  t.is((await anon.get(`/dashboard/keys/${keyId}/revoke`)).status, 303);
  await a.app.close();
});

test('rename a key', async (t) => {
  const a = await mk();
  const c = new DashboardClient(a.app);
  await c.signUp('rename@example.org');
  await c.createKey('old name');
  const [keyId] = keyIdsOf((await c.get('/dashboard')).text);
  const r = await c.submit('/dashboard', `/dashboard/keys/${keyId}/name`, { name: '  production <web>  ' });
  t.is(r.status, 303);
  const page = (await c.get('/dashboard?notice=renamed')).text;
  t.regex(page, /production &#60;web&#62;/, 'names are trimmed and HTML-escaped');
  t.regex(page, /Key renamed/);
  await a.app.close();
});

test('sign in and out; wrong passwords; sessions and passwords are stored hashed', async (t) => {
  const a = await mk();
  const c = new DashboardClient(a.app);
  await c.signUp('who@example.org', 'my secret passphrase');
  const sessionCookie = c.cookies.get('kk_session')!;
  const out = await c.submit('/dashboard', '/dashboard/logout', {});
  t.is(out.status, 303);
  t.regex(out.headers['Set-Cookie'], /kk_session=; .*Max-Age=0/);
  t.regex((await c.get('/dashboard?notice=signed-out')).text, /You are signed out/);
  // The old cookie is dead on the server too.
  const replay = new DashboardClient(a.app);
  replay.cookies.set('kk_session', sessionCookie);
  t.regex((await replay.get('/dashboard')).text, /Sign in/);

  const wrong = await c.submit('/dashboard', '/dashboard/login', { email: 'who@example.org', password: 'not my passphrase' });
  t.is(wrong.status, 401);
  t.regex(wrong.text, /email or password is not correct/);
  const unknown = await c.submit('/dashboard', '/dashboard/login', { email: 'nobody@example.org', password: 'not my passphrase' });
  t.is(unknown.status, 401, 'same answer for an unknown email');
  const ok = await c.submit('/dashboard', '/dashboard/login', { email: 'WHO@example.org ', password: 'my secret passphrase' });
  t.is(ok.status, 303);
  t.not(c.cookies.get('kk_session'), sessionCookie, 'a fresh session token at every sign-in');
  t.regex((await c.get('/dashboard')).text, /who@example\.org/);

  const journal = readFileSync(join(a.stateDir, 'journal.jsonl'), 'utf8');
  t.false(journal.includes('my secret passphrase'));
  t.false(journal.includes(c.cookies.get('kk_session')!));
  t.regex(journal, /"passwordHash":"scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+"/);
  await a.app.close();
});

/** An app on a clock the test moves, for the sign-in throttle's waits. */
async function clocked(dashboard: Record<string, unknown> = {}) {
  const clock = { nowMs: Date.UTC(2026, 10, 21, 10, 0, 0) };
  const a = await mk({ clock: () => clock.nowMs, dashboard: { scrypt: FAST_SCRYPT, ...dashboard } } as any);
  return { a, clock };
}
const signIn = (c: DashboardClient, email: string, password: string) => c.submit('/dashboard', '/dashboard/login', { email, password });

test('the owner gets in from a new address while other addresses run up failures on the account', async (t) => {
  const { a, clock } = await clocked();
  const owner = new DashboardClient(a.app, { ip: '198.51.100.1' });
  await owner.signUp('target@example.org', 'the real password');
  // One address fails 12 times, waiting out each delay; eleven more addresses fail twice each.
  const attacker = new DashboardClient(a.app, { ip: '198.51.100.2' });
  for (let i = 0; i < 12; i++) {
    const r = await signIn(attacker, 'target@example.org', 'guess ' + i);
    t.is(r.status, 401, `failure ${i + 1} is checked once its delay has passed`);
    clock.nowMs += 70_000;
  }
  for (let j = 0; j < 11; j++) {
    const bot = new DashboardClient(a.app, { ip: `203.0.113.${10 + j}` });
    for (let i = 0; i < 2; i++) t.is((await signIn(bot, 'target@example.org', `bot ${j} ${i}`)).status, 401);
  }
  t.is((await signIn(attacker, 'target@example.org', 'the real password')).status, 429, 'the failing address is held even with the right password');
  const fresh = new DashboardClient(a.app, { ip: '192.0.2.77' });
  const ok = await signIn(fresh, 'TARGET@example.org', 'the real password');
  t.is(ok.status, 303, 'the right password from an address with no failures gets in');
  t.regex((await fresh.get('/dashboard')).text, /target@example\.org/);
  await a.app.close();
});

test('repeated failures from one address are delayed 1 s, 2 s, 4 s … with Retry-After; success clears them', async (t) => {
  const { a, clock } = await clocked();
  const owner = new DashboardClient(a.app, { ip: '198.51.100.1' });
  await owner.signUp('slow@example.org', 'the real password');
  const c = new DashboardClient(a.app, { ip: '198.51.100.9' });
  for (let i = 0; i < 5; i++) t.is((await signIn(c, 'slow@example.org', 'wrong ' + i)).status, 401, 'five failures cost nothing');
  for (const waitSec of [1, 2, 4, 8]) {
    const held = await signIn(c, 'slow@example.org', 'the real password');
    t.is(held.status, 429, 'the next attempt must wait, even with the right password');
    t.is(held.headers['Retry-After'], String(waitSec));
    t.regex(held.text, new RegExp(`Too many failed sign-ins for this email from your network\\. Wait ${waitSec} seconds? before trying again`));
    clock.nowMs += waitSec * 1000 - 1;
    t.is((await signIn(c, 'slow@example.org', 'wrong again')).status, 429, 'not a millisecond early');
    clock.nowMs += 1;
    t.is((await signIn(c, 'slow@example.org', 'wrong again')).status, 401, 'checked once the delay has passed');
  }
  t.is((await signIn(c, 'slow@example.org', 'the real password')).status, 429);
  clock.nowMs += 16_000;
  t.is((await signIn(c, 'slow@example.org', 'the real password')).status, 303);
  const again = new DashboardClient(a.app, { ip: '198.51.100.9' });
  for (let i = 0; i < 5; i++) t.is((await signIn(again, 'slow@example.org', 'wrong ' + i)).status, 401, 'the successful sign-in cleared the failures');
  // Delays are capped: after many failures the wait stops growing.
  for (let i = 0; i < 12; i++) {
    const r = await signIn(again, 'slow@example.org', 'wrong');
    if (r.status === 429) clock.nowMs += Number(r.headers['Retry-After']) * 1000;
  }
  const capped = await signIn(again, 'slow@example.org', 'wrong');
  t.is(capped.status, 429);
  t.true(Number(capped.headers['Retry-After']) <= 300, 'at most 5 minutes');
  t.regex(capped.text, /Wait \d+ (seconds|minutes)/);
  await a.app.close();
});

test('one address is capped across emails; a distributed attack on one account is slowed, not locked', async (t) => {
  const { a, clock } = await clocked({ signInThrottle: { perAddress: 6, accountFreeFailures: 3 } });
  const owner = new DashboardClient(a.app, { ip: '198.51.100.1' });
  await owner.signUp('many@example.org', 'the real password');
  const sprayer = new DashboardClient(a.app, { ip: '198.51.100.2' });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await signIn(sprayer, `user${i}@example.org`, 'whatever it is')).status);
  t.deepEqual(statuses, [401, 401, 401, 401, 401, 401, 429]);
  const capped = await signIn(sprayer, 'many@example.org', 'the real password');
  t.is(capped.status, 429, 'the address cap holds every email');
  t.regex(capped.text, /Too many sign-in attempts from your network\. Try again in 15 minutes/);
  t.is(capped.headers['Retry-After'], '900');

  // Many addresses, each failing twice: second attempts count against the account; past 3 they wait.
  const seconds: number[] = [];
  for (let j = 0; j < 5; j++) {
    const bot = new DashboardClient(a.app, { ip: `203.0.113.${j + 1}` });
    t.is((await signIn(bot, 'many@example.org', 'first guess')).status, 401);
    seconds.push((await signIn(bot, 'many@example.org', 'second guess')).status);
  }
  t.deepEqual(seconds, [401, 401, 401, 429, 429]);
  const slowed = new DashboardClient(a.app, { ip: '203.0.113.1' });
  const r = await signIn(slowed, 'many@example.org', 'third guess');
  t.is(r.status, 429);
  t.regex(r.text, /receiving many failed sign-ins/);
  t.is(r.headers['Retry-After'], '1');
  clock.nowMs += 1000;
  t.is((await signIn(slowed, 'many@example.org', 'third guess')).status, 401, 'slowed, not locked');
  const fresh = new DashboardClient(a.app, { ip: '192.0.2.200' });
  t.is((await signIn(fresh, 'many@example.org', 'the real password')).status, 303, 'a first attempt is never held by the account count');
  await a.app.close();
});

test('serving threads share one sign-in throttle, kept by the main thread', async (t) => {
  const a = await mk();
  const main = new FileStore({ stateDir: a.stateDir });
  const table = SharedUsageTable.create(1024);
  const threads = [0, 1].map(() => {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (m) => serveRpc(port1, main, m));
    return { store: createSharedUsageStore(new FileStore({ stateDir: a.stateDir }), table, new MainThreadRpc(port2)), ports: [port1, port2] };
  });
  const delays = [0, 1000];
  const now = Date.UTC(2026, 10, 21, 10, 0, 0);
  t.true((await threads[0].store.throttleAttempt('login:pair:x', delays, 60, now)).allowed);
  t.true((await threads[1].store.throttleAttempt('login:pair:x', delays, 60, now)).allowed);
  t.deepEqual(await threads[0].store.throttleAttempt('login:pair:x', delays, 60, now + 10), { allowed: false, count: 2, waitMs: 990 }, 'the wait set through one thread holds on the other');
  await threads[1].store.clearAttempts('login:pair:x');
  t.is((await threads[0].store.throttleAttempt('login:pair:x', delays, 60, now + 10)).count, 1);
  for (const th of threads) for (const p of th.ports) p.close();
  await main.close();
  await a.app.close();
});

test('hashes made with older parameters still verify and are redone with the current ones at sign-in', async (t) => {
  t.deepEqual(DEFAULT_SCRYPT, { N: 2 ** 14, r: 8, p: 1 });
  t.deepEqual(storedParams('scrypt$32768$8$3$c2FsdA==$aGFzaA=='), { N: 32768, r: 8, p: 3 }, 'the former default is read from the stored string');
  t.true(needsRehash('scrypt$32768$8$3$c2FsdA==$aGFzaA==', DEFAULT_SCRYPT));
  const a = await mk();
  const other = new FileStore({ stateDir: a.stateDir });
  const oldHash = await hashPassword('the old-style password', { N: 2048, r: 8, p: 2 });
  await other.createUser({ email: 'old@example.org', passwordHash: oldHash }, Date.now());
  const c = new DashboardClient(a.app, { ip: '198.51.100.5' });
  t.is((await signIn(c, 'old@example.org', 'not the password')).status, 401);
  t.is((await other.getUserByEmail('old@example.org'))!.passwordHash, oldHash, 'a wrong password changes nothing');
  t.is((await signIn(c, 'old@example.org', 'the old-style password')).status, 303, 'the old hash verifies');
  const upgraded = (await other.getUserByEmail('old@example.org'))!.passwordHash;
  t.regex(upgraded, /^scrypt\$1024\$8\$1\$/, 'redone with the configured parameters');
  t.false(needsRehash(upgraded, FAST_SCRYPT));
  await other.close();
  const d = new DashboardClient(a.app, { ip: '198.51.100.6' });
  t.is((await signIn(d, 'old@example.org', 'the old-style passwore')).status, 401);
  t.is((await signIn(d, 'old@example.org', 'the old-style password')).status, 303, 'the new hash verifies');
  await a.app.close();
  const reopened = new FileStore({ stateDir: a.stateDir });
  t.is((await reopened.getUserByEmail('old@example.org'))!.passwordHash, upgraded, 'the rehash is in the journal');
  await reopened.close();
});

test('HashGate: at most maxInFlight run, maxQueued wait in order, the rest are turned away', async (t) => {
  const gate = new HashGate({ maxInFlight: 1, maxQueued: 2 });
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const job = (i: number) => () => new Promise<number>((resolve) => {
    started.push(i);
    finish.push(() => resolve(i));
  });
  const runs = [0, 1, 2, 3].map((i) => gate.run(job(i)));
  t.is(runs[3], null, 'the fourth finds the queue full');
  t.is(gate.refused, 1);
  await Promise.resolve();
  t.deepEqual(started, [0]);
  finish[0]();
  t.is(await runs[0], 0);
  await new Promise((r) => setImmediate(r));
  t.deepEqual(started, [0, 1], 'the next in line starts when one finishes');
  const late = gate.run(job(4));
  t.not(late, null, 'a place in the queue freed up');
  finish[1]();
  await runs[1];
  await new Promise((r) => setImmediate(r));
  finish[2]();
  await runs[2];
  await new Promise((r) => setImmediate(r));
  t.deepEqual(started, [0, 1, 2, 4]);
  finish[3]();
  t.is(await late, 4);
  t.is(gate.peakInFlight, 1);
  t.is(gate.completed, 4);
});

test('sign-in hashing is bounded: one at a time, two queued, the rest 503 + Retry-After; unknown emails cost one hash like wrong passwords', async (t) => {
  const hashGate = new HashGate({ maxInFlight: 1, maxQueued: 2 });
  const a = await mk({ dashboard: { scrypt: { N: 4096, r: 8, p: 1 }, hashGate } } as any);
  const owner = new DashboardClient(a.app, { ip: '198.51.100.1' });
  await owner.signUp('busy@example.org', 'the real password');
  const clients = Array.from({ length: 8 }, (_, i) => new DashboardClient(a.app, { ip: `203.0.113.${i + 1}` }));
  const forms = await Promise.all(clients.map((c) => c.get('/dashboard')));
  t.is((await signIn(new DashboardClient(a.app, { ip: '192.0.2.9' }), 'nobody@example.org', 'warms the unknown-email hash')).status, 401);
  const before = hashGate.completed;
  const answers = await Promise.all(clients.map((c, i) => c.post('/dashboard/login', { csrf: csrfOf(forms[i].text), email: i % 2 ? 'busy@example.org' : 'nobody@example.org', password: 'wrong password ' + i })));
  const statuses = answers.map((r) => r.status).sort();
  t.deepEqual(statuses, [401, 401, 401, 503, 503, 503, 503, 503]);
  t.is(hashGate.peakInFlight, 1, 'never two hashes at once');
  t.is(hashGate.completed - before, 3);
  const busy = answers.find((r) => r.status === 503)!;
  t.is(busy.headers['Retry-After'], '1');
  t.regex(busy.text, /Please try again in a second/);

  const c = new DashboardClient(a.app, { ip: '192.0.2.1' });
  let n = hashGate.completed;
  t.is((await signIn(c, 'nobody@example.org', 'any password here')).status, 401);
  t.is(hashGate.completed - n, 1, 'an unknown email costs one hash');
  n = hashGate.completed;
  t.is((await signIn(c, 'busy@example.org', 'any password here')).status, 401);
  t.is(hashGate.completed - n, 1, 'as a wrong password does');
  await a.app.close();
});

test('Secure cookies behind TLS; client address from X-Forwarded-For only with trustProxy', async (t) => {
  const a = await mk({ dashboard: { scrypt: FAST_SCRYPT, trustProxy: true, signInThrottle: { perAddress: 2 } } } as any);
  const c = new DashboardClient(a.app, { ip: '127.0.0.1', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.10' } });
  const r = await c.signUp('tls@example.org');
  t.regex(r.headers['Set-Cookie'], /; Secure$/);
  const d = new DashboardClient(a.app, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '192.0.2.10' } });
  // Two clients behind the same proxy have separate address limits.
  const c2 = new DashboardClient(a.app, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '192.0.2.11' } });
  for (let i = 0; i < 2; i++) t.is((await d.submit('/dashboard', '/dashboard/login', { email: 'tls@example.org', password: 'wrong password' })).status, 401);
  t.is((await d.submit('/dashboard', '/dashboard/login', { email: 'tls@example.org', password: 'wrong password' })).status, 429);
  t.is((await c2.submit('/dashboard', '/dashboard/login', { email: 'tls@example.org', password: 'wrong password' })).status, 401);
  await a.app.close();
});

test('without trustProxy, X-Forwarded-Proto and X-Forwarded-Host change nothing; with it they are used', async (t) => {
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'proxy.example' };
  for (const trustProxy of [false, true]) {
    const a = await mk({ dashboard: { scrypt: FAST_SCRYPT, trustProxy } } as any);
    const c = new DashboardClient(a.app, { headers: forwarded });
    // Each posts from the origin it believes the client used (the proxy's with trustProxy, else Host's).
    const r = await c.submit('/dashboard/signup', '/dashboard/signup', { email: `fwd-${trustProxy}@example.org`, password: 'correct horse battery' }, { origin: trustProxy ? 'https://proxy.example' : 'http://dash.test' });
    t.is(r.status, 303);
    t.is(/; Secure$/.test(r.headers['Set-Cookie']), trustProxy, `Secure cookie only from a trusted proxy (trustProxy ${trustProxy})`);
    // A form posted from the forwarded host's origin: same-origin only when the proxy's host is believed.
    const d = new DashboardClient(a.app, { headers: forwarded });
    const page = await d.get('/dashboard/signup');
    const post = await d.post('/dashboard/signup', { csrf: csrfOf(page.text), email: `origin-${trustProxy}@example.org`, password: 'correct horse battery' }, { origin: 'https://proxy.example' });
    t.is(post.status, trustProxy ? 303 : 403, `Origin https://proxy.example behind Host dash.test (trustProxy ${trustProxy})`);
    // The dashboard's examples name the origin the client used.
    const home = await c.get('/dashboard');
    t.is(home.text.includes('https://proxy.example'), trustProxy);
    t.is(home.text.includes('http://dash.test'), !trustProxy);
    await a.app.close();
  }
});

test('sign-up validation and duplicate emails', async (t) => {
  const a = await mk();
  const c = new DashboardClient(a.app);
  t.is((await c.submit('/dashboard/signup', '/dashboard/signup', { email: 'not-an-email', password: 'long enough password' })).status, 400);
  t.is((await c.submit('/dashboard/signup', '/dashboard/signup', { email: 'a@example.org', password: 'short' })).status, 400);
  t.is((await c.signUp('dup@example.org')).status, 303);
  const c2 = new DashboardClient(a.app);
  const dup = await c2.signUp('DUP@example.org');
  t.is(dup.status, 409);
  t.regex(dup.text, /already exists/);
  await a.app.close();
});

test('users, sessions and keys survive a restart of the embedded store', async (t) => {
  const a = await mk();
  const c = new DashboardClient(a.app);
  await c.signUp('durable@example.org');
  const { apiKey } = await c.createKey('kept');
  await a.app.close();
  const b = await mk({ stateDir: a.stateDir });
  const c2 = new DashboardClient(b.app);
  for (const [k, v] of c.cookies) c2.cookies.set(k, v);
  const page = await c2.get('/dashboard');
  t.regex(page.text, /durable@example\.org/, 'the session survives');
  t.regex(page.text, /kept/);
  t.is((await b.get('/test/v1/echo', { 'x-api-key': apiKey! })).status, 200);
  const s = new FileStore({ stateDir: a.stateDir });
  t.truthy(await s.getUserByEmail('durable@example.org'));
  await s.close();
  await b.app.close();
});

test('the dashboard stays out of /openapi.json', async (t) => {
  const a = await mk();
  const doc = (await a.get('/openapi.json')).json;
  t.false(Object.keys(doc.paths).some((p) => p.startsWith('/dashboard')));
  await a.app.close();
});
