/**
 * One replica for the multi-process Redis tests: the real gateway and dashboard on the Redis store,
 * with the test routes, on a real socket. Usage: node --import=tsx replica-server.ts PORT REDIS_URL PREFIX.
 * Prints `listening PORT` when ready; exits on SIGTERM.
 */
import { createApp } from '../../src/server/app.js';
import { listen } from '../../src/server/listen.js';
import { testModule } from './test-module.js';

const [port, url, prefix] = process.argv.slice(2);
const app = await createApp({
  modules: [testModule], warmup: false, computeThreads: 0, log: () => {}, redisUrl: url, redis: { prefix },
  dashboard: { scrypt: { N: 1024, r: 8, p: 1 } },
} as any);
const server = await listen(app.handle, '127.0.0.1', Number(port), 'auto', () => {});
process.stdout.write(`listening ${server.port} ${server.transport}\n`);
process.on('SIGTERM', async () => {
  await server.close();
  await app.close();
  process.exit(0);
});
