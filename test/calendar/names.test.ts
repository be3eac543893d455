/**
 * The name tables (data/names): every table complete for every language, each name in its script's Unicode
 * block, regional forms where panchangs use them (not transliterations), and the evaluator's answers.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { festivalData } from '../../src/server/festival-rules.js';
import { FESTIVAL_REGION_LANGS, type FestivalRegion } from '../../src/calendar/festivals/regions.js';
import { INDEXED_CONCEPTS, INDIAN_LANGS, SCRIPT_BLOCKS, nameOf, festivalNameOf, indexOfName, readNameTables } from '../../src/calendar/names/index.js';

const tables = readNameTables('data');
const COUNTS: Record<string, number> = { tithi: 16, paksha: 2, nakshatra: 27, yoga: 27, karana: 11, vara: 7, masa: 12, adhika: 1, samvatsara: 60, rashi: 12, graha: 9, choghadiya: 7, muhurta: 15 };
/** Joiners and spaces a name may hold besides its script (Malayalam weekdays carry ZWNJ, as CLDR writes them). */
const ALLOWED = new Set([0x20, 0x200c, 0x200d, 0x28, 0x29]);

function inBlock(name: string, lang: (typeof INDIAN_LANGS)[number]): boolean {
  const b = SCRIPT_BLOCKS[lang];
  return [...name].every((ch) => {
    const c = ch.codePointAt(0)!;
    return ALLOWED.has(c) || (c >= b.from && c <= b.to);
  });
}

test('every indexed table is complete for IAST, English and the nine languages, each name in its script', (t) => {
  for (const c of INDEXED_CONCEPTS) {
    const tbl = tables.indexed[c];
    t.is(tbl.concept, c);
    t.is(tbl.count, COUNTS[c], c);
    t.true(tbl.sources.length > 20, `${c} names its sources`);
    for (const key of ['iast', 'en', ...INDIAN_LANGS]) {
      const names = tbl.names[key];
      t.truthy(names, `${c}.${key}`);
      t.is(names!.length, COUNTS[c], `${c}.${key} has ${COUNTS[c]} names`);
      for (const [i, n] of names!.entries()) {
        t.true(typeof n === 'string' && n.trim() === n && n.length > 0, `${c}.${key}[${i}] non-empty`);
        if (key === 'en') t.regex(n, /^[A-Za-z ()-]+$/, `${c}.en[${i}] ASCII`);
        if ((INDIAN_LANGS as readonly string[]).includes(key)) t.true(inBlock(n, key as (typeof INDIAN_LANGS)[number]), `${c}.${key}[${i}] = ${n} in the ${SCRIPT_BLOCKS[key as 'hi'].script} block`);
      }
    }
  }
});

test('the festival table: thirty major festivals and all 26 Ekadashis, complete in every language, ids that exist', (t) => {
  const f = tables.festival;
  const ids = Object.keys(f.names);
  const ruleIds = new Set(['major', 'ekadashi'].flatMap((file) => [...readFileSync(`data/festivals/${file}.toml`, 'utf8').matchAll(/^id = "([^"]+)"/gm)].map((m) => m[1]!)));
  const regional = new Map(festivalData().regionalRules.map((r) => [r.id, r.regions]));
  t.is(ids.filter((id) => id.endsWith('-ekadashi')).length, 26);
  t.true(ids.filter((id) => !id.endsWith('-ekadashi') && !regional.has(id)).length >= 30);
  for (const id of ids) {
    t.true(ruleIds.has(id) || regional.has(id), `${id} is a festival rule`);
    // a regional observance needs the languages of its regions; the others, when given, in their script
    const required = regional.has(id) ? new Set(regional.get(id)!.flatMap((r) => FESTIVAL_REGION_LANGS[r as FestivalRegion])) : new Set<string>(INDIAN_LANGS);
    for (const l of INDIAN_LANGS) {
      const n = f.names[id]![l];
      if (!required.has(l) && n === undefined) continue;
      t.truthy(n, `${id}.${l}`);
      t.true(inBlock(n!, l), `${id}.${l} = ${n} in its script`);
    }
  }
});

test('every regional observance of the sets that require it has names in its regions\' languages', (t) => {
  const f = tables.festival;
  const since = new Set(['maharashtra', 'gujarat', 'karnataka', 'andhra-pradesh', 'telangana', 'rajasthan', 'nepal', 'jain', 'buddhist']);
  let checked = 0;
  for (const r of festivalData().regionalRules) {
    if (!r.regions.some((x) => since.has(x)) && r.id !== 'deepavali-tamil') continue;
    for (const reg of r.regions) for (const l of FESTIVAL_REGION_LANGS[reg as FestivalRegion]) { t.truthy(f.names[r.id]?.[l as 'hi'], `${r.id}.${l}`); checked++; }
  }
  t.true(checked >= 55, `checked ${checked}`);
});

test('regional names are the regional ones, not transliterations', (t) => {
  t.deepEqual(tables.indexed.vara.names.ta, ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி']);
  t.deepEqual(tables.indexed.nakshatra.names.ta!.slice(0, 3), ['அசுவினி', 'பரணி', 'கார்த்திகை']);
  t.is(nameOf('nakshatra', 0, 'ml'), 'അശ്വതി');
  t.is(nameOf('masa', 1, 'bn'), 'বৈশাখ');
  t.is(nameOf('vara', 4, 'bn'), 'বৃহস্পতিবার');
  t.is(nameOf('vara', 0, 'kn'), 'ಭಾನುವಾರ');
  t.is(nameOf('masa', 6, 'gu'), 'આસો');
  t.is(nameOf('tithi', 0, 'te'), 'పాడ్యమి');
  t.is(nameOf('rashi', 0, 'ml'), 'മേടം');
  t.is(nameOf('samvatsara', 37, 'ta'), 'குரோதி');
  t.is(festivalNameOf('diwali', 'ta'), 'தீபாவளி');
  t.is(festivalNameOf('ganesh-chaturthi', 'te'), 'వినాయక చవితి');
});

test('nameOf: IAST by default key, English, the local script; indexOfName reads any romanisation', (t) => {
  t.is(nameOf('vara', 5, 'sa-Latn'), 'Śukravāra');
  t.is(nameOf('vara', 5, 'iast'), 'Śukravāra');
  t.is(nameOf('vara', 5, 'en'), 'Friday');
  t.is(nameOf('vara', 5, 'hi'), 'शुक्रवार');
  t.is(nameOf('nakshatra', 27, 'hi'), null);
  t.is(festivalNameOf('no-such-festival', 'hi'), null);
  t.is(indexOfName('vara', 'Guruwara'), 4);
  t.is(indexOfName('vara', 'Guruvāra'), 4);
  t.is(indexOfName('graha', 'Rahu'), 7);
  t.is(indexOfName('graha', 'Jupiter'), 4);
  t.is(indexOfName('graha', 'Bṛhaspati'), 4);
});
