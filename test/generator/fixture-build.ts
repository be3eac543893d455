/**
 * A small generated build shared by the generator and server tests: tables 2023–2024, two tiles' panchang
 * (one with DST), festivals for one tile and 2024, built once per test process into a temp directory
 * (worker threads off, no progress bars).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStages } from '../../src/generator/stages.js';

export const FIXTURE_TILES = ['in-varanasi', 'gb-london'];
let built: Promise<{ outDir: string; dataDir: string; log: string[] }> | null = null;

/** Copies the data the generator reads into a temp data dir (tests may then edit the rules). */
export function tempDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalakosha-gen-data-'));
  for (const d of ['tiles', 'festivals', 'ceremonies']) cpSync(join('data', d), join(dataDir, d), { recursive: true });
  return dataDir;
}

export async function generateSmall(outDir: string, dataDir: string, log: string[], extra: Partial<Parameters<typeof runStages>[0]> = {}): Promise<number> {
  return runStages({
    outDir, dataDir, only: ['tables', 'panchang', 'festivals'], missingOnly: true, all: false, log: (m) => log.push(m), fromYear: 2023, toYear: 2024,
    tiles: FIXTURE_TILES.join(','), workers: 0, quiet: true, ...extra,
  });
}

export function fixtureBuild(): Promise<{ outDir: string; dataDir: string; log: string[] }> {
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'kalakosha-gen-build-'));
    const dataDir = tempDataDir();
    const log: string[] = [];
    const code = await generateSmall(outDir, dataDir, log);
    if (code !== 0) throw new Error(`generate failed: ${log.join('\n')}`);
    return { outDir, dataDir, log };
  })();
  return built;
}
