/**
 * @module
 * Cookie header parsing and Set-Cookie serialisation (RFC 6265), just what the dashboard needs.
 */

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(/;\s*/)) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (!(name in out)) out[name] = part.slice(i + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return out;
}

export interface CookieOptions {
  path: string;
  maxAgeSec?: number;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
}

/** Values are base64url tokens, so no encoding is needed. */
export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${o.path}`, 'HttpOnly', `SameSite=${o.sameSite}`];
  if (o.maxAgeSec !== undefined) parts.push(`Max-Age=${o.maxAgeSec}`);
  if (o.secure) parts.push('Secure');
  return parts.join('; ');
}
