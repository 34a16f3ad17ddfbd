import { alertFor, WEBSITE_ALERTS, type Alert, type CallFailure } from '@app/sdk/http/alerts';

/**
 * The alerts waiting to be seen, oldest first. The same alert twice in a row (a query and its
 * retry, two calls failing together when the server is down) is shown once.
 */
let queue: readonly Alert[] = [];
const listeners = new Set<() => void>();

const sameAlert = (a: Alert, b: Alert) => a.title === b.title && a.text === b.text;

function set(next: readonly Alert[]) {
  queue = next;
  for (const listener of [...listeners]) listener();
}

/** Queues an alert, unless the same one is already waiting. */
export function showAlert(alert: Alert) {
  if (queue.some((queued) => sameAlert(queued, alert))) return;
  set([...queue, alert]);
}

/** Closes the alert on screen; the next one, if any, takes its place. */
export function dismissAlert() {
  set(queue.slice(1));
}

/**
 * Takes back the alerts with this title, on screen or waiting: a page that says the same
 * thing itself (a 429 it could not load past) needs no dialog over it saying it again.
 */
export function withdrawAlerts(title: string) {
  if (queue.some((alert) => alert.title === title)) {
    set(queue.filter((alert) => alert.title !== title));
  }
}

/** The alert to show now (for `useSyncExternalStore`). */
export const currentAlert = (): Alert | undefined => queue[0];

export function subscribeToAlerts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The SDK's table says a failed deploy is 'Hubo un problema'; it names the path, not the
// method, so reading the history (GET /admin/deploy) would match it too. That row is kept for
// the upload (POST), the one the spec means.
const READ_ALERTS = WEBSITE_ALERTS.filter((rule) => rule.path !== '/admin/deploy');

/**
 * The website's alert for a failed call (spec, section 8), or undefined when it shows none.
 * @example websiteAlert({ error, method: 'POST', path: '/admin/deploy' })
 */
export function websiteAlert(failure: CallFailure): Alert | undefined {
  // A version lower than the current one (409 of the upload) is no failure but a question,
  // which the deploy form asks itself.
  if (isDowngradeQuestion(failure)) return undefined;
  return alertFor(failure, failure.method === 'POST' ? WEBSITE_ALERTS : READ_ALERTS);
}

/** `POST /admin/deploy` refused with 409: the version would take the apps back. */
export const isDowngradeQuestion = (failure: CallFailure) =>
  failure.method === 'POST' && failure.path === '/admin/deploy' && failure.error.status === 409;
