/**
 * @module
 * GET /calendar/v1/eclipses: the solar and lunar eclipses of a year or date range as seen from a place, with
 * their visible contacts and sutak (engine src/calendar/eclipse). Computed on the compute pool; JSON or iCalendar.
 */
import { JSON_TYPE, type RouteModule } from '../route.js';
import { invalid } from '../errors.js';
import { DATE_SCHEMA, LANG_PARAM, LOCATION_PARAMS, currentYearIn, type LocationQuery } from '../schema/common.js';
import type { Lang } from '../../calendar/names/index.js';
import type { JsonSchema } from '../schema/types.js';
import { runLocalizedBodyInPool } from '../compute-pool.js';
import { calendarPlace } from '../calendar-tables.js';
import { wantsIcs } from './month.js';
import { SUTAK_RULE } from '../../calendar/eclipse/index.js';
import { ECLIPSES_EXAMPLE } from './eclipses-example.js';

interface EclipsesQuery extends LocationQuery {
  lang?: Lang;
  year?: number;
  start_date?: string;
  end_date?: string;
  format?: 'json' | 'ics';
}

/** The longest range asked for at once: two years (a leap day included). */
export const MAX_ECLIPSE_RANGE_DAYS = 731;

const DESCRIPTION = `Solar and lunar eclipses of a Gregorian \`year\` (default: this year in \`tz\`), or of \`start_date\` to
\`end_date\` (both given, inclusive, at most ${MAX_ECLIPSE_RANGE_DAYS} days), as seen from the place: every eclipse whose greatest
eclipse falls on those local dates, visible there or not.

- \`kind\`: the global kind (solar \`total\`, \`annular\`, \`partial\`, \`hybrid\`; lunar \`total\`, \`partial\`, \`penumbral\`);
  \`local_kind\`: what the place sees (null for a solar eclipse that does not reach it, or happens wholly at night there).
- \`magnitude\`: solar, the fraction of the Sun's diameter covered at the local greatest eclipse; lunar, the umbral
  magnitude (negative for a penumbral eclipse; \`penumbral_magnitude\` alongside).
- \`contacts\`: lunar P1, U1, U2, greatest, U3, U4, P4 (the ones that occur); solar the local C1, C2, greatest, C3,
  C4. Each with the apparent altitude of the eclipsed body's centre and \`visible\` (altitude above 0°, standard refraction).
- \`sutak\`: ${SUTAK_RULE} Prahars are taken as 3 hours; Drik Panchang counts prahars of the actual day and night
  (a quarter of sunrise → sunset or sunset → sunrise) and begins its sutak, and its shorter one for children, the elderly
  and the sick (\`reduced_start\`), at a prahar boundary before the prahar holding the contact, so its times can begin
  an hour or more earlier.

Events from astronomy-engine; contact times agree with Swiss Ephemeris within a minute (2020–2030, New Delhi, Chennai,
Kolkata, London). Times are ISO 8601 local times in \`tz\`. **Formats:** JSON (default) or iCalendar with \`format=ics\`
or \`Accept: text/calendar\` (one timed event per eclipse, first to last contact).`;

const ISO: JsonSchema = { type: 'string', format: 'date-time', description: 'ISO 8601 local time with offset' };
const CONTACT: JsonSchema = {
  type: 'object', required: ['name', 'time', 'altitude_deg', 'visible'],
  properties: {
    name: { type: 'string', enum: ['P1', 'U1', 'U2', 'greatest', 'U3', 'U4', 'P4', 'C1', 'C2', 'C3', 'C4'] }, time: ISO,
    altitude_deg: { type: 'number', description: 'Apparent altitude of the eclipsed body\'s centre, degrees' }, visible: { type: 'boolean' },
  },
};
const NUM_OR_NULL: JsonSchema = { type: ['number', 'null'] };
export const ECLIPSES_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object', required: ['location', 'start_date', 'end_date', 'sutak_rule', 'eclipses'],
  properties: {
    location: { type: 'object', required: ['lat', 'lng', 'altitude', 'tz'], properties: { lat: { type: 'number' }, lng: { type: 'number' }, altitude: { type: 'number' }, tz: { type: 'string' } } },
    start_date: { type: 'string', format: 'date' }, end_date: { type: 'string', format: 'date' },
    sutak_rule: { type: 'string', description: 'The sutak rule applied' },
    eclipses: {
      type: 'array',
      items: {
        type: 'object',
        required: ['body', 'kind', 'local_kind', 'visible', 'magnitude', 'penumbral_magnitude', 'obscuration', 'greatest', 'contacts', 'sutak'],
        properties: {
          body: { type: 'string', enum: ['sun', 'moon'] },
          kind: { type: 'string', enum: ['total', 'annular', 'partial', 'hybrid', 'penumbral'] },
          local_kind: { type: ['string', 'null'], enum: ['total', 'annular', 'partial', 'penumbral', null] },
          visible: { type: 'boolean', description: 'A contact of the eclipse proper (any contact of a penumbral one) is above the horizon' },
          magnitude: NUM_OR_NULL, penumbral_magnitude: NUM_OR_NULL, obscuration: NUM_OR_NULL,
          greatest: CONTACT,
          contacts: { type: 'array', items: CONTACT },
          sutak: {
            type: ['object', 'null'], description: 'Null when the eclipse is not visible at the place, or penumbral',
            required: ['start', 'end', 'reduced_start', 'from_contact'],
            properties: { start: ISO, end: ISO, reduced_start: { type: 'string', format: 'date-time', description: 'Start of the shorter sutak for children, the elderly and the sick: 1 prahar (3 h) before `from_contact` (Drik Panchang\'s stated rule)' }, from_contact: { type: 'string' } },
          },
        },
      },
    },
  },
};

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

export const eclipsesModule: RouteModule = {
  name: 'eclipses',
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/eclipses',
      operationId: 'listEclipses',
      summary: 'Solar and lunar eclipses seen from a place, with sutak',
      description: DESCRIPTION,
      tags: ['calendar'],
      params: [
        { name: 'year', in: 'query', description: 'Gregorian year; defaults to the current year in `tz` when no dates are given. Not with `start_date`/`end_date`.', schema: { type: 'integer', minimum: 1900, maximum: 2100, example: 2025 } },
        { name: 'start_date', in: 'query', description: `First local date (with \`end_date\`; at most ${MAX_ECLIPSE_RANGE_DAYS} days).`, schema: DATE_SCHEMA },
        { name: 'end_date', in: 'query', description: 'Last local date, inclusive (with `start_date`).', schema: DATE_SCHEMA },
        ...LOCATION_PARAMS,
        LANG_PARAM,
        { name: 'format', in: 'query', description: '`json` (default) or `ics` (text/calendar). Without it, `Accept: text/calendar` selects ICS.', schema: { type: 'string', enum: ['json', 'ics'] } },
      ],
      cacheTtlSec: 7 * 24 * 3600,
      prepare: (ctx) => {
        if (ctx.query.start_date === undefined && ctx.query.end_date === undefined) ctx.query.year ??= currentYearIn(ctx.query.tz ?? 'Asia/Kolkata', ctx.nowMs);
      },
      cacheVary: (ctx) => (wantsIcs(ctx.query.format, ctx.headers['accept']) ? 'ics' : 'json'),
      response: { description: 'EclipsesResponse (or text/calendar)', schema: ECLIPSES_RESPONSE_SCHEMA, example: ECLIPSES_EXAMPLE },
      handler: async (ctx) => {
        const q = ctx.query as EclipsesQuery;
        const hasDates = q.start_date !== undefined || q.end_date !== undefined;
        if (hasDates && q.year !== undefined) throw invalid(['query', 'year'], 'Give either year or start_date and end_date, not both', 'value_error', q.year);
        if (hasDates && (q.start_date === undefined || q.end_date === undefined)) {
          const missing = q.start_date === undefined ? 'start_date' : 'end_date';
          throw invalid(['query', missing], `${missing} is required with ${missing === 'start_date' ? 'end_date' : 'start_date'}`, 'missing');
        }
        const start = q.start_date ?? `${q.year}-01-01`;
        const end = q.end_date ?? `${q.year}-12-31`;
        const days = dayNumber(end) - dayNumber(start) + 1;
        if (days < 1) throw invalid(['query', 'end_date'], 'end_date is before start_date', 'value_error', end);
        if (days > MAX_ECLIPSE_RANGE_DAYS) throw invalid(['query', 'end_date'], `The range is at most ${MAX_ECLIPSE_RANGE_DAYS} days`, 'value_error', end);
        const ics = wantsIcs(q.format, ctx.headers['accept']);
        const p = calendarPlace(q);
        const body = await runLocalizedBodyInPool(ctx, ics ? undefined : q.lang, 'server/eclipses-task.js#eclipsesTask', { lat: p.lat, lng: p.lng, altitudeM: p.altitudeM, tz: p.tz }, start, end, ics, ctx.nowMs);
        if (!ics) return { body, contentType: JSON_TYPE };
        return { body, contentType: 'text/calendar; charset=utf-8', headers: { 'Content-Disposition': `attachment; filename="eclipses-${start}-${end}.ics"` } };
      },
    },
  ],
};
