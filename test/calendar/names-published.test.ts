/**
 * The name tables (data/names) against a second published table, and the spelling rules a machine can check:
 * spot values per language (and a few festival names) from test/fixtures/names/published.json, each with its
 * source; names distinct where the concept's names must be; NFC text; joiners only in Malayalam; and the
 * regional solar months' native names (data/regions/solar-calendars.json) in their own script.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { INDIAN_LANGS, readNameTables, type IndexedConcept } from '../../src/calendar/names/index.js';

interface PublishedValue { concept: IndexedConcept; lang: string; index: number; name: string; source: string }
interface PublishedFestival { id: string; lang: string; name: string; source: string }
interface Published {
  values: PublishedValue[];
  festivals: PublishedFestival[];
  solar_months: Record<'tamil' | 'malayalam' | 'bengali', { names: string[]; source: string }>;
}

const tables = readNameTables('data');
const published = JSON.parse(readFileSync('test/fixtures/names/published.json', 'utf8')) as Published;
const solar = JSON.parse(readFileSync('data/regions/solar-calendars.json', 'utf8')) as {
  calendars: { id: string; months: [string, string][]; era: { name_native: string } }[];
};

/** Concepts whose names must all differ within one language (a repeated name would make two indices one). */
const DISTINCT: IndexedConcept[] = ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'masa', 'samvatsara', 'rashi', 'graha'];
const ZWNJ = 0x200c;
const ZWJ = 0x200d;

test('spot values: the tables agree with a second published table in every language', (t) => {
  const langs = new Set(published.values.map((v) => v.lang));
  for (const l of INDIAN_LANGS) t.true(langs.has(l), `${l} has spot values`);
  for (const v of published.values) {
    t.true(v.source.length > 10, `${v.concept}.${v.lang}[${v.index}] names its source`);
    t.is(tables.indexed[v.concept].names[v.lang]?.[v.index], v.name, `${v.concept}.${v.lang}[${v.index}] as in ${v.source}`);
  }
});

test('spot values: festival names as a regional source prints them', (t) => {
  for (const f of published.festivals) {
    t.true(f.source.length > 10, `${f.id}.${f.lang} names its source`);
    t.is((tables.festival.names[f.id] as Record<string, string | undefined> | undefined)?.[f.lang], f.name, `festival ${f.id}.${f.lang} as in ${f.source}`);
  }
});

test('names that must be distinct are distinct in every language', (t) => {
  for (const c of DISTINCT) {
    for (const [lang, names] of Object.entries(tables.indexed[c].names)) {
      const seen = new Map<string, number>();
      for (const [i, n] of names.entries()) {
        t.false(seen.has(n), `${c}.${lang}[${i}] = ${n} repeats [${seen.get(n)}]`);
        seen.set(n, i);
      }
    }
  }
});

/** Every local-script string of the name tables, with where it stands. */
function localStrings(): { where: string; lang: string; s: string }[] {
  const out: { where: string; lang: string; s: string }[] = [];
  for (const [c, tbl] of Object.entries(tables.indexed)) {
    for (const l of INDIAN_LANGS) for (const [i, s] of (tbl.names[l] ?? []).entries()) out.push({ where: `${c}.${l}[${i}]`, lang: l, s });
  }
  for (const [id, byLang] of Object.entries(tables.festival.names)) {
    for (const l of INDIAN_LANGS) {
      const s = (byLang as Record<string, string | undefined>)[l];
      if (s !== undefined) out.push({ where: `festival ${id}.${l}`, lang: l, s });
    }
  }
  return out;
}

test('every local name is NFC, and ZWJ/ZWNJ appear only in Malayalam (where CLDR and the orthography use them)', (t) => {
  for (const { where, lang, s } of localStrings()) {
    t.is(s.normalize('NFC'), s, `${where} = ${s} is NFC`);
    const joiner = [...s].some((ch) => ch.codePointAt(0) === ZWNJ || ch.codePointAt(0) === ZWJ);
    if (lang !== 'ml') t.false(joiner, `${where} = ${s} has no joiner`);
  }
});

/** The Unicode block of each solar calendar's native names (Assamese is written in the Bengali block). */
const SOLAR_BLOCKS: Record<string, [number, number]> = {
  tamil: [0x0b80, 0x0bff], malayalam: [0x0d00, 0x0d7f], bengali: [0x0980, 0x09ff], odia: [0x0b00, 0x0b7f],
  assamese: [0x0980, 0x09ff], punjabi: [0x0a00, 0x0a7f],
};
/** Assamese writes the o of ব’হাগ, চ’ত with an apostrophe (U+2019); nothing else besides the script. */
const SOLAR_EXTRA = new Set([0x2019]);

test('solar calendars: native month and era names in their script, NFC, as published', (t) => {
  for (const cal of solar.calendars) {
    const block = SOLAR_BLOCKS[cal.id];
    t.truthy(block, `${cal.id} has a script`);
    t.is(cal.months.length, 12);
    t.is(new Set(cal.months.map((m) => m[1])).size, 12, `${cal.id}: twelve distinct month names`);
    for (const s of [...cal.months.map((m) => m[1]), cal.era.name_native]) {
      t.is(s.normalize('NFC'), s, `${cal.id}: ${s} is NFC`);
      t.true([...s].every((ch) => { const c = ch.codePointAt(0)!; return (c >= block![0] && c <= block![1]) || SOLAR_EXTRA.has(c); }), `${cal.id}: ${s} in its block`);
    }
  }
  for (const [id, p] of Object.entries(published.solar_months)) {
    const cal = solar.calendars.find((c) => c.id === id)!;
    t.deepEqual(cal.months.map((m) => m[1]), p.names, `${id} months as in ${p.source}`);
  }
});
