/**
 * The dashboard end to end in a real browser: Debian's headless Chromium driven by playwright-core.
 * Sign up, create a key, call the API with it, revoke it, see the next call fail with 401
 * INVALID_API_KEY. Screenshots go to test/output/ (git-ignored).
 * Skips (with a message) only where /usr/bin/chromium is missing outside CI; `.ci/run` installs it.
 */
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { listenNodeHttp } from '../../src/server/adapters/node-http.js';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { makeTestApp } from './helpers.js';
import { chromiumAvailable, launchChromium, SCREENSHOTS } from './chromium.js';
import { testModule } from './test-module.js';

if (chromiumAvailable('dashboard in a browser')) {
  test('sign up, create a key, call the API, revoke, next call 401 (headless Chromium)', async (t) => {
    const a = await makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false, computeThreads: 0 } as any);
    const server = await listenNodeHttp(a.app.handle, '127.0.0.1', 0);
    const base = `http://127.0.0.1:${server.port}`;
    const browser = await launchChromium();
    const ctx = browser.ctx;
    try {
      await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      const cspViolations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/.test(m.text())) cspViolations.push(m.text());
      });
      page.on('pageerror', (e) => cspViolations.push(String(e)));

      await page.goto(`${base}/dashboard`);
      t.is(await page.title(), 'Sign in · Kalakosha developer dashboard');
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, 'dashboard-signin.png') });
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByLabel('Email').fill('browser@example.org');
      await page.getByLabel('Password').fill('a long test password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'Your API keys' }).waitFor();

      // First key, used a few times.
      await page.getByLabel(/Key name/).fill('staging');
      await page.getByRole('button', { name: 'Create key' }).click();
      const first = await page.locator('#new-key').inputValue();
      t.regex(first, /^kk_live_[0-9A-Za-z]{28}$/);
      await page.getByRole('button', { name: 'Copy key' }).click();
      await page.locator('#copy-status').filter({ hasText: /Copied|copy it/ }).waitFor();
      t.regex(await page.locator('#copy-status').innerText(), /Copied to the clipboard/);
      t.is(await page.evaluate(() => navigator.clipboard.readText()), first, 'the copy button copies the key');

      for (let i = 0; i < 7; i++) {
        const r = await fetch(`${base}/test/v1/echo`, { headers: { 'X-API-Key': first } });
        t.is(r.status, 200);
      }
      const corpus = await fetch(`${base}/corpus/v1/works`, { headers: { 'X-API-Key': first } });
      t.not(corpus.status, 401, 'a real keyed route accepts the key (200, 501 or 502 without artifacts all pass auth)');
      t.not(corpus.status, 429);

      // A second key: the page now shows it once, and the first key's usage.
      await page.getByLabel(/Key name/).fill('production');
      await page.getByRole('button', { name: 'Create key' }).click();
      const second = await page.locator('#new-key').inputValue();
      t.not(second, first);
      t.regex(await page.locator('main').innerText(), /2 of 5 active keys/);
      await page.screenshot({ path: join(SCREENSHOTS, 'dashboard.png'), fullPage: true });

      // Reload: the key is gone from the page, its prefix stays.
      await page.goto(`${base}/dashboard`);
      const html = await page.content();
      t.false(html.includes(first));
      t.true(html.includes(first.slice(0, 16)));

      // Revoke the first key with confirmation.
      const row = page.locator('tr', { hasText: 'staging' });
      await row.getByRole('link', { name: /Revoke/ }).click();
      await page.getByRole('heading', { name: /Revoke key/ }).waitFor();
      await page.keyboard.press('Tab'); // focus is visible on the confirmation page too
      await page.screenshot({ path: join(SCREENSHOTS, 'dashboard-confirm.png') });
      await page.getByRole('button', { name: 'Revoke key' }).click();
      await page.getByText('Key revoked.').waitFor();
      const after = await fetch(`${base}/test/v1/echo`, { headers: { 'X-API-Key': first } });
      t.is(after.status, 401);
      t.is(((await after.json()) as any).error.code, 'INVALID_API_KEY');
      t.is((await fetch(`${base}/test/v1/echo`, { headers: { 'X-API-Key': second } })).status, 200, 'the other key still works');
      await page.screenshot({ path: join(SCREENSHOTS, 'dashboard-revoked.png'), fullPage: true });

      // Keyboard: the skip link is the first stop and is visible when focused.
      await page.keyboard.press('Tab');
      t.is(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');

      // Sign out.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You are signed out.').waitFor();
      t.deepEqual(cspViolations, [], 'no CSP violations or script errors');
    } finally {
      await browser.close();
      await server.close();
      await a.app.close();
    }
  });
}
