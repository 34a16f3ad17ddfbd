import { coinAdjustmentRequest, coinEntry, coinHistory } from '@app/contract/coins';
import { pageQuery } from '@app/contract/paging';
import { userIdParams } from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';
import { paginate } from '../../lib/paging.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { UsersService } from '../users/users.service.js';
import { canAdjustCoins } from './coins.policy.js';
import type { CoinsService } from './coins.service.js';

const tags = ['coins'];

/** Coins (decision 0028): a member's balance and history; staff adjustments with who and why. */
export const coinsRoutes: FastifyPluginAsyncZod<{
  coins: CoinsService;
  users: Pick<UsersService, 'findById'>;
  guards: SessionGuards;
}> = async (app, { coins, users, guards }) => {
  const asStaff = guards.requireRole(canAdjustCoins);
  const history = async (userId: number, page: { page: number; pageSize: number }) => ({
    ...(await paginate(page, (limit, offset) => coins.history(userId, limit, offset))),
    balance: await coins.balanceOf(userId),
  });
  const mustExist = async (id: number) => {
    if (!(await users.findById(id))) throw notFound();
  };

  app.get(
    '/coins',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        operationId: 'listCoins',
        summary: 'Tus monedas: el saldo y cada movimiento, el más reciente primero',
        description:
          'Se ganan con los mismos hechos verificados que los puntos y se gastan en la tienda; no se compran con dinero.',
        security: BEARER,
        querystring: pageQuery(),
        response: { 200: coinHistory, ...errorAnswers(401, 422) },
      },
    },
    (request) => history(sessionOf(request).userId, request.query),
  );

  app.get(
    '/admin/users/:id/coins',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'listMemberCoins',
        summary: 'Las monedas de un miembro: su saldo y sus movimientos',
        security: BEARER,
        params: userIdParams,
        querystring: pageQuery(),
        response: { 200: coinHistory, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await mustExist(request.params.id);
      return history(request.params.id, request.query);
    },
  );

  app.post(
    '/admin/users/:id/coins',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'adjustMemberCoins',
        summary: 'Ajustar las monedas de un miembro, con el motivo',
        description:
          'Un movimiento más del libro, con quién lo hizo y por qué. La misma clave (key) repetida no lo duplica; uno que dejaría el saldo en negativo se rechaza (409).',
        security: BEARER,
        consumes: FORM_BODIES,
        params: userIdParams,
        body: coinAdjustmentRequest,
        response: { 200: coinEntry, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await mustExist(request.params.id);
      return coins.adjust(sessionOf(request), request.params.id, request.body);
    },
  );
};
