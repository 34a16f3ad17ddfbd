import { createClient, type Client } from '@app/sdk/client';
import { localStorageStorage } from '@app/sdk/storage/local-storage';
import { showAlert, websiteAlert } from './alerts';
import { sdkEnvironment } from './sdk-environment';
import { keepTokenForTab, withTabToken } from './tab-session';

/** Calls that answer 401 as part of their job: a wrong password, a forgotten token. */
const SESSION_CALLS = new Set(['/auth/singin', '/auth/comeback', '/auth/logout']);

let client: Client | undefined;

/**
 * The SDK's client of the staff area and the member app, created on first use (the public
 * pages never load its session and alerts). The API is where `sdkEnvironment` says; a
 * remembered token is kept in localStorage, any other for the tab (see `tab-session.ts`).
 */
export function sdkClient(): Client {
  if (client) return client;
  const created = createClient({
    ...sdkEnvironment(),
    storage: withTabToken(localStorageStorage(), sessionStorage),
  });
  // Spec, section 4: the token is saved only when the save-session flag is on. Each sign-in
  // sets it (staff always, members by "Recordar sesión"); otherwise the tab keeps the token.
  keepTokenForTab(created, sessionStorage);
  created.errors.on('error', (failure) => {
    // With the browser offline, the offline banner already says why nothing answers: the
    // "Servidor" alert would blame the server for it.
    const offline = failure.error.status === undefined && !navigator.onLine;
    const alert = offline ? undefined : websiteAlert(failure);
    if (alert) showAlert(alert);
    // A token the server no longer accepts (revoked, expired): the pages send the person to
    // the login as soon as the user is gone.
    if (failure.error.status === 401 && !SESSION_CALLS.has(failure.path)) created.session.clear();
  });
  client = created;
  return created;
}
