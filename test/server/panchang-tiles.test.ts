import test from 'ava';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { pack } from 'msgpackr';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureBuild, FIXTURE_TILES } from '../generator/fixture-build.js';
import { makeTestApp } from './helpers.js';
import { lookupTileDay, resetTileStore, tileList } from '../../src/server/tile-store.js';
import { addDays, computePanchangDay, deserializeAngaTables, formatIsoDate, parseIsoDate, PANCHANG_GROUPS } from '../../src/calendar/index.js';

test.before(() => resetTileStore());

test('panchang at a tile: the generated sun and moon times are the live ones to the millisecond, with and without include=all (every day, 2 tiles × 2023–2024)', async (t) => {
  const { outDir: buildDir, dataDir } = await fixtureBuild();
  // The anga tables as a serving thread has them (the groups' many anga lookups then cost no root search).
  const tables = deserializeAngaTables(readFileSync(join(buildDir, 'tables', 'anga-drik.msgpack')));
  let days = 0;
  for (const id of FIXTURE_TILES) {
    const tile = tileList({ dataDir }).byId.get(id)!;
    for (let d = parseIsoDate('2023-01-01')!; d.year < 2025; d = addDays(d, 1)) {
      const date = formatIsoDate(d);
      const td = lookupTileDay({ dataDir, buildDir }, tile.lat, tile.lng, tile.altitude, date, tile.tz);
      if (!td) { t.fail(`${id} ${date}: not a tile day`); continue; }
      const base = { date, lat: tile.lat, lng: tile.lng, altitudeM: tile.altitude, tz: tile.tz, calendarSystem: 'purnimant' as const };
      const live = JSON.stringify(computePanchangDay(base));
      const tiled = JSON.stringify(computePanchangDay({ ...base, sunTimes: td }));
      if (live !== tiled) t.fail(`${id} ${date}: tile and live panchang differ`);
      // Every group: the tile's other dates (previous sunset, panchaka's weekday, parana) are read from the tile.
      const asked: string[] = [];
      const spy = { ...td, sunOnDate: (other: string) => (asked.push(other), td.sunOnDate(other)) };
      const liveAll = JSON.stringify(computePanchangDay({ ...base, tables, include: PANCHANG_GROUPS }));
      const tiledAll = JSON.stringify(computePanchangDay({ ...base, tables, include: PANCHANG_GROUPS, sunTimes: spy }));
      if (liveAll !== tiledAll) t.fail(`${id} ${date}: tile and live panchang differ with include=all`);
      if (!asked.includes(formatIsoDate(addDays(d, -1)))) t.fail(`${id} ${date}: the previous sunset was not read from the tile`);
      days++;
    }
  }
  t.is(days, FIXTURE_TILES.length * 731);
});

test('GET /calendar/v1/panchang at a tile answers from the tile, byte-identical to live, over tiles × dates × conventions', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const tiled = await makeTestApp({ buildDir: outDir, dataDir });
  const live = await makeTestApp({ buildDir: mkdtempSync(join(tmpdir(), 'kalakosha-empty-build-')), dataDir });
  let compared = 0;
  for (const id of FIXTURE_TILES) {
    const tile = tileList({ dataDir }).byId.get(id)!;
    for (let d = parseIsoDate('2023-01-02')!; d.year < 2025; d = addDays(d, 9)) {
      const date = formatIsoDate(d);
      t.truthy(lookupTileDay({ dataDir, buildDir: outDir }, tile.lat, tile.lng, tile.altitude, date, tile.tz), `${id} ${date}`);
      // include=all: the optional groups are built from the same sun times, so a tile answers them identically too.
      for (const extra of ['', '&convention=swiss&calendar_system=purnimant', ...(d.day % 2 ? ['&include=all'] : [])]) {
        const path = `/calendar/v1/panchang?date=${date}&lat=${tile.lat}&lng=${tile.lng}&altitude=${tile.altitude}&tz=${encodeURIComponent(tile.tz)}${extra}`;
        const a = await tiled.get(path);
        const b = await live.get(path);
        t.is(a.status, 200, path);
        if (!a.body.equals(b.body)) t.fail(`${path}: tile and live answers differ`);
        compared++;
      }
    }
  }
  t.true(compared >= 300);
});

test('a tile file of another formatVersion, or corrupt, is not used: that tile is answered live', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const tile = tileList({ dataDir }).byId.get(FIXTURE_TILES[0]!)!;
  for (const [what, bytes] of [['formatVersion 1', pack({ formatVersion: 1, tileId: tile.id, years: [] })], ['corrupt', Buffer.from([0xc1, 0, 1])]] as const) {
    resetTileStore();
    const buildDir = mkdtempSync(join(tmpdir(), 'kalakosha-stale-build-'));
    cpSync(outDir, buildDir, { recursive: true });
    writeFileSync(join(buildDir, 'tiles', 'panchang', `${tile.id}.msgpack`), bytes);
    t.is(lookupTileDay({ dataDir, buildDir }, tile.lat, tile.lng, tile.altitude, '2023-06-01', tile.tz), null, what);
    const app = await makeTestApp({ buildDir, dataDir });
    const r = await app.get(`/calendar/v1/panchang?lat=${tile.lat}&lng=${tile.lng}&altitude=${tile.altitude}&tz=${encodeURIComponent(tile.tz)}&date=2023-06-01`);
    t.is(r.status, 200, `${what}: ${r.text.slice(0, 200)}`);
    t.deepEqual(r.json.sun, JSON.parse(JSON.stringify(computePanchangDay({ date: '2023-06-01', lat: tile.lat, lng: tile.lng, altitudeM: tile.altitude, tz: tile.tz, calendarSystem: 'purnimant' }).sun)), what);
    await app.app.close();
  }
  resetTileStore();
});
