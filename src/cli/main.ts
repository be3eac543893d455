#!/usr/bin/env node
/**
 * @module
 * The `kalakosha` command: serve, keys, accounts, generate.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { FileStore } from '../server/store/file-store.js';
import { StoreError, StoreUnavailableError, type GatewayStore } from '../server/store/types.js';
import { TIER_NAMES, isTierName, type TierName } from '../server/keys/tiers.js';
import { packageVersion } from '../server/app.js';
import { DEFAULT_ANON_RATE_LIMIT } from '../server/address-limiter.js';
import { registerGenerateCommand } from '../generator/cli.js';
import { DEV_KEY_ACCOUNT, DEV_KEY_TIER } from '../server/keys/dev-key.js';
import { KEY_PREFIX } from '../server/keys/key-format.js';
import { accountRows, formatAccountRows } from './accounts-list.js';
import { revokeKeyCommand } from './revoke-key.js';

const program = new Command();
program.name('kalakosha').description('Hindu calendar and Sanskrit corpus service').version(packageVersion());

function port(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('a port is an integer 0–65535');
  return n;
}
function tier(v: string): TierName {
  if (!isTierName(v)) throw new InvalidArgumentError(`one of ${TIER_NAMES.join(', ')}`);
  return v;
}
const stateDirOption = () => new Option('--state-dir <dir>', 'key store and usage counters').default('./state');
const redisUrlOption = () => new Option('--redis-url <url>', 'keep keys, accounts and counters in Redis (several replicas) instead of --state-dir').env('REDIS_URL');

program
  .command('serve')
  .description('serve the HTTP API')
  .option('--host <host>', 'address to bind', '127.0.0.1')
  .option('--port <port>', 'port to listen on', port, 8080)
  .addOption(stateDirOption())
  .option('--build-dir <dir>', 'generated artifacts', './build')
  .addOption(new Option('--transport <t>', 'HTTP transport').choices(['auto', 'uws', 'node']).default('auto'))
  .option('--dev-key', `create (once, kept in <state-dir>/dev-key.txt) and print a development API key: account '${DEV_KEY_ACCOUNT}', tier ${DEV_KEY_TIER}`)
  .option('--access-log', 'log one JSON line per request')
  .addOption(redisUrlOption())
  .addOption(new Option('--replicas <n>', 'replicas sharing one Redis; each applies limit/n on its own while Redis is down').env('KALAKOSHA_REPLICAS').argParser(positiveInt).default(1))
  .addOption(new Option('--redis-grace-sec <s>', 'seconds a recently validated key stays usable while Redis is down').env('KALAKOSHA_REDIS_GRACE_SEC').argParser(positiveInt).default(300))
  .addOption(new Option('--trust-proxy', 'behind a reverse proxy: believe X-Forwarded-For (client address), X-Forwarded-Proto and X-Forwarded-Host').env('KALAKOSHA_TRUST_PROXY'))
  .addOption(new Option('--anon-rate-limit <n>', 'requests a minute per client address without a valid API key before 429 (0 = off)').env('KALAKOSHA_ANON_RATE_LIMIT').argParser(nonNegativeInt).default(DEFAULT_ANON_RATE_LIMIT))
  .addOption(new Option('--threads <n>', 'serving threads, one uWS app each on the same port (default: cores; node:http uses 1)').env('KALAKOSHA_THREADS').argParser(positiveInt))
  .addOption(new Option('--compute-threads <n>', 'compute-pool workers per serving thread for heavy live computations (default: cores / threads)').env('KALAKOSHA_COMPUTE_THREADS').argParser(nonNegativeInt))
  .addOption(new Option('--cache-mb <n>', 'response-cache bound per serving thread, MiB (default 64)').env('KALAKOSHA_CACHE_MB').argParser(nonNegativeInt))
  .addOption(new Option('--cache-idle-sec <s>', 'drop a cached response (and a decoded tile) unused for this long (default 600)').env('KALAKOSHA_CACHE_IDLE_SEC').argParser(positiveInt))
  .addOption(new Option('--metrics-port <port>', 'also serve GET /metrics (Prometheus text) on this port, without an API key (default: none; the API port serves it to internal-tier keys)').env('KALAKOSHA_METRICS_PORT').argParser(port))
  .addOption(new Option('--metrics-host <host>', 'address of the metrics port').env('KALAKOSHA_METRICS_HOST').default('127.0.0.1'))
  .action(async (o) => {
    const { serve } = await import('../server/serve.js');
    await serve({ host: o.host, port: o.port, stateDir: o.stateDir, buildDir: o.buildDir, transport: o.transport, devKey: !!o.devKey, accessLog: !!o.accessLog, redisUrl: o.redisUrl, replicas: o.replicas, redisGraceSec: o.redisGraceSec, trustProxy: !!o.trustProxy, anonRateLimit: o.anonRateLimit, threads: o.threads, computeThreads: o.computeThreads, cacheMb: o.cacheMb, cacheIdleSec: o.cacheIdleSec, metricsPort: o.metricsPort, metricsHost: o.metricsHost });
  });

function nonNegativeInt(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('a non-negative integer');
  return n;
}

function positiveInt(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a positive integer');
  return n;
}

async function withStore<T>(o: { stateDir: string; redisUrl?: string }, fn: (s: GatewayStore) => Promise<T>): Promise<T> {
  let store: GatewayStore;
  if (o.redisUrl) {
    const { RedisStore } = await import('../server/store/redis-store.js');
    try {
      store = await RedisStore.open({ url: o.redisUrl, waitForRedis: true });
    } catch (e) {
      process.stderr.write(`kalakosha: ${(e as Error).message}\n`);
      process.exit(2);
    }
  } else store = new FileStore({ stateDir: o.stateDir });
  try {
    return await fn(store);
  } catch (e) {
    if (e instanceof StoreError || e instanceof StoreUnavailableError) {
      process.stderr.write(`kalakosha: ${e.message}\n`);
      process.exit(2);
    }
    throw e;
  } finally {
    await store.close();
  }
}

const keys = program
  .command('keys')
  .description('manage API keys')
  .addHelpText('after', `\nThe development key that \`serve --dev-key\` (and \`make run\`) prints belongs to the account '${DEV_KEY_ACCOUNT}' (tier ${DEV_KEY_TIER}):\n  kalakosha keys list --account ${DEV_KEY_ACCOUNT}`);
keys
  .command('create')
  .description('create an API key; the key alone is printed on the last line of stdout. The operator is not held to the dashboard\'s limit of keys created per account per day (its keys still count toward it); at most 5 active keys per account still applies')
  .requiredOption('--account <name>', 'account that owns the key')
  .addOption(new Option('--tier <tier>', 'rate-limit tier').argParser(tier).default('free'))
  .option('--name <name>', 'a label for the key')
  .addOption(stateDirOption())
  .addOption(redisUrlOption())
  .action((o) =>
    withStore(o, async (s) => {
      const { apiKey, record } = await s.createKey({ account: o.account, tier: o.tier, name: o.name ?? null, operator: true }, Date.now());
      process.stdout.write(`created ${record.id} for account ${record.account} (tier ${record.tier}); the key is shown once:\n${apiKey}\n`);
    }),
  );
keys
  .command('list')
  .description('list an account\'s keys')
  .requiredOption('--account <name>', 'account')
  .option('--json', 'print JSON')
  .addOption(stateDirOption())
  .addOption(redisUrlOption())
  .action((o) =>
    withStore(o, async (s) => {
      const list = await s.listKeys(o.account);
      if (o.json) return void process.stdout.write(JSON.stringify(list.map(({ hash: _h, ...k }) => k), null, 2) + '\n');
      if (!list.length) return void process.stdout.write(`no keys for account ${o.account}\n`);
      for (const k of list) {
        const status = k.revokedAtMs ? `revoked ${new Date(k.revokedAtMs).toISOString()}` : 'active';
        process.stdout.write(`${k.id}  ${k.prefix}…  ${k.tier.padEnd(8)}  ${status.padEnd(32)}  created ${new Date(k.createdAtMs).toISOString()}  last used ${k.lastUsedAtMs ? new Date(k.lastUsedAtMs).toISOString() : 'never'}${k.name ? '  ' + k.name : ''}\n`);
      }
    }),
  );
keys
  .command('revoke')
  .description('revoke a key, by its id or by the key itself; takes effect on its next request')
  .argument('<key>', `the key's id (key_…, from \`keys list\`) or the whole key (${KEY_PREFIX}…)`)
  .addOption(stateDirOption())
  .addOption(redisUrlOption())
  .action((arg, o) =>
    withStore(o, async (s) => {
      const r = await revokeKeyCommand(s, arg, Date.now());
      if (!r.ok) {
        process.stderr.write(`kalakosha: ${r.message}\n`);
        process.exit(2);
      }
      process.stdout.write(`${r.message}\n`);
    }),
  );

const accounts = program.command('accounts').description('manage accounts');
accounts
  .command('list')
  .description('list every account: name, tier, created, active keys')
  .option('--json', 'print JSON')
  .addOption(stateDirOption())
  .addOption(redisUrlOption())
  .action((o) => withStore(o, async (s) => void process.stdout.write(formatAccountRows(await accountRows(s), !!o.json))));
accounts
  .command('set-tier')
  .description('set an account\'s tier (applies to all its keys at once); the operator\'s upgrade path')
  .argument('<account>')
  .argument('<tier>', `one of ${TIER_NAMES.join(', ')}`, tier)
  .addOption(stateDirOption())
  .addOption(redisUrlOption())
  .action((account, t, o) =>
    withStore(o, async (s) => {
      const a = await s.setAccountTier(account, t, Date.now());
      process.stdout.write(`account ${a.name} is now on tier ${a.tier}\n`);
    }),
  );

registerGenerateCommand(program);

program
  .command('query')
  .description('run one SQL statement on the generated DuckDB file (read-only, UTC) and print the rows')
  .argument('<sql>', 'e.g. "SELECT * FROM sankrantis LIMIT 5"')
  .option('--build-dir <dir>', 'generated artifacts', './build')
  .option('--json', 'print one JSON array per row')
  .action(async (sql: string, o) => {
    const { queryBuild, formatTable } = await import('./query.js');
    try {
      const r = await queryBuild(o.buildDir, sql);
      process.stdout.write((o.json ? r.rows.map((x) => JSON.stringify(x)).join('\n') : formatTable(r.columns, r.rows)) + '\n');
    } catch (e) {
      process.stderr.write(`kalakosha: ${(e as Error).message}\n`);
      process.exit(2);
    }
  });

program.parseAsync(process.argv).catch((e) => {
  // One line, no stack: an ArtifactError names the file and the command that rebuilds it.
  if (e?.name === 'ArtifactError') {
    process.stderr.write(`kalakosha: cannot start: ${e.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`kalakosha: ${e?.message ?? e}\n`);
  process.exit(1);
});
