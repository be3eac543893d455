import test from 'ava';
import { buildSkyNodes } from '../../src/calendar/index.js';
import { computeTileYears } from '../../src/generator/tiles/tile-panchang.js';
import { decodeTileChunk, decodeTileFile, encodeTileFile, TILE_CHUNK_FORMAT_VERSION } from '../../src/generator/tiles/tile-chunks.js';
import { computePanchangDay, formatIsoLocal } from '../../src/calendar/index.js';

const DAY = 86_400_000;
const place = { lat: 51.5085, lng: -0.1257, altitude: 25, tz: 'Europe/London' };

test('tile file round-trip keeps every time to the millisecond (NaN for no event)', (t) => {
  const nodes = buildSkyNodes(Date.UTC(2023, 11, 20), Date.UTC(2025, 0, 8));
  const years = computeTileYears(nodes, place, 2024, 2024);
  const bytes = encodeTileFile({ formatVersion: TILE_CHUNK_FORMAT_VERSION, tileId: 'gb-london', ...place, fromYear: 2024, toYear: 2024 }, years);
  const f = decodeTileFile(bytes);
  const y = decodeTileChunk(f.chunks['2024']!);
  t.is(y.days, 366);
  t.deepEqual([...y.sunriseMs], [...years[0]!.sunriseMs]);
  t.deepEqual([...y.moonriseMs].map(String), [...years[0]!.moonriseMs].map(String));
  t.deepEqual([...y.dayStartMs], [...years[0]!.dayStartMs]);
});

test('tile day rules match computePanchangDay (DST zone; times within SearchRiseSet tolerance + rounding)', (t) => {
  const nodes = buildSkyNodes(Date.UTC(2023, 11, 20), Date.UTC(2025, 0, 8));
  const [y] = computeTileYears(nodes, place, 2024, 2024);
  for (const i of [0, 88, 89, 90, 150, 299, 300, 301, 365]) {
    const date = formatIsoLocal(y!.dayStartMs[i]! + DAY / 2, place.tz).slice(0, 10);
    const live = computePanchangDay({ date, lat: place.lat, lng: place.lng, altitudeM: place.altitude, tz: place.tz });
    const mine = [y!.sunriseMs[i]!, y!.sunsetMs[i]!, y!.moonriseMs[i]!, y!.moonsetMs[i]!];
    const theirs = [live.sun!.sunrise, live.sun!.sunset, live.sun!.moonrise, live.sun!.moonset];
    for (let k = 0; k < 4; k++) {
      if (theirs[k] === null) { t.true(Number.isNaN(mine[k]!), `${date} #${k}`); continue; }
      t.true(Math.abs(Date.parse(theirs[k]!) - mine[k]!) <= 1000, `${date} #${k}: ${theirs[k]} vs ${formatIsoLocal(mine[k]!, place.tz)}`);
    }
  }
});
