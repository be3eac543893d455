/**
 * Regenerates the response examples of the ceremony routes (src/server/routes/ceremonies-examples.json)
 * from real engine output. Run: node --import=tsx bench/life-events/examples.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeNamakarna, computeShraddha, computeVivahMuhurat } from '../../src/calendar/ceremonies/index.js';
import { loadCeremonyTables } from '../../src/server/routes/ceremonies.js';

const root = join(import.meta.dirname, '../..');
const tables = loadCeremonyTables(join(root, 'data'));
const DELHI = { lat: 28.6139, lng: 77.209, altitudeM: 0, tz: 'Asia/Kolkata' };
const nam = computeNamakarna({ date: '2024-01-15', time: '08:30', ...DELHI }, tables);
const shr = computeShraddha({ date: '2023-07-10', ...DELHI, monthlyCount: 2, annualYears: 2, pitruPakshaYears: 1 }, tables);
const viv = computeVivahMuhurat({ startDate: '2024-11-15', endDate: '2024-12-14', ...DELHI }, tables);
viv.dates = viv.dates.slice(0, 2);
const file = join(root, 'src/server/routes/ceremonies-examples.json');
// namakarna: date=2024-01-15&time=08:30&lat=28.6139&lng=77.209
// shraddha: date=2023-07-10&monthly_count=2&annual_years=2&pitru_paksha_years=1&lat=28.6139&lng=77.209
// vivah-muhurat: start_date=2024-11-15&end_date=2024-12-14&lat=28.6139&lng=77.209 (first two dates kept)
writeFileSync(file, JSON.stringify({ namakarna: nam, shraddha: shr, vivah_muhurat: viv }, null, 2) + '\n');
console.log('examples written to', file);
