import test from 'ava';
import fc from 'fast-check';
import { dayOfMonthIndex, daysInMonth, monthEndSec, monthPeriod } from '../../src/server/store/windows.js';

/** The month facts straight from Date, with no memo. */
function direct(ms: number): [string, number, number, number] {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  return [`${y}-${String(m + 1).padStart(2, '0')}`, Date.UTC(y, m + 1, 1) / 1000, new Date(Date.UTC(y, m + 1, 0)).getUTCDate(), d.getUTCDate() - 1];
}
const memoised = (ms: number) => [monthPeriod(ms), monthEndSec(ms), daysInMonth(ms), dayOfMonthIndex(ms)];

test('month facts (memoised per UTC day) equal Date arithmetic, at random instants and either side of midnight', (t) => {
  const MIN = Date.UTC(1900, 0, 1);
  const MAX = Date.UTC(2101, 0, 1);
  fc.assert(fc.property(fc.integer({ min: MIN, max: MAX }), (ms) => t.deepEqual(memoised(ms), direct(ms))), { numRuns: 2000 });
  fc.assert(
    fc.property(fc.integer({ min: -25_567, max: 47_847 }), fc.constantFrom(-1, 0, 1), (day, off) => {
      const ms = day * 86_400_000 + off;
      t.deepEqual(memoised(ms), direct(ms));
      t.deepEqual(memoised(ms - 86_400_000), direct(ms - 86_400_000), 'going back a day');
    }),
    { numRuns: 2000 },
  );
  t.deepEqual(memoised(Date.UTC(2024, 1, 29, 23, 59, 59, 999)), ['2024-02', Date.UTC(2024, 2, 1) / 1000, 29, 28]);
  t.deepEqual(memoised(Date.UTC(2024, 2, 1)), ['2024-03', Date.UTC(2024, 3, 1) / 1000, 31, 0]);
});
