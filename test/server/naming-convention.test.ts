/**
 * The naming convention (src/calendar/names/index.ts) across every calendar endpoint's example answer (the
 * ones /openapi.json shows, each checked elsewhere to be the engine's output) and the same answers with
 * `lang`: a name member holds the IAST of the names tables, its `_en` the English, so a concept is spelled
 * the same everywhere (no "Rahu"/"Jupiter"/"Guruwara" where "Rāhu"/"Bṛhaspati"/"Guruvāra" is expected).
 */
import test from 'ava';
import { PANCHANG_EXAMPLE, PANCHANG_EXAMPLE_QUERY } from '../../src/server/routes/panchang-example.js';
import { MONTH_EXAMPLE } from '../../src/server/routes/month-example.js';
import { FESTIVALS_EXAMPLE } from '../../src/server/routes/festivals-example.js';
import { ECLIPSES_EXAMPLE } from '../../src/server/routes/eclipses-example.js';
import CEREMONIES from '../../src/server/routes/ceremonies-examples.json' with { type: 'json' };
import { localizeNames, nameTables, type IndexedConcept } from '../../src/calendar/names/index.js';
import { makeTestApp } from './helpers.js';

const T = nameTables().indexed;
const set = (c: IndexedConcept, key: 'iast' | 'en') => new Set(T[c].names[key]);
/** Tithi names as printed: alone ("Saptamī") or with the paksha ("Śukla Pañcamī"); Pūrṇimā and Amāvāsyā alone. */
function tithiForms(key: 'iast' | 'en'): Set<string> {
  const out = new Set<string>(T.tithi.names[key]);
  for (const p of T.paksha.names[key]!) for (const t of T.tithi.names[key]!.slice(0, 14)) out.add(`${p} ${t}`);
  return out;
}
const masaForms = (key: 'iast' | 'en') => new Set([...T.masa.names[key]!, ...T.masa.names[key]!.map((m) => `${T.adhika.names[key]![0]} ${m}`)]);
const IAST: Record<string, Set<string>> = {
  weekday: set('vara', 'iast'), vara: set('vara', 'iast'),
  lord: set('graha', 'iast'), nakshatra_lord: set('graha', 'iast'), rashi_lord: set('graha', 'iast'),
  nakshatra_name: set('nakshatra', 'iast'), rashi_name: set('rashi', 'iast'),
  lunar_month_name: masaForms('iast'), lunar_month_label: masaForms('iast'), lunar_month_purnimanta: masaForms('iast'),
  nakshatra: set('nakshatra', 'iast'), yoga: set('yoga', 'iast'), karana: set('karana', 'iast'), tithi: tithiForms('iast'),
  amanta: masaForms('iast'), purnimanta: masaForms('iast'), label: masaForms('iast'),
};
const EN: Record<string, Set<string>> = {
  weekday: set('vara', 'en'), lord: set('graha', 'en'), nakshatra_lord: set('graha', 'en'), rashi_lord: set('graha', 'en'),
  nakshatra_name: set('nakshatra', 'en'), rashi_name: set('rashi', 'en'),
  lunar_month_name: masaForms('en'), lunar_month_label: masaForms('en'), lunar_month_purnimanta: masaForms('en'),
  nakshatra: set('nakshatra', 'en'), yoga: set('yoga', 'en'), karana: set('karana', 'en'), tithi: tithiForms('en'),
  amanta: masaForms('en'), purnimanta: masaForms('en'), label: masaForms('en'),
};
/** Element objects: member → concept whose IAST `name` (by number/index) they carry. */
const ELEMENT: Record<string, IndexedConcept> = {
  tithi: 'tithi', tithis_of_day: 'tithi', nakshatra: 'nakshatra', yoga: 'yoga', karana: 'karana', vara: 'vara', masa: 'masa',
  amanta: 'masa', purnimanta: 'masa', samvatsara: 'samvatsara',
};
const ELEMENT_NAMES: Partial<Record<IndexedConcept, Set<string>>> = { tithi: tithiForms('iast'), masa: masaForms('iast') };

/**
 * Festival items (a rule id, or a month's festival entry with a `category`) follow the convention too: `name` is the
 * IAST (`names.iast` where the item carries `names`) and `name_en` the English; their `masa` is walked as a masa.
 */
const isFestivalItem = (o: Record<string, unknown>) => typeof o.rule_id === 'string' || (typeof o.id === 'string' && typeof o.category === 'string');

function checkFestivalItem(o: Record<string, unknown>, where: string, bad: string[]): void {
  if (typeof o.name_en !== 'string') bad.push(`${where}: a festival item without name_en`);
  const names = o.names as { iast?: string; english?: string } | undefined;
  if (names && o.name !== names.iast) bad.push(`${where}.name: "${String(o.name)}" is not its IAST name "${names.iast}"`);
  if (names && o.name_en !== names.english) bad.push(`${where}.name_en: "${String(o.name_en)}" is not its English name "${names.english}"`);
}

function check(v: unknown, where: string, bad: string[], parent: string | null): void {
  if (Array.isArray(v)) {
    if (parent && IAST[parent] && v.every((x) => typeof x === 'string')) {
      for (const x of v) if (!IAST[parent]!.has(x)) bad.push(`${where}: "${x}" is not the IAST of a ${parent}`);
      return;
    }
    if (parent?.endsWith('_en') && EN[parent.slice(0, -3)] && v.every((x) => typeof x === 'string')) {
      for (const x of v) if (!EN[parent.slice(0, -3)]!.has(x)) bad.push(`${where}: "${x}" is not the English of a ${parent.slice(0, -3)}`);
      return;
    }
    v.forEach((x, i) => check(x, `${where}[${i}]`, bad, parent === 'sequence' ? 'sequence' : parent));
    return;
  }
  if (typeof v !== 'object' || v === null) return;
  const o = v as Record<string, unknown>;
  if (isFestivalItem(o)) checkFestivalItem(o, where, bad);
  const concept = parent ? ELEMENT[parent] : undefined;
  if (concept && typeof o.name === 'string') {
    const ok = ELEMENT_NAMES[concept] ?? set(concept, 'iast');
    if (!ok.has(o.name)) bad.push(`${where}.name: "${o.name}" is not the IAST of a ${concept}`);
    const n = typeof o.number === 'number' ? o.number : null;
    if (n !== null && concept !== 'tithi' && concept !== 'vara' && concept !== 'masa' && T[concept].names.iast![n - 1] !== o.name) bad.push(`${where}.name: "${o.name}" is not ${concept} ${n}`);
  }
  for (const [k, x] of Object.entries(o)) {
    const here = `${where}.${k}`;
    if (typeof x === 'string') {
      if (k.endsWith('_en') && EN[k.slice(0, -3)] && !EN[k.slice(0, -3)]!.has(x)) bad.push(`${here}: "${x}" is not the English of a ${k.slice(0, -3)}`);
      else if (IAST[k] && !(k === 'label' && !('amanta' in o)) && !IAST[k]!.has(x)) bad.push(`${here}: "${x}" is not the IAST of a ${k}`);
    } else {
      check(x, here, bad, k === 'sequence' ? parent : k);
    }
  }
}

function issues(answer: unknown, name: string): string[] {
  const bad: string[] = [];
  check(answer, name, bad, null);
  return bad;
}

const EXAMPLES: [string, unknown][] = [
  ['panchang', PANCHANG_EXAMPLE], ['month', MONTH_EXAMPLE], ['festivals', FESTIVALS_EXAMPLE], ['eclipses', ECLIPSES_EXAMPLE],
  ['namakarna', CEREMONIES.namakarna], ['shraddha', CEREMONIES.shraddha], ['vivah-muhurat', CEREMONIES.vivah_muhurat],
];

test('every calendar endpoint\'s example answer follows the convention: IAST names, English in _en', (t) => {
  for (const [name, ex] of EXAMPLES) t.deepEqual(issues(ex, name), [], name);
});

test('with lang=en every element carries name_en and name_local from the same tables, whatever the endpoint', (t) => {
  for (const [name, ex] of EXAMPLES) {
    const en = localizeNames(ex, 'en');
    t.deepEqual(issues(en, name), [], name);
    const json = JSON.stringify(en);
    // name_local for lang=en is the English: never an IAST spelling with diacritics.
    for (const m of json.matchAll(/"name_local":"([^"]*)"/g)) t.regex(m[1]!, /^[\x20-\x7e]*$/, `${name}: ${m[1]}`);
  }
});

test('the checker finds ASCII names where IAST is expected (the answers before the convention)', (t) => {
  const before = { nakshatra_name: 'Purva Bhadrapada', nakshatra_lord: 'Jupiter', weekday: 'Guruwara', tithi: { number: 5, name: 'Shukla Panchami' }, windows: [{ nakshatra: ['Rohini'] }] };
  t.is(issues(before, 'x').length, 5);
});

test('a live panchang with every group follows it too', async (t) => {
  const api = await makeTestApp();
  const qs = new URLSearchParams(Object.entries({ ...PANCHANG_EXAMPLE_QUERY, date: '2024-10-31', lang: 'en' }).map(([k, v]) => [k, String(v)]));
  const r = await api.get(`/calendar/v1/panchang?${qs}`);
  t.is(r.status, 200, r.text);
  t.deepEqual(issues(r.json, 'panchang'), []);
});

test('a live festival year and month follow it too: each item\'s name is its IAST, name_en its English', async (t) => {
  const api = await makeTestApp();
  const year = await api.get('/calendar/v1/festivals?year=2024&lat=28.6139&lng=77.209');
  t.is(year.status, 200, year.text);
  t.deepEqual(issues(year.json, 'festivals'), []);
  const month = await api.get('/calendar/v1/month?year=2024&month=11&lat=28.6139&lng=77.209');
  t.is(month.status, 200, month.text);
  t.deepEqual(issues(month.json, 'month'), []);
});
