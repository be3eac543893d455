/**
 * bench/festivals/tile-served: a year of festivals at a tile location answered from the tile's festival
 * file (build/tiles/festivals/<id>.msgpack) against the same request computed live (issue 4 target for the
 * served path: ≤ 1 ms). Builds a tiny tile set (tables + festivals, 2 tiles × 2023–2024) in a temp dir with
 * the generator's stages, then times, on one core:
 *   1. lookupTileFestivals + metadata re-attach (what the handler does besides JSON), warm;
 *   2. the whole gateway request (validation, handler, JSON serialisation) with the response cache off,
 *      tile location vs. a location 0.001° away (live).
 * Run: node --import=tsx bench/festivals/tile-served.ts [--runs N]
 */
import { cpSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStages } from '../../src/generator/stages.js';
import { createApp } from '../../src/server/app.js';
import { lookupTileFestivals, tileList } from '../../src/server/tile-store.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { presentFestivals } from '../../src/calendar/festivals/index.js';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;
const TILES = ['in-varanasi', 'gb-london'];

const outDir = mkdtempSync(join(tmpdir(), 'kalakosha-bench-tiles-'));
const dataDir = mkdtempSync(join(tmpdir(), 'kalakosha-bench-data-'));
for (const d of ['tiles', 'festivals', 'ceremonies']) cpSync(join('data', d), join(dataDir, d), { recursive: true });
const t0 = performance.now();
const code = await runStages({ outDir, dataDir, only: ['tables', 'festivals'], missingOnly: true, all: false, log: () => {}, fromYear: 2023, toYear: 2024, tiles: TILES.join(','), workers: 0, quiet: true });
if (code !== 0) throw new Error('generate failed');
console.log(`# bench/festivals/tile-served (tiles ${TILES.join(', ')}, 2023–2024; built in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
for (const id of TILES) console.log(`festival file ${id}: ${(statSync(join(outDir, 'tiles', 'festivals', `${id}.msgpack`)).size / 1024).toFixed(0)} KB for 2 years`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)]!;
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

// 1. lookup + presentation (names, ISO times, metadata)
const rulesDir = join(dataDir, 'festivals');
const { rules, metadata } = festivalData(rulesDir);
const config = { dataDir, buildDir: outDir };
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const tile = tileList(config).byId.get(TILES[i % 2]!)!;
  const s = performance.now();
  const year = 2023 + (i % 2);
  const facts = lookupTileFestivals(config, tile.lat, tile.lng, tile.altitude, year, { tz: tile.tz, convention: 'drik', rulesDir });
  if (!facts) throw new Error('not served from the tile');
  const out = presentFestivals(rules, facts, { year, tz: tile.tz, calendarSystem: 'purnimant' }, metadata);
  times.push(performance.now() - s);
  if (out.length < 100) throw new Error('too few items');
}
console.log(`lookup + presentation (warm, ${RUNS} runs): median ${fmt(median(times))}, p99 ${fmt(p99(times))}`);

// 2. whole request, cache off
const app = await createApp({ log: () => {}, stateDir: mkdtempSync(join(tmpdir(), 'kalakosha-bench-state-')), buildDir: outDir, dataDir, cacheMb: 0 });
const key = (await app.store.createKey({ account: 'bench', tier: 'internal' }, Date.now())).apiKey;
const get = async (q: string) => {
  const r = await app.handle({ method: 'GET', path: '/calendar/v1/festivals', rawQuery: q, headers: { 'x-api-key': key }, body: null });
  if (r.status !== 200) throw new Error(`${r.status} ${r.body.toString()}`);
  return r.body.length;
};
for (const [label, dLat, runs] of [['tile', 0, RUNS], ['live (0.001° off the tile)', 0.001, Math.max(10, Math.floor(RUNS / 10))]] as const) {
  const ts: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs + 2; i++) {
    const tile = tileList(config).byId.get(TILES[i % 2]!)!;
    const q = `year=${2023 + ((i >> 1) % 2)}&lat=${(tile.lat + dLat).toFixed(4)}&lng=${tile.lng}&altitude=${tile.altitude}&tz=${encodeURIComponent(tile.tz)}`;
    const s = performance.now();
    bytes = await get(q);
    if (i >= 2) ts.push(performance.now() - s); // first two warm up
  }
  console.log(`GET /calendar/v1/festivals, ${label}, response cache off (${runs} runs, ${(bytes / 1024).toFixed(0)} KB): median ${fmt(median(ts))}, p99 ${fmt(p99(ts))}`);
}
await app.close?.();
process.exit(0);
