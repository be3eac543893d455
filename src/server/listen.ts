/**
 * @module
 * Chooses the transport: uWS where its binary loads, node:http otherwise (and when asked).
 */
import { listenNodeHttp, type RunningServer } from './adapters/node-http.js';
import { listenUws, loadUws } from './adapters/uws.js';
import type { ApiRequest, ApiResponse, SyncHandle } from './http/types.js';

export type TransportChoice = 'auto' | 'uws' | 'node';

export async function listen(handle: (r: ApiRequest) => Promise<ApiResponse>, host: string, port: number, choice: TransportChoice, log: (msg: string) => void, handleSync?: SyncHandle): Promise<RunningServer> {
  if (choice !== 'node') {
    const loaded = loadUws();
    if ('uws' in loaded) return listenUws(loaded.uws, handle, host, port, handleSync);
    if (choice === 'uws') throw new Error(`uWebSockets.js does not load here: ${loaded.error}`);
    log(`uWebSockets.js binary does not load on this machine (${loaded.error}); serving with node:http instead`);
  }
  return listenNodeHttp(handle, host, port, handleSync);
}
