/**
 * Limits a client cannot escape by churning keys, in the three stores (embedded file store, the serving
 * threads' shared counters, Redis): a key counted for the first time starts with its account's usage
 * (windows.ts seedUsage), and an account creates at most KEYS_CREATED_PER_DAY keys a UTC day.
 */
import test, { type ExecutionContext } from 'ava';
import { MessageChannel } from 'node:worker_threads';
import { KEYS_CREATED_PER_DAY, type TierName } from '../../src/server/keys/tiers.js';
import { FileStore } from '../../src/server/store/file-store.js';
import { RedisStore } from '../../src/server/store/redis-store.js';
import { StoreError, type GatewayStore, type KeyRecord } from '../../src/server/store/types.js';
import { SharedUsageTable } from '../../src/server/threads/shared-usage.js';
import { MainThreadRpc, createSharedUsageStore } from '../../src/server/threads/shared-store.js';
import { makeTestApp, tempDir } from './helpers.js';
import { hasRedis, sharedRedis, testPrefix } from './redis-helpers.js';
import { testModule } from './test-module.js';

/** 08:00:05 UTC: 55 s left in the minute, most of the day left. */
const T0 = Date.UTC(2026, 10, 25, 8, 0, 5);
const MIN = 60_000;

interface Stores {
  /** Where keys are created and revoked. */
  one: GatewayStore;
  /** Where they are used: another serving thread for the shared counters, the other replica for Redis. */
  two: GatewayStore;
  close(): Promise<void>;
}

const kinds: Record<string, () => Promise<Stores>> = {
  'file store': async () => {
    const s = new FileStore({ stateDir: tempDir() });
    return { one: s, two: s, close: () => s.close() };
  },
  'threads\' shared counters': async () => {
    const dir = tempDir();
    const table = SharedUsageTable.create(4096);
    const { port1 } = new MessageChannel();
    const rpc = new MainThreadRpc(port1);
    const one = createSharedUsageStore(new FileStore({ stateDir: dir }), new SharedUsageTable(table.buffer), rpc);
    const two = createSharedUsageStore(new FileStore({ stateDir: dir }), new SharedUsageTable(table.buffer), rpc);
    return { one, two, close: async () => (await one.close(), await two.close(), port1.close()) };
  },
  ...(hasRedis ? {
    redis: async () => {
      const { url } = await sharedRedis();
      const prefix = testPrefix();
      const one = await RedisStore.open({ url, prefix, waitForRedis: true });
      const two = await RedisStore.open({ url, prefix, waitForRedis: true });
      return { one, two, close: async () => (await one.close(), await two.close()) };
    },
  } : {}),
};
if (hasRedis) test.after.always(async () => (await sharedRedis()).stop());

const account = () => 'acct-' + Math.random().toString(36).slice(2);
const create = async (s: GatewayStore, acct: string, nowMs: number, tier?: TierName): Promise<KeyRecord> => (await s.createKey({ account: acct, tier }, nowMs)).record;

async function spend(t: ExecutionContext, s: GatewayStore, key: KeyRecord, n: number, nowMs: number): Promise<void> {
  for (let i = 0; i < n; i++) if (!(await s.consume(key, nowMs)).allowed) return void t.fail(`request ${i + 1} of ${n} refused`);
}

for (const [kind, open] of Object.entries(kinds)) {
  test(`${kind}: a new key starts with its account's usage this minute and month, revoked keys included`, async (t) => {
    const { one, two, close } = await open();
    try {
      const acct = account();
      const k1 = await create(one, acct, T0, 'free');
      await spend(t, two, k1, 20, T0);
      t.is((await two.consume(k1, T0)).reason, 'minute');
      await one.revokeKey(k1.id, T0);
      // Revoke and create again: the new key's first request is refused, on whichever thread or replica.
      const k2 = await create(one, acct, T0 + 1000);
      const first = await two.consume(k2, T0 + 1000);
      t.false(first.allowed, 'a Free account that spent its minute gets 429 at once');
      t.is(first.reason, 'minute');
      t.is(first.minuteUsed, 20);
      t.is(first.monthUsed, 20);
      // Next minute: allowed, and the month goes on from the account's 20.
      const next = await two.consume(k2, T0 + MIN);
      t.true(next.allowed);
      t.is(next.monthUsed, 21);
      t.is(next.minuteUsed, 1);
      // A third key: k1's 20 and k2's own 1 this month (not k2's 21: what a key started with is not counted twice).
      await one.revokeKey(k2.id, T0 + MIN);
      const k3 = await create(one, acct, T0 + MIN);
      const shown = await one.peek(k3, T0 + MIN);
      t.is(shown.minuteUsed, 1);
      t.is(shown.monthUsed, 21);
      t.is((await two.consume(k3, T0 + MIN)).monthUsed, 22);
      // Another account is not affected.
      const other = await create(one, account(), T0, 'free');
      t.is((await two.consume(other, T0)).minuteUsed, 1);
    } finally {
      await close();
    }
  });

  test(`${kind}: what a new key starts with is capped at the tier's limits`, async (t) => {
    const { one, two, close } = await open();
    try {
      const acct = account();
      // Two keys first counted while the account had used nothing, then each used to 15 a minute and 600 in the month.
      const a = await create(one, acct, T0, 'free');
      const b = await create(one, acct, T0, 'free');
      await two.consume(a, T0);
      await two.consume(b, T0);
      for (let m = 1; m <= 40; m++) {
        await spend(t, two, a, 15, T0 + m * MIN);
        await spend(t, two, b, 15, T0 + m * MIN);
      }
      const now = T0 + 40 * MIN;
      const c = await create(one, acct, now);
      const d = await two.consume(c, now);
      t.false(d.allowed);
      t.is(d.minuteUsed, 20, 'minute: 15 + 15, capped at 20');
      t.is(d.monthUsed, 1000, 'month: 601 + 601, capped at 1,000');
      t.is(d.reason, 'minute');
      t.is((await two.consume(c, now + MIN)).reason, 'month');
    } finally {
      await close();
    }
  });

  test(`${kind}: at most ${KEYS_CREATED_PER_DAY} keys created per account and UTC day (KEY_CREATION_LIMIT), the operator exempt`, async (t) => {
    const { one, two, close } = await open();
    try {
      const acct = account();
      for (let i = 0; i < KEYS_CREATED_PER_DAY; i++) {
        const k = await create(i % 2 ? one : two, acct, T0 + i);
        await one.revokeKey(k.id, T0 + i); // stay under the 5 active keys
      }
      const e = await t.throwsAsync(create(two, acct, T0 + 3600_000), { instanceOf: StoreError });
      t.is(e!.code, 'KEY_CREATION_LIMIT');
      t.is(e!.retryAfterSec, 15 * 3600 - 5, 'seconds to midnight UTC');
      t.regex(e!.message, /created 10 keys today/);
      // Another account is not affected; the operator (CLI) is exempt; the next UTC day starts afresh.
      await t.notThrowsAsync(create(one, account(), T0));
      const op = await one.createKey({ account: acct, operator: true }, T0 + 3600_000);
      await one.revokeKey(op.record.id, T0 + 3600_000);
      await t.notThrowsAsync(create(two, acct, Date.UTC(2026, 10, 26, 0, 0, 1)));
    } finally {
      await close();
    }
  });
}

test('the gateway: a revoked-and-recreated Free key gets 429 at once, on the synchronous cache path too', async (t) => {
  let nowMs = T0;
  const a = await makeTestApp({ modules: [testModule], warmup: false, clock: () => nowMs });
  const acct = account();
  const first = await a.newKey('free', acct);
  const statuses: number[] = [];
  const get = (key: string) => a.app.gateway.handleCachedSync({ method: 'GET', path: '/test/v1/echo', rawQuery: 'n=7', headers: { 'x-api-key': key }, body: null }) ?? a.get('/test/v1/echo?n=7', { 'x-api-key': key });
  for (let i = 0; i < 21; i++) statuses.push((await get(first)).status);
  t.deepEqual(statuses, [...new Array(20).fill(200), 429]);
  const k1 = await a.app.store.authenticate(first, nowMs);
  await a.app.store.revokeKey(k1!.id, nowMs);
  const second = await a.newKey('free', acct);
  const r = await get(second);
  t.is(r.status, 429);
  t.regex(r.body.toString(), /RATE_LIMIT_EXCEEDED/);
  nowMs += MIN;
  t.is((await get(second)).status, 200);
});

test('the shared counters keep what a key started with across a restart (usage.json)', (t) => {
  const table = SharedUsageTable.create(64);
  const ids = ['key_00000000000000a1', 'key_00000000000000a2'];
  table.seeder = (id) => (id === ids[1] ? { minute: 5, month: 300 } : { minute: 0, month: 0 });
  table.consume(ids[0], 'free', T0);
  table.consume(ids[1], 'free', T0);
  const again = SharedUsageTable.create(64);
  again.load(table.snapshot());
  t.deepEqual(again.ownUsage(ids[1], T0), { minute: 1, month: 1 });
  t.is(again.peek(ids[1], 'free', T0).monthUsed, 301);
});
