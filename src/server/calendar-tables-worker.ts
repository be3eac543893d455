/**
 * @module
 * Worker thread body: builds anga tables for each requested convention in turn, year range by year range
 * (posting progress), and posts each convention's serialized bytes. Started by calendar-tables.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildAngaTables, mergeAngaTables, serializeAngaTables, type AngaTables, type Convention } from '../calendar/index.js';

const { conventions, fromYear, toYear } = workerData as { conventions: Convention[]; fromYear: number; toYear: number };
for (const convention of conventions) {
  const parts: AngaTables[] = [];
  for (let y = fromYear; y <= toYear; y += 10) {
    const to = Math.min(toYear, y + 9);
    parts.push(buildAngaTables(y, to, convention));
    parentPort!.postMessage({ convention, progress: to });
  }
  const bytes = serializeAngaTables(mergeAngaTables(parts));
  parentPort!.postMessage({ convention, bytes }, [bytes.buffer as ArrayBuffer]);
}
