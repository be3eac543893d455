import test from 'ava';
import { fastMoonrise, fastSunEvent, searchRiseSet } from '../../src/calendar/index.js';

const PLACES: Array<[number, number]> = [[25.146, 82.569], [28.6, 77.2], [51.5, -0.1], [-36.85, 174.76], [10.65, -61.5], [59.9, 10.7], [40.7, -74]];

test('fast sunrise/sunset agree with SearchRiseSet within 10 s (1900–2100, |lat| ≤ 60°)', (t) => {
  let worst = 0;
  for (const [lat, lng] of PLACES) for (let y = 1900; y <= 2100; y += 40) for (let d = 0; d < 365; d += 23) {
    const mid = Date.UTC(y, 0, 1) + d * 86_400_000 - (lng / 15) * 3_600_000;
    for (const dir of [1, -1] as const) {
      const a = searchRiseSet('sun', dir, { lat, lng }, mid, 86_400_000);
      const b = fastSunEvent(dir, lat, lng, 0, mid + 43_200_000);
      if (a !== null && b !== null) worst = Math.max(worst, Math.abs(a - b));
    }
  }
  t.log(`worst ${worst / 1000} s`);
  t.true(worst <= 10_000);
});

test('fast moonrise agrees with SearchRiseSet within 10 s and on whether the Moon rises', (t) => {
  let worst = 0;
  for (const [lat, lng] of PLACES) for (let y = 1900; y <= 2100; y += 50) for (let d = 0; d < 365; d += 11) {
    const mid = Date.UTC(y, 0, 1) + d * 86_400_000 - (lng / 15) * 3_600_000;
    const a = searchRiseSet('moon', 1, { lat, lng }, mid, 86_400_000);
    const b = fastMoonrise(lat, lng, 0, mid);
    t.is(a === null, b === null);
    if (a !== null && b !== null) worst = Math.max(worst, Math.abs(a - b));
  }
  t.log(`worst ${worst / 1000} s`);
  t.true(worst <= 10_000);
});
