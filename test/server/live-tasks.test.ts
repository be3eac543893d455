import test from 'ava';
import { makeTestApp } from './helpers.js';

const LOC = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';
const PATHS = [
  `/calendar/v1/shraddha?date=2023-07-10&monthly_count=2&annual_years=2&pitru_paksha_years=1&${LOC}`,
  `/calendar/v1/shraddha?date=2023-07-10&time=25:00&${LOC}`,
  `/calendar/v1/vivah-muhurat?start_date=2024-11-15&end_date=2024-12-14&${LOC}`,
  `/calendar/v1/vivah-muhurat?start_date=2024-11-15&months=1&explain=true&ignore=chaturmasa&${LOC}`,
  `/calendar/v1/festivals?year=2024&${LOC}`,
  `/calendar/v1/festivals?year=1950&calendar_system=amant&convention=swiss&lat=51.5074&lng=-0.1278&tz=Europe/London`,
];

test('shraddha, vivah-muhurat and festivals on the compute pool answer byte-identically to inline', async (t) => {
  const inline = await makeTestApp({ computeThreads: 0 });
  const pooled = await makeTestApp({ computeThreads: 1 });
  try {
    for (const p of PATHS) {
      const a = await inline.get(p);
      const b = await pooled.get(p);
      t.is(b.status, a.status, p);
      t.is(b.headers['Content-Type'], a.headers['Content-Type'], p);
      t.true(b.body.equals(a.body), p);
      if (p.includes('/festivals')) t.is(b.status, 200, p);
    }
    t.is((await pooled.get(PATHS[0])).headers['X-Cache'], 'MISS', 'kept the second time it is computed');
    t.is((await pooled.get(PATHS[0])).headers['X-Cache'], 'HIT');
    t.true((pooled.app.compute?.stats.completed ?? 0) >= 3, 'the tasks ran on the pool');
  } finally {
    await pooled.app.close();
    await inline.app.close();
  }
});
