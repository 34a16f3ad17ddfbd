import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@app/server/app';
import { loadConfig } from '@app/server/config';
import Fastify from 'fastify';
import { load, type LoadResult } from './load.js';
import { printTable, writeResults } from './shared/results.js';

type Row = { route: string; bytes: number } & LoadResult & { ofCeiling: number };

/**
 * The reference-data routes against the ceiling of this machine: a bare Fastify route sending
 * a body of the same size and encoding, measured in the same run.
 */
export async function benchReference(seconds: number): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'antojo-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The load's connections all come from 127.0.0.1 (the cap is 100 by default).
    MAX_CONNECTIONS_PER_ADDRESS: '100000',
  });
  const app = await buildApp(config);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const routes: Array<{ path: string; headers: Record<string, string> }> = [
    { path: '/api/info', headers: {} },
    { path: '/api/concept', headers: { 'accept-encoding': 'br, gzip' } },
    { path: '/api/country', headers: { 'accept-encoding': 'br, gzip' } },
  ];
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      const sample = await fetch(base + route.path, { headers: route.headers });
      const body = Buffer.from(await sample.arrayBuffer());
      const encoding = sample.headers.get('content-encoding');
      // The wire bytes: fetch decodes, so re-measure what autocannon will receive.
      const wire = await app.inject({ url: route.path, headers: route.headers });

      const ceiling = Fastify();
      ceiling.get('/', (_request, reply) => {
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type('application/json').send(wire.rawPayload);
      });
      const ceilingBase = await ceiling.listen({ host: '127.0.0.1', port: 0 });
      const bare = await load(`${ceilingBase}/`, { seconds });
      await ceiling.close();

      const measured = await load(base + route.path, { seconds, headers: route.headers });
      rows.push({
        route: `GET ${route.path}${encoding ? ` (${encoding})` : ''}`,
        bytes: wire.rawPayload.length,
        ...measured,
        ofCeiling: measured.requestsPerSecond / Math.max(1, bare.requestsPerSecond),
      });
      rows.push({
        route: `  bare Fastify, ${body.length > wire.rawPayload.length ? 'same wire bytes' : 'same body'}`,
        bytes: wire.rawPayload.length,
        ...bare,
        ofCeiling: 1,
      });
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** The reference-data part: prints its table and writes results/reference.json. */
export async function referencePart(seconds: number): Promise<void> {
  const rows = await benchReference(seconds);
  printTable(
    'Reference data, 50 connections on loopback, PGlite',
    rows.map((row) => ({
      route: row.route,
      'bytes on the wire': row.bytes,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'of ceiling': `${Math.round(row.ofCeiling * 100)}%`,
      errors: row.errors,
    })),
  );
  writeResults('reference', { connections: 50, seconds, rows });
}
