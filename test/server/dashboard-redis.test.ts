/**
 * Sign-in throttling and password rehashing on the Redis store, across two replicas of one Redis: the
 * throttle is shared (an address held on one replica is held on the other), the owner still gets in from a
 * new address, and a rehash made on one replica is what the other verifies.
 */
import test from 'ava';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { RedisStore } from '../../src/server/store/redis-store.js';
import { hashPassword } from '../../src/server/dashboard/passwords.js';
import { makeTestApp } from './helpers.js';
import { DashboardClient, FAST_SCRYPT } from './dashboard-client.js';
import { hasRedis, reportMissingRedis, sharedRedis, testPrefix } from './redis-helpers.js';
import { testModule } from './test-module.js';

const signIn = (c: DashboardClient, email: string, password: string) => c.submit('/dashboard', '/dashboard/login', { email, password });

if (!hasRedis) reportMissingRedis(test);
else {
  test.after.always(async () => (await sharedRedis()).stop());

  const twoReplicas = async () => {
    const url = (await sharedRedis()).url;
    const prefix = testPrefix();
    const clock = { nowMs: Date.UTC(2026, 10, 21, 10, 0, 0) };
    const mk = () => makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false, computeThreads: 0, redisUrl: url, redis: { prefix }, clock: () => clock.nowMs, dashboard: { scrypt: FAST_SCRYPT } } as any);
    return { a: await mk(), b: await mk(), clock, url, prefix };
  };

  test('Redis: the pair delay is shared by replicas; the owner gets in from a new address', async (t) => {
    const { a, b, clock } = await twoReplicas();
    await new DashboardClient(a.app, { ip: '198.51.100.1' }).signUp('shared@example.org', 'the real password');
    const onA = new DashboardClient(a.app, { ip: '198.51.100.2' });
    const onB = new DashboardClient(b.app, { ip: '198.51.100.2' });
    const waits: string[] = [];
    for (let i = 0; i < 12; i++) {
      const c = i % 2 ? onA : onB;
      let r = await signIn(c, 'shared@example.org', 'guess ' + i);
      if (r.status === 429) {
        waits.push(r.headers['Retry-After']);
        clock.nowMs += Number(r.headers['Retry-After']) * 1000;
        r = await signIn(c, 'shared@example.org', 'guess ' + i);
      }
      t.is(r.status, 401);
    }
    t.deepEqual(waits, ['1', '2', '4', '8', '16', '32', '64'], 'one growing delay, whichever replica answers');
    const held = await signIn(onA, 'shared@example.org', 'the real password');
    t.is(held.status, 429, 'the delay set on one replica holds on the other');
    t.is(held.headers['Retry-After'], '128');
    t.is((await signIn(new DashboardClient(b.app, { ip: '192.0.2.3' }), 'shared@example.org', 'the real password')).status, 303);
    clock.nowMs += 128_000;
    t.is((await signIn(onA, 'shared@example.org', 'the real password')).status, 303, 'after the wait the right password gets in');
    t.is((await signIn(new DashboardClient(b.app, { ip: '198.51.100.2' }), 'shared@example.org', 'wrong')).status, 401, 'and cleared the failures on both');
    await a.app.close();
    await b.app.close();
  });

  test('Redis: an older-parameter hash verifies on one replica, is redone, and the other verifies the new one', async (t) => {
    const { a, b, url, prefix } = await twoReplicas();
    const store = await RedisStore.open({ url, prefix });
    const oldHash = await hashPassword('the old-style password', { N: 2048, r: 8, p: 2 });
    const u = await store.createUser({ email: 'old@example.org', passwordHash: oldHash }, Date.now());
    t.is((await signIn(new DashboardClient(a.app), 'old@example.org', 'the old-style password')).status, 303);
    const upgraded = (await store.getUser(u.id))!.passwordHash;
    t.regex(upgraded, /^scrypt\$1024\$8\$1\$/);
    t.is((await signIn(new DashboardClient(b.app), 'old@example.org', 'the old-style password')).status, 303);
    t.false(await store.setPasswordHash('usr_0000000000000000', upgraded, Date.now()), 'no user is created by a rehash');
    t.is(await store.getUser('usr_0000000000000000'), null);
    await store.close();
    await a.app.close();
    await b.app.close();
  });
}
