/**
 * Vivah muhurat against Drik Panchang's 2024 New Delhi list (test/fixtures/ceremonies/drik-vivah-2024.csv.gz):
 * precision and recall on dates and window differences in minutes, per profile. Figures for the issue report;
 * the golden test (test/ceremonies/vivah-drik.test.ts) holds floors slightly below them.
 * Run: node --import=tsx bench/drik/vivah.ts [--profile drik|classical|both] [--windows] [--orbs]
 *   --windows: every Drik window with the engine's; --orbs: the drik profile's Venus / Jupiter orbs scanned.
 */
import { join } from 'node:path';
import { computeVivahMuhurat, type VivahProfileId } from '../../src/calendar/ceremonies/index.js';
import { loadCeremonyTables } from '../../src/server/routes/ceremonies.js';
import { arg } from '../lib/args.js';
import { compareVivahWithDrik, NEW_DELHI, readDrikVivah2024 } from './vivah-compare.js';

const tables = loadCeremonyTables(join(import.meta.dirname, '../../data'));
const drik = readDrikVivah2024();
const which = arg('profile', 'both');
const profiles: VivahProfileId[] = which === 'both' ? ['classical', 'drik'] : [which as VivahProfileId];
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

for (const profile of profiles) {
  const t0 = performance.now();
  const r = computeVivahMuhurat({ ...NEW_DELHI, startDate: '2024-01-01', endDate: '2024-12-31', profile }, tables);
  const c = compareVivahWithDrik(r, drik);
  console.log(`\nprofile=${profile} (${(performance.now() - t0).toFixed(0)} ms): Drik ${c.drikDates} dates, engine ${c.engineDates}, common ${c.common}`);
  console.log(`  precision ${pct(c.precision)}  recall ${pct(c.recall)}`);
  console.log(`  windows: |Δ| median ${c.medianAbsMin} min, p90 ${c.p90AbsMin} min, max ${c.maxAbsMin} min; start and end both within ${c.tolMin} min: ${pct(c.withinTol)} of Drik's windows`);
  console.log(`  missed (Drik only): ${c.missed.join(' ') || '–'}`);
  console.log(`  extra (engine only): ${c.extra.join(' ') || '–'}`);
  if (process.argv.includes('--windows')) {
    for (const w of c.windows) console.log(`  ${w.date}  drik ${w.published.padEnd(24)} engine ${(w.engine ?? '–').padEnd(26)} Δstart ${w.startMin ?? '–'} Δend ${w.endMin ?? '–'}`);
  }
}

if (process.argv.includes('--orbs')) {
  console.log('\ndrik profile, Venus orb × Jupiter orb: precision / recall');
  const row = tables.vivahProfiles.find((p) => p.id === 'drik')!;
  const saved = row.combustion;
  for (const v of [8, 8.5, 9, 9.5, 10]) {
    for (const j of [9, 10, 11]) {
      row.combustion = { venus: { orb_deg: v, orb_retrograde_deg: 8 }, jupiter: { orb_deg: j, orb_retrograde_deg: j } };
      const c = compareVivahWithDrik(computeVivahMuhurat({ ...NEW_DELHI, startDate: '2024-01-01', endDate: '2024-12-31', profile: 'drik' }, tables), drik);
      console.log(`  Venus ${v}°  Jupiter ${j}°: ${pct(c.precision)} / ${pct(c.recall)}  missed ${c.missed.join(' ') || '–'}  extra ${c.extra.join(' ') || '–'}`);
    }
  }
  row.combustion = saved;
}
