import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import type { SessionGuards } from '../auth/session.js';
import { renderPlanPage } from './plan-page.js';
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
  guards: SessionGuards;
  /** The website's not-found page, as the other pages answer it. */
  notFoundPage: (reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}> = async (app, { publicPlans, guards, notFoundPage }) => {
  const previews = createPreviewCache();
  const hidden = { schema: { hide: true } };

  /** The plan of the address, or undefined when the website answers "not found". */
  async function planOf(request: FastifyRequest) {
    const { id } = request.params as { id: string };
    if (!PLAN_ID.test(id)) return undefined;
    try {
      // A page has no token: a signed-in member's browser sends none to it. The app's own
      // page of the plan (where "Pedir unirme" leads) applies the pair rule to them.
      await guards.optionalUser(request);
      return await publicPlans.read(Number(id), request.session ?? null);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  app.get('/web/plan/:id', hidden, async (request, reply) => {
    const plan = await planOf(request);
    if (!plan) return notFoundPage(reply);
    // Places left change as people join: a shared page is checked again on each visit.
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPlanPage(plan));
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
