/**
 * Runs `serve()` in a child process for the thread, drain and durability tests, with the test routes:
 *   node --import=tsx test/server/serve-child.ts '{"port":0,"stateDir":"…","threads":2}'
 */
import { serve, type ServeOptions } from '../../src/server/serve.js';

const opts = JSON.parse(process.argv[2] ?? '{}') as Partial<ServeOptions>;
await serve({
  host: '127.0.0.1',
  port: 0,
  transport: 'uws',
  baseModules: false,
  extraModules: [new URL('./test-module.ts', import.meta.url).href + '#testModule'],
  ...opts,
});
