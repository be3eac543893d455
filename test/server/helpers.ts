/**
 * Test helpers: an app with a fresh state directory, and request helpers that call the gateway
 * without a socket (the way Hono's app.request() does).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App, type AppOptions } from '../../src/server/app.js';
import { STREAM_CHUNK_BYTES, type ApiResponse, type StreamedBody } from '../../src/server/http/types.js';
import type { TierName } from '../../src/server/keys/tiers.js';

export interface TestApp {
  app: App;
  key: string;
  stateDir: string;
  newKey(tier?: TierName, account?: string): Promise<string>;
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse>;
}

export interface TestResponse extends ApiResponse {
  json: any;
  text: string;
}

export function tempDir(prefix = 'kalakosha-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function toTestResponse(r: ApiResponse): TestResponse {
  const text = r.body.toString('utf8');
  let json: any = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { ...r, json, text };
}

export async function makeTestApp(opts: AppOptions & { tier?: TierName } = {}): Promise<TestApp> {
  const stateDir = opts.stateDir ?? tempDir();
  // No compute pool unless asked for (runInPool then runs tasks inline: same answers): test apps are never
  // closed, and live pool workers would keep the test worker from exiting. Pool tests pass computeThreads.
  const app = await createApp({ log: () => {}, computeThreads: 0, ...opts, stateDir });
  const newKey = async (tier: TierName = 'internal', account = 'acct-' + Math.random().toString(36).slice(2)) => (await app.store.createKey({ account, tier }, Date.now())).apiKey;
  const key = await newKey(opts.tier ?? 'internal');
  const call = async (method: string, path: string, body: Buffer | null, headers: Record<string, string> = {}) => {
    const q = path.indexOf('?');
    const lower: Record<string, string> = {};
    const withKey = { 'x-api-key': key, ...headers };
    for (const [k, v] of Object.entries(withKey)) if (v !== undefined && v !== null) lower[k.toLowerCase()] = v;
    const r = await app.handle({ method, path: q < 0 ? path : path.slice(0, q), rawQuery: q < 0 ? '' : path.slice(q + 1), headers: lower, body });
    return toTestResponse(r.stream && method !== 'HEAD' ? { ...r, body: await readStreamedBody(r.stream) } : r);
  };
  return {
    app,
    key,
    stateDir,
    newKey,
    get: (path, headers) => call('GET', path, null, headers),
    post: (path, body, headers) => call('POST', path, Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), headers),
  };
}

/** A streamed body read whole (tests only: the transports never do this). */
export async function readStreamedBody(body: StreamedBody): Promise<Buffer> {
  const reader = body.open();
  const chunks: Buffer[] = [];
  try {
    for (let c = await reader.read(STREAM_CHUNK_BYTES); c !== null; c = await reader.read(STREAM_CHUNK_BYTES)) chunks.push(c);
  } finally {
    reader.close();
  }
  return Buffer.concat(chunks);
}

/** Headers the contract puts on every response. */
export const CONTRACT_HEADERS = ['X-Request-ID', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Cache'];
