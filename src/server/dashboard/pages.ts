/**
 * @module
 * The dashboard's HTML pages, rendered on the server: semantic landmarks, a label for every input,
 * visible focus, and no script needed except for the copy button. Every interpolated value goes
 * through {@link esc}.
 */
import { MAX_ACTIVE_KEYS, TIERS, TIER_NAMES, nextTier, type TierName } from '../keys/tiers.js';
import type { KeyRecord, UserRecord } from '../store/types.js';
import { DASHBOARD_CSS, DASHBOARD_JS } from './assets.js';
import { usageChartSvg } from './usage-chart.js';

export function esc(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fmt = (n: number) => n.toLocaleString('en-US');

export function formatUtc(ms: number | null): string {
  if (ms === null) return 'never';
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

function time(ms: number | null): string {
  return ms === null ? '<span class="muted">never</span>' : `<time datetime="${new Date(ms).toISOString()}">${esc(formatUtc(ms))}</time>`;
}

const LOGO = `<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><circle cx="16" cy="16" r="14" fill="none" stroke="#fbbf77" stroke-width="2.5"/><circle cx="16" cy="16" r="6" fill="#fbbf77"/><g stroke="#fbbf77" stroke-width="2" stroke-linecap="round"><path d="M16 2.5v5M16 24.5v5M2.5 16h5M24.5 16h5M6.5 6.5l3.5 3.5M22 22l3.5 3.5M6.5 25.5l3.5-3.5M22 10l3.5-3.5"/></g></svg>`;

interface LayoutInput {
  nonce: string;
  title: string;
  body: string;
  /** The signed-in user, for the top bar. */
  user?: UserRecord;
  csrf?: string;
  script?: boolean;
}

function layout(p: LayoutInput): string {
  const who = p.user
    ? `<span class="who">${esc(p.user.email)}</span>
       <form method="post" action="/dashboard/logout"><input type="hidden" name="csrf" value="${esc(p.csrf ?? '')}"><button class="btn btn-ghost" type="submit">Sign out</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(p.title)} · Kalakosha developer dashboard</title>
<link rel="icon" href="data:,">
<style nonce="${p.nonce}">${DASHBOARD_CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="topbar"><div class="inner">
  <a class="brand" href="/dashboard">${LOGO}<span>Kalakosha <small>Developer dashboard</small></span></a>
  <span class="spacer"></span>
  ${who}
</div></header>
${p.body}
<footer><p>Kalakosha API · panchang, festivals, ceremonies and the Sanskrit corpus · <a href="/openapi.json">OpenAPI description</a></p></footer>
${p.script ? `<script nonce="${p.nonce}">${DASHBOARD_JS}</script>` : ''}
</body>
</html>`;
}

function notice(kind: 'ok' | 'error' | 'info', text: string | undefined): string {
  if (!text) return '';
  return `<div class="notice ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${esc(text)}</div>`;
}

const PITCH = `<section class="pitch" aria-labelledby="pitch-title">
  <h1 id="pitch-title">The Hindu calendar and Sanskrit texts, as an API.</h1>
  <p class="muted">Create API keys for the Kalakosha service, watch your usage, and revoke a key the moment it leaks.</p>
  <ul>
    <li>Panchang for any place and date from 1900 to 2100</li>
    <li>Festivals and ceremonies under several regional conventions</li>
    <li>Verse-level access to the Sanskrit corpus, with citations</li>
    <li>Free tier: ${TIERS.free.perMinute} requests a minute, ${fmt(TIERS.free.perMonth!)} a month, per key (a new key starts with what its account has already used)</li>
  </ul>
</section>`;

export function signInPage(p: { nonce: string; csrf: string; email?: string; error?: string; info?: string }): string {
  const body = `<main id="main" class="auth-wrap">
  ${PITCH}
  <section class="card auth-card" aria-labelledby="signin-title">
    <h2 id="signin-title">Sign in</h2>
    ${notice('error', p.error)}${notice('info', p.info)}
    <form method="post" action="/dashboard/login" novalidate>
      <input type="hidden" name="csrf" value="${esc(p.csrf)}">
      <div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${esc(p.email ?? '')}"></div>
      <div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
      <button class="btn btn-primary" type="submit">Sign in</button>
    </form>
    <p class="switch">New here? <a href="/dashboard/signup">Create an account</a></p>
  </section>
</main>`;
  return layout({ nonce: p.nonce, title: 'Sign in', body });
}

export function signUpPage(p: { nonce: string; csrf: string; email?: string; error?: string; minPassword: number }): string {
  const body = `<main id="main" class="auth-wrap">
  ${PITCH}
  <section class="card auth-card" aria-labelledby="signup-title">
    <h2 id="signup-title">Create your account</h2>
    ${notice('error', p.error)}
    <form method="post" action="/dashboard/signup" novalidate>
      <input type="hidden" name="csrf" value="${esc(p.csrf)}">
      <div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(p.email ?? '')}"></div>
      <div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${p.minPassword}" required aria-describedby="password-hint"><span class="hint" id="password-hint">At least ${p.minPassword} characters.</span></div>
      <button class="btn btn-primary" type="submit">Create account</button>
    </form>
    <p class="switch">Already registered? <a href="/dashboard">Sign in</a></p>
  </section>
</main>`;
  return layout({ nonce: p.nonce, title: 'Create an account', body });
}

export interface KeyView {
  record: KeyRecord;
  minuteUsed: number;
  monthUsed: number;
}

export interface DashboardInput {
  nonce: string;
  csrf: string;
  user: UserRecord;
  tier: TierName;
  keys: KeyView[];
  /** Requests per day of this month, summed over the account's keys. */
  days: number[];
  nowMs: number;
  /** `https://api.example.org`, for the quick-start example. */
  origin: string;
  newKey?: { apiKey: string; record: KeyRecord };
  info?: string;
  error?: string;
}

function meter(used: number, limit: number | null): string {
  if (limit === null) return `<span>${fmt(used)}</span> <span class="muted">/ unlimited</span>`;
  const f = Math.min(1, used / limit);
  const cls = f >= 1 ? 'meter full' : f >= 0.8 ? 'meter warn' : 'meter';
  // An SVG bar: its width is an attribute, not an inline style, so the strict CSP needs no 'unsafe-inline'.
  return `<span>${fmt(used)}</span> <span class="muted">/ ${fmt(limit)}</span><svg class="${cls}" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="track" width="100" height="8" rx="4"/><rect class="fill" width="${(f * 100).toFixed(1)}" height="8" rx="4"/></svg>`;
}

export function dashboardPage(p: DashboardInput): string {
  const tier = TIERS[p.tier];
  const active = p.keys.filter((k) => k.record.revokedAtMs === null);
  const atMax = active.length >= MAX_ACTIVE_KEYS;
  const d = new Date(p.nowMs);
  const monthLabel = d.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthTotal = p.days.reduce((a, b) => a + b, 0);
  const minuteTotal = active.reduce((a, k) => a + k.minuteUsed, 0);

  const newKey = p.newKey
    ? `<section class="newkey" aria-labelledby="newkey-title">
    <h2 id="newkey-title">Your new key${p.newKey.record.name ? ` “${esc(p.newKey.record.name)}”` : ''}</h2>
    <p>Copy it now and keep it secret: this is the only time it is shown. We store only a hash of it.</p>
    <div class="copyrow">
      <label class="sr-only" for="new-key">New API key</label>
      <input id="new-key" type="text" readonly value="${esc(p.newKey.apiKey)}" spellcheck="false" autocomplete="off">
      <button class="btn btn-primary" type="button" data-copy="new-key" data-status="copy-status">Copy key</button>
    </div>
    <p class="copied" id="copy-status" role="status" aria-live="polite"></p>
  </section>`
    : '';

  const rows = p.keys
    .slice()
    .sort((a, b) => Number(a.record.revokedAtMs !== null) - Number(b.record.revokedAtMs !== null) || b.record.createdAtMs - a.record.createdAtMs)
    .map((k) => {
      const r = k.record;
      const revoked = r.revokedAtMs !== null;
      const name = r.name ? esc(r.name) : '<span class="muted">Unnamed key</span>';
      const actions = revoked
        ? `<span class="muted">Revoked ${time(r.revokedAtMs)}</span>`
        : `<div class="row-actions">
          <details class="rename"><summary class="btn btn-secondary btn-small">Rename<span class="sr-only"> ${esc(r.name ?? r.prefix)}</span></summary>
            <form method="post" action="/dashboard/keys/${esc(r.id)}/name">
              <input type="hidden" name="csrf" value="${esc(p.csrf)}">
              <label class="sr-only" for="name-${esc(r.id)}">New name for ${esc(r.name ?? r.prefix)}</label>
              <input id="name-${esc(r.id)}" name="name" type="text" maxlength="64" value="${esc(r.name ?? '')}">
              <button class="btn btn-primary btn-small" type="submit">Save</button>
            </form>
          </details>
          <a class="btn btn-secondary btn-small" href="/dashboard/keys/${esc(r.id)}/revoke">Revoke<span class="sr-only"> ${esc(r.name ?? r.prefix)}</span></a>
        </div>`;
      return `<tr class="${revoked ? 'revoked' : ''}" data-key-id="${esc(r.id)}">
        <td>${name}</td>
        <td><code>${esc(r.prefix)}…</code></td>
        <td><span class="pill ${revoked ? 'revoked' : 'active'}">${revoked ? 'Revoked' : 'Active'}</span></td>
        <td>${time(r.createdAtMs)}</td>
        <td>${time(r.lastUsedAtMs)}</td>
        <td>${revoked ? '<span class="muted">–</span>' : meter(k.minuteUsed, tier.perMinute)}</td>
        <td>${meter(k.monthUsed, tier.perMonth)}</td>
        <td class="actions">${actions}</td>
      </tr>`;
    })
    .join('');

  const tierRows = TIER_NAMES.filter((t) => TIERS[t].public)
    .map((t) => {
      const x = TIERS[t];
      return `<tr class="${t === p.tier ? 'current' : ''}"><td>${esc(x.label)}${t === p.tier ? ' <span class="sr-only">(your tier)</span><span aria-hidden="true"> ← you</span>' : ''}</td><td class="num">${x.perMinute === null ? 'unlimited' : fmt(x.perMinute)}</td><td class="num">${x.perMonth === null ? 'unlimited' : fmt(x.perMonth)}</td></tr>`;
    })
    .join('');

  const exampleKey = p.newKey?.apiKey ?? 'YOUR_API_KEY';
  const body = `<main id="main">
  <h1>Your API keys</h1>
  <p class="lead">Account <code>${esc(p.user.id)}</code> · ${active.length} of ${MAX_ACTIVE_KEYS} active keys · limits apply to each key separately.</p>
  ${notice('ok', p.info)}${notice('error', p.error)}
  ${newKey}
  <div class="grid">
    <section class="card" aria-labelledby="plan-title">
      <div class="card-head"><h2 id="plan-title">Plan</h2><span class="tier-badge">${esc(tier.label)}</span></div>
      <div class="stat-row">
        <div class="stat"><div class="label">Per key, per minute</div><div class="value">${tier.perMinute === null ? 'unlimited' : fmt(tier.perMinute)}</div></div>
        <div class="stat"><div class="label">Per key, per month</div><div class="value">${tier.perMonth === null ? 'unlimited' : fmt(tier.perMonth)}</div></div>
      </div>
      <p class="muted">Minute windows follow the clock; months are UTC calendar months. <a href="#tiers">Compare tiers and upgrade</a>.</p>
    </section>
    <section class="card" aria-labelledby="usage-title">
      <div class="card-head"><h2 id="usage-title">Usage, ${esc(monthLabel)}</h2>
        <span class="muted"><strong>${fmt(monthTotal)}</strong> ${monthTotal === 1 ? 'request' : 'requests'} this month · <strong>${fmt(minuteTotal)}</strong> this minute</span></div>
      ${usageChartSvg({ days: p.days, todayIndex: d.getUTCDate() - 1, monthLabel })}
    </section>
  </div>

  <section class="card" aria-labelledby="keys-title">
    <div class="card-head"><h2 id="keys-title">API keys</h2><span class="muted">${active.length} of ${MAX_ACTIVE_KEYS} active</span></div>
    <form class="create" method="post" action="/dashboard/keys">
      <input type="hidden" name="csrf" value="${esc(p.csrf)}">
      <label for="key-name">Key name <span class="muted">(optional)</span></label>
      <div class="row">
        <input id="key-name" name="name" type="text" maxlength="64" placeholder="e.g. production server" aria-describedby="key-name-hint" ${atMax ? 'disabled' : ''}>
        <button class="btn btn-primary" type="submit" ${atMax ? 'disabled' : ''}>Create key</button>
      </div>
      <span class="hint" id="key-name-hint">${atMax ? `You have ${MAX_ACTIVE_KEYS} active keys, the most an account may hold. Revoke one to create another.` : 'A label to tell your keys apart. The key itself is shown once, right after you create it.'}</span>
    </form>
    ${p.keys.length === 0
      ? '<p class="muted">No keys yet. Create one to start calling the API.</p>'
      : `<div class="table-wrap"><table>
      <caption class="sr-only">Your API keys, with usage against the ${esc(tier.label)} tier's limits</caption>
      <thead><tr><th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Status</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">This minute</th><th scope="col">This month</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
      <tbody>${rows}</tbody></table></div>`}
  </section>

  <div class="two">
    <section class="card" id="tiers" aria-labelledby="tiers-title">
      <h2 id="tiers-title">Tiers and upgrades</h2>
      <table class="tiers"><caption class="sr-only">Rate limits per key for each tier</caption>
        <thead><tr><th scope="col">Tier</th><th scope="col" class="num">Requests / minute</th><th scope="col" class="num">Requests / month</th></tr></thead>
        <tbody>${tierRows}</tbody></table>
      <p>A tier applies to every key of your account at once; each key has its own minute window and monthly quota, and a new key starts with the minute and month its account has already used (revoked keys included). An account creates at most 10 keys a day. A request over the limit gets <code>429 RATE_LIMIT_EXCEEDED</code> with <code>Retry-After</code>.</p>
      <p>To upgrade, ask the operator of this service to run:</p>
      <pre><code>kalakosha accounts set-tier ${esc(p.user.id)} ${esc(nextTier(p.tier)?.name ?? 'business')}</code></pre>
      <p class="hint">Upgrades take effect on your keys' next request; no new key is needed.</p>
    </section>
    <section class="card" aria-labelledby="start-title">
      <h2 id="start-title">Quick start</h2>
      <p>Send your key in the <code>X-API-Key</code> header:</p>
      <pre><code>curl -H "X-API-Key: ${esc(exampleKey)}" \\
  "${esc(p.origin)}/calendar/v1/panchang?lat=28.61&amp;lng=77.21"</code></pre>
      <p>Every response carries <code>X-RateLimit-Remaining</code> and <code>X-Quota-Remaining</code>. A revoked key is refused on its very next request with <code>401 INVALID_API_KEY</code>.</p>
      <p><a href="/openapi.json">Browse the OpenAPI description</a></p>
    </section>
  </div>
</main>`;
  return layout({ nonce: p.nonce, title: 'API keys', body, user: p.user, csrf: p.csrf, script: !!p.newKey });
}

export function confirmRevokePage(p: { nonce: string; csrf: string; user: UserRecord; key: KeyRecord }): string {
  const label = p.key.name ? `“${esc(p.key.name)}” (${esc(p.key.prefix)}…)` : `${esc(p.key.prefix)}…`;
  const body = `<main id="main">
  <section class="card confirm" aria-labelledby="confirm-title">
    <h1 id="confirm-title">Revoke key ${label}?</h1>
    <p>Requests with this key will be refused with <code>401 INVALID_API_KEY</code> from the very next one. This cannot be undone; you can create a new key afterwards.</p>
    <p class="muted">Created ${time(p.key.createdAtMs)} · last used ${time(p.key.lastUsedAtMs)}</p>
    <form method="post" action="/dashboard/keys/${esc(p.key.id)}/revoke" class="actions">
      <input type="hidden" name="csrf" value="${esc(p.csrf)}">
      <button class="btn btn-danger" type="submit">Revoke key</button>
      <a class="btn btn-secondary" href="/dashboard">Cancel</a>
    </form>
  </section>
</main>`;
  return layout({ nonce: p.nonce, title: 'Revoke key', body, user: p.user, csrf: p.csrf });
}

export function messagePage(p: { nonce: string; title: string; message: string; user?: UserRecord; csrf?: string }): string {
  const body = `<main id="main"><section class="card confirm" aria-labelledby="msg-title">
    <h1 id="msg-title">${esc(p.title)}</h1><p>${esc(p.message)}</p>
    <p><a class="btn btn-secondary" href="/dashboard">Back to the dashboard</a></p>
  </section></main>`;
  return layout({ nonce: p.nonce, title: p.title, body, user: p.user, csrf: p.csrf });
}
