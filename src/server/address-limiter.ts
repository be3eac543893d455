/**
 * @module
 * Requests without a valid API key, counted per client address in fixed wall-clock minutes (the windows of
 * the keys' minute limits), in a fixed 256 KiB whatever the number of addresses: a count-min sketch
 * (Cormode & Muthukrishnan, "An improved data stream summary: the count-min sketch and its applications",
 * J. Algorithms 55(1), 2005) of {@link ROWS} rows × {@link WIDTH} counters with conservative update (Estan &
 * Varghese, "New directions in traffic measurement and accounting", SIGCOMM 2002). A count is never under the
 * truth except across a race at a window's start, and over it only when an address shares its counter in every
 * row with busier ones: with the ~540,000 keyless requests a minute one serving thread can answer, a counter
 * holds ~33 on average, far below the limit.
 *
 * Its words may live in a SharedArrayBuffer that every serving thread's gateway uses (`serve --threads N`), so
 * the limit holds once per process. The first thread to see a new minute clears the counters; an addition
 * racing with the clear is lost (the client gets one request more), never corrupts the table.
 *
 * IPv6 clients are counted per /64 (one host's usual allocation: RFC 6177), so rotating through one's own
 * prefix does not escape the limit; IPv4-mapped IPv6 addresses (a dual-stack socket's view of IPv4 clients) count
 * as their IPv4 address.
 */

const ROWS = 4;
const WIDTH_LOG2 = 14;
const WIDTH = 1 << WIDTH_LOG2;
const MASK = WIDTH - 1;
/** Word 0: the minute (unix minutes) the counters belong to; the counters follow, row by row. */
const WORDS = 1 + ROWS * WIDTH;

/** Requests a minute from one address without a valid API key, by default (`--anon-rate-limit`). */
export const DEFAULT_ANON_RATE_LIMIT = 300;

export class AddressLimiter {
  private readonly words: Int32Array;
  /** The last address counted and its key: a flood comes from one address, and an IPv6 one takes ~3 µs to parse. */
  private lastAddress = '';
  private lastKey = '';

  /**
   * `perMinute`: requests a minute each address may make (the limit the gateway applies); `buffer`: the words of
   * a table shared with other threads (from {@link AddressLimiter.sharedBuffer}); default: this instance's own.
   */
  constructor(readonly perMinute: number, buffer?: SharedArrayBuffer) {
    if (buffer && buffer.byteLength !== WORDS * 4) throw new RangeError(`an AddressLimiter buffer has ${WORDS * 4} bytes, not ${buffer.byteLength}`);
    this.words = new Int32Array(buffer ?? new ArrayBuffer(WORDS * 4));
  }

  /** A zeroed buffer for a table shared by threads (pass it to each thread's `new AddressLimiter(n, buffer)`). */
  static sharedBuffer(): SharedArrayBuffer {
    return new SharedArrayBuffer(WORDS * 4);
  }

  /** Counts one request from `address` at `nowMs`; returns its requests in this minute, this one included. */
  count(address: string, nowMs: number): number {
    const w = this.words;
    const minute = Math.floor(nowMs / 60_000);
    const stamp = Atomics.load(w, 0);
    // Only a later minute clears (threads' clocks may differ by a few ms at the boundary); exactly one caller wins the swap.
    if (stamp < minute && Atomics.compareExchange(w, 0, stamp, minute) === stamp) w.fill(0, 1);
    if (address !== this.lastAddress) {
      this.lastAddress = address;
      this.lastKey = addressKey(address);
    }
    const key = this.lastKey;
    let h1 = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h1 = Math.imul(h1 ^ key.charCodeAt(i), 0x01000193);
    let h2 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b);
    h2 = (Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35) ^ (h2 >>> 16)) | 1;
    let least = 0x7fffffff;
    for (let r = 0, h = h1; r < ROWS; r++, h = (h + h2) | 0) {
      const c = Atomics.load(w, cell(r, h));
      if (c < least) least = c;
    }
    const next = least + 1;
    // Conservative update: raise only the counters below the new estimate (a compare-and-swap, so a racing
    // thread's higher value is never lowered).
    for (let r = 0, h = h1; r < ROWS; r++, h = (h + h2) | 0) {
      const i = cell(r, h);
      for (let c = Atomics.load(w, i); c < next; c = Atomics.load(w, i)) if (Atomics.compareExchange(w, i, c, next) === c) break;
    }
    return next;
  }
}

function cell(row: number, h: number): number {
  return 1 + row * WIDTH + (h & MASK);
}

/** The unit counted: the address itself; an IPv6 address's /64 prefix; an IPv4-mapped IPv6 address's IPv4 address. */
export function addressKey(address: string): string {
  if (address.indexOf(':') < 0) return address;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1];
  const zone = lower.indexOf('%');
  const addr = zone < 0 ? lower : lower.slice(0, zone);
  const gap = addr.indexOf('::');
  let groups: string[];
  if (gap < 0) groups = addr.split(':');
  else {
    const head = addr.slice(0, gap).split(':').filter(Boolean);
    const tail = addr.slice(gap + 2).split(':').filter(Boolean);
    groups = [...head, ...new Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  }
  const hextets = groups.map((g) => parseInt(g, 16) || 0);
  // IPv4-mapped, as uWS spells it on a dual-stack socket: 0000:0000:0000:0000:0000:ffff:7f00:0001.
  if (hextets.length === 8 && hextets[5] === 0xffff && hextets.slice(0, 5).every((h) => h === 0)) {
    return `${hextets[6] >> 8}.${hextets[6] & 255}.${hextets[7] >> 8}.${hextets[7] & 255}`;
  }
  return hextets.slice(0, 4).map((h) => h.toString(16)).join(':') + '::/64';
}
