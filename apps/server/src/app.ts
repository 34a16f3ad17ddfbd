import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { useSpanishMessages } from '@app/contract/locale';
import { API_MESSAGES } from '@app/contract/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { registerBodyParsers } from './lib/body-parsers.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { HttpError, notFound } from './lib/http-errors.js';
import { registerOpenApi } from './lib/openapi.js';
import { loadSecrets } from './lib/secrets.js';
import { createPasswordHasher } from './modules/auth/password.js';
import { conceptsRoutes } from './modules/concepts/concepts.routes.js';
import { createConceptsService } from './modules/concepts/concepts.service.js';
import { createDevicesService } from './modules/devices/devices.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { infoRoutes } from './modules/info/info.routes.js';
import { createInfoService } from './modules/info/info.service.js';
import { createSettingsService } from './modules/info/settings.service.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { createPlacesService } from './modules/places/places.service.js';
import { textsRoutes } from './modules/texts/texts.routes.js';
import { createTextsService } from './modules/texts/texts.service.js';
import { webRoutes } from './modules/web/web.routes.js';
import { seedReferenceData } from './seed.js';

export type AppDependencies = {
  /** A database opened by the caller (tests); otherwise the settings choose one. */
  database?: Database;
  /** Where one-time notices for the operator go (the generated staff password). */
  announce?: (message: string) => void;
};

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Builds the whole server (API, website, and later realtime) without listening, so that tests
 * call it through `app.inject()` and `main.ts` puts it on a port. Migrates and seeds first.
 */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  useSpanishMessages();
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = deps.database ?? (await openDatabase(config));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  const { db } = database;
  const settings = createSettingsService(db);
  const concepts = createConceptsService(db, settings);
  const places = createPlacesService(db, settings, config.countries);
  const texts = createTextsService(db, settings);
  const devices = createDevicesService(db);
  const info = createInfoService(settings);
  const hasher = createPasswordHasher(loadSecrets(config).passwordPepper);

  await database.migrate(() =>
    seedReferenceData({
      db,
      concepts,
      places,
      texts,
      devices,
      hasher,
      deviceKeys: config.deviceKeys,
      staff: { email: config.adminEmail, password: config.adminPassword },
      announce: deps.announce ?? ((message) => app.log.warn(message)),
    }),
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['retry-after', 'etag'],
  });
  await registerBodyParsers(app, config);
  await registerOpenApi(app, config.publicUrl);

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        redis,
        nameSpace: 'rate-limit:api:',
        // If Redis is unreachable the API keeps answering, unthrottled, rather than failing.
        skipOnError: true,
        // Health checks come from load balancers, many a minute.
        allowList: (request) => request.url === '/api/health',
        errorResponseBuilder: (_request, context) =>
          new HttpError(429, API_MESSAGES.tooManyRequests, undefined, {
            'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
          }),
      });
      api.setNotFoundHandler(() => {
        throw notFound();
      });
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
      await api.register(healthRoutes, { database });
      await api.register(infoRoutes, { info, devices });
      await api.register(placesRoutes, { places, settings });
      await api.register(conceptsRoutes, { concepts, settings });
      await api.register(textsRoutes, { texts, settings });
    },
    { prefix: '/api' },
  );

  await app.register(webRoutes, { root: config.webDistDir ?? DEFAULT_WEB_DIST });
  app.setNotFoundHandler(() => {
    throw notFound();
  });
  return app;
}
