import { setTimeout as sleep } from 'node:timers/promises';
import { startChild, type Child } from '../shared/child.js';
import { COLUMNS, startServers, type ColumnId, type ServerSet } from './servers.js';

export type Latency = { p50: number; p95: number; p99: number };

export type FanoutFigures = {
  clients: number;
  events: number;
  delivered: number;
  expectedDeliveries: number;
  /** Copies beyond the one each client was owed (none expected). */
  unexpected: number;
  latencyMs: Latency;
  toLastClientMs: Latency;
  deliveriesPerSecond: number;
};

export type CiFigures = {
  seconds: number;
  steady: number;
  churning: number;
  sent: number;
  publishErrors: number;
  churnConnects: number;
  churnFailures: number;
  /** The fewest and most subscribers present at a send. */
  subscribersAtSend: { min: number; max: number };
  /** Over each event, the subscribers present when it was sent. */
  expectedDeliveries: number;
  /** Owed deliveries that came (within 2 s of the last send). */
  delivered: number;
  /** Owed deliveries that never came. */
  missing: number;
  /** Deliveries to clients not owed them (joining or leaving at the send), not counted. */
  unexpected: number;
  latencyMs: Latency;
};

/** One fresh server process: its growth from before to after the idle connections. */
export type MemoryRun = {
  connections: number;
  rssDeltaBytes: number;
  /** The JavaScript heap's part (the rest: sockets' native buffers, the allocator's pages). */
  heapDeltaBytes: number;
  /** Memory outside the heap that V8 knows of (buffers): part of RSS, not of the heap. */
  externalDeltaBytes: number;
};

export type MemoryFigures = { runs: MemoryRun[] };

export type ColumnFigures = {
  column: ColumnId;
  label: string;
  fanout: Record<string, FanoutFigures>;
  ci?: CiFigures;
  memory?: MemoryFigures;
  error?: string;
};

export type RealtimeSettings = {
  fanoutSizes: number[];
  /** Events per fan-out size, one after the other. */
  fanoutEvents: Record<number, number>;
  ciSeconds: number;
  ciSteady: number;
  ciChurning: number;
  memoryConnections: number;
  /** Fresh server processes the memory is measured in, each from scratch. */
  memoryRuns: number;
};

type Connected = { connected: number; failed: number; firstError?: string; seconds: number };

async function connect(clients: Child, set: ServerSet, count: number): Promise<Connected> {
  const result = await clients.call<Connected>('connect', { targets: set.targets, count }, 180_000);
  if (result.failed > 0) {
    console.warn(`${result.failed} of ${count} clients failed to subscribe: ${result.firstError}`);
  }
  return result;
}

/** Fan-out at each size, then soketi's CI workload, on one set of servers. */
async function loads(column: ColumnId, settings: RealtimeSettings, redisUrl: string | undefined) {
  const set = await startServers(column, redisUrl);
  const clients = await startChild('realtime/clients-main.js');
  const fanout: Record<string, FanoutFigures> = {};
  try {
    let open = 0;
    for (const size of settings.fanoutSizes) {
      open += (await connect(clients, set, size - open)).connected - open;
      const events = settings.fanoutEvents[size] ?? 10;
      fanout[size] = await clients.call<FanoutFigures>(
        'fanout',
        { publish: set.publish, events },
        (events + 2) * 12_000,
      );
      console.log(
        `  fan-out to ${fanout[size].clients}: p50 ${fanout[size].latencyMs.p50} ms, p99 ${fanout[size].latencyMs.p99} ms, ${fanout[size].deliveriesPerSecond} deliveries/s`,
      );
      open = fanout[size].clients;
    }
    await clients.call('closeAll', {}, 30_000);
    await connect(clients, set, settings.ciSteady);
    const ci = await clients.call<CiFigures>(
      'ci',
      {
        targets: set.targets,
        publish: set.publish,
        seconds: settings.ciSeconds,
        churning: settings.ciChurning,
      },
      settings.ciSeconds * 1000 + 60_000,
    );
    console.log(
      `  CI workload: p95 ${ci.latencyMs.p95} ms; ${ci.delivered} of ${ci.expectedDeliveries} owed deliveries came (${ci.unexpected} to clients not owed them)`,
    );
    await clients.call('closeAll', {}, 30_000);
    return { fanout, ci };
  } finally {
    await clients.stop();
    await set.stop();
  }
}

type Usage = { rss: number; heapUsed: number; external: number };

/** A fresh server's memory, before and after `connections` idle subscribed clients. */
async function memoryRun(column: ColumnId, connections: number): Promise<MemoryRun> {
  const set = await startServers(column);
  const clients = await startChild('realtime/clients-main.js');
  const server = set.servers[0]!;
  try {
    // Warm up what the first connections allocate once (code, buffers, maps).
    await connect(clients, set, 100);
    await clients.call('closeAll', {}, 30_000);
    await sleep(500);
    const before = await server.call<Usage>('memory');
    const { connected } = await connect(clients, set, connections);
    await sleep(2000);
    const after = await server.call<Usage>('memory');
    await clients.call('closeAll', {}, 30_000);
    return {
      connections: connected,
      rssDeltaBytes: after.rss - before.rss,
      heapDeltaBytes: after.heapUsed - before.heapUsed,
      externalDeltaBytes: after.external - before.external,
    };
  } finally {
    await clients.stop();
    await set.stop();
  }
}

/**
 * Memory per idle connection over `runs` fresh server processes: one process's RSS moves in
 * steps (pages, the allocator's arenas), so a single figure could be a step either way.
 */
async function memory(column: ColumnId, settings: RealtimeSettings): Promise<MemoryFigures> {
  const runs: MemoryRun[] = [];
  for (let run = 0; run < settings.memoryRuns; run++) {
    runs.push(await memoryRun(column, settings.memoryConnections));
    const last = runs.at(-1)!;
    console.log(
      `  memory, run ${run + 1}: ${(last.rssDeltaBytes / last.connections / 1024).toFixed(1)} KiB RSS, ${(last.heapDeltaBytes / last.connections / 1024).toFixed(1)} KiB heap a connection`,
    );
  }
  return { runs };
}

/**
 * Every column in turn: our server, our server on two nodes through Redis (unless Redis does
 * not answer), Socket.IO and bare ws. Memory is measured in separate server processes.
 */
export async function benchRealtime(
  settings: RealtimeSettings,
  redis: { url: string } | { skipped: string },
): Promise<ColumnFigures[]> {
  const figures: ColumnFigures[] = [];
  for (const { id, label } of COLUMNS) {
    if (id === 'antojo-redis' && 'skipped' in redis) continue;
    console.log(`${label}`);
    const column: ColumnFigures = { column: id, label, fanout: {} };
    try {
      Object.assign(column, await loads(id, settings, 'url' in redis ? redis.url : undefined));
      // One node's memory is the same story with or without Redis.
      if (id !== 'antojo-redis') column.memory = await memory(id, settings);
    } catch (error) {
      column.error = String(error);
      console.warn(`  ${label} failed: ${column.error}`);
    }
    figures.push(column);
  }
  return figures;
}
