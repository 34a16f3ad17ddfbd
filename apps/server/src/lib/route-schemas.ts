import { errorResponse } from '@app/contract/errors';

/** The body formats every write route accepts: multipart first (architecture.md). */
export const FORM_BODIES = [
  'multipart/form-data',
  'application/json',
  'application/x-www-form-urlencoded',
];

/** The OpenAPI security of routes that need a signed-in user. */
export const BEARER = [{ bearer: [] }];

/**
 * The error answers a route documents, each in the Laravel shape.
 * @example response: { 200: activity, ...errorAnswers(401, 403, 404) }
 */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    S,
    typeof errorResponse
  >;
}
