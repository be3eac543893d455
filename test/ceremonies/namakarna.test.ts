import test from 'ava';
import { computeNamakarna } from '../../src/calendar/ceremonies/index.js';
import { formatIsoLocal, nextStartOf, padaAt } from '../../src/calendar/index.js';
import { DELHI, tables } from './helpers.js';

const localParts = (ms: number, tz: string) => {
  const s = formatIsoLocal(ms, tz);
  return { date: s.slice(0, 10), time: s.slice(11, 19) };
};

test('all 108 padas: the syllable, nakshatra, pada and rashi of an instant inside each pada', (t) => {
  let from = Date.UTC(2024, 0, 1);
  const seen = new Set<number>();
  for (let k = 1; k <= 108; k++) {
    const start = nextStartOf('pada', k, from, 'drik');
    const span = padaAt(start + 1, 'drik');
    const mid = Math.round((span.startUnixMs + span.endUnixMs) / 2 / 1000) * 1000;
    const { date, time } = localParts(mid, DELHI.tz);
    const r = computeNamakarna({ date, time, ...DELHI }, tables);
    const row = tables.avakahada[k - 1]!;
    t.is(r.nakshatra_number, Math.ceil(k / 4), `pada ${k}`);
    t.is(r.pada, ((k - 1) % 4) + 1);
    t.is(r.syllable_latin, row.latin);
    t.is(r.syllable_devanagari, row.devanagari);
    t.is(r.rashi_index, Math.ceil(k / 9));
    t.is(r.nakshatra_name_en, tables.nakshatras[r.nakshatra_number - 1]!.name);
    t.true(r.moon_longitude_deg >= ((k - 1) * 10) / 3 && r.moon_longitude_deg < (k * 10) / 3);
    seen.add(k);
    from = start;
  }
  t.is(seen.size, 108);
});

test('a birth close to a nakshatra boundary: the instant decides, not the day', (t) => {
  // Shatabhisha → Purva Bhadrapada at about 08:07 IST on 2024-01-15 (Delhi).
  const before = computeNamakarna({ date: '2024-01-15', time: '08:05', ...DELHI }, tables);
  const after = computeNamakarna({ date: '2024-01-15', time: '08:09', ...DELHI }, tables);
  t.is(before.nakshatra_name_en, 'Shatabhisha');
  t.is(before.pada, 4);
  t.is(before.syllable_latin, 'Su');
  t.is(after.nakshatra_name_en, 'Purva Bhadrapada');
  t.is(after.pada, 1);
  t.is(after.syllable_latin, 'Se');
  t.is(after.nakshatra_window.start, before.nakshatra_window.end);
  t.true(after.nakshatra_window.start > '2024-01-15T08:05' && after.nakshatra_window.start < '2024-01-15T08:09');
});

test('spec fields, defaults and extras', (t) => {
  const r = computeNamakarna({ date: '2024-01-15', ...DELHI }, tables);
  t.is(r.birth.time, '12:00:00');
  t.is(r.birth.instant_utc, '2024-01-15T06:30:00Z');
  for (const k of ['nakshatra_name', 'pada', 'nakshatra_lord', 'nakshatra_devata', 'syllable_latin', 'syllable_devanagari', 'rashi_name', 'rashi_index', 'masa_devata', 'masa_devata_devanagari', 'lunar_month_name']) t.not((r as any)[k], undefined, k);
  t.is(r.lunar_month_name_en, 'Pausha');
  t.is(r.masa_devata_en, 'Narayana');
  t.is(r.nakshatra_syllables.length, 4);
});

test('a birth in an adhika month: month name of the nija month, devata Purushottama', (t) => {
  const r = computeNamakarna({ date: '2023-08-01', time: '10:00', ...DELHI }, tables);
  t.is(r.lunar_month_name_en, 'Shravana');
  t.true(r.lunar_month_adhika);
  t.is(r.lunar_month_label_en, 'Adhika Shravana');
  t.is(r.masa_devata_en, 'Purushottama');
  t.is(r.masa_devata_devanagari, 'पुरुषोत्तम');
});

test('invalid time is an input error', (t) => {
  t.throws(() => computeNamakarna({ date: '2024-01-15', time: '25:00', ...DELHI }, tables), { message: /time/ });
});
