/**
 * Hostile-input fuzzing over raw TCP: generated requests (random paths, parameters at and beyond every
 * bound, wrong types, invalid UTF-8, Devanagari and emoji in every field, huge query strings and
 * headers, oversized and malformed JSON bodies, duplicated parameters, odd methods) sent byte-exact on
 * keep-alive sockets, plus slow clients. Every answer is checked: a documented status for what was
 * sent, the documented body shape (gateway error or FastAPI 422), the contract headers, never a 5xx
 * other than 501/503 with a documented code, and a dropped connection only where the request itself
 * was unparseable HTTP.
 *
 * Used by test/server/fuzz.test.ts (a few thousand requests) and bench/fuzz/run.ts (≥ 100,000).
 */
import { connect, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';

// ---------------------------------------------------------------- deterministic randomness

export type Rng = () => number;
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const chance = (r: Rng, p: number) => r() < p;

// ---------------------------------------------------------------- routes from /openapi.json

export interface FuzzParam {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: any;
}
export interface FuzzRoute {
  method: string;
  path: string;
  params: FuzzParam[];
  body: any | null;
  auth: boolean;
  /** Statuses the document lists for this operation. */
  statuses: Set<number>;
}

export function routesFromOpenApi(doc: any): FuzzRoute[] {
  const out: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(ops)) {
      out.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, required: !!p.required, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        auth: !(Array.isArray(op.security) && op.security.length === 0),
        statuses: new Set(Object.keys(op.responses ?? {}).map(Number)),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------- values

const DEVANAGARI = ['भगवद्गीता', 'धर्मक्षेत्रे कुरुक्षेत्रे', 'कृष्ण', 'श्री', 'ॐ', '०१२३', 'क्ष्म्य्'];
const EMOJI = ['🙏', '🙏🏽', '👨‍👩‍👧‍👦', '🕉️', '🇮🇳', '\u{1F600}'];
const ODD = ['', ' ', '\t', 'null', 'undefined', 'NaN', 'Infinity', '-Infinity', '-0', '0x10', '1e309', '1e-400', '٣', '２０２４', 'true', '[]', '{}', '"', "'", '\\', '../../etc/passwd', '%00', '<script>', 'a'.repeat(300), '\u202e', 'e\u0301', '\uFEFF', 'İ', 'ß'];
/** Percent-encoded byte sequences that are not valid UTF-8. */
const BAD_UTF8 = ['%FF', '%C0%AF', '%ED%A0%80', '%F8%88%80%80%80', '%E0%80', '%C3', '%80', '%FE%FF'];
/** Malformed percent-encoding. */
const BAD_PCT = ['%', '%G0', '%2', '%%', '%u0041'];

function enc(s: string): string {
  return encodeURIComponent(s);
}

/** A value the schema accepts (as a query string, unencoded). */
function validValue(r: Rng, s: any): string {
  if (s.enum) return String(pick(r, s.enum));
  if (s.example !== undefined && chance(r, 0.5)) return String(s.example);
  if (s.default !== undefined && chance(r, 0.3)) return String(s.default);
  switch (s.type) {
    case 'number': {
      const lo = s.minimum ?? -1000, hi = s.maximum ?? 1000;
      const v = pick(r, [lo, hi, lo + (hi - lo) * r(), (lo + hi) / 2]);
      return String(Math.round(v * 1e4) / 1e4);
    }
    case 'integer': {
      const lo = s.minimum ?? 0, hi = s.maximum ?? 100;
      return String(pick(r, [lo, hi, Math.floor(lo + (hi - lo + 1) * r())]));
    }
    case 'boolean':
      return pick(r, ['true', 'false', '1', '0', 'yes', 'no']);
    case 'string':
    default:
      if (s.format === 'date') return pick(r, ['1900-01-01', '2100-12-31', '2024-02-29', '2000-01-01', `${1900 + Math.floor(r() * 201)}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`]);
      if (s.format === 'time') return pick(r, ['00:00', '23:59', '12:00', '06:30:15', '23:59:59']);
      if (s.format === 'iana-tz') return pick(r, ['Asia/Kolkata', 'UTC', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'America/St_Johns', 'Etc/GMT+12']);
      if (s.maxLength !== undefined && chance(r, 0.2)) return pick(r, ['क', 'a', '🙏']).repeat(s.maxLength); // exactly at the bound (code points)
      return pick(r, ['gita', 'rigveda', 'dharma', 'krishna', '2.47', '1', ...DEVANAGARI, ...EMOJI, 'Bhagavad Gītā']);
  }
}

/** A value the schema refuses (unencoded), or null when the schema accepts anything of this kind. */
function invalidValue(r: Rng, s: any): string | null {
  const opts: string[] = [];
  if (s.type === 'number' || s.type === 'integer') {
    if (s.minimum !== undefined) opts.push(String(s.minimum - (s.type === 'integer' ? 1 : 1e-9)), String(s.minimum - 1e6));
    if (s.maximum !== undefined) opts.push(String(s.maximum + (s.type === 'integer' ? 1 : 1e-9)), String(s.maximum * 10 + 1), '1e308');
    opts.push('abc', '', 'NaN', 'Infinity', '1e999', '0x1A', '1,5', ' ', ...DEVANAGARI.slice(0, 3), ...EMOJI.slice(0, 2), '٣', '２');
    if (s.type === 'integer') opts.push('1.5', '1e3', '9'.repeat(40));
  } else if (s.type === 'boolean') {
    opts.push('maybe', '2', 'TRUEE', '', 'सत्य', '✅');
  } else if (s.enum) {
    opts.push(String(s.enum[0]).toUpperCase() === String(s.enum[0]) ? String(s.enum[0]).toLowerCase() + 'x' : String(s.enum[0]).toUpperCase(), 'x', '', ...DEVANAGARI.slice(0, 2), ...EMOJI.slice(0, 2));
  } else if (s.format === 'date') {
    opts.push('1899-12-31', '2101-01-01', '2024-02-30', '2023-02-29', '0000-00-00', '2024-1-1', '２０２４-01-01', '2024-13-01', '99999-01-01', '2024-01-01T00:00', 'today', '', '२०२४-०१-०१', '2024-01-01🙏');
  } else if (s.format === 'time') {
    opts.push('24:00', '12:60', '12:00:60', '1:00', '12', '12:00:00.5', 'noon', '', '१२:००', '12:00🙏');
  } else if (s.format === 'iana-tz') {
    opts.push('Asia/Kolkatta', '../../etc/passwd', 'Mars/Olympus', '', 'A'.repeat(65), 'भारत/दिल्ली', '🙏/🙏', 'UTC\n');
  } else if (s.type === 'string') {
    if (s.maxLength !== undefined) opts.push(pick(r, ['क', 'a', '🙏']).repeat(s.maxLength + 1));
    if (s.minLength) opts.push('');
  }
  return opts.length ? pick(r, opts) : null;
}

/** Any string, hostile or not (encoded form chosen by the caller). */
function hostileString(r: Rng): string {
  return pick(r, [...ODD, ...DEVANAGARI, ...EMOJI, 'x'.repeat(Math.floor(r() * 2000))]);
}

// ---------------------------------------------------------------- cases

export type Expect =
  /** Everything valid: a success or a documented engine answer. */
  | 'ok'
  /** One parameter or the body is invalid. */
  | '422'
  | '204'
  | '401'
  | '404'
  | '405'
  | '413'
  | '414'
  /** Too-large headers: 431, or the transport closes the connection. */
  | '431'
  /** Anything documented (random mutations). */
  | 'any';

export interface FuzzCase {
  kind: string;
  bytes: Buffer;
  head: boolean;
  expect: Expect;
  /** The request is not parseable HTTP: the server may close the connection instead of answering. */
  mayClose: boolean;
}

export interface CaseContext {
  routes: FuzzRoute[];
  key: string;
  host: string;
}

function fillPath(r: Rng, route: FuzzRoute, override?: (p: FuzzParam) => string | null): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name) => {
    const p = route.params.find((x) => x.name === name && x.in === 'path');
    const o = p && override ? override(p) : null;
    return o !== null && o !== undefined ? o : enc(p ? validValue(r, p.schema) : 'x');
  });
}

function validQuery(r: Rng, route: FuzzRoute): [string, string][] {
  const out: [string, string][] = [];
  for (const p of route.params) {
    if (p.in !== 'query') continue;
    if (p.required || chance(r, 0.4)) out.push([p.name, validValue(r, p.schema)]);
  }
  return out;
}

function qs(pairs: [string, string][], raw = false): string {
  return pairs.map(([k, v]) => (raw ? `${k}=${v}` : `${enc(k)}=${enc(v)}`)).join('&');
}

function validBody(r: Rng, s: any): unknown {
  if (!s) return null;
  if (s.type === 'object') {
    const o: Record<string, unknown> = {};
    for (const [k, ps] of Object.entries<any>(s.properties ?? {})) if ((s.required ?? []).includes(k) || chance(r, 0.5)) o[k] = validBody(r, ps);
    return o;
  }
  if (s.type === 'array') return Array.from({ length: Math.max(s.minItems ?? 0, Math.floor(r() * Math.min(5, s.maxItems ?? 5)) + 1) }, () => validBody(r, s.items ?? {}));
  if (s.type === 'number') return Math.round(((s.minimum ?? 0) + ((s.maximum ?? 1) - (s.minimum ?? 0)) * r()) * 100) / 100;
  if (s.type === 'integer') return Math.floor((s.minimum ?? 0) + ((s.maximum ?? 10) - (s.minimum ?? 0)) * r());
  if (s.type === 'boolean') return chance(r, 0.5);
  if (s.type === 'string') {
    const base = pick(r, ['धर्मक्षेत्रे कुरुक्षेत्रे समवेता युयुत्सवः', 'rāmo rājamaṇiḥ sadā vijayate', 'kṛṣṇa arjuna', '🙏 ॐ नमः शिवाय', 'a']);
    if (s.maxLength !== undefined && chance(r, 0.1)) return [...base.repeat(Math.ceil(s.maxLength / [...base].length))].slice(0, s.maxLength).join('');
    return base;
  }
  return null;
}

function request(method: string, target: string, headers: [string, string][], body?: Buffer): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, ...headers.map(([k, v]) => `${k}: ${v}`)];
  if (body) lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
  return body ? Buffer.concat([head, body]) : head;
}

/** Header values carrying non-ASCII text are sent as raw UTF-8 bytes (what a careless client does). */
function utf8Header(v: string): string {
  return Buffer.from(v, 'utf8').toString('latin1');
}

export function generateCase(r: Rng, ctx: CaseContext): FuzzCase {
  const c = generateCaseInner(r, ctx);
  // Values at their code-point bounds can make a URL longer than the transport's 8 KiB: then 414 is right.
  const lineEnd = c.bytes.indexOf('\r\n');
  if (!c.mayClose && lineEnd > 8 * 1024) return { ...c, expect: '414' };
  return c;
}

function generateCaseInner(r: Rng, ctx: CaseContext): FuzzCase {
  const route = pick(r, ctx.routes);
  const base: [string, string][] = [['Host', ctx.host]];
  const withKey = (): [string, string][] => [...base, ['X-API-Key', ctx.key]];
  const kind = pick(r, [
    'valid', 'valid', 'valid', 'bound', 'bound', 'bound', 'wrong-type', 'unknown-param', 'duplicate-param', 'bad-utf8-query', 'bad-pct-query',
    'path-hostile', 'random-path', 'method', 'auth', 'header-hostile', 'huge-header', 'long-url', 'body-malformed', 'body-invalid', 'body-oversized',
    'body-deep', 'missing-required', 'request-id', 'head', 'garbage', 'ctl-header',
  ]);
  const target = (path: string, pairs: [string, string][], raw = false) => (pairs.length ? `${path}?${qs(pairs, raw)}` : path);
  const bodyFor = (): Buffer | undefined => (route.body ? Buffer.from(JSON.stringify(validBody(r, route.body))) : undefined);
  const json: [string, string] = ['Content-Type', 'application/json'];

  switch (kind) {
    case 'valid':
    case 'head': {
      const m = kind === 'head' && route.method === 'GET' ? 'HEAD' : route.method;
      return { kind, bytes: request(m, target(fillPath(r, route), validQuery(r, route)), [...withKey(), ...(route.body ? [json] : [])], bodyFor()), head: m === 'HEAD', expect: 'ok', mayClose: false };
    }
    case 'bound':
    case 'wrong-type': {
      const candidates = route.params.filter((p) => invalidValue(r, p.schema) !== null);
      if (!candidates.length) return generateCaseInner(r, ctx);
      const p = pick(r, candidates);
      const bad = invalidValue(r, p.schema)!;
      if (p.in === 'path') {
        // An empty path segment is another route (404); anything else is a 422.
        return { kind, bytes: request(route.method, target(fillPath(r, route, (q) => (q === p ? enc(bad) : null)), validQuery(r, route)), [...withKey(), ...(route.body ? [json] : [])], bodyFor()), head: false, expect: bad === '' ? 'any' : '422', mayClose: false };
      }
      const pairs = validQuery(r, route).filter(([k]) => k !== p.name);
      pairs.splice(Math.floor(r() * (pairs.length + 1)), 0, [p.name, bad]);
      return { kind, bytes: request(route.method, target(fillPath(r, route), pairs), [...withKey(), ...(route.body ? [json] : [])], bodyFor()), head: false, expect: '422', mayClose: false };
    }
    case 'unknown-param': {
      const pairs = validQuery(r, route);
      pairs.push([pick(r, ['lon', 'latitude', 'x', 'api_key', 'तिथि', '🙏', '', 'a'.repeat(500), 'LAT', 'lat ']), hostileString(r).slice(0, 500)]);
      if (pairs[pairs.length - 1][0] === '') pairs[pairs.length - 1][0] = 'zz';
      return { kind, bytes: request(route.method, target(fillPath(r, route), pairs), [...withKey(), ...(route.body ? [json] : [])], bodyFor()), head: false, expect: '422', mayClose: false };
    }
    case 'duplicate-param': {
      const pairs = validQuery(r, route);
      if (!pairs.length) return generateCaseInner(r, ctx);
      const d = pick(r, pairs);
      pairs.push([d[0], chance(r, 0.5) ? d[1] : hostileString(r).slice(0, 200)]);
      return { kind, bytes: request(route.method, target(fillPath(r, route), pairs), [...withKey(), ...(route.body ? [json] : [])], bodyFor()), head: false, expect: '422', mayClose: false };
    }
    case 'bad-utf8-query':
    case 'bad-pct-query': {
      const pairs = validQuery(r, route).map(([k, v]) => [enc(k), enc(v)] as [string, string]);
      const bad = pick(r, kind === 'bad-utf8-query' ? BAD_UTF8 : BAD_PCT);
      if (pairs.length && chance(r, 0.7)) {
        const i = Math.floor(r() * pairs.length);
        pairs[i] = chance(r, 0.5) ? [pairs[i][0], pairs[i][1] + bad] : [pairs[i][0] + bad, pairs[i][1]];
      } else pairs.push(['q' + bad, 'x']);
      return { kind, bytes: request(route.method, target(fillPath(r, route), pairs, true), [...withKey(), ...(route.body ? [json] : [])], bodyFor()), head: false, expect: '422', mayClose: false };
    }
    case 'path-hostile': {
      const seg = pick(r, [...BAD_UTF8, ...BAD_PCT, enc(pick(r, DEVANAGARI)), enc(pick(r, EMOJI)), '..', '%2e%2e', '%2F', 'a'.repeat(3000), '%00', enc(' '), ';x', '*']);
      const parts = fillPath(r, route).split('/');
      parts[1 + Math.floor(r() * (parts.length - 1))] = seg;
      return { kind, bytes: request(route.method, parts.join('/'), withKey()), head: false, expect: 'any', mayClose: false };
    }
    case 'random-path': {
      const segs = Array.from({ length: 1 + Math.floor(r() * 6) }, () => pick(r, ['calendar', 'corpus', 'v1', 'v2', 'panchang', 'cite', 'x', '', enc(pick(r, DEVANAGARI)), enc(pick(r, EMOJI)), '..', 'openapi.json', 'healthz', 'dashboard', '%FF']));
      return { kind, bytes: request(pick(r, ['GET', 'POST']), '/' + segs.join('/'), withKey()), head: false, expect: 'any', mayClose: false };
    }
    case 'method': {
      const m = pick(r, ['PUT', 'DELETE', 'PATCH', 'OPTIONS', route.method === 'GET' ? 'POST' : 'GET', 'TRACE', 'PROPFIND']);
      // OPTIONS is answered on every known path (204 with Allow, no key needed: src/server/http/cors.ts)
      return { kind, bytes: request(m, target(fillPath(r, route), validQuery(r, route)), withKey()), head: false, expect: m === 'OPTIONS' ? '204' : route.auth ? '405' : 'any', mayClose: m === 'TRACE' || m === 'PROPFIND' };
    }
    case 'auth': {
      if (!route.auth) return generateCaseInner(r, ctx);
      const variant = pick(r, ['none', 'empty', 'garbage', 'devanagari', 'emoji', 'almost', 'long', 'two']);
      const h: [string, string][] = [...base];
      if (variant === 'empty') h.push(['X-API-Key', '']);
      if (variant === 'garbage') h.push(['X-API-Key', utf8Header(hostileString(r).replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300)) || 'x']);
      if (variant === 'devanagari') h.push(['X-API-Key', utf8Header('kk_live_' + pick(r, DEVANAGARI))]);
      if (variant === 'emoji') h.push(['X-API-Key', utf8Header(pick(r, EMOJI))]);
      if (variant === 'almost') h.push(['X-API-Key', ctx.key.slice(0, -1) + (ctx.key.endsWith('A') ? 'B' : 'A')]);
      if (variant === 'long') h.push(['X-API-Key', 'kk_live_' + 'A'.repeat(4000)]);
      if (variant === 'two') h.push(['X-API-Key', ctx.key], ['X-API-Key', ctx.key]);
      return { kind, bytes: request(route.method, target(fillPath(r, route), validQuery(r, route)), h, bodyFor()), head: false, expect: variant === 'none' || variant === 'empty' ? '401' : '401', mayClose: false };
    }
    case 'header-hostile': {
      const h = withKey();
      for (let i = Math.floor(r() * 8); i >= 0; i--) h.push([pick(r, ['X-Junk', 'Accept', 'User-Agent', 'Accept-Language', 'X-तिथि', 'Cookie', 'Referer']), utf8Header(hostileString(r).replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '').slice(0, 1000))]);
      return { kind, bytes: request(route.method, target(fillPath(r, route), validQuery(r, route)), [...h, ...(route.body ? [json] : [])], bodyFor()), head: false, expect: 'any', mayClose: true };
    }
    case 'huge-header': {
      const h = withKey();
      if (chance(r, 0.5)) h.push(['X-Junk', 'j'.repeat(17 * 1024 + Math.floor(r() * 40_000))]);
      else for (let i = 0; i < 300; i++) h.push([`X-H${i}`, 'v'.repeat(60)]);
      return { kind, bytes: request(route.method, target(fillPath(r, route), validQuery(r, route)), h), head: false, expect: '431', mayClose: true };
    }
    case 'long-url': {
      const pairs = validQuery(r, route);
      pairs.push(['pad', 'a'.repeat(8 * 1024 + Math.floor(r() * 30_000))]);
      return { kind, bytes: request(route.method, target(fillPath(r, route), pairs), withKey()), head: false, expect: '414', mayClose: true };
    }
    case 'body-malformed': {
      if (!route.body) return generateCaseInner(r, ctx);
      const b = pick(r, ['{', '{"text":', '{"text": "x",}', "{'text': 'x'}", 'null', '', '[]', '"text"', '{"text":"\\ud800"}', '\u0000', 'नमः', '{"text":"x"}garbage', 'NaN']);
      const raw = chance(r, 0.2) ? Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) : Buffer.from(b);
      // A lone surrogate escape is well-formed JSON (answered like any string); the rest are not JSON.
      return { kind, bytes: request('POST', fillPath(r, route), [...withKey(), json], raw), head: false, expect: b.includes('ud800') && raw.length > 12 ? 'any' : '422', mayClose: false };
    }
    case 'body-invalid': {
      if (!route.body) return generateCaseInner(r, ctx);
      const v = validBody(r, route.body) as Record<string, any>;
      const mutation = pick(r, ['extra', 'type', 'long', 'batch', 'threshold', 'empty']);
      if (mutation === 'extra') v[pick(r, ['extra', 'तिथि', '🙏', 'constructor'])] = 1;
      if (mutation === 'type') for (const k of Object.keys(v)) v[k] = pick(r, [1, true, null, {}, [[]], 'x'.repeat(3)]);
      if (mutation === 'long') for (const k of Object.keys(v)) v[k] = typeof v[k] === 'string' ? 'क'.repeat(10_001) : Array.isArray(v[k]) ? ['क'.repeat(10_001)] : v[k];
      if (mutation === 'batch') for (const k of Object.keys(v)) if (Array.isArray(v[k])) v[k] = Array.from({ length: 65 }, () => 'ॐ');
      if (mutation === 'threshold') v.threshold = pick(r, [-0.1, 1.01, 'high', 1e309 as any]);
      const changed = JSON.stringify(v) !== JSON.stringify(validBody(mulberry32(0), route.body)) && mutation !== 'batch' ? true : true;
      const raw = mutation === 'empty' ? Buffer.from('{}') : Buffer.from(JSON.stringify(v));
      // Some mutations may leave the body valid (e.g. 'type' on an already-absent field): accept any documented answer then.
      return { kind: 'body-invalid-' + mutation, bytes: request('POST', fillPath(r, route), [...withKey(), json], raw), head: false, expect: changed && mutation !== 'type' && mutation !== 'threshold' && mutation !== 'batch' && mutation !== 'long' ? '422' : 'any', mayClose: false };
    }
    case 'body-oversized': {
      if (!route.body) return generateCaseInner(r, ctx);
      const raw = Buffer.from(JSON.stringify({ texts: Array.from({ length: 64 }, () => 'क'.repeat(11_000)) })); // ≈ 2.1 MB
      return { kind, bytes: request('POST', fillPath(r, route), [...withKey(), json], raw), head: false, expect: '413', mayClose: true };
    }
    case 'body-deep': {
      if (!route.body) return generateCaseInner(r, ctx);
      const depth = pick(r, [100, 1000, 10_000, 100_000]);
      const raw = Buffer.from(chance(r, 0.5) ? '['.repeat(depth) + ']'.repeat(depth) : '{"text":' + '['.repeat(depth) + ']'.repeat(depth) + '}');
      return { kind, bytes: request('POST', fillPath(r, route), [...withKey(), json], raw), head: false, expect: raw.length > 2 * 1024 * 1024 ? '413' : '422', mayClose: false };
    }
    case 'missing-required': {
      const req = route.params.filter((p) => p.in === 'query' && p.required);
      if (!req.length) return generateCaseInner(r, ctx);
      const drop = pick(r, req).name;
      return { kind, bytes: request(route.method, target(fillPath(r, route), validQuery(r, route).filter(([k]) => k !== drop)), [...withKey(), ...(route.body ? [json] : [])], bodyFor()), head: false, expect: '422', mayClose: false };
    }
    case 'ctl-header': {
      // Control characters in a header value are not HTTP: answered 400 or the connection is closed.
      const h = withKey();
      h.push(['X-Junk', pick(r, ['a\u0001b', '\u0000', 'x\u001bz', '\u007f'])]);
      return { kind, bytes: request(route.method, target(fillPath(r, route), validQuery(r, route)), h), head: false, expect: 'any', mayClose: true };
    }
    case 'request-id': {
      const id = pick(r, ['short', 'x'.repeat(200), 'ok-request-id-123', utf8Header('अनुरोध-१२३४५६७८'), '🙏🙏🙏🙏🙏🙏🙏🙏', '../../../../', 'a b c d e f g h']);
      return { kind, bytes: request(route.method, target(fillPath(r, route), validQuery(r, route)), [...withKey(), ['X-Request-ID', id], ...(route.body ? [json] : [])], bodyFor()), head: false, expect: 'ok', mayClose: false };
    }
    case 'garbage':
    default: {
      const g = pick(r, [
        Buffer.from('GET / HTTP/9.9\r\n\r\n'),
        Buffer.from('\r\n\r\n'),
        Buffer.from('GET\r\n\r\n'),
        Buffer.from(`GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n`),
        Buffer.from(`GET /healthz HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n`),
        Buffer.from(`POST /corpus/v1/ner HTTP/1.1\r\nHost: x\r\nX-API-Key: ${ctx.key}\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n`),
        Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00]), // a TLS ClientHello
        Buffer.from('GET /\u0000 HTTP/1.1\r\n\r\n', 'latin1'),
        Buffer.from(`GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header Name: y\r\n\r\n`),
        Buffer.from(`GET /healthz HTTP/1.1\nHost: x\n\n`),
      ]);
      return { kind, bytes: g, head: false, expect: 'any', mayClose: true };
    }
  }
}

// ---------------------------------------------------------------- raw HTTP client

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  close: boolean;
}

/** Sends one request on a fresh or kept-alive socket and reads one response (or the close). */
export class RawConnection {
  private sock: Socket | null = null;
  private buf = Buffer.alloc(0);
  private waiter: (() => void) | null = null;
  private closed = true;

  constructor(private readonly port: number) {}

  private open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const s = connect(this.port, '127.0.0.1');
      s.setNoDelay(true);
      s.once('connect', () => {
        this.sock = s;
        this.closed = false;
        this.buf = Buffer.alloc(0);
        resolve();
      });
      s.once('error', (e) => {
        if (this.closed) reject(e);
      });
      // Events of a socket this connection already dropped must not touch the current one.
      s.on('data', (d) => {
        if (this.sock !== s) return;
        this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
        this.waiter?.();
      });
      s.on('close', () => {
        if (this.sock !== s) return;
        this.closed = true;
        this.waiter?.();
      });
    });
  }

  destroy(): void {
    this.sock?.destroy();
    this.sock = null;
    this.closed = true;
  }

  async send(bytes: Buffer, head: boolean, timeoutMs = 15_000): Promise<RawResponse | null> {
    if (this.closed || !this.sock) await this.open();
    const sock = this.sock!;
    sock.write(bytes);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const r = this.tryParse(head);
      if (r) return r;
      if (this.closed) return null;
      if (Date.now() > deadline) {
        this.destroy();
        throw new Error('no answer within ' + timeoutMs + ' ms');
      }
      await new Promise<void>((res) => {
        this.waiter = res;
        setTimeout(res, 200);
      });
      this.waiter = null;
    }
  }

  private tryParse(head: boolean): RawResponse | null {
    const end = this.buf.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const lines = this.buf.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(lines[0].split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const l of lines.slice(1)) {
      const i = l.indexOf(':');
      if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
    }
    const len = head ? 0 : Number(headers['content-length'] ?? 0);
    if (this.buf.length < end + 4 + len) return null;
    const body = this.buf.subarray(end + 4, end + 4 + len);
    this.buf = this.buf.subarray(end + 4 + len);
    const close = (headers['connection'] ?? '').toLowerCase() === 'close';
    if (close) this.destroy();
    return { status, headers, body: Buffer.from(body), close };
  }
}

// ---------------------------------------------------------------- checking

const CONTRACT = ['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-cache'];
/** A "valid" request may still be refused by a cross-field rule or a pattern the generator ignores (422). */
const OK_LIKE = new Set([200, 404, 422, 501, 503]);
const DOCUMENTED = new Set([200, 204, 400, 401, 404, 405, 408, 413, 414, 422, 429, 431, 501, 503]);

/** Problems with one answer, or [] when it is as documented. */
export function checkAnswer(c: FuzzCase, res: RawResponse | null): string[] {
  if (!res) return c.mayClose ? [] : ['connection closed without an answer'];
  const p: string[] = [];
  const s = res.status;
  if (!DOCUMENTED.has(s)) p.push(`undocumented status ${s}`);
  switch (c.expect) {
    case 'ok': if (!OK_LIKE.has(s)) p.push(`expected a success or a documented engine answer, got ${s}`); break;
    case '422': if (s !== 422) p.push(`expected 422, got ${s}`); break;
    case '204': if (s !== 204) p.push(`expected 204, got ${s}`); break;
    case '401': if (s !== 401) p.push(`expected 401, got ${s}`); break;
    case '405': if (s !== 405) p.push(`expected 405, got ${s}`); break;
    case '413': if (s !== 413) p.push(`expected 413, got ${s}`); break;
    // A URL beyond the whole header allowance (16 KiB) may be refused as 431 by the HTTP parser first.
    case '414': if (s !== 414 && s !== 431) p.push(`expected 414, got ${s}`); break;
    case '431': if (s !== 431) p.push(`expected 431, got ${s}`); break;
  }
  for (const h of CONTRACT) if (res.headers[h] === undefined) p.push(`missing ${h} on ${s}`);
  if (c.head) return p;
  const ct = res.headers['content-type'] ?? '';
  if (s !== 200 && s !== 204 && !ct.startsWith('application/json')) p.push(`${s} with content-type ${ct}`);
  if (s >= 400) {
    let j: any;
    try {
      j = JSON.parse(res.body.toString('utf8'));
    } catch {
      p.push(`${s} body is not JSON`);
      return p;
    }
    if (s === 422) {
      if (!Array.isArray(j.detail) || !j.detail.length || !j.detail.every((d: any) => Array.isArray(d.loc) && typeof d.msg === 'string' && typeof d.type === 'string')) p.push('422 not in HTTPValidationError shape');
    } else {
      const e = j.error;
      if (!e || typeof e.code !== 'string' || typeof e.message !== 'string' || e.request_id !== res.headers['x-request-id'] || Object.keys(e).length !== 3) p.push(`${s} not in the gateway error shape`);
      if (s === 503 && !/^(CORPUS_NOT_BUILT|[A-Z_]+_NOT_BUILT|OVERLOADED|[A-Z_]+)$/.test(e?.code ?? '')) p.push(`503 with code ${e?.code}`);
    }
  }
  return p;
}

// ---------------------------------------------------------------- running

export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

export interface FuzzReport {
  sent: number;
  answered: number;
  closed: number;
  byStatus: Record<number, number>;
  byKind: Record<string, number>;
  failures: { kind: string; problems: string[]; request: string; status: number | null; body: string; ms: number; previous: string | null }[];
  seconds: number;
}

export async function runFuzz(opts: { port: number; key: string; count: number; concurrency?: number; seed?: number; routes: FuzzRoute[]; onProgress?: (n: number) => void }): Promise<FuzzReport> {
  const r = mulberry32(opts.seed ?? 1);
  const ctx: CaseContext = { routes: opts.routes, key: opts.key, host: `127.0.0.1:${opts.port}` };
  const report: FuzzReport = { sent: 0, answered: 0, closed: 0, byStatus: {}, byKind: {}, failures: [], seconds: 0 };
  const t0 = Date.now();
  let next = 0;
  const worker = async () => {
    const conn = new RawConnection(opts.port);
    let previous: string | null = null;
    while (next < opts.count) {
      next++;
      const c = generateCase(r, ctx);
      report.sent++;
      report.byKind[c.kind] = (report.byKind[c.kind] ?? 0) + 1;
      let res: RawResponse | null = null;
      let problems: string[];
      const t1 = Date.now();
      try {
        // Unparseable HTTP may legitimately get no answer until the server's own timeout: stop waiting sooner.
        const sent = c.mayClose ? conn.send(c.bytes, c.head, 1000).catch(() => null) : conn.send(c.bytes, c.head);
        let guard: NodeJS.Timeout | undefined;
        res = await Promise.race([sent, new Promise<never>((_, rej) => (guard = setTimeout(() => rej(new Error('client stuck: ' + c.kind + ' ' + c.bytes.subarray(0, 100).toString('latin1'))), 30_000)))]).finally(() => clearTimeout(guard));
        problems = checkAnswer(c, res);
      } catch (e) {
        problems = [String((e as Error).message)];
      }
      if (res) {
        report.answered++;
        report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
      } else report.closed++;
      if (!res || c.mayClose) conn.destroy(); // never reuse a socket after hostile framing
      if (problems.length && report.failures.length < 200) report.failures.push({ kind: c.kind, problems, request: c.bytes.subarray(0, 300).toString('latin1'), status: res?.status ?? null, body: res ? res.body.subarray(0, 300).toString('utf8') : '', ms: Date.now() - t1, previous });
      previous = !res || c.mayClose ? null : c.kind + ' ' + c.bytes.subarray(0, 120).toString('latin1');
      if (report.sent % 5000 === 0) opts.onProgress?.(report.sent);
    }
    conn.destroy();
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 16 }, worker));
  report.seconds = (Date.now() - t0) / 1000;
  return report;
}

/** Slow clients: sockets that dribble a request a byte at a time or stall half-way; returns how many the server closed. */
export async function slowClients(port: number, n: number, holdMs: number): Promise<{ opened: number; closedByServer: number }> {
  let closedByServer = 0;
  const socks = await Promise.all(Array.from({ length: n }, (_, i) => new Promise<Socket>((resolve) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
    setTimeout(() => resolve(s), 2000); // counted even if the server never accepted it
    s.on('error', () => {});
    s.on('close', () => closedByServer++);
    const req = i % 2 ? 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ' : `POST /corpus/v1/ner HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"text":"`;
    let k = 0;
    const t = setInterval(() => {
      if (s.destroyed || k >= req.length) return clearInterval(t);
      s.write(req[k++]);
    }, 250);
    s.on('close', () => clearInterval(t));
  })));
  await new Promise((r) => setTimeout(r, holdMs));
  const opened = socks.length;
  for (const s of socks) s.destroy();
  return { opened, closedByServer };
}
