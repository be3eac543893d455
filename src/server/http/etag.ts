/**
 * @module
 * Entity tags and `If-None-Match` (RFC 9110 §8.8.3 and §13.1.2), for documents the server holds whole in memory.
 */
import { createHash } from 'node:crypto';

/**
 * A strong entity tag of `body`: the first 32 characters (192 bits) of its SHA-256 in base64url, quoted.
 * `suffix` tells apart representations of the same content (a strong tag must differ between the identity and
 * the gzip form, §8.8.3), e.g. `strongEtagOf(json, '-gzip')`.
 */
export function strongEtagOf(body: Buffer, suffix = ''): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}${suffix}"`;
}

/** An entity tag inside a field value: optional `W/`, then a quoted opaque tag (§8.8.3). */
const ENTITY_TAG = /(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"/g;

/**
 * Which of `current` (strong tags, quoted) an `If-None-Match` value names, or null. The comparison is weak,
 * as §13.1.2 requires (`W/"x"` names `"x"`); `*` names the first. A match means the client's stored copy is
 * current: answer 304 with that tag.
 */
export function ifNoneMatchHit(header: string | undefined, current: readonly string[]): string | null {
  if (header === undefined || current.length === 0) return null;
  if (header.trim() === '*') return current[0]!;
  for (const tag of header.match(ENTITY_TAG) ?? []) {
    const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
    if (current.includes(opaque)) return opaque;
  }
  return null;
}
