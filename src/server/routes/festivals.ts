/**
 * @module
 * GET /calendar/v1/festivals: the festival dates of a year at a place (engine src/calendar/festivals,
 * rules data/festivals/*.toml, curated metadata data/festivals/metadata). JSON by default; iCalendar
 * with `format=ics` or `Accept: text/calendar` (the query parameter wins when both are given).
 * Anga boundaries come from the location-free tables when loaded (../calendar-tables.ts), else live.
 */
import { join } from 'node:path';
import { JSON_TYPE, type RouteModule } from '../route.js';
import { CONVENTION_PARAM, LANG_PARAM, LOCATION_PARAMS, TIME_WINDOW_SCHEMA, calendarSystemParam, currentYearIn, type LocationQuery } from '../schema/common.js';
import type { JsonSchema } from '../schema/types.js';
import type { CalendarSystem } from '../../calendar/festivals/index.js';
import type { Convention } from '../../calendar/index.js';
import { festivalData } from '../festival-rules.js';
import type { Lang } from '../../calendar/names/index.js';
import { runLocalizedBodyInPool } from '../compute-pool.js';
import { FESTIVALS_EXAMPLE } from './festivals-example.js';
import { FESTIVAL_REGIONS } from '../../calendar/festivals/regions.js';
import { festivalRegionAt } from '../../calendar/regions/festival-region-grid.js';
import { festivalRegionGrid } from '../festival-region-store.js';

interface FestivalsQuery extends LocationQuery {
  lang?: Lang;
  year: number;
  calendar_system?: CalendarSystem;
  convention?: Convention;
  format?: 'json' | 'ics';
  metadata?: 'inline' | 'dictionary';
  fields?: string;
  region?: string;
}

/** `region` values: `auto` (the place's), `none` (pan-Indian only), or one set. */
const REGION_VALUES = ['auto', 'none', ...FESTIVAL_REGIONS];

/** @brief The explicit region for the query: `auto` (or absent) → the place's region (data/regions/festival-regions.json), or `none`. */
export function resolveFestivalRegion(value: string | undefined, latDeg: number, lngDeg: number, dataDir: string): string {
  if (value !== undefined && value !== 'auto') return value;
  return festivalRegionAt(festivalRegionGrid(dataDir), latDeg, lngDeg) ?? 'none';
}

const DESCRIPTION = `Festival dates of a Gregorian year at a place, sorted by date: about 400 observances (Ekadashis with
their Vaishnava, Gauna and Parana days, Purnimas, Amavasyas, sankrantis, Pradosh, Sankashti, Masik Shivaratri,
the major festivals, jayantis, Navaratri and Pitru Paksha days).

Each festival is decided from a rule record (lunar month + tithi in amanta numbering, a nakshatra, a sankranti with its
punya kala, or an offset from another festival), the day window (kaala) in which the element must hold, and a tie-break
(puurvaviddha / paraviddha / vyaapti); Bhadra (Vishti karana) is avoided where the rule says so. Dates follow Drik Panchang
(99.7% agreement on its 2023 labels). See docs/festivals.md.

\`calendar_system\` does not move any festival (a festival is kept on the day its tradition keeps it); it changes the
reported month of Krishna-paksha days (\`masa\`, and names such as "Magha Amavasya" vs "Pausha Amavasya"). Shukla-paksha
items are identical in both systems.

**Formats:** JSON (default) or iCalendar (RFC 5545, one all-day VEVENT per festival) with \`format=ics\` or the header
\`Accept: text/calendar\`. \`metadata\` is the curated shastric entry (shloka as a /corpus/v1/cite reference, presiding
deity, katha, observances), null where none exists.

**Compact forms** (JSON only; the default is the full form above). A year is ~400 items and ~450 KB, of which
the curated metadata (the same few dozen entries on ~180 items) is about a third:
- \`metadata=dictionary\`: the body becomes \`{"festivals": [...], "metadata": {"<rule_id>": {...}}}\`: each item's
  \`metadata\` is the rule id of its entry (a key of the dictionary) or null, and each entry is written once
  (about 20 % smaller). Example: \`/calendar/v1/festivals?year=2024&lat=28.61&lng=77.2&metadata=dictionary\`.
- \`fields=id,date,name\`: only these members of each item (any of the item's members, comma-separated, kept in
  the item's order); leave out \`metadata\` to leave out the curated data (the item's \`rule_id\` still names its
  entry in \`metadata=dictionary\` or the full form). Example: \`fields=id,date,name,category\` is ~38 KB.
Dates, ids and every member kept are the same as in the full form.`;

const ISO: JsonSchema = { type: 'string', format: 'date-time', description: 'ISO 8601 local time with offset' };
const NAMES: JsonSchema = {
  type: 'object', required: ['iast', 'devanagari', 'english'],
  properties: { iast: { type: 'string' }, devanagari: { type: 'string' }, english: { type: 'string' } },
};
const REF: JsonSchema = {
  type: 'object', required: ['work', 'verse', 'cite_path'],
  properties: { work: { type: 'string' }, chapter: { type: 'string' }, verse: { type: 'string' }, cite_path: { type: 'string', description: 'Path of /corpus/v1/cite that resolves the verse' }, note: { type: 'string' } },
};
export const FESTIVAL_ITEM_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['id', 'rule_id', 'name', 'name_en', 'names', 'date', 'weekday', 'category', 'tags', 'variant', 'paksha', 'masa', 'decided_by', 'kaala', 'muhurat', 'decision', 'metadata'],
  properties: {
    id: { type: 'string', description: 'Stable id of the observance: the rule id, or rule id + `-vaishnava` / `-gauna` / `-parana`' },
    rule_id: { type: 'string', description: 'Id of the rule record (data/festivals) that decided it' },
    name: { type: 'string', description: 'IAST name (names.iast): a name member holds the IAST, its English form is `<member>_en`' },
    name_en: { type: 'string', description: 'English name (names.english), e.g. Diwali' },
    names: NAMES,
    date: { type: 'string', format: 'date', description: 'Local civil date of the observance' },
    weekday: { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday' },
    category: { type: 'string', enum: ['major', 'ekadashi', 'purnima', 'amavasya', 'sankranti', 'monthly-vrata', 'jayanti', 'vrata', 'navaratri', 'shraddha', 'regional'] },
    tags: { type: 'array', items: { type: 'string' }, description: 'Regional and sectarian tags' },
    regions: { type: 'array', items: { type: 'string', enum: [...FESTIVAL_REGIONS] }, description: 'Present only on items of a regional set (`region`): the regions whose set holds it' },
    variant: { type: ['string', 'null'], description: '`vaishnava`, `gauna` or `parana` for derived days; null for the main observance' },
    paksha: { type: ['string', 'null'], enum: ['Shukla', 'Krishna', null] },
    masa: {
      type: ['object', 'null'], description: 'Lunar month of the deciding tithi (else of the tithi at sunrise) in the requested system',
      properties: { number: { type: 'integer', minimum: 1, maximum: 12, description: '1 = Chaitra' }, name: { type: 'string', description: 'IAST' }, name_en: { type: 'string' }, adhika: { type: 'boolean' }, system: { type: 'string', enum: ['amant', 'purnimant'] } },
    },
    decided_by: {
      type: 'object', description: 'The element that decided the date: a tithi or nakshatra with its start and end, a sankranti instant, an offset from another festival, a weekday of an amanta lunar month (`weekday` 0 = Sunday, `masa` 1 = Chaitra: Bonalu, the Sundays of Ashadha), or the first evening the new crescent is seen (`crescent`: Yallop\'s q of that evening at least `min_yallop_q`; `masa` 0 = every month)',
      required: ['type'],
      properties: {
        type: { type: 'string', enum: ['tithi', 'nakshatra', 'sankranti', 'relative', 'weekday', 'crescent'] }, number: { type: 'integer' }, name: { type: 'string', description: 'IAST' }, name_en: { type: 'string' },
        start: ISO, end: ISO, rashi: { type: 'integer' }, instant: ISO, anchor: { type: 'string' }, offset_days: { type: 'integer' }, weekday: { type: 'integer', minimum: 0, maximum: 6 }, masa: { type: 'integer', minimum: 0, maximum: 12 }, min_yallop_q: { type: 'number' },
      },
    },
    kaala: { type: ['object', 'null'], description: 'The day window used (sunrise, pradosha, nishita, …; punya-kala for sankrantis)', properties: { name: { type: 'string' }, start: ISO, end: ISO } },
    muhurat: { ...TIME_WINDOW_SCHEMA, type: ['object', 'null'], description: 'Observance window where useful (Lakshmi Puja pradosha, Holika Dahan after Bhadra, Raksha Bandhan, nishita puja, sankranti punya kala)' },
    decision: { type: 'object', properties: { priority: { type: 'string' }, how: { type: 'string', description: 'single, both-first, both-second, vyaapti, fallback …' } } },
    metadata: {
      type: ['object', 'null'], description: 'Curated shastric data; null when the festival has no curated entry',
      properties: {
        deity: { type: ['object', 'null'], properties: { entity_id: { type: ['string', 'null'] }, name: { type: 'string' } } },
        shloka: { type: ['object', 'null'], properties: { ref: REF, cite_path: { type: 'string' }, text_devanagari: { type: 'string' }, text_iast: { type: 'string' }, gloss: { type: 'string' } } },
        katha: { type: 'string' },
        observances: { type: 'array', items: { type: 'string' } },
        verse_refs: { type: 'array', items: REF },
      },
    },
  },
};

/** Members of an item, in their order (the values `fields` accepts). */
const ITEM_FIELDS = Object.keys(FESTIVAL_ITEM_SCHEMA.properties!);

/** Body of `metadata=dictionary`: the items with their metadata by rule id, and the entries once. */
const DICTIONARY_SCHEMA: JsonSchema = {
  type: 'object', required: ['festivals', 'metadata'],
  properties: {
    festivals: {
      type: 'array', description: 'The items; `metadata` is the key of the entry in the dictionary below, or null',
      items: { ...FESTIVAL_ITEM_SCHEMA, properties: { ...FESTIVAL_ITEM_SCHEMA.properties, metadata: { type: ['string', 'null'], description: 'Rule id of the curated entry (a key of `metadata`), null when none exists' } } },
    },
    metadata: { type: 'object', description: 'Curated entries by festival rule id, each once', additionalProperties: FESTIVAL_ITEM_SCHEMA.properties!['metadata'] },
  },
};

function wantsIcs(q: FestivalsQuery, accept: string | undefined): boolean {
  if (q.format) return q.format === 'ics';
  return /(^|,)\s*text\/calendar/i.test(accept ?? '');
}

export const festivalsModule: RouteModule = {
  name: 'festivals',
  warmup: (config) => {
    festivalData(join(config.dataDir, 'festivals')); // validate the rules at start-up (errors name file and field)
  },
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/festivals',
      operationId: 'listFestivals',
      summary: 'Festival dates of a year at a location',
      description: DESCRIPTION,
      tags: ['calendar'],
      params: [
        { name: 'year', in: 'query', description: 'Gregorian year; defaults to the current year in `tz`.', schema: { type: 'integer', minimum: 1900, maximum: 2100, example: 2023 } },
        calendarSystemParam('purnimant'),
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
        LANG_PARAM,
        { name: 'format', in: 'query', description: '`json` (default) or `ics` (text/calendar). Without it, `Accept: text/calendar` selects ICS.', schema: { type: 'string', enum: ['json', 'ics'] } },
        { name: 'metadata', in: 'query', description: '`inline` (default): each item carries its curated entry. `dictionary`: the body is `{"festivals": [...], "metadata": {rule_id: entry}}`, items naming their entry by rule id (each entry written once). Ignored for ICS.', schema: { type: 'string', enum: ['inline', 'dictionary'], default: 'inline', example: 'dictionary' } },
        { name: 'region', in: 'query', description: `Regional festival set added to the pan-Indian one: \`auto\` (default) = the place's region, from its state or country (GeoNames state codes, the nearest town within 60 km; data/regions/festival-regions.json): Tamil Nadu, Puducherry, Malaysia, Singapore, northern and eastern Sri Lanka → \`tamil-nadu\`; Kerala → \`kerala\`; Punjab → \`punjab\`; West Bengal, Tripura, Bangladesh → \`west-bengal\`; Odisha → \`odisha\`; Assam → \`assam\`; Maharashtra → \`maharashtra\`; Gujarat → \`gujarat\`; Karnataka → \`karnataka\`; Andhra Pradesh → \`andhra-pradesh\`; Telangana → \`telangana\`; Rajasthan → \`rajasthan\`; Nepal → \`nepal\`; elsewhere none; \`none\` = the pan-Indian set only; or one region id. \`jain\` (Paryushana, Samvatsari, Das Lakshana, Mahavir Nirvana …) and \`buddhist\` (Dharma Chakra Day, Magha Puja …) are sets of observances, never chosen by place. Regional items carry \`regions\`. \`auto\` is resolved before the response cache, so it shares entries with the explicit value.`, schema: { type: 'string', enum: REGION_VALUES, default: 'auto', example: 'tamil-nadu' } },
        { name: 'fields', in: 'query', description: `Comma-separated members of each item to keep (default: all): ${ITEM_FIELDS.join(', ')}. Ignored for ICS.`, schema: { type: 'string', maxLength: 300, pattern: `^(${ITEM_FIELDS.join('|')})(,(${ITEM_FIELDS.join('|')}))*$`, example: 'id,date,name,category' } },
      ],
      cacheTtlSec: 7 * 24 * 3600,
      prepare: (ctx) => {
        ctx.query.year ??= currentYearIn(ctx.query.tz ?? 'Asia/Kolkata', ctx.nowMs);
        ctx.query.region = resolveFestivalRegion(ctx.query.region, ctx.query.lat, ctx.query.lng, ctx.config.dataDir);
      },
      cacheVary: (ctx) => (wantsIcs(ctx.query as FestivalsQuery, ctx.headers['accept']) ? 'ics' : 'json'),
      response: {
        description: 'Array of EnrichedFestivalInfo sorted by date (or text/calendar); with `metadata=dictionary` an object with the items and the metadata entries; with `fields` only those members of each item',
        schema: {
          anyOf: [
            { type: 'array', items: FESTIVAL_ITEM_SCHEMA },
            DICTIONARY_SCHEMA,
            { type: 'array', description: 'With `fields`: the items with only the members asked for', items: { type: 'object', properties: FESTIVAL_ITEM_SCHEMA.properties } },
          ],
        },
        example: FESTIVALS_EXAMPLE,
      },
      handler: async (ctx) => {
        const q = ctx.query as FestivalsQuery;
        const ics = wantsIcs(q, ctx.headers['accept']);
        // From a tile's festival file when the inputs are the file's, else computed: either way on the compute
        // pool, which keeps several ms of presentation and rendering off this thread (src/server/live-tasks.ts).
        const body = await runLocalizedBodyInPool(ctx, ics ? undefined : q.lang, 'server/live-tasks.js#festivalsTask', q, ctx.config.dataDir, ctx.config.buildDir, ics, ctx.nowMs, ctx.config.idleMs);
        if (!ics) return { body, contentType: JSON_TYPE };
        return { body, contentType: 'text/calendar; charset=utf-8', headers: { 'Content-Disposition': `attachment; filename="festivals-${q.year}.ics"` } };
      },
    },
  ],
};
