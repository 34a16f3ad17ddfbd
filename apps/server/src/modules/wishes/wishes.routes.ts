import { idParams } from '@app/contract/activities';
import { messageResponse } from '@app/contract/auth';
import {
  convertedWish,
  convertWishRequest,
  createWishRequest,
  ownWish,
  wish,
  wishArea,
  wishAreaQuery,
  wishCards,
  wishCardsQuery,
  wishMap,
} from '@app/contract/wishes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import * as wishPolicy from './wish.policy.js';
import type { WishesService } from './wishes.service.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';

const errors = errorAnswers(401, 403, 404, 409, 422);

/** The map of wishes (decision 0021). */
export const wishesRoutes: FastifyPluginAsyncZod<{
  wishes: WishesService;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
}> = async (app, { wishes, blocks, guards }) => {
  const onRequest = guards.requireUser;
  // A blocked pair's wishes do not exist for each other (decision 0022): 404.
  const load = blocks.hiding(
    ({ id }: { id: number }) => wishes.get(id),
    (row) => row.userId,
  );
  const answerer = authorize(idParams, load, wishPolicy.canAnswer);
  const remover = authorize(idParams, load, wishPolicy.canRemove);
  const converter = authorize(idParams, load, wishPolicy.canConvert);

  app.post(
    '/wish',
    {
      onRequest,
      schema: {
        tags: ['wishes'],
        operationId: 'createWish',
        summary: 'Publicar un deseo («me apetece…»)',
        description:
          'El lugar se redondea al centro de una cuadrícula de unos 500 m antes de guardarlo: la posición exacta no se guarda ni se devuelve. Termina al acabar su franja (now: 3 h; today: medianoche; tomorrow: la medianoche siguiente; weekend: el final del domingo), nunca después de 48 h. Un deseo activo por miembro: 409 si ya hay otro.',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createWishRequest,
        response: { 200: wish, ...errors },
      },
    },
    (request) => wishes.create(sessionOf(request), request.body),
  );

  app.get(
    '/wish',
    {
      onRequest,
      schema: {
        tags: ['wishes'],
        operationId: 'listWishes',
        summary: 'Los deseos activos de una zona del mapa (o sus grupos, con poco zoom)',
        description:
          'Desde el zoom 11, los deseos (300 como mucho, los más nuevos primero); por debajo, grupos por cuadrados de 90 / 2^zoom grados con su número y su posición media. En directo: el canal público wishes.{celda} (celdas de 0,25°) avisa con App\\Events\\WishesChanged cuando algo cambia en ella.',
        security: BEARER,
        querystring: wishAreaQuery,
        response: { 200: wishArea, ...errors },
      },
    },
    (request) => wishes.area(sessionOf(request), request.query),
  );

  app.get(
    '/wish/map',
    {
      onRequest,
      // One of the busiest answers: a serialiser compiled from its schema (decision 0055).
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['wishes'],
        operationId: 'mapWishes',
        summary: 'Lo que el mapa dibuja de una zona: lugares con sus deseos (o grupos)',
        description:
          'Los mismos deseos que GET /wish, agrupados por su lugar (el centro de su cuadrícula de unos 500 m), cada uno con su id y sus primeras palabras (32 caracteres como mucho), los más nuevos primero; por debajo del zoom 11, los mismos grupos. La tarjeta de un deseo (quién, la franja, quién se ha apuntado) la da GET /wish/cards al abrirla.',
        security: BEARER,
        querystring: wishAreaQuery,
        response: { 200: wishMap, ...errors },
      },
    },
    (request) => wishes.map(sessionOf(request), request.query),
  );

  app.get(
    '/wish/cards',
    {
      onRequest,
      schema: {
        tags: ['wishes'],
        operationId: 'getWishCards',
        summary: 'Las tarjetas de unos deseos (los de un lugar del mapa, los de la lista)',
        description:
          'ids: hasta 50, separados por comas; se devuelven en ese orden. Los que terminaron o son de alguien bloqueado (en un sentido u otro) no están.',
        security: BEARER,
        querystring: wishCardsQuery,
        response: { 200: wishCards, ...errors },
      },
    },
    (request) => wishes.cards(sessionOf(request), request.query.ids),
  );

  app.get(
    '/wish/mine',
    {
      onRequest,
      schema: {
        tags: ['wishes'],
        operationId: 'getOwnWish',
        summary: 'Mi deseo activo y quién se ha apuntado',
        security: BEARER,
        response: { 200: ownWish, ...errors },
      },
    },
    (request) => wishes.mine(sessionOf(request)),
  );

  app.delete(
    '/wish/:id',
    {
      onRequest: [onRequest, remover],
      schema: {
        tags: ['wishes'],
        operationId: 'deleteWish',
        summary: 'Retirar mi deseo',
        security: BEARER,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await wishes.remove(remover.resource(request));
      return { message: 'Deseo retirado.' };
    },
  );

  app.post(
    '/wish/:id/answer',
    {
      onRequest: [onRequest, answerer],
      schema: {
        tags: ['wishes'],
        operationId: 'answerWish',
        summary: '«¡Me apunto!» a un deseo',
        description:
          'Una vez por miembro; no al propio (422) ni a uno terminado (409). Si el deseo se convierte en actividad, quienes se apuntaron entran en ella, por orden, mientras haya plazas.',
        security: BEARER,
        params: idParams,
        response: { 200: wish, ...errors },
      },
    },
    (request) => wishes.answer(sessionOf(request), answerer.resource(request)),
  );

  app.delete(
    '/wish/:id/answer',
    {
      onRequest: [onRequest, answerer],
      schema: {
        tags: ['wishes'],
        operationId: 'unanswerWish',
        summary: 'Retirar mi «¡Me apunto!»',
        security: BEARER,
        params: idParams,
        response: { 200: wish, ...errors },
      },
    },
    (request) => wishes.unanswer(sessionOf(request), answerer.resource(request)),
  );

  app.post(
    '/wish/:id/activity',
    {
      onRequest: [onRequest, converter],
      schema: {
        tags: ['wishes'],
        operationId: 'convertWish',
        summary: 'Convertir mi deseo en una actividad para quienes se apuntaron',
        description:
          'Crea la actividad (los campos y reglas de POST /activity) y, en la misma transacción, da sus plazas a quienes se apuntaron, del primero al último, como solicitudes aceptadas: cada uno lo recibe en su canal petition-petitions_types-match-from. El deseo termina.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: convertWishRequest,
        response: { 200: convertedWish, ...errors },
      },
    },
    (request) => wishes.convert(sessionOf(request), converter.resource(request), request.body),
  );
};
