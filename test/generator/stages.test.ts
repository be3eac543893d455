import test from 'ava';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureBuild, generateSmall, tempDataDir } from './fixture-build.js';
import { PANCHANG_DATASET_VERSION } from '../../src/generator/stages/panchang-stage.js';
import type { Manifest } from '../../src/generator/manifest.js';

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
const shas = (m: Manifest) => Object.fromEntries(m.files.filter((f) => f.deterministic).map((f) => [f.path, f.sha256]));

test('two runs give identical msgpack and Parquet checksums; a rule change rebuilds only festivals; --check sees it', async (t) => {
  const dataDir = tempDataDir();
  const a = mkdtempSync(join(tmpdir(), 'kalakosha-gen-a-'));
  const b = mkdtempSync(join(tmpdir(), 'kalakosha-gen-b-'));
  const logA: string[] = [];
  t.is(await generateSmall(a, dataDir, logA), 0, logA.join('\n'));
  t.is(await generateSmall(b, dataDir, []), 0);
  const ma = manifestOf(a);
  t.deepEqual(shas(ma), shas(manifestOf(b)));
  for (const stage of ['tables', 'panchang', 'festivals']) t.true(ma.files.some((f) => f.stage === stage && f.format === 'parquet'), stage);
  t.true(ma.files.every((f) => f.sha256.length === 64 && f.formatVersion >= 1));
  t.truthy(ma.rulesHash);

  // Up to date: nothing rebuilds, --check passes.
  const log2: string[] = [];
  t.is(await generateSmall(a, dataDir, log2), 0);
  t.deepEqual(log2.filter((l) => l.endsWith('up to date')).length, 3, log2.join('\n'));
  t.is(await generateSmall(a, dataDir, [], { check: true }), 0);

  // A change in data/festivals: --check fails, --missing rebuilds festivals only.
  appendFileSync(join(dataDir, 'festivals', 'major.toml'), '\n# a comment changes the rules hash\n');
  const checkLog: string[] = [];
  t.is(await generateSmall(a, dataDir, checkLog, { check: true }), 1);
  t.regex(checkLog.join('\n'), /stale: festivals \(/);
  const log3: string[] = [];
  t.is(await generateSmall(a, dataDir, log3), 0);
  t.deepEqual(log3.filter((l) => / done in /.test(l)).map((l) => l.split(' ')[1]), ['festivals'], log3.join('\n'));
  const mc = manifestOf(a);
  t.not(mc.rulesHash, ma.rulesHash);
  const before = shas(ma);
  for (const [p, s] of Object.entries(shas(mc))) if (!p.includes('festivals')) t.is(s, before[p], p);
});

test('a build whose panchang Parquet files carry the previous dataset version is stale: --check fails, --missing rebuilds panchang with the new columns', async (t) => {
  const fixture = await fixtureBuild();
  const dir = mkdtempSync(join(tmpdir(), 'kalakosha-gen-old-'));
  cpSync(fixture.outDir, dir, { recursive: true });
  const old = manifestOf(dir);
  let marked = 0;
  for (const f of old.files) if (f.stage === 'panchang' && f.format === 'parquet') { f.formatVersion = PANCHANG_DATASET_VERSION - 1; marked++; }
  t.true(marked >= 2);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(old));
  const checkLog: string[] = [];
  t.is(await generateSmall(dir, fixture.dataDir, checkLog, { check: true }), 1, checkLog.join('\n'));
  t.regex(checkLog.join('\n'), /stale: panchang/);
  const log: string[] = [];
  t.is(await generateSmall(dir, fixture.dataDir, log), 0, log.join('\n'));
  t.true(log.some((l) => /panchang done in /.test(l)), log.join('\n'));
  const m = manifestOf(dir);
  t.true(m.files.filter((f) => f.stage === 'panchang' && f.format === 'parquet').every((f) => f.formatVersion === PANCHANG_DATASET_VERSION));
  t.is(await generateSmall(dir, fixture.dataDir, [], { check: true }), 0);
});
