import test from 'ava';
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSkyNodes, computePanchangDay } from '../../src/calendar/index.js';
import { pack } from 'msgpackr';
import { encodeSkyNodes } from '../../src/generator/writers/sky-nodes-file.js';
import { loadSkyNodes, resetSkyNodes, skyNodesForDate, skyNodesPath } from '../../src/server/sky-nodes-store.js';
import { tempDir } from './helpers.js';

// A table for January–June 2024, as the generator's tables stage writes it (its full table is 1900–2100).
const NODES = buildSkyNodes(Date.UTC(2024, 0, 1), Date.UTC(2024, 5, 1));

function buildDirWith(bytes: Uint8Array | null): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'tables'), { recursive: true });
  if (bytes) writeFileSync(skyNodesPath(dir), bytes);
  return dir;
}

test.serial('a current table is used for dates well inside it, and gives the same panchang as live nodes', (t) => {
  resetSkyNodes();
  const logs: string[] = [];
  t.true(loadSkyNodes(buildDirWith(encodeSkyNodes(NODES)), (m) => logs.push(m)));
  t.regex(logs.join('\n'), /sky nodes: 2023-12-31…2024-06-01 loaded/);
  t.is(skyNodesForDate('2024-03-10'), skyNodesForDate('2024-04-01'));
  t.truthy(skyNodesForDate('2024-03-10'));
  // near an end or outside: the engine computes its nodes (it would otherwise extend the table)
  t.is(skyNodesForDate('2024-01-20'), null);
  t.is(skyNodesForDate('2024-05-20'), null);
  t.is(skyNodesForDate('2023-03-10'), null);
  fc.assert(
    fc.property(fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.integer({ min: 0, max: 60 }), (lat, lng, d) => {
      const date = new Date(Date.UTC(2024, 1, 10) + d * 86_400_000).toISOString().slice(0, 10);
      const o = { date, lat, lng, tz: 'Asia/Kolkata' };
      const withTable = computePanchangDay({ ...o, skyNodes: skyNodesForDate(date) });
      t.deepEqual(withTable, computePanchangDay(o));
    }),
    { numRuns: 25 },
  );
});

test.serial('a stale, corrupt or missing table is not used, and the log names the file and the command that rebuilds it', (t) => {
  const stale = { ...NODES, sun: NODES.sun.map((x) => x * (1 + 1e-12)) };
  const cases: Array<[string, Uint8Array | null, RegExp]> = [
    ['stale', encodeSkyNodes(stale), /not used, live panchang computes its nodes .*: .* does not match this version's ephemeris; rebuild it with: kalakosha generate --only tables$/],
    ['corrupt', new Uint8Array([0xc1, 1, 2, 3]), /not used, live panchang computes its nodes .*: build artifact .* is corrupt .*; rebuild it with: kalakosha generate --only tables$/],
    ['another formatVersion', pack({ formatVersion: 9 }), /not used, .*: build artifact .* has formatVersion 9, this server reads formatVersion 1; rebuild it with: kalakosha generate --only tables$/],
    ['missing', null, /not used, live panchang computes its nodes .*: build artifact .* is missing; rebuild it with: kalakosha generate --only tables$/],
  ];
  for (const [what, bytes, message] of cases) {
    resetSkyNodes();
    const dir = buildDirWith(bytes);
    const logs: string[] = [];
    t.false(loadSkyNodes(dir, (m) => logs.push(m)), what);
    t.true(logs.join('\n').includes(skyNodesPath(dir)), what);
    t.regex(logs.join('\n'), message, what);
    t.is(skyNodesForDate('2024-03-10'), null, what);
  }
});
