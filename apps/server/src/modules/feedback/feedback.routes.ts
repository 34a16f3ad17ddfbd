import { messageResponse } from '@app/contract/auth';
import { errorResponse } from '@app/contract/errors';
import {
  feedbackRequest,
  myFeedbackQuery,
  ownFeedback,
  testimonial,
  testimonialsQuery,
} from '@app/contract/feedback';
import { formBoolean, id } from '@app/contract/fields';
import { paged } from '@app/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { paginate } from '../../lib/paging.js';
import { createThrottle } from '../../lib/throttle.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import * as feedbackPolicy from './feedback.policy.js';
import type { FeedbackService } from './feedback.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 422, 429);

export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  guards: SessionGuards;
}> = async (app, { feedback, guards }) => {
  // A person has a few things to say a day, not hundreds.
  const sends = createThrottle(app, 'feedback', 10, 24 * 60 * 60_000, (request) =>
    String(request.session?.userId ?? request.ip),
  );

  app.post(
    '/marketing',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['feedback'],
        operationId: 'sendFeedback',
        summary: 'Enviar una opinión con estrellas (1 a 5)',
        security: BEARER,
        consumes: FORM_BODIES,
        body: feedbackRequest,
        response: { 200: ownFeedback, ...errors },
      },
    },
    async (request) => {
      await sends.hit(request);
      return feedback.create(sessionOf(request).userId, request.body);
    },
  );

  app.get(
    '/marketing',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['feedback'],
        operationId: 'listFeedback',
        summary: 'Mis opiniones (byMe=1); el personal ve todas sin byMe',
        security: BEARER,
        querystring: myFeedbackQuery,
        response: { 200: paged(ownFeedback), ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const everyone = request.query.byMe !== '1' && feedbackPolicy.canSeeAll(session);
      return paginate(request.query, (limit, offset) =>
        feedback.list(everyone ? undefined : session.userId, limit, offset),
      );
    },
  );

  app.get(
    '/marketing/view',
    {
      schema: {
        tags: ['feedback'],
        operationId: 'listTestimonials',
        security: [],
        summary: 'Opiniones publicadas (web pública)',
        querystring: testimonialsQuery,
        response: { 200: paged(testimonial), 422: errorResponse },
      },
    },
    (request) => paginate(request.query, (limit, offset) => feedback.testimonials(limit, offset)),
  );

  app.post(
    '/admin/marketing/:id',
    {
      onRequest: guards.requireRole(feedbackPolicy.canPublish),
      schema: {
        tags: ['feedback', 'staff'],
        operationId: 'publishFeedback',
        summary: 'Publicar (1) o retirar (0) una opinión',
        security: BEARER,
        consumes: FORM_BODIES,
        params: z.object({ id }),
        body: z.object({ published: formBoolean }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await feedback.setPublished(request.params.id, request.body.published)))
        throw notFound();
      return { message: request.body.published ? 'Opinión publicada.' : 'Opinión retirada.' };
    },
  );
};
