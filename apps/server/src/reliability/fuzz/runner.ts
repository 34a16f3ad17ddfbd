import type { FastifyInstance } from 'fastify';
import { bearer, postForm, sha256, signUp, type Session } from '../../test/accounts.js';
import { offSchema } from './answers.js';
import { encodeBody, formText, percentEncode, queryString, queryText } from './encode.js';
import { kindOfRoute, resolveIds } from './id-pool.js';
import type { Plan } from './requests.js';
import type { Operation } from './routes.js';
import type { Tally } from './tally.js';
import type { World } from './world.js';

/** Operations that end the session that sends them: a spare member sends them, about itself. */
const ENDING = new Set(['POST /api/auth/logout', 'DELETE /api/user/{id}']);
const PASSWORD = 'secreto123';

/**
 * Sends the generated requests to the app one after another, as the world's people, and
 * tallies each answer: reached its handler or not, valid by the contract or not, documented
 * or not. Ids are drawn from the world's pool when a request goes, and the ids of what it
 * creates join the pool.
 */
export function createRunner(
  app: FastifyInstance,
  world: World,
  operations: Operation[],
  reached: Map<string, number>,
  tally: Tally,
) {
  let spare: Session | undefined;
  let spares = 0;
  const emails = new Map<Session, string>([
    [world.sessions.member, 'fuzz-member@example.com'],
    [world.sessions.other, 'fuzz-other@example.com'],
    [world.sessions.friend, 'fuzz-friend@example.com'],
  ]);

  /** Who sends a request: their session, if any. */
  const senderOf = async (
    plan: Plan,
    operation: Operation,
  ): Promise<Session | 'forged' | undefined> => {
    if (plan.who === 'guest') return undefined;
    if (plan.who === 'garbage') return 'forged';
    if (ENDING.has(operation.key)) {
      spare ??= await signUp(app, `fuzz-spare-${spares++}@example.com`, { password: PASSWORD });
      return spare;
    }
    return world.sessions[plan.who];
  };

  /**
   * A world member whose session the run ended (a suspension, a password changed, an account
   * deleted by staff) is set up again, so the rest of the run is still signed in.
   */
  async function heal(): Promise<void> {
    await renewSessions();
    await world.restock();
  }

  async function renewSessions(): Promise<void> {
    for (const role of ['member', 'other', 'friend'] as const) {
      const session = world.sessions[role];
      const seen = await app.inject({
        url: `/api/user/${session.user.id}`,
        headers: bearer(session),
      });
      if (seen.statusCode === 200) continue;
      await app.inject({
        method: 'POST',
        url: `/api/admin/users/${session.user.id}/unsuspend`,
        headers: bearer(world.sessions.staff),
        payload: {},
      });
      let email = emails.get(session)!;
      const signedIn = await postForm(app, '/api/auth/singin', {
        email_or_phone: email,
        password: sha256(PASSWORD),
      });
      let renewed: Session;
      if (signedIn.statusCode === 200) renewed = signedIn.json<Session>();
      else {
        // Deleted by staff: someone new takes the place.
        email = email.replace('@', `-${Date.now()}@`);
        renewed = await signUp(app, email, { password: PASSWORD });
      }
      emails.set(renewed, email);
      world.sessions[role] = renewed;
      world.pool.add('user', renewed.user.id, renewed.user.id);
    }
  }

  const validBy = (
    schema: { safeParse(value: unknown): { success: boolean } } | undefined,
    value: unknown,
  ) => (schema ? schema.safeParse(value).success : true);

  return {
    heal,
    async send(plan: Plan, index: number): Promise<void> {
      const operation = operations[plan.operation]!;
      const sender = await senderOf(plan, operation);
      const session = typeof sender === 'object' ? sender : undefined;
      const token = sender === 'forged' ? `1|${'A'.repeat(40)}` : session?.token;
      const senderId = session?.user.id;
      const params = resolveIds(plan.params, world.pool, senderId) as Record<string, unknown>;
      if (ENDING.has(operation.key) && spare && 'id' in params && plan.mode !== 'invalid')
        params.id = spare.user.id;
      const query = resolveIds(plan.query, world.pool, senderId) as Record<string, unknown>;
      const body = resolveIds(plan.body, world.pool, senderId);
      const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        percentEncode(formText(params[name])),
      );
      const url = path + queryString(query);
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let payload: string | Buffer | undefined;
      if (plan.encoding) {
        const encoded = await encodeBody(body, plan.encoding, world.png);
        payload = encoded.payload;
        headers['content-type'] = encoded.contentType;
      }
      const before = reached.get(operation.key) ?? 0;
      const response = await app.inject({
        method: operation.method as 'GET',
        url,
        headers,
        payload,
      });
      const ranHandler = (reached.get(operation.key) ?? 0) > before;
      // Valid as the server receives it: a path, a query and a form carry only text.
      const asText = (value: unknown, text: (item: unknown) => string) =>
        value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, text(item)]))
          : value;
      const valid =
        validBy(operation.zod.params, asText(params, formText)) &&
        validBy(operation.zod.querystring, asText(query, queryText)) &&
        validBy(operation.zod.body, plan.encoding === 'json' ? body : asText(body, formText));
      tally.count(operation.key, { status: response.statusCode, reached: ranHandler, valid });

      const described = () =>
        `#${index} ${operation.method} ${url.slice(0, 300)} as ${plan.who} (${plan.mode}, ${plan.encoding ?? 'no body'}) ${payload ? String(payload).slice(0, 300) : ''}`;
      if (response.statusCode >= 500)
        tally.serverErrors.push({
          index,
          operation: operation.key,
          request: described(),
          answer: `${response.statusCode}: ${response.body.slice(0, 300)}`,
        });
      if (process.env.FUZZ_DEBUG && plan.mode !== 'invalid' && response.statusCode === 422)
        console.warn(`${described()}\n  → ${response.body.slice(0, 300)}`);
      const off = offSchema(operation, response);
      if (off)
        tally.offSchema.push({
          index,
          operation: operation.key,
          request: described(),
          answer: `${off}: ${response.body.slice(0, 200)}`,
        });

      if (response.statusCode === 200) {
        if (ENDING.has(operation.key) && token === spare?.token) spare = undefined;
        const kind = kindOfRoute(operation.path);
        const answer = response.headers['content-type']?.toString().startsWith('application/json')
          ? response.json<{ id?: unknown; data?: Array<{ id?: unknown }> }>()
          : undefined;
        if (kind && answer) {
          world.pool.add(kind, answer.id, senderId);
          if (Array.isArray(answer.data))
            for (const item of answer.data.slice(0, 5)) world.pool.add(kind, item?.id, senderId);
        }
      }
    },
  };
}
