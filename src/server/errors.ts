/**
 * @module
 * The one error builder. Gateway and engine errors share the body
 * `{"error": {"code", "message", "request_id"}}`; parameter errors use FastAPI's HTTPValidationError
 * `{"detail": [{"type", "loc", "msg", "input", "ctx"?}]}` (see {@link ValidationIssue}).
 */

/** One entry of an HTTPValidationError, in pydantic v2's shape as FastAPI emits it. */
export interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** An error a handler or the gateway raises on purpose; anything else thrown becomes 502 COMPUTE_ERROR. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 422 carrying validation issues. */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
    this.name = 'ValidationError';
  }
}

/** Builds an {@link ApiError}; the single place status codes and machine codes meet. */
export function apiError(status: number, code: string, message: string, headers?: Record<string, string>): ApiError {
  return new ApiError(status, code, message, headers);
}

/** Shorthand for a 404 with a specific machine code, e.g. `notFound('VERSE_NOT_FOUND', '…')`. */
export function notFound(code: string, message: string): ApiError {
  return new ApiError(404, code, message);
}

/** Shorthand for a single-issue 422. */
export function invalid(loc: (string | number)[], msg: string, type = 'value_error', input?: unknown): ValidationError {
  return new ValidationError([{ type, loc, msg, input }]);
}

export function errorBody(code: string, message: string, requestId: string): object {
  return { error: { code, message, request_id: requestId } };
}
