import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unpack } from 'msgpackr';
import { fixtureBuild } from './fixture-build.js';
import { computeFestivalFacts, type FestivalFact } from '../../src/calendar/festivals/index.js';
import { deserializeAngaTables } from '../../src/calendar/index.js';
import { decodeFestivalYear, FESTIVAL_FILE_FORMAT_VERSION, type FestivalFile } from '../../src/generator/tiles/tile-festivals.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { tileList } from '../../src/server/tile-store.js';

/** Instants to whole seconds: what the file keeps (the API prints seconds). */
function toSeconds(f: FestivalFact): FestivalFact {
  const s = (ms: number) => Math.round(ms / 1000) * 1000;
  return {
    ...f,
    anga: f.anga && { ...f.anga, startMs: s(f.anga.startMs), endMs: s(f.anga.endMs) },
    sankranti: f.sankranti && { ...f.sankranti, unixMs: s(f.sankranti.unixMs) },
    kaala: f.kaala && { ...f.kaala, startMs: s(f.kaala.startMs), endMs: s(f.kaala.endMs) },
    muhurat: f.muhurat && [s(f.muhurat[0]), s(f.muhurat[1])],
  };
}

test('festival file round-trip: every fact of the engine comes back (instants to the second)', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const file = unpack(readFileSync(join(outDir, 'tiles', 'festivals', 'in-varanasi.msgpack'))) as FestivalFile;
  t.is(file.formatVersion, FESTIVAL_FILE_FORMAT_VERSION);
  const tile = tileList({ dataDir }).byId.get('in-varanasi')!;
  const tables = deserializeAngaTables(readFileSync(join(outDir, 'tables', 'anga-drik.msgpack')));
  const { rules } = festivalData(join(dataDir, 'festivals'));
  for (let year = file.fromYear; year <= file.toYear; year++) {
    const facts = computeFestivalFacts(rules, { year, lat: tile.lat, lng: tile.lng, altitudeM: tile.altitude, tz: tile.tz, convention: 'drik', tables });
    t.true(facts.length > 300);
    t.deepEqual(decodeFestivalYear(file, year), facts.map(toSeconds), String(year));
  }
  t.is(decodeFestivalYear(file, file.toYear + 1), null);
});
