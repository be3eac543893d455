/**
 * @module
 * Makes a second `kalakosha serve` on a port in use refuse to start. uWS binds with SO_REUSEPORT (so that a
 * server's serving threads share one port), and the kernel would then let a second server bind too and split
 * connections between the two. Before its threads bind, `serve` therefore:
 *  1. takes a start-up lock, a Linux abstract Unix socket named after the port (the kernel frees it when the
 *     process dies, so a crash leaves nothing stale): of two servers starting at once, the second waits (up to
 *     LOCK_WAIT_MS) until the first is listening, and then finds the port in use;
 *  2. binds the address itself without SO_REUSEPORT and lets go: that bind fails on a running server's
 *     SO_REUSEPORT sockets (and on any other program's), so a port in use is refused.
 * The lock is released once the server's own threads are listening. Where abstract sockets do not exist
 * (not Linux), only step 2 runs.
 */
import { createServer, Server } from 'node:net';

export class AddressInUseError extends Error {
  override name = 'AddressInUseError';
}

/** Held from before the serving threads bind until they listen; `release` when they do (or fail). */
export interface PortClaim {
  release(): Promise<void>;
}

/** How long a server waits for another one starting on the same port (loading the data takes seconds). */
export const LOCK_WAIT_MS = 120_000;

const bind = (listenArgs: { port?: number; host?: string; path?: string }): Promise<Server | NodeJS.ErrnoException> =>
  new Promise((resolve) => {
    const s = createServer();
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e));
    s.listen(Object.assign({}, listenArgs, { exclusive: true }), () => resolve(s));
  });

const closeServer = (s: Server): Promise<void> => new Promise((r) => s.close(() => r()));

/** Claims `host:port` (port > 0) for this server, or throws AddressInUseError saying who holds it. */
export async function claimPort(host: string, port: number): Promise<PortClaim> {
  let lock: Server | null = null;
  if (process.platform === 'linux') {
    for (const until = Date.now() + LOCK_WAIT_MS; lock === null;) {
      const got = await bind({ path: `\0kalakosha-serve-port-${port}` });
      if (got instanceof Server) lock = got;
      else if (got.code !== 'EADDRINUSE') throw got;
      else if (Date.now() > until) throw new AddressInUseError(`address in use: another kalakosha serve has been starting on port ${port} for ${LOCK_WAIT_MS / 1000} s`);
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  const probe = await bind({ port, host });
  if (!(probe instanceof Server)) {
    if (lock) await closeServer(lock);
    if (probe.code === 'EADDRINUSE') throw new AddressInUseError(`address in use: ${host}:${port} is already served (another kalakosha serve, or another program)`);
    throw probe;
  }
  await closeServer(probe);
  return { release: async () => void (lock && (await closeServer(lock), (lock = null))) };
}
