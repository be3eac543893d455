import test from 'ava';
import { pack } from 'msgpackr';
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { computeVivahMuhurat } from '../../src/calendar/ceremonies/index.js';
import { combustionIntervals, combustionIntervalsFrom, type CombustionOrb } from '../../src/calendar/index.js';
import { joinCombustion, type CombustionOrb as FileOrb } from '../../src/generator/tables/combustion.js';
import { decodeCombustionFile, encodeCombustionFile } from '../../src/generator/tables/combustion-file.js';
import { combustionPath, combustionTableOf } from '../../src/server/combustion-store.js';
import { DELHI, tables as ceremonyTables } from '../ceremonies/helpers.js';
import { tempDir } from './helpers.js';

// 2023–2026 as the generator's tables stage writes it: two chunks searched separately, then joined.
const FROM = Date.UTC(2023, 0, 1), MID = Date.UTC(2025, 0, 1), TO = Date.UTC(2027, 0, 1);
const ORBS: FileOrb[] = (['venus', 'jupiter'] as const).map((planet) => ({ planet, orbDeg: ceremonyTables.combustion[planet].orb_deg, orbRetrogradeDeg: ceremonyTables.combustion[planet].orb_retrograde_deg }));
const orbOf = (o: FileOrb): CombustionOrb => ({ orb_deg: o.orbDeg, orb_retrograde_deg: o.orbRetrogradeDeg });
const parts = ORBS.flatMap((o) => [[FROM, MID], [MID, TO]].map(([a, b]) => combustionIntervals(o.planet, orbOf(o), a!, b!).map(([startMs, endMs]) => ({ planet: o.planet, startMs, endMs, retrograde: false }))));
const BYTES = encodeCombustionFile(FROM, TO, ORBS, joinCombustion(parts));
const TABLE = decodeCombustionFile(BYTES);

test('table intervals agree with a search to its minute wherever the table covers; elsewhere, or for another orb, the search answers', (t) => {
  const DAY = 86_400_000;
  fc.assert(
    fc.property(fc.constantFrom(...ORBS), fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 1, max: 500 }), (o, startDay, days) => {
      const from = FROM + startDay * DAY, to = Math.min(TO, from + days * DAY);
      const searched = combustionIntervals(o.planet, orbOf(o), from, to);
      const read = combustionIntervalsFrom(TABLE, o.planet, orbOf(o), from, to);
      t.is(read.length, searched.length);
      read.forEach(([s, e], i) => {
        t.true(Math.abs(s - searched[i]![0]) <= 60_000 && Math.abs(e - searched[i]![1]) <= 60_000, `${o.planet} ${new Date(s).toISOString()}`);
      });
    }),
    { numRuns: 30 },
  );
  const venus = orbOf(ORBS[0]!);
  t.deepEqual(combustionIntervalsFrom(TABLE, 'venus', venus, FROM - DAY, MID), combustionIntervals('venus', venus, FROM - DAY, MID), 'not covered: searched');
  t.deepEqual(combustionIntervalsFrom(TABLE, 'venus', { ...venus, orb_deg: 9 }, FROM, MID), combustionIntervals('venus', { ...venus, orb_deg: 9 }, FROM, MID), 'another orb: searched');
});

test('a vivah-muhurat search with the table finds the same dates as without it', (t) => {
  const input = { startDate: '2024-01-01', endDate: '2024-12-31', ...DELHI };
  const withTable = computeVivahMuhurat({ ...input, combustion: TABLE }, ceremonyTables);
  const searched = computeVivahMuhurat(input, ceremonyTables);
  t.deepEqual(withTable.dates.map((d) => d.date), searched.dates.map((d) => d.date));
  t.true(searched.dates.length > 10);
});

test('the store reads a current file once, and leaves a stale, corrupt or missing one unused with a message naming it and the rebuild command', (t) => {
  const dirWith = (bytes: Uint8Array | null) => {
    const dir = tempDir();
    mkdirSync(`${dir}/tables`, { recursive: true });
    if (bytes) writeFileSync(combustionPath(dir), bytes);
    return dir;
  };
  const good = dirWith(BYTES);
  t.deepEqual(combustionTableOf(good), TABLE);
  t.is(combustionTableOf(good), combustionTableOf(good), 'read once');
  const shifted = joinCombustion(parts).map((iv) => ({ ...iv, startMs: iv.startMs + 3_600_000 }));
  const otherVersion = pack({ formatVersion: 1, intervals: [] });
  for (const [what, bytes] of [['stale', encodeCombustionFile(FROM, TO, ORBS, shifted)], ['corrupt', new Uint8Array([0xc1, 0, 1])], ['another formatVersion', otherVersion]] as const) {
    const dir = dirWith(bytes);
    const logs: string[] = [];
    t.is(combustionTableOf(dir, (m) => logs.push(m)), null, what);
    t.true(logs.join('\n').includes(combustionPath(dir)), what);
    t.regex(logs.join('\n'), /not used, vivah-muhurat searches instead: .*; rebuild it with: kalakosha generate --only tables$/, what);
    t.is(logs.join('\n').split('generate --only tables').length, 2, `${what}: the command is named once`);
  }
  const logs: string[] = [];
  t.is(combustionTableOf(dirWith(null), (m) => logs.push(m)), null);
  t.deepEqual(logs, [], 'a missing file is not an error: the search answers');
});
