import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureBuild, FIXTURE_TILES } from '../generator/fixture-build.js';
import { runStages } from '../../src/generator/stages.js';
import { makeTestApp } from './helpers.js';
import { lookupTileFestivals, resetTileStore, tileList } from '../../src/server/tile-store.js';

const MORE_TILES = ['us-new-york-city', 'au-sydney', 'np-kathmandu'];

/** A second tiny build (tables + festivals, 2023–2024) for three more tiles: DST north and south, +05:45. */
let more: Promise<string> | null = null;
function moreBuild(dataDir: string): Promise<string> {
  more ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'kalakosha-fest-build-'));
    const log: string[] = [];
    const code = await runStages({
      outDir, dataDir, only: ['tables', 'festivals'], missingOnly: true, all: false, log: (m) => log.push(m), fromYear: 2023, toYear: 2024,
      tiles: MORE_TILES.join(','), workers: 0, quiet: true,
    });
    if (code !== 0) throw new Error(`generate failed: ${log.join('\n')}`);
    return outDir;
  })();
  return more;
}

test.before(() => resetTileStore());

test('festivals at a tile are served from its festival file, byte-identical to live, over tiles × years × systems', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const moreDir = await moreBuild(dataDir);
  const live = await makeTestApp({ buildDir: mkdtempSync(join(tmpdir(), 'kalakosha-empty-build-')), dataDir });
  const rulesDir = join(dataDir, 'festivals');
  let compared = 0;
  for (const [buildDir, ids] of [[outDir, FIXTURE_TILES], [moreDir, MORE_TILES]] as const) {
    const tiled = await makeTestApp({ buildDir, dataDir });
    for (const id of ids) {
      const tile = tileList({ dataDir }).byId.get(id)!;
      for (const year of [2023, 2024]) {
        // The tile path is taken (the tile's zone, drik; either calendar system) …
        t.truthy(lookupTileFestivals({ dataDir, buildDir }, tile.lat, tile.lng, tile.altitude, year, { tz: tile.tz, convention: 'drik', rulesDir }), `${id} ${year}`);
        for (const extra of ['', '&calendar_system=purnimant', '&calendar_system=amant', '&convention=swiss']) {
          const path = `/calendar/v1/festivals?year=${year}&lat=${tile.lat}&lng=${tile.lng}&altitude=${tile.altitude}&tz=${encodeURIComponent(tile.tz)}${extra}`;
          const a = await tiled.get(path);
          const b = await live.get(path);
          t.is(a.status, 200, path);
          t.true(a.body.equals(b.body), `${path}: tile and live answers differ`);
          compared++;
        }
      }
    }
  }
  t.is(compared, (FIXTURE_TILES.length + MORE_TILES.length) * 2 * 4);
});

test('festivals: any input other than the file\'s (place, year, zone, convention, rules) is computed live', async (t) => {
  const { outDir: buildDir, dataDir } = await fixtureBuild();
  const tile = tileList({ dataDir }).byId.get('in-varanasi')!;
  const inputs = { tz: tile.tz, convention: 'drik', rulesDir: join(dataDir, 'festivals') };
  const at = (o: Partial<typeof inputs> & { lat?: number; year?: number; altitude?: number }) =>
    lookupTileFestivals({ dataDir, buildDir }, o.lat ?? tile.lat, tile.lng, o.altitude ?? tile.altitude, o.year ?? 2024, { ...inputs, ...o });
  t.truthy(at({}));
  t.truthy(at({ lat: tile.lat + 0.00004 })); // same to 4 decimals
  t.is(at({ lat: tile.lat + 0.0001 }), null);
  t.is(at({ altitude: tile.altitude + 1 }), null);
  t.is(at({ year: 2025 }), null);
  t.is(at({ tz: 'UTC' }), null);
  t.is(at({ convention: 'swiss' }), null);
  t.is(at({ rulesDir: join(dataDir, 'nowhere') }), null);
});

test('on the compute pool, a tile-served year (JSON and ICS) answers byte-identically to the serving thread', async (t) => {
  const { outDir: buildDir, dataDir } = await fixtureBuild();
  const inline = await makeTestApp({ buildDir, dataDir, computeThreads: 0 });
  const pooled = await makeTestApp({ buildDir, dataDir, computeThreads: 1 });
  try {
    const tile = tileList({ dataDir }).byId.get(FIXTURE_TILES[0]!)!;
    const base = `/calendar/v1/festivals?year=2024&lat=${tile.lat}&lng=${tile.lng}&altitude=${tile.altitude}&tz=${encodeURIComponent(tile.tz)}`;
    for (const path of [base, base + '&format=ics', base + '&calendar_system=amant']) {
      const a = await inline.get(path);
      const b = await pooled.get(path);
      t.is(b.status, 200, path);
      t.is(b.headers['Content-Type'], a.headers['Content-Type'], path);
      // the same bytes, but for the calendar's DTSTAMP (each request's own clock)
      const stamp = (r: { body: Buffer }) => r.body.toString('utf8').replace(/DTSTAMP:\d{8}T\d{6}Z/g, 'DTSTAMP:-');
      t.is(stamp(b), stamp(a), path);
    }
    t.true((pooled.app.compute?.stats.completed ?? 0) >= 3, 'answered on the pool');
  } finally {
    await pooled.app.close();
    await inline.app.close();
  }
});
