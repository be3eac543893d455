import test from 'ava';
import { ResponseCache, type CachedResponse } from '../../src/server/response-cache.js';
import { RESET_AFTER, SeenKeys } from '../../src/server/seen-keys.js';
import { LruMap } from '../../src/server/lru-map.js';

const T0 = Date.UTC(2026, 10, 22, 6, 0, 0);
const entry = (bytes: number, nowMs: number): CachedResponse => ({ status: 200, contentType: 'application/json', headers: {}, body: Buffer.alloc(bytes, 120), expiresAtMs: nowMs + 86_400_000 });
/** Stores an answer as a second computation does (the first is not kept: admission). */
const storeTwice = (c: ResponseCache, key: string, bytes: number, nowMs: number) => (c.set(key, entry(bytes, nowMs), nowMs), c.set(key, entry(bytes, nowMs), nowMs));

test('sweepIdle drops the entries neither read nor stored for the idle lifetime, and keeps the rest', (t) => {
  const c = new ResponseCache({ idleMs: 60_000 });
  storeTwice(c, 'a', 100, T0);
  storeTwice(c, 'b', 100, T0);
  storeTwice(c, 'c', 100, T0 + 30_000);
  t.truthy(c.get('a', T0 + 50_000), 'a read at +50 s');
  t.is(c.sweepIdle(T0 + 59_000), 0, 'nothing is idle for a minute yet');
  t.is(c.sweepIdle(T0 + 61_000), 1, 'b was stored at 0 and never read');
  t.is(c.get('b', T0 + 61_000), null);
  t.truthy(c.get('c', T0 + 61_000));
  t.is(c.sweepIdle(T0 + 105_000), 0, 'a was read at +50 s, c at +61 s');
  t.is(c.sweepIdle(T0 + 122_000), 2);
  t.is(c.size, 0);
  t.is(c.sizeBytes, 0, 'the byte count returns to zero');
});

test('the byte bound evicts least recently used first; one body over a sixteenth of the bound is not kept', (t) => {
  const c = new ResponseCache({ maxBytes: 16_000 });
  for (let i = 0; i < 10; i++) storeTwice(c, `k${i}`, 900, T0 + i * 1000);
  t.truthy(c.get('k0', T0 + 20_000), 'k0 read: now the most recent');
  for (let i = 10; i < 20; i++) storeTwice(c, `k${i}`, 900, T0 + 20_000);
  t.true(c.sizeBytes <= 16_000);
  t.truthy(c.get('k0', T0 + 21_000));
  t.is(c.get('k1', T0 + 21_000), null);
  storeTwice(c, 'huge', 1100, T0);
  t.is(c.get('huge', T0), null);
});

test('admission: an answer is kept the second time it is stored, not the first', (t) => {
  const c = new ResponseCache();
  c.set('once', entry(100, T0), T0);
  t.is(c.get('once', T0), null, 'a first answer is not kept');
  t.is(c.size, 0);
  c.set('once', entry(100, T0), T0);
  t.truthy(c.get('once', T0), 'computed again: kept');
  c.set('once', entry(100, T0 + 1000), T0 + 1000);
  t.is(c.get('once', T0 + 1000)!.expiresAtMs, T0 + 1000 + 86_400_000, 'a kept key is replaced at once');
  for (let i = 0; i < 1000; i++) c.set(`one-off ${i}`, entry(100, T0), T0);
  t.is(c.size, 1, 'a thousand one-offs kept nothing');
  t.is(c.sizeBytes, 100 + 'once'.length + 400);
});

test('SeenKeys: remembers what it was shown, rarely claims what it was not, forgets at its reset', (t) => {
  const s = new SeenKeys();
  const key = (i: number) => `/calendar/v1/panchang|lat=${i}`;
  const n = RESET_AFTER - 1;
  let falsePositives = 0;
  for (let i = 0; i < n; i++) if (s.checkAndAdd(key(i))) falsePositives++;
  t.true(falsePositives < n * 0.005, `${falsePositives} false positives while filling (< 0.5 %)`);
  let remembered = 0;
  for (let i = 0; i < n; i++) if (s.checkAndAdd(key(i))) remembered++;
  t.is(remembered, n, 'no false negatives before the reset');
  for (let i = 0; i < RESET_AFTER; i++) s.checkAndAdd(`/calendar/v1/festivals|lng=${i}`); // fills it again: a reset on the way
  let stillClaimed = 0;
  for (let i = 0; i < 1000; i++) if (s.checkAndAdd(key(i))) stillClaimed++;
  t.true(stillClaimed < 20, `${stillClaimed} of 1,000 still claimed after the reset`);
});

test('SeenKeys over a shared buffer: a key one cache stored counts as seen by another (serving threads)', (t) => {
  const buffer = SeenKeys.sharedBuffer();
  const a = new ResponseCache({ seenKeysBuffer: buffer });
  const b = new ResponseCache({ seenKeysBuffer: buffer });
  a.set('k', entry(100, T0), T0);
  t.is(a.get('k', T0), null, 'a first answer is not kept');
  b.set('k', entry(100, T0), T0);
  t.truthy(b.get('k', T0), 'computed again on the other thread: kept there');
  t.throws(() => new SeenKeys(new SharedArrayBuffer(64)), { instanceOf: RangeError });
});

test('LruMap: bounded, least recently used out first, idle entries swept', (t) => {
  const m = new LruMap<string, number | null>(3);
  m.set('a', 1, 0);
  m.set('b', null, 10);
  m.set('c', 3, 20);
  t.is(m.get('a', 30), 1);
  m.set('d', 4, 40);
  t.is(m.get('b', 50), undefined, 'b was the least recently used');
  t.is(m.size, 3);
  t.is(m.sweepIdle(100, 75), 1, 'c (used at 20) is idle; a (30) and d (40) are not');
  t.is(m.get('c', 100), undefined);
  m.set('n', null, 100);
  t.is(m.get('n', 101), null, 'a stored null is a value, not absence');
});
