/**
 * @module generator/pool
 * A small worker_threads pool: tasks are `{ kind, ...args }` objects run by ./worker.ts; results come back
 * in completion order with their task. With `workers <= 0` tasks run in this thread (tests, debugging).
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { runTask, type Task, type TaskResult } from './worker-tasks.js';

export function defaultWorkerCount(): number {
  return Math.max(1, availableParallelism());
}

/**
 * @brief Runs every task, at most `workers` at a time, calling onResult for each as it completes (one call at a
 * time), or with `ordered` in task order (a result waits for those of earlier tasks: stages that append rows in
 * that order get tables stored sorted without a sort). Rejects on the first task error (remaining workers are
 * terminated).
 */
export async function runPool(tasks: Task[], workers: number, onResult: (r: TaskResult, task: Task) => void | Promise<void>, opts: { ordered?: boolean } = {}): Promise<void> {
  if (workers <= 0 || tasks.length === 0) {
    for (const t of tasks) await onResult(await runTask(t), t);
    return;
  }
  const isTs = import.meta.url.endsWith('.ts');
  const url = new URL(isTs ? './worker.ts' : './worker.js', import.meta.url);
  const n = Math.min(workers, tasks.length);
  let next = 0;
  const pool: Worker[] = [];
  await new Promise<void>((resolve, reject) => {
    let done = 0;
    let failed = false;
    let chain = Promise.resolve();
    const waiting = new Map<number, TaskResult>(); // ordered: results whose predecessors are still running
    let nextOut = 0;
    const deliver = (index: number, result: TaskResult) => {
      chain = chain.then(() => onResult(result, tasks[index]!)).then(() => {
        done++;
        if (done === tasks.length) resolve();
      }, (e) => { failed = true; reject(e); });
    };
    const feed = (w: Worker) => {
      if (next < tasks.length) {
        const i = next++;
        (w as Worker & { taskIndex?: number }).taskIndex = i;
        w.postMessage({ index: i, task: tasks[i] });
      }
    };
    for (let k = 0; k < n; k++) {
      // Under tsx (running from src/), the worker registers tsx's loader before importing worker.ts.
      const w = isTs
        ? new Worker(`import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`, { eval: true })
        : new Worker(url);
      pool.push(w);
      w.on('message', (m: { index: number; result?: TaskResult; error?: string }) => {
        if (failed) return;
        if (m.error !== undefined) {
          failed = true;
          reject(new Error(`generator task ${JSON.stringify(tasks[m.index]).slice(0, 200)} failed: ${m.error}`));
          return;
        }
        if (!opts.ordered) deliver(m.index, m.result!);
        else {
          waiting.set(m.index, m.result!);
          while (waiting.has(nextOut)) {
            const r = waiting.get(nextOut)!;
            waiting.delete(nextOut);
            deliver(nextOut++, r);
          }
        }
        feed(w);
      });
      w.on('error', (e) => { if (!failed) { failed = true; reject(e); } });
      feed(w);
    }
  }).finally(async () => {
    await Promise.all(pool.map((w) => w.terminate()));
  });
}
