import { createHash } from 'node:crypto';
import { toE164 } from '@app/contract/auth';
import type { Concept, Country } from '@app/contract/reference';
import type { OwnUser } from '@app/contract/users';
import type { FastifyInstance } from 'fastify';

/** What the apps send as a password: SHA-256 hex of what the person typed. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const b64 = (text: string) => Buffer.from(text).toString('base64');

export type Session = { token: string; wstoken: string; user: OwnUser };

/** Posts a url-encoded form, as a simple client would. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  token?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The code in the newest outbox message to `to`, read as a local user would. */
export async function codeFromOutbox(app: FastifyInstance, to: string): Promise<string> {
  const messages = (await app.inject(`/api/_dev/outbox?to=${encodeURIComponent(to)}`)).json<
    Array<{ text: string }>
  >();
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

/** Reference ids a sign-up needs: a gender option and a city. */
export async function referenceIds(app: FastifyInstance) {
  const concepts = (await app.inject('/api/concept')).json<Concept[]>();
  const countries = (await app.inject('/api/country')).json<Country[]>();
  const option = (code: string, index = 0) =>
    concepts.find((concept) => concept.code === code)!.options[index]!.id;
  const city = (name: string) =>
    countries[0]!.states.flatMap((state) => state.cities).find((c) => c.name === name)!.id;
  /** An option's id by its concept's code and its tag. */
  const optionTagged = (code: string, tag: string) =>
    concepts.find((concept) => concept.code === code)!.options.find((o) => o.tag === tag)!.id;
  return { concepts, option, city, optionTagged };
}

/** The staff account a test app started with (its ADMIN_EMAIL and ADMIN_PASSWORD), signed in. */
export async function signInStaff(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Session> {
  const response = await postForm(app, '/api/auth/singin', {
    email_or_phone: email,
    password: sha256(password),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<Session>();
}

/** The bearer header of a session's token. */
export const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** Verifies a contact through the outbox and returns the proof (`emailId` or `phoneId`). */
export async function verifyContact(
  app: FastifyInstance,
  kind: 'email' | 'phone',
  contact: string,
) {
  const requested = await postForm(app, `/api/auth/notificable/${kind}`, { [kind]: contact });
  if (requested.statusCode !== 200) throw new Error(requested.body);
  const { key } = requested.json<{ key: string }>();
  const code = await codeFromOutbox(
    app,
    kind === 'phone' ? toE164(contact) : contact.toLowerCase(),
  );
  const validated = await postForm(app, `/api/auth/notificable/${kind}/validate`, {
    key,
    code: b64(code),
  });
  if (validated.statusCode !== 200) throw new Error(validated.body);
  return validated.json<{ emailId?: string; phoneId?: string }>()[`${kind}Id`]!;
}

/** Walks the whole sign-up as the mobile app does and returns the session. */
export async function signUp(
  app: FastifyInstance,
  email: string,
  options: { password?: string; firstname?: string; birthdate?: string } = {},
): Promise<Session> {
  const { option, city } = await referenceIds(app);
  const emailId = await verifyContact(app, 'email', email);
  const response = await postForm(app, '/api/auth/singup', {
    firstname: options.firstname ?? 'Lucía',
    birthdate: options.birthdate ?? '1995-04-12',
    gender: String(option('gender')),
    city: String(city('Madrid')),
    password: sha256(options.password ?? 'secreto123'),
    emailId,
    device_name: 'android',
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<Session>();
}

/** `a` asks `b` to be friends and `b` accepts by asking back: friends, through the API. */
export async function befriend(app: FastifyInstance, a: Session, b: Session): Promise<void> {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const response = await postForm(app, `/api/user/${to.user.id}/friend`, {}, from.token);
    if (response.statusCode !== 200) throw new Error(response.body);
  }
}
