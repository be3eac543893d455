/**
 * Anga tables: table lookups and live searches give identical answers (property test), the msgpack
 * round trip is lossless, merging consecutive year ranges equals building the whole range, and a
 * stale formatVersion is refused.
 */
import test from 'ava';
import fc from 'fast-check';
import { pack, unpack } from 'msgpackr';
import {
  angaSpanAt, buildAngaTables, deserializeAngaTables, mergeAngaTables, serializeAngaTables, masaAt,
  sankrantisBetween, type AngaKind, type AngaTables, type Convention,
} from '../../src/calendar/index.js';

const KINDS: AngaKind[] = ['tithi', 'karana', 'nakshatra', 'pada', 'yoga', 'sunRashi', 'moonRashi'];
const tables = new Map<Convention, AngaTables>();
const tablesFor = (c: Convention) => {
  let t = tables.get(c);
  if (!t) tables.set(c, (t = mergeAngaTables([buildAngaTables(2023, 2023, c), buildAngaTables(2024, 2024, c)])));
  return t;
};
const FROM = Date.UTC(2023, 0, 2);
const TO = Date.UTC(2024, 11, 30);

for (const convention of ['drik', 'swiss'] as Convention[]) {
  test(`table lookup == live search (${convention})`, (t) => {
    const tb = tablesFor(convention);
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: TO }), fc.constantFrom(...KINDS), (ms, kind) => {
        const a = angaSpanAt(kind, ms, convention, tb);
        const b = angaSpanAt(kind, ms, convention, null);
        t.deepEqual(a, b, `${kind} at ${new Date(ms).toISOString()}`);
        return a.number === b.number && a.startUnixMs === b.startUnixMs && a.endUnixMs === b.endUnixMs;
      }),
      { numRuns: 150 },
    );
    // Derived results too: months and sankrantis.
    const m = Date.UTC(2023, 7, 1);
    t.deepEqual(masaAt(m, convention, tb), masaAt(m, convention));
    t.deepEqual(sankrantisBetween(FROM, TO, convention, tb), sankrantisBetween(FROM, TO, convention));
  });
}

test('merge of 2023 and 2024 equals a 2023–2024 build; serialize round trip', (t) => {
  const merged = tablesFor('drik');
  const whole = buildAngaTables(2023, 2024, 'drik');
  t.deepEqual(merged.base, whole.base);
  const back = deserializeAngaTables(serializeAngaTables(merged));
  t.deepEqual(back.base, merged.base);
  t.deepEqual(back.views, merged.views);
  t.is(back.fromYear, 2023);
  t.is(back.toYear, 2024);
  t.is(back.convention, 'drik');
  t.is(merged.views.tithi.numbers.length, merged.views.tithi.boundariesUnixMs.length - 1);
  t.is(merged.base.sunRashi.numbers.length, 25); // 24 sankrantis in two years, plus the sign in force at the start
});

test('a stale formatVersion is refused', (t) => {
  const raw = unpack(serializeAngaTables(tablesFor('drik'))) as Record<string, unknown>;
  raw['formatVersion'] = 0;
  t.throws(() => deserializeAngaTables(pack(raw)), { message: /formatVersion 0.*rebuild/ });
  t.throws(() => mergeAngaTables([tablesFor('drik'), tablesFor('swiss')]));
});

// KALAKOSHA_LONG_TESTS=1: the same property at the ends of the range and far from J2000.
if (process.env['KALAKOSHA_LONG_TESTS'] === '1') {
  for (const [from, to] of [[1900, 1901], [1955, 1955], [2099, 2100]] as const) {
    test(`long: table lookup == live search ${from}–${to}`, (t) => {
      for (const convention of ['drik', 'swiss'] as Convention[]) {
        const tb = buildAngaTables(from, to, convention);
        fc.assert(
          fc.property(fc.integer({ min: Date.UTC(from, 0, 1), max: Date.UTC(to, 11, 31) }), fc.constantFrom(...KINDS), (ms, kind) => {
            const a = angaSpanAt(kind, ms, convention, tb);
            const b = angaSpanAt(kind, ms, convention, null);
            return a.number === b.number && a.startUnixMs === b.startUnixMs && a.endUnixMs === b.endUnixMs;
          }),
          { numRuns: 500 },
        );
      }
      t.pass();
    });
  }
}
