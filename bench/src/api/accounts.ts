import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** What the apps send as a password: SHA-256 hex of what the person typed. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type Account = { email: string; password: string; token: string; userId: number };

type Concept = { code: string; options: Array<{ id: number }> };
type Country = { states: Array<{ cities: Array<{ id: number; name: string }> }> };

async function call(app: FastifyInstance, url: string, payload?: Record<string, string>) {
  const response = await app.inject(
    payload
      ? { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } }
      : { url },
  );
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

/**
 * Signs a person up the way the mobile app does (verify the e-mail through the development
 * outbox, then sign up), so the account, its password hash and its token are the real ones.
 */
export async function signUp(
  app: FastifyInstance,
  email: string,
  firstname: string,
): Promise<Account> {
  const concepts = (await app.inject('/api/concept')).json<Concept[]>();
  const countries = (await app.inject('/api/country')).json<Country[]>();
  const gender = concepts.find((concept) => concept.code === 'gender')!.options[0]!.id;
  const madrid = countries[0]!.states
    .flatMap((state) => state.cities)
    .find((c) => c.name === 'Madrid')!.id;

  const { key } = (await call(app, '/api/auth/notificable/email', { email })) as { key: string };
  const outbox = (await app.inject(`/api/_dev/outbox?to=${encodeURIComponent(email)}`)).json<
    Array<{ text: string }>
  >();
  const code = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code for ${email}`);
  const { emailId } = (await call(app, '/api/auth/notificable/email/validate', {
    key,
    code: Buffer.from(code).toString('base64'),
  })) as { emailId: string };

  const password = sha256(`bench ${email}`);
  const session = (await call(app, '/api/auth/singup', {
    firstname,
    birthdate: '1992-05-14',
    gender: String(gender),
    city: String(madrid),
    password,
    emailId,
    device_name: 'android',
  })) as { token: string; user: { id: number } };
  return { email, password, token: session.token, userId: session.user.id };
}
