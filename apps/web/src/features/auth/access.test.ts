import { createClient, type Client } from '@app/sdk/client';
import { memoryStorage } from '@app/sdk/storage/memory-storage';
import type { OwnUser } from '@app/contract/users';
import { describe, expect, it } from 'vitest';
import { DEPLOY_ROLES, GENERAL_STAFF, type RoleRequirement } from '../../lib/roles';
import { checkAccess, decideAccess } from './access';

const EMPLOYEES: RoleRequirement = { anyOf: ['employee'] };

describe('decideAccess (spec, section 4)', () => {
  it('sends a visitor nobody signed in as to the login, whatever the page needs', () => {
    expect(decideAccess(undefined)).toBe('login');
    expect(decideAccess(undefined, DEPLOY_ROLES)).toBe('login');
    expect(decideAccess(undefined, EMPLOYEES)).toBe('login');
  });

  it('lets any signed-in user see a page without roles (the dashboard)', () => {
    expect(decideAccess({ roles: [] })).toBe('allow');
  });

  it('needs any one of a listed set of roles', () => {
    expect(decideAccess({ roles: ['admin:dev'] }, DEPLOY_ROLES)).toBe('allow');
    expect(decideAccess({ roles: ['admin:general'] }, DEPLOY_ROLES)).toBe('allow');
    expect(decideAccess({ roles: [] }, DEPLOY_ROLES)).toBe('dashboard');
    expect(decideAccess({ roles: ['employee'] }, DEPLOY_ROLES)).toBe('dashboard');
  });

  it('needs every role required without a list', () => {
    expect(decideAccess({ roles: ['admin:general'] }, GENERAL_STAFF)).toBe('allow');
    expect(decideAccess({ roles: ['admin:dev'] }, GENERAL_STAFF)).toBe('dashboard');
    const both: RoleRequirement = { allOf: ['admin:general', 'admin:dev'] };
    expect(decideAccess({ roles: ['admin:general'] }, both)).toBe('dashboard');
    expect(decideAccess({ roles: ['admin:dev', 'admin:general'] }, both)).toBe('allow');
  });

  it('logs out a user who lacks the employee role a page requires', () => {
    expect(decideAccess({ roles: ['admin:general'] }, EMPLOYEES)).toBe('logout');
    expect(decideAccess({ roles: [] }, { allOf: ['employee'] })).toBe('logout');
    expect(decideAccess({ roles: ['employee'] }, EMPLOYEES)).toBe('allow');
  });
});

/** A user as the session holds it; only the roles matter here. */
const user = (roles: string[]) => ({ id: 7, firstname: 'Lucía', roles }) as unknown as OwnUser;

/** A client whose every call fails as when the server cannot be reached. */
function offlineClient(): { client: Client; storage: ReturnType<typeof memoryStorage> } {
  const storage = memoryStorage({ apiToken: '7|saved' });
  const client = createClient({
    environment: 'local',
    storage,
    fetch: () => Promise.reject(new TypeError('network down')),
  });
  client.session.saveSession = true;
  return { client, storage };
}

describe('checkAccess', () => {
  it('clears the local token and user when the employee logout call fails, then sends to login', async () => {
    const { client, storage } = offlineClient();
    client.session.start({ token: '7|saved', wstoken: 'ws', user: user(['admin:dev']) });
    await client.session.settled();

    expect(await checkAccess(client, EMPLOYEES)).toBe('login');
    expect(client.session.state).toEqual({});
    expect(storage.entries.has('apiToken')).toBe(false);
  });

  it('answers the decision for a signed-in user without touching the session', async () => {
    const { client } = offlineClient();
    client.session.start({ token: '7|saved', wstoken: 'ws', user: user([]) });
    expect(await checkAccess(client, DEPLOY_ROLES)).toBe('dashboard');
    expect(await checkAccess(client)).toBe('allow');
    expect(client.session.state.user?.id).toBe(7);
  });

  it('sends to the login when there is no saved session to come back to', async () => {
    const client = createClient({ environment: 'local', storage: memoryStorage() });
    expect(await checkAccess(client)).toBe('login');
  });

  it('forgets a saved token the server refuses (401) and sends to the login', async () => {
    const storage = memoryStorage({ apiToken: '7|revoked' });
    const client = createClient({
      environment: 'local',
      storage,
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ message: 'No autenticado.' }), { status: 401 }),
        ),
    });
    expect(await checkAccess(client)).toBe('login');
    expect(storage.entries.has('apiToken')).toBe(false);
  });
});
