/**
 * @module
 * Loading build artifacts (`build/…`, written by `kalakosha generate`) at start-up with one kind of
 * failure: an {@link ArtifactError} whose message names the file, what is wrong with it (missing,
 * unreadable, corrupt, another formatVersion) and the command that rebuilds it. `kalakosha serve`
 * prints such a message alone (no stack trace); route modules may instead keep serving and answer
 * 503 with it (see ROUTES.md).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { unpack } from 'msgpackr';

export class ArtifactError extends Error {
  constructor(
    readonly path: string,
    readonly problem: 'missing' | 'unreadable' | 'corrupt' | 'version',
    readonly rebuild: string,
    message: string,
  ) {
    super(message);
    this.name = 'ArtifactError';
  }
}

export interface LoadArtifactOptions<T> {
  /** The formatVersion this code reads; anything else is refused. */
  formatVersion: number;
  /** The command that rebuilds the file, e.g. `kalakosha generate --only corpus`. */
  rebuild: string;
  /**
   * Turns the file's bytes into the value (default by extension: `.json`, `.msgpack`, each optionally
   * `.gz`). Throw on bad input: the error becomes a "corrupt" ArtifactError.
   */
  decode?: (bytes: Buffer) => T;
  /** Where the version is (default: the value's `formatVersion` property). */
  versionOf?: (value: T) => unknown;
}

/**
 * The value of a `.json` or `.msgpack` file (each optionally `.gz`). `.msgpack` is read with msgpackr's `unpack`:
 * maps as plain objects. It reads what the generator's `pack` writes and, identically, what a
 * `Packr({ moreTypes: true })` writes (the corpus files, checked deep-equal); a `Packr({ moreTypes: true })`
 * reader turned `pack`'s objects into `Map`s, which then failed only the version check.
 */
function defaultDecode(path: string, bytes: Buffer): unknown {
  let p = path;
  let b = bytes;
  if (p.endsWith('.gz')) {
    b = gunzipSync(b);
    p = p.slice(0, -3);
  }
  if (p.endsWith('.json')) return JSON.parse(b.toString('utf8'));
  if (p.endsWith('.msgpack') || p.endsWith('.mpk')) return unpack(b);
  throw new Error(`no default decoder for ${path}; pass decode`);
}

/** Reads, decodes and version-checks one artifact. Throws {@link ArtifactError} only. */
export function loadArtifact<T = any>(path: string, opts: LoadArtifactOptions<T>): T {
  const fix = `rebuild it with: ${opts.rebuild}`;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ArtifactError(path, 'missing', opts.rebuild, `build artifact ${path} is missing; ${fix}`);
    throw new ArtifactError(path, 'unreadable', opts.rebuild, `build artifact ${path} cannot be read (${code ?? (e as Error).message}); ${fix}`);
  }
  let value: T;
  try {
    value = opts.decode ? opts.decode(bytes) : (defaultDecode(path, bytes) as T);
  } catch (e) {
    throw new ArtifactError(path, 'corrupt', opts.rebuild, `build artifact ${path} is corrupt (${oneLine((e as Error).message)}); ${fix}`);
  }
  const version = opts.versionOf ? opts.versionOf(value) : (value as any)?.formatVersion;
  if (version !== opts.formatVersion) {
    const what = version === undefined ? 'has no formatVersion' : `has formatVersion ${JSON.stringify(version)}`;
    throw new ArtifactError(path, 'version', opts.rebuild, `build artifact ${path} ${what}, this server reads formatVersion ${opts.formatVersion}; ${fix}`);
  }
  return value;
}

/**
 * Why an optional artifact (one the server can do without, computing instead) is not used: an
 * {@link ArtifactError}'s own message, or, for a file that loaded but failed a later check, one in the same
 * shape (file, problem, rebuild command).
 */
export function unusableArtifactMessage(err: unknown, path: string, rebuild: string): string {
  if (err instanceof ArtifactError) return err.message;
  return `${path} does not fit this version (${oneLine((err as Error)?.message ?? String(err))}); rebuild it with: ${rebuild}`;
}

function oneLine(s: string): string {
  const l = String(s).split('\n')[0];
  return l.length > 160 ? l.slice(0, 160) + '…' : l;
}
