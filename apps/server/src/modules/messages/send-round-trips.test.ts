import type { Activity, Message, Petition } from '@app/contract/activities';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// A message send is the API's busiest write. Its statements to PostgreSQL are counted here
// (every query a pooled client sends, BEGIN and COMMIT included), so a change that adds round
// trips to it fails instead of showing up later as a slower chat.

/**
 * What one send costs: the token, the user, the chat (its activity and its people, which the
 * event's recipients reuse), the number, the insert and the recipients' chat notices in one
 * statement, the recipients' unread notice counts for the bell (decision 0025), and the
 * recipients' channels.
 */
const SEND_QUERIES = 7;

/**
 * Off the request path: the push notifier's reads, and the delivery queue's own statements
 * (its workers polling, a push job stored after the commit; decision 0043). An earlier send's
 * may land here.
 */
const offPath = (text: string) => text.includes('"push_subscriptions"') || text.includes('pgboss.');

const postgres = backends.find((backend) => backend.name === 'postgres');

describe.runIf(postgres)('the round trips of a message send, on PostgreSQL', () => {
  const api = apiSuite(postgres!, { emails: 'envio' });
  let host: Session;
  let guest: Session;
  let activity: Activity;

  beforeAll(async () => {
    const option = api.ref.optionTagged;
    host = await api.member();
    guest = await api.member();
    const created = await api.send(host, 'POST', '/activity', {
      type: option('activity_types', 'activity_types-social'),
      city: api.ref.city('Madrid'),
      location: { lat: 40.41, lon: -3.7 },
      description: 'Charla y café',
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      duration: '01:00',
      participants: 3,
    });
    activity = created.json<Activity>();
    const petition = (
      await api.send(guest, 'POST', '/petition', {
        petition_type_option_id: option('petitions_types', 'petitions_types-match'),
        to_user_id: host.user.id,
        activity: activity.id,
      })
    ).json<Petition>();
    const accepted = await api.send(host, 'POST', `/petition/${petition.id}`, { acepted: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  /** The statements the pool's clients send while `run` runs. */
  async function counted<T>(run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
    const queries: string[] = [];
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const first = args[0] as string | { text: string };
      const text = typeof first === 'string' ? first : first.text;
      if (!offPath(text)) queries.push(text);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original);
    try {
      return { result: await run(), queries };
    } finally {
      spy.mockRestore();
    }
  }

  it(`stores a message in ${SEND_QUERIES} statements, and a retry in as few`, async () => {
    const send = (clientId: string) =>
      api.send(host, 'POST', `/activity/${activity.id}/message`, {
        message: 'Llego en diez minutos',
        client_id: clientId,
      });
    // Warm: the first request of a connection prepares its named statements.
    expect((await send('calentar')).statusCode).toBe(200);
    const first = await counted(() => send('uno'));
    expect(first.result.statusCode).toBe(200);
    expect(first.queries, first.queries.join('\n')).toHaveLength(SEND_QUERIES);
    const retry = await counted(() => send('uno'));
    expect(retry.result.json<Message>().id).toBe(first.result.json<Message>().id);
    expect(retry.queries.length).toBeLessThanOrEqual(SEND_QUERIES + 1);
  });
});
