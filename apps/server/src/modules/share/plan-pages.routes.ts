import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import type { SessionGuards } from '../auth/session.js';
import type { Calendars } from './calendar.js';
import { PLAN_READER_PATH, renderPlanPage } from './plan-page.js';
import { PLAN_READER_JS } from './plan-reader.js.js';
import { createPreviewCache } from './preview-cache.js';
import { renderPreviewImage } from './preview-image.js';
import type { PublicPlans } from './public-plan.js';

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
}> = async (app, { publicPlans, calendars, guards, notFoundPage }) => {
  const previews = createPreviewCache();
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
    const image = await previews.get(`${plan.id}:${version}`, () => renderPreviewImage(plan));
    return reply.type('image/png').send(image);
  });
};
