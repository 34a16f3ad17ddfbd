import { API_MESSAGES } from '@app/contract/messages';
import { plural } from '@app/contract/spanish-plural';

/** An error that answers with its status and the Laravel shape `{message, errors}`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = API_MESSAGES.badRequest) =>
  new HttpError(400, message);
export const unauthorized = (message: string = API_MESSAGES.unauthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = API_MESSAGES.conflict) => new HttpError(409, message);
export const payloadTooLarge = (message: string = API_MESSAGES.tooLarge) =>
  new HttpError(413, message);
export const unsupportedMediaType = (message: string = API_MESSAGES.unsupportedMediaType) =>
  new HttpError(415, message);

/** 422 with the messages of each field, worded like Laravel's validator answer. */
export function validationError(errors: Record<string, string[]>): HttpError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? API_MESSAGES.invalid;
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (y ${plural(more, 'error', 'errores')} más)` : first;
  return new HttpError(422, message, errors);
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, API_MESSAGES.tooManyRequests, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
