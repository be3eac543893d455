/**
 * @module calendar/names/localize
 * Adds the names of the naming convention (./index.ts) to a calendar answer: every named element gets
 * `name_en` and `name_local` (the name in the requested `lang`), its `lord` gets `lord_en` and `lord_local`, a
 * `paksha` gets `paksha_local`, a `weekday` gets `weekday_local`; namakarna's flat fields (fixed by the
 * specification) get `<field>_local` beside them; festival items get `name_local` by rule id (null when the
 * festival has no entry). Elements are recognised by the member that holds them (`tithi`, `nakshatra`, …),
 * the same members in every endpoint, so one walker serves them all.
 */
import { festivalNameOf, indexOfName, nameOf } from './name-of.js';
import type { Lang } from './languages.js';
import { nameTables, type IndexedConcept } from './tables.js';

type Obj = Record<string, unknown>;
const decoder = new TextDecoder();

/** Member name → the concept of the element(s) it holds. `sequence` inherits its parent's, as do `day` and
 * `night` inside `choghadiya` (not inside `gowri`, whose periods have their own names). */
const CONCEPT_OF_MEMBER: Readonly<Record<string, IndexedConcept>> = {
  tithi: 'tithi', tithis_of_day: 'tithi', nakshatra: 'nakshatra', yoga: 'yoga', karana: 'karana', vara: 'vara',
  masa: 'masa', amanta: 'masa', purnimanta: 'masa', samvatsara: 'samvatsara', choghadiya: 'choghadiya', lagnas: 'rashi',
};

/** The language of each regional solar calendar of data/regions/solar-calendars.json that has one here. */
const SOLAR_CALENDAR_LANG: Readonly<Record<string, Lang>> = { tamil: 'ta', malayalam: 'ml', bengali: 'bn', odia: 'or' };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @brief Index in the concept's table of a tithi number 1–30 (15 = Pūrṇimā, 30 = Amāvāsyā). */
const tithiIndex = (n: number): number => (n === 30 ? 15 : (n - 1) % 15);

function pakshaIndex(p: unknown): number | null {
  return p === 'Shukla' ? 0 : p === 'Krishna' ? 1 : null;
}

/** @brief The element's index in its concept's table, from its number, index or (choghadiya) name. */
function elementIndex(concept: IndexedConcept, o: Obj): number | null {
  const num = typeof o.number === 'number' ? o.number : null;
  switch (concept) {
    case 'tithi': return num !== null && num >= 1 && num <= 30 ? tithiIndex(num) : null;
    case 'vara': return num !== null && num >= 0 && num <= 6 ? num : null;
    case 'masa': return typeof o.index === 'number' ? o.index : null;
    case 'choghadiya': return typeof o.name === 'string' ? indexOfName('choghadiya', o.name) : null;
    default: return num !== null ? num - 1 : null;
  }
}

function addElementNames(concept: IndexedConcept, o: Obj, lang: Lang): void {
  const i = elementIndex(concept, o);
  if (i === null || typeof o.name !== 'string') return;
  let en = nameOf(concept, i, 'en');
  let local = nameOf(concept, i, lang);
  if (concept === 'masa' && o.adhika === true) {
    en = `${nameOf('adhika', 0, 'en')} ${en}`;
    local = local === null ? null : `${nameOf('adhika', 0, lang)} ${local}`;
  }
  // Ceremonies print a tithi with its paksha ("Krishna Ashtami"): so do its other names.
  const p = pakshaIndex(o.paksha);
  if (concept === 'tithi' && p !== null && /^(Shukla|Krishna|Śukla|Kṛṣṇa) /.test(o.name)) {
    en = `${nameOf('paksha', p, 'en')} ${en}`;
    local = local === null ? null : `${nameOf('paksha', p, lang)} ${local}`;
  }
  o.name_en = en;
  o.name_local = local;
}

function addFlatNames(o: Obj, lang: Lang): void {
  if (typeof o.paksha === 'string' && pakshaIndex(o.paksha) !== null) o.paksha_local = nameOf('paksha', pakshaIndex(o.paksha)!, lang);
  if (typeof o.lord === 'string') {
    const g = indexOfName('graha', o.lord);
    if (g !== null) { o.lord_en = nameOf('graha', g, 'en'); o.lord_local = nameOf('graha', g, lang); }
  }
  if (typeof o.weekday === 'string') {
    const w = indexOfName('vara', o.weekday);
    if (w !== null) o.weekday_local = nameOf('vara', w, lang);
  } else if (typeof o.weekday === 'number' && o.weekday >= 0 && o.weekday <= 6) o.weekday_local = nameOf('vara', o.weekday, lang);
  // Festival items (festivals: `rule_id`; month: `id` with `category`): `name` is the IAST, `name_en` the English.
  // The observance's own id: a derived day (`<rule>-vaishnava`, `-parana`, `-gauna`) has no entry of its own.
  if (typeof o.rule_id === 'string' && 'name' in o) o.name_local = festivalLocal(typeof o.id === 'string' ? o.id : o.rule_id, o, lang);
  else if (typeof o.id === 'string' && typeof o.category === 'string' && typeof o.name_en === 'string') o.name_local = festivalLocal(o.id, o, lang);
  // Panchang `ekadashi`: its festival entry, by its English label ("Parsva Ekadashi" → parsva-ekadashi).
  if (typeof o.label === 'string' && /Ekadashi$/.test(o.label) && typeof o.fast_date === 'string') {
    o.name_local = festivalLocal(o.label.toLowerCase().replace(/ /g, '-'), { name: o.name, name_en: o.label }, lang);
  }
  // Panchang `solar_date`: the month's name in its own calendar's language, else (a solar month is named by the
  // rashi whose sankranti begins it) the rashi's name in `lang`.
  if (typeof o.calendar === 'string' && isObj(o.month) && typeof o.month.rashi === 'number') {
    const m = o.month;
    m.name_local = lang === 'en' || lang === 'sa-Latn' || lang === 'iast' ? m.name
      : SOLAR_CALENDAR_LANG[o.calendar] === lang && typeof m.name_native === 'string' ? m.name_native
        : nameOf('rashi', (m.rashi as number) - 1, lang);
  }
  // Named windows (rahu_kalam …, the `muhurtas` group): their names once, in `window_names`.
  const ids = nameTables().indexed.muhurta.ids!;
  const present = ids.filter((id) => id in o);
  if (present.length > 0) {
    const names: Obj = {};
    for (const id of present) {
      const i = ids.indexOf(id);
      names[id] = { name: nameOf('muhurta', i, 'iast'), name_en: nameOf('muhurta', i, 'en'), name_local: nameOf('muhurta', i, lang) };
    }
    o.window_names = names;
  }
  // Eclipses: the eclipsed body.
  if (o.body === 'sun' || o.body === 'moon') o.body_local = nameOf('graha', o.body === 'sun' ? 0 : 1, lang);
  // Namakarna: the specification's flat fields.
  if (typeof o.nakshatra_name === 'string' && typeof o.nakshatra_number === 'number') o.nakshatra_name_local = nameOf('nakshatra', o.nakshatra_number - 1, lang);
  if (typeof o.nakshatra_lord === 'string') {
    const g = indexOfName('graha', o.nakshatra_lord);
    o.nakshatra_lord_local = g === null ? null : nameOf('graha', g, lang);
  }
  if (typeof o.rashi_name === 'string' && typeof o.rashi_index === 'number') o.rashi_name_local = nameOf('rashi', o.rashi_index - 1, lang);
  if (typeof o.lunar_month_name === 'string') {
    const m = indexOfName('masa', o.lunar_month_name);
    o.lunar_month_name_local = m === null ? null : (o.lunar_month_adhika === true ? `${nameOf('adhika', 0, lang)} ` : '') + nameOf('masa', m, lang);
  }
}

/** A festival's name in `lang`: the table's for an Indian language, else its own IAST or English name. */
export function festivalLocal(ruleId: string, o: Obj, lang: Lang): string | null {
  const n = isObj(o.names) ? o.names : null;
  if (lang === 'en') return typeof o.name_en === 'string' ? o.name_en : null;
  if (lang === 'sa-Latn' || lang === 'iast') return typeof o.name === 'string' ? o.name : typeof n?.iast === 'string' ? n.iast : null;
  return festivalNameOf(ruleId, lang);
}

/** @brief A name printed as a string (vivah muhurat's lists): its name in `lang`, or null if unrecognised. */
function localOfString(concept: IndexedConcept, name: string, lang: Lang): string | null {
  const m = /^(Shukla|Krishna|Śukla|Kṛṣṇa) (.+)$/.exec(name);
  if (concept === 'tithi' && m) {
    const t = indexOfName('tithi', m[2]!);
    return t === null ? null : `${nameOf('paksha', m[1] === 'Shukla' || m[1] === 'Śukla' ? 0 : 1, lang)} ${nameOf('tithi', t, lang)}`;
  }
  const adhika = concept === 'masa' && /^Adhika /.test(name);
  const i = indexOfName(concept, adhika ? name.slice(7) : name);
  if (i === null) return null;
  return adhika ? `${nameOf('adhika', 0, lang)} ${nameOf('masa', i, lang)}` : nameOf(concept, i, lang);
}

function walk(v: unknown, concept: IndexedConcept | null, lang: Lang, parentKey: string | null): void {
  if (Array.isArray(v)) { for (const x of v) walk(x, concept, lang, parentKey); return; }
  if (!isObj(v)) return;
  if (concept) addElementNames(concept, v, lang);
  addFlatNames(v, lang);
  for (const k of Object.keys(v)) {
    const child = v[k];
    if (k === 'window_names') continue; // added above: names already
    const named = CONCEPT_OF_MEMBER[k];
    // Names printed as strings (vivah muhurat: `vara: "Shaniwara"`, `nakshatra: ["Rohini"]`): `<member>_local` beside them.
    if (named && typeof child === 'string') v[`${k}_local`] = localOfString(named, child, lang);
    else if (named && Array.isArray(child) && child.every((x) => typeof x === 'string')) v[`${k}_local`] = child.map((x: string) => localOfString(named, x, lang));
    if (typeof child !== 'object' || child === null) continue;
    // `day`/`night` are choghadiya lists only inside `choghadiya` (gowri has its own names).
    const c = k === 'sequence' ? concept
      : k === 'day' || k === 'night' ? (concept === 'choghadiya' ? concept : null)
        : (k === 'sun' || k === 'moon') && parentKey === 'signs' ? 'rashi'
          : CONCEPT_OF_MEMBER[k] ?? null;
    walk(child, c, lang, k);
  }
}

/**
 * @brief The answer with the names of `lang` added (see the module comment). `body` is the answer's JSON as
 * an object or as UTF-8 bytes; the result is a new object (the argument is not changed).
 */
export function localizeNames(body: unknown, lang: Lang): unknown {
  const copy: unknown = body instanceof Uint8Array ? JSON.parse(decoder.decode(body)) : JSON.parse(JSON.stringify(body));
  walk(copy, null, lang, null);
  return copy;
}

/** @brief `localizeNames` of a JSON answer given and returned as UTF-8 bytes (the compute pool's bodies). */
export function localizeNamesBytes(body: Uint8Array, lang: Lang): Buffer {
  return Buffer.from(JSON.stringify(localizeNames(body, lang)), 'utf8');
}
