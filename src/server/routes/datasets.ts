/**
 * @module
 * GET /calendar/v1/datasets: the generator's manifest (build/manifest.json) with a download URL per file;
 * GET /calendar/v1/datasets/{file}: the file itself, for keyed users, with HTTP Range support
 * (`Range: bytes=a-b`, one range; 206 + Content-Range). Paths are single URL segments: `/` in the
 * manifest path is written `~` (e.g. `parquet~panchang~convention=drik~country=IN~data.parquet`). Only files
 * the manifest lists are served. A response carries at most MAX_CHUNK bytes: larger files are fetched in
 * ranges (curl -r, aria2c, DuckDB's httpfs do this). The body is streamed from the file (http/file-body.ts),
 * a chunk at a time as the client reads, never held whole.
 */
import { statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { RouteModule } from '../route.js';
import { apiError, notFound } from '../errors.js';
import { datasetManifest } from '../tile-store.js';
import { fileRangeBody } from '../http/file-body.js';

export const MAX_CHUNK = 64 * 1024 * 1024;
export const fileIdOf = (path: string) => path.split('/').join('~');
const BASE = '/calendar/v1/datasets';

/**
 * The one byte range a `Range` header asks for (RFC 9110 §14.1.1–14.2), clipped to the file and to MAX_CHUNK:
 * 'ignore' when the header is not one well-formed byte range (another unit, several ranges (no multipart here),
 * last < first, junk): the server then sends the whole file, as §14.2 lets a server ignore a Range it cannot or
 * will not serve; 'unsatisfiable' when it is well-formed but starts past the end (or is `bytes=-0`): 416.
 */
export function parseRange(h: string, size: number): { start: number; end: number } | 'ignore' | 'unsatisfiable' {
  const m = /^bytes[ \t]*=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(h.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'ignore';
  let start: number, end: number;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    if (m[2] !== '' && Number(m[2]) < start) return 'ignore';
    if (start >= size) return 'unsatisfiable';
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return { start, end: Math.min(end, start + MAX_CHUNK - 1) };
}

const CONTENT_TYPES: Record<string, string> = {
  parquet: 'application/vnd.apache.parquet', msgpack: 'application/msgpack', duckdb: 'application/octet-stream', json: 'application/json',
};

export const datasetsModule: RouteModule = {
  name: 'datasets',
  routes: [
    {
      method: 'GET',
      path: BASE,
      operationId: 'listDatasets',
      summary: 'The generated datasets (manifest) with download URLs',
      description: `Every file \`kalakosha generate\` wrote: DuckDB database, Parquet exports (Hive-partitioned), msgpack
tables and tile chunks, with row counts, SHA-256, format versions, the generator version and the hash of the festival
rules (data/festivals) they came from. Download with \`GET ${BASE}/{file}\` (Range requests supported). See docs/generator.md.

The per-tile daily panchang (\`parquet/panchang/convention=drik/…\`, DuckDB \`panchang_drik\`), format version 2, carries with
the elements at sunrise what \`include=signs,muhurtas\` answers and cannot be derived from sunrise and sunset:
\`sun_rashi_end_utc\` and \`moon_rashi_end_utc\` (when the Sun's and the Moon's sign at sunrise ends) and
the Varjyam and Amrit kalam windows beginning between this sunrise and the next, in order (\`varjyam_1_start_utc\`,
\`varjyam_1_end_utc\` … \`varjyam_3_end_utc\`, \`amrit_kalam_1_start_utc\` … \`amrit_kalam_2_end_utc\`; null when the day has
fewer). Choghadiya, hora, Dur muhurtam and the other day parts are arithmetic on the sun times and are not stored.`,
      tags: ['calendar'],
      params: [
        { name: 'format', in: 'query', description: 'Only files of this format', schema: { type: 'string', enum: ['parquet', 'msgpack', 'duckdb', 'json'] } },
        { name: 'stage', in: 'query', description: 'Only files of this stage', schema: { type: 'string', pattern: '^[a-z]{1,20}$' } },
      ],
      response: {
        description: 'Manifest with download URLs',
        schema: {
          type: 'object', required: ['format_version', 'generator_version', 'rules_hash', 'tiles_hash', 'files'],
          properties: {
            format_version: { type: 'integer' }, generator_version: { type: 'string' },
            rules_hash: { type: ['string', 'null'], description: 'SHA-256 over data/festivals/**/*.toml' },
            tiles_hash: { type: ['string', 'null'], description: 'SHA-256 of data/tiles/tiles.json' },
            stages: { type: 'object', description: 'What each stage was built from (years, tiles, inputs hash)' },
            files: {
              type: 'array',
              items: {
                type: 'object', required: ['path', 'url', 'stage', 'format', 'format_version', 'rows', 'bytes', 'sha256', 'deterministic'],
                properties: {
                  path: { type: 'string' }, url: { type: 'string' }, stage: { type: 'string' }, format: { type: 'string' },
                  format_version: { type: 'integer', description: 'Layout version of the file; a build holding an older one is stale (`kalakosha generate --missing` rebuilds its stage)' }, rows: { type: 'integer' }, bytes: { type: 'integer' }, sha256: { type: 'string' },
                  deterministic: { type: 'boolean', description: 'false for the DuckDB file (its bytes differ between runs; its tables do not)' },
                },
              },
            },
          },
        },
        example: {
          format_version: 1, generator_version: '1.0.0', rules_hash: '3f1c…', tiles_hash: '9a0e…', stages: {},
          files: [{ path: 'parquet/sankrantis/data.parquet', url: `${BASE}/parquet~sankrantis~data.parquet`, stage: 'tables', format: 'parquet', format_version: 1, rows: 4824, bytes: 61234, sha256: 'e3b0…', deterministic: true }],
        },
      },
      extraResponses: { '404': { description: 'DATASETS_NOT_BUILT: run `kalakosha generate`' } },
      handler: (ctx) => {
        const m = datasetManifest(ctx.config);
        if (!m) throw notFound('DATASETS_NOT_BUILT', 'No datasets yet: run `kalakosha generate` (or `make datasets`)');
        const q = ctx.query as { format?: string; stage?: string };
        const files = m.files
          .filter((f) => (!q.format || f.format === q.format) && (!q.stage || f.stage === q.stage))
          .map((f) => ({ path: f.path, url: `${BASE}/${encodeURIComponent(fileIdOf(f.path)).replace(/%3D/g, '=')}`, stage: f.stage, format: f.format, format_version: f.formatVersion, rows: f.rows, bytes: f.bytes, sha256: f.sha256, deterministic: f.deterministic }));
        return { body: { format_version: m.formatVersion, generator_version: m.generatorVersion, rules_hash: m.rulesHash, tiles_hash: m.tilesHash, stages: m.stages, files } };
      },
    },
    {
      method: 'GET',
      path: `${BASE}/{file}`,
      operationId: 'downloadDataset',
      summary: 'Download one generated file (Range supported)',
      description: `\`file\` is the manifest path with \`/\` written \`~\`. Send \`Range: bytes=start-end\` (also \`bytes=start-\`
and \`bytes=-suffixLength\`; one range) for a part: 206 with \`Content-Range\`. A Range header that is not one well-formed byte
range (another unit, several ranges, last before first) is ignored: the whole file, 200 (RFC 9110 §14.2). A well-formed range
that starts past the end answers 416 RANGE_NOT_SATISFIABLE with \`Content-Range: bytes */length\`. A response carries at most
${MAX_CHUNK / 1048576} MiB; a larger file without a usable Range answers 416 RANGE_REQUIRED (fetch it in ranges). \`ETag\` is
the file's SHA-256 from the manifest; \`Last-Modified\` its modification time. The body is streamed as the client reads it; if the
file is replaced or cut short while it is being sent, the connection is closed before the promised length (retry).`,
      tags: ['calendar'],
      params: [{ name: 'file', in: 'path', required: true, description: 'Manifest path with `/` as `~`', schema: { type: 'string', minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9._=~-]+$' } }],
      response: { description: 'The file (or the requested range)', contentType: 'application/octet-stream' },
      extraResponses: {
        '206': { description: 'The requested range' },
        '404': { description: 'DATASET_FILE_NOT_FOUND: not in the manifest or not on disk' },
        '416': { description: 'RANGE_NOT_SATISFIABLE / RANGE_REQUIRED' },
      },
      handler: (ctx) => {
        const m = datasetManifest(ctx.config);
        const id = String(ctx.params.file);
        const entry = m?.files.find((f) => fileIdOf(f.path) === id);
        const full = entry ? join(ctx.config.buildDir, entry.path) : null;
        let st: Stats | null = null;
        try {
          st = full ? statSync(full) : null;
        } catch {
          st = null;
        }
        if (!entry || !full || !st?.isFile()) throw notFound('DATASET_FILE_NOT_FOUND', `No generated file '${id}'; see GET ${BASE}`);
        const size = st.size;
        const etag = `"${entry.sha256}"`;
        const headers: Record<string, string> = { 'Accept-Ranges': 'bytes', ETag: etag, 'Last-Modified': st.mtime.toUTCString(), 'Content-Disposition': `attachment; filename="${id}"` };
        const contentType = CONTENT_TYPES[entry.format] ?? 'application/octet-stream';
        const seen = { size, mtimeMs: st.mtimeMs };
        const range = ctx.headers['range'];
        const r = range === undefined ? 'ignore' : parseRange(range, size);
        if (r === 'unsatisfiable') {
          throw apiError(416, 'RANGE_NOT_SATISFIABLE', `Range '${range!.slice(0, 100)}' does not fit a file of ${size} bytes (one range, bytes=start-end)`, { 'Content-Range': `bytes */${size}` });
        }
        if (r === 'ignore') {
          if (size > MAX_CHUNK) throw apiError(416, 'RANGE_REQUIRED', `The file has ${size} bytes; fetch it in ranges of at most ${MAX_CHUNK} bytes (Range: bytes=0-${MAX_CHUNK - 1})`, { 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${size}` });
          return { body: fileRangeBody(full, 0, size, seen), contentType, headers };
        }
        headers['Content-Range'] = `bytes ${r.start}-${r.end}/${size}`;
        return { status: 206, body: fileRangeBody(full, r.start, r.end - r.start + 1, seen), contentType, headers };
      },
    },
  ],
};
