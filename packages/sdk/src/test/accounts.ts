import type { Concept, Country } from '@app/contract/reference';
import { getConcepts, getCountries } from '../calls/reference.js';
import { signUp, type SessionResponse } from '../calls/sign-in.js';
import { requestVerification, validateVerification } from '../calls/verification.js';
import { createClient, type Client, type ClientOptions } from '../client.js';
import { findConcept } from '../reference/concepts.js';
import { memoryStorage } from '../storage/memory-storage.js';
import { recordingFetch } from './api-ledger.js';
import type { RealServer } from './real-server.js';

/**
 * A client of the local environment pointed at the test server. Its requests go into the
 * ledger (test/api-ledger.ts), which the SDK–API agreement check reads.
 */
export function clientFor(server: RealServer, options: Partial<ClientOptions> = {}): Client {
  return createClient({
    environment: 'local',
    local: { host: server.host },
    realtimeKey: 'sdk-test-key',
    storage: memoryStorage(),
    ...options,
    fetch: recordingFetch(options.fetch ?? ((url, init) => fetch(url, init))),
  });
}

const references = new Map<string, Promise<{ concepts: Concept[]; countries: Country[] }>>();

/** The ids a sign-up needs: a gender option and Madrid (read once per server). */
export async function signUpIds(client: Client) {
  const { host } = client.environment;
  if (!references.has(host)) {
    references.set(
      host,
      Promise.all([getConcepts(client), getCountries(client)]).then(([concepts, countries]) => ({
        concepts,
        countries,
      })),
    );
  }
  const { concepts, countries } = await references.get(host)!;
  const madrid = countries
    .flatMap((country) => country.states.flatMap((state) => state.cities))
    .find((city) => city.name === 'Madrid');
  if (!madrid) throw new Error('Madrid is missing from the places');
  const gender = findConcept({ concepts }, 'gender').options[0];
  if (!gender) throw new Error('no gender options');
  return { gender: gender.id, city: madrid.id };
}

/** Registers through the SDK as the app does: code by e-mail (read from the outbox), then sign-up. */
export async function registerThroughSdk(
  server: RealServer,
  client: Client,
  email: string,
  profile: { firstname?: string; password?: string } = {},
): Promise<SessionResponse> {
  const ids = await signUpIds(client);
  await requestVerification(client, { email });
  await validateVerification(client, await server.codeFor(email));
  return signUp(client, {
    firstname: profile.firstname ?? 'Lucía',
    birthdate: '1995-04-12',
    gender: ids.gender,
    city: ids.city,
    password: profile.password ?? 'secreto123',
  });
}
