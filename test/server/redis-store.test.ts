/**
 * The Redis store against a real redis-server: the limit script is `decideUsage` exactly, the store
 * contract (keys, 5-key cap under concurrency, users, sessions, attempts, secrets), and the shared
 * response cache.
 */
import test from 'ava';
import fc from 'fast-check';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { TIERS, TIER_NAMES, type TierName } from '../../src/server/keys/tiers.js';
import { revokeKeyCommand } from '../../src/cli/revoke-key.js';
import { RedisStore } from '../../src/server/store/redis-store.js';
import { StoreError } from '../../src/server/store/types.js';
import { decideUsage, minuteWindowStartSec, monthPeriod } from '../../src/server/store/windows.js';
import { makeTestApp } from './helpers.js';
import { hasRedis, reportMissingRedis, sharedRedis, testPrefix } from './redis-helpers.js';
import { testModule } from './test-module.js';

const open = async () => RedisStore.open({ url: (await sharedRedis()).url, prefix: testPrefix(), waitForRedis: true });

if (!hasRedis) reportMissingRedis(test);
else {
  test.after.always(async () => (await sharedRedis()).stop());

  test('the limit script decides exactly as decideUsage (property test on real Redis)', async (t) => {
    const s = await open();
    const now = Date.UTC(2026, 10, 21, 10, 0, 30);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TIER_NAMES), fc.nat(2100), fc.nat(600_000), fc.boolean(), async (tier: TierName, minuteUsed, monthUsed, consume) => {
        const id = `key_${(n++).toString(16).padStart(16, '0')}`;
        const tag = `{${id}}`;
        await s.redis.set(`${s.prefix}usage:${tag}:m:${minuteWindowStartSec(now)}`, minuteUsed);
        await s.redis.set(`${s.prefix}usage:${tag}:mo:${monthPeriod(now)}`, monthUsed);
        const key = { id, account: 'a', tier, name: null, prefix: 'p', hash: 'h', createdAtMs: 0, revokedAtMs: null, lastUsedAtMs: null };
        const got = consume ? await s.consume(key, now) : await s.peek(key, now);
        t.deepEqual(got, decideUsage(tier, minuteUsed, monthUsed, now, consume));
        const after = Number(await s.redis.get(`${s.prefix}usage:${tag}:m:${minuteWindowStartSec(now)}`));
        t.is(after, consume && got.allowed ? minuteUsed + 1 : minuteUsed, 'counted only when allowed');
      }),
      { numRuns: 300 },
    );
    // The edges exactly: last allowed and first refused, for every limited tier.
    for (const tier of ['free', 'dev', 'pro', 'business'] as const) {
      const pm = TIERS[tier].perMinute!;
      t.true(decideUsage(tier, pm - 1, 0, now, true).allowed);
      t.false(decideUsage(tier, pm, 0, now, true).allowed);
    }
    await s.close();
  });

  test('listAccounts: the account hashes under this prefix only (not their key sets, not another prefix), by name', async (t) => {
    const s = await open();
    const other = await open();
    await s.createKey({ account: 'zeta', tier: 'pro' }, 2_000);
    const { apiKey } = await s.createKey({ account: 'acme' }, 1_000);
    await s.setAccountTier('empty', 'dev', 3_000);
    await other.createKey({ account: 'elsewhere' }, 1_000);
    t.deepEqual(await s.listAccounts(), [
      { name: 'acme', tier: 'free', createdAtMs: 1_000 },
      { name: 'empty', tier: 'dev', createdAtMs: 3_000 },
      { name: 'zeta', tier: 'pro', createdAtMs: 2_000 },
    ]);
    // The CLI's revoke by the key itself works on Redis too.
    t.true((await revokeKeyCommand(s, apiKey, 4_000)).ok);
    t.is(await s.authenticate(apiKey, 5_000), null);
    await s.close();
    await other.close();
  });

  test('keys: create, authenticate, rename, revoke, tier follows the account, usage per day', async (t) => {
    const s = await open();
    const now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const { apiKey, record } = await s.createKey({ account: 'acct', name: 'first' }, now);
    t.is(record.tier, 'free');
    const k = await s.authenticate(apiKey, now);
    t.is(k!.id, record.id);
    t.is(k!.name, 'first');
    t.is(await s.authenticate(apiKey.slice(0, -1) + (apiKey.endsWith('A') ? 'B' : 'A'), now), null);
    for (let i = 0; i < 3; i++) await s.consume(k!, now);
    await s.consume(k!, now + 86400_000);
    const days = await s.dailyUsage(record.id, now);
    t.is(days.length, 30);
    t.is(days[20], 3);
    t.is(days[21], 1);
    t.is((await s.getKey(record.id))!.lastUsedAtMs, now + 86400_000);
    await s.renameKey(record.id, 'renamed', now);
    t.is((await s.listKeys('acct'))[0].name, 'renamed');
    await s.setAccountTier('acct', 'pro', now);
    t.is((await s.authenticate(apiKey, now))!.tier, 'pro');
    await s.revokeKey(record.id, now + 5);
    t.is(await s.authenticate(apiKey, now), null);
    t.is((await s.getKey(record.id))!.revokedAtMs, now + 5);
    await s.revokeKey(record.id, now + 99);
    t.is((await s.getKey(record.id))!.revokedAtMs, now + 5, 'the first revocation time stays');
    await s.close();
  });

  test('at most 5 active keys, atomically, even when two replicas race', async (t) => {
    const url = (await sharedRedis()).url;
    const prefix = testPrefix();
    const a = await RedisStore.open({ url, prefix });
    const b = await RedisStore.open({ url, prefix });
    const now = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).createKey({ account: 'race' }, now)));
    t.is(results.filter((r) => r.status === 'fulfilled').length, 5);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    t.true(refused.every((r) => r.reason instanceof StoreError && r.reason.code === 'KEY_LIMIT_REACHED'));
    const [first] = await a.listKeys('race');
    await b.revokeKey(first.id, now);
    await t.notThrowsAsync(a.createKey({ account: 'race' }, now), 'a revoked key frees a slot');
    await a.close();
    await b.close();
  });

  test('users, sessions (with expiry), attempt windows and the shared secret', async (t) => {
    const s = await open();
    const now = Date.now();
    const u = await s.createUser({ email: 'a@example.org', passwordHash: 'scrypt$x' }, now);
    await t.throwsAsync(s.createUser({ email: 'a@example.org', passwordHash: 'y' }, now), { instanceOf: StoreError, message: /EMAIL_TAKEN/ });
    t.deepEqual(await s.getUserByEmail('a@example.org'), u);
    t.deepEqual(await s.getUser(u.id), u);
    await s.createSession({ tokenHash: 'h1', userId: u.id, createdAtMs: now, expiresAtMs: now + 60_000 });
    t.is((await s.getSession('h1', now))!.userId, u.id);
    t.is(await s.getSession('h1', now + 60_001), null, 'expired');
    t.true((await s.redis.pttl(s.prefix + 'session:h1')) > 0, 'Redis expires it too');
    await s.deleteSession('h1', now);
    t.is(await s.getSession('h1', now), null);
    const seq = [];
    for (let i = 0; i < 4; i++) seq.push((await s.countAttempt('login:x', 3, 900, now)).allowed);
    t.deepEqual(seq, [true, true, true, false]);
    t.true((await s.countAttempt('login:x', 3, 900, now + 900_000)).allowed, 'a new window');
    await s.clearAttempts('login:x');
    const s2 = await RedisStore.open({ url: (await sharedRedis()).url, prefix: s.prefix });
    t.deepEqual(await s.secret('csrf'), await s2.secret('csrf'), 'one secret for every replica');
    await s.close();
    await s2.close();
  });

  test('the response cache is shared: a miss on one replica is a hit on the other', async (t) => {
    const url = (await sharedRedis()).url;
    const prefix = testPrefix();
    const mk = () => makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false, computeThreads: 0, redisUrl: url, redis: { prefix } } as any);
    const a = await mk();
    const b = await mk();
    t.true(a.app.store instanceof RedisStore);
    const r1 = await a.get('/test/v1/echo', { 'x-api-key': a.key });
    t.is(r1.headers['X-Cache'], 'MISS');
    await new Promise((r) => setTimeout(r, 50)); // the write is not awaited on the request path
    const r2 = await b.get('/test/v1/echo', { 'x-api-key': a.key });
    t.is(r2.headers['X-Cache'], 'HIT');
    t.is(r2.text, r1.text);
    t.regex(r2.headers['Cache-Control'], /^private, max-age=\d+$/);
    const ttl = await (a.app.store as RedisStore).redis.pttl((await (a.app.store as RedisStore).redis.keys(prefix + 'cache:*'))[0]);
    t.true(ttl > 0 && ttl <= 60_000, 'entries expire with the route lifetime');
    await a.app.close();
    await b.app.close();
  });
}
