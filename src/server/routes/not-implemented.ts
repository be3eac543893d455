/**
 * @module
 * The answer of a route whose engine has not landed yet: 501 NOT_IMPLEMENTED in the gateway error shape.
 */
import { apiError } from '../errors.js';
import type { Reply } from '../route.js';

export function notImplemented(what: string): () => Reply {
  return () => {
    throw apiError(501, 'NOT_IMPLEMENTED', `${what} is not implemented yet in this build`);
  };
}
