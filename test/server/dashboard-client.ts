/**
 * A cookie-keeping client for the dashboard that calls the gateway without a socket: what a browser
 * would send (cookies, form bodies, Origin), nothing more.
 */
import type { App } from '../../src/server/app.js';
import { toTestResponse, type TestResponse } from './helpers.js';

export const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };

export class DashboardClient {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header received, newest last. */
  readonly setCookies: string[] = [];

  constructor(private readonly app: App, private readonly opts: { ip?: string; headers?: Record<string, string> } = {}) {}

  async request(method: string, path: string, form?: Record<string, string>, headers: Record<string, string> = {}): Promise<TestResponse> {
    const q = path.indexOf('?');
    const h: Record<string, string> = { host: 'dash.test', ...this.opts.headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: Buffer | null = null;
    if (form) {
      body = Buffer.from(new URLSearchParams(form).toString());
      h['content-type'] = 'application/x-www-form-urlencoded';
      h.origin = 'http://dash.test';
    }
    for (const [k, v] of Object.entries(headers)) h[k.toLowerCase()] = v;
    const r = toTestResponse(await this.app.handle({ method, path: q < 0 ? path : path.slice(0, q), rawQuery: q < 0 ? '' : path.slice(q + 1), headers: h, body, remoteAddress: this.opts.ip ?? '203.0.113.7' }));
    const sc = r.headers['Set-Cookie'];
    if (sc) {
      this.setCookies.push(sc);
      const [pair] = sc.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/Max-Age=0/.test(sc) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return r;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request('POST', path, form, headers);
  }

  /** GETs `page` and POSTs `form` to `action` with the page's CSRF token. */
  async submit(page: string, action: string, form: Record<string, string>, headers?: Record<string, string>): Promise<TestResponse> {
    const p = await this.get(page);
    return this.post(action, { csrf: csrfOf(p.text), ...form }, headers);
  }

  async signUp(email: string, password = 'correct horse battery'): Promise<TestResponse> {
    return this.submit('/dashboard/signup', '/dashboard/signup', { email, password });
  }

  async createKey(name = ''): Promise<{ res: TestResponse; apiKey: string | null }> {
    const res = await this.submit('/dashboard', '/dashboard/keys', { name });
    const m = /id="new-key"[^>]*value="(kk_live_[0-9A-Za-z]+)"/.exec(res.text);
    return { res, apiKey: m ? m[1] : null };
  }
}

export function csrfOf(html: string): string {
  const m = /name="csrf" value="([^"]+)"/.exec(html);
  if (!m) throw new Error('no CSRF token on the page');
  return m[1];
}

export function keyIdsOf(html: string): string[] {
  return [...html.matchAll(/data-key-id="(key_[0-9a-f]+)"/g)].map((m) => m[1]);
}
