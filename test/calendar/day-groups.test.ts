/**
 * The optional day groups (include=): choghadiya and hora by definition (fast-check: contiguous, equal lengths, the
 * first ruled by the weekday lord, Chaldean order), the muhurta windows' definitions, the default answer unchanged,
 * instant mode holding what is in force, and polar days and nights answering null windows with a reason.
 */
import test from 'ava';
import fc from 'fast-check';
import {
  CHALDEAN_FROM_SUN, CHOGHADIYA, DAY_CHOGHADIYA, NIGHT_CHOGHADIYA, PANCHANG_GROUPS, WEEKDAY_LORD, choghadiyaOfDay,
  computePanchangDay, computePanchangInstant, horasOfDay, muhurtasOfDay, type DayFrame,
} from '../../src/calendar/index.js';

const H = 3600_000;
/** A Hindu day: day 8–16 h, night 24 h − day ± 2 min (a real next sunrise differs from 24 h by minutes). */
const frameArb = fc.record({
  sunrise: fc.integer({ min: -2_000_000_000_000, max: 4_000_000_000_000 }),
  dayMs: fc.integer({ min: 8 * H, max: 16 * H }),
  driftMs: fc.integer({ min: -120_000, max: 120_000 }),
  prevNightMs: fc.integer({ min: 8 * H, max: 16 * H }),
  weekday: fc.integer({ min: 0, max: 6 }),
}).map(({ sunrise, dayMs, driftMs, prevNightMs, weekday }): DayFrame => ({
  sunriseUnixMs: sunrise, sunsetUnixMs: sunrise + dayMs, nextSunriseUnixMs: sunrise + 24 * H + driftMs,
  prevSunsetUnixMs: sunrise - prevNightMs, weekday,
}));

const contiguousEqual = (t: { true: (b: boolean, m?: string) => void }, list: { startUnixMs: number; endUnixMs: number }[], from: number, to: number) => {
  t.true(list[0]!.startUnixMs === from && list.at(-1)!.endUnixMs === to, 'covers the span');
  const len = (to - from) / list.length;
  for (let i = 0; i < list.length; i++) {
    if (i > 0) t.true(list[i]!.startUnixMs === list[i - 1]!.endUnixMs, 'contiguous');
    t.true(Math.abs(list[i]!.endUnixMs - list[i]!.startUnixMs - len) < 1e-3, 'equal lengths');
  }
};

test('choghadiya: 8 + 8 contiguous equal parts; day starts with the weekday lord, night with the fifth weekday’s lord; Chaldean order', (t) => {
  fc.assert(fc.property(frameArb, (f) => {
    const c = choghadiyaOfDay(f);
    t.is(c.reason, null);
    t.is(c.day!.length, 8);
    t.is(c.night!.length, 8);
    contiguousEqual(t, c.day!, f.sunriseUnixMs!, f.sunsetUnixMs!);
    contiguousEqual(t, c.night!, f.sunsetUnixMs!, f.nextSunriseUnixMs!);
    const lordIdx = (id: keyof typeof CHOGHADIYA) => CHALDEAN_FROM_SUN.indexOf(CHOGHADIYA[id].lord);
    t.is(CHOGHADIYA[c.day![0]!.id].lord, WEEKDAY_LORD[f.weekday]);
    t.is(CHOGHADIYA[c.night![0]!.id].lord, WEEKDAY_LORD[(f.weekday + 4) % 7]);
    for (let i = 1; i < 8; i++) {
      t.is(lordIdx(c.day![i]!.id), (lordIdx(c.day![i - 1]!.id) + 1) % 7, 'day: next in Chaldean order');
      t.is(lordIdx(c.night![i]!.id), (lordIdx(c.night![i - 1]!.id) + 5) % 7, 'night: two back in Chaldean order');
    }
    t.is(c.day![7]!.id, c.day![0]!.id);
    t.is(c.night![7]!.id, c.night![0]!.id);
  }), { numRuns: 200 });
});

test('choghadiya table: the published Sunday and Tuesday rows; qualities', (t) => {
  const lab = (ids: readonly (keyof typeof CHOGHADIYA)[]) => ids.map((i) => CHOGHADIYA[i].label).join(' ');
  t.is(lab(DAY_CHOGHADIYA[0]!), 'Udveg Char Labh Amrit Kaal Shubh Rog Udveg');
  t.is(lab(NIGHT_CHOGHADIYA[0]!), 'Shubh Amrit Char Rog Kaal Labh Udveg Shubh');
  t.is(lab(DAY_CHOGHADIYA[2]!), 'Rog Udveg Char Labh Amrit Kaal Shubh Rog');
  t.is(lab(NIGHT_CHOGHADIYA[2]!), 'Kaal Labh Udveg Shubh Amrit Char Rog Kaal');
  t.deepEqual(Object.values(CHOGHADIYA).filter((c) => c.quality === 'good').map((c) => c.label).sort(), ['Amrit', 'Labh', 'Shubh']);
});

test('hora: 24 contiguous parts (12 equal by day, 12 equal by night), first the weekday lord, then Chaldean order; the 25th would be the next weekday’s lord', (t) => {
  fc.assert(fc.property(frameArb, (f) => {
    const h = horasOfDay(f).horas!;
    t.is(h.length, 24);
    contiguousEqual(t, h.slice(0, 12), f.sunriseUnixMs!, f.sunsetUnixMs!);
    contiguousEqual(t, h.slice(12), f.sunsetUnixMs!, f.nextSunriseUnixMs!);
    t.is(h[0]!.lord, WEEKDAY_LORD[f.weekday]);
    for (let i = 1; i < 24; i++) t.is(CHALDEAN_FROM_SUN.indexOf(h[i]!.lord), (CHALDEAN_FROM_SUN.indexOf(h[i - 1]!.lord) + 1) % 7);
    t.is(CHALDEAN_FROM_SUN[(CHALDEAN_FROM_SUN.indexOf(h[23]!.lord) + 1) % 7], WEEKDAY_LORD[(f.weekday + 1) % 7]);
  }), { numRuns: 200 });
});

test('muhurtas: Brahma muhurta ends one night-muhurta before sunrise, Pratah sandhya ends at sunrise, Nishita holds the middle of the night, dur muhurtam lies in the day (or Tuesday’s night)', (t) => {
  fc.assert(fc.property(frameArb, (f) => {
    const m = muhurtasOfDay(f);
    const nm = (f.sunriseUnixMs! - f.prevSunsetUnixMs!) / 15;
    t.true(Math.abs(m.brahma_muhurta!.endUnixMs - (f.sunriseUnixMs! - nm)) < 1);
    t.is(m.pratah_sandhya!.endUnixMs, f.sunriseUnixMs!);
    t.true(Math.abs(m.pratah_sandhya!.startUnixMs - (m.brahma_muhurta!.startUnixMs + m.brahma_muhurta!.endUnixMs) / 2) < 1);
    const mid = (f.sunsetUnixMs! + f.nextSunriseUnixMs!) / 2;
    t.true(m.nishita_muhurta!.startUnixMs < mid && mid < m.nishita_muhurta!.endUnixMs);
    t.is(m.pradosh_kaal!.startUnixMs, f.sunsetUnixMs!);
    for (const w of m.dur_muhurtam!) {
      const inDay = w.startUnixMs >= f.sunriseUnixMs! && w.endUnixMs <= f.sunsetUnixMs!;
      t.true(inDay || (f.weekday === 2 && w.startUnixMs >= f.sunsetUnixMs!), 'dur muhurtam inside the day');
    }
  }), { numRuns: 100 });
});

const MIRZAPUR = { lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata' };

test('include: default answer has no group members and is unchanged by an empty include; all adds every group', (t) => {
  const plain = computePanchangDay({ date: '2023-03-21', ...MIRZAPUR });
  t.deepEqual(computePanchangDay({ date: '2023-03-21', ...MIRZAPUR, include: [] }), plain);
  for (const g of PANCHANG_GROUPS) t.false(g in plain, g);
  const all = computePanchangDay({ date: '2023-03-21', ...MIRZAPUR, include: PANCHANG_GROUPS });
  for (const g of PANCHANG_GROUPS) t.truthy(all[g], g);
  const rest: Record<string, unknown> = { ...all };
  for (const g of PANCHANG_GROUPS) delete rest[g];
  t.deepEqual(rest, plain, 'the spec fields are the same with and without groups');
  const { muhurtas, choghadiya, hora, signs, periods } = all;
  t.is(all.hora!.horas!.length, 24);
  t.is(all.choghadiya!.day!.length, 8);
  void muhurtas; void signs; void choghadiya; void hora; void periods;
  // 2023-03-21 is Phalguna Amavasya (lunar Shishira) with the Sun just past the equinox (tropical Vasanta) and in
  // sidereal Meena (Vasanta); Chaitra begins 2023-03-22 (lunar Vasanta).
  t.deepEqual([all.periods!.ritu.lunar.name, all.periods!.ritu.tropical.name, all.periods!.ritu.sidereal.name], ['Śiśira', 'Vasanta', 'Vasanta']);
  const next = computePanchangDay({ date: '2023-03-23', ...MIRZAPUR, include: ['periods'] });
  t.is(next.periods!.ritu.lunar.name, 'Vasanta');
  t.deepEqual([all.periods!.ayana.tropical.name, all.periods!.ayana.sidereal.name], ['Uttarāyaṇa', 'Uttarāyaṇa']);
  // Between the winter solstice and Makara Sankranti the two reckonings differ.
  const jan = computePanchangDay({ date: '2023-01-05', ...MIRZAPUR, include: ['periods'] });
  t.deepEqual([jan.periods!.ayana.tropical.name, jan.periods!.ayana.sidereal.name], ['Uttarāyaṇa', 'Dakṣiṇāyana']);
});

test('instant mode: each group holds what is in force at the instant (the Hindu day before sunrise is yesterday’s)', (t) => {
  const day = computePanchangDay({ date: '2023-08-11', ...MIRZAPUR, include: PANCHANG_GROUPS });
  const inst = computePanchangInstant({ date: '2023-08-12', time: '03:00', ...MIRZAPUR, include: PANCHANG_GROUPS });
  t.is(inst.choghadiya!.day!.length, 0);
  t.is(inst.choghadiya!.night!.length, 1);
  const at = Date.parse('2023-08-12T03:00:00+05:30');
  const holding = day.choghadiya!.night!.filter((c) => Date.parse(c.start) <= at && at < Date.parse(c.end));
  t.deepEqual(inst.choghadiya!.night, holding);
  t.is(inst.hora!.horas!.length, 1);
  t.deepEqual(inst.hora!.horas![0], day.hora!.horas!.find((h) => Date.parse(h.start) <= at && at < Date.parse(h.end)));
  t.is(inst.signs!.moon.start, null);
  t.is(inst.signs!.moon.sequence, null);
  t.is(inst.periods!.dinamana_seconds, day.periods!.dinamana_seconds);
  // A window that began before sunrise is still in force after it: 2023-01-20's list (Drik lists a window on the day
  // it begins) has one from 05:28 to 06:52 on the 21st; sunrise on the 21st is at 06:46.
  const jan20 = computePanchangDay({ date: '2023-01-20', ...MIRZAPUR, include: ['muhurtas'] }).muhurtas!;
  const crossing = [...jan20.varjyam, ...jan20.amrit_kalam].find((w) => w.start.startsWith('2023-01-21T05:28:'))!;
  t.truthy(crossing);
  const after = computePanchangInstant({ date: '2023-01-21', time: '06:50', ...MIRZAPUR, include: ['muhurtas'] }).muhurtas!;
  t.deepEqual([...after.varjyam, ...after.amrit_kalam], [crossing]);
  // Before sunrise the Hindu day is yesterday's, but Brahma muhurta belongs to the coming sunrise's day.
  const aug12 = computePanchangDay({ date: '2023-08-12', ...MIRZAPUR, include: ['muhurtas'] }).muhurtas!;
  const dawn = computePanchangInstant({ date: '2023-08-12', time: '04:30', ...MIRZAPUR, include: ['muhurtas'] }).muhurtas!;
  t.true(aug12.brahma_muhurta!.start < '2023-08-12T04:30:00+05:30' && '2023-08-12T04:30:00+05:30' < aug12.brahma_muhurta!.end);
  t.deepEqual(dawn.brahma_muhurta, aug12.brahma_muhurta);
  t.is(dawn.nishita_muhurta, null);
  t.is(computePanchangDay({ date: '2023-01-21', ...MIRZAPUR, include: ['muhurtas'] }).muhurtas!.varjyam.filter((w) => w.start === crossing.start).length, 0);
});

test('polar day and night (78.2° N, June and December): null windows with a reason, never an exception', (t) => {
  const svalbard = { lat: 78.2232, lng: 15.6267, tz: 'Arctic/Longyearbyen' };
  for (const date of ['2023-06-21', '2023-12-21']) {
    const p = computePanchangDay({ date, ...svalbard, include: PANCHANG_GROUPS });
    t.is(p.choghadiya!.day, null, date);
    t.is(p.choghadiya!.night, null, date);
    t.is(p.choghadiya!.reason, 'no_sunrise', date);
    t.is(p.hora!.horas, null, date);
    t.is(p.muhurtas!.brahma_muhurta, null);
    t.is(p.muhurtas!.dur_muhurtam, null);
    t.is(p.muhurtas!.reason, 'no_sunrise');
    t.is(p.periods!.dinamana_seconds, null);
    t.is(p.periods!.reason, 'no_sunrise');
    t.true(Array.isArray(p.muhurtas!.varjyam));
    t.truthy(p.signs!.moon.name);
    const inst = computePanchangInstant({ date, time: '12:00', ...svalbard, include: PANCHANG_GROUPS });
    t.is(inst.hora!.horas, null);
  }
  // The last sunrise before the polar night (2023-10-26): a day but no next sunrise, so no night.
  const last = computePanchangDay({ date: '2023-10-26', ...svalbard, include: PANCHANG_GROUPS });
  t.is(last.choghadiya!.day!.length, 8);
  t.is(last.choghadiya!.night, null);
  t.is(last.choghadiya!.reason, 'no_next_sunrise');
  t.is(last.hora!.horas, null);
  t.truthy(last.muhurtas!.vijaya_muhurta);
  t.is(last.muhurtas!.nishita_muhurta, null);
  t.is(last.periods!.ratrimana_seconds, null);
  t.true(last.periods!.dinamana_seconds! > 0);
  // The first sunrise after it (2023-02-16): no sunset the day before, so no Brahma muhurta; the day is whole.
  const first = computePanchangDay({ date: '2023-02-16', ...svalbard, include: PANCHANG_GROUPS });
  t.is(first.muhurtas!.brahma_muhurta, null);
  t.is(first.muhurtas!.pratah_sandhya, null);
  t.is(first.muhurtas!.reason, 'no_previous_sunset');
  t.truthy(first.muhurtas!.vijaya_muhurta);
  t.is(first.choghadiya!.night!.length, 8);
});
