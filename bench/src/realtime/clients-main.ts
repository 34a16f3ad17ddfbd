import { setTimeout as sleep } from 'node:timers/promises';
import { serveParent } from '../shared/child.js';
import { summarize } from '../shared/stats.js';
import { DeliveryLedger, payload, stampOf } from './deliveries.js';
import { openClient, type ClientTarget, type LoadClient } from './protocol-clients.js';
import { publish, type PublishTarget } from './trigger.js';

// The load clients in a process of their own, apart from the server they load. They also
// publish, so a delivery's latency is measured on one clock: receive time minus send time.

const CHANNEL = 'bench';
/** The clients that stay (fan-out, and the CI workload's steady ones), by id. */
let clients = new Map<number, LoadClient>();
/** The ids of the clients subscribed now and not leaving: who each event sent now is owed to. */
const present = new Set<number>();
let nextId = 1;
let onDelivery: ((client: number, event: number, latencyMs: number) => void) | undefined;

/** A client with an id of its own, whose deliveries go to `onDelivery`. */
function open(target: ClientTarget): Promise<{ id: number; client: LoadClient }> {
  const id = nextId++;
  return openClient(target, CHANNEL, (text) => {
    const stamp = stampOf(text);
    if (stamp) onDelivery?.(id, stamp.n, performance.now() - stamp.sentAt);
  }).then((client) => ({ id, client }));
}

/** Opens `count` clients over the targets in turn, `concurrency` handshakes at a time. */
async function connect(message: Record<string, unknown>) {
  const targets = message.targets as ClientTarget[];
  const count = Number(message.count);
  const concurrency = Number(message.concurrency ?? 100);
  const started = performance.now();
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const target = targets[next++ % targets.length]!;
        try {
          const { id, client } = await open(target);
          clients.set(id, client);
          present.add(id);
        } catch (error) {
          failed += 1;
          firstError ??= String(error);
        }
      }
    }),
  );
  return {
    connected: clients.size,
    failed,
    firstError,
    seconds: Math.round(performance.now() - started) / 1000,
  };
}

/**
 * `events` events one after the other, each awaited at every client (or `timeoutMs`), after
 * `warmup` events that are not counted (the first ones pay for the JIT and lazy buffers).
 */
async function fanout(message: Record<string, unknown>) {
  const target = message.publish as PublishTarget;
  const events = Number(message.events);
  const warmup = Number(message.warmup ?? 2);
  const timeoutMs = Number(message.timeoutMs ?? 10_000);
  const counted = new DeliveryLedger();
  const durations: number[] = [];
  for (let n = 0; n < warmup + events; n++) {
    const ledger = n >= warmup ? counted : new DeliveryLedger();
    let last = 0;
    let timer: NodeJS.Timeout | undefined;
    const complete = new Promise<void>((resolve) => {
      onDelivery = (client, event, latency) => {
        if (event !== n || !ledger.receive(event, client, latency)) return;
        last = performance.now();
        if (ledger.outstanding(n) === 0) resolve();
      };
      timer = setTimeout(resolve, timeoutMs);
    });
    ledger.expect(n, present);
    const sentAt = performance.now();
    await publish(target, { name: 'bench', channel: CHANNEL, data: payload(n, sentAt) });
    await complete;
    clearTimeout(timer);
    onDelivery = undefined;
    if (ledger === counted) durations.push((last > 0 ? last : performance.now()) - sentAt);
    await sleep(Number(message.gapMs ?? 100));
  }
  const busyMs = durations.reduce((sum, value) => sum + value, 0);
  return {
    clients: present.size,
    events,
    delivered: counted.delivered,
    expectedDeliveries: counted.expected,
    unexpected: counted.unexpected,
    latencyMs: summarize(counted.latencies),
    toLastClientMs: summarize(durations),
    deliveriesPerSecond: Math.round(counted.delivered / (busyMs / 1000)),
  };
}

/** A leaving client stops being owed events this long before it closes (see `ci`). */
const LEAVE_GRACE_MS = 500;

/**
 * soketi's CI workload: the clients already open stay; `churning` more each connect, stay
 * `stayMs` and leave, over and over; meanwhile 1, 2, ... 10, 1, 2 ... messages a second are
 * published (the rate steps each second) for `seconds`. Each event is owed to the clients
 * subscribed at its send, and to no other: a churner counts from its subscription's answer,
 * and stops counting `LEAVE_GRACE_MS` before it closes, so an event already on its way is
 * not lost to the close (ws still hands over frames that arrive while closing, but the server
 * may have dropped the socket first). Deliveries to clients not owed them are only counted.
 */
async function ci(message: Record<string, unknown>) {
  const targets = message.targets as ClientTarget[];
  const target = message.publish as PublishTarget;
  const seconds = Number(message.seconds);
  const churning = Number(message.churning);
  const stayMs = Number(message.stayMs ?? 5000);
  const started = performance.now();
  const end = started + seconds * 1000;
  const ledger = new DeliveryLedger();
  let churnConnects = 0;
  let churnFailures = 0;
  const presentAtSends: number[] = [];
  onDelivery = (client, event, latency) => void ledger.receive(event, client, latency);

  const churners = Array.from({ length: churning }, async (_, index) => {
    await sleep((index * stayMs) / churning);
    while (performance.now() < end) {
      let opened: { id: number; client: LoadClient } | undefined;
      try {
        opened = await open(targets[index % targets.length]!);
        churnConnects += 1;
        present.add(opened.id);
        await sleep(Math.max(0, Math.min(stayMs, end - performance.now())));
      } catch {
        churnFailures += 1;
        await sleep(100);
      } finally {
        if (opened) {
          present.delete(opened.id);
          await sleep(LEAVE_GRACE_MS);
          opened.client.close();
          await Promise.race([opened.client.closed, sleep(2000)]);
        }
      }
    }
  });

  let events = 0;
  let sent = 0;
  let publishErrors = 0;
  const sender = (async () => {
    for (let second = 0; second < seconds; second++) {
      const rate = 1 + (second % 10);
      for (let k = 0; k < rate; k++) {
        const at = started + second * 1000 + (k * 1000) / rate;
        await sleep(Math.max(0, at - performance.now()));
        const n = events++;
        ledger.expect(n, present);
        presentAtSends.push(present.size);
        const sentAt = performance.now();
        try {
          await publish(target, { name: 'bench', channel: CHANNEL, data: payload(n, sentAt) });
          sent += 1;
        } catch {
          ledger.cancel(n);
          publishErrors += 1;
        }
      }
    }
  })();

  await sender;
  // What is still on its way gets two seconds to arrive; the churners end by themselves.
  const deadline = performance.now() + 2000;
  while (ledger.outstanding() > 0 && performance.now() < deadline) await sleep(20);
  const lateMissing = ledger.outstanding();
  await Promise.all(churners);
  onDelivery = undefined;
  presentAtSends.sort((a, b) => a - b);
  return {
    seconds,
    steady: clients.size,
    churning,
    sent,
    publishErrors,
    churnConnects,
    churnFailures,
    subscribersAtSend: {
      min: presentAtSends[0] ?? 0,
      max: presentAtSends.at(-1) ?? 0,
    },
    expectedDeliveries: ledger.expected,
    delivered: ledger.delivered,
    missing: lateMissing,
    unexpected: ledger.unexpected,
    latencyMs: summarize(ledger.latencies),
  };
}

async function closeAll() {
  const closing = [...clients.values()];
  clients = new Map();
  present.clear();
  for (const client of closing) client.close();
  await Promise.race([Promise.all(closing.map((client) => client.closed)), sleep(10_000)]);
  return { closed: closing.length };
}

serveParent({ ready: () => ({}), connect, fanout, ci, closeAll }, async () => {
  await closeAll();
});
