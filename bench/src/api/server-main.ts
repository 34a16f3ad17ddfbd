import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '@app/server/app';
import { loadConfig } from '@app/server/config';
import { openPglite, openPostgres, type Database } from '@app/server/db/database';
import type { FastifyInstance } from 'fastify';
import { serveParent } from '../shared/child.js';
import { signUp, type Account } from './accounts.js';
import { startProfile, type ProfileShare } from './profile.js';
import { chatIds, growActivities, seedApiData } from './seed.js';
import { captureStatements, type Statement } from './sql-capture.js';

// The real API server in a process of its own (so PGlite, which runs queries on the main
// thread, never stalls the load generator): migrated, seeded, listening on loopback.
let app: FastifyInstance | undefined;
let database: Database | undefined;
let inFlight = 0;
let profiling: { stop(): Promise<ProfileShare[]> } | undefined;
let host: Account | undefined;
let seeded = 0;

const secondsSince = (started: number) => Math.round((performance.now() - started) / 100) / 10;

serveParent(
  {
    async ready(message) {
      const dataDir = String(message.dataDir);
      database =
        typeof message.databaseUrl === 'string'
          ? openPostgres(message.databaseUrl)
          : await openPglite(path.join(dataDir, 'pglite'));
      const config = loadConfig({
        NODE_ENV: 'test',
        // BENCH_LOG_LEVEL=warn shows the server's errors while a bench runs.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: '100000000',
        AUTH_REQUESTS_PER_HOUR: '100000',
        // Sign-ins come through X-Forwarded-For, one address each (see routes.ts).
        TRUST_PROXY: 'true',
        // All 50 connections' sign-ins wait for a hashing slot rather than some being shed
        // with 503: the bench measures how many hashes a second the server completes.
        HASH_QUEUE: '100',
      });
      app = await buildApp(config, { database });
      const started = performance.now();
      host = await signUp(app, 'anfitriona@bench.local', 'Ana');
      const viewer = await signUp(app, 'visitante@bench.local', 'Bea');
      seeded = Number(message.activities);
      await seedApiData(database, host, seeded);
      const seedSeconds = secondsSince(started);
      app.server.on('request', (_request, response) => {
        inFlight++;
        response.once('close', () => inFlight--);
      });
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      return { base, host, viewer, chats: await chatIds(database, host.userId), seedSeconds };
    },

    /** Grows the seed to `activities` (same distribution); answers the seconds it took. */
    async grow(message) {
      const to = Number(message.activities);
      if (!database || !host || to <= seeded) throw new Error(`cannot grow ${seeded} to ${to}`);
      const started = performance.now();
      await growActivities(database, host, seeded, to);
      seeded = to;
      return { seconds: secondsSince(started) };
    },

    /**
     * One request, sent in-process, with every statement it sent to PostgreSQL: what the
     * SQL ceiling replays (sql-replay.ts). The load before it has drained.
     */
    async capture(message) {
      if (!app) throw new Error('not ready');
      const server = app;
      let status = 0;
      const statements: Statement[] = await captureStatements(async () => {
        const response = await server.inject({
          method: message.method === 'POST' ? 'POST' : 'GET',
          url: String(message.path),
          headers: message.headers as Record<string, string>,
          ...(typeof message.body === 'string' && { payload: Buffer.from(message.body, 'base64') }),
        });
        status = response.statusCode;
      });
      // BENCH_SQL_DIR keeps each captured request's statements, to read what a route sends.
      const dir = process.env.BENCH_SQL_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        const file = `${String(message.path)
          .replace(/[^a-z0-9]+/gi, '-')
          .slice(0, 80)}.json`;
        writeFileSync(path.join(dir, file), JSON.stringify(statements, null, 1));
      }
      return { status, statements };
    },

    /** Answers once every request the load left behind is answered (60 s at most). */
    async drain() {
      const deadline = Date.now() + 60_000;
      while (inFlight > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { inFlight };
    },

    async profileStart() {
      profiling = await startProfile();
    },

    async profileStop() {
      const shares = await profiling?.stop();
      profiling = undefined;
      return shares ?? [];
    },
  },
  async () => {
    await app?.close();
    await database?.close();
  },
);
