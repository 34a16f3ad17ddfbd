import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { HttpError, tooManyRequests } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import type { SessionGuards } from '../auth/session.js';
import type { Calendars } from './calendar.js';
import { PLAN_READER_PATH, renderPlanPage } from './plan-page.js';
import { PLAN_READER_JS } from './plan-reader.js.js';
import { createPreviewCache } from './preview-cache.js';
import { renderPreviewImage } from './preview-image.js';
import type { PublicPlans } from './public-plan.js';

/** Cards not yet drawn that one address may have drawn in a minute. */
const DRAWS_PER_MINUTE = 30;

/** A plan id in a page's address: digits, at most nine of them (an int column). */
const PLAN_ID = /^[1-9]\d{0,8}$/;

/**
 * A shared plan on the website, outside the API (issue 38): `/web/plan/{id}`, its public page
 * (HTML drawn on the server, no script), and `/web/plan/{id}/preview.png`, its link card. A
 * plan that cannot be shown answers the website's not-found page.
 */
export const planPagesRoutes: FastifyPluginAsync<{
  publicPlans: PublicPlans;
  calendars: Calendars;
  guards: SessionGuards;
  /** The website's not-found page, as the other pages answer it. */
  notFoundPage: (reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  /** Where the nodes count what each address asks (the API's Redis), when there is one. */
  redis?: Redis | undefined;
}> = async (app, { publicPlans, calendars, guards, notFoundPage, redis }) => {
  const previews = createPreviewCache();
  // Drawing a card costs the CPU some tens of milliseconds: an address gets DRAWS_PER_MINUTE
  // drawn for it (cards already drawn are free), so asking for plan after plan cannot keep
  // the server drawing. A card shared in a chat is fetched from the cache by every reader.
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'rate-limit:previews:',
    skipOnError: true,
  });
  const drawBudget = app.createRateLimit({
    max: DRAWS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `draws:${normalizeIP(request.ip)}`,
  });
  const hidden = { schema: { hide: true } };

  /**
   * What `read` finds of the address's plan, or undefined when the website answers "not
   * found". A browser sends no token to a page; a client that does (an app's web view) gets
   * the pair rule. The app's own page of the plan, where «Pedir unirme» leads, applies it too.
   */
  async function found<T>(
    request: FastifyRequest,
    read: (id: number, viewer: Actor | null) => Promise<T>,
  ): Promise<T | undefined> {
    const { id } = request.params as { id: string };
    if (!PLAN_ID.test(id)) return undefined;
    try {
      await guards.optionalUser(request);
      return await read(Number(id), request.session ?? null);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  }
  const planOf = (request: FastifyRequest) => found(request, publicPlans.read);

  app.get(PLAN_READER_PATH, hidden, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PLAN_READER_JS),
  );

  app.get('/web/plan/:id', hidden, async (request, reply) => {
    const plan = await planOf(request);
    if (!plan) return notFoundPage(reply);
    // Places left change as people join: a shared page is checked again on each visit.
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPlanPage(plan));
  });

  // «Añadir al calendario» on the page: the plan as its link shows it (the area, unless the
  // host shows the place).
  app.get('/web/plan/:id/plan.ics', hidden, async (request, reply) => {
    const loaded = await found(request, publicPlans.load);
    if (!loaded) return notFoundPage(reply);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="plan-${loaded.row.id}.ics"`)
      .header('cache-control', 'no-cache')
      .send(calendars.planFile(loaded.plan, loaded.row, 'public'));
  });

  app.get('/web/plan/:id/preview.png', hidden, async (request, reply) => {
    const plan = await planOf(request);
    if (!plan) return notFoundPage(reply);
    const version = new URL(plan.image_url).searchParams.get('v') ?? '';
    const etag = `"plan-${plan.id}-${version}"`;
    // The address names the version (public-plan.ts): that one never changes, and may be
    // kept a year; an address without it (or an old one) is checked again each time.
    const current = (request.query as { v?: string }).v === version;
    reply
      .header('etag', etag)
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      // Chat apps fetch the card from their own servers and may show it on their own pages.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const key = `${plan.id}:${version}`;
    if (!previews.has(key)) {
      const budget = await drawBudget(request);
      if (!budget.isAllowed && budget.isExceeded) throw tooManyRequests(budget.ttlInSeconds);
    }
    const image = await previews.get(key, () =>
      // A card that cannot be drawn with the plan's words is drawn without them.
      renderPreviewImage(plan).catch((error: unknown) => {
        request.log.warn({ err: error, plan: plan.id }, 'preview image');
        return renderPreviewImage({ ...plan, description: '' });
      }),
    );
    return reply.type('image/png').send(image);
  });
};
