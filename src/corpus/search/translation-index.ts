/**
 * Translation search with lunr 2.3.9 (MIT): English with lunr's default pipeline (trimmer, stop words, Porter
 * stemmer); Hindi with NFC, nukta and candrabindu folding (ँ→ं), Devanagari punctuation removed, no stemming
 * (lunr's trimmer would strip Devanagari letters). Serialised with index.toJSON().
 */
import lunr from 'lunr';

export const TRANSLATION_INDEX_FORMAT = 1;

export interface TranslationDoc {
  /** `${work}|${reference}` apparatus key */
  key: string;
  /** index within apparatus.translations */
  t: number;
}

export interface TranslationIndex {
  formatVersion: number;
  docs: TranslationDoc[];
  en: object;
  hi: object;
}

export function normaliseHindi(text: string): string {
  return text.normalize('NFC').replace(/\u093C/g, '').replace(/\u0901/g, '\u0902')
    .replace(/[।॥,.;:!?"'“”‘’()[\]\-–—]/g, ' ').replace(/[0-9०-९]+/g, ' ').toLowerCase();
}

function hindiBuilder(): lunr.Builder {
  const b = new lunr.Builder();
  b.ref('id');
  b.field('text');
  return b;
}

export function buildTranslationIndex(docs: Array<TranslationDoc & { language: string; text: string }>): TranslationIndex {
  const en = lunr(function () {
    this.ref('id');
    this.field('text');
    this.metadataWhitelist = [];
    docs.forEach((d, i) => {
      if (d.language === 'en') this.add({ id: String(i), text: d.text });
    });
  });
  const hb = hindiBuilder();
  docs.forEach((d, i) => {
    if (d.language === 'hi') hb.add({ id: String(i), text: normaliseHindi(d.text) });
  });
  const hi = hb.build();
  return { formatVersion: TRANSLATION_INDEX_FORMAT, docs: docs.map(({ key, t }) => ({ key, t })), en: en.toJSON(), hi: hi.toJSON() };
}

export class TranslationSearcher {
  private readonly en: lunr.Index;
  private readonly hi: lunr.Index;
  constructor(readonly index: TranslationIndex) {
    this.en = lunr.Index.load(index.en);
    this.hi = lunr.Index.load(index.hi);
  }

  /** Best first; each result: translation doc index and lunr score. */
  search(q: string): Array<{ doc: number; score: number }> {
    const hindi = /[\u0900-\u097F]/.test(q);
    const idx = hindi ? this.hi : this.en;
    const text = hindi ? normaliseHindi(q) : q.toLowerCase();
    const tokens = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((t) => t.length > 0);
    if (tokens.length === 0) return [];
    const res = idx.query((query) => {
      for (const t of tokens) query.term(t, { presence: lunr.Query.presence.OPTIONAL });
    });
    return res.map((r) => ({ doc: Number(r.ref), score: r.score }));
  }
}
