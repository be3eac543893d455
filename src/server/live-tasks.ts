/**
 * @module
 * The heavy live computations, as compute-pool tasks (`runBodyInPool(ctx, 'server/live-tasks.js#…', …)`): a
 * shraddha timeline and a vivah-muhurat search take tens of ms to seconds for a new location, so they run
 * off the serving thread's event loop (see src/server/ROUTES.md). Panchang (~0.3 ms) stays inline: the
 * pool's per-call cost would be a large part of it.
 *
 * Each task answers the finished body as UTF-8 bytes (`JSON.stringify` of the result, encoded here; the
 * ceremonies through `jsonUtf8`, one pass of the encoder): the
 * worker moves the buffer to the serving thread without a copy (compute-worker.ts), where a structured clone
 * of the result tree, or of a 400 KB string, and its encoding would cost the serving thread about a
 * millisecond. Inputs are plain query values and directories; a worker loads the data it needs (ceremony
 * tables, calendar tables) once.
 */
import { computeShraddha, computeVivahMuhurat, type VivahCriterionId } from '../calendar/ceremonies/index.js';
import { calendarPlace, ensureCalendarTablesLoaded } from './calendar-tables.js';
import { ceremonyTablesFor, runCeremony } from './routes/ceremonies.js';
import { computeFestivalFacts, rulesForRegions, festivalsJsonBytes, festivalsToIcs, presentFestivals, presentFestivalsMembers, type CalendarSystem, type EnrichedFestivalInfo, type FestivalRule, type MetadataForm } from '../calendar/festivals/index.js';
import { festivalData } from './festival-rules.js';
import { festivalLocal, type Lang } from '../calendar/names/index.js';
import { combustionTableOf } from './combustion-store.js';
import { lookupTileFestivals, sweepTileCaches } from './tile-store.js';
import { gcWhenIdle } from './idle-gc.js';
import { jsonUtf8 } from './json-utf8.js';
import { join } from 'node:path';

type Query = Record<string, any>;

/** A body as UTF-8 in a buffer of its own (transferable: compute-worker.ts). */
const encoder = new TextEncoder();
const utf8 = (text: string): Uint8Array => encoder.encode(text);

/** GET /calendar/v1/shraddha (query validated and defaulted by the gateway). */
export function shraddhaTask(q: Query, dataDir: string, buildDir: string): Uint8Array {
  ensureCalendarTablesLoaded(buildDir);
  const tables = ceremonyTablesFor(dataDir);
  return jsonUtf8(runCeremony(q, () => computeShraddha(Object.assign(calendarPlace(q as any), {
    date: q.date, time: q.time, monthlyCount: q.monthly_count ?? 16, annualYears: q.annual_years ?? 10,
    pitruPakshaYears: q.pitru_paksha_years ?? 5,
  }), tables)))!;
}

/** GET /calendar/v1/vivah-muhurat (after the route's `prepare`: start_date and end_date are set). */
export function vivahMuhuratTask(q: Query, dataDir: string, buildDir: string): Uint8Array {
  ensureCalendarTablesLoaded(buildDir);
  const tables = ceremonyTablesFor(dataDir);
  const ignore = q.ignore ? (String(q.ignore).split(',').filter(Boolean) as VivahCriterionId[]) : [];
  return jsonUtf8(runCeremony(q, () => computeVivahMuhurat(Object.assign(calendarPlace(q as any), {
    startDate: q.start_date, endDate: q.end_date, ignore, explain: q.explain ?? false, profile: q.profile ?? 'classical', reasons: q.reasons ?? true,
    combustion: combustionTableOf(buildDir),
  }), tables)))!;
}

let tilesIdle: { busy(): void } | null = null;

/**
 * Each region's rule list, made once per loaded rule set: the presentation's observance catalogue is kept per
 * list (enrich.ts), and a new list per answer rebuilt it every time.
 */
const regionalRuleLists = new WeakMap<readonly FestivalRule[], Map<string, FestivalRule[]>>();

function rulesOfRegion(panIndian: readonly FestivalRule[], regionalRules: readonly FestivalRule[], region: string): FestivalRule[] {
  let byRegion = regionalRuleLists.get(panIndian);
  if (!byRegion) regionalRuleLists.set(panIndian, (byRegion = new Map()));
  let rules = byRegion.get(region);
  if (!rules) byRegion.set(region, (rules = rulesForRegions(panIndian, regionalRules, [region])));
  return rules;
}

/**
 * GET /calendar/v1/festivals: the year's list as JSON, or as ICS when `ics` is set. At a tile whose festival
 * file was built with the same inputs (place to 4 decimals, year, zone, convention, rules), the stored facts
 * are presented (byte-identical to live, test/server/festivals-tiles.test.ts); anywhere else the year is
 * computed. Both run here on the pool: presenting a stored year is ~4 ms, and its ICS more, which on the
 * serving thread held up the requests behind it (bench/interference). `nowMs` is the request's clock (the
 * ICS DTSTAMP); `idleMs` the server's idle lifetime, after which a worker drops the tile data it decoded.
 * JSON in the form the query asks (`metadata`, `fields`: calendar/festivals/serialize.ts).
 */
export function festivalsTask(q: Query, dataDir: string, buildDir: string, ics: boolean, nowMs: number, idleMs: number): Uint8Array {
  (tilesIdle ??= gcWhenIdle(idleMs, () => sweepTileCaches(Date.now(), 0))).busy(); // decoded tile files and years, as the serving threads drop theirs
  const rulesDir = join(dataDir, 'festivals');
  const { rules: panIndian, regionalRules, metadata } = festivalData(rulesDir);
  // A regional set is computed live with the pan-Indian rules (tiles hold the pan-Indian facts only).
  const regional = q.region !== undefined && q.region !== 'none' && q.region !== 'auto';
  const rules = regional ? rulesOfRegion(panIndian, regionalRules, String(q.region)) : panIndian;
  const place = calendarPlace(q as any);
  const calendarSystem = (q.calendar_system ?? 'purnimant') as CalendarSystem;
  const stored = regional ? null : lookupTileFestivals({ dataDir, buildDir }, place.lat, place.lng, place.altitudeM, q.year, { tz: place.tz, convention: place.convention, rulesDir });
  // The anga tables only for a year computed here (a tile-served one needs none); calendarPlace hands them over.
  if (!stored) ensureCalendarTablesLoaded(buildDir);
  const facts = stored ?? computeFestivalFacts(rules, Object.assign(calendarPlace(q as any), { year: q.year }));
  const presentAs = { year: q.year, tz: place.tz, calendarSystem };
  if (ics) return utf8(festivalsIcsText(presentFestivals(rules, facts, presentAs, metadata), q, nowMs));
  const form = (q.metadata ?? 'inline') as MetadataForm;
  if (!q.fields) return festivalsJsonBytes(presentFestivals(rules, facts, presentAs, metadata), form);
  const fields = String(q.fields).split(',') as Array<keyof EnrichedFestivalInfo>;
  // Only the members asked are made (the local times are most of the presentation), and those the body needs
  // besides: the dictionary keys entries by rule id, and the localizer names an item by its id and names.
  const members = new Set<string>(fields);
  if (members.has('metadata')) members.add('rule_id');
  const named = Boolean(q.lang) && members.has('name');
  if (named) for (const k of ['id', 'name', 'name_en', 'names']) members.add(k);
  let items = presentFestivalsMembers(rules, facts, presentAs, members, metadata);
  // The localizer names a festival item by its rule id, which `fields` may leave out: name it before projecting.
  if (named) {
    const lang = q.lang as Lang;
    items = items.map((it) => Object.assign({}, it, { name_local: festivalLocal(it.id ?? it.rule_id!, it as unknown as Record<string, unknown>, lang) }));
    fields.push('name_local' as keyof EnrichedFestivalInfo);
  }
  return festivalsJsonBytes(items, form, fields);
}

/** The ICS rendering both paths use (one calendar name and file name rule). */
export function festivalsIcsText(items: Parameters<typeof festivalsToIcs>[0], q: Query, nowMs: number): string {
  return festivalsToIcs(items, { generatedUnixMs: nowMs, calendarName: `Hindu festivals ${q.year} (${q.lat}, ${q.lng})` });
}
