/**
 * @module
 * A bounded map in least-recently-used order that also forgets what has not been used for a while: the
 * server's data caches (decoded tiles and festival years) keep what traffic asked for, and give the memory
 * back once that traffic has gone (see `sweepIdle`; the serving thread calls it on a timer).
 */
export class LruMap<K, V> {
  private readonly map = new Map<K, { value: V; usedMs: number }>();

  constructor(readonly maxEntries: number) {}

  /** The value, now the most recently used; undefined when absent. */
  get(key: K, nowMs: number): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    this.map.delete(key);
    e.usedMs = nowMs;
    this.map.set(key, e);
    return e.value;
  }

  set(key: K, value: V, nowMs: number): void {
    this.map.delete(key);
    this.map.set(key, { value, usedMs: nowMs });
    while (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value!);
  }

  /** Drops the entries unused for `idleMs` or more (oldest first, stopping at the first recent one); returns how many. */
  sweepIdle(nowMs: number, idleMs: number): number {
    let dropped = 0;
    for (const [key, e] of this.map) {
      if (nowMs - e.usedMs < idleMs) break;
      this.map.delete(key);
      dropped++;
    }
    return dropped;
  }

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
  }
}
