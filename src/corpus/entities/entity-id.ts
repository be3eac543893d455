/**
 * Stable, readable entity ids: `<type>-<slug>` where slug is a lower-case ASCII rendering of the SLP1 key
 * (kfzRa → krishna, Siva → shiva, arjuna → arjuna). When two entities would get the same id, the later one
 * (build order: curated, Mahānāma by mentions, Purāṇa Index by entry, Vedic Index by entry) gets its source
 * key appended (`person-arjuna-mn7940`, `person-suketu-pui15020`), which only depends on the source data.
 */

const SLUG: Record<string, string> = {
  A: 'a', I: 'i', U: 'u', f: 'ri', F: 'ri', x: 'li', X: 'li', E: 'ai', O: 'au', M: 'm', H: 'h', '~': 'n',
  K: 'kh', G: 'gh', N: 'n', c: 'c', C: 'ch', J: 'jh', Y: 'n', w: 't', W: 'th', q: 'd', Q: 'dh', R: 'n',
  T: 'th', D: 'dh', P: 'ph', B: 'bh', S: 'sh', z: 'sh',
};

export function slugOfSlp1(slp1: string): string {
  let out = '';
  for (const ch of slp1) {
    if (SLUG[ch] !== undefined) out += SLUG[ch];
    else if (/[a-z]/.test(ch)) out += ch;
    else if (/[\s_-]/.test(ch)) out += '-';
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '') || 'x';
}

export function baseEntityId(type: string, slp1: string): string {
  return `${type.toLowerCase()}-${slugOfSlp1(slp1)}`;
}
