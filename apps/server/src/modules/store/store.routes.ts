import { idParams } from '@app/contract/activities';
import { pageQuery } from '@app/contract/paging';
import {
  buyRequest,
  createStoreItemRequest,
  purchase,
  purchaseList,
  storeCatalogue,
  storeItem,
  updateStoreItemRequest,
  userBadgeList,
} from '@app/contract/store';
import { userIdParams } from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';
import { paginate } from '../../lib/paging.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { UsersService } from '../users/users.service.js';
import { canManageStore } from './store.policy.js';
import type { StoreService } from './store.service.js';

const tags = ['store'];
const staffErrors = errorAnswers(401, 403, 404, 422);

/** The store (decision 0028): the catalogue, buying with coins, badges; staff manage items. */
export const storeRoutes: FastifyPluginAsyncZod<{
  store: StoreService;
  users: Pick<UsersService, 'findById'>;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
}> = async (app, { store, users, blocks, guards }) => {
  const onRequest = guards.requireUser;
  const asStaff = guards.requireRole(canManageStore);
  // Badges are as public as the profile; a blocked pair do not exist for each other.
  const person = authorize(
    userIdParams,
    blocks.hiding(
      async ({ id }: { id: number }) => {
        if (!(await users.findById(id))) throw notFound();
        return { id };
      },
      ({ id }) => id,
    ),
    (actor) => actor !== null,
  );

  app.get(
    '/store',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listStore',
        summary: 'La tienda: lo que está a la venta, en monedas',
        security: BEARER,
        response: { 200: storeCatalogue, ...errorAnswers(401) },
      },
    },
    async () => ({ data: await store.catalogue() }),
  );

  app.post(
    '/store/:id/buy',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'buyStoreItem',
        summary: 'Comprar un artículo con monedas',
        description:
          'Se paga y surte efecto a la vez, una sola vez por clave (key): repetir la llamada devuelve la misma compra. Un destacado necesita el plan (activity), tuyo y sin empezar; destacado e impulso duran 24 horas, y comprar otro alarga el que está en curso. Sin saldo, 409.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: buyRequest,
        response: { 200: purchase, ...errorAnswers(401, 404, 409, 422) },
      },
    },
    (request) => store.buy(sessionOf(request), request.params.id, request.body),
  );

  app.get(
    '/store/purchases',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listPurchases',
        summary: 'Tus compras, la más reciente primero',
        security: BEARER,
        querystring: pageQuery(),
        response: { 200: purchaseList, ...errorAnswers(401, 422) },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        store.purchasesOf(sessionOf(request).userId, limit, offset),
      ),
  );

  app.get(
    '/user/:id/badges',
    {
      onRequest: [onRequest, person],
      schema: {
        tags,
        operationId: 'listUserBadges',
        summary: 'Las insignias de alguien',
        security: BEARER,
        params: userIdParams,
        response: { 200: userBadgeList, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => ({ data: await store.badgesOf(person.resource(request).id) }),
  );

  app.get(
    '/admin/store',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'listStoreItems',
        summary: 'El catálogo entero, también lo que no está a la venta',
        security: BEARER,
        response: { 200: storeCatalogue, ...staffErrors },
      },
    },
    async () => ({ data: await store.catalogue(true) }),
  );

  app.post(
    '/admin/store',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'createStoreItem',
        summary: 'Añadir un artículo a la tienda',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createStoreItemRequest,
        response: { 200: storeItem, ...staffErrors },
      },
    },
    (request) => store.create(request.body),
  );

  app.post(
    '/admin/store/:id',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'updateStoreItem',
        summary: 'Cambiar un artículo, o retirarlo de la venta (active)',
        description: 'Lo ya comprado sigue como se compró.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: updateStoreItemRequest,
        response: { 200: storeItem, ...staffErrors },
      },
    },
    (request) => store.update(request.params.id, request.body),
  );
};
