import { setTimeout as sleep } from 'node:timers/promises';
import { serveParent } from '../shared/child.js';
import { summarize } from '../shared/stats.js';
import { payload, stampOf } from './deliveries.js';
import { openClient, type ClientTarget, type LoadClient } from './protocol-clients.js';
import { publish, type PublishTarget } from './trigger.js';

// The load clients in a process of their own, apart from the server they load. They also
// publish, so a delivery's latency is measured on one clock: receive time minus send time.

const CHANNEL = 'bench';
let clients: LoadClient[] = [];
let onDelivery: ((n: number, latencyMs: number) => void) | undefined;

function onFrame(text: string): void {
  const stamp = stampOf(text);
  if (stamp) onDelivery?.(stamp.n, performance.now() - stamp.sentAt);
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
          clients.push(await openClient(target, CHANNEL, onFrame));
        } catch (error) {
          failed += 1;
          firstError ??= String(error);
        }
      }
    }),
  );
  return {
    connected: clients.length,
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
  const expected = clients.length;
  const latencies: number[] = [];
  const durations: number[] = [];
  let delivered = 0;
  for (let n = 0; n < warmup + events; n++) {
    const counted = n >= warmup;
    let got = 0;
    let last = 0;
    let timer: NodeJS.Timeout | undefined;
    const complete = new Promise<void>((resolve) => {
      onDelivery = (event, latency) => {
        if (event !== n) return;
        if (counted) latencies.push(latency);
        got += 1;
        last = performance.now();
        if (got === expected) resolve();
      };
      timer = setTimeout(resolve, timeoutMs);
    });
    const sentAt = performance.now();
    await publish(target, { name: 'bench', channel: CHANNEL, data: payload(n, sentAt) });
    await complete;
    clearTimeout(timer);
    onDelivery = undefined;
    if (counted) {
      delivered += got;
      durations.push((got > 0 ? last : performance.now()) - sentAt);
    }
    await sleep(Number(message.gapMs ?? 100));
  }
  const busyMs = durations.reduce((sum, value) => sum + value, 0);
  return {
    clients: expected,
    events,
    delivered,
    expectedDeliveries: expected * events,
    latencyMs: summarize(latencies),
    toLastClientMs: summarize(durations),
    deliveriesPerSecond: Math.round(delivered / (busyMs / 1000)),
  };
}

/**
 * soketi's CI workload: the clients already open stay; `churning` more each connect, stay
 * `stayMs` and leave, over and over; meanwhile 1, 2, ... 10, 1, 2 ... messages a second are
 * published (the rate steps each second) for `seconds`.
 */
async function ci(message: Record<string, unknown>) {
  const targets = message.targets as ClientTarget[];
  const target = message.publish as PublishTarget;
  const seconds = Number(message.seconds);
  const churning = Number(message.churning);
  const stayMs = Number(message.stayMs ?? 5000);
  const started = performance.now();
  const end = started + seconds * 1000;
  const latencies: number[] = [];
  let subscribed = clients.length;
  let expected = 0;
  let churnConnects = 0;
  let churnFailures = 0;
  onDelivery = (_n, latency) => latencies.push(latency);

  const churners = Array.from({ length: churning }, async (_, index) => {
    await sleep((index * stayMs) / churning);
    while (performance.now() < end) {
      let client: LoadClient | undefined;
      try {
        client = await openClient(targets[index % targets.length]!, CHANNEL, onFrame);
        churnConnects += 1;
        subscribed += 1;
        await sleep(Math.max(0, Math.min(stayMs, end - performance.now())));
      } catch {
        churnFailures += 1;
        await sleep(100);
      } finally {
        if (client) {
          subscribed -= 1;
          client.close();
          await Promise.race([client.closed, sleep(2000)]);
        }
      }
    }
  });

  let sent = 0;
  let publishErrors = 0;
  const sender = (async () => {
    for (let second = 0; second < seconds; second++) {
      const rate = 1 + (second % 10);
      for (let k = 0; k < rate; k++) {
        const at = started + second * 1000 + (k * 1000) / rate;
        await sleep(Math.max(0, at - performance.now()));
        expected += subscribed;
        const sentAt = performance.now();
        try {
          await publish(target, { name: 'bench', channel: CHANNEL, data: payload(sent, sentAt) });
          sent += 1;
        } catch {
          publishErrors += 1;
        }
      }
    }
  })();

  await Promise.all([sender, ...churners]);
  await sleep(500);
  onDelivery = undefined;
  return {
    seconds,
    steady: clients.length,
    churning,
    sent,
    publishErrors,
    churnConnects,
    churnFailures,
    delivered: latencies.length,
    expectedDeliveries: expected,
    latencyMs: summarize(latencies),
    deliveriesPerSecond: Math.round(latencies.length / seconds),
  };
}

async function closeAll() {
  const closing = clients;
  clients = [];
  for (const client of closing) client.close();
  await Promise.race([Promise.all(closing.map((client) => client.closed)), sleep(10_000)]);
  return { closed: closing.length };
}

serveParent({ ready: () => ({}), connect, fanout, ci, closeAll }, async () => {
  await closeAll();
});
