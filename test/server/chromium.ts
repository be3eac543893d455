/**
 * Debian's headless Chromium for the browser tests, driven by playwright-core: where it is, the flags it needs on
 * this closed network, and one rule for a machine without it (a skip with a message; a failure on CI, whose
 * `.ci/run` installs it).
 */
import test from 'ava';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
/** Where the browser tests leave their screenshots (git-ignored). */
export const SCREENSHOTS = join(process.cwd(), 'test/output');
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** True when Chromium is here; otherwise registers the skip (or, on CI, the failure) for `what` and returns false. */
export function chromiumAvailable(what: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI) test('chromium is installed (CI)', (t) => t.fail(`${CHROMIUM} is missing: .ci/run installs Debian's chromium package`));
  else test(what, (t) => t.log(`SKIPPED: ${CHROMIUM} not found (apt-get install -y chromium)`) || t.pass());
  return false;
}

/** A fresh browser profile; `close()` also removes it. */
export async function launchChromium(): Promise<{ ctx: BrowserContext; close: () => Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'kalakosha-chromium-'));
  const ctx = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1280, height: 900 } });
  return {
    ctx,
    close: async () => {
      await ctx.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
