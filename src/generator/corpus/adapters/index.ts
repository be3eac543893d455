/** All adapters, in no particular order: ranks decide the default edition per work. Open adapters may still
 *  emit a restricted edition when ctx.includeNoncommercial is set (DharmicData's BORI Mahābhārata). */
import type { Adapter } from '../adapter.js';
import { vedicscripturesAdapter } from './vedicscriptures.js';
import { gitaGitaAdapter } from './gita-gita.js';
import { rvlinksAdapter } from './rvlinks.js';
import { dharmicDataAdapter } from './dharmicdata.js';
import { sahityaRaghuvamshaAdapter, sanskritSahityaAdapter } from './sanskritsahitya.js';
import { gretilAdapter } from './gretil.js';
import { gretilBhashyaAdapter } from './gretil-upanishad-bhashya.js';
import { kumbhakonamAdapter } from './kumbhakonam.js';
import { saritAdapter } from './sarit.js';
import { wikisourcePuranasAdapter } from './wikisource-puranas.js';
import { vishnuSahasranamaAdapter } from './vishnu-sahasranama.js';
import { ishaUpanishadAdapter } from './isha-upanishad.js';
import { brahmasutraBhashyaAdapter } from './brahmasutra-bhashya.js';
import { ramayanaWikisourceAdapter } from './ramayana-wikisource.js';
import { dcsConlluAdapter } from './dcs-conllu.js';
import { dcsCltkAdapter } from './dcs-cltk.js';
import { deviMahatmyaAdapter } from './devi-mahatmya.js';
import { wikisourceUpanishadsAdapter } from './wikisource-upanishads.js';
import { wikisourcePagesAdapter } from './wikisource-pages.js';
import { lalitaSahasranamaAdapter } from './lalita-sahasranama.js';

export const OPEN_ADAPTERS: Adapter[] = [vedicscripturesAdapter, gitaGitaAdapter, rvlinksAdapter, dharmicDataAdapter, sanskritSahityaAdapter, sahityaRaghuvamshaAdapter, kumbhakonamAdapter,
  saritAdapter, wikisourcePuranasAdapter, vishnuSahasranamaAdapter, ishaUpanishadAdapter, brahmasutraBhashyaAdapter, ramayanaWikisourceAdapter,
  dcsConlluAdapter, dcsCltkAdapter, deviMahatmyaAdapter, wikisourceUpanishadsAdapter, wikisourcePagesAdapter, lalitaSahasranamaAdapter];
export const NONCOMMERCIAL_ADAPTERS: Adapter[] = [gretilAdapter, gretilBhashyaAdapter];
