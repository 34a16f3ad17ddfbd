import { messageResponse } from '@app/contract/auth';
import { paged } from '@app/contract/paging';
import { configRequest, knownSettings } from '@app/contract/configurations';
import {
  configurationsResponse,
  MEMBER_FINDER_LIMIT,
  memberFinderQuery,
  memberMatches,
  ownUser,
  publicUser,
  updateUserRequest,
  userIdParams,
  userListQuery,
  userView,
} from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';
import { paginate } from '../../lib/paging.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { MediaService } from '../photos/media.service.js';
import * as userPolicy from './user.policy.js';
import type { UsersService } from './users.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 422);
const eraseErrors = errorAnswers(401, 403, 404, 422, 503);

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  media: MediaService;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
  /** What must end before an account is erased (its paid subscriptions); may refuse. */
  beforeErase: (userId: number) => Promise<void>;
}> = async (app, { users, media, blocks, guards, beforeErase }) => {
  const secured = { onRequest: guards.requireUser };
  // The user in the path is the resource; whether they exist is the handler's 404.
  // A blocked pair do not exist for each other (decision 0022): 404 before any policy.
  const user = blocks.hiding(
    ({ id }: { id: number }) => ({ id }),
    ({ id }) => id,
  );
  const viewer = authorize(userIdParams, user, userPolicy.canView);
  const updater = authorize(userIdParams, user, userPolicy.canUpdate);
  const remover = authorize(userIdParams, user, userPolicy.canDelete);

  app.get(
    '/user/:id',
    {
      onRequest: [guards.requireUser, viewer],
      schema: {
        tags: ['users'],
        operationId: 'getUser',
        summary: 'Ver un usuario (con sus datos privados si es el propio)',
        security: BEARER,
        params: userIdParams,
        response: { 200: userView, ...errors },
      },
    },
    async (request) => {
      const target = viewer.resource(request);
      const view = userPolicy.canSeePrivate(request.session, target)
        ? await users.ownerView(target.id)
        : await users.publicView(target.id);
      if (!view) throw notFound();
      return view;
    },
  );

  app.post(
    '/user/:id',
    {
      onRequest: [guards.requireUser, updater],
      schema: {
        tags: ['users'],
        operationId: 'updateUser',
        summary: 'Actualizar el propio perfil',
        security: BEARER,
        consumes: FORM_BODIES,
        params: userIdParams,
        body: updateUserRequest,
        response: { 200: ownUser, ...errors },
      },
    },
    (request) => users.update(updater.resource(request).id, request.body),
  );

  app.delete(
    '/user/:id',
    {
      onRequest: [guards.requireUser, remover],
      schema: {
        tags: ['users'],
        operationId: 'deleteUser',
        summary: 'Eliminar la cuenta y todos sus datos',
        description:
          'Cancela antes las suscripciones a Move o Premium en el proveedor de pagos; si no responde, 503 y la cuenta sigue como estaba.',
        security: BEARER,
        params: userIdParams,
        response: { 200: messageResponse, ...eraseErrors },
      },
    },
    async (request) => {
      const { id } = remover.resource(request);
      await beforeErase(id);
      const removed = await users.remove(id);
      if (!removed) throw notFound();
      await media.removeUserFiles(id);
      return { message: 'Cuenta eliminada.' };
    },
  );

  app.get(
    '/user',
    {
      ...secured,
      schema: {
        tags: ['users'],
        operationId: 'listUsers',
        summary: 'Buscar personas por nombre, intereses, ciudad o distancia',
        security: BEARER,
        querystring: userListQuery,
        response: { 200: paged(publicUser), ...errors },
      },
    },
    async (request) => {
      const { search, filter } = request.query;
      return paginate(request.query, (limit, offset) =>
        users.list(sessionOf(request).userId, { search, ...filter }, limit, offset),
      );
    },
  );

  app.get(
    '/admin/users',
    {
      onRequest: guards.requireRole(userPolicy.canFindMembers),
      schema: {
        tags: ['staff'],
        operationId: 'findMembers',
        summary: 'Encontrar a un miembro por su nombre, correo, teléfono o número',
        description: `Cualquier parte del nombre o de los apellidos (sin importar mayúsculas ni tildes), del correo o de las cifras del teléfono (+34 600 11 22 33 y 600112233 encuentran lo mismo); un número entero encuentra además al miembro con ese número, el primero. Como mucho ${MEMBER_FINDER_LIMIT}, por nombre; total dice cuántos hay. Las cuentas del equipo y las suspendidas aparecen marcadas.`,
        security: BEARER,
        querystring: memberFinderQuery,
        response: { 200: memberMatches, ...errors },
      },
    },
    (request) => users.findMembers(request.query.q, MEMBER_FINDER_LIMIT),
  );

  app.post(
    '/config',
    {
      ...secured,
      schema: {
        tags: ['users'],
        operationId: 'saveConfig',
        summary: 'Guardar la configuración: los ajustes conocidos, como 1/0',
        security: BEARER,
        consumes: FORM_BODIES,
        body: configRequest,
        response: { 200: configurationsResponse, ...errors },
      },
    },
    async (request) => ({
      configurations: knownSettings(
        await users.setConfigurations(sessionOf(request).userId, request.body),
      ),
    }),
  );
};
