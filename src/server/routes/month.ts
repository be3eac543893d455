/**
 * @module
 * GET /calendar/v1/month: one entry per civil day of a Gregorian month at a place (a calendar grid), engine
 * src/calendar/month over the day panchang and the festivals. At a tile the serving thread answers from the
 * generated tables; elsewhere the compute pool computes it (src/server/month-task.ts). JSON or iCalendar.
 */
import { JSON_TYPE, type RouteModule } from '../route.js';
import { CONVENTION_PARAM, LANG_PARAM, LOCATION_PARAMS, todayIn } from '../schema/common.js';
import { localizeNamesBytes, type Lang } from '../../calendar/names/index.js';
import type { JsonSchema } from '../schema/types.js';
import { runLocalizedBodyInPool } from '../compute-pool.js';
import { isTileMonth, monthBodyText, type MonthQuery } from '../month-task.js';
import { MONTH_EXAMPLE } from './month-example.js';

const DESCRIPTION = `The panchang of every civil day of a Gregorian month at a place: the shape a calendar grid needs.

For each date: the weekday (\`vara\`), sunrise, sunset, moonrise and moonset, every tithi, nakshatra, yoga and karana
of its Hindu day (sunrise to the next sunrise; the first of each list is the one in force at sunrise) with start and
end times, the paksha at sunrise, the lunar month in both systems (\`masa.amanta\`, \`masa.purnimanta\`) and the
festivals dated that day (ids and names as in GET /calendar/v1/festivals; names use the purnimanta month, the
festivals endpoint's default). Every value equals the day panchang's (GET /calendar/v1/panchang) for the same
place, date and convention. Where the Sun does not rise (polar day or night) the day is anchored at local midnight
(\`anchor\`) and the sun times are null.

Places that are generated tiles (GET /calendar/v1/tiles; lat, lng and altitude equal to 4 decimals, \`tz\` the
tile's zone) are answered from the tables; other places are computed (slower: the festival year is searched).

**Formats:** JSON (default) or iCalendar (RFC 5545) with \`format=ics\` or \`Accept: text/calendar\` (the query
parameter wins): one all-day VEVENT per day, SUMMARY the paksha, tithi and nakshatra at sunrise and the festival
names, DESCRIPTION every element with its end time, the sun and moon times and the month.`;

const ISO: JsonSchema = { type: 'string', format: 'date-time', description: 'ISO 8601 local time with the offset of `tz`' };
const ISO_OR_NULL: JsonSchema = { type: ['string', 'null'], format: 'date-time', description: 'ISO 8601 local time with offset; null when the event does not happen in the Hindu day' };
const NAMES = { name: { type: 'string', description: 'IAST' }, name_devanagari: { type: 'string' } } as const;
const element = (extra: Record<string, JsonSchema>, required: string[], description: string): JsonSchema => ({
  type: 'array', minItems: 1, description,
  items: { type: 'object', required: ['number', 'name', 'name_devanagari', 'start', 'end', ...required], properties: Object.assign({ number: { type: 'integer' } as JsonSchema }, NAMES, extra, { start: ISO, end: ISO }) },
});
const MASA: JsonSchema = {
  type: 'object', required: ['index', 'name', 'name_devanagari', 'adhika'],
  properties: Object.assign({ index: { type: 'integer', minimum: 0, maximum: 11, description: '0 = Chaitra … 11 = Phalguna' } as JsonSchema }, NAMES, { adhika: { type: 'boolean' } as JsonSchema }),
};
const PAKSHA: JsonSchema = { type: 'string', enum: ['Shukla', 'Krishna'] };

export const MONTH_DAY_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['date', 'vara', 'anchor', 'sunrise', 'sunset', 'moonrise', 'moonset', 'tithi', 'nakshatra', 'yoga', 'karana', 'paksha', 'masa', 'festivals'],
  properties: {
    date: { type: 'string', format: 'date' },
    vara: { type: 'object', required: ['number', 'name', 'name_devanagari'], properties: { number: { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday' }, ...NAMES } },
    anchor: { type: 'string', enum: ['sunrise', 'local_midnight'], description: '`local_midnight` where the Sun does not rise that date' },
    sunrise: ISO_OR_NULL, sunset: ISO_OR_NULL, moonrise: ISO_OR_NULL, moonset: ISO_OR_NULL,
    tithi: element({ number: { type: 'integer', minimum: 1, maximum: 30 }, paksha: PAKSHA }, ['paksha'], 'Tithis of the Hindu day in order (1–15 Shukla, 16–30 Krishna)'),
    nakshatra: element({ number: { type: 'integer', minimum: 1, maximum: 27 }, pada: { type: 'integer', minimum: 1, maximum: 4 }, lord: { type: 'string' }, lord_devanagari: { type: 'string' } }, ['pada', 'lord', 'lord_devanagari'], 'Nakshatras of the Hindu day in order (pada at sunrise or at its start)'),
    yoga: element({ number: { type: 'integer', minimum: 1, maximum: 27 } }, [], 'Yogas of the Hindu day in order'),
    karana: element({ number: { type: 'integer', minimum: 1, maximum: 11 } }, [], 'Karanas of the Hindu day in order'),
    paksha: { type: 'string', enum: ['Shukla', 'Krishna'], description: 'Paksha of the tithi at sunrise' },
    masa: { type: 'object', required: ['amanta', 'purnimanta'], description: 'Lunar month at sunrise in both systems', properties: { amanta: MASA, purnimanta: MASA } },
    festivals: {
      type: 'array', description: 'Festivals dated this day (GET /calendar/v1/festivals)',
      items: {
        type: 'object', required: ['id', 'name', 'name_en', 'name_devanagari', 'category'],
        properties: { id: { type: 'string' }, name: { type: 'string', description: 'IAST' }, name_en: { type: 'string', description: 'English' }, name_devanagari: { type: 'string' }, category: { type: 'string' } },
      },
    },
  },
};

export const MONTH_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object', required: ['year', 'month', 'location', 'convention', 'days'],
  properties: {
    year: { type: 'integer' }, month: { type: 'integer', minimum: 1, maximum: 12 },
    location: { type: 'object', required: ['lat', 'lng', 'altitude', 'tz'], properties: { lat: { type: 'number' }, lng: { type: 'number' }, altitude: { type: 'number' }, tz: { type: 'string' } } },
    convention: { type: 'string', enum: ['drik', 'swiss'] },
    days: { type: 'array', minItems: 28, maxItems: 31, items: MONTH_DAY_SCHEMA },
  },
};

/** JSON unless `format=ics`, or no format and `Accept: text/calendar` (as GET /calendar/v1/festivals). */
export function wantsIcs(format: string | undefined, accept: string | undefined): boolean {
  if (format) return format === 'ics';
  return /(^|,)\s*text\/calendar/i.test(accept ?? '');
}

/** A tile month's JSON with the names of `lang` added (a computed month is named on the pool). */
function localizedMonth(body: Buffer, lang: Lang | undefined): Buffer {
  return lang ? localizeNamesBytes(body, lang) : body;
}

export const monthModule: RouteModule = {
  name: 'month',
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/month',
      operationId: 'getMonth',
      summary: 'Panchang of every day of a month (a calendar grid)',
      description: DESCRIPTION,
      tags: ['calendar'],
      params: [
        { name: 'year', in: 'query', description: 'Gregorian year; defaults to the current year in `tz`.', schema: { type: 'integer', minimum: 1900, maximum: 2100, example: 2024 } },
        { name: 'month', in: 'query', description: 'Month 1–12; defaults to the current month in `tz`.', schema: { type: 'integer', minimum: 1, maximum: 12, example: 2 } },
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
        LANG_PARAM,
        { name: 'format', in: 'query', description: '`json` (default) or `ics` (text/calendar). Without it, `Accept: text/calendar` selects ICS.', schema: { type: 'string', enum: ['json', 'ics'] } },
      ],
      cacheTtlSec: 24 * 3600,
      prepare: (ctx) => {
        const today = todayIn(ctx.query.tz ?? 'Asia/Kolkata', ctx.nowMs);
        ctx.query.year ??= Number(today.slice(0, 4));
        ctx.query.month ??= Number(today.slice(5, 7));
      },
      cacheVary: (ctx) => (wantsIcs(ctx.query.format, ctx.headers['accept']) ? 'ics' : 'json'),
      response: { description: 'MonthResponse (or text/calendar)', schema: MONTH_RESPONSE_SCHEMA, example: MONTH_EXAMPLE },
      handler: async (ctx) => {
        const q = ctx.query as MonthQuery & { lang?: Lang };
        const ics = wantsIcs(q.format, ctx.headers['accept']);
        const dirs = { dataDir: ctx.config.dataDir, buildDir: ctx.config.buildDir };
        const lang = ics ? undefined : q.lang;
        // a tile month is made here (a few ms), and named here; a computed one on the pool, and named there
        const body = isTileMonth(dirs, q) ? localizedMonth(Buffer.from(monthBodyText(dirs, q, ics, ctx.nowMs), 'utf8'), lang)
          : await runLocalizedBodyInPool(ctx, lang, 'server/month-task.js#monthTask', q, dirs.dataDir, dirs.buildDir, ics, ctx.nowMs);
        if (!ics) return { body, contentType: JSON_TYPE };
        const name = `panchang-${q.year}-${String(q.month).padStart(2, '0')}.ics`;
        return { body, contentType: 'text/calendar; charset=utf-8', headers: { 'Content-Disposition': `attachment; filename="${name}"` } };
      },
    },
  ],
};
