import { execSync } from 'node:child_process';
import type { Activity, Message, Petition } from '@app/contract/activities';
import type { Concept, Country } from '@app/contract/reference';
import { afterAll, describe, expect, it } from 'vitest';
import { b64, sha256 } from '../test/accounts.js';
import { tempDir } from '../test/backends.js';
import { echoClient, pusherServer, within } from '../test/realtime-clients.js';
import { startServer, type ServerProcess } from '../test/server-process.js';

/**
 * Faults with real processes (npm run test:reliability): the server killed mid-chat, PostgreSQL
 * restarted under load, Redis cut between two nodes. After each: every acknowledged message is
 * stored exactly once, and clients recover what they missed by fetching `after`.
 */
const KEY = 'antojo-faults-key';
const PUSHER = {
  PUSHER_APP_ID: 'antojo-faults',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'f'.repeat(64),
};
const figures: string[] = [];
afterAll(() => console.warn(`faults:\n  ${figures.join('\n  ')}`));

type Session = { token: string; wstoken: string; user: { id: number } };

/** A tiny HTTP client of one server, following it across restarts. */
function clientOf(server: { url: string }) {
  const call = async (method: string, path: string, token?: string, body?: object) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  };
  async function signUp(email: string): Promise<Session> {
    const concepts = (await call('GET', '/api/concept')).body as Concept[];
    const countries = (await call('GET', '/api/country')).body as Country[];
    const { key } = (await call('POST', '/api/auth/notificable/email', undefined, { email }))
      .body as { key: string };
    const outbox = (await call('GET', `/api/_dev/outbox?to=${encodeURIComponent(email)}`))
      .body as Array<{ text: string }>;
    const code = /\b(\d{6})\b/.exec(outbox[0]!.text)![1]!;
    const { emailId } = (
      await call('POST', '/api/auth/notificable/email/validate', undefined, {
        key,
        code: b64(code),
      })
    ).body as { emailId: string };
    const signed = await call('POST', '/api/auth/singup', undefined, {
      firstname: 'Prueba',
      birthdate: '1990-01-01',
      gender: concepts.find((c) => c.code === 'gender')!.options[0]!.id,
      city: countries[0]!.states.flatMap((s) => s.cities).find((c) => c.name === 'Madrid')!.id,
      password: sha256('clave'),
      emailId,
      device_name: 'android',
    });
    return signed.body as Session;
  }
  async function chat(prefix: string) {
    const concepts = (await call('GET', '/api/concept')).body as Concept[];
    const option = (code: string, tag: string) =>
      concepts.find((c) => c.code === code)!.options.find((o) => o.tag === tag)!.id;
    const host = await signUp(`${prefix}-host@example.com`);
    const guest = await signUp(`${prefix}-guest@example.com`);
    const countries = (await call('GET', '/api/country')).body as Country[];
    const activity = (
      await call('POST', '/api/activity', host.token, {
        type: option('activity_types', 'activity_types-social'),
        city: countries[0]!.states.flatMap((s) => s.cities).find((c) => c.name === 'Madrid')!.id,
        location: { lat: 40.4, lon: -3.7 },
        description: 'Chat bajo fallos.',
        start_at: new Date(Date.now() + 86_400_000).toISOString(),
        duration: '01:00',
        participants: 2,
      })
    ).body as Activity;
    const petition = (
      await call('POST', '/api/petition', guest.token, {
        petition_type_option_id: option('petitions_types', 'petitions_types-match'),
        to_user_id: host.user.id,
        activity: activity.id,
      })
    ).body as Petition;
    await call('POST', `/api/petition/${petition.id}`, host.token, { acepted: 1 });
    return { host, guest, activity, matchId: petition.id };
  }
  /** Sends until acknowledged, retrying with the same client id through refusals and outages. */
  async function sendUntilAcknowledged(
    path: string,
    token: string,
    text: string,
    clientId: string,
    deadline = Date.now() + 120_000,
  ) {
    let last: unknown;
    for (;;) {
      try {
        const response = await call('POST', path, token, { message: text, client_id: clientId });
        last = response;
        if (response.status === 200) return response.body as Message;
        if (response.status < 500 && response.status !== 429)
          throw new Error(`refused ${response.status}`);
      } catch (error) {
        if ((error as Error).message.startsWith('refused')) throw error;
      }
      if (Date.now() > deadline)
        throw new Error(`${clientId} never acknowledged; last ${JSON.stringify(last)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** Two friends and their private conversation (decision 0026). */
  async function conversation(prefix: string) {
    const host = await signUp(`${prefix}-host@example.com`);
    const guest = await signUp(`${prefix}-guest@example.com`);
    await call('POST', `/api/user/${guest.user.id}/friend`, host.token, {});
    await call('POST', `/api/user/${host.user.id}/friend`, guest.token, {});
    const opened = await call('POST', `/api/user/${guest.user.id}/conversation`, host.token, {});
    expect(opened.status).toBe(200);
    return { host, guest, id: (opened.body as { id: number }).id };
  }
  return { call, signUp, chat, conversation, sendUntilAcknowledged };
}

/**
 * Where a chat is written and read: an activity's (spec) or a private conversation's (0026).
 * Both keep the same promise under a kill -9.
 */
type Chat = {
  guest: Session;
  host: Session;
  /** The guest's channel of new messages. */
  channel: string;
  send: string;
  /** Where the guest catches up, `after` the last message it saw. */
  catchUp: (after: number) => string;
  all: string;
};

async function killMidChat(kind: 'activity' | 'conversation') {
  const data = tempDir();
  let server: ServerProcess = await startServer({ ...PUSHER, DATA_DIR: data.dir });
  const target = { url: server.url };
  const api = clientOf(target);
  try {
    let chat: Chat;
    if (kind === 'activity') {
      const { host, guest, activity, matchId } = await api.chat('kill');
      chat = {
        host,
        guest,
        channel: `activity-message-new.${guest.wstoken}`,
        send: `/api/activity/${activity.id}/message`,
        catchUp: (after) => `/api/match/${matchId}/message?after=${after}&pageSize=100`,
        all: `/api/activity/${activity.id}/message?pageSize=100`,
      };
    } else {
      const { host, guest, id } = await api.conversation('kill-talk');
      chat = {
        host,
        guest,
        channel: `conversation-message-new.${guest.wstoken}`,
        send: `/api/conversation/${id}/message`,
        catchUp: (after) => `/api/conversation/${id}/message?after=${after}&pageSize=100`,
        all: `/api/conversation/${id}/message?pageSize=100`,
      };
    }
    // The guest's app listens live and remembers the last message it saw.
    let lastSeen = 0;
    const live = new Set<number>();
    const guestEcho = echoClient(server.port, KEY, chat.guest.token);
    const channel = guestEcho.echo.private(chat.channel);
    channel.listen('Message', (message: Message) => {
      live.add(message.id);
      lastSeen = Math.max(lastSeen, message.id);
    });
    await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');

    // The host sends 40 messages, 8 at a time; the process is killed (SIGKILL) mid-way.
    const acknowledged = new Map<string, Message>();
    const clientIds = Array.from({ length: 40 }, (_, i) => `${kind}-kill-${i}`);
    let killed = false;
    for (let batch = 0; batch < clientIds.length; batch += 8) {
      if (batch === 16) {
        server.child.kill('SIGKILL');
        killed = true;
      }
      await Promise.all(
        clientIds.slice(batch, batch + 8).map(async (clientId) => {
          try {
            const response = await api.call('POST', chat.send, chat.host.token, {
              message: clientId,
              client_id: clientId,
            });
            if (response.status === 200) acknowledged.set(clientId, response.body as Message);
          } catch {
            // The process is gone: this send was never acknowledged.
          }
        }),
      );
    }
    expect(killed).toBe(true);
    guestEcho.close();
    const acknowledgedBeforeKill = acknowledged.size;

    // Restart on the same data; retry every unacknowledged send with its client id.
    server = await startServer({ ...PUSHER, DATA_DIR: data.dir });
    target.url = server.url;
    for (const clientId of clientIds) {
      const message = await api.sendUntilAcknowledged(
        chat.send,
        chat.host.token,
        clientId,
        clientId,
      );
      const earlier = acknowledged.get(clientId);
      if (earlier) expect(message.id).toBe(earlier.id);
      acknowledged.set(clientId, message);
    }

    // The guest fetches what came after the last message it saw live.
    const caughtUp = (await api.call('GET', chat.catchUp(lastSeen), chat.guest.token)).body as {
      data: Message[];
    };
    const stored = (await api.call('GET', chat.all, chat.host.token)).body as {
      data: Message[];
      total: number;
    };
    const ids = new Set(stored.data.map((message) => message.id));
    expect(stored.total).toBe(clientIds.length);
    expect(new Set(stored.data.map((message) => message.client_id)).size).toBe(clientIds.length);
    // Numbered without a gap or a repeat, whatever the kill interrupted.
    expect(stored.data.map((message) => message.seq)).toEqual(clientIds.map((_, i) => i + 1));
    for (const message of acknowledged.values()) expect(ids.has(message.id)).toBe(true);
    const seen = new Set([...live, ...caughtUp.data.map((message) => message.id)]);
    expect(seen.size).toBe(clientIds.length);
    figures.push(
      `kill -9 mid-chat (${kind}): sent ${clientIds.length}, acknowledged before the kill ${acknowledgedBeforeKill}, stored ${stored.total} (no duplicates), seen live ${live.size} + fetched after ${caughtUp.data.length} = ${seen.size}`,
    );
  } finally {
    await server.stop('SIGKILL');
    data.remove();
  }
}

describe('the server killed between commit and broadcast', () => {
  it('loses no acknowledged message, and the client catches up with after', async () => {
    await killMidChat('activity');
  }, 240_000);

  it('keeps the same promise in a private conversation', async () => {
    await killMidChat('conversation');
  }, 240_000);
});

const pgCluster = (() => {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  try {
    return execSync('ls /etc/postgresql', { encoding: 'utf8' }).trim().split('\n')[0];
  } catch {
    return undefined;
  }
})();

describe.runIf(pgCluster)('PostgreSQL restarted under load', () => {
  it.each(['activity', 'conversation'] as const)(
    'stores every acknowledged message exactly once (%s)',
    async (kind) => {
      const base = new URL(process.env.TEST_DATABASE_URL!);
      const name = `faults_${Date.now()}`;
      execSync(`psql "${base.toString()}" -c "create database ${name}"`);
      base.pathname = `/${name}`;
      const data = tempDir();
      const server = await startServer({
        ...PUSHER,
        DATA_DIR: data.dir,
        DATABASE_URL: base.toString(),
      });
      const api = clientOf(server);
      try {
        let host: Session;
        let path: string;
        if (kind === 'activity') {
          const made = await api.chat(`pg-${kind}`);
          host = made.host;
          path = `/api/activity/${made.activity.id}/message`;
        } else {
          const made = await api.conversation(`pg-${kind}`);
          host = made.host;
          path = `/api/conversation/${made.id}/message`;
        }
        const clientIds = Array.from({ length: 60 }, (_, i) => `pg-${kind}-${i}`);
        let refusedDuringRestart = 0;
        const sending = Promise.all(
          Array.from({ length: 4 }, async (_, lane) => {
            const results: Message[] = [];
            for (const clientId of clientIds.filter((_, i) => i % 4 === lane)) {
              const first = await api
                .call('POST', path, host.token, { message: clientId, client_id: clientId })
                .catch(() => ({ status: 0, body: null }));
              if (first.status !== 200) refusedDuringRestart += 1;
              results.push(
                first.status === 200
                  ? (first.body as Message)
                  : await api.sendUntilAcknowledged(path, host.token, clientId, clientId),
              );
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
            return results;
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        execSync(`pg_ctlcluster --skip-systemctl-redirect ${pgCluster} main restart -m fast`);
        const acknowledged = (await sending).flat();
        const stored = (await api.call('GET', `${path}?pageSize=100`, host.token)).body as {
          total: number;
          data: Message[];
        };
        expect(stored.total).toBe(clientIds.length);
        expect(new Set(stored.data.map((message) => message.client_id)).size).toBe(
          clientIds.length,
        );
        const ids = new Set(stored.data.map((message) => message.id));
        for (const message of acknowledged) expect(ids.has(message.id)).toBe(true);
        figures.push(
          `PostgreSQL restart under load (${kind}): sent ${clientIds.length}, refused or failed while it restarted ${refusedDuringRestart} (retried), acknowledged ${acknowledged.length}, stored ${stored.total}, duplicates 0`,
        );
      } finally {
        await server.stop('SIGKILL');
        data.remove();
        execSync(
          `psql "${process.env.TEST_DATABASE_URL}" -c "drop database if exists ${name} with (force)"`,
        );
      }
    },
    240_000,
  );
});

describe.runIf(process.env.REDIS_URL && process.env.RELIABILITY_REDIS_RESTART)(
  'Redis cut between two nodes',
  () => {
    it('recovers delivery across nodes without duplicates', async () => {
      const data = tempDir();
      const shared = { ...PUSHER, REDIS_URL: process.env.REDIS_URL! };
      const nodeA = await startServer({ ...shared, DATA_DIR: `${data.dir}/a` });
      const nodeB = await startServer({ ...shared, DATA_DIR: `${data.dir}/b` });
      try {
        const api = clientOf(nodeA);
        const user = await api.signUp('redis@example.com');
        const echo = echoClient(nodeA.port, KEY, user.token);
        const received: unknown[] = [];
        const channel = echo.echo.private(`activity-message-read.${user.wstoken}`);
        channel.listen('Message', (data: unknown) => received.push(data));
        await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');
        const sdkB = pusherServer(nodeB.port, {
          id: PUSHER.PUSHER_APP_ID,
          key: KEY,
          secret: PUSHER.PUSHER_APP_SECRET,
        });
        await sdkB.trigger(
          `private-activity-message-read.${user.wstoken}`,
          'App\\Events\\Message',
          { ids: [1] },
        );
        await within(
          (async () => {
            while (received.length < 1) await new Promise((r) => setTimeout(r, 20));
          })(),
          5000,
          'before the cut',
        );

        execSync('redis-cli -u "$REDIS_URL" shutdown nosave || true', {
          env: process.env,
          shell: '/bin/bash',
        });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        execSync(
          `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log`,
        );
        // Once both nodes are back on Redis, a trigger on B reaches the client on A, once.
        await within(
          (async () => {
            for (let n = 2; received.length < 2; n++) {
              await sdkB
                .trigger(`private-activity-message-read.${user.wstoken}`, 'App\\Events\\Message', {
                  ids: [n],
                })
                .catch(() => undefined);
              await new Promise((resolve) => setTimeout(resolve, 500));
            }
          })(),
          30_000,
          'delivery after Redis returned',
        );
        const ids = received.map((event) => (event as { ids: number[] }).ids[0]);
        expect(new Set(ids).size).toBe(ids.length);
        figures.push(
          `Redis cut for 1 s between two nodes: delivered before ${1}, after recovery ${received.length - 1}, duplicates 0`,
        );
        echo.close();
      } finally {
        await nodeA.stop('SIGKILL');
        await nodeB.stop('SIGKILL');
        data.remove();
      }
    }, 120_000);
  },
);
