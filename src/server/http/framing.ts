/**
 * @module
 * Request framing (RFC 9112 §6.1, §6.3): how long a request body is must be beyond doubt, or a proxy in
 * front and this server may split the bytes into different requests (request smuggling). The uWS build
 * takes any Transfer-Encoding as chunked and the first of two Content-Lengths, so both transports check
 * here and refuse with 400 and close the connection.
 */

/** Exactly `chunked`, any case, optional whitespace around it (we implement no other transfer coding). */
const CHUNKED_ONLY = /^[ \t]*chunked[ \t]*$/i;
/** One Content-Length value: decimal digits only (no sign, no hex, no spaces inside). */
const DECIMAL = /^[0-9]+$/;

/**
 * Why a request's framing is refused, or null when it is sound. `headers` as ApiRequest has them: names
 * lower-cased, a repeated header's values joined with `, ` (so two Content-Length headers read as a list).
 * Refused: a Transfer-Encoding other than exactly `chunked` (`gzip, chunked` too); Transfer-Encoding with
 * Content-Length; a Content-Length that is not a plain decimal; several Content-Length values that differ.
 * (Several equal values are one length, which §6.3 lets a recipient accept.)
 */
export function framingProblem(headers: Record<string, string | undefined>): string | null {
  const te = headers['transfer-encoding'];
  const cl = headers['content-length'];
  if (te !== undefined) {
    if (!CHUNKED_ONLY.test(te)) return `Transfer-Encoding '${te.slice(0, 60)}' is not supported (only 'chunked')`;
    if (cl !== undefined) return 'A request may not carry both Transfer-Encoding and Content-Length';
    return null;
  }
  if (cl === undefined) return null;
  let length: string | null = null;
  for (const part of cl.split(',')) {
    const v = part.trim();
    if (!DECIMAL.test(v)) return `Content-Length '${cl.slice(0, 60)}' is not a decimal number`;
    const n = v.replace(/^0+(?=.)/, '');
    if (length !== null && n !== length) return 'Several Content-Length values that differ';
    length = n;
  }
  return null;
}
