import { idParams } from '@app/contract/activities';
import { messageResponse } from '@app/contract/auth';
import {
  groupChange,
  groupInviteBody,
  groupInviteResult,
  groupMemberParams,
  groupMembers,
  groupOwnerBody,
  groupRequests,
  groupRoleBody,
} from '@app/contract/groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import { groupAuthorizers } from './groups.loaders.js';
import type { GroupsService } from './groups.service.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['groups'];

/**
 * Groups (decision 0026), who is in one: joining and leaving, requests to join a private
 * group and their answers, inviting friends, roles, removing members, handing the group over.
 * Registered after groups.routes.ts. Who may do what is group.policy's.
 */
export const groupMembersRoutes: FastifyPluginAsyncZod<{
  groups: GroupsService;
  guards: SessionGuards;
}> = async (app, { groups, guards }) => {
  const onRequest = guards.requireUser;
  const { viewer, member, manager, inviter, owner, managerOf, ownerOf, remover } =
    groupAuthorizers(groups);

  app.post(
    '/group/:id/join',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags,
        operationId: 'joinGroup',
        summary: 'Unirte: al momento si es público o te invitaron; si es privado, lo solicitas',
        security: BEARER,
        params: idParams,
        response: { 200: groupChange, ...errors },
      },
    },
    async (request) => {
      const { message, group } = await groups.join(sessionOf(request), request.params.id);
      return { message, group };
    },
  );

  app.delete(
    '/group/:id/join',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags,
        operationId: 'withdrawGroupJoin',
        summary: 'Retirar tu solicitud o rechazar tu invitación',
        security: BEARER,
        params: idParams,
        response: { 200: groupChange, ...errors },
      },
    },
    (request) => groups.withdraw(sessionOf(request), request.params.id),
  );

  app.post(
    '/group/:id/leave',
    {
      onRequest: [onRequest, member],
      schema: {
        tags,
        operationId: 'leaveGroup',
        summary: 'Salir del grupo (el propietario, después de cederlo)',
        security: BEARER,
        params: idParams,
        response: { 200: groupChange, ...errors },
      },
    },
    (request) => groups.leave(sessionOf(request), request.params.id),
  );

  app.get(
    '/group/:id/requests',
    {
      onRequest: [onRequest, manager],
      schema: {
        tags,
        operationId: 'listGroupRequests',
        summary: 'Solicitudes pendientes para unirse (propietario y administradores)',
        security: BEARER,
        params: idParams,
        response: { 200: groupRequests, ...errors },
      },
    },
    async (request) => ({
      data: await groups.requests(sessionOf(request).userId, request.params.id),
    }),
  );

  for (const accept of [true, false]) {
    const route = accept ? app.post.bind(app) : app.delete.bind(app);
    route(
      '/group/:id/request/:userId',
      {
        onRequest: [onRequest, managerOf],
        schema: {
          tags,
          operationId: accept ? 'acceptGroupRequest' : 'declineGroupRequest',
          summary: accept ? 'Aceptar una solicitud' : 'Rechazar una solicitud',
          security: BEARER,
          params: groupMemberParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        return { message: await groups.answer(sessionOf(request), id, userId, accept) };
      },
    );
  }

  app.post(
    '/group/:id/invite',
    {
      onRequest: [onRequest, inviter],
      schema: {
        tags,
        operationId: 'inviteToGroup',
        summary: 'Invitar a amigos al grupo',
        description:
          'En un grupo público invita cualquier miembro; en uno privado, propietario y administradores.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: groupInviteBody,
        response: { 200: groupInviteResult, ...errors },
      },
    },
    async (request) => {
      const invited = await groups.invite(
        sessionOf(request),
        request.params.id,
        request.body.user_ids,
      );
      return {
        message: invited === 1 ? 'Invitación enviada.' : `Invitaciones enviadas: ${invited}.`,
        invited,
      };
    },
  );

  app.post(
    '/group/:id/member/:userId/role',
    {
      onRequest: [onRequest, ownerOf],
      schema: {
        tags,
        operationId: 'setGroupRole',
        summary: 'Nombrar administrador o devolver a miembro (propietario)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: groupMemberParams,
        body: groupRoleBody,
        response: { 200: groupMembers, ...errors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      return { data: await groups.setRole(sessionOf(request), id, userId, request.body.role) };
    },
  );

  app.delete(
    '/group/:id/member/:userId',
    {
      onRequest: [onRequest, remover],
      schema: {
        tags,
        operationId: 'removeGroupMember',
        summary: 'Sacar a alguien del grupo',
        description: 'El propietario saca a cualquiera; los administradores, a los miembros.',
        security: BEARER,
        params: groupMemberParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await groups.removeMember(sessionOf(request), id, userId);
      return { message: 'Ya no es miembro del grupo.' };
    },
  );

  app.post(
    '/group/:id/owner',
    {
      onRequest: [onRequest, owner],
      schema: {
        tags,
        operationId: 'handOverGroup',
        summary: 'Ceder el grupo a otro miembro (pasas a administrador)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: groupOwnerBody,
        response: { 200: groupChange, ...errors },
      },
    },
    async (request) => {
      const group = await groups.handOver(
        sessionOf(request),
        request.params.id,
        request.body.user_id,
      );
      return { message: 'Has cedido el grupo.', group };
    },
  );
};
