import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { planReference, hostPlanAt } from '../tests/support/plans.js';
import { openSignedIn, signUpMember, type ApiSession } from '../tests/support/staff.js';

// A new release reaches every node while members use the product (docs/deploy.md): each node in
// turn leaves nginx's rotation, stops, starts and comes back. Clients on Node's fetch keep
// writing and reading through nginx the whole time: no request may fail, every message
// answered 200 is stored once, and a member's open chat (its socket cut when its node stops)
// reconnects and hears what is written after.

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster({
    port: Number(process.env.CLUSTER_RESTART_PORT ?? 8767),
    env: { AUTH_REQUESTS_PER_HOUR: '500', RATE_LIMIT_PER_MINUTE: '100000' },
  });
});
test.afterAll(async () => {
  await cluster?.stop();
});

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

test('a rolling restart of every node drops no request and loses no message', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({ baseURL: cluster.url });
  const stamp = Date.now();
  const [host, guest] = await Promise.all([
    signUpMember(api, { email: `rolling-host-${stamp}@antojo.test`, firstname: 'Elena' }),
    signUpMember(api, { email: `rolling-guest-${stamp}@antojo.test`, firstname: 'Pablo' }),
  ]);
  const ref = await planReference(api);
  const plan = await hostPlanAt(api, ref, host, {
    description: `Ruta en bici ${stamp}`,
    startsIn: 120,
    city: ref.city('Madrid'),
  });
  const asked = await api.post('/api/petition', {
    headers: auth(guest),
    multipart: {
      petition_type_option_id: String(ref.option('petitions_types', 'match')),
      to_user_id: String(host.user.id),
      activity: String(plan.id),
    },
  });
  const petition = (await asked.json()) as { id: number };
  expect(
    (
      await api.post(`/api/petition/${petition.id}`, {
        headers: auth(host),
        multipart: { acepted: '1' },
      })
    ).status(),
  ).toBe(200);

  // The host has the chat open in a browser (on whichever node nginx picks).
  const context = await browser.newContext({ baseURL: cluster.url });
  const page = await context.newPage();
  await openSignedIn(page, host.token, `/web/app/chats/${plan.id}`);
  await expect(page.getByText('Aún no hay mensajes', { exact: true })).toBeVisible();

  // Eight clients write and read through nginx until the restart is over. Like a browser or a
  // phone's HTTP stack, a client sends a request again when the connection it reused is closed
  // before any answer (nginx's old workers close idle keep-alive connections when it reloads);
  // a message keeps its client_id, so sending it again stores nothing twice. Any answer other
  // than 200 (a 502 from nginx, a 503 from a closing node) is a failure, and so is any other
  // error.
  const base = cluster.url;
  const failures: string[] = [];
  let sent = 0;
  let reads = 0;
  let resent = 0;
  let running = true;
  const once = async (write: boolean, clientId: string) => {
    const response = write
      ? await fetch(`${base}/api/match/${petition.id}/message`, {
          method: 'POST',
          headers: { ...auth(guest), 'content-type': 'application/json' },
          body: JSON.stringify({ message: `m-${clientId}`, client_id: clientId }),
        })
      : await fetch(`${base}/api/match/${petition.id}/message?page=1`, { headers: auth(host) });
    if (response.status !== 200) {
      failures.push(`${write ? 'POST' : 'GET'} ${response.status} ${await response.text()}`);
      return;
    }
    await response.arrayBuffer();
    if (write) sent += 1;
    else reads += 1;
  };
  // A connection closed under a request before any answer: what a reload does to the idle
  // keep-alive connections nginx's old workers held.
  const closedUnder = (error: Error) =>
    ['UND_ERR_SOCKET', 'ECONNRESET'].includes((error.cause as { code?: string })?.code ?? '');
  const client = async (index: number) => {
    while (running) {
      const write = index % 2 === 0;
      const clientId = randomUUID();
      // Node's fetch takes the next pooled connection, which may be closed too: a browser would
      // open a new one. At most one per connection the pool can hold.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await once(write, clientId);
          break;
        } catch (error) {
          if (closedUnder(error as Error) && attempt < 8) {
            resent += 1;
            continue;
          }
          failures.push(`${write ? 'POST' : 'GET'} ${String((error as Error).cause ?? error)}`);
          break;
        }
      }
    }
  };
  const clients = Array.from({ length: 8 }, (_, index) => client(index));
  const steps: string[] = [];
  await cluster.rollingRestart((line) => steps.push(line));
  running = false;
  await Promise.all(clients);

  expect(steps).toEqual(
    cluster.nodes.flatMap((node) => [`node ${node.name}: drained`, `node ${node.name}: restarted`]),
  );
  expect(failures).toEqual([]);
  // The run's figures, in the report (and in the closing note of the issue).
  test.info().annotations.push({
    type: 'figures',
    description: `${sent} messages and ${reads} reads answered, ${resent} sent again`,
  });
  expect(sent).toBeGreaterThan(20);
  expect(reads).toBeGreaterThan(20);
  // Every message answered 200 is stored, once.
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  const { rows } = await database.query<{ count: string }>(
    'SELECT count(*) FROM messages WHERE activity_id = $1',
    [plan.id],
  );
  await database.end();
  expect(Number(rows[0]!.count)).toBe(sent);

  // The host's socket was cut when its node stopped; it is back, and live.
  const after = `Después del reinicio ${stamp}`;
  await expect(async () => {
    const response = await fetch(`${base}/api/match/${petition.id}/message`, {
      method: 'POST',
      headers: { ...auth(guest), 'content-type': 'application/json' },
      body: JSON.stringify({ message: after }),
    });
    expect(response.status).toBe(200);
  }).toPass();
  await expect(
    page.getByRole('list', { name: 'Mensajes' }).getByText(after, { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await context.close();
  await api.dispose();
});
