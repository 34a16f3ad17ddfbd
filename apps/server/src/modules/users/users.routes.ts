import { messageResponse } from '@app/contract/auth';
import { formBoolean } from '@app/contract/fields';
import { paged } from '@app/contract/paging';
import {
  configKey,
  configurationsResponse,
  ownUser,
  publicUser,
  updateUserRequest,
  userIdParams,
  userListQuery,
  userView,
} from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, validationError } from '../../lib/http-errors.js';
import { paginate } from '../../lib/paging.js';
import { authorizeFirst, sessionOf, type SessionGuards } from '../auth/session.js';
import type { MediaService } from '../photos/media.service.js';
import { userPolicy } from './users.policy.js';
import type { UsersService } from './users.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 422);
const MAX_CONFIGURATIONS = 100;

const configValue = z.union([formBoolean, z.number().finite(), z.string().max(1000)]);

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  media: MediaService;
  guards: SessionGuards;
}> = async (app, { users, media, guards }) => {
  const secured = { onRequest: guards.requireUser };

  app.get(
    '/user/:id',
    {
      ...secured,
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
      const { id } = request.params;
      const session = sessionOf(request);
      const view = userPolicy.seePrivate(session, id)
        ? await users.ownerView(id)
        : await users.publicView(id);
      if (!view) throw notFound();
      return view;
    },
  );

  app.post(
    '/user/:id',
    {
      onRequest: [
        guards.requireUser,
        authorizeFirst(userIdParams, (session, { id }) => {
          if (!userPolicy.change(session, id)) throw forbidden();
        }),
      ],
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
    async (request) => {
      return users.update(request.params.id, request.body);
    },
  );

  app.delete(
    '/user/:id',
    {
      ...secured,
      schema: {
        tags: ['users'],
        operationId: 'deleteUser',
        summary: 'Eliminar la cuenta y todos sus datos',
        security: BEARER,
        params: userIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!userPolicy.remove(sessionOf(request), id)) throw forbidden();
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

  app.post(
    '/config',
    {
      ...secured,
      schema: {
        tags: ['users'],
        operationId: 'saveConfig',
        summary: 'Guardar la configuración (booleanos como 1/0)',
        security: BEARER,
        consumes: FORM_BODIES,
        body: z.record(z.string(), z.unknown()),
        response: { 200: configurationsResponse, ...errors },
      },
    },
    async (request) => {
      const entries = Object.entries(request.body);
      if (entries.length > MAX_CONFIGURATIONS) {
        throw validationError({ body: [`Como máximo ${MAX_CONFIGURATIONS} ajustes.`] });
      }
      const values: Record<string, unknown> = {};
      const problems: Record<string, string[]> = {};
      for (const [key, raw] of entries) {
        const value = configValue.safeParse(raw);
        if (!configKey.safeParse(key).success) problems[key] = ['Nombre de ajuste no válido.'];
        else if (!value.success) problems[key] = ['Valor no válido.'];
        else values[key] = value.data;
      }
      if (Object.keys(problems).length > 0) throw validationError(problems);
      return { configurations: await users.setConfigurations(sessionOf(request).userId, values) };
    },
  );
};
