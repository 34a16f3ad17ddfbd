import { createHash } from 'node:crypto';

/** A member of a server reached over HTTP: the bearer token and the realtime token. */
export type HttpSession = { token: string; wstoken: string; user: { id: number } };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function post(url: string, fields: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Signs a new member up on a server running in its own process (test/server-process.ts), as the
 * app does over the network: the code from the development outbox, then the account.
 * @example const ana = await signUpOverHttp(server.url, 'ana@example.com');
 */
export async function signUpOverHttp(baseUrl: string, email: string): Promise<HttpSession> {
  const api = `${baseUrl}/api`;
  const { key } = (await post(`${api}/auth/notificable/email`, { email })) as { key: string };
  const outbox = (await (
    await fetch(`${api}/_dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as Array<{ text: string }>;
  const code = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  const { emailId } = (await post(`${api}/auth/notificable/email/validate`, {
    key,
    code: Buffer.from(code).toString('base64'),
  })) as { emailId: string };
  const concepts = (await (await fetch(`${api}/concept`)).json()) as Array<{
    code: string;
    options: Array<{ id: number }>;
  }>;
  const countries = (await (await fetch(`${api}/country`)).json()) as Array<{
    states: Array<{ cities: Array<{ id: number }> }>;
  }>;
  return (await post(`${api}/auth/singup`, {
    firstname: 'Lucía',
    birthdate: '1995-04-12',
    gender: String(concepts.find((concept) => concept.code === 'gender')!.options[0]!.id),
    city: String(countries[0]!.states[0]!.cities[0]!.id),
    password: sha256('secreto123'),
    emailId,
    device_name: 'android',
  })) as HttpSession;
}
