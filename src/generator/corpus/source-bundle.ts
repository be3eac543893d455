/**
 * Source bundles in data/corpus/: one gzip'd JSON-lines file per upstream source, each line
 * `{"path": <path inside the upstream repo>, "text": <file content>}`. Written by pack-sources.ts, read by the build.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

export interface SourceFile {
  path: string;
  text: string;
}

export function bundlePath(dataDir: string, source: string): string {
  return join(dataDir, `${source}.jsonl.gz`);
}

export function hasBundle(dataDir: string, source: string): boolean {
  return existsSync(bundlePath(dataDir, source));
}

export function readBundle(dataDir: string, source: string): SourceFile[] {
  const raw = gunzipSync(readFileSync(bundlePath(dataDir, source))).toString('utf8');
  const out: SourceFile[] = [];
  for (const line of raw.split('\n')) if (line.length > 0) out.push(JSON.parse(line) as SourceFile);
  return out;
}

/** Files of a bundle by path. */
export function bundleMap(dataDir: string, source: string): Map<string, string> {
  return new Map(readBundle(dataDir, source).map((f) => [f.path, f.text]));
}
