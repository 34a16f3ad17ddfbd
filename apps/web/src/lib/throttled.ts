import { ALERTS } from '@app/contract/messages';
import { waitText } from '@app/sdk/http/alerts';

/**
 * What to say when a call was refused for too many requests (429): that, and how long to
 * wait (the server's `Retry-After`), never that the connection failed. Undefined for any other
 * failure (docs/decisions/0032).
 * @example const busy = throttled(query.error); <p>{busy ? busy.text : texts.failed}</p>
 */
export function throttled(error: unknown): { title: string; text: string } | undefined {
  const failure = error as { status?: unknown; retryAfter?: unknown } | null | undefined;
  if (failure?.status !== 429) return undefined;
  const retryAfter = typeof failure.retryAfter === 'number' ? failure.retryAfter : undefined;
  return { title: ALERTS.tooManyRequestsTitle, text: waitText({ retryAfter }) };
}

/**
 * The hint under "No hemos podido cargar…": the wait when there were too many requests,
 * otherwise to check the connection.
 * @example <EmptyState title="No hemos podido cargar el plan" text={loadFailureHint(query.error)} />
 */
export function loadFailureHint(error: unknown): string {
  const busy = throttled(error);
  return busy ? `${busy.title}. ${busy.text}` : 'Comprueba tu conexión.';
}
