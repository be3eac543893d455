/**
 * @module
 * The open dictionaries the lookup serves, with their licences as their own TEI headers state them
 * (data/dictionaries/<id>header.xml.gz; ../../../NOTICE §"Dictionaries"). Cologne's MW, Apte, Macdonell etc.
 * are not here: their headers say CC BY-NC-SA 3.0 (and they are not in the staged snapshot).
 */
export interface DictionarySource {
  /** Cologne (CDSL) code */
  id: string;
  title: string;
  /** 'sa-en' (Sanskrit → English) or 'sa-sa' (a Sanskrit synonym lexicon: the meaning is its synonyms) */
  kind: 'sa-en' | 'sa-sa';
  licence: string;
  licence_url: string;
  attribution: string;
}

const GPL_ID = 'GPL-3.0';
const GPL_URL = 'https://www.gnu.org/licenses/gpl-3.0.html';
const KOSHA = 'Digitised by the sanskrit-kosha project (Dhaval Patel et al.), Cologne Digital Sanskrit Lexicon, csl-orig b7297b97';

export const DICTIONARY_SOURCES: readonly DictionarySource[] = [
  {
    id: 'lan', title: "Lanman, A Sanskrit Reader: vocabulary (1884/1906)", kind: 'sa-en',
    licence: 'CC-BY-4.0', licence_url: 'https://creativecommons.org/licenses/by/4.0/',
    attribution: 'Copyright © 2019 Thomas Malten; Cologne Digital Sanskrit Lexicon (csl-orig b7297b97)',
  },
  { id: 'abch', title: 'Hemacandra, Abhidhānacintāmaṇi', kind: 'sa-sa', licence: GPL_ID, licence_url: GPL_URL, attribution: KOSHA },
  { id: 'armh', title: 'Halāyudha, Abhidhānaratnamālā', kind: 'sa-sa', licence: GPL_ID, licence_url: GPL_URL, attribution: KOSHA },
  { id: 'acph', title: 'Hemacandra, Abhidhānacintāmaṇipariśiṣṭa', kind: 'sa-sa', licence: GPL_ID, licence_url: GPL_URL, attribution: KOSHA },
  { id: 'acsj', title: 'Jinadeva, Abhidhānacintāmaṇiśiloñcha', kind: 'sa-sa', licence: GPL_ID, licence_url: GPL_URL, attribution: KOSHA },
  { id: 'nmmb', title: 'Bhoja, Nāmamālikā', kind: 'sa-sa', licence: GPL_ID, licence_url: GPL_URL, attribution: KOSHA },
];
