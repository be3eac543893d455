/**
 * @module
 * Content negotiation on `Accept` (RFC 9110 §12.5.1), for the few pages that exist both as HTML and as JSON.
 */

/**
 * The quality `accept` gives to `type/subtype`: the most specific matching range decides (`text/html` over
 * `text/*` over `*\/*`); 0 when no range matches, 1 when there is no header at all.
 */
export function acceptQuality(accept: string | undefined, mediaType: string): number {
  if (accept === undefined || accept.trim() === '') return 1;
  const [type, subtype] = mediaType.toLowerCase().split('/');
  let best = -1;
  let q = 0;
  for (const part of accept.split(',')) {
    const [range, ...params] = part.split(';');
    const [t, s] = range!.trim().toLowerCase().split('/');
    const specificity = t === type && s === subtype ? 2 : t === type && s === '*' ? 1 : t === '*' && s === '*' ? 0 : -1;
    if (specificity <= best) continue;
    best = specificity;
    q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Math.min(1, Number(m[1]) || 0);
    }
  }
  return q;
}

/**
 * Whether a client prefers HTML to JSON: only when it ranks `text/html` strictly higher (a browser's navigation
 * does; `curl`'s `*\/*`, a missing header or a tie get JSON).
 */
export function prefersHtml(accept: string | undefined): boolean {
  return acceptQuality(accept, 'text/html') > acceptQuality(accept, 'application/json');
}
