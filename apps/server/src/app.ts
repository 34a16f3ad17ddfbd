import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import { setSpanishMessages } from '@app/contract/locale';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RealtimeServer } from '@app/realtime/server';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { registerApiRateLimit } from './lib/api-rate-limit.js';
import { registerBodyParsers } from './lib/body-parsers.js';
import { registerBodyTimeout } from './lib/body-timeout.js';
import { registerJsonCompression } from './lib/compressed-json.js';
import { registerUnreadBodies } from './lib/unread-body.js';
import { limitConnectionsPerAddress } from './lib/connection-limits.js';
import { registerErrorHandler, sendFrameworkError } from './lib/error-handler.js';
import { registerClosingAnswer } from './lib/closing.js';
import { createMetrics } from './lib/metrics.js';
import { registerObservability, requestIds } from './lib/observability.js';
import { createTracing } from './lib/tracing.js';
import { notFound } from './lib/http-errors.js';
import { createSecurityHeaders } from './lib/security-headers.js';
import { registerOpenApi } from './lib/openapi.js';
import { loadSecrets } from './lib/secrets.js';
import { mapFileRoutes } from './modules/map/map-files.routes.js';
import { logRequest } from './lib/log-request.js';
import { planPagesRoutes } from './modules/share/plan-pages.routes.js';
import { notFoundPage, webRoutes } from './modules/web/web.routes.js';
import { mountRealtime } from './modules/broadcasting/realtime.js';
import { registerApiRoutes } from './routes.js';
import { seedDependencies, seedReferenceData } from './seed.js';
import { createServices } from './services.js';

/** How long an idle keep-alive connection stays open (Fastify's own default). */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export type AppDependencies = {
  /** A database opened by the caller (tests); otherwise the settings choose one. */
  database?: Database;
  /** Where one-time notices for the operator go (the generated staff password). */
  announce?: (message: string) => void;
  /**
   * Sees every route as it is added, with its zod schemas: the signed-in fuzz builds its
   * requests and checks its answers from them (reliability/fuzz).
   */
  onRoute?: (route: RouteOptions) => void;
};

/** The methods browsers may call the API with (the preflight answer). */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Builds the whole server (API, website, and later realtime) without listening, so that tests
 * call it through `app.inject()` and `main.ts` puts it on a port. Migrates and seeds first.
 */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  setSpanishMessages();
  const securityHeaders = createSecurityHeaders(config);
  const app = Fastify({
    // Requests are logged without the secrets some addresses carry (lib/log-request.ts).
    logger: { level: config.logLevel, serializers: { req: logRequest } },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: 'idle',
    // Requests during the close are answered by lib/closing.ts, in the API's shape.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    genReqId: requestIds(config.trustProxy),
    // Headers have a time limit, checked every second rather than Node's default 30 s; bodies
    // have their own (lib/body-timeout.ts), since a whole-request limit would cut real uploads.
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: config.headersTimeoutMs,
          requestTimeout: 0,
          connectionsCheckingInterval: 1000,
        },
        handler,
      );
      // Fastify's default, which it sets only on a server it makes itself: with Node's 5 s, a
      // client that reuses a connection after about 5 s idle races its closing (ECONNRESET).
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
    // Errors Fastify answers before any hook (a malformed URL): our shape and headers too.
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request.raw, reply.raw, request.protocol === 'https');
      sendFrameworkError(error, reply);
    },
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  if (!config.trustProxy) limitConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = createMetrics();
  registerObservability(app, config, metrics);
  const tracing = config.tracing ? createTracing(config.tracing) : undefined;
  if (tracing) {
    tracing.register(app);
    // Requests have all ended by onClose: their spans are the last to send.
    app.addHook('onClose', () => tracing.shutdown());
  }
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    securityHeaders(request.raw, reply.raw, request.protocol === 'https');
  });
  registerClosingAnswer(app);
  registerBodyTimeout(app, config.bodyTimeout);
  // A body answered unread is discarded up to the largest a member's app sends (a picture).
  registerUnreadBodies(app, config.uploadLimitBytes);

  const database = deps.database ?? (await openDatabase(config));
  if (!deps.database) app.addHook('onClose', () => database.close());
  database.observeQueries((seconds, failed, statement) => {
    metrics.query(seconds, failed);
    tracing?.query(seconds, failed, statement);
  });
  // A database the caller lends (tests) may outlive this app: it stops reporting here.
  app.addHook('onClose', async () => database.observeQueries(undefined));
  if (database.pool) metrics.watchPool(database.pool);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  const secrets = loadSecrets(config);
  // The realtime server is mounted below, with the HTTP layers; features publish through it.
  const realtime: { server?: RealtimeServer } = {};
  const mounted = () => {
    if (!realtime.server) throw new Error('realtime server not mounted yet');
    return realtime.server;
  };
  const services = createServices(
    database,
    config,
    secrets,
    {
      publish: (event) => mounted().publish(event),
      removeFromChannel: (channel, userIds) => mounted().removeFromChannel(channel, userIds),
      occupied: (channels) => mounted().occupied(channels),
    },
    app.log,
    undefined,
    metrics,
  );
  app.decorateRequest('session', null);
  app.addHook('onClose', async () => services.notifier.close());
  // Sends under way finish before the database closes; jobs not yet sent wait in it.
  app.addHook('preClose', () => services.delivery.stop());
  // Expired and idle tokens are deleted hourly (and at every start).
  const pruneTokens = () =>
    services.tokens.prune().catch((error: unknown) => app.log.warn({ err: error }, 'token prune'));
  const pruning = setInterval(pruneTokens, 60 * 60_000).unref();
  app.addHook('onClose', async () => clearInterval(pruning));
  // Every minute, the viewers of the cells whose wishes just ended hear that they changed
  // (reads already leave them out), and wishes over for a day are deleted (decision 0021).
  let wishesSweptTo = new Date();
  const sweepWishes = () =>
    services.wishes
      .sweep(wishesSweptTo)
      .then((next) => {
        wishesSweptTo = next;
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'wish sweep'));
  const sweeping = setInterval(sweepWishes, 60_000).unref();
  app.addHook('onClose', async () => clearInterval(sweeping));
  // Premium's coins of the month reach every Premium member within the hour the month starts
  // (each is paid once per month: the ledger's key is the month's).
  const payBonuses = () =>
    services.plans
      .payBonuses()
      .catch((error: unknown) => app.log.warn({ err: error }, 'plan bonuses'));
  const paying = setInterval(payBonuses, 60 * 60_000).unref();
  app.addHook('onClose', async () => clearInterval(paying));

  await database.migrate(() =>
    seedReferenceData(
      seedDependencies(services, config, deps.announce ?? ((message) => app.log.warn(message))),
    ),
  );
  await services.delivery.start();

  // Verified attendances whose plan has ended since count within FACTS_SWEEP_MS of the end
  // (decision 0034); every node sweeps (once migrated), and a fact's claim makes it count
  // once. A sweep still running when the next is due is not doubled.
  let countingFacts: Promise<unknown> | undefined;
  const sweepFacts = () => {
    countingFacts ??= services.counting
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'fact sweep'))
      .finally(() => {
        countingFacts = undefined;
      });
  };
  const countingTimer = setInterval(sweepFacts, config.factsSweepMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(countingTimer);
    await countingFacts;
  });

  // Plans' reminders (the day before, an hour before) go out within REMINDERS_SWEEP_MS of
  // their time: every node sweeps, and each reminder's claim makes it go once (decision 0049).
  // Plans short of their minimum by its time are cancelled in the same sweep (decision 0050),
  // and series make their plans ahead and invite their regulars (decision 0051).
  let reminding: Promise<unknown> | undefined;
  const sweepReminders = () => {
    // Series first, so a plan made now is swept with the rest; then cancellations, so a plan
    // cancelled now gets no reminder.
    reminding ??= services.seriesSweep
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'series sweep'))
      .then(() => services.cancellations.sweep())
      .catch((error: unknown) => app.log.warn({ err: error }, 'minimum sweep'))
      .then(() => services.reminders.sweep())
      .catch((error: unknown) => app.log.warn({ err: error }, 'reminder sweep'))
      .finally(() => {
        reminding = undefined;
      });
  };
  const remindersTimer = setInterval(sweepReminders, config.remindersSweepMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(remindersTimer);
    await reminding;
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    // Every method a route uses (a test checks the route table against this list).
    methods: CORS_METHODS,
    exposedHeaders: ['retry-after', 'etag'],
  });
  await registerBodyParsers(app, config);
  await pruneTokens();
  await payBonuses();
  await registerOpenApi(app, config.publicUrl);
  const realtimeServer = await mountRealtime(
    app,
    config,
    secrets.pusherSecret,
    redis,
    services.tokens,
  );
  realtime.server = realtimeServer;
  metrics.watchRealtime(realtimeServer);

  await app.register(
    async (api) => {
      await registerApiRateLimit(api, {
        perMinute: config.rateLimitPerMinute,
        perAddressPerMinute: config.rateLimitPerAddressPerMinute,
        redis,
        memberOf: services.guards.memberOf,
      });
      api.setNotFoundHandler(() => {
        throw notFound();
      });
      registerJsonCompression(api);
      await registerApiRoutes(api, services, config, realtimeServer, secrets.vapid.publicKey);
    },
    { prefix: '/api' },
  );

  const webRoot = config.webDistDir ?? DEFAULT_WEB_DIST;
  await app.register(webRoutes, { root: webRoot });
  await app.register(planPagesRoutes, {
    publicPlans: services.publicPlans,
    calendars: services.calendars,
    guards: services.guards,
    redis,
    notFoundPage: notFoundPage(webRoot),
  });
  await app.register(mapFileRoutes, { root: path.join(config.dataDir, 'map') });
  app.setNotFoundHandler(() => {
    throw notFound();
  });
  return app;
}
