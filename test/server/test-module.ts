/** Routes that exist only in tests: a cached echo, a failing engine, a hanging engine, a 404. */
import { notFound } from '../../src/server/errors.js';
import type { RouteModule } from '../../src/server/route.js';

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
    { method: 'GET', path: '/test/v1/boom', operationId: 'testBoom', summary: 'boom', tags: ['test'], response: { description: 'x' }, handler: () => { throw new Error('engine exploded'); } },
    { method: 'GET', path: '/test/v1/hang', operationId: 'testHang', summary: 'hang', tags: ['test'], response: { description: 'x' }, handler: () => new Promise(() => {}) },
    { method: 'GET', path: '/test/v1/missing/{id}', operationId: 'testMissing', summary: 'missing', tags: ['test'], params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], response: { description: 'x' }, handler: (ctx) => { throw notFound('THING_NOT_FOUND', `No thing ${ctx.params.id}`); } },
  ],
};
