/**
 * @module
 * GET /calendar/v1/panchang: day mode (anchored at sunrise) or instant mode (`time`), engine src/calendar.
 * Anga boundaries come from the location-free tables loaded at start-up (../calendar-tables.ts) when
 * present; otherwise the engine searches live, with identical results.
 */
import type { RouteModule } from '../route.js';
import { invalid } from '../errors.js';
import { CONVENTION_PARAM, DATE_SCHEMA, LANG_PARAM, LOCATION_PARAMS, TIME_SCHEMA, calendarSystemParam, todayIn, type LocationQuery } from '../schema/common.js';
import { computePanchangDay, computePanchangInstant, PanchangInputError, PANCHANG_GROUPS, type CalendarSystem, type Convention, type PanchangGroup } from '../../calendar/index.js';
import { calendarPlace, warmupCalendarTables } from '../calendar-tables.js';
import { lookupTileDay } from '../tile-store.js';
import { loadSkyNodes, skyNodesForDate } from '../sky-nodes-store.js';
import { localizeNames, type Lang } from '../../calendar/names/index.js';
import { PANCHANG_RESPONSE_SCHEMA } from './panchang-schema.js';
import { PANCHANG_EXAMPLE } from './panchang-example.js';
import { SOLAR_CALENDAR_PARAM, resolveSolarCalendar, solarDateMember, type SolarCalendarParam } from './panchang-solar.js';

interface PanchangQuery extends LocationQuery {
  date: string;
  time?: string;
  include_muhurat?: boolean;
  calendar_system?: CalendarSystem;
  convention?: Convention;
  include?: (PanchangGroup | 'all')[];
  calendar?: SolarCalendarParam;
  lang?: Lang;
}

/** Values of `include`: the groups and `all`. */
export const INCLUDE_VALUES = [...PANCHANG_GROUPS, 'all'] as const;

/**
 * @brief `include` as one canonical list (groups in PANCHANG_GROUPS order, `all` expanded, repeats dropped), or
 * undefined for none: `include=hora,signs` and `include=signs,hora,hora` share a cache entry, and an absent or
 * empty list is today's answer and today's cache key.
 */
export function normaliseInclude(list: readonly string[] | undefined): PanchangGroup[] | undefined {
  if (!list || list.length === 0) return undefined;
  const all = list.includes('all');
  const out = PANCHANG_GROUPS.filter((g) => all || list.includes(g));
  return out.length > 0 ? out : undefined;
}

const DESCRIPTION = `Panchang for a place and a local date.

**Day mode** (no \`time\`): values are anchored at the local sunrise of \`date\` — each element is the one in force at
sunrise, with its start and end, and \`sequence\` lists every element from this sunrise to the next. Sunrise and sunset are
the upper limb of the Sun on the horizon with standard refraction (as Drik Panchang); \`altitude\` lowers the horizon by
the dip angle. Where the Sun does not rise that date (polar day or night) the anchor is local midnight and the sun times
and day-part windows are null.

**Instant mode** (\`time\` given): the elements in force at that local time; \`sun\`, \`vara\`, the muhurat windows,
\`ekadashi\` and the transition times are null.

**Optional groups** (\`include\`, a comma-separated list; default none, which is the answer above unchanged):
\`muhurtas\` (Brahma muhurta, Pratah and Sayahna sandhya, Vijaya, Madhyahna kaal, Godhuli, Pradosh kaal, Nishita,
Dur muhurtam, Varjyam, Amrit kalam), \`choghadiya\` (8 day + 8 night periods), \`hora\` (24 planetary hours),
\`signs\` (sidereal Sun and Moon sign with the times they change), \`periods\` (ritu in three reckonings, ayana
tropical and sidereal, dinamana, ratrimana, madhyahna), \`balam\` (tarabalam and chandrabalam: the birth nakshatras
and birth rashis the day's Moon favours, per nakshatra and Moon sign of the day with its times), \`panchaka\` (the
Moon in Kumbha and Meena, i.e. Dhanishtha's second half to Revati: start, end and its kind by the weekday it begins
on; null when none touches the day), \`yogas\` (Anandadi yoga, 28 from weekday and nakshatra with Abhijit, with
times and quality; disha shool by weekday), \`gowri\` (Gowri panchangam / nalla neram: 8 day + 8 night periods,
Tamil names) and \`lagna\` (udaya lagna: each sidereal ascendant's rise and set from sunrise to the next sunrise);
\`all\` = every group. In instant mode each group holds only what is in force at the instant (of the Hindu day,
sunrise to sunrise, that contains it); the Moon-driven entries (balam, panchaka, Anandadi) then have null times, as
the angas do. Tarabalam, chandrabalam, panchaka, Anandadi, Gowri and lagna are not in the Drik reference data and are
checked by their definitions; the lagna against a direct ascendant formula. Lagna: \`reason\` is
\`ecliptic_circumpolar\` beyond about 66.56° latitude. Where the Sun does not rise
or set (polar day or night) a group's windows are null and its \`reason\` says why. Drik Panchang prints times
rounded to the minute (not truncated); Dur muhurtam, Varjyam and Amrit kalam agree with its 2023 output to the
minute on over 90 % of days, every value within a minute.

Sidereal positions use the Lahiri ayanamsa (Swiss Ephemeris SE_SIDM_LAHIRI). \`convention=drik\` (default) reproduces
Drik Panchang to the minute; \`convention=swiss\` gives plain Swiss Ephemeris positions. Months: \`masa\` reports the
\`calendar_system\` month and carries both \`amanta\` and \`purnimanta\`. Times are ISO 8601 local times with the offset of
\`tz\` at that instant (historic local mean times rounded to the minute; DST as in the IANA database). See docs/calendar.md.`;

export const panchangModule: RouteModule = {
  name: 'panchang',
  warmup: (config, log) => {
    // Loads build/tables/anga-*.msgpack (< 1 s). Missing tables are built in a background worker by serving
    // thread 0 only; the other threads install the files when they appear (live search meanwhile).
    void warmupCalendarTables(config.buildDir, log, false, config.thread.index === 0);
    loadSkyNodes(config.buildDir, log);
  },
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/panchang',
      operationId: 'getPanchang',
      summary: 'Panchang for a day (anchored at sunrise) or an instant',
      description: DESCRIPTION,
      tags: ['calendar'],
      params: [
        { name: 'date', in: 'query', description: 'Local date; defaults to today in `tz`.', schema: DATE_SCHEMA },
        { name: 'time', in: 'query', description: 'When given, instant mode: the elements at that local time. A time skipped by a DST change is read with the offset before the change; a repeated one is its first occurrence.', schema: TIME_SCHEMA },
        { name: 'include_muhurat', in: 'query', description: 'Include Rahu Kalam, Yamaganda, Gulika and Abhijit windows (ignored in instant mode).', schema: { type: 'boolean', default: true } },
        {
          name: 'include', in: 'query', explode: false,
          description: 'Optional groups, comma-separated: `muhurtas`, `choghadiya`, `hora`, `signs`, `periods`, `balam`, `panchaka`, `yogas`, `gowri`, `lagna`, or `all`. Default none (the answer without them). An unknown name is a 422 listing the valid ones.',
          schema: { type: 'array', items: { type: 'string', enum: INCLUDE_VALUES }, minItems: 1, maxItems: INCLUDE_VALUES.length },
        },
        calendarSystemParam('amant'),
        SOLAR_CALENDAR_PARAM,
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
        LANG_PARAM,
      ],
      cacheTtlSec: 24 * 3600,
      prepare: (ctx) => {
        ctx.query.date ??= todayIn(ctx.query.tz ?? 'Asia/Kolkata', ctx.nowMs);
        // One cache key per set of groups (the key is built from the query after this).
        const include = normaliseInclude(ctx.query.include);
        if (include) ctx.query.include = include;
        else delete ctx.query.include;
        // `auto` → the place's calendar or `none`, so the key names the calendar answered.
        ctx.query.calendar = resolveSolarCalendar(ctx.query.calendar, ctx.query.lat, ctx.query.lng, ctx.config.dataDir);
      },
      response: { description: 'PanchangResponse', schema: PANCHANG_RESPONSE_SCHEMA, example: PANCHANG_EXAMPLE },
      handler: (ctx) => {
        const q = ctx.query as PanchangQuery;
        const opts = Object.assign(calendarPlace(q), {
          date: q.date,
          calendarSystem: q.calendar_system ?? 'amant',
          includeMuhurat: q.include_muhurat ?? true,
          skyNodes: skyNodesForDate(q.date),
          include: (q.include as PanchangGroup[] | undefined) ?? null,
        });
        try {
          // At a tile's location (to 4 decimals, in its zone) the generated sun and moon times: the same rise/set
          // search as live, so the same response (test/server/panchang-tiles.test.ts).
          const body = q.time !== undefined ? computePanchangInstant(Object.assign(opts, { time: q.time }))
            : computePanchangDay(Object.assign(opts, { sunTimes: lookupTileDay(ctx.config, opts.lat, opts.lng, opts.altitudeM, q.date, opts.tz) }));
          const full = Object.assign(body, { solar_date: solarDateMember(q.calendar as ReturnType<typeof resolveSolarCalendar>, Object.assign({}, opts, { date: q.date }), ctx.config.dataDir) });
          return { body: q.lang ? localizeNames(full, q.lang) : full };
        } catch (e) {
          if (e instanceof PanchangInputError) throw invalid(['query', e.field], e.message, 'value_error', (q as unknown as Record<string, unknown>)[e.field]);
          throw e;
        }
      },
    },
  ],
};
