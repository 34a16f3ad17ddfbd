import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer, referenceIds, signInStaff, signUp, type Session } from './accounts.js';
import { testApp } from './app.js';
import type { Backend, TestDatabase } from './backends.js';

type Reference = Awaited<ReturnType<typeof referenceIds>>;

/** The staff account every suite's app starts with (ADMIN_EMAIL and ADMIN_PASSWORD). */
export const SUITE_STAFF = { email: 'personal@antojo.test', password: 'clave-del-personal' };

/**
 * Settings for a suite's app: a record, or a function its `beforeAll` calls, for settings known
 * only once an earlier `beforeAll` has run (a stand-in's URL).
 */
export type SuiteEnv = Record<string, string> | (() => Record<string, string>);

const settings = (env: SuiteEnv = {}) => (typeof env === 'function' ? env() : env);

/**
 * The whole app on a fresh test database for one `describe` block: opened before its tests,
 * closed after them. Read `suite.app` and `suite.database` inside the tests.
 */
export function appPerSuite(backend: Backend, env: SuiteEnv = {}) {
  const suite = {} as { app: FastifyInstance; database: TestDatabase };
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    suite.database = await backend.open();
    ({ app: suite.app, close } = await testApp(suite.database, settings(env)));
  });
  afterAll(async () => {
    await close();
    await suite.database?.dispose();
  });
  return suite;
}

export type ApiSuite = ReturnType<typeof apiSuite>;

/**
 * What an API test needs, for one `describe` block on one database (the data tests run each
 * block on both, `describe.each(backends)`): the app, its reference ids, a staff member, new
 * members by first name, and requests as a member sends them. Hooks rather than vitest's
 * `test.extend`: a file's fixtures are one per file, and its blocks need one app per database.
 * @example
 * describe.each(backends)('groups on $name', (backend) => {
 *   const api = apiSuite(backend, { emails: 'grupo' });
 *   it('…', async () => {
 *     const ana = await api.member('Ana');
 *     expect((await api.send(ana, 'GET', '/groups')).statusCode).toBe(200);
 *   });
 * });
 * @example
 * // Settings known only once a stand-in has started: `env` as a function, called in apiSuite's
 * // `beforeAll`, after the stand-in's (vitest runs a block's beforeAll hooks in the order they
 * // were registered). Its afterAll, registered first, runs once the app has closed (vitest's
 * // default `sequence.hooks: 'stack'` runs afterAll hooks in reverse; under 'list' it runs
 * // first, which is harmless: the app asks a stand-in nothing as it closes).
 * let geocoder: GeocoderStandIn;
 * beforeAll(async () => {
 *   geocoder = await startGeocoderStandIn();
 * });
 * afterAll(() => geocoder?.close());
 * const api = apiSuite(backend, { env: () => ({ GEOCODER_URL: geocoder.url }) });
 */
export function apiSuite(
  backend: Backend,
  options: {
    /** Settings over the tests' own (testApp); a function is called in the block's beforeAll. */
    env?: SuiteEnv;
    /** The local part members' e-mails start with, so a failure names its file. */
    emails?: string;
  } = {},
) {
  const suite = appPerSuite(backend, () => ({
    ADMIN_EMAIL: SUITE_STAFF.email,
    ADMIN_PASSWORD: SUITE_STAFF.password,
    ...settings(options.env),
  }));
  let reference: Reference | undefined;
  beforeAll(async () => {
    reference = await referenceIds(suite.app);
  });
  let accounts = 0;
  let staffSession: Promise<Session> | undefined;
  return {
    get app() {
      return suite.app;
    },
    get database() {
      return suite.database;
    },
    /** Concepts' options and cities by name, as the app serves them. */
    get ref(): Reference {
      if (!reference) throw new Error('apiSuite: ref is read inside a test or a hook');
      return reference;
    },
    /** A new member, signed up through the API as the mobile app does. */
    member(firstname = 'Lucía', account: { password?: string; birthdate?: string } = {}) {
      const email = `${options.emails ?? 'miembro'}-${++accounts}@example.com`;
      return signUp(suite.app, email, { firstname, ...account });
    },
    /** The staff account, signed in once for the block. */
    staff(): Promise<Session> {
      staffSession ??= signInStaff(suite.app, SUITE_STAFF.email, SUITE_STAFF.password);
      return staffSession;
    },
    /** A request under /api as `session` sends it (none: as a guest). */
    send(
      session: Session | null,
      method: NonNullable<InjectOptions['method']>,
      url: string,
      payload?: InjectOptions['payload'],
    ): Promise<LightMyRequestResponse> {
      return suite.app.inject({
        method,
        url: `/api${url}`,
        ...(session ? { headers: bearer(session) } : {}),
        ...(payload === undefined ? {} : { payload }),
      });
    },
  };
}
