import test from 'ava';
import { ResponseCache, type CachedResponse } from '../../src/server/response-cache.js';
import { LruMap } from '../../src/server/lru-map.js';

const T0 = Date.UTC(2026, 10, 22, 6, 0, 0);
const entry = (bytes: number, nowMs: number): CachedResponse => ({ status: 200, contentType: 'application/json', headers: {}, body: Buffer.alloc(bytes, 120), expiresAtMs: nowMs + 86_400_000 });

test('sweepIdle drops the entries neither read nor stored for the idle lifetime, and keeps the rest', (t) => {
  const c = new ResponseCache({ idleMs: 60_000 });
  c.set('a', entry(100, T0), T0);
  c.set('b', entry(100, T0), T0);
  c.set('c', entry(100, T0 + 30_000), T0 + 30_000);
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
  for (let i = 0; i < 10; i++) c.set(`k${i}`, entry(900, T0 + i * 1000), T0 + i * 1000);
  t.truthy(c.get('k0', T0 + 20_000), 'k0 read: now the most recent');
  for (let i = 10; i < 20; i++) c.set(`k${i}`, entry(900, T0 + 20_000), T0 + 20_000);
  t.true(c.sizeBytes <= 16_000);
  t.truthy(c.get('k0', T0 + 21_000));
  t.is(c.get('k1', T0 + 21_000), null);
  c.set('huge', entry(1100, T0), T0);
  t.is(c.get('huge', T0), null);
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
