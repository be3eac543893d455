/**
 * /docs in a real browser (Debian's headless Chromium, playwright-core): swagger-ui loads from this server under
 * its strict CSP, lists the operations, takes a key under Authorize, and "Try it out" calls the API with it.
 * The landing at `/` links to it. Any CSP violation or page error fails the test. Skips (with a message) only where /usr/bin/chromium is
 * missing outside CI; `.ci/run` installs it.
 */
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { listenNodeHttp } from '../../src/server/adapters/node-http.js';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { makeTestApp } from './helpers.js';
import { chromiumAvailable, launchChromium, SCREENSHOTS } from './chromium.js';

if (chromiumAvailable('docs in a browser')) {
  test('/docs: swagger-ui lists the operations, no CSP violation, Authorize + Try it out send the key (headless Chromium)', async (t) => {
    const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false, computeThreads: 0 });
    const server = await listenNodeHttp(a.app.handle, '127.0.0.1', 0);
    const base = `http://127.0.0.1:${server.port}`;
    const browser = await launchChromium();
    const ctx = browser.ctx;
    try {
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      const problems: string[] = [];
      page.on('console', (m) => {
        // an API answer's status is checked below (without artifacts the corpus answers 503)
        if (/^Failed to load resource: the server responded with a status of/.test(m.text())) return;
        if (m.type() === 'error' || /Content Security Policy|Refused to/.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(String(e)));
      const foreign: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(base) && !r.url().startsWith('data:')) foreign.push(r.url());
      });

      await page.goto(`${base}/docs`);
      await page.locator('.opblock-summary-path', { hasText: '/calendar/v1/panchang' }).first().waitFor({ timeout: 30_000 });
      const paths = await page.locator('.opblock-summary-path').allInnerTexts();
      for (const p of ['/calendar/v1/panchang', '/calendar/v1/festivals', '/corpus/v1/search', '/corpus/v1/ner', '/openapi.json']) t.true(paths.some((x) => x.replace(/\u200b/g, '') === p), p);
      t.regex(await page.locator('.info .title').innerText(), /kalakosha/);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, 'docs.png') });
      t.deepEqual(problems, [], 'no CSP violation or page error while loading');
      if (problems.length) return;

      // Authorize takes the key (the ApiKey scheme); Try it out on a keyed operation sends it.
      await page.getByRole('button', { name: /Authorize/ }).first().click();
      await page.locator('.auth-container input').first().fill(a.key);
      await page.locator('.auth-btn-wrapper button', { hasText: 'Authorize' }).click();
      await page.locator('.auth-btn-wrapper button', { hasText: 'Close' }).click();
      const op = page.locator('#operations-corpus-listWorks');
      await op.locator('.opblock-summary').click();
      await op.getByRole('button', { name: 'Try it out' }).click();
      const sent = page.waitForRequest((r) => r.url().startsWith(`${base}/corpus/v1/works`));
      await op.getByRole('button', { name: 'Execute' }).click();
      const req = await sent;
      t.is(req.headers()['x-api-key'], a.key, 'Try it out sends the key given under Authorize');
      const res = await req.response();
      t.not(res?.status(), 401);
      await op.locator('.responses-wrapper .live-responses-table').waitFor();

      // the landing: a browser gets the HTML page, its hashed inline style allowed
      await page.goto(`${base}/`);
      await page.getByRole('link', { name: 'Interactive API docs' }).click();
      await page.locator('.opblock-summary-path').first().waitFor({ timeout: 30_000 });
      t.is(new URL(page.url()).pathname, '/docs');

      t.deepEqual(foreign, [], 'nothing fetched from another host');
      t.deepEqual(problems, [], 'no CSP violation or page error');
    } finally {
      await browser.close();
      await server.close();
      await a.app.close();
    }
  });
}
