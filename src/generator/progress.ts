/**
 * @module generator/progress
 * One progress bar per stage (cli-progress): done/total, rate and time left. On a terminal it redraws in
 * place; otherwise (CI, logs) it prints a line every 10 s. `quiet` disables it (tests).
 */
import cliProgress from 'cli-progress';

export interface Progress {
  increment(n?: number, rows?: number): void;
  stop(): void;
  /** Rows per second since start (rows as counted by increment). */
  rowsPerSecond(): number;
  rows(): number;
}

export function startProgress(stage: string, total: number, unit: string, quiet: boolean): Progress {
  const t0 = performance.now();
  let rows = 0;
  let done = 0;
  const bar = quiet ? null : new cliProgress.SingleBar({
    format: `${stage.padEnd(9)} [{bar}] {percentage}% | {value}/{total} ${unit} | {rate} ${unit}/s | {rowrate} rows/s | ETA {eta_formatted}`,
    barCompleteChar: '█', barIncompleteChar: '░', hideCursor: true, etaBuffer: 50,
    noTTYOutput: true, notTTYSchedule: 10_000, stream: process.stderr,
  }, cliProgress.Presets.shades_classic);
  bar?.start(total, 0, { rate: '0', rowrate: '0' });
  const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
  return {
    increment(n = 1, r = 0) {
      done += n;
      rows += r;
      const s = (performance.now() - t0) / 1000;
      bar?.update(done, { rate: fmt(done / Math.max(s, 1e-3)), rowrate: fmt(rows / Math.max(s, 1e-3)) });
    },
    stop() { bar?.stop(); },
    rowsPerSecond: () => rows / Math.max((performance.now() - t0) / 1000, 1e-3),
    rows: () => rows,
  };
}
