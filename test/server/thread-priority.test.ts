import test from 'ava';
import { ComputePool } from '../../src/server/compute-pool.js';
import { COMPUTE_WORKER_NICE, niceOfThisThread } from '../../src/server/thread-priority.js';

const FIX = new URL('./compute-fixtures.ts', import.meta.url).href;
const onLinux = process.platform === 'linux';

(onLinux ? test : test.skip)('compute-pool workers run at a lower priority than the thread that serves', async (t) => {
  const before = niceOfThisThread();
  const pool = new ComputePool({ size: 1 });
  try {
    const workerNice = await pool.run<number>(`${FIX}#niceOfThisThread`, []);
    t.is(workerNice, Math.max(before ?? 0, COMPUTE_WORKER_NICE));
    // Only the worker's own thread was lowered.
    t.is(niceOfThisThread(), before);
  } finally {
    await pool.close();
  }
});
