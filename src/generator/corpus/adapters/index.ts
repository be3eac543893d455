/** All adapters, in no particular order: ranks decide the default edition per work. */
import type { Adapter } from '../adapter.js';
import { vedicscripturesAdapter } from './vedicscriptures.js';
import { gitaGitaAdapter } from './gita-gita.js';
import { rvlinksAdapter } from './rvlinks.js';
import { dharmicDataAdapter } from './dharmicdata.js';
import { sanskritSahityaAdapter } from './sanskritsahitya.js';
import { gretilAdapter } from './gretil.js';

export const OPEN_ADAPTERS: Adapter[] = [vedicscripturesAdapter, gitaGitaAdapter, rvlinksAdapter, dharmicDataAdapter, sanskritSahityaAdapter];
export const NONCOMMERCIAL_ADAPTERS: Adapter[] = [gretilAdapter];
