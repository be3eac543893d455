/** Routes that exist only in tests: a cached echo, a failing engine, a hanging engine, a 404. */
import { notFound } from '../../src/server/errors.js';
import type { RouteModule } from '../../src/server/route.js';
import { runInPool } from '../../src/server/compute-pool.js';
import { threadId } from 'node:worker_threads';

const FIX = new URL('./compute-fixtures.ts', import.meta.url).href;

export let echoCalls = 0;

export const testModule: RouteModule = {
  name: 'test',
  routes: [
    {
      method: 'GET', path: '/test/v1/echo', operationId: 'testEcho', summary: 'echo', tags: ['test'], cacheTtlSec: 60,
      params: [{ name: 'n', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 10, default: 1 } }],
      response: { description: 'echo' },
      handler: (ctx) => {
        echoCalls++;
        return { body: { n: ctx.query.n, calls: echoCalls } };
      },
    },
    {
      method: 'GET', path: '/test/v1/big', operationId: 'testBig', summary: 'a large cached JSON body', tags: ['test'], cacheTtlSec: 60,
      params: [{ name: 'kb', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1024, default: 200 } }],
      response: { description: 'x' },
      handler: (ctx) => ({ body: { rows: Array.from({ length: ctx.query.kb * 16 }, (_, i) => ({ i, text: 'ध'.repeat(i % 7) + 'x'.repeat(40) })) } }),
    },
    {
      method: 'GET', path: '/test/v1/header', operationId: 'testHeader', summary: 'a response header built from user input', tags: ['test'],
      params: [{ name: 'v', in: 'query', schema: { type: 'string', maxLength: 200 } }],
      response: { description: 'x' },
      handler: (ctx) => ({ body: { ok: true }, headers: { 'X-Echo': String(ctx.query.v ?? '') } }),
    },
    { method: 'GET', path: '/test/v1/boom', operationId: 'testBoom', summary: 'boom', tags: ['test'], response: { description: 'x' }, handler: () => { throw new Error('engine exploded'); } },
    { method: 'GET', path: '/test/v1/hang', operationId: 'testHang', summary: 'hang', tags: ['test'], response: { description: 'x' }, handler: () => new Promise(() => {}) },
    { method: 'GET', path: '/test/v1/missing/{id}', operationId: 'testMissing', summary: 'missing', tags: ['test'], params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], response: { description: 'x' }, handler: (ctx) => { throw notFound('THING_NOT_FOUND', `No thing ${ctx.params.id}`); } },
    { method: 'GET', path: '/test/v1/thread', operationId: 'testThread', summary: 'serving thread id', tags: ['test'], response: { description: 'x' }, handler: () => ({ body: { threadId } }) },
    { method: 'GET', path: '/test/v1/crash-thread', operationId: 'testCrashThread', summary: 'uncaught exception on the serving thread', tags: ['test'], response: { description: 'x' }, handler: () => { setTimeout(() => { throw new Error('bug outside the gateway'); }, 5); return { body: { threadId } }; } },
    { method: 'GET', path: '/test/v1/pool/add', operationId: 'testPoolAdd', summary: 'pool add', tags: ['test'], params: [{ name: 'a', in: 'query', schema: { type: 'integer', default: 1 } }, { name: 'b', in: 'query', schema: { type: 'integer', default: 2 } }], response: { description: 'x' }, handler: async (ctx) => ({ body: await runInPool(ctx, FIX + '#add', ctx.query.a, ctx.query.b) }) },
    { method: 'GET', path: '/test/v1/pool/spin', operationId: 'testPoolSpin', summary: 'pool spin', tags: ['test'], response: { description: 'x' }, handler: async (ctx) => ({ body: await runInPool(ctx, FIX + '#spin') }) },
    { method: 'GET', path: '/test/v1/pool/crash', operationId: 'testPoolCrash', summary: 'pool crash', tags: ['test'], response: { description: 'x' }, handler: async (ctx) => ({ body: await runInPool(ctx, FIX + '#crash') }) },
    { method: 'GET', path: '/test/v1/pool/explode', operationId: 'testPoolExplode', summary: 'pool explode', tags: ['test'], response: { description: 'x' }, handler: async (ctx) => ({ body: await runInPool(ctx, FIX + '#explode') }) },
    { method: 'GET', path: '/test/v1/pool/missing/{id}', operationId: 'testPoolMissing', summary: 'pool 404', tags: ['test'], params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], response: { description: 'x' }, handler: async (ctx) => ({ body: await runInPool(ctx, FIX + '#missing', ctx.params.id) }) },
    { method: 'GET', path: '/test/v1/pool/sleep', operationId: 'testPoolSleep', summary: 'pool sleep', tags: ['test'], params: [{ name: 'ms', in: 'query', schema: { type: 'integer', default: 100 } }], response: { description: 'x' }, handler: async (ctx) => ({ body: await runInPool(ctx, FIX + '#sleep', ctx.query.ms) }) },
  ],
};
