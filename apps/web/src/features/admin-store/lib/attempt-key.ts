import { ApiError } from '@app/sdk/http/api-error';

/** A fresh idempotency key: one per attempt at a movement of coins. */
export const newAttemptKey = (): string => crypto.randomUUID();

/**
 * Whether the server answered a failed call (a refusal: nothing was done), as opposed to no
 * answer at all (it may have landed).
 */
export const answered = (error: unknown) => error instanceof ApiError && error.status !== undefined;

/**
 * The key of the next attempt after a failure. With no answer the movement may have been made,
 * so asking again must use the same key (the server then makes it once); after a refusal
 * nothing was made and the next attempt is a new one.
 * @example setKey(keyAfterFailure(key, error));
 */
export function keyAfterFailure(key: string, error: unknown, fresh = newAttemptKey): string {
  return answered(error) ? fresh() : key;
}
