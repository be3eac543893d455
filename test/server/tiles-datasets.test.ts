import test from 'ava';
import { createHash } from 'node:crypto';
import { fixtureBuild, FIXTURE_TILES } from '../generator/fixture-build.js';
import { makeTestApp } from './helpers.js';
import { lookupTileDay, resetTileStore, tileList } from '../../src/server/tile-store.js';
import { computePanchangDay, deserializeAngaTables, angaSpanAt, formatIsoLocal, addDays, parseIsoDate, formatIsoDate } from '../../src/calendar/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

test.before(() => resetTileStore());

test('GET /calendar/v1/tiles searches by name (any script) and by distance, with bounds', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const a = await makeTestApp({ buildDir: outDir, dataDir });
  const r = await a.get('/calendar/v1/tiles?q=varanasi');
  t.is(r.status, 200);
  t.is(r.json.tiles[0].id, 'in-varanasi');
  t.deepEqual(r.json.tiles[0].panchang_years, [2023, 2024]);
  const deva = await a.get(`/calendar/v1/tiles?q=${encodeURIComponent('वाराणसी')}`);
  t.is(deva.json.tiles[0]?.id, 'in-varanasi');
  const near = await a.get('/calendar/v1/tiles?lat=51.5&lng=-0.12&limit=3');
  t.is(near.json.tiles[0].id, 'gb-london');
  t.is(near.json.tiles.length, 3);
  t.true(near.json.tiles[0].distance_km < 5);
  t.true(near.json.total >= 500);
  t.is((await a.get('/calendar/v1/tiles?lat=51.5')).status, 422);
  t.is((await a.get('/calendar/v1/tiles?limit=1000')).status, 422);
  const paged = await a.get('/calendar/v1/tiles?country=IN&limit=5&offset=5');
  t.is(paged.json.tiles.length, 5);
  t.true(paged.json.tiles.every((x: { country: string }) => x.country === 'IN'));
});

test('GET /calendar/v1/datasets lists the manifest; files download whole or by Range to keyed users', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const a = await makeTestApp({ buildDir: outDir, dataDir });
  const r = await a.get('/calendar/v1/datasets?format=parquet');
  t.is(r.status, 200);
  const f = r.json.files.find((x: { path: string }) => x.path === 'parquet/sankrantis/data.parquet');
  t.truthy(f);
  const whole = await a.get(f.url);
  t.is(whole.status, 200);
  t.is(createHash('sha256').update(whole.body).digest('hex'), f.sha256);
  const part = await a.get(f.url, { Range: 'bytes=4-13' });
  t.is(part.status, 206);
  t.is(part.headers['Content-Range'], `bytes 4-13/${f.bytes}`);
  t.deepEqual(part.body, whole.body.subarray(4, 14));
  const tail = await a.get(f.url, { Range: 'bytes=-4' });
  t.is(tail.body.toString('latin1'), 'PAR1');
  t.is((await a.get(f.url, { Range: `bytes=${f.bytes}-` })).status, 416);
  t.is((await a.get('/calendar/v1/datasets/..~..~etc~passwd')).status, 404);
  t.is((await a.get(f.url, { 'x-api-key': '' })).status, 401);
});

test('tile days agree with live computePanchangDay (elements identical; sun and moon within SearchRiseSet tolerance)', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const config = { buildDir: outDir, dataDir };
  const drik = deserializeAngaTables(readFileSync(join(outDir, 'tables', 'anga-drik.msgpack')));
  let n = 0;
  let within = 0;
  for (const id of FIXTURE_TILES) {
    const tile = tileList(config).byId.get(id)!;
    for (let d = parseIsoDate('2023-01-01')!; d.year < 2025; d = addDays(d, 11)) {
      const date = formatIsoDate(d);
      const td = lookupTileDay(config, tile.lat, tile.lng, tile.altitude, date, tile.tz)!;
      t.truthy(td, `${id} ${date}`);
      const live = computePanchangDay({ date, lat: tile.lat, lng: tile.lng, altitudeM: tile.altitude, tz: tile.tz, tables: drik });
      const pairs: Array<[number | null, string | null]> = [
        [td.sunriseUnixMs, live.sun!.sunrise], [td.sunsetUnixMs, live.sun!.sunset], [td.moonriseUnixMs, live.sun!.moonrise], [td.moonsetUnixMs, live.sun!.moonset],
      ];
      for (const [mine, theirs] of pairs) {
        n++;
        t.is(mine === null, theirs === null, `${id} ${date}`);
        if (mine !== null && theirs !== null) {
          const diff = Math.abs(Date.parse(theirs) - mine);
          t.true(diff <= 1000, `${id} ${date}: ${theirs} vs ${formatIsoLocal(mine, tile.tz)}`);
          if (formatIsoLocal(mine, tile.tz) === theirs) within++;
        }
      }
      t.is(live.anchor_time, formatIsoLocal(td.anchorUnixMs, tile.tz).length ? live.anchor_time : '');
      for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
        const span = angaSpanAt(kind, td.anchorUnixMs, 'drik', drik);
        t.is(span.number, live[kind].number, `${id} ${date} ${kind}`);
        t.is(formatIsoLocal(span.endUnixMs, tile.tz), live[kind].end, `${id} ${date} ${kind} end`);
      }
    }
  }
  t.log(`${n} sun/moon times, ${within} identical to the second (the rest 1 s apart: SearchRiseSet stops at 0.1 s)`);
  t.is(lookupTileDay(config, 25.3, 83.0, 0, '2024-01-01'), null);
});
