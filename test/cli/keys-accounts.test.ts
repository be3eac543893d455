/**
 * The command line's key and account commands: `keys revoke` by id or by the key itself (never echoing a
 * key), `accounts list`, and the development key's account in the help text. The commands' functions are
 * called on a file store in a temporary directory; the help texts and one refusal come from the real CLI.
 */
import test from 'ava';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { accountRows, formatAccountRows } from '../../src/cli/accounts-list.js';
import { revokeKeyCommand, revokeTargetOf } from '../../src/cli/revoke-key.js';
import { DEV_KEY_ACCOUNT } from '../../src/server/keys/dev-key.js';
import { generateApiKey, keyLookupPrefix } from '../../src/server/keys/key-format.js';
import { FileStore } from '../../src/server/store/file-store.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'src', 'cli', 'main.ts');

function tempStore(t: { teardown(fn: () => void): void }): { store: FileStore; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'kk-cli-'));
  const store = new FileStore({ stateDir: dir });
  t.teardown(() => {
    void store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { store, dir };
}

/** The CLI as an operator runs it; resolves with the exit code instead of throwing. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import=tsx', MAIN, ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (e: any) {
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

test('revoke target: an id, a whole key, or a reason that shows at most the key prefix', (t) => {
  const key = generateApiKey();
  t.deepEqual(revokeTargetOf('key_0123456789abcdef'), { keyId: 'key_0123456789abcdef' });
  t.deepEqual(revokeTargetOf(` ${key}\n`), { apiKey: key });
  const mistyped = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
  const bad = revokeTargetOf(mistyped) as { problem: string };
  t.truthy(bad.problem);
  t.false(bad.problem.includes(mistyped), 'the mistyped key is not echoed');
  t.true(bad.problem.includes(keyLookupPrefix(mistyped) + '…'));
  t.regex((revokeTargetOf('my-key') as { problem: string }).problem, /key's id .* or the whole key/);
});

test('keys revoke takes the key itself as well as its id', async (t) => {
  const { store } = tempStore(t);
  const a = await store.createKey({ account: 'acme', tier: 'free' }, 1_000);
  const b = await store.createKey({ account: 'acme', tier: 'free' }, 1_000);

  const byKey = await revokeKeyCommand(store, a.apiKey, 2_000);
  t.true(byKey.ok);
  t.is(byKey.message, `revoked ${a.record.id} (${a.record.prefix}…, account acme)`);
  t.false(byKey.message.includes(a.apiKey));
  t.is(await store.authenticate(a.apiKey, 3_000), null);

  const again = await revokeKeyCommand(store, a.apiKey, 3_000);
  t.false(again.ok);
  t.is(again.message, `no active key ${a.record.prefix}… (unknown, or already revoked)`);
  const againById = await revokeKeyCommand(store, a.record.id, 3_000);
  t.true(againById.ok);
  t.is(againById.message, `${a.record.id} (${a.record.prefix}…, account acme) was already revoked at 1970-01-01T00:00:02.000Z`);

  t.true((await revokeKeyCommand(store, b.record.id, 4_000)).ok);
  t.is(await store.authenticate(b.apiKey, 5_000), null);
  t.is((await revokeKeyCommand(store, 'key_ffffffffffffffff', 5_000)).message, 'no key key_ffffffffffffffff');
  const unknown = generateApiKey();
  t.false((await revokeKeyCommand(store, unknown, 5_000)).message.includes(unknown));
});

test('accounts list: name, tier, created, active keys; --json', async (t) => {
  const { store } = tempStore(t);
  t.is(formatAccountRows(await accountRows(store), false), 'no accounts\n');
  await store.createKey({ account: 'zeta', tier: 'pro' }, Date.UTC(2026, 0, 2));
  const gone = await store.createKey({ account: 'acme', tier: 'free' }, Date.UTC(2026, 0, 1));
  await store.createKey({ account: 'acme', tier: 'free' }, Date.UTC(2026, 0, 1));
  await store.revokeKey(gone.record.id, Date.UTC(2026, 0, 3));
  await store.setAccountTier('empty', 'dev', Date.UTC(2026, 0, 4));
  const rows = await accountRows(store);
  t.deepEqual(rows, [
    { name: 'acme', tier: 'free', createdAtMs: Date.UTC(2026, 0, 1), activeKeys: 1 },
    { name: 'empty', tier: 'dev', createdAtMs: Date.UTC(2026, 0, 4), activeKeys: 0 },
    { name: 'zeta', tier: 'pro', createdAtMs: Date.UTC(2026, 0, 2), activeKeys: 1 },
  ]);
  t.is(
    formatAccountRows(rows, false),
    [
      'ACCOUNT  TIER      CREATED                   ACTIVE KEYS',
      'acme     free      2026-01-01T00:00:00.000Z  1',
      'empty    dev       2026-01-04T00:00:00.000Z  0',
      'zeta     pro       2026-01-02T00:00:00.000Z  1',
      '',
    ].join('\n'),
  );
  t.deepEqual(JSON.parse(formatAccountRows(rows, true))[0], { name: 'acme', tier: 'free', createdAtMs: Date.UTC(2026, 0, 1), created: '2026-01-01T00:00:00.000Z', activeKeys: 1 });
});

test('the CLI: help names the development key account; revoke refuses a mistyped key without echoing it; accounts list', async (t) => {
  const { store, dir } = tempStore(t);
  const { apiKey } = await store.createKey({ account: 'acme', tier: 'dev' }, Date.now());
  await store.flush();
  const mistyped = apiKey.slice(0, -1) + (apiKey.endsWith('A') ? 'B' : 'A');
  const [serveHelp, keysHelp, revoke, list] = await Promise.all([
    cli(['serve', '--help']),
    cli(['keys', '--help']),
    cli(['keys', 'revoke', mistyped, '--state-dir', dir]),
    cli(['accounts', 'list', '--json', '--state-dir', dir]),
  ]);
  t.regex(serveHelp.stdout.replace(/\s+/g, ' '), new RegExp(`--dev-key .*account '${DEV_KEY_ACCOUNT}'`));
  t.regex(keysHelp.stdout.replace(/\s+/g, ' '), new RegExp(`belongs to the account '${DEV_KEY_ACCOUNT}'`));
  t.is(revoke.code, 2);
  t.regex(revoke.stderr, /is not a whole key/);
  t.false(revoke.stderr.includes(mistyped) || revoke.stdout.includes(mistyped));
  t.is(list.code, 0, list.stderr);
  t.like(JSON.parse(list.stdout), [{ name: 'acme', tier: 'dev', activeKeys: 1 }]);
});
