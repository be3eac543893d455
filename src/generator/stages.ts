/**
 * @module
 * The generator's stages. A stage knows whether its artifacts are present and current (`isFresh`) and how
 * to build them; `--missing` builds only stale stages.
 */

export interface StageContext {
  outDir: string;
  dataDir: string;
  all: boolean;
  log: (msg: string) => void;
}

export interface Stage {
  name: string;
  description: string;
  /** Whether `make run` builds it when missing. */
  default: boolean;
  isFresh(ctx: StageContext): Promise<boolean> | boolean;
  run(ctx: StageContext): Promise<void>;
}

/** Registered stages, in dependency order. */
export const STAGES: Stage[] = [];

export async function runStages(opts: { outDir: string; dataDir?: string; only?: string[]; missingOnly: boolean; all: boolean; log: (m: string) => void }): Promise<number> {
  const ctx: StageContext = { outDir: opts.outDir, dataDir: opts.dataDir ?? './data', all: opts.all, log: opts.log };
  const unknown = (opts.only ?? []).filter((n) => !STAGES.some((s) => s.name === n));
  if (unknown.length) {
    opts.log(`kalakosha generate: unknown stage(s) ${unknown.join(', ')}; known: ${STAGES.map((s) => s.name).join(', ') || '(none yet)'}`);
    return 2;
  }
  const chosen = STAGES.filter((s) => (opts.only ? opts.only.includes(s.name) : opts.all || s.default));
  for (const s of chosen) {
    if (opts.missingOnly && (await s.isFresh(ctx))) {
      opts.log(`generate: ${s.name} is up to date`);
      continue;
    }
    const t0 = performance.now();
    opts.log(`generate: ${s.name}: ${s.description}`);
    await s.run(ctx);
    opts.log(`generate: ${s.name} done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (!chosen.length) opts.log('generate: nothing to do');
  return 0;
}
