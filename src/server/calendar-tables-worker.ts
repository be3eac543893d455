/**
 * @module
 * Worker thread body: builds one convention's anga tables year by year (posting progress) and posts
 * the serialized bytes. Started by calendar-tables.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildAngaTables, mergeAngaTables, serializeAngaTables, type AngaTables, type Convention } from '../calendar/index.js';

const { convention, fromYear, toYear } = workerData as { convention: Convention; fromYear: number; toYear: number };
const parts: AngaTables[] = [];
for (let y = fromYear; y <= toYear; y += 10) {
  const to = Math.min(toYear, y + 9);
  parts.push(buildAngaTables(y, to, convention));
  parentPort!.postMessage({ progress: to });
}
const bytes = serializeAngaTables(mergeAngaTables(parts));
parentPort!.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
