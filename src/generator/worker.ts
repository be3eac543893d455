/**
 * @module generator/worker
 * Worker-thread entry of the generator pool: runs tasks posted by ./pool.ts.
 */
import { parentPort } from 'node:worker_threads';
import { runTask, transferablesOf, type Task } from './worker-tasks.js';

parentPort!.on('message', async (m: { index: number; task: Task }) => {
  try {
    const result = await runTask(m.task);
    parentPort!.postMessage({ index: m.index, result }, transferablesOf(result));
  } catch (e) {
    parentPort!.postMessage({ index: m.index, error: e instanceof Error ? `${e.message}\n${e.stack}` : String(e) });
  }
});
