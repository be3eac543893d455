/**
 * @module
 * Loader of the location-free anga tables (src/calendar/anga/tables.ts) for the server.
 *
 * Files: `<buildDir>/tables/anga-<convention>.msgpack` (conventions `drik` and `swiss`, years 1900–2100),
 * written by the generator or, when missing or stale, built here on first start in a worker thread
 * (progress on stderr) and saved. Until a table is installed, the engine answers by live search,
 * which gives the same results (tables only make lookups faster), so the server serves at once.
 * Loading an existing file takes well under a second (see bench/panchang).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { deserializeAngaTables, ANGA_TABLES_FORMAT_VERSION, type AngaTables, type Convention } from '../calendar/index.js';

export const CALENDAR_TABLE_FROM_YEAR = 1900;
export const CALENDAR_TABLE_TO_YEAR = 2100;
export const CALENDAR_CONVENTIONS: readonly Convention[] = ['drik', 'swiss'];

const installed = new Map<Convention, AngaTables>();

/** @brief The installed tables of a convention, or null (then the engine searches live). */
export function calendarTables(convention: Convention): AngaTables | null {
  return installed.get(convention) ?? null;
}

/**
 * @brief The engine inputs of the common calendar query (LOCATION_PARAMS + CONVENTION_PARAM), with the
 * documented defaults (tz Asia/Kolkata, altitude 0, convention drik) and that convention's installed tables.
 */
export function calendarPlace(q: { lat: number; lng: number; tz?: string; altitude?: number; convention?: Convention }): {
  lat: number; lng: number; altitudeM: number; tz: string; convention: Convention; tables: AngaTables | null;
} {
  const convention = q.convention ?? 'drik';
  return { lat: q.lat, lng: q.lng, altitudeM: q.altitude ?? 0, tz: q.tz ?? 'Asia/Kolkata', convention, tables: calendarTables(convention) };
}

/** @brief Installs tables (tests, generator). */
export function installCalendarTables(tables: AngaTables): void {
  installed.set(tables.convention, tables);
}

/** @brief Path of a convention's table file. */
export function calendarTablePath(buildDir: string, convention: Convention): string {
  return join(buildDir, 'tables', `anga-${convention}.msgpack`);
}

/**
 * @brief Reads and decodes a table file. Returns null when it is missing; throws with a message naming
 * the fix when it is stale or does not cover 1900–2100.
 */
export function readCalendarTables(buildDir: string, convention: Convention): AngaTables | null {
  const path = calendarTablePath(buildDir, convention);
  if (!existsSync(path)) return null;
  const t = deserializeAngaTables(readFileSync(path));
  if (t.convention !== convention || t.fromYear > CALENDAR_TABLE_FROM_YEAR || t.toYear < CALENDAR_TABLE_TO_YEAR) {
    throw new Error(`${path} covers ${t.convention} ${t.fromYear}–${t.toYear}, expected ${convention} ${CALENDAR_TABLE_FROM_YEAR}–${CALENDAR_TABLE_TO_YEAR}: delete it to rebuild`);
  }
  return t;
}

function writeAtomic(path: string, bytes: Uint8Array): void {
  mkdirSync(join(path, '..'), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
}

/**
 * @brief Builds tables for the given conventions, one after the other, in one worker thread (one core),
 * calling onReady with each convention's file bytes.
 */
export function buildCalendarTablesInWorker(
  conventions: readonly Convention[],
  fromYear: number,
  toYear: number,
  onProgress: (convention: Convention, year: number) => void,
  onReady: (convention: Convention, bytes: Uint8Array) => void,
): { done: Promise<void>; worker: Worker } {
  const isTs = import.meta.url.endsWith('.ts');
  const url = new URL(isTs ? './calendar-tables-worker.ts' : './calendar-tables-worker.js', import.meta.url);
  const workerData = { conventions: [...conventions], fromYear, toYear };
  // Running from TypeScript sources (tsx), the worker registers tsx itself: --import preloads do not reach workers.
  const worker = isTs
    ? new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`, { eval: true, workerData })
    : new Worker(url, { workerData });
  const done = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: { convention: Convention; progress?: number; bytes?: Uint8Array }) => {
      if (m.progress !== undefined) onProgress(m.convention, m.progress);
      if (m.bytes) onReady(m.convention, m.bytes);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`table worker exited with ${code}`))));
  });
  return { done, worker };
}

/**
 * @brief Start-up: load both conventions' tables; build the missing or stale ones in the background
 * (one worker thread, progress on stderr, saved to build/tables/), installing each when ready.
 * Under the test runner (NODE_ENV=test) nothing is built: the engine's live search gives the same answers.
 * @param keepAlive keep the process alive until the build finishes (scripts); the server leaves it false
 *   so that a missing table never holds the process open.
 * @param build false on serving threads other than thread 0 (`config.thread.index`): one thread builds the
 *   missing tables, the others {@link pickUpCalendarTables} when the files appear (live search meanwhile).
 * @returns the background build, or null when nothing is built.
 */
export function warmupCalendarTables(buildDir: string, log: (msg: string) => void, keepAlive = false, build = true): Promise<void> | null {
  const missing: Convention[] = [];
  for (const convention of CALENDAR_CONVENTIONS) {
    const t0 = performance.now();
    try {
      const tables = readCalendarTables(buildDir, convention);
      if (tables) {
        installCalendarTables(tables);
        log(`calendar tables: ${convention} loaded in ${Math.round(performance.now() - t0)} ms`);
        continue;
      }
      log(`calendar tables: ${calendarTablePath(buildDir, convention)} missing`);
    } catch (e) {
      log(`calendar tables: ${(e as Error).message}; it will be rebuilt (format ${ANGA_TABLES_FORMAT_VERSION})`);
    }
    missing.push(convention);
  }
  if (missing.length === 0) return null;
  if (!build) {
    pickUpCalendarTables(buildDir, missing, log);
    return null;
  }
  if (process.env['NODE_ENV'] === 'test') {
    log('calendar tables: not building under NODE_ENV=test; answering by live search (same results, slower)');
    return null;
  }
  log(`calendar tables: building ${missing.join(', ')} ${CALENDAR_TABLE_FROM_YEAR}–${CALENDAR_TABLE_TO_YEAR} in the background (about a minute each; live search meanwhile)`);
  const years = CALENDAR_TABLE_TO_YEAR - CALENDAR_TABLE_FROM_YEAR + 1;
  const { done, worker } = buildCalendarTablesInWorker(
    missing,
    CALENDAR_TABLE_FROM_YEAR,
    CALENDAR_TABLE_TO_YEAR,
    (convention, year) => process.stderr.write(`calendar tables (${convention}): ${year - CALENDAR_TABLE_FROM_YEAR + 1}/${years} years\n`),
    (convention, bytes) => {
      writeAtomic(calendarTablePath(buildDir, convention), bytes);
      installCalendarTables(deserializeAngaTables(bytes));
      log(`calendar tables: ${convention} built and saved to ${calendarTablePath(buildDir, convention)}`);
    },
  );
  if (!keepAlive) worker.unref();
  return done.catch((e) => log(`calendar tables: build failed (${(e as Error).message}); answering by live search`));
}

/** How often a serving thread that does not build the tables looks for them (a stat per missing file). */
const PICK_UP_INTERVAL_MS = 5_000;

/**
 * @brief On serving threads other than thread 0: checks every few seconds whether the missing tables' files
 * have appeared or changed (thread 0 writes them atomically: temp file + rename) and installs each once it
 * reads as current. Never builds; the timer never holds the process open and stops once all are installed.
 */
export function pickUpCalendarTables(buildDir: string, missing: readonly Convention[], log: (msg: string) => void): void {
  const pending = new Map<Convention, number>(missing.map((c) => [c, mtimeMsOf(calendarTablePath(buildDir, c))]));
  const timer = setInterval(() => {
    for (const [convention, seenMtimeMs] of pending) {
      const path = calendarTablePath(buildDir, convention);
      const mtimeMs = mtimeMsOf(path);
      if (mtimeMs === seenMtimeMs) continue; // still missing, or the same stale file
      pending.set(convention, mtimeMs);
      try {
        const tables = readCalendarTables(buildDir, convention);
        if (!tables) continue;
        installCalendarTables(tables);
        pending.delete(convention);
        log(`calendar tables: ${convention} picked up from ${path}`);
      } catch {
        /* stale or being replaced: try again when it changes */
      }
    }
    if (pending.size === 0) clearInterval(timer);
  }, PICK_UP_INTERVAL_MS);
  timer.unref();
}

function mtimeMsOf(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

/** Per convention, the mtime of the table file last tried by {@link ensureCalendarTablesLoaded} (-1: missing). */
const triedMtimeMs = new Map<Convention, number>();

/**
 * @brief For compute-pool workers (src/server/live-tasks.ts): installs each convention's tables from
 * `buildDir` if this thread has none yet. Cheap when there is nothing to do (a map lookup, or one stat per
 * missing table); a missing or stale file is tried again once it changes. Never builds.
 */
export function ensureCalendarTablesLoaded(buildDir: string): void {
  for (const convention of CALENDAR_CONVENTIONS) {
    if (installed.has(convention)) continue;
    const mtimeMs = mtimeMsOf(calendarTablePath(buildDir, convention));
    if (triedMtimeMs.get(convention) === mtimeMs) continue;
    triedMtimeMs.set(convention, mtimeMs);
    try {
      const tables = readCalendarTables(buildDir, convention);
      if (tables) installCalendarTables(tables);
    } catch {
      /* stale: live search (same answers) until it is rebuilt */
    }
  }
}
