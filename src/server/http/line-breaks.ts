/**
 * @module
 * The one test for header injection: a CR or LF in a header name or value would end the header early and let
 * the rest be read as more headers or a body. The gateway marks responses it has checked (cached entries);
 * the transports check the rest before writing.
 */

const CR_OR_LF = /[\r\n]/;

/** True when any header name or value, or `also` (e.g. a content type), holds a CR or LF. One regex call for all of them. */
export function hasLineBreak(headers: Record<string, string> | undefined, also = ''): boolean {
  let all = also;
  for (const k in headers) all += k + headers[k];
  return CR_OR_LF.test(all);
}

/** The headers with CR and LF taken out of names and turned into spaces in values: what a transport writes when {@link hasLineBreak}. */
export function withoutLineBreaks(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k in headers) out[k.replace(/[\r\n]/g, '')] = String(headers[k]).replace(/[\r\n]/g, ' ');
  return out;
}
