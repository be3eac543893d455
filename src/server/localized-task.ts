/**
 * @module
 * A compute-pool task that runs another task (its `module#fn` spec) and adds the names of `lang` to the JSON it
 * returns: the localisation of a large answer happens where the answer was made, not on a serving thread
 * (compute-pool.ts runLocalizedBodyInPool).
 */
import { localizeNamesBytes, type Lang } from '../calendar/names/index.js';
import { computeFunction } from './worker-url.js';

export async function localizedBody(spec: string, lang: Lang, ...args: unknown[]): Promise<Uint8Array> {
  const body = (await (await computeFunction(spec))(...args)) as Uint8Array;
  return localizeNamesBytes(body, lang);
}
