/**
 * Regenerates the typed client's contract from the server's own routes: `openapi.json` (the document the server
 * serves at /openapi.json, built by `buildOpenApi` without a socket) and `src/schema.d.ts` (its TypeScript types,
 * by openapi-typescript). Run it after changing a route: `make client`, or
 * `node --import=tsx clients/typescript/generate.ts` (`--check` only compares, exit 1 on a difference).
 * test/clients/typescript-client.test.ts fails while the committed files differ from what this writes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../../src/server/app.js';

/** This package's directory. */
export const CLIENT_DIR = dirname(fileURLToPath(import.meta.url));

/** The generated files, relative to {@link CLIENT_DIR}. */
export const GENERATED = { openapi: 'openapi.json', schema: 'src/schema.d.ts' } as const;

const SCHEMA_HEADER = `/**
 * Generated from clients/typescript/openapi.json by openapi-typescript: do not edit.
 * Regenerate with \`make client\` (node --import=tsx clients/typescript/generate.ts).
 */

`;

/** The document /openapi.json serves, from an app with every route module and no warm-up (nothing to load). */
export async function serverOpenApi(): Promise<object> {
  const stateDir = mkdtempSync(join(tmpdir(), 'kalakosha-client-'));
  const app = await createApp({ stateDir, warmup: false, computeThreads: 0, log: () => {} });
  try {
    const res = await app.handle({ method: 'GET', path: '/openapi.json', rawQuery: '', headers: {}, body: null });
    if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}`);
    return JSON.parse(res.body.toString('utf8'));
  } finally {
    await app.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

/** The contents of both generated files, in memory. */
export async function generatedFiles(): Promise<Record<keyof typeof GENERATED, string>> {
  const doc = await serverOpenApi();
  const ast = await openapiTS(doc as any, { silent: true });
  return { openapi: JSON.stringify(doc, null, 2) + '\n', schema: SCHEMA_HEADER + astToString(ast) };
}

/** Which generated files differ from the committed ones (empty when the client is current). */
export async function staleFiles(): Promise<string[]> {
  const fresh = await generatedFiles();
  const read = (rel: string) => {
    try {
      return readFileSync(join(CLIENT_DIR, rel), 'utf8');
    } catch {
      return null;
    }
  };
  return (Object.keys(GENERATED) as (keyof typeof GENERATED)[]).filter((k) => read(GENERATED[k]) !== fresh[k]).map((k) => GENERATED[k]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length) {
      process.stderr.write(`clients/typescript: ${stale.join(', ')} out of date; run make client\n`);
      process.exit(1);
    }
  } else {
    const files = await generatedFiles();
    for (const k of Object.keys(GENERATED) as (keyof typeof GENERATED)[]) writeFileSync(join(CLIENT_DIR, GENERATED[k]), files[k]);
    process.stdout.write(`wrote ${Object.values(GENERATED).map((f) => 'clients/typescript/' + f).join(', ')}\n`);
  }
}
