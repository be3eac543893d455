/**
 * @module
 * The developer dashboard at `/dashboard`: sign up and sign in with email and password, then create,
 * name, list and revoke API keys and watch usage against the tier's limits.
 *
 * Security (OWASP Session Management, CSRF Prevention, Authentication and Password Storage cheat sheets):
 * - passwords: scrypt with a per-user salt, constant-time comparison (passwords.ts); an unknown email
 *   costs the same scrypt as a wrong password; hashes made with older parameters are redone at sign-in;
 *   at most one hash runs at a time per serving thread and eight wait, beyond that 503 + Retry-After
 *   (hash-gate.ts);
 * - sessions: 256-bit random token in an `HttpOnly; SameSite=Lax` cookie scoped to `/dashboard`
 *   (`Secure` when the request came over TLS: `X-Forwarded-Proto: https` from a proxy trusted with
 *   `--trust-proxy`); the store keeps only its
 *   SHA-256; a fresh token at every sign-in (no fixation); 7-day lifetime; sign-out deletes it;
 * - CSRF: an HMAC token in every form plus a same-origin check (csrf.ts);
 * - sign-in attempts: growing delays per email and address, a cap per address and a slow-down per account,
 *   never a lock-out (signin-throttle.ts); sign-ups 10 per address per hour; counted in the store (so
 *   shared by replicas in Redis mode); 429 + Retry-After;
 * - every page: a nonce-based Content-Security-Policy, `no-store`, no framing.
 * Dashboard users own the store account named after their user id; keys are created on the
 * account's tier, never on a tier chosen in the form (the `internal` tier is CLI-only).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { HandlerContext, Reply, RouteDef, RouteModule } from '../route.js';
import { KEYS_CREATED_PER_DAY, MAX_ACTIVE_KEYS, type TierName } from '../keys/tiers.js';
import { StoreError, StoreUnavailableError, type GatewayStore, type KeyRecord, type UserRecord } from '../store/types.js';
import { daysInMonth } from '../store/windows.js';
import { clientAddress, requestHost, viaTls } from '../http/client.js';
import { parseCookies, serializeCookie } from './cookies.js';
import { csrfToken, csrfValid, sameOrigin } from './csrf.js';
import { DEFAULT_SCRYPT, MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS, dummyHash, hashPassword, needsRehash, verifyPassword, type ScryptParams } from './passwords.js';
import { HashGate } from './hash-gate.js';
import { DEFAULT_SIGNIN_THROTTLE, signInThrottle, throttledMessage, type SignInThrottlePolicy } from './signin-throttle.js';
import { confirmRevokePage, dashboardPage, messagePage, signInPage, signUpPage, type KeyView } from './pages.js';

export interface DashboardOptions {
  store: GatewayStore;
  /** Take the client address from `X-Forwarded-For` (only behind a proxy that sets it). */
  trustProxy?: boolean;
  scrypt?: ScryptParams;
  sessionTtlSec?: number;
  limits?: { signupPerIp: number; signupWindowSec: number };
  /** Sign-in throttling (signin-throttle.ts); fields left out take the defaults. */
  signInThrottle?: Partial<SignInThrottlePolicy>;
  /** Bounds concurrent password hashing (default: one running, eight waiting). */
  hashGate?: HashGate;
}

export const SESSION_COOKIE = 'kk_session';
export const PRE_SESSION_COOKIE = 'kk_pre';
const COOKIE_PATH = '/dashboard';
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const HTML = 'text/html; charset=utf-8';
const DEFAULT_LIMITS = { signupPerIp: 10, signupWindowSec: 3600 };
/** Retry-After when the hashing queue is full: a hash takes tens of milliseconds, so the queue drains within a second. */
const BUSY_RETRY_SEC = 1;
const EMAIL_RE = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const NOTICES: Record<string, string> = {
  revoked: 'Key revoked. Requests with it are refused with 401 INVALID_API_KEY from now on.',
  renamed: 'Key renamed.',
  'signed-out': 'You are signed out.',
};

interface Signed {
  user: UserRecord;
  tokenHash: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

function parseForm(raw: Buffer | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!raw || raw.length > 16 * 1024) return out;
  for (const [k, v] of new URLSearchParams(raw.toString('utf8'))) if (!(k in out)) out[k] = v;
  return out;
}

function cleanName(s: string | undefined): string | null {
  const t = (s ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 64);
  return t === '' ? null : t;
}

function requestOrigin(ctx: HandlerContext, trustProxy: boolean): string {
  return `${viaTls(ctx.headers, trustProxy) ? 'https' : 'http'}://${requestHost(ctx.headers, trustProxy) || 'localhost'}`;
}

export function dashboardModule(opts: DashboardOptions): RouteModule {
  const store = opts.store;
  const scryptParams = opts.scrypt ?? DEFAULT_SCRYPT;
  const sessionTtlSec = opts.sessionTtlSec ?? 7 * 86400;
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const throttle = signInThrottle(store, { ...DEFAULT_SIGNIN_THROTTLE, ...opts.signInThrottle });
  const hashes = opts.hashGate ?? new HashGate();
  let secretP: Promise<Buffer> | null = null;
  let dummyP: Promise<string> | null = null;
  const secret = () => (secretP ??= store.secret('dashboard-csrf').catch((e) => {
    secretP = null;
    throw e;
  }));

  const cookie = (ctx: HandlerContext, name: string, value: string, maxAgeSec: number) =>
    serializeCookie(name, value, { path: COOKIE_PATH, maxAgeSec, secure: viaTls(ctx.headers, !!opts.trustProxy), sameSite: 'Lax' });

  function page(status: number, nonce: string, body: string, headers: Record<string, string> = {}): Reply {
    return {
      status,
      body,
      contentType: HTML,
      headers: {
        'Cache-Control': 'no-store',
        'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
        ...headers,
      },
    };
  }
  const redirect = (location: string, headers: Record<string, string> = {}): Reply => ({ status: 303, body: '', contentType: HTML, headers: { 'Cache-Control': 'no-store', Location: location, ...headers } });

  async function signedIn(ctx: HandlerContext): Promise<Signed | null> {
    const token = parseCookies(ctx.headers.cookie)[SESSION_COOKIE];
    if (!token || !TOKEN_RE.test(token)) return null;
    const tokenHash = sha256(token);
    const s = await store.getSession(tokenHash, ctx.nowMs);
    if (!s) return null;
    const user = await store.getUser(s.userId);
    return user ? { user, tokenHash } : null;
  }

  /** The anonymous forms' CSRF binding: the pre-session cookie, created when missing. */
  function preSession(ctx: HandlerContext): { value: string; setCookie?: string } {
    const v = parseCookies(ctx.headers.cookie)[PRE_SESSION_COOKIE];
    if (v && TOKEN_RE.test(v)) return { value: v };
    const value = newToken();
    return { value, setCookie: cookie(ctx, PRE_SESSION_COOKIE, value, 86400) };
  }

  /** Wraps a handler: a fresh CSP nonce, and a friendly page when the store is down. */
  function handler(fn: (ctx: HandlerContext, nonce: string) => Promise<Reply>): (ctx: HandlerContext) => Promise<Reply> {
    return async (ctx) => {
      const nonce = randomBytes(16).toString('base64');
      try {
        return await fn(ctx, nonce);
      } catch (e) {
        if (e instanceof StoreUnavailableError) {
          return page(503, nonce, messagePage({ nonce, title: 'Temporarily unavailable', message: 'The dashboard cannot reach its data store right now. API requests with keys already in use keep working; please try again in a minute.' }), { 'Retry-After': '30' });
        }
        throw e;
      }
    };
  }

  async function signInForm(ctx: HandlerContext, nonce: string, status: number, extra: { email?: string; error?: string; info?: string } = {}): Promise<Reply> {
    const pre = preSession(ctx);
    const csrf = csrfToken(await secret(), 'pre|' + pre.value);
    return page(status, nonce, signInPage({ nonce, csrf, ...extra }), pre.setCookie ? { 'Set-Cookie': pre.setCookie } : {});
  }

  async function signUpForm(ctx: HandlerContext, nonce: string, status: number, extra: { email?: string; error?: string } = {}): Promise<Reply> {
    const pre = preSession(ctx);
    const csrf = csrfToken(await secret(), 'pre|' + pre.value);
    return page(status, nonce, signUpPage({ nonce, csrf, minPassword: MIN_PASSWORD_CHARS, ...extra }), pre.setCookie ? { 'Set-Cookie': pre.setCookie } : {});
  }

  /** The form again, 503 + Retry-After: the hashing queue is full. */
  async function busy(form: (ctx: HandlerContext, nonce: string, status: number, extra: { email?: string; error?: string }) => Promise<Reply>, ctx: HandlerContext, nonce: string, email: string): Promise<Reply> {
    const r = await form(ctx, nonce, 503, { email, error: 'Too many sign-ins are being checked right now. Please try again in a second.' });
    return { ...r, headers: { ...r.headers, 'Retry-After': String(BUSY_RETRY_SEC) } };
  }

  async function anonCsrfOk(ctx: HandlerContext, form: Record<string, string>): Promise<boolean> {
    if (!sameOrigin(ctx.headers, !!opts.trustProxy)) return false;
    const pre = parseCookies(ctx.headers.cookie)[PRE_SESSION_COOKIE];
    return !!pre && TOKEN_RE.test(pre) && csrfValid(await secret(), 'pre|' + pre, form.csrf);
  }

  async function sessionCsrfOk(ctx: HandlerContext, s: Signed, form: Record<string, string>): Promise<boolean> {
    return sameOrigin(ctx.headers, !!opts.trustProxy) && csrfValid(await secret(), 'session|' + s.tokenHash, form.csrf);
  }

  async function startSession(ctx: HandlerContext, user: UserRecord): Promise<Reply> {
    const token = newToken();
    await store.createSession({ tokenHash: sha256(token), userId: user.id, createdAtMs: ctx.nowMs, expiresAtMs: ctx.nowMs + sessionTtlSec * 1000 });
    return redirect('/dashboard', { 'Set-Cookie': cookie(ctx, SESSION_COOKIE, token, sessionTtlSec) });
  }

  async function renderDashboard(ctx: HandlerContext, nonce: string, s: Signed, status: number, extra: { info?: string; error?: string; newKey?: { apiKey: string; record: KeyRecord } } = {}): Promise<Reply> {
    const account = await store.getAccount(s.user.id);
    const tier: TierName = account?.tier ?? 'free';
    const records = (await store.listKeys(s.user.id)).map((k) => ({ ...k, tier }));
    const shown = records.filter((k) => k.revokedAtMs === null || k.revokedAtMs > ctx.nowMs - 31 * 86400_000 || records.length <= 20);
    const days = new Array<number>(daysInMonth(ctx.nowMs)).fill(0);
    const keys: KeyView[] = [];
    for (const k of shown) {
      const d = await store.peek(k, ctx.nowMs);
      keys.push({ record: k, minuteUsed: d.minuteUsed, monthUsed: d.monthUsed });
      const daily = await store.dailyUsage(k.id, ctx.nowMs);
      daily.forEach((n, i) => (days[i] += n));
    }
    const csrf = csrfToken(await secret(), 'session|' + s.tokenHash);
    return page(status, nonce, dashboardPage({ nonce, csrf, user: s.user, tier, keys, days, nowMs: ctx.nowMs, origin: requestOrigin(ctx, !!opts.trustProxy), ...extra }));
  }

  async function ownKey(s: Signed, keyId: string): Promise<KeyRecord | null> {
    const k = await store.getKey(keyId);
    return k && k.account === s.user.id ? k : null;
  }

  const notFoundPage = (nonce: string, s: Signed) => page(404, nonce, messagePage({ nonce, title: 'Key not found', message: 'There is no such key on your account.', user: s.user }));
  const forbidden = (nonce: string, message = 'The form was stale or came from another site. Reload the page and try again.') =>
    page(403, nonce, messagePage({ nonce, title: 'Please try again', message }));

  const base = { tags: ['dashboard'], auth: false as const, hidden: true };
  const htmlDoc = { description: 'HTML page', contentType: HTML };
  const busyDoc = { description: 'Too many passwords are being hashed right now (one at a time per serving thread, eight waiting): the form again, with `Retry-After: 1`', contentType: HTML };
  const keyIdParam = { name: 'key_id', in: 'path' as const, required: true, schema: { type: 'string' as const, maxLength: 64 } };

  const routes: RouteDef<any, any>[] = [
    {
      ...base, method: 'GET', path: '/dashboard', operationId: 'dashboard', summary: 'Developer dashboard (HTML)', response: htmlDoc,
      params: [{ name: 'notice', in: 'query', schema: { type: 'string', enum: Object.keys(NOTICES) } }],
      handler: handler(async (ctx, nonce) => {
        const s = await signedIn(ctx);
        const info = ctx.query.notice ? NOTICES[ctx.query.notice] : undefined;
        if (!s) return signInForm(ctx, nonce, 200, { info });
        return renderDashboard(ctx, nonce, s, 200, { info });
      }),
    },
    {
      ...base, method: 'GET', path: '/dashboard/signup', operationId: 'dashboardSignUpForm', summary: 'Sign-up form (HTML)', response: htmlDoc,
      handler: handler(async (ctx, nonce) => ((await signedIn(ctx)) ? redirect('/dashboard') : signUpForm(ctx, nonce, 200))),
    },
    {
      ...base, method: 'POST', path: '/dashboard/signup', operationId: 'dashboardSignUp', summary: 'Create a dashboard account', response: htmlDoc,
      extraResponses: { '503': busyDoc },
      handler: handler(async (ctx, nonce) => {
        const form = parseForm(ctx.rawBody);
        const email = (form.email ?? '').trim().toLowerCase();
        if (!(await anonCsrfOk(ctx, form))) return signUpForm(ctx, nonce, 403, { email, error: 'The form expired. Please submit it again.' });
        const ip = clientAddress(ctx.headers, ctx.remoteAddress, !!opts.trustProxy);
        const a = await store.countAttempt('signup:ip:' + ip, limits.signupPerIp, limits.signupWindowSec, ctx.nowMs);
        if (!a.allowed) {
          const r = await signUpForm(ctx, nonce, 429, { email, error: `Too many sign-ups from your network. Try again in ${Math.ceil(a.retryAfterSec / 60)} minutes.` });
          return { ...r, headers: { ...r.headers, 'Retry-After': String(a.retryAfterSec) } };
        }
        const password = form.password ?? '';
        if (email.length > 254 || !EMAIL_RE.test(email)) return signUpForm(ctx, nonce, 400, { email, error: 'Enter a valid email address.' });
        if ([...password].length < MIN_PASSWORD_CHARS) return signUpForm(ctx, nonce, 400, { email, error: `Choose a password of at least ${MIN_PASSWORD_CHARS} characters.` });
        if ([...password].length > MAX_PASSWORD_CHARS) return signUpForm(ctx, nonce, 400, { email, error: `Passwords are at most ${MAX_PASSWORD_CHARS} characters.` });
        if (await store.getUserByEmail(email)) return signUpForm(ctx, nonce, 409, { email, error: 'An account with this email already exists. Sign in instead.' });
        const hashing = hashes.run(() => hashPassword(password, scryptParams));
        if (!hashing) return busy(signUpForm, ctx, nonce, email);
        let user: UserRecord;
        try {
          user = await store.createUser({ email, passwordHash: await hashing }, ctx.nowMs);
        } catch (e) {
          if (e instanceof StoreError && e.code === 'EMAIL_TAKEN') return signUpForm(ctx, nonce, 409, { email, error: 'An account with this email already exists. Sign in instead.' });
          throw e;
        }
        return startSession(ctx, user);
      }),
    },
    {
      ...base, method: 'POST', path: '/dashboard/login', operationId: 'dashboardSignIn', summary: 'Sign in', response: htmlDoc,
      description: 'Signs in with email and password (a form post; 303 to `/dashboard` with a session cookie). Attempts are throttled, never locked out: ' +
        'after 5 failures for one email from one client address, each further attempt from that address must wait 1 s, 2 s, 4 s … (at most 5 minutes) after the one before; ' +
        'one address may make 50 attempts per 15 minutes; past 100 repeated failures on one account from anywhere, repeat attempts wait up to 30 s. ' +
        'A first attempt from an address that has not failed is never held by another address\'s failures. A successful sign-in clears its address\'s failures.',
      extraResponses: {
        '401': { description: 'The email or password is not correct (the same answer, and the same time, for an unknown email)', contentType: HTML },
        '403': { description: 'The form was stale or came from another site', contentType: HTML },
        '429': { description: 'Too many attempts: wait the `Retry-After` seconds (the page says why and how long)', contentType: HTML },
        '503': busyDoc,
      },
      handler: handler(async (ctx, nonce) => {
        const form = parseForm(ctx.rawBody);
        const email = (form.email ?? '').trim().toLowerCase().slice(0, 254);
        dummyP ??= dummyHash(scryptParams); // made before any lookup, so no sign-in pays for it alone
        if (!(await anonCsrfOk(ctx, form))) return signInForm(ctx, nonce, 403, { email, error: 'The form expired. Please sign in again.' });
        const ip = clientAddress(ctx.headers, ctx.remoteAddress, !!opts.trustProxy);
        const admission = await throttle.admit(email, ip, ctx.nowMs);
        if (!admission.allowed) {
          const r = await signInForm(ctx, nonce, 429, { email, error: throttledMessage(admission) });
          return { ...r, headers: { ...r.headers, 'Retry-After': String(admission.retryAfterSec) } };
        }
        const password = (form.password ?? '').slice(0, MAX_PASSWORD_CHARS * 4);
        const user = await store.getUserByEmail(email);
        const stored = user?.passwordHash ?? (await dummyP); // an unknown email costs one hash at the current parameters, as a wrong password does
        const checking = hashes.run(() => verifyPassword(password, stored));
        if (!checking) return busy(signInForm, ctx, nonce, email);
        if (!(await checking) || !user) return signInForm(ctx, nonce, 401, { email, error: 'The email or password is not correct.' });
        await throttle.succeeded(email, ip);
        if (needsRehash(user.passwordHash, scryptParams)) {
          const rehashing = hashes.run(() => hashPassword(password, scryptParams)); // when the queue is full, at a later sign-in
          if (rehashing) await store.setPasswordHash(user.id, await rehashing, ctx.nowMs);
        }
        return startSession(ctx, user);
      }),
    },
    {
      ...base, method: 'POST', path: '/dashboard/logout', operationId: 'dashboardSignOut', summary: 'Sign out', response: htmlDoc,
      handler: handler(async (ctx, nonce) => {
        const s = await signedIn(ctx);
        if (!s) return redirect('/dashboard');
        if (!(await sessionCsrfOk(ctx, s, parseForm(ctx.rawBody)))) return forbidden(nonce);
        await store.deleteSession(s.tokenHash, ctx.nowMs);
        return redirect('/dashboard?notice=signed-out', { 'Set-Cookie': cookie(ctx, SESSION_COOKIE, '', 0) });
      }),
    },
    {
      ...base, method: 'POST', path: '/dashboard/keys', operationId: 'dashboardCreateKey', summary: 'Create an API key', response: htmlDoc,
      handler: handler(async (ctx, nonce) => {
        const s = await signedIn(ctx);
        if (!s) return redirect('/dashboard');
        const form = parseForm(ctx.rawBody);
        if (!(await sessionCsrfOk(ctx, s, form))) return forbidden(nonce);
        try {
          // No tier here: keys take the account's tier (free for new accounts); upgrades are an operator action.
          const created = await store.createKey({ account: s.user.id, name: cleanName(form.name) }, ctx.nowMs);
          return renderDashboard(ctx, nonce, s, 201, { newKey: created });
        } catch (e) {
          if (e instanceof StoreError && e.code === 'KEY_LIMIT_REACHED') {
            return renderDashboard(ctx, nonce, s, 409, { error: `You already have ${MAX_ACTIVE_KEYS} active keys, the most an account may hold. Revoke one first.` });
          }
          if (e instanceof StoreError && e.code === 'KEY_CREATION_LIMIT') {
            const r = await renderDashboard(ctx, nonce, s, 429, { error: `You have created ${KEYS_CREATED_PER_DAY} keys today, the most an account may create in a day. You can create more after midnight UTC (in ${Math.ceil((e.retryAfterSec ?? 3600) / 3600)} hours or less).` });
            return { ...r, headers: { ...r.headers, 'Retry-After': String(e.retryAfterSec ?? 3600) } };
          }
          throw e;
        }
      }),
    },
    {
      ...base, method: 'POST', path: '/dashboard/keys/{key_id}/name', operationId: 'dashboardRenameKey', summary: 'Rename an API key', response: htmlDoc, params: [keyIdParam],
      handler: handler(async (ctx, nonce) => {
        const s = await signedIn(ctx);
        if (!s) return redirect('/dashboard');
        const form = parseForm(ctx.rawBody);
        if (!(await sessionCsrfOk(ctx, s, form))) return forbidden(nonce);
        const k = await ownKey(s, ctx.params.key_id);
        if (!k) return notFoundPage(nonce, s);
        await store.renameKey(k.id, cleanName(form.name), ctx.nowMs);
        return redirect('/dashboard?notice=renamed');
      }),
    },
    {
      ...base, method: 'GET', path: '/dashboard/keys/{key_id}/revoke', operationId: 'dashboardConfirmRevoke', summary: 'Confirm revoking an API key', response: htmlDoc, params: [keyIdParam],
      handler: handler(async (ctx, nonce) => {
        const s = await signedIn(ctx);
        if (!s) return redirect('/dashboard');
        const k = await ownKey(s, ctx.params.key_id);
        if (!k) return notFoundPage(nonce, s);
        if (k.revokedAtMs !== null) return redirect('/dashboard?notice=revoked');
        const csrf = csrfToken(await secret(), 'session|' + s.tokenHash);
        return page(200, nonce, confirmRevokePage({ nonce, csrf, user: s.user, key: k }));
      }),
    },
    {
      ...base, method: 'POST', path: '/dashboard/keys/{key_id}/revoke', operationId: 'dashboardRevokeKey', summary: 'Revoke an API key', response: htmlDoc, params: [keyIdParam],
      handler: handler(async (ctx, nonce) => {
        const s = await signedIn(ctx);
        if (!s) return redirect('/dashboard');
        if (!(await sessionCsrfOk(ctx, s, parseForm(ctx.rawBody)))) return forbidden(nonce);
        const k = await ownKey(s, ctx.params.key_id);
        if (!k) return notFoundPage(nonce, s);
        await store.revokeKey(k.id, ctx.nowMs);
        return redirect('/dashboard?notice=revoked');
      }),
    },
  ];
  return { name: 'dashboard', routes };
}
