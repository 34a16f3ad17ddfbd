import { ALERTS } from '@app/contract/messages';
import type { ApiError } from './api-error.js';
import { plural } from '@app/contract/spanish-plural';

/** A call that failed, as the shared errors event passes it. */
export type CallFailure = {
  error: ApiError;
  method: string;
  /** The API path called, without the base address or the query: `/auth/singin`. */
  path: string;
};

/** One row of the website's alert table (spec, section 8). */
export type AlertRule = {
  /** The status it applies to; `'none'` when no answer came; any status when absent. */
  status?: number | 'none';
  /** The call it applies to; any call when absent. */
  path?: string;
  title: string;
  /**
   * The text, or how to write it from the error (a wait in seconds); when absent the website
   * shows the error's own message.
   */
  text?: string | ((error: ApiError) => string);
};

/** An alert to show: a title, a text and its button ('Aceptar'). */
export type Alert = { title: string; text: string; button: string };

/**
 * The website's alerts for failed calls, as data (spec, section 8), first match wins. Other
 * statuses get no global alert.
 */
export const WEBSITE_ALERTS: readonly AlertRule[] = [
  {
    status: 422,
    path: '/auth/singin',
    title: ALERTS.loginFailedTitle,
    text: ALERTS.loginFailedText,
  },
  // A suspended account (decision 0024): the server's own words say why and what to do.
  { status: 403, path: '/auth/singin', title: ALERTS.suspendedTitle },
  { status: 413, title: ALERTS.tooLargeTitle, text: ALERTS.tooLargeText },
  { status: 403, title: ALERTS.forbiddenTitle, text: ALERTS.forbiddenText },
  { status: 'none', title: ALERTS.serverDownTitle, text: ALERTS.serverDownText },
  // Not the spec's: a 429 is said as what it is, with the wait (docs/decisions/0032).
  { status: 429, title: ALERTS.tooManyRequestsTitle, text: waitText },
  { path: '/admin/deploy', title: ALERTS.deployFailedTitle },
];

/**
 * The alert the website shows for a failed call, or undefined when it shows none.
 * @example
 * client.errors.on('error', (failure) => {
 *   const alert = alertFor(failure);
 *   if (alert) showAlert(alert.title, alert.text, alert.button);
 * });
 */
export function alertFor(
  failure: CallFailure,
  rules: readonly AlertRule[] = WEBSITE_ALERTS,
): Alert | undefined {
  const status = failure.error.status ?? 'none';
  const rule = rules.find(
    (candidate) =>
      (candidate.status === undefined || candidate.status === status) &&
      (candidate.path === undefined || candidate.path === failure.path),
  );
  if (!rule) return undefined;
  const text = typeof rule.text === 'function' ? rule.text(failure.error) : rule.text;
  return { title: rule.title, text: text ?? failure.error.message, button: ALERTS.accept };
}

/**
 * How long to wait after a 429, in Spanish, from the server's `Retry-After`.
 * @example waitText(new ApiError('…', { status: 429, retryAfter: 12 })) // 'Vuelve a intentarlo en 12 segundos.'
 */
export function waitText(error: Pick<ApiError, 'retryAfter'>): string {
  const seconds = error.retryAfter;
  if (seconds === undefined || seconds <= 0) return ALERTS.tooManyRequestsText;
  if (seconds < 120) return `Vuelve a intentarlo en ${plural(seconds, 'segundo')}.`;
  return `Vuelve a intentarlo en ${plural(Math.ceil(seconds / 60), 'minuto')}.`;
}
