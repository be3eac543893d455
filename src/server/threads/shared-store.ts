/**
 * @module
 * The embedded store as one serving thread of several sees it: keys, accounts, users and sessions
 * come from this thread's {@link FileStore} on the shared journal (each append is fsync'ed, and every
 * authentication re-reads what other threads appended); usage counters live in the process-wide
 * {@link SharedUsageTable}; login-attempt windows and sign-in throttles are counted by the main thread (one message round
 * trip: logins are rare), so every limit holds once per process.
 */
import type { MessagePort } from 'node:worker_threads';
import type { FileStore } from '../store/file-store.js';
import type { AttemptDecision, GatewayStore, ThrottleDecision, KeyRecord, UsageDecision } from '../store/types.js';
import type { SharedUsageTable } from './shared-usage.js';
import { seedUsage } from '../store/windows.js';

/** Asks the main thread to run a store method (attempt windows). */
export class MainThreadRpc {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();

  constructor(private readonly port: MessagePort) {
    port.on('message', (m: any) => {
      if (m?.rpcReply === undefined) return;
      const p = this.pending.get(m.rpcReply);
      if (!p) return;
      this.pending.delete(m.rpcReply);
      if (m.error) p.reject(new Error(m.error));
      else p.resolve(m.value);
    });
  }

  call<T>(method: 'countAttempt' | 'throttleAttempt' | 'clearAttempts', args: unknown[]): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.port.postMessage({ rpc: id, method, args });
    });
  }
}

/** Answers {@link MainThreadRpc} calls on the main thread. */
export function serveRpc(port: { postMessage(m: unknown): void }, store: GatewayStore, m: any): boolean {
  if (m?.rpc === undefined) return false;
  const f = (store as any)[m.method];
  if (m.method !== 'countAttempt' && m.method !== 'throttleAttempt' && m.method !== 'clearAttempts') {
    port.postMessage({ rpcReply: m.rpc, error: `method ${m.method} not served` });
    return true;
  }
  Promise.resolve(f.apply(store, m.args)).then(
    (value) => port.postMessage({ rpcReply: m.rpc, value }),
    (e) => port.postMessage({ rpcReply: m.rpc, error: String(e?.message ?? e) }),
  );
  return true;
}

/**
 * The thread's store: the inner file store with the usage and attempt methods replaced. A proxy, so any
 * method the store interface gains later is forwarded unchanged.
 */
export function createSharedUsageStore(inner: FileStore, usage: SharedUsageTable, rpc: MainThreadRpc): GatewayStore {
  // A key's first count starts with its account's usage, summed over the shared counters (windows.ts seedUsage).
  usage.seeder = (id, tier, nowMs) => {
    const account = inner.accountOfKey(id);
    const others = account === null ? [] : inner.accountKeyIds(account).filter((k) => k !== id).map((k) => usage.ownUsage(k, nowMs));
    return seedUsage(tier, others);
  };
  const consumeSync = (key: KeyRecord, nowMs: number): UsageDecision => {
    const d = usage.consume(key.id, key.tier, nowMs);
    key.lastUsedAtMs = nowMs;
    return d;
  };
  const overrides: Partial<GatewayStore> = {
    async consume(key: KeyRecord, nowMs: number): Promise<UsageDecision> {
      return consumeSync(key, nowMs);
    },
    consumeSync,
    async peek(key: KeyRecord, nowMs: number): Promise<UsageDecision> {
      return usage.peek(key.id, key.tier, nowMs);
    },
    async dailyUsage(keyId: string, nowMs: number): Promise<number[]> {
      return usage.dailyUsage(keyId, nowMs);
    },
    async listKeys(account: string): Promise<KeyRecord[]> {
      return (await inner.listKeys(account)).map((k) => Object.assign({}, k, { lastUsedAtMs: usage.lastUsedAtMs(k.id) ?? k.lastUsedAtMs }));
    },
    async getKey(keyId: string): Promise<KeyRecord | null> {
      const k = await inner.getKey(keyId);
      return k ? Object.assign({}, k, { lastUsedAtMs: usage.lastUsedAtMs(k.id) ?? k.lastUsedAtMs }) : null;
    },
    countAttempt(bucket: string, limit: number, windowSec: number, nowMs: number): Promise<AttemptDecision> {
      return rpc.call<AttemptDecision>('countAttempt', [bucket, limit, windowSec, nowMs]);
    },
    throttleAttempt(bucket: string, delaysMs: readonly number[], ttlSec: number, nowMs: number): Promise<ThrottleDecision> {
      return rpc.call<ThrottleDecision>('throttleAttempt', [bucket, delaysMs, ttlSec, nowMs]);
    },
    clearAttempts(bucket: string): Promise<void> {
      return rpc.call<void>('clearAttempts', [bucket]);
    },
    /** The main thread persists the shared counters. */
    async flush(): Promise<void> {},
  };
  const bound = new Map<PropertyKey, unknown>(); // methods bound once, not on every request
  return new Proxy(inner as unknown as GatewayStore, {
    get(target, prop) {
      if (Object.prototype.hasOwnProperty.call(overrides, prop)) return (overrides as any)[prop];
      const v = (target as any)[prop];
      if (typeof v !== 'function') return v;
      let b = bound.get(prop);
      if (!b) bound.set(prop, (b = v.bind(target)));
      return b;
    },
  });
}
