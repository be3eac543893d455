/**
 * bench/generator: the offline generator's figures (issue 6).
 *
 *   node --import=tsx bench/generator/run.ts [--tiles all] [--from 1900] [--to 2100] [--workers 2] [--out bench/out/generator]
 *
 * 1. `kalakosha generate --only tables,panchang,festivals` over the grid and years asked for (default: every tile,
 *    1900–2100, 2 workers) in a child process: wall time, rows/s per stage, peak RSS (main + worker threads).
 *    `--skip-festivals` leaves the festivals stage out.
 * 3. The naive approach on a small sample, in this process, one core: per tile and day one astronomy-engine
 *    search per element (sunrise, sunset, moonrise, moonset by SearchRiseSet; tithi, nakshatra, yoga, karana
 *    ends by live root search; masa), against the generator's path for the same tile-days (location-free
 *    nodes + tables) on one core: the speed-up ratio.
 * 4. Dataset sizes per table (from the manifest).
 * 5. Server start with that build: time to "listening", RSS after start and after tile requests.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSkyNodes } from '../../src/calendar/index.js';
import { computeTileYears } from '../../src/generator/tiles/tile-panchang.js';
import { readTileList } from '../../src/generator/tiles/tile-list.js';
import {
  angaSpanAt, buildAngaTables, masaAt, searchRiseSet, startOfLocalDay, addDays, type CivilDate,
} from '../../src/calendar/index.js';
import type { Manifest } from '../../src/generator/manifest.js';

const args = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : def;
};
const TILES = arg('tiles', 'all');
const FROM = Number(arg('from', '1900'));
const TO = Number(arg('to', '2100'));
const WORKERS = Number(arg('workers', '2'));
const OUT = arg('out', 'bench/out/generator');
const SKIP_GENERATE = args.includes('--skip-generate');
const STAGES = args.includes('--skip-festivals') ? 'tables,panchang' : 'tables,panchang,festivals';
const DAY = 86_400_000;
const cli = existsSync('dist/src/cli/main.js') && !args.includes('--tsx') ? ['dist/src/cli/main.js'] : ['--import=tsx', 'src/cli/main.ts'];

function line(s = '') { process.stdout.write(s + '\n'); }
const mb = (b: number) => (b / 1048576).toFixed(1) + ' MB';

// 1. generate -----------------------------------------------------------------------------------
line(`# bench/generator  (tiles=${TILES}, ${FROM}–${TO}, workers=${WORKERS}, cores=${(await import('node:os')).availableParallelism()}, cli=${cli.join(' ')})`);
const statsPath = join(OUT, 'stats.json');
if (!SKIP_GENERATE) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...cli, 'generate', '--only', STAGES, '--tiles', TILES, '--from', String(FROM), '--to', String(TO), '--workers', String(WORKERS), '--out', OUT, '--quiet', '--stats', statsPath], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`generate failed (${r.status})`);
  line(`generate --only ${STAGES}: ${((performance.now() - t0) / 1000).toFixed(1)} s wall (including process start)`);
}
const stats = JSON.parse(readFileSync(statsPath, 'utf8')) as { seconds: number; maxRssMb: number; stages: Array<{ stage: string; rows: number; rowsPerSecond?: number; seconds?: number }> };
const manifest = JSON.parse(readFileSync(join(OUT, 'manifest.json'), 'utf8')) as Manifest;
const tileCount = manifest.stages.panchang?.tileIds?.length ?? 0;
line(`  total ${stats.seconds.toFixed(1)} s, peak RSS ${stats.maxRssMb.toFixed(0)} MB (main thread + ${WORKERS} workers + DuckDB)`);
const unit: Record<string, string> = { panchang: 'tile-days', festivals: 'observances' };
for (const s of stats.stages) line(`  stage ${s.stage.padEnd(9)} ${s.seconds?.toFixed(1) ?? '?'} s, ${s.rows} rows${s.rowsPerSecond ? `, ${Math.round(s.rowsPerSecond)} rows/s (${unit[s.stage] ?? 'rows'}, compute + file + DuckDB append)` : ''}`);
{
  const fs = stats.stages.find((s) => s.stage === 'festivals');
  const tileYears = (manifest.stages.festivals?.tileIds?.length ?? 0) * (TO - FROM + 1);
  if (fs?.seconds && tileYears) line(`  festivals: ${tileYears} tile-years, ${(fs.seconds * 1000 / tileYears).toFixed(2)} ms wall per tile-year (${WORKERS} workers, Parquet export included)`);
}
line(`  tiles: ${tileCount}, tile-days: ${stats.stages.find((s) => s.stage === 'panchang')?.rows ?? 0}`);

// 3. naive vs generator on a sample ---------------------------------------------------------------
{
  const list = readTileList('data/tiles/tiles.json').tiles;
  const sample = ['in-varanasi', 'gb-london', 'au-sydney'].map((id) => list.find((t) => t.id === id)!);
  const year = 2024;
  const days = 20;
  const tables = buildAngaTables(year - 1, year + 1, 'drik');
  const nodes = buildSkyNodes(Date.UTC(year, 0, 1) - 4 * DAY, Date.UTC(year + 1, 0, 1) + 7 * DAY);
  // warm-up (JIT, per-zone offset segments) so that both sides are timed in steady state
  for (const tile of sample) computeTileYears(nodes, tile, year, year);
  // naive: one search per tile, day and element
  let t0 = performance.now();
  let naiveDays = 0;
  for (const tile of sample) {
    const p = { lat: tile.lat, lng: tile.lng, altitudeM: tile.altitude };
    let d: CivilDate = { year, month: 3, day: 1 };
    for (let i = 0; i < days; i++, d = addDays(d, 1)) {
      const a = startOfLocalDay(d, tile.tz);
      const b = startOfLocalDay(addDays(d, 1), tile.tz);
      const sr = searchRiseSet('sun', 1, p, a, b - a) ?? a;
      searchRiseSet('sun', -1, p, sr, b - sr);
      const nsr = searchRiseSet('sun', 1, p, b, DAY) ?? b;
      searchRiseSet('moon', 1, p, sr, nsr - sr);
      searchRiseSet('moon', -1, p, sr, nsr - sr);
      for (const k of ['tithi', 'nakshatra', 'yoga', 'karana', 'pada'] as const) angaSpanAt(k, sr, 'drik', null);
      masaAt(sr, 'drik', null);
      naiveDays++;
    }
  }
  const naiveMsPerDay = (performance.now() - t0) / naiveDays;
  // generator path: location-free nodes (amortised over the grid, so excluded) + per tile events + table lookups
  t0 = performance.now();
  let fastDays = 0;
  for (let rep = 0; rep < 3; rep++) for (const tile of sample) {
    const [y] = computeTileYears(nodes, tile, year, year);
    for (let i = 0; i < y!.days; i++) {
      const sr = Number.isNaN(y!.sunriseMs[i]!) ? y!.dayStartMs[i]! : y!.sunriseMs[i]!;
      for (const k of ['tithi', 'nakshatra', 'yoga', 'karana', 'pada'] as const) angaSpanAt(k, sr, 'drik', tables);
      masaAt(sr, 'drik', tables);
      fastDays++;
    }
  }
  const fastMsPerDay = (performance.now() - t0) / fastDays;
  line(`naive (astronomy-engine search per tile, day and element; ${naiveDays} tile-days, 1 core): ${naiveMsPerDay.toFixed(3)} ms per tile-day`);
  line(`generator path (same elements, ${fastDays} tile-days, 1 core, warm): ${(fastMsPerDay * 1000).toFixed(1)} µs per tile-day → speed-up ×${(naiveMsPerDay / fastMsPerDay).toFixed(0)}`);
  const ps = stats.stages.find((x) => x.stage === 'panchang');
  if (ps?.rowsPerSecond) line(`  whole-grid run: ${(1e6 * WORKERS / ps.rowsPerSecond).toFixed(1)} µs per tile-day per worker including msgpack, DuckDB append and start-up → ×${(naiveMsPerDay * 1000 / (1e6 * WORKERS / ps.rowsPerSecond)).toFixed(0)} vs naive`);
  const gridDays = (tileCount || 600) * 73415;
  line(`  naive for the grid (${gridDays} tile-days): ≈ ${(naiveMsPerDay * gridDays / 3.6e6).toFixed(1)} CPU-hours`);
}

// 4. sizes ---------------------------------------------------------------------------------------
{
  const by = new Map<string, { bytes: number; rows: number; files: number }>();
  for (const f of manifest.files) {
    const parts = f.path.split('/');
    const key = f.format === 'parquet' ? `parquet/${parts[1]}` : f.format === 'duckdb' ? f.path : parts.length > 2 ? `${parts[0]}/${parts[1]}` : f.path;
    const e = by.get(key) ?? { bytes: 0, rows: 0, files: 0 };
    e.bytes += f.bytes; e.rows += f.rows; e.files++;
    by.set(key, e);
  }
  line('dataset sizes:');
  for (const [k, e] of [...by].sort()) line(`  ${k.padEnd(34)} ${mb(e.bytes).padStart(11)}  ${String(e.rows).padStart(10)} rows  ${e.files} file(s)`);
  line(`  total ${mb(manifest.files.reduce((s, f) => s + f.bytes, 0))}`);
}

// 5. server start ----------------------------------------------------------------------------------
{
  const stateDir = join(OUT, '..', 'generator-state');
  rmSync(stateDir, { recursive: true, force: true });
  // an internal-tier key: the dev key's tier would refuse the 150 requests below within the minute
  const key = execFileSync(process.execPath, [...cli, 'keys', 'create', '--account', 'bench-generator', '--tier', 'internal', '--state-dir', stateDir], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const t0 = performance.now();
  const child = spawn(process.execPath, [...cli, 'serve', '--port', '0', '--build-dir', OUT, '--state-dir', stateDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const listening = await new Promise<{ url: string; key: string }>((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (m) resolve({ url: m[1]!, key });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (c) => reject(new Error(`server exited ${c}: ${out.slice(-2000)}`)));
    setTimeout(() => reject(new Error(`server did not start: ${out.slice(-2000)}`)), 60_000);
  }).catch((e) => { line(String(e)); return null; });
  const startMs = performance.now() - t0;
  const rss = () => {
    const s = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return { rss: Number(/VmRSS:\s+(\d+)/.exec(s)![1]) / 1024, hwm: Number(/VmHWM:\s+(\d+)/.exec(s)![1]) / 1024 };
  };
  if (listening) {
    const startupLog = /"startup_ms":(\d+)/.exec(out)?.[1];
    line(`server: listening after ${startMs.toFixed(0)} ms from spawn (its own startup_ms ${startupLog}), RSS ${rss().rss.toFixed(0)} MB`);
    const list = readTileList('data/tiles/tiles.json').tiles;
    const ids = manifest.stages.panchang?.tileIds ?? [];
    const t1 = performance.now();
    let n = 0;
    const statuses: Record<number, number> = {};
    for (const id of ids.slice(0, 50)) {
      const tile = list.find((t) => t.id === id)!;
      const at = `lat=${tile.lat}&lng=${tile.lng}&altitude=${tile.altitude}&tz=${encodeURIComponent(tile.tz)}`;
      // a tile search, then that tile's panchang and festivals (each loads the tile's files)
      for (const path of [`/calendar/v1/tiles?q=${encodeURIComponent(tile.asciiName)}&limit=1`, `/calendar/v1/panchang?date=2024-03-01&${at}`, `/calendar/v1/festivals?year=2024&${at}`]) {
        const r = await fetch(`${listening.url}${path}`, { headers: { 'X-API-Key': listening.key } });
        await r.arrayBuffer();
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        n++;
      }
    }
    const ds = await fetch(`${listening.url}/calendar/v1/datasets`, { headers: { 'X-API-Key': listening.key } });
    const dsJson = (await ds.json()) as { files?: unknown[] };
    line(`server: ${n} requests (tile search, panchang and festivals at 50 tiles; statuses ${JSON.stringify(statuses)}) in ${(performance.now() - t1).toFixed(0)} ms; /datasets ${ds.status} lists ${dsJson.files?.length ?? 0} files; RSS now ${rss().rss.toFixed(0)} MB (peak ${rss().hwm.toFixed(0)} MB)`);
  }
  child.kill('SIGTERM');
}
