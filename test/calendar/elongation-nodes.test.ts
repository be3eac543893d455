import test from 'ava';
import fc from 'fast-check';
import { elongationDeg, elongationDegFromNodes } from '../../src/calendar/index.js';

test('elongation of Venus and Jupiter from the 12-hourly nodes: within 1e-4° of the VSOP series (what vivah reasons print to 0.1°)', (t) => {
  let worst = 0;
  fc.assert(fc.property(
    fc.constantFrom('venus' as const, 'jupiter' as const),
    fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
    (planet, ms) => {
      const d = Math.abs(elongationDegFromNodes(planet, ms) - elongationDeg(planet, ms));
      worst = Math.max(worst, d);
      return d < 1e-4;
    },
  ), { numRuns: 800, seed: 22 });
  t.log(`worst ${worst.toExponential(2)}°`);
  t.pass();
});

test('elongation from the nodes through a Venus inferior conjunction (2023-08-13) and a Jupiter opposition (2023-11-03), hourly', (t) => {
  for (const [planet, at] of [['venus', Date.UTC(2023, 7, 13)], ['jupiter', Date.UTC(2023, 10, 3)]] as const) {
    for (let h = -96; h <= 96; h++) {
      const ms = at + h * 3_600_000;
      t.true(Math.abs(elongationDegFromNodes(planet, ms) - elongationDeg(planet, ms)) < 1e-4, `${planet} ${new Date(ms).toISOString()}`);
    }
  }
});
