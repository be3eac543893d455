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
 * @brief Runs every task, at most `workers` at a time, calling onResult for each as it completes.
 * Rejects on the first task error (remaining workers are terminated).
 */
export async function runPool(tasks: Task[], workers: number, onResult: (r: TaskResult, task: Task) => void | Promise<void>): Promise<void> {
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
        chain = chain.then(() => onResult(m.result!, tasks[m.index]!)).then(() => {
          done++;
          if (done === tasks.length) resolve();
        }, (e) => { failed = true; reject(e); });
        feed(w);
      });
      w.on('error', (e) => { if (!failed) { failed = true; reject(e); } });
      feed(w);
    }
  }).finally(async () => {
    await Promise.all(pool.map((w) => w.terminate()));
  });
}
