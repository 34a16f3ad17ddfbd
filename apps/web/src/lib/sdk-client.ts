import { createClient, type Client } from '@app/sdk/client';
import { localStorageStorage } from '@app/sdk/storage/local-storage';
import { showAlert, websiteAlert } from './alerts';
import { sdkEnvironment } from './sdk-environment';

/** Calls that answer 401 as part of their job: a wrong password, a forgotten token. */
const SESSION_CALLS = new Set(['/auth/singin', '/auth/comeback', '/auth/logout']);

let client: Client | undefined;

/**
 * The SDK's client of the staff area, created on first use (only staff pages use it, so the
 * public pages never load its session and alerts). The API is where `sdkEnvironment` says; the
 * token is kept in localStorage, so staff stay signed in across reloads.
 */
export function sdkClient(): Client {
  if (client) return client;
  const created = createClient({ ...sdkEnvironment(), storage: localStorageStorage() });
  // Spec, section 4: the token is saved only when this flag is on; staff want to stay in.
  created.session.saveSession = true;
  created.errors.on('error', (failure) => {
    const alert = websiteAlert(failure);
    if (alert) showAlert(alert);
    // A token the server no longer accepts (revoked, expired): the pages send the person to
    // the login as soon as the user is gone.
    if (failure.error.status === 401 && !SESSION_CALLS.has(failure.path)) created.session.clear();
  });
  client = created;
  return created;
}
