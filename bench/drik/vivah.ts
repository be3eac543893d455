/**
 * Vivah muhurat against Drik Panchang's 2024 New Delhi list (test/fixtures/ceremonies/drik-vivah-2024.csv.gz):
 * precision and recall on dates and window differences in minutes, per profile. Figures for the issue report;
 * the golden test (test/ceremonies/vivah-drik.test.ts) holds floors slightly below them.
 * Run: node --import=tsx bench/drik/vivah.ts [--profile drik|classical|both] [--windows] [--orbs] [--ablate]
 *   --windows: every Drik window with the engine's; --orbs: the drik profile's Venus orbs scanned;
 *   --ablate: each of the drik profile's departures from the classical rules undone alone (what it decides).
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

const drikRow = tables.vivahProfiles.find((p) => p.id === 'drik')!;
const classicalRow = tables.vivahProfiles.find((p) => p.id === 'classical')!;
const drikFigures = () => compareVivahWithDrik(computeVivahMuhurat({ ...NEW_DELHI, startDate: '2024-01-01', endDate: '2024-12-31', profile: 'drik' }, tables), drik);

if (process.argv.includes('--orbs')) {
  console.log('\ndrik profile, Venus orb east of the Sun × west of it: precision / recall');
  const saved = drikRow.combustion;
  for (const east of [8.5, 9, 9.5, 10]) {
    for (const west of [10, 11, 11.25, 11.5, 12]) {
      drikRow.combustion = { ...saved, venus: { orb_deg: east, orb_retrograde_deg: 8, orb_west_deg: west } };
      const c = drikFigures();
      console.log(`  Venus ${east}° east, ${west}° west: ${pct(c.precision)} / ${pct(c.recall)}  missed ${c.missed.join(' ') || '–'}  extra ${c.extra.join(' ') || '–'}`);
    }
  }
  drikRow.combustion = saved;
}

if (process.argv.includes('--ablate')) {
  // Each of the drik profile's departures from the classical profile undone alone: what it decides in 2024.
  console.log('\ndrik profile with one departure undone (classical rule instead): precision / recall, windows within 2 min');
  const saved = drikRow.criteria.map((c) => ({ ...c }));
  const savedOrbs = drikRow.combustion;
  const undo: Array<[string, () => void]> = [
    ...drikRow.criteria.flatMap((c, i) => {
      const cl = classicalRow.criteria[i]!;
      return c.apply !== cl.apply || c.params ? [[`${c.id}: classical`, () => { drikRow.criteria[i] = { ...cl }; }] as [string, () => void]] : [];
    }),
    ['asta: classical orbs', () => { drikRow.combustion = undefined; }],
  ];
  for (const [label, f] of undo) {
    f();
    const c = drikFigures();
    console.log(`  ${label.padEnd(24)} ${pct(c.precision)} / ${pct(c.recall)}  windows ${pct(c.withinTol)}  missed ${c.missed.length}  extra ${c.extra.length}`);
    drikRow.criteria = saved.map((c) => ({ ...c }));
    drikRow.combustion = savedOrbs;
  }
}
