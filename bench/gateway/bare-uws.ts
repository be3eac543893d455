/**
 * A bare uWS handler returning fixed bytes and headers: the ceiling the gateway is compared against.
 * Usage: node --import=tsx bench/gateway/bare-uws.ts PORT BODY_FILE
 */
import { readFileSync } from 'node:fs';
import { loadUws } from '../../src/server/adapters/uws.js';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const loaded = loadUws();
if (!('uws' in loaded)) throw new Error(loaded.error);
loaded.uws
  .App()
  .any('/*', (res: any) => {
    res.cork(() => {
      res.writeStatus('200 OK');
      res.writeHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(body);
    });
  })
  .listen('127.0.0.1', Number(port), (tok: unknown) => {
    process.stderr.write(tok ? '"listening"\n' : 'failed\n');
  });
