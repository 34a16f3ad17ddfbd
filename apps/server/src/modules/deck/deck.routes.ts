import { idParams } from '@app/contract/activities';
import { deck, deckQuery, swipeRequest, swipeResponse, undoResponse } from '@app/contract/deck';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { DeckService } from './deck.service.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';

// 403: what a paid plan unlocks (a wider radius, undoing more than one decision), without it.
const errors = errorAnswers(401, 403, 404, 409, 422, 429);

const SCORE =
  'Puntuación de 0 a 1: 0,35 × cercanía (1 − km / radio) + 0,30 × empieza pronto (1 − horas hasta el inicio / 168) + 0,20 × interés compartido (la disciplina está entre los intereses del miembro) + 0,15 × nivel (1 si es para todos los niveles o no tiene nivel, 0,5 si no). Empates: la que empieza antes, luego por id.';

/** The swipe deck (decision 0020): cards, decisions and the undo of the latest one. */
export const deckRoutes: FastifyPluginAsyncZod<{
  deck: DeckService;
  guards: SessionGuards;
}> = async (app, { deck: decks, guards }) => {
  const onRequest = guards.requireUser;

  app.get(
    '/activity/deck',
    {
      onRequest,
      // One of the busiest answers: a serialiser compiled from its schema (decision 0055).
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['deck'],
        operationId: 'getDeck',
        summary: 'Las siguientes actividades para decidir (swipe), la mejor primero',
        description: `Actividades abiertas (no propias, sin empezar, con plazas) a menos de km (25 por defecto, 100 como mucho) del punto dado o de la ciudad del perfil, que empiezan en los próximos 14 días y sobre las que el miembro no ha decidido, no ha pedido unirse ni está dentro. ${SCORE} Sin paginar: cada llamada da las siguientes tras las decisiones tomadas.`,
        security: BEARER,
        querystring: deckQuery,
        response: { 200: deck, ...errors },
      },
    },
    (request) => decks.deck(sessionOf(request), request.query),
  );

  app.post(
    '/activity/:id/swipe',
    {
      onRequest,
      schema: {
        tags: ['deck'],
        operationId: 'swipeActivity',
        summary: 'Decidir sobre una actividad: like (pedir unirme) o pass (ocultarla 30 días)',
        description:
          'like envía la solicitud de tipo petitions_types-match a quien organiza (la recibe en directo); pass la oculta del mazo durante 30 días en todos los dispositivos. 50 decisiones al día (el día de la ciudad del miembro): después, 429.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: swipeRequest,
        response: { 200: swipeResponse, ...errors },
      },
    },
    (request) => decks.swipe(sessionOf(request), request.params.id, request.body.decision),
  );

  app.post(
    '/activity/deck/undo',
    {
      onRequest,
      schema: {
        tags: ['deck'],
        operationId: 'undoSwipe',
        summary: 'Deshacer la última decisión (una vez)',
        description:
          'Deshace la decisión más reciente; una segunda vez seguida da 409 hasta la próxima decisión. Deshacer un like retira su solicitud mientras no tenga respuesta (409 si ya la tiene). La actividad vuelve al mazo.',
        security: BEARER,
        response: { 200: undoResponse, ...errors },
      },
    },
    (request) => decks.undo(sessionOf(request)),
  );
};
