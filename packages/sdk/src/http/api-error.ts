import type { ErrorResponse } from '@app/contract/errors';

/** How an ApiError is made: what the server said, or what went wrong on the way. */
export type ApiErrorInit = {
  /** The HTTP status; absent when no answer came (network failure, server down). */
  status?: number;
  /** Laravel's field messages: field path to its messages. */
  errors?: Record<string, string[]>;
  /** The answer's body as received (parsed JSON when it was JSON). */
  body?: unknown;
  /** Seconds the server asked to wait before trying again (`Retry-After`, with 429 and 503). */
  retryAfter?: number;
  cause?: unknown;
};

/**
 * A failed call (spec, section 7): a status of 400 or above, parsed from the Laravel shape
 * `{ message, errors }`, or no status at all when the server could not be reached.
 * @example
 * try { await signIn(client, credentials); }
 * catch (error) {
 *   if (error instanceof ApiError && error.status === 422) showErrors(error.errors);
 * }
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;
  /** Seconds to wait before trying again, when the server said (`Retry-After`). */
  readonly retryAfter: number | undefined;

  constructor(message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  /**
   * The first message of one field, for a form.
   * @example error.fieldError('email_or_phone') // 'Estas credenciales no coinciden…'
   */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/**
 * `Retry-After` in seconds: a number of seconds, or an HTTP date (counted from `now`).
 * @example retryAfterSeconds('12') // 12
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Reads a failed answer into an ApiError: its message and field errors when the body has the
 * Laravel shape, the status text otherwise, and the wait of `Retry-After`.
 * @example if (response.status >= 400) throw await apiErrorFromResponse(response);
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the text.
  }
  const shaped = isErrorResponse(body) ? body : undefined;
  const errors = shaped?.errors && typeof shaped.errors === 'object' ? shaped.errors : {};
  return new ApiError(shaped?.message ?? (response.statusText || `HTTP ${response.status}`), {
    status: response.status,
    errors,
    body,
    retryAfter: retryAfterSeconds(response.headers.get('retry-after')),
  });
}

/**
 * The ApiError of a call that got no answer: no status, the cause kept.
 * @example catch (cause) { throw networkError(cause); }
 */
export function networkError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(`the server could not be reached: ${detail}`, { cause });
}
